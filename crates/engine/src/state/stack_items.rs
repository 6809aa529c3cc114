//! The stack as state (CR 405): what an item on it is (a spell or an ability), each item
//! with its targets, X, modes and trigger event, and triggered abilities waiting to be put
//! on it (CR 603.3). Casting and resolving are in `stack_resolution`.

use crate::state::events::Target;
pub use crate::state::waiting_triggers::TriggerEvent;
use mw_types::{CardId, ObjectId, PlayerId};
use serde::{Deserialize, Serialize};
use smallvec::SmallVec;

/// What an item on the stack is.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum StackKind {
    /// CR 112: a spell, a card on the stack.
    Spell { object: ObjectId },
    /// CR 113.1b: an activated or triggered ability of `source`, the `ability`-th ability
    /// of card `card`.
    Ability { source: ObjectId, card: CardId, ability: u16 },
}

/// One object on the stack.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct StackItem {
    /// Unique among the items of a game, for following one item.
    pub id: u32,
    pub kind: StackKind,
    pub controller: PlayerId,
    pub targets: SmallVec<[Target; 2]>,
    /// CR 107.3: the value of X.
    pub x: u32,
    /// For a triggered ability: its trigger event (none for a spell or an activated
    /// ability).
    pub event: TriggerEvent,
    /// CR 700.2: for a modal spell, the spell ability of the chosen mode.
    pub spell_mode: Option<u16>,
    /// CR 702.34a: cast with flashback: exiled instead of going anywhere else as it
    /// leaves the stack.
    pub exile_on_leave: bool,
    /// CR 702.33d / 702.56a: how many times its optional additional cost was paid as it
    /// was cast (kicker and buyback at most once, replicate any number of times; a copy
    /// keeps its original's, CR 707.10).
    pub kicks: u8,
    /// CR 601.2b: the times announced for its additional cost that may be paid any
    /// number of times ("exile any number of white cards from your hand"; a copy keeps
    /// its original's, CR 707.10).
    #[serde(default)]
    pub paid_times: u8,
    /// CR 601.2b: of several additional costs, the one chosen (its place in the text, 0
    /// for the first; a copy keeps its original's, CR 707.10).
    #[serde(default)]
    pub cost_option: Option<u8>,
    /// CR 702.88a: the spell was cast from its controller's hand (rebound).
    pub from_hand: bool,
    /// CR 601.2d: the damage divided among its targets, one share per target of the
    /// divided instruction (0 for a target left unchosen).
    pub divided: SmallVec<[u16; 4]>,
    /// CR 601.2h: the colors of the mana spent to cast it (converge); none for a copy
    /// (CR 707.10).
    #[serde(default)]
    pub colors_spent: mw_types::ColorSet,
    /// CR 601.2h: the amount of mana spent to cast the spell (0 for a copy, CR 707.10).
    pub mana_spent: u16,
    /// CR 106.6: mana spent to cast it made it uncounterable ("…, and that spell can't
    /// be countered"; not a copy's, CR 707.10).
    #[serde(default)]
    pub uncounterable: bool,
}

impl StackItem {
    pub fn spell_object(&self) -> Option<ObjectId> {
        match self.kind {
            StackKind::Spell { object } => Some(object),
            StackKind::Ability { .. } => None,
        }
    }
}

/// A triggered ability waiting to be put on the stack (CR 603.3).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct PendingTrigger {
    /// What its trigger event carries.
    pub event: TriggerEvent,
    pub controller: PlayerId,
    pub source: ObjectId,
    pub card: CardId,
    pub ability: u16,
}
