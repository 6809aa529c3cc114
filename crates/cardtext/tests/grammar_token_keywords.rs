//! Tokens "with" a keyword that stands for abilities (issue 17): prowess (CR 702.108a) and
//! decayed (CR 702.147a) give the token the abilities a keyword line would give a card.

mod common;
use common::*;
use mw_ir::{Ability, Effect, Trigger};

/// The token definition the one instruction of a spell's text creates.
fn token_abilities(text: &str) -> Vec<Ability> {
    let effects = spell_effects(text);
    let token = effects.iter().find_map(|e| if let Effect::CreateTokens { token, .. } = e { Some(token.clone()) } else { None });
    token.unwrap_or_else(|| panic!("{text}: no token in {effects:?}")).abilities
}

#[test]
fn a_monk_token_with_prowess_has_the_prowess_trigger() {
    let abilities = token_abilities("Create a 1/1 white Monk creature token with prowess.");
    assert_eq!(abilities.len(), 1, "{abilities:?}");
    let Ability::Triggered(t) = &abilities[0] else { panic!("{abilities:?}") };
    assert!(matches!(t.effect[..], [Effect::Pump { power: 1, toughness: 1, .. }]), "{t:?}");
}

#[test]
fn a_zombie_token_with_decayed_cant_block_and_is_sacrificed_after_attacking() {
    let abilities = token_abilities("Create two 2/2 black Zombie creature tokens with decayed.");
    assert_eq!(abilities.len(), 2, "{abilities:?}");
    assert!(abilities.iter().any(|a| matches!(a, Ability::Triggered(t) if t.trigger == Trigger::SelfAttacks)), "{abilities:?}");
}

#[test]
fn a_keyword_with_no_meaning_stays_a_miss() {
    let misses = spell_misses("Create a 1/1 white Monk creature token with gloopiness.");
    assert!(!misses.is_empty());
}
