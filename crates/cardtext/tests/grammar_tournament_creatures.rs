//! Grammar constructs of the tournament decks' creatures (issue 17), text → IR: tokens
//! put onto the battlefield attacking a named player, once per opponent (CR 508.4);
//! instructions once for each card of a quality exiled this way (CR 608.2c).

use mw_cardtext::TextKind;
use mw_ir::{Ability, Amount, Condition, Effect, ObjectFilter, PlayerRef, Subject, TokenAttacks, Trigger};
use mw_types::CardType;

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
        assert_eq!(*attacks, Some(TokenAttacks { player: PlayerRef::EachOpponent, or_planeswalker: pw, other_than_defending: false, if_able: false }));
    }
    // "that player" with no opponent named before it is refused.
    assert!(miss("Whenever you attack, create a 1/1 white Human creature token that's tapped and attacking that player.", TextKind::Permanent).contains("attacking that player"));
}

#[test]
fn for_each_card_of_a_quality_exiled_this_way() {
    // Graveyard Glutton: once for each exiled target that was a creature card.
    let text = "Whenever Test Card attacks, exile up to two target cards from graveyards. For each creature card exiled this way, each opponent loses 1 life and you gain 1 life.";
    let a = grammar(text, TextKind::Permanent);
    let Ability::Triggered(t) = &a[0] else { panic!("{a:?}") };
    assert_eq!(t.targets.len(), 2);
    let creature = ObjectFilter { card_type: Some(CardType::Creature), ..ObjectFilter::default() };
    let mut want = vec![Effect::Exile { subject: Subject::Target(0) }, Effect::Exile { subject: Subject::Target(1) }];
    for i in 0..2 {
        let condition = Condition::ObjectIs { subject: Subject::Target(i), filter: creature.clone() };
        let lose = Effect::LoseLife { player: PlayerRef::EachOpponent, amount: Amount::Fixed(1) };
        let gain = Effect::GainLife { player: PlayerRef::You, amount: Amount::Fixed(1) };
        want.extend([lose, gain].map(|e| Effect::If { condition: condition.clone(), effect: Box::new(e), otherwise: None }));
    }
    assert_eq!(t.effect, want);
    // An instruction about each exiled card is refused.
    let about_each = "Whenever Test Card attacks, exile up to two target cards from graveyards. For each creature card exiled this way, its owner loses 1 life.";
    assert!(miss(about_each, TextKind::Permanent).contains("exiled this way"));
}
