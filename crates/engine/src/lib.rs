//! Regalia engine: search, evaluation, levels, UCI. (Being built.)
