//! Card definitions built from IR for engine tests of rules no printed card compiles for.

use mw_ir::{Ability, CardDef};
use mw_types::{CardType, ColorSet, ManaCost};

/// A colorless, costless card of these types with these abilities.
pub fn card(name: &str, types: Vec<CardType>, abilities: Vec<Ability>) -> CardDef {
    CardDef {
        name: name.into(),
        mana_cost: ManaCost::default(),
        no_mana_cost: false,
        colors: ColorSet::EMPTY,
        card_types: types,
        supertypes: Vec::new(),
        subtypes: Vec::new(),
        power: None,
        toughness: None,
        loyalty: None,
        abilities,
    }
}
