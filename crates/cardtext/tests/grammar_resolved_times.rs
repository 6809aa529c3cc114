//! The grammar front end on the count of an ability's own resolutions this turn: "if this
//! is the first [or second] time this ability has resolved this turn", the elliptic "if
//! it's the third time" after it, and "the number of times this ability has resolved this
//! turn" as a number. Text → IR over several cards' wordings.

use mw_ir::{Ability, Amount, Compare, Condition, Counted, Effect};

mod common;
use common::{permanent, spell_misses, triggered};

/// The `Between` bounds of each resolution-count condition in order.
fn counts(effects: &[Effect]) -> Vec<(i16, i16)> {
    effects
        .iter()
        .filter_map(|e| match e {
            Effect::If { condition: Condition::Count { of: Counted::ResolvedThisTurn, compare: Compare::Between(lo, hi) }, .. } => Some((*lo, *hi)),
            _ => None,
        })
        .collect()
}

#[test]
fn first_second_third_time() {
    // Omnath, Locus of Creation; Saint Traft and Rem Karolus; a token-entering wording.
    for text in [
        "Whenever a land enters the battlefield under your control, you gain 4 life if this is the first time this ability has resolved this turn. If it's the second time, add {R}{G}{W}{U}. If it's the third time, ~ deals 4 damage to each opponent and each planeswalker you don't control.",
        "Whenever a token you control enters, you gain 1 life if this is the first time this ability has resolved this turn. If it's the second time, draw a card. If it's the third time, put a +1/+1 counter on each creature you control.",
        "Whenever ~ becomes tapped, create a 1/1 red Human creature token if this is the first time this ability has resolved this turn. If it's the second time, create a 1/1 blue Spirit creature token with flying. If it's the third time, create a 4/4 white Angel creature token with flying.",
    ] {
        let t = triggered(text);
        // Omnath's damage to each opponent and each planeswalker is two instructions
        // under one condition.
        let found = counts(&t.effect);
        assert_eq!(&found[..3], &[(1, 1), (2, 2), (3, 3)], "{text}: {:?}", t.effect);
    }
}

#[test]
fn the_second_time_alone() {
    // Elrond-style and Tannuk-style wordings: one instruction, then the second time's.
    for text in [
        "Whenever another Ally you control enters, you gain 1 life. If this is the second time this ability has resolved this turn, draw a card.",
        "Whenever a land you control enters, ~ deals 1 damage to each opponent. If this is the second time this ability has resolved this turn, draw a card.",
    ] {
        let t = triggered(text);
        assert_eq!(counts(&t.effect), vec![(2, 2)], "{text}: {:?}", t.effect);
    }
}

#[test]
fn first_or_second_time() {
    // Rose Room Treasurer's first sentence: a range of counts.
    let t = triggered("Whenever another creature enters the battlefield under your control, create a Treasure token if this is the first or second time this ability has resolved this turn.");
    assert_eq!(counts(&t.effect), vec![(1, 2)]);
}

#[test]
fn activated_abilities_count_too() {
    // An activated ability's third resolution (a pump-and-first-strike wording).
    let text = "{2}{R}: Creatures you control get +1/+0 until end of turn. If this is the third time this ability has resolved this turn, creatures you control gain first strike until end of turn.";
    match permanent(text).as_slice() {
        [Ability::Activated(a)] => assert_eq!(counts(&a.effect), vec![(3, 3)], "{:?}", a.effect),
        other => panic!("{other:?}"),
    }
}

#[test]
fn the_number_of_times_as_an_amount() {
    // An Equipment's "+X/+0, where X is the number of times this ability has resolved
    // this turn".
    let text = "{2}: Until end of turn, equipped creature gets +X/+0, where X is the number of times this ability has resolved this turn.";
    match permanent(text).as_slice() {
        [Ability::Activated(a)] => match a.effect.as_slice() {
            [Effect::Pump { times: Amount::Count { of: Counted::ResolvedThisTurn, .. }, power: 1, .. }] => {}
            other => panic!("{other:?}"),
        },
        other => panic!("{other:?}"),
    }
}

#[test]
fn the_elliptic_form_needs_the_full_one_first() {
    // "If it's the second time" with no earlier count is a miss, never a guess.
    let m = common::misses("Whenever a land you control enters, you gain 1 life. If it's the second time, draw a card.", mw_cardtext::TextKind::Permanent);
    assert!(!m.is_empty());
    // A spell resolves once: its "this ability" count is a miss.
    assert!(!spell_misses("Draw a card if this is the first time this ability has resolved this turn.").is_empty());
    // "~ or another Ally" is two trigger events the compiler makes two abilities of,
    // which would count their resolutions apart: a miss.
    let m = common::misses("Whenever this creature or another Ally you control enters, you gain 1 life. If this is the second time this ability has resolved this turn, draw a card.", mw_cardtext::TextKind::Permanent);
    assert!(!m.is_empty());
}
