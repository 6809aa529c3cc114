//! CR 122.6, 614.1c: "return … to the battlefield with a +1/+1 counter on it": the
//! counters it enters with (`Effect::ReturnToBattlefield::counters`).

mod common;
use common::*;
use mw_ir::{Effect, Subject};
use mw_types::CounterKind;

#[test]
fn returned_with_a_counter() {
    let s = spell_ability("Return target nonlegendary creature card from your graveyard to the battlefield with a -1/-1 counter on it.");
    assert_eq!(s.effect, vec![Effect::ReturnToBattlefield { subject: Subject::Target(0), under_you: false, tapped: false, counters: Some((CounterKind::MinusOne, 1)) }]);
    let f = format!("{:?}", s.targets);
    assert!(f.contains("legendary: Some(false)"), "{f}");
}

/// A finality counter's replacement (CR 122.1h) isn't modelled: refused.
#[test]
fn finality_counters_are_refused() {
    assert!(!spell_misses("Return target creature card from your graveyard to the battlefield with a finality counter on it.").is_empty());
}

/// Exalted, decayed and finality counters would be inert (their rules aren't given):
/// putting them is refused.
#[test]
fn inert_counters_are_refused() {
    assert!(!spell_misses("Put an exalted counter on target creature you control.").is_empty());
    assert!(!spell_misses("Put a finality counter on target creature.").is_empty());
}
