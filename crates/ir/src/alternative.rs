//! Alternative costs (CR 118.9): a cost printed on a spell that its controller may pay
//! rather than its mana cost, and the keywords that are such costs (evoke, dash, escape, disturb, warp).

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
    /// A second condition that must hold too: "If an opponent controls a Forest and you
    /// control an Island, …" (CR 601.2b).
    #[serde(default)]
    pub also: Option<Condition>,
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
    /// CR 702.34a: flashback: cast from its owner's graveyard, then exiled instead of
    /// going anywhere else as it leaves the stack.
    Flashback,
    /// CR 702.137a: spectacle: paid only if an opponent lost life this turn.
    Spectacle,
    /// CR 702.117a: surge: paid only if its caster cast another spell this turn.
    Surge,
    /// CR 702.143a: foretell: cast from exile, after the turn it was foretold.
    Foretell,
    /// CR 702.170d: plot: cast from exile without paying its mana cost, at sorcery speed,
    /// on a turn after the one it became plotted.
    Plot,
    /// CR 702.96a: overload: its instructions are then the card's `Ability::Overloaded`.
    Overload,
    /// CR 702.35a: madness: cast from exile only while its madness trigger resolves.
    Madness,
    /// CR 702.152a: blitz: haste and "When this creature dies, draw a card." as long as
    /// the blitz cost was paid; sacrificed at the beginning of the next end step.
    Blitz,
    /// CR 702.146a: disturb: cast transformed (its back face up, CR 712.8c) from its
    /// owner's graveyard.
    Disturb,
    /// CR 702.185a: warp: cast from its owner's hand only; the permanent exiled at the
    /// beginning of the next end step, its owner then allowed to cast it from exile after
    /// that turn.
    Warp,
}

impl AltKind {
    /// The keyword a player names it by (`printed` for a cost printed in words).
    pub fn keyword(self) -> &'static str {
        match self {
            AltKind::Printed => "printed",
            AltKind::Evoke => "evoke",
            AltKind::Dash => "dash",
            AltKind::Escape => "escape",
            AltKind::Flashback => "flashback",
            AltKind::Spectacle => "spectacle",
            AltKind::Surge => "surge",
            AltKind::Foretell => "foretell",
            AltKind::Plot => "plot",
            AltKind::Overload => "overload",
            AltKind::Madness => "madness",
            AltKind::Blitz => "blitz",
            AltKind::Disturb => "disturb",
            AltKind::Warp => "warp",
        }
    }

    /// CR 702.138a / 702.34a: the zone a card is cast from with this cost: its owner's
    /// graveyard for escape and flashback, else wherever the card may be cast from (its
    /// hand).
    pub fn from_graveyard(self) -> bool {
        matches!(self, AltKind::Escape | AltKind::Flashback | AltKind::Disturb)
    }

    /// CR 702.185a: warp is paid only for a card cast from its owner's hand.
    pub fn from_hand_only(self) -> bool {
        self == AltKind::Warp
    }

    /// CR 702.146a / 712.8c: a card cast for this cost is cast transformed, its back face
    /// up on the stack.
    pub fn transformed(self) -> bool {
        self == AltKind::Disturb
    }

    /// CR 702.143a, 702.170d: a foretold or plotted card is cast from exile.
    pub fn from_exile(self) -> bool {
        matches!(self, AltKind::Foretell | AltKind::Plot)
    }

    /// CR 702.34a: a spell cast for this cost is exiled instead of going anywhere else
    /// as it leaves the stack.
    pub fn exiles_on_leaving(self) -> bool {
        self == AltKind::Flashback
    }
}

impl crate::card::CardDef {
    /// The card's alternative cost of `kind` (madness, dash, …), with its ability index.
    pub fn alternative_of_kind(&self, kind: AltKind) -> Option<(u16, &AlternativeCost)> {
        self.abilities.iter().enumerate().find_map(|(i, a)| match a {
            crate::ability::Ability::AlternativeCost(alt) if alt.kind == kind => Some((i as u16, alt)),
            _ => None,
        })
    }
}
