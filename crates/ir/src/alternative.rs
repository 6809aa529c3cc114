//! Alternative costs (CR 118.9): a cost printed on a spell that its controller may pay
//! rather than its mana cost, and the keywords that are such costs (evoke, dash, escape).

use crate::ability::Cost;
use crate::effect::Condition;
use serde::{Deserialize, Serialize};

/// CR 118.9: an alternative cost of a spell: `cost` (mana, life, and at most one cost that
/// chooses objects) paid rather than the mana cost, while `condition` holds.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct AlternativeCost {
    pub kind: AltKind,
    pub cost: Cost,
    /// "If it's not your turn, you may …": it may be paid only while this holds (CR
    /// 601.2b: checked as the spell is announced).
    #[serde(default)]
    pub condition: Option<Condition>,
    /// Delayed triggered abilities (`Effect::Delayed`) the spell creates as it resolves
    /// into a permanent when this cost was paid, about that permanent (dash's return to
    /// its owner's hand, CR 702.109a).
    #[serde(default)]
    pub resolves: Vec<crate::effect::Effect>,
}

/// Which alternative cost it is: a printed one, or one a keyword stands for.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum AltKind {
    /// CR 118.9: "You may [cost] rather than pay this spell's mana cost."
    Printed,
    /// CR 702.74a: evoke: "When this permanent enters, if its evoke cost was paid, its
    /// controller sacrifices it."
    Evoke,
    /// CR 702.109a: dash: haste as long as the dash cost was paid; returned to its
    /// owner's hand at the beginning of the next end step.
    Dash,
    /// CR 702.138a: escape: cast from its owner's graveyard.
    Escape,
}

impl AltKind {
    /// The keyword a player names it by (`printed` for a cost printed in words).
    pub fn keyword(self) -> &'static str {
        match self {
            AltKind::Printed => "printed",
            AltKind::Evoke => "evoke",
            AltKind::Dash => "dash",
            AltKind::Escape => "escape",
        }
    }

    /// CR 702.138a: the zone a card is cast from with this cost: its owner's graveyard
    /// for escape, else wherever the card may be cast from (its hand).
    pub fn from_graveyard(self) -> bool {
        self == AltKind::Escape
    }
}
