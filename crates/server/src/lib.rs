//! Regalia game server. (Being built.)
