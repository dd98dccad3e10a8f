//! Regalia game server. (Being built.)

pub mod site;
