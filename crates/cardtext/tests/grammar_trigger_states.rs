//! CR 603.2: an event qualified by the state it must happen in ("whenever ~ attacks while
//! you control a Dinosaur", "whenever you cast a spell during your turn"): the state is
//! `TriggeredAbility::during`, checked only as the event happens, never as an intervening
//! "if" (CR 603.4) that is checked again on resolution.

mod common;
use common::*;
use mw_ir::{Condition, Counted, Trigger};
use mw_ir::target::Compare;

#[test]
fn attacks_while_you_control_a_type() {
    let t = triggered("Whenever Test Card attacks while you control a Dinosaur, Test Card gets +1/+1 until end of turn.");
    assert_eq!(t.trigger, Trigger::SelfAttacks);
    assert!(t.condition.is_none(), "not an intervening if: {t:?}");
    let Some(Condition::Count { of: Counted::Permanents(f), compare: Compare::AtLeast(1) }) = t.during else { panic!("{t:?}") };
    assert_eq!(f.controller, mw_ir::Controller::You);
}

/// "while you don't control another Dinosaur": no other one (the source doesn't count).
#[test]
fn while_you_dont_control_another() {
    let t = triggered("Whenever Test Card attacks while you don't control another Dinosaur, put a +1/+1 counter on it.");
    let Some(Condition::Count { of: Counted::Permanents(f), compare: Compare::AtMost(0) }) = t.during else { panic!("{t:?}") };
    assert!(f.props.other, "{f:?}");
}

#[test]
fn during_your_turn_and_an_opponents() {
    let t = triggered("Whenever a land enters the battlefield under your control during your turn, put a +1/+1 counter on Test Card.");
    assert_eq!(t.during, Some(Condition::YourTurn(true)));
    assert!(t.condition.is_none());
    let t = triggered("Whenever you cast a spell during an opponent's turn, you gain 1 life.");
    assert_eq!(t.during, Some(Condition::YourTurn(false)));
}

/// A state and an intervening "if" are kept apart.
#[test]
fn a_state_and_an_intervening_if() {
    let t = triggered("Whenever Test Card becomes tapped while it has a -1/-1 counter on it, if you control an artifact, remove a -1/-1 counter from it.");
    assert!(t.during.is_some() && t.condition.is_some(), "{t:?}");
}

/// A delayed trigger with a state is refused rather than losing it.
#[test]
fn a_delayed_trigger_with_a_state_is_refused() {
    let m = spell_misses("Until end of turn, whenever a creature dies while you control a Wizard, you gain 1 life.");
    assert!(!m.is_empty());
}
