//! Issue 17 (pool coverage, triggered abilities): constructs the bodies and intervening
//! conditions of triggered abilities need most: "if you cast it" (CR 601.2, 603.4), "where
//! X is the amount of life you gained this turn" (CR 119.3), "where X is the greatest
//! power among creatures you control". Text → IR, several cards' wordings each.

use mw_ir::{Amount, ArrivedFrom, Arrival, Condition, Counted, Effect, PlayerRef, Recipient, Stat, Subject};

mod common;
use common::{misses, spell_effects, triggered};

#[test]
fn if_you_cast_it_is_cast_from_any_zone() {
    for text in [
        "When ~ enters the battlefield, if you cast it, draw five cards.",
        "When ~ enters, if you cast it, destroy all nonenchantment creatures.",
        "When this creature enters, if you cast it, target opponent loses half their life, rounded up.",
    ] {
        let t = triggered(text);
        assert_eq!(t.condition, Some(Condition::Arrived { subject: Subject::This, from: ArrivedFrom::Anywhere, yours: false, how: Arrival::Cast }), "{text}");
    }
    // A zone named keeps its zone; "from your hand" keeps its own condition.
    let t = triggered("When ~ enters, if you cast it from your graveyard, draw a card.");
    assert!(matches!(t.condition, Some(Condition::Arrived { from: ArrivedFrom::Graveyard, how: Arrival::Cast, .. })), "{:?}", t.condition);
    let t = triggered("When ~ enters, if you cast it from your hand, draw a card.");
    assert_eq!(t.condition, Some(Condition::CastFromHand));
    // Words after "you cast it" are another condition: the addendum's (CR 505.1).
    let t = triggered("When ~ enters, if you cast it during your main phase, draw a card.");
    assert_eq!(t.condition, Some(Condition::CastInMainPhase));
}

#[test]
fn the_amount_of_life_gained_this_turn() {
    for (text, of) in [
        ("At the beginning of your end step, you draw X cards, where X is the amount of life you gained this turn.", Counted::LifeGainedThisTurn(PlayerRef::You)),
        ("At the beginning of your end step, each opponent loses X life, where X is the amount of life you've gained this turn.", Counted::LifeGainedThisTurn(PlayerRef::You)),
        ("At the beginning of your end step, put X +1/+1 counters on ~, where X is the amount of life you lost this turn.", Counted::LifeLostThisTurn(PlayerRef::You)),
    ] {
        let t = triggered(text);
        let amount = match t.effect.as_slice() {
            [Effect::Draw { amount, .. }] | [Effect::LoseLife { amount, .. }] | [Effect::PutCounters { amount, .. }] => amount.clone(),
            other => panic!("{text}: {other:?}"),
        };
        assert_eq!(amount, Amount::Count { of, times: 1 }, "{text}");
    }
    // A group's life isn't one number here.
    assert!(!misses("At the beginning of your end step, you draw X cards, where X is the amount of life your opponents lost this turn.", mw_cardtext::TextKind::Permanent).is_empty());
}

#[test]
fn the_greatest_stat_among_permanents() {
    let e = spell_effects("~ deals X damage to target creature or planeswalker, where X is the greatest power among creatures you control.");
    let [Effect::DealDamage { source: Subject::This, amount: Amount::Count { of: Counted::Greatest { stat: Stat::Power, filter }, times: 1 }, to: Recipient::Target(0) }] = e.as_slice() else { panic!("{e:?}") };
    assert_eq!(filter.card_type, Some(mw_types::CardType::Creature));
    assert_eq!(filter.controller, mw_ir::Controller::You);
    for (text, stat) in [
        ("You gain X life, where X is the greatest toughness among creatures you control.", Stat::Toughness),
        ("Draw X cards, where X is the highest mana value among permanents you control.", Stat::ManaValue),
        ("You gain X life, where X is the greatest mana value among artifacts you control.", Stat::ManaValue),
    ] {
        let e = spell_effects(text);
        let found = format!("{e:?}");
        assert!(matches!(e.as_slice(), [Effect::GainLife { amount: Amount::Count { of: Counted::Greatest { stat: s, .. }, .. }, .. }] | [Effect::Draw { amount: Amount::Count { of: Counted::Greatest { stat: s, .. }, .. }, .. }] if *s == stat), "{text}: {found}");
    }
}

#[test]
fn return_a_chosen_permanent_you_control() {
    for (text, other, ty) in [
        ("When ~ enters the battlefield, return another creature you control to its owner's hand.", true, Some(mw_types::CardType::Creature)),
        ("When ~ enters the battlefield, return a land you control to its owner's hand.", false, Some(mw_types::CardType::Land)),
        ("When ~ enters, return another permanent you control to its owner's hand.", true, None),
    ] {
        let t = triggered(text);
        let [Effect::ReturnChosen { filter, count: Amount::Fixed(1) }] = t.effect.as_slice() else { panic!("{text}: {:?}", t.effect) };
        assert_eq!(filter.props.other, other, "{text}");
        assert_eq!(filter.card_type, ty, "{text}");
        assert_eq!(filter.controller, mw_ir::Controller::You, "{text}");
    }
    // Optional: "you may return another permanent you control".
    let t = triggered("When ~ enters, you may return another permanent you control to its owner's hand.");
    assert!(matches!(t.effect.as_slice(), [Effect::Optional(_)]), "{:?}", t.effect);
    // Another player's permanent, chosen, isn't this instruction.
    assert!(!misses("When ~ enters, return a creature an opponent controls to its owner's hand.", mw_cardtext::TextKind::Permanent).is_empty());
}
