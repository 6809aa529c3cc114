//! Targets (CR 115) and the filters that say what may be chosen.

use mw_types::CardType;
use serde::{Deserialize, Serialize};

/// Whose object a filter accepts, relative to the controller of the spell or ability.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Controller {
    Any,
    You,
    NotYou,
}

/// A filter over permanents: a type it must have, and who must control it.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct ObjectFilter {
    pub card_type: Option<CardType>,
    /// "artifact or enchantment": a second type that also qualifies.
    #[serde(default)]
    pub or_type: Option<CardType>,
    /// A type it must not have ("noncreature").
    pub not_type: Option<CardType>,
    pub controller: Controller,
}

impl ObjectFilter {
    pub fn creature() -> ObjectFilter {
        ObjectFilter { card_type: Some(CardType::Creature), or_type: None, not_type: None, controller: Controller::Any }
    }
}

/// A description of cards in a hidden zone ("a basic land card", "a Forest card").
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct CardFilter {
    pub card_type: Option<CardType>,
    /// The basic supertype (CR 205.4a).
    pub basic: bool,
    /// A subtype it must have (a land type, a creature type).
    pub subtype: Option<String>,
}

/// CR 115.1: what a target may be.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub enum TargetKind {
    /// CR 115.4: "any target": a creature, player, planeswalker or battle.
    Any,
    /// A player.
    Player,
    /// An opponent of the controller (CR 102.2).
    Opponent,
    /// "target player or planeswalker".
    PlayerOrPlaneswalker,
    /// A permanent matching the filter.
    Permanent(ObjectFilter),
    /// A spell on the stack matching the filter (CR 115.1a).
    Spell(ObjectFilter),
    /// A card in its controller's (the chooser's) own graveyard matching the filter.
    CardInYourGraveyard(ObjectFilter),
}

/// One target announced for a spell or ability.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct TargetSpec {
    pub kind: TargetKind,
    /// "another target …": the source itself can't be chosen.
    #[serde(default)]
    pub other: bool,
}

impl TargetSpec {
    pub fn new(kind: TargetKind) -> TargetSpec {
        TargetSpec { kind, other: false }
    }
}


