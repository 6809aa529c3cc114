//! The grammar front end on offspring (CR 702.175a): an optional additional cost, and a
//! token copy, except it's 1/1, when the permanent enters if that cost was paid. Text → IR.

mod common;
use common::{permanent, refused_permanent};
use mw_ir::{Ability, Condition, Effect, Subject, Trigger};
use mw_types::ManaCost;

#[test]
fn offspring_is_an_optional_cost_and_a_one_one_copy_when_paid() {
    for text in [
        "Offspring {1}{R}",
        "Offspring {1}{R} (You may pay an additional {1}{R} as you cast this spell. If you do, when this creature enters, create a 1/1 token copy of it.)",
    ] {
        let abilities = permanent(text);
        let [Ability::Kicker(cost), Ability::Triggered(t)] = abilities.as_slice() else { panic!("{text}: {abilities:?}") };
        assert_eq!(*cost, ManaCost::parse("{1}{R}").unwrap(), "{text}");
        assert_eq!(t.trigger, Trigger::SelfEnters, "{text}");
        assert_eq!(t.condition, Some(Condition::Kicked), "{text}");
        let copy = Effect::CreateTokenCopy { of: Subject::This, attacks: None, optional: false, keywords: 0, tapped: false, pt: Some((1, 1)) };
        assert_eq!(t.effect, vec![copy], "{text}");
    }
}

#[test]
fn offspring_beside_another_optional_cost_is_refused() {
    // Both would share the one record of an optional additional cost paid.
    assert!(refused_permanent("Kicker {2}\nOffspring {1}").contains("offspring"));
    assert!(refused_permanent("Offspring {X}").contains("offspring"));
}
