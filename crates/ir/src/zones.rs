//! The IR of graveyard, library and exile "hosers": replacement effects on cards going
//! to a graveyard (CR 614.1a, 614.6), cards that can't enter the battlefield or be cast
//! from some zones (CR 101.2), actions from the opening hand (CR 103.6), and what a
//! player does with the cards of their own zones ("target player exiles a card from
//! their graveyard", "… puts all the cards from their graveyard on the bottom of their
//! library in a random order").

use crate::target::{Controller, ObjectFilter};
use serde::{Deserialize, Serialize};

/// A set of a player's card zones ("graveyards and libraries"; "graveyard, hand, and
/// library").
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct ZoneSet {
    #[serde(default)]
    pub hand: bool,
    #[serde(default)]
    pub graveyard: bool,
    #[serde(default)]
    pub library: bool,
}

impl ZoneSet {
    /// Whether the set holds a card zone.
    pub fn has(self, z: crate::effect::CardZone) -> bool {
        match z {
            crate::effect::CardZone::Hand => self.hand,
            crate::effect::CardZone::Graveyard => self.graveyard,
            crate::effect::CardZone::Library => self.library,
            // A set names only a player's own card zones.
            crate::effect::CardZone::Exile | crate::effect::CardZone::Outside => false,
        }
    }

    /// Adds a card zone.
    pub fn add(&mut self, z: crate::effect::CardZone) {
        match z {
            crate::effect::CardZone::Hand => self.hand = true,
            crate::effect::CardZone::Graveyard => self.graveyard = true,
            crate::effect::CardZone::Library => self.library = true,
            // A set names only a player's own card zones: nothing to add.
            crate::effect::CardZone::Exile | crate::effect::CardZone::Outside => {}
        }
    }

    pub fn is_empty(self) -> bool {
        self == ZoneSet::default()
    }
}

/// CR 614.1a / 614.6: "if a card or token would be put into a graveyard from anywhere,
/// exile it instead", "if a card would be put into an opponent's graveyard from
/// anywhere, …", "if a creature an opponent controls would die, …": a static ability
/// of a permanent replacing a move to a graveyard by a move to exile.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct GraveyardInstead {
    /// What would be put there, as it is before it moves (CR 614.6: "a card" is no
    /// token, CR 111.1; a permanent's controller relative to the ability's controller).
    pub filter: ObjectFilter,
    /// Whose graveyard (its owner's, CR 404.2), relative to the ability's controller.
    pub whose: Controller,
    /// Only from the battlefield ("would die", CR 700.4).
    #[serde(default)]
    pub from_battlefield: bool,
}

/// CR 103.6: an action a player may take with a card from their opening hand, once the
/// mulligans are done.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum OpeningHand {
    /// CR 103.6a: "you may begin the game with it on the battlefield".
    BeginOnBattlefield,
}

/// Where a player's chosen cards go in `Effect::PlayerMovesCards`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum MoveTo {
    Exile,
    Hand,
    /// CR 401.4: the bottom of their library, in a random order when several (the
    /// order chosen by no one).
    LibraryBottomRandom,
    /// "puts a creature card from their graveyard onto the battlefield": under the
    /// control of the player who moves it.
    Battlefield,
    /// CR 401.4: "put the chosen cards on top of your library in any order": the cards
    /// chosen lie on top in the order the player chose them (the first on top); with
    /// `rest_exiled` ("… and exile the rest"), the other cards of the zones chosen from
    /// are exiled first.
    LibraryTop { rest_exiled: bool },
    /// CR 701.9: "discards all cards with that name": discarded from their hand.
    Discard,
}

/// "target player exiles a card from their graveyard" (`count` Some(1): the player
/// chooses; with several players, CR 101.4: each in APNAP order, then the cards move at
/// once), "… puts all the cards from their graveyard on the bottom of their library
/// in a random order" (`count` None: all of them).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct PlayerMoves {
    pub player: crate::effect::PlayerRef,
    pub from: crate::effect::CardZone,
    pub filter: ObjectFilter,
    /// None: all the cards passing the filter.
    pub count: Option<u8>,
    pub to: MoveTo,
    /// "… from outside the game or … in exile": a second zone the cards may come from
    /// (one card chosen among both).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub or_from: Option<crate::effect::CardZone>,
}

/// CR 101.2: what a "can't" static ability forbids about zones.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum ZoneBan {
    /// "creature cards in graveyards and libraries can't enter the battlefield": cards
    /// passing the filter in those zones stay where they are (CR 614.12-style check of
    /// the card as it is in its zone).
    CantEnterFrom { filter: ObjectFilter, from: ZoneSet },
    /// "players can't cast spells from graveyards or libraries" (CR 601.2a): players
    /// (`caster`, relative to the ability's controller) can't begin to cast a spell from
    /// those zones.
    CantCastFrom { caster: Controller, from: ZoneSet },
    /// CR 101.2 / 604.1: "each player who has cast a nonartifact spell this turn can't
    /// cast additional nonartifact spells": a player who cast a spell passing `filter`
    /// (of card types only) this turn can't cast another one.
    CantCastAnother { filter: ObjectFilter },
}

/// CR 701.23 / 201.2: "search its owner's graveyard, hand, and library for any number of
/// cards with the same name as that card and exile them": `player`'s zones are searched
/// by the controller, who may find any number (or up to `max`) of the cards with the
/// name of `name_of` (or of the name chosen as the source entered or the instruction
/// resolved, `None`); then they're exiled.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct SearchName {
    pub player: crate::effect::PlayerRef,
    pub zones: ZoneSet,
    pub name_of: Option<crate::effect::Subject>,
    #[serde(default)]
    pub max: Option<u8>,
}
