//! The game's actions (CR 614, 616, 701): one entry per kind of event that changes the game
//! (entering the battlefield with its replacement effects, zone changes' exile-instead and
//! bans, damage, destruction, tokens, sacrifice, counters, transforming). Below the stack:
//! instructions, costs and turn-based actions call them.

pub(crate) mod damage;
pub(crate) mod destruction;
pub mod entering;
pub(crate) mod entering_queue;
pub(crate) mod exile_instead;
pub(crate) mod sacrifice;
pub(crate) mod saga;
pub(crate) mod tokens;
pub(crate) mod transform;
pub(crate) mod zone_bans;
