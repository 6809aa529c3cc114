//! The grammar front end on "exactly N" in conditions (CR 602.5b activation
//! restrictions, 611.3a statics): "activate only if you have exactly seven cards in
//! hand", "as long as there are exactly three tide counters on ~" — the number itself,
//! compared for equality. Text → IR over several cards' wordings.

use mw_ir::{Ability, Compare, Condition};

mod common;
use common::permanent as grammar;

fn activated_condition(text: &str) -> Condition {
    match grammar(text).as_slice() {
        [Ability::Activated(a)] => a.condition.expect("a condition"),
        other => panic!("{text}: {other:?}"),
    }
}

#[test]
fn exactly_n_cards_in_hand() {
    // Library of Alexandria, Jalira-era wordings: a count of cards in hand, equal to 7.
    for text in ["{T}: Draw a card. Activate only if you have exactly seven cards in hand.", "{2}, {T}: Draw a card. Activate only if you have exactly 7 cards in hand."] {
        match activated_condition(text) {
            Condition::Count { compare, .. } => assert_eq!(compare, Compare::Between(7, 7), "{text}"),
            other => panic!("{text}: {other:?}"),
        }
    }
}

#[test]
fn exactly_matches_the_bare_number() {
    // "exactly seven" and "seven" read the same (the bare number is already "equal").
    let with = activated_condition("{T}: Draw a card. Activate only if you have exactly seven cards in hand.");
    let without = activated_condition("{T}: Draw a card. Activate only if you have seven cards in hand.");
    assert_eq!(with, without);
}
