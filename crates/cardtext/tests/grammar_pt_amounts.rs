//! Issue 17: characteristic-defining power and toughness (CR 604.3, layer 7a) from the
//! amounts the grammar reads: "N plus" a count (the printed "N+*", CR 208.2b), two counts
//! added, twice a count (CR 107.1b), domain (CR 305.6), the greatest mana value (CR
//! 202.3), devotion (CR 700.5). Text → IR, several wordings.

use mw_cardtext::TextKind;
use mw_ir::{Ability, Count};

mod common;
use common::{grammar, misses};

fn pt(text: &str) -> (Count, Option<Count>, i32, bool, bool) {
    match &grammar(text, TextKind::Permanent)[..] {
        [Ability::PtEquals { count, plus, times, power, toughness }] => (*count, *plus, *times, *power, *toughness),
        other => panic!("{text}: {other:?}"),
    }
}

#[test]
fn a_printed_part_plus_a_count() {
    for text in [
        "~'s power and toughness are each equal to 1 plus the number of lands you control.",
        "~'s power and toughness are each equal to 2 plus the number of Soldiers and Warriors you control.",
    ] {
        let (_, plus, times, power, toughness) = pt(text);
        assert_eq!((plus, times, power, toughness), (None, 1, true, true), "{text}");
    }
    let (count, ..) = pt("~'s toughness is equal to 1 plus the number of green creatures on the battlefield.");
    assert!(matches!(count, Count::Permanents(_)), "{count:?}");
}

#[test]
fn two_counts_added() {
    let (count, plus, times, ..) = pt("~'s power and toughness are each equal to the number of Elves you control plus the number of Elf cards in your graveyard.");
    assert!(matches!(count, Count::Permanents(_)), "{count:?}");
    assert!(matches!(plus, Some(Count::GraveyardMatching { all: false, .. })), "{plus:?}");
    assert_eq!(times, 1);
    let (_, plus, ..) = pt("~'s power and toughness are each equal to the number of Zombies on the battlefield plus the number of Zombie cards in all graveyards.");
    assert!(matches!(plus, Some(Count::GraveyardMatching { all: true, .. })), "{plus:?}");
    let (count, plus, ..) = pt("~'s power and toughness are each equal to the number of Forests you control plus the number of Treefolk you control.");
    assert!(matches!((count, plus), (Count::LandTypeYouControl(_), Some(Count::Permanents(_)))), "{count:?} {plus:?}");
}

#[test]
fn twice_a_count_domain_greatest_mana_value_devotion() {
    assert_eq!(pt("~'s power and toughness are each equal to twice the number of basic land types among lands you control."), (Count::BasicLandTypes, None, 2, true, true));
    assert_eq!(pt("~'s power and toughness are each equal to twice the number of cards in your hand."), (Count::CardsInHand, None, 2, true, true));
    assert_eq!(pt("~'s power is equal to the number of basic land types among lands you control."), (Count::BasicLandTypes, None, 1, true, false));
    for text in [
        "~'s power is equal to the greatest mana value among creatures you control.",
        "~'s power is equal to the highest mana value among creatures you control.",
        "~'s power and toughness are each equal to the greatest mana value among artifacts you control.",
    ] {
        assert!(matches!(pt(text).0, Count::GreatestManaValue(_)), "{text}");
    }
    assert!(matches!(pt("~'s power is equal to your devotion to red.").0, Count::Devotion(_)));
}

#[test]
fn counts_that_read_power_are_refused() {
    // Two such creatures would ask each other (CR 613.4a is layer 7a for both).
    for text in [
        "~'s power is equal to the greatest power among other creatures you control.",
        "~'s power and toughness are each equal to the total power of other creatures you control.",
    ] {
        assert!(!misses(text, TextKind::Permanent).is_empty(), "{text}");
    }
}

/// CR 607.2a: "the number of cards exiled with it" counts what the card's own exile
/// instructions exiled, so those become linked exiles (each of them, however many).
#[test]
fn cards_exiled_with_it() {
    let (count, ..) = pt("~'s power and toughness are each equal to the number of cards exiled with it.");
    assert!(matches!(count, Count::ExiledWithSource(_)), "{count:?}");
    let text = "{T}: Exile up to two target cards from a single graveyard.\n~'s power and toughness are each equal to the number of cards exiled with it.";
    let out = common::compiled_named(text, "Hearse", TextKind::Permanent);
    assert!(out.diagnostics.is_empty(), "{:?}", out.diagnostics);
    let Ability::Activated(a) = &out.abilities[0] else { panic!("{:?}", out.abilities) };
    assert!(a.effect.iter().all(|e| matches!(e, mw_ir::Effect::ExileLinked { .. })), "{:?}", a.effect);
}
