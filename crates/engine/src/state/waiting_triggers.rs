//! Triggered abilities as state (CR 603): what a trigger event carries to the abilities it
//! triggers, and delayed triggered abilities waiting for their moment (CR 603.7), each
//! named by the ability that holds its `Effect::Delayed` and the position there.

use mw_ir::DelayedWhen;
use mw_types::{CardId, ObjectId, PlayerId};
use serde::{Deserialize, Serialize};

/// What a trigger event carries for the abilities it triggers (CR 603.2), kept by the
/// waiting trigger, its stack item and the resolution's context alike: "that much", the
/// stack item that caused it, "that player", "that creature", the defending player.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct TriggerEvent {
    /// The amount of the event (damage dealt, life gained, …), for "that much".
    pub amount: u32,
    /// The stack item whose event caused the trigger, if any (ward).
    pub about: Option<u32>,
    /// The player of the event ("that player").
    pub player: Option<PlayerId>,
    /// The object of the event ("that creature").
    pub object: Option<ObjectId>,
    /// CR 508.5: the player the attacking creature of the event attacked as it triggered
    /// ("defending player").
    pub defender: Option<PlayerId>,
}

/// Marks an ability number as naming a delayed ability inside another ability.
const DELAYED: u16 = 0x8000;

/// The ability number of the `Effect::Delayed` at position `effect` of ability `ability`.
pub(crate) fn delayed_ref(ability: u16, effect: usize) -> Option<u16> {
    (ability < 0x80 && effect < 0x80).then(|| DELAYED | ability | ((effect as u16) << 7))
}

/// The holding ability and effect position of a delayed ability number.
pub(crate) fn split(n: u16) -> Option<(u16, u16)> {
    (n & DELAYED != 0).then(|| (n & 0x7f, (n >> 7) & 0x7f))
}

/// The instructions and targets of the ability an instruction holds: a delayed trigger's
/// (CR 603.7, no targets) or a reflexive trigger's (CR 603.12), itself or under "if you
/// do".
pub(crate) fn held_ability(e: &mw_ir::Effect) -> Option<(&[mw_ir::Effect], &[mw_ir::TargetSpec])> {
    match e {
        mw_ir::Effect::Delayed { effects, .. } => Some((effects, &[])),
        mw_ir::Effect::Reflexive { effects, targets, .. } => Some((effects, targets)),
        mw_ir::Effect::IfYouDo { effect, .. } => held_ability(effect),
        _ => None,
    }
}

/// A delayed triggered ability waiting for its moment.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub(crate) struct DelayedTrigger {
    pub when: DelayedWhen,
    pub controller: PlayerId,
    pub source: ObjectId,
    pub card: CardId,
    pub ability: u16,
    /// CR 603.7c: the object its instructions refer to ("that card").
    pub object: Option<ObjectId>,
}
