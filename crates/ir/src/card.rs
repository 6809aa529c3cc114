//! A playable card definition: printed characteristics (CR 109.3) and compiled abilities.

use crate::ability::Ability;
use crate::keyword::Keyword;
use mw_types::{CardType, ColorSet, ManaCost, Supertype};
use serde::{Deserialize, Serialize};

/// A printed power, toughness or loyalty: a number, or `*` defined by an ability (CR 208.2).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum PtValue {
    Fixed(i32),
    /// `*`, `1+*`, … : the fixed part; the rest comes from a characteristic-defining ability.
    Star(i32),
}

impl PtValue {
    pub fn parse(s: &str) -> Option<PtValue> {
        let s = s.trim();
        if let Ok(n) = s.parse::<i32>() {
            return Some(PtValue::Fixed(n));
        }
        if s.contains('*') {
            let fixed = s.replace(['*', '+'], "").trim().parse::<i32>().unwrap_or(0);
            return Some(PtValue::Star(fixed));
        }
        None
    }

    /// The value the engine uses before characteristic-defining abilities apply.
    pub fn base(self) -> i32 {
        match self {
            PtValue::Fixed(n) | PtValue::Star(n) => n,
        }
    }
}

/// One card face as the engine plays it: the copiable values of CR 707.2 as printed.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct CardDef {
    pub name: String,
    pub mana_cost: ManaCost,
    /// CR 118.6 / 202.1b: the card has no mana cost at all (not {0}): an unpayable cost,
    /// so it is cast only for an alternative cost or without paying its mana cost.
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub no_mana_cost: bool,
    pub colors: ColorSet,
    pub card_types: Vec<CardType>,
    pub supertypes: Vec<Supertype>,
    pub subtypes: Vec<String>,
    pub power: Option<PtValue>,
    pub toughness: Option<PtValue>,
    pub loyalty: Option<i32>,
    pub abilities: Vec<Ability>,
}

impl CardDef {
    pub fn has_type(&self, t: CardType) -> bool {
        self.card_types.contains(&t)
    }

    /// The ability at `index`, an ability given to others (`Ability::Granted`) seen as
    /// the ability it gives.
    pub fn ability(&self, index: u16) -> Option<&Ability> {
        match self.abilities.get(index as usize)? {
            Ability::Granted(inner) => Some(inner),
            a => Some(a),
        }
    }

    pub fn has_keyword(&self, k: Keyword) -> bool {
        self.abilities.iter().any(|a| matches!(a, Ability::Keyword(x) if *x == k))
    }

    /// CR 110.4: a permanent card (one that can be on the battlefield).
    pub fn is_permanent(&self) -> bool {
        self.card_types.iter().any(|t| t.is_permanent_type())
    }
}
