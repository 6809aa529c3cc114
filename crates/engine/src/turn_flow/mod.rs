//! The turn (CR 500–514, 117, 704): steps and turn-based actions, priority and what a player
//! may do with it, state-based actions, day and night.

pub(crate) mod day_night;
pub(crate) mod priority;
pub(crate) mod sba;
pub mod turn;
