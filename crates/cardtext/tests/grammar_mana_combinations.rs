//! Mana whose colors are chosen mana by mana (CR 106.1): "add two mana in any combination
//! of colors" (Manamorphose), "… of {R} and/or {G}", "two mana of different colors"; as a
//! spell's or trigger's instruction only, for now: a mana ability's answer names one mana.

mod common;
use common::{refused_permanent, spell_effects, spell_misses};
use mw_ir::{Effect, ManaProduction};
use mw_types::{Color, ColorSet};

fn colors(cs: &[Color]) -> ColorSet {
    cs.iter().copied().collect()
}

#[test]
fn any_combination_of_colors_in_a_spell() {
    // Manamorphose.
    let e = spell_effects("Add two mana in any combination of colors. Draw a card.");
    let all: ColorSet = Color::ALL.into_iter().collect();
    assert_eq!(e[0], Effect::AddMana(ManaProduction::Combination { colors: all, amount: 2, distinct: false }), "{e:?}");
    assert!(matches!(e[1], Effect::Draw { .. }), "{e:?}");
}

#[test]
fn any_combination_of_named_colors() {
    // Goblin Clearcutter's wording, and a three-color list (Relic of Sauron's).
    let e = spell_effects("Add three mana in any combination of {R} and/or {G}.");
    assert_eq!(e[0], Effect::AddMana(ManaProduction::Combination { colors: colors(&[Color::Red, Color::Green]), amount: 3, distinct: false }));
    let e = spell_effects("Add two mana in any combination of {U}, {B}, and/or {R}.");
    assert_eq!(e[0], Effect::AddMana(ManaProduction::Combination { colors: colors(&[Color::Blue, Color::Black, Color::Red]), amount: 2, distinct: false }));
    let e = spell_effects("Add two mana of different colors.");
    assert!(matches!(e[0], Effect::AddMana(ManaProduction::Combination { amount: 2, distinct: true, .. })), "{e:?}");
}

#[test]
fn combinations_the_engine_cannot_ask_yet_are_refused() {
    // X isn't an enumerable choice; a mana ability's answer names only one mana.
    assert!(spell_misses("Add X mana in any combination of colors.").iter().any(|m| m.contains("amount of mana")), "{:?}", spell_misses("Add X mana in any combination of colors."));
    assert!(refused_permanent("{T}: Add two mana in any combination of colors.").contains("combination of mana in a mana ability"));
    assert!(refused_permanent("{2}, {T}, Sacrifice ~: Add two mana of different colors.").contains("combination of mana in a mana ability"));
}
