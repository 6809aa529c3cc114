//! Mana abilities (CR 605): what they add (CR 106.4), their costs and restrictions,
//! and the restrictions on spending the mana they make (CR 106.6).

use crate::ability::Cost;
use crate::target::ObjectFilter;
use mw_types::{ColorSet, ManaType};
use serde::{Deserialize, Serialize};
use smallvec::SmallVec;

/// What a mana ability adds (CR 106.4).
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub enum ManaProduction {
    /// Exactly these mana, e.g. `{G}` or `{C}{C}`.
    Fixed(SmallVec<[ManaType; 2]>),
    /// One mana of any one of these colors (`{R} or {G}`), `amount` times.
    OneOf { colors: ColorSet, amount: u32 },
    /// CR 106.1: "N mana in any combination of colors" / "… of {R} and/or {G}": `amount`
    /// mana, each of any of these colors, chosen together as it resolves; `distinct`:
    /// "two mana of different colors", no color twice.
    Combination { colors: ColorSet, amount: u32, distinct: bool },
    /// CR 106.7: one mana of any type (or color, if `colors_only`) that a land `whose`
    /// could produce (Reflecting Pool, Exotic Orchard).
    CouldProduce { whose: crate::target::Controller, colors_only: bool },
    /// One mana of this type for each creature its controller controls (Gaea's Cradle).
    PerCreature(ManaType),
    /// CR 106.1, 107.3a: one mana of this type for each thing counted ("add {G} for each
    /// Elf on the battlefield").
    Counted { mana: ManaType, of: crate::effect::Counted },
    /// CR 607.2: one mana of the color chosen as the permanent entered (or, with `or`,
    /// of one of these colors instead: "add {W} or one mana of the chosen color").
    ChosenColor { or: ColorSet },
    /// CR 106.1, 107.1: "an amount of {C} equal to that spell's mana value": as many mana
    /// of this type as the number says, figured as the mana is added.
    Amount { mana: ManaType, amount: crate::amount::Amount },
    /// CR 106.1, 107.3a: "add X mana of any one color, where X is …": one color of these
    /// chosen, and as many mana of it as the number says, figured as the mana is added.
    OneOfAmount { colors: ColorSet, amount: crate::amount::Amount },
    /// CR 605.3b, 608.2c: "Add {C}. If you control …, add {C}{C} instead": these mana
    /// when the condition holds as it resolves, `otherwise` those.
    Instead { condition: crate::effect::Condition, then: SmallVec<[ManaType; 2]>, otherwise: SmallVec<[ManaType; 2]> },
    /// CR 607.2a, 106.7: "one mana of any of the exiled card's colors": one mana of a
    /// color of a card the source's linked ability exiled (none while there is none, or
    /// it is colorless).
    LinkedExiledColors,
}

impl ManaProduction {
    /// The types this production can yield, ignoring replacements (CR 106.7 before 614).
    /// The fixed types this production can yield (empty for productions that depend on
    /// the game; the engine computes those).
    pub fn types(&self) -> SmallVec<[ManaType; 6]> {
        match self {
            ManaProduction::Fixed(v) => {
                let mut out: SmallVec<[ManaType; 6]> = SmallVec::new();
                for t in v {
                    if !out.contains(t) {
                        out.push(*t);
                    }
                }
                out
            }
            ManaProduction::OneOf { colors, .. } | ManaProduction::Combination { colors, .. } | ManaProduction::OneOfAmount { colors, .. } => {
                colors.iter().map(ManaType::of_color).collect()
            }
            ManaProduction::PerCreature(t) | ManaProduction::Counted { mana: t, .. } | ManaProduction::Amount { mana: t, .. } => smallvec::smallvec![*t],
            ManaProduction::CouldProduce { .. } | ManaProduction::ChosenColor { .. } | ManaProduction::LinkedExiledColors => SmallVec::new(),
            ManaProduction::Instead { then, otherwise, .. } => {
                let mut out: SmallVec<[ManaType; 6]> = SmallVec::new();
                for t in then.iter().chain(otherwise) {
                    if !out.contains(t) {
                        out.push(*t);
                    }
                }
                out
            }
        }
    }

    pub fn amount(&self) -> u32 {
        match self {
            ManaProduction::Fixed(v) => v.len() as u32,
            ManaProduction::Instead { then, otherwise, .. } => then.len().max(otherwise.len()) as u32,
            ManaProduction::OneOf { amount, .. } | ManaProduction::Combination { amount, .. } => *amount,
            ManaProduction::CouldProduce { .. } | ManaProduction::PerCreature(_) | ManaProduction::Counted { .. } | ManaProduction::ChosenColor { .. } | ManaProduction::Amount { .. } | ManaProduction::OneOfAmount { .. } | ManaProduction::LinkedExiledColors => 1,
        }
    }
}

/// CR 605.1a: an activated ability that adds mana, has no target and isn't loyalty.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct ManaAbility {
    pub cost: Cost,
    pub produce: ManaProduction,
    /// CR 106.6: "Spend this mana only …".
    #[serde(default)]
    pub spend: Option<SpendOnly>,
    /// CR 605.3b: further instructions done as it resolves, at once ("~ deals 1 damage
    /// to you", "draw a card"); each asks nothing and targets nothing.
    #[serde(default)]
    pub then: Vec<crate::effect::Effect>,
    /// CR 602.5b: "activate only if you control three or more artifacts" (Mox Opal):
    /// it may be activated only while this holds.
    #[serde(default)]
    pub condition: Option<crate::effect::Condition>,
    /// CR 602.5e / 304.5: "Activate only as an instant": only while its controller has
    /// priority, never in the middle of a payment; still a mana ability (CR 605.1).
    #[serde(default)]
    pub priority_only: bool,
    /// CR 602.5b: "Activate only once each turn": still a mana ability (CR 605.1a), not
    /// activated again this turn once it was.
    #[serde(default, skip_serializing_if = "is_false")]
    pub once_per_turn: bool,
}

/// CR 106.6: what mana with a spending restriction may pay for: spells of a kind,
/// activated abilities of sources of a kind, or (`except`) anything but spells of a kind;
/// and what it does to the spell it is spent on.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct SpendOnly {
    /// "to cast creature spells of the chosen type": the spells it may pay for (the
    /// default filter: any spell); None: no spell.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub spells: Option<ObjectFilter>,
    /// "an Elemental spell or a Chandra planeswalker spell": spells of a second kind it
    /// may pay for too (`spells` names the first).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub or_spells: Option<ObjectFilter>,
    /// "to activate abilities of artifacts": the sources whose activated abilities it may
    /// pay for (the default filter: any ability); None: no ability.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub abilities: Option<ObjectFilter>,
    /// "This mana can't be spent to cast nonartifact spells": it may pay for anything but
    /// the spells `spells` names.
    #[serde(default, skip_serializing_if = "is_false")]
    pub except: bool,
    /// CR 106.6: "…, and that spell can't be countered": a spell this mana is spent on
    /// can't be countered.
    #[serde(default, skip_serializing_if = "is_false")]
    pub uncounterable: bool,
}

fn is_false(b: &bool) -> bool {
    !*b
}

impl SpendOnly {
    /// Spells that pass `f` only.
    pub fn spells(f: ObjectFilter) -> SpendOnly {
        SpendOnly { spells: Some(f), ..SpendOnly::default() }
    }
    /// Activated abilities only (of any source).
    pub fn abilities() -> SpendOnly {
        SpendOnly { abilities: Some(ObjectFilter::default()), ..SpendOnly::default() }
    }
}
