//! The game's actions (CR 614, 616, 701): one entry per kind of event that changes the game
//! (entering the battlefield with its replacement effects, zone changes' exile-instead and
//! bans, destruction, tokens, sacrifice, transforming); life, tapping, counters and damage
//! go through the choke points of `pipeline`, the folder below. Below the stack:
//! instructions, costs and turn-based actions call them.

pub(crate) mod destruction;
pub(crate) mod emblems;
pub mod entering;
pub(crate) mod entering_queue;
pub(crate) mod exile_instead;
pub(crate) mod phasing;
pub(crate) mod returning;
pub(crate) mod sacrifice;
pub(crate) mod saga;
pub(crate) mod shuffle;
pub(crate) mod tokens;
pub(crate) mod transform;
pub(crate) mod zone_bans;
