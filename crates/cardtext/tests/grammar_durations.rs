//! The grammar front end on how long an instruction's effect lasts (CR 611.2a): "until
//! your next turn" for keywords and abilities gained (ended as the controller's next turn
//! begins, CR 500.1), refused where the engine couldn't end it.

mod common;
use common::*;
use mw_ir::{Duration, Effect};

#[test]
fn gains_a_keyword_until_your_next_turn() {
    // Bond of Revival, Emeria's Call: one creature, and each of a group.
    let e = spell_effects("Target creature gains haste until your next turn.");
    assert!(matches!(e.as_slice(), [Effect::GainKeywords { duration: Duration::UntilYourNextTurn, .. }]), "{e:?}");
    let e = spell_effects("Non-Angel creatures you control gain indestructible until your next turn.");
    let text = format!("{e:?}");
    assert!(text.contains("GainKeywords") && text.contains("UntilYourNextTurn"), "{text}");
    // Until end of turn is unchanged.
    let e = spell_effects("Target creature gains haste until end of turn.");
    assert!(matches!(e.as_slice(), [Effect::GainKeywords { duration: Duration::EndOfTurn, .. }]), "{e:?}");
}

#[test]
fn other_instructions_until_your_next_turn_stay_refused() {
    // A P/T change and a loss of keywords keep their own durations only.
    assert!(!spell_misses("Target creature gets +2/+2 until your next turn.").is_empty());
    assert!(!spell_misses("Target creature loses flying until your next turn.").is_empty());
}
