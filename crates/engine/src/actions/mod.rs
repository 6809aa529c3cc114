//! The game's actions (CR 614, 616, 701): one entry per kind of event that changes the game
//! (entering the battlefield with its replacement effects, zone changes' exile-instead and
//! bans, destruction, tokens, sacrifice, transforming); life, tapping, counters and damage
//! go through the choke points of `pipeline`, the folder below. Below the stack:
//! instructions, costs and turn-based actions call them.

/// What an action an instruction took leaves to do: nothing, or a permanent entering
/// waits for its controller's choice (`Pending::Entering`; its arrival resumes the
/// resolution). The stack's `Flow` is made from it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Arrival {
    Done,
    Entering,
}

pub(crate) mod destruction;
pub(crate) mod emblems;
pub mod entering;
pub(crate) mod entering_queue;
pub(crate) mod exile_instead;
pub(crate) mod phasing;
pub(crate) mod returning;
pub(crate) mod sacrifice;
pub(crate) mod saga;
pub(crate) mod tokens;
pub(crate) mod transform;
pub(crate) mod zone_bans;
