//! The turn (CR 500–514, 117, 704): steps and turn-based actions, priority and what a player
//! may do with it, state-based actions, day and night; the shortcuts a driver may turn on
//! (priority passed for a player who can only pass, payments as one plan).

pub(crate) mod cast_timing;
pub(crate) mod command_zone;
pub(crate) mod day_night;
pub(crate) mod foretell;
pub(crate) mod game_loop;
pub(crate) mod leave_game;
pub(crate) mod play_from;
pub(crate) mod priority;
pub(crate) mod sba;
pub(crate) mod suspend;
pub mod shortcuts;
pub mod turn;
