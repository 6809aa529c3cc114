//! The grammar front end on costs that remove counters (CR 118.3, 122.8) from a chosen
//! permanent, text → IR; and the forms it refuses (a counter of any kind, whose kind the
//! payer would choose).

use mw_ir::{AdditionalCost, Controller};
use mw_types::CounterKind;

mod common;
use common::{activated, refused_permanent};

#[test]
fn remove_a_counter_of_a_kind_from_a_permanent_you_control() {
    // Bolrac-Clan Crusher, Korozda Gorgon, Ghave.
    let a = activated("{T}, Remove a +1/+1 counter from a creature you control: Test Card deals 2 damage to any target.");
    assert!(a.cost.tap);
    let Some(AdditionalCost::RemoveCounter(f, kind)) = &a.cost.extra else { panic!("{:?}", a.cost) };
    assert_eq!(*kind, CounterKind::PlusOne);
    assert_eq!(f.controller, Controller::You);
    assert_eq!(f.props.counter, Some(CounterKind::PlusOne), "the filter asks for such a counter");
    assert!(!f.props.other);
    // "another", and other kinds (Quillspike's -1/-1, Duchess's quest counter).
    let a = activated("{1}, Remove a -1/-1 counter from another creature you control: Draw a card.");
    let Some(AdditionalCost::RemoveCounter(f, CounterKind::MinusOne)) = &a.cost.extra else { panic!("{:?}", a.cost) };
    assert!(f.props.other);
    let a = activated("{1}, Remove a quest counter from a permanent you control: Draw a card.");
    assert!(matches!(&a.cost.extra, Some(AdditionalCost::RemoveCounter(_, k)) if k.name() == "quest"), "{:?}", a.cost);
}

#[test]
fn remove_x_counters_from_itself() {
    // Cruel Sadist, Chamber Sentry ({X} too), Skullmane Baku.
    let a = activated("{2}{B}, {T}, Remove X +1/+1 counters from Test Card: It deals X damage to target creature.");
    assert_eq!(a.cost.remove_x_counters, Some(CounterKind::PlusOne));
    assert!(a.cost.remove_counters.is_none() && a.cost.extra.is_none() && !a.cost.mana.has_x());
    let a = activated("{X}, {T}, Remove X +1/+1 counters from Test Card: It deals X damage to any target.");
    assert!(a.cost.mana.has_x() && a.cost.remove_x_counters == Some(CounterKind::PlusOne));
    let a = activated("{1}, {T}, Remove X ki counters from Test Card: Target creature gets -X/-X until end of turn.");
    assert!(matches!(a.cost.remove_x_counters, Some(k) if k.name() == "ki"), "{:?}", a.cost);
}

#[test]
fn counter_costs_it_cannot_pay_faithfully_are_refused() {
    // A counter of any kind: the payer would choose which.
    refused_permanent("{1}{W}, Remove a counter from this creature: Draw a card.");
    refused_permanent("{T}, Remove a counter from a creature you control: Draw a card.");
    // An opponent's permanent, and two counters from among several.
    refused_permanent("{T}, Remove a +1/+1 counter from a creature an opponent controls: Draw a card.");
    refused_permanent("{T}, Remove two +1/+1 counters from among creatures you control: Draw a card.");
    // A mana ability choosing a permanent for it.
    refused_permanent("Remove a +1/+1 counter from a creature you control: Add {G}.");
}
