//! Triggered abilities (CR 603): noticing trigger events, watchers about other objects and
//! players, delayed triggers, state triggers; put on the stack in APNAP order.

pub(crate) mod delayed;
pub(crate) mod state_triggers;
pub(crate) mod triggers;
pub(crate) mod watchers;
pub(crate) mod targeted;
pub(crate) mod batches;
pub(crate) mod crimes;
