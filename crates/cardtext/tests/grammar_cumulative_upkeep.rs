//! The grammar front end on cumulative upkeep (CR 702.24a): an age counter each upkeep,
//! then the cost paid once per age counter or the permanent sacrificed. Text → IR.

mod common;
use common::{refused_permanent, triggered};
use mw_ir::{Amount, Counted, Effect, Subject, Trigger};
use mw_types::{Color, CounterKind, ManaCost, ManaSymbol};

fn age() -> CounterKind {
    CounterKind::parse("age").unwrap()
}

/// The ability's three steps: the age counter, the payment, the sacrifice if not paid.
fn steps(text: &str) -> Effect {
    let t = triggered(text);
    assert_eq!(t.trigger, Trigger::YourUpkeep, "{text}");
    let [put, pay, sacrifice] = t.effect.as_slice() else { panic!("{text}: {:?}", t.effect) };
    assert_eq!(*put, Effect::PutCounters { subject: Subject::This, kind: age(), amount: Amount::Fixed(1) }, "{text}");
    assert_eq!(*sacrifice, Effect::IfYouDo { done: false, effect: Box::new(Effect::Sacrifice { subject: Subject::This }) }, "{text}");
    pay.clone()
}

fn per_counter(n: i32) -> Amount {
    Amount::Count { of: Counted::CountersOnSource(age()), times: n }
}

#[test]
fn mana_is_paid_once_per_age_counter() {
    for (text, cost) in [("Cumulative upkeep {1}", "{1}"), ("Cumulative upkeep {1}{U} (At the beginning of your upkeep, put an age counter on this permanent, then sacrifice it unless you pay its upkeep cost for each age counter on it.)", "{1}{U}")] {
        let cost = ManaCost::parse(cost).unwrap();
        assert_eq!(steps(text), Effect::MayPay { cost, times: Amount::CountersOn(Subject::This, age()) }, "{text}");
    }
}

#[test]
fn either_of_two_symbols_is_a_hybrid_symbol_per_counter() {
    let pay = steps("Cumulative upkeep {G} or {W} (At the beginning of your upkeep, put an age counter on this permanent, then sacrifice it unless you pay its upkeep cost for each age counter on it.)");
    let cost = ManaCost { symbols: vec![ManaSymbol::Hybrid(Color::Green, Color::White)] };
    assert_eq!(pay, Effect::MayPay { cost, times: Amount::CountersOn(Subject::This, age()) });
}

#[test]
fn life_and_counters_are_paid_per_counter_as_one_optional_payment() {
    assert_eq!(steps("Cumulative upkeep—Pay 2 life."), Effect::Optional(Box::new(Effect::PayLife { amount: per_counter(2) })));
    let minus = CounterKind::parse("-1/-1").unwrap();
    assert_eq!(
        steps("Cumulative upkeep—Put a -1/-1 counter on Test Card."),
        Effect::Optional(Box::new(Effect::PutCounters { subject: Subject::This, kind: minus, amount: per_counter(1) }))
    );
}

#[test]
fn costs_not_paid_per_counter_are_refused() {
    for text in [
        // Partial payment would be allowed by the instructions (CR 702.24a forbids it).
        "Cumulative upkeep—Sacrifice a creature.",
        "Cumulative upkeep—Put a +1/+1 counter on a creature an opponent controls.",
        "Cumulative upkeep—Discard a card.",
        "Cumulative upkeep {X}",
    ] {
        assert!(refused_permanent(text).contains("cumulative upkeep"), "{text}");
    }
}

#[test]
fn several_for_each_counter_on_it_is_that_many_times_the_counters() {
    // CR 608.2h: the counters it had as it last existed.
    let t = triggered("When Test Card dies, you gain 2 life for each age counter on it.");
    assert_eq!(t.trigger, Trigger::SelfDies);
    assert!(matches!(t.effect.as_slice(), [Effect::GainLife { amount, .. }] if *amount == per_counter(2)), "{:?}", t.effect);
    let t = triggered("When Test Card is put into a graveyard from the battlefield, you lose 2 life for each age counter on it.");
    assert!(matches!(t.effect.as_slice(), [Effect::LoseLife { amount, .. }] if *amount == per_counter(2)), "{:?}", t.effect);
}
