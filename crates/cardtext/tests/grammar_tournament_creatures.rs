//! Grammar constructs of the tournament decks' creatures (issue 17), text → IR: tokens
//! put onto the battlefield attacking a named player, once per opponent (CR 508.4).

use mw_cardtext::TextKind;
use mw_ir::{Ability, Amount, Effect, PlayerRef, TokenAttacks, Trigger};

mod common;
use common::{first_miss as miss, grammar};

#[test]
fn tokens_attacking_each_opponent() {
    // Adeline, Resplendent Cathar; Endless Foot Assault (no planeswalker).
    for (text, pw) in [
        ("Whenever you attack, for each opponent, create a 1/1 white Human creature token that's tapped and attacking that player or a planeswalker they control.", true),
        ("Whenever you attack, for each opponent, create a 1/1 black Ninja creature token that's tapped and attacking that player.", false),
    ] {
        let a = grammar(text, TextKind::Permanent);
        let Ability::Triggered(t) = &a[0] else { panic!("{text}: {a:?}") };
        assert_eq!(t.trigger, Trigger::YouAttack);
        let [Effect::CreateTokens { amount, tapped: true, attacking: true, attacks, .. }] = t.effect.as_slice() else { panic!("{text}: {:?}", t.effect) };
        assert_eq!(*amount, Amount::Fixed(1));
        assert_eq!(*attacks, Some(TokenAttacks { player: PlayerRef::EachOpponent, or_planeswalker: pw }));
    }
    // "that player" with no opponent named before it is refused.
    assert!(miss("Whenever you attack, create a 1/1 white Human creature token that's tapped and attacking that player.", TextKind::Permanent).contains("attacking that player"));
}
