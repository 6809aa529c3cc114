//! The grammar front end on cards exiled and named again: a card chosen from a looked-at
//! hand and exiled, the permission its owner gets "for as long as that card remains
//! exiled" and the cost increase on "a spell cast this way" (CR 601.2a, 601.2f, 611.2b);
//! "the exiled card" of a linked ability named by its owner and its mana value (CR
//! 607.2a); X/X tokens; "the mana value of …" before its object. Text → IR through the
//! grammar alone (`Front::Grammar`), several wordings each.

mod common;

use common::*;
use mw_ir::{Ability, Amount, Counted, Effect, PlayUntil, PlayerRef, PtValue, Subject};

fn effects(a: &Ability) -> &[Effect] {
    match a {
        Ability::Triggered(t) => &t.effect,
        Ability::Activated(x) => &x.effect,
        a => panic!("no effects: {a:?}"),
    }
}

/// The permission after the card chosen and exiled from the hand.
fn permission(text: &str) -> Effect {
    let a = permanent(text);
    let e = effects(&a[0]);
    assert!(matches!(e[0], Effect::RevealChooseDiscard { exile: true, look: true, .. }), "{text}: {e:?}");
    match &e[1] {
        Effect::IfYouDo { done: true, effect } => (**effect).clone(),
        e => panic!("{text}: {e:?}"),
    }
}

#[test]
fn exiled_from_a_hand_its_owner_may_play_it() {
    // Elite Spellbinder.
    let p = permission("When ~ enters the battlefield, look at target opponent's hand. You may exile a nonland card from it. For as long as that card remains exiled, its owner may play it. A spell cast this way costs {2} more to cast.");
    assert_eq!(p, Effect::MayPlayExiled { subject: Subject::Returned, until: PlayUntil::WhileExiled, cast_only: false, owner: true, tax: 2, later: false });
    // "may cast it", no cost change, the newer "enters".
    let p = permission("When ~ enters, look at target player's hand. You may exile a nonland card from it. For as long as that card remains exiled, its owner may cast it.");
    assert_eq!(p, Effect::MayPlayExiled { subject: Subject::Returned, until: PlayUntil::WhileExiled, cast_only: true, owner: true, tax: 0, later: false });
    // A card exiled with nothing after it: no permission.
    let a = permanent("When ~ enters, look at target opponent's hand. You may exile a nonland card from it.");
    assert!(matches!(effects(&a[0]), [Effect::RevealChooseDiscard { exile: true, optional: true, .. }]));
    // A cost reduction on spells cast this way isn't read as an increase.
    refused_permanent("When ~ enters, look at target opponent's hand. You may exile a nonland card from it. For as long as that card remains exiled, its owner may play it. A spell cast this way costs {2} less to cast.");
}

#[test]
fn the_linked_exiled_cards_owner_and_mana_value() {
    // Skyclave Apparition.
    let a = permanent("When ~ enters the battlefield, exile up to one target nonland, nontoken permanent you don't control with mana value 4 or less.\nWhen ~ leaves the battlefield, the exiled card's owner creates an X/X blue Illusion creature token, where X is the mana value of the exiled card.");
    assert!(matches!(effects(&a[0]), [Effect::ExileLinked { subject: Subject::Target(0) }]), "{a:?}");
    match effects(&a[1]) {
        [Effect::CreateTokens { token, amount: Amount::Fixed(1), player, pt, .. }] => {
            assert_eq!(*player, PlayerRef::OwnerOf(Subject::LinkedExiled));
            assert_eq!(*pt, Some(Amount::ManaValueOf(Subject::LinkedExiled)));
            assert_eq!((token.power, token.toughness), (Some(PtValue::Fixed(0)), Some(PtValue::Fixed(0))));
        }
        e => panic!("{e:?}"),
    }
    // The owner creating a predefined token; an amount of the exiled card for its controller.
    let a = permanent("When ~ enters, exile target creature an opponent controls.\nWhen ~ leaves the battlefield, the exiled card's owner creates a Treasure token.");
    assert!(matches!(effects(&a[0]), [Effect::ExileLinked { .. }]));
    assert!(matches!(effects(&a[1]), [Effect::CreateTokens { player: PlayerRef::OwnerOf(Subject::LinkedExiled), pt: None, .. }]), "{a:?}");
    let a = permanent("When ~ enters, exile target creature an opponent controls.\nWhen ~ leaves the battlefield, you gain life equal to the mana value of the exiled card.");
    assert!(matches!(effects(&a[1]), [Effect::GainLife { player: PlayerRef::You, amount: Amount::ManaValueOf(Subject::LinkedExiled) }]), "{a:?}");
    // No exile to link to: unsupported, never a token of no card.
    refused_permanent("When ~ leaves the battlefield, the exiled card's owner creates an X/X blue Illusion creature token, where X is the mana value of the exiled card.");
}

#[test]
fn x_x_tokens() {
    // X announced with the spell.
    match spell_effects("Create an X/X green Ooze creature token.").as_slice() {
        [Effect::CreateTokens { pt: Some(Amount::X), token, .. }] => assert_eq!(token.power, Some(PtValue::Fixed(0))),
        e => panic!("{e:?}"),
    }
    // X defined after the token.
    match spell_effects("Create an X/X white Spirit creature token with flying, where X is the number of creatures you control.").as_slice() {
        [Effect::CreateTokens { pt: Some(Amount::Count { of: Counted::Permanents(_), times: 1 }), .. }] => {}
        e => panic!("{e:?}"),
    }
    // Fixed tokens keep their printed power and toughness.
    match spell_effects("Create a 2/2 black Zombie creature token.").as_slice() {
        [Effect::CreateTokens { pt: None, token, .. }] => assert_eq!(token.power, Some(PtValue::Fixed(2))),
        e => panic!("{e:?}"),
    }
}

#[test]
fn a_stat_before_its_object() {
    let e = spell_effects("You gain life equal to the power of target creature.");
    assert!(matches!(e.as_slice(), [Effect::GainLife { amount: Amount::PowerOf(Subject::Target(0)), .. }]), "{e:?}");
    let e = spell_effects("You gain life equal to the toughness of target creature you control.");
    assert!(matches!(e.as_slice(), [Effect::GainLife { amount: Amount::ToughnessOf(Subject::Target(0)), .. }]), "{e:?}");
}
