//! Values a player chooses rather than objects (CR 608.2d as an instruction resolves,
//! CR 614.12a as a permanent enters): a creature type, a color, a card type, a card name
//! of a kind of card, a player, odd or even; what the chosen value's readers ("the chosen type") refer to.

use serde::{Deserialize, Serialize};

/// What an instruction has its controller choose (CR 608.2d), or a permanent's
/// controller as it enters ("As ~ enters, choose …", CR 614.12a).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Choice {
    /// CR 205.3m: one creature type.
    CreatureType,
    /// CR 105.1: one of the five colors.
    Color,
    /// CR 105.1: one of the five colors but this one ("a color other than white").
    ColorOtherThan(mw_types::Color),
    /// CR 205.2a: one card type: of those in `among` (one bit each by `CardType`
    /// declaration order: "choose creature or land"), or any (`among` 0: "choose a card
    /// type").
    CardType { among: u16 },
    /// CR 201.2 / 201.3: a card name, of a card with these qualities ("choose a nonbasic
    /// land card name").
    CardName(NameOf),
    /// CR 608.2d: a player ("choose an opponent", "choose a player"): an opponent of the
    /// chooser only (`opponent`), or picked at random (`random`, CR 608.2d: no player
    /// decides); later instructions name them "that player" (`PlayerRef::Chosen`).
    Player { opponent: bool, random: bool },
    /// "choose odd or even" (of a mana value, CR 202.3; zero is even): the chosen quality,
    /// read by "with mana value of the chosen quality" (`ChosenIs::ManaValueParity`).
    Parity,
    /// CR 608.2d: "choose a number between `min` and `max`", read by "that many" and "the
    /// chosen number" (`Counted::ChosenNumber`). An unbounded "choose a number" is a miss.
    Number { min: u8, max: u8 },
}

/// CR 201.3: the kind of card whose name may be chosen ("a nonland card name", "a
/// nonbasic land card name"); the default: any card.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct NameOf {
    /// The card must have this type ("a creature card name").
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub card_type: Option<mw_types::CardType>,
    /// The card must not have this type ("a nonland card name").
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub not_type: Option<mw_types::CardType>,
    /// The card must not be a basic land ("a nonbasic land card name", "a card name other
    /// than a basic land card name").
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub nonbasic: bool,
}

impl Choice {
    /// The card types "choose a card type" offers (CR 205.2a: those of the cards a
    /// game is played with).
    pub const CARD_TYPES: [mw_types::CardType; 9] = [
        mw_types::CardType::Artifact,
        mw_types::CardType::Battle,
        mw_types::CardType::Creature,
        mw_types::CardType::Enchantment,
        mw_types::CardType::Instant,
        mw_types::CardType::Kindred,
        mw_types::CardType::Land,
        mw_types::CardType::Planeswalker,
        mw_types::CardType::Sorcery,
    ];

    /// The bit of `t` in `CardType { among }`.
    pub fn type_bit(t: mw_types::CardType) -> u16 {
        1 << (t as u16)
    }

    /// Whether `CardType { among }` offers `t`.
    pub fn offers_type(among: u16, t: mw_types::CardType) -> bool {
        if among == 0 {
            Self::CARD_TYPES.contains(&t)
        } else {
            among & Self::type_bit(t) != 0
        }
    }
}
