//! The grammar front end on when players may cast spells (CR 101.2, 307.5, 601.3b):
//! restrictions a permanent keeps ("each opponent can cast spells only any time they
//! could cast a sorcery", "your opponents can't cast spells during your turn", "players
//! can cast spells only during their own turns", "… during combat") and permissions to
//! cast spells as though they had flash (a static, or an instruction with a duration).
//! Text → IR over several cards' wordings.

use mw_ir::{Ability, CastRestriction, Controller, Duration, Effect};
use mw_types::CardType;

mod common;
use common::{grammar_named, misses, permanent};
use mw_cardtext::TextKind;

fn restriction(text: &str) -> (Controller, CastRestriction) {
    match permanent(text).as_slice() {
        [Ability::CastRestriction { who, rule }] => (*who, *rule),
        other => panic!("{text}: {other:?}"),
    }
}

#[test]
fn restrictions_on_players() {
    // Teferi, Time Raveler; Dosan the Falling Leaf; the "during your turn" creatures
    // (Grand Abolisher's kin); the combat wording.
    assert_eq!(restriction("Each opponent can cast spells only any time they could cast a sorcery."), (Controller::NotYou, CastRestriction::SorceryTiming));
    assert_eq!(restriction("Players can cast spells only during their own turns."), (Controller::Any, CastRestriction::OwnTurn));
    assert_eq!(restriction("Your opponents can't cast spells during your turn."), (Controller::NotYou, CastRestriction::NotDuringYourTurn));
    assert_eq!(restriction("Your opponents can't cast spells during combat."), (Controller::NotYou, CastRestriction::NotDuringCombat));
    assert_eq!(restriction("Players can't cast spells during combat."), (Controller::Any, CastRestriction::NotDuringCombat));
}

#[test]
fn restrictions_the_ir_cannot_hold_are_misses() {
    // Spells of a kind, and a second rule joined to the first.
    assert!(!misses("Your opponents can't cast creature spells during your turn.", TextKind::Permanent).is_empty());
    assert!(!misses("You can cast spells only during your turn and you can cast no more than two spells each turn.", TextKind::Permanent).is_empty());
}

#[test]
fn flash_permission_until_your_next_turn() {
    // Teferi, Time Raveler's +1: an instruction with a duration.
    let abilities = grammar_named("[+1]: Until your next turn, you may cast sorcery spells as though they had flash.", "Teferi, Time Raveler", TextKind::Permanent);
    match abilities.as_slice() {
        [Ability::Activated(a)] => match a.effect.as_slice() {
            [Effect::CastAsThoughFlash { filter, duration: Duration::UntilYourNextTurn }] => assert_eq!(filter.card_type, Some(CardType::Sorcery)),
            other => panic!("{other:?}"),
        },
        other => panic!("{other:?}"),
    }
}

#[test]
fn flash_permission_this_turn() {
    // Emergence Zone / Alchemist's Refuge: "this turn" inside the clause.
    match permanent("{1}, {T}, Sacrifice ~: You may cast spells this turn as though they had flash.").as_slice() {
        [Ability::Activated(a)] => assert!(matches!(a.effect.as_slice(), [Effect::CastAsThoughFlash { duration: Duration::EndOfTurn, .. }]), "{:?}", a.effect),
        other => panic!("{other:?}"),
    }
}

#[test]
fn flash_permission_as_a_static() {
    // Leyline of Anticipation, Yeva's Forcemage's kin: a static permission.
    for (text, ty) in [("You may cast spells as though they had flash.", None), ("You may cast creature spells as though they had flash.", Some(CardType::Creature)), ("You may cast sorcery spells as though they had flash.", Some(CardType::Sorcery))] {
        match permanent(text).as_slice() {
            [Ability::CastAsThoughFlash(f)] => assert_eq!(f.card_type, ty, "{text}"),
            other => panic!("{text}: {other:?}"),
        }
    }
}
