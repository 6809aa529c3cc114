//! The grammar front end on counters moved between objects (CR 122.5), keywords defined
//! by their rules wording that move or give counters (graft, CR 702.58; modular, CR
//! 702.43), leaves-the-battlefield triggers about other objects with "put those counters
//! on ~" (CR 603.10a), and "that many plus N" replacements keyed on the kind of ability
//! putting the counters (CR 614.1a). Text → IR over several cards' wordings.

use mw_ir::{Ability, Condition, Controller, EntersReplacement, Effect, KeywordTrigger, Subject, Trigger};
use mw_types::CounterKind;

mod common;
use common::{permanent, refused_permanent, triggered};

fn enters_with(a: &Ability) -> u32 {
    match a {
        Ability::Enters(EntersReplacement::WithCounters { kind: CounterKind::PlusOne, amount: mw_ir::Amount::Fixed(n), .. }) => *n as u32,
        other => panic!("not entering with +1/+1 counters: {other:?}"),
    }
}

#[test]
fn graft_is_its_rules_wording() {
    // Llanowar Reborn (with reminder text), Cytoplast Root-Kin's keyword alone, a bigger N.
    for (text, n) in [
        ("Graft 1 (This land enters the battlefield with a +1/+1 counter on it. Whenever a creature enters the battlefield, you may move a +1/+1 counter from this land onto it.)", 1),
        ("Graft 4", 4),
        ("Graft 2", 2),
    ] {
        let a = permanent(text);
        assert_eq!(a.len(), 2, "{text}: {a:?}");
        assert_eq!(enters_with(&a[0]), n, "{text}");
        let Ability::Triggered(t) = &a[1] else { panic!("{text}: {a:?}") };
        assert_eq!(t.keyword, Some(KeywordTrigger::Graft), "{text}");
        let Trigger::Enters(f) = &t.trigger else { panic!("{text}: {t:?}") };
        assert!(f.props.other, "{text}: another creature");
        assert!(matches!(&t.condition, Some(Condition::SourceIs(f)) if f.props.counter == Some(CounterKind::PlusOne)), "{text}: if it has a counter: {:?}", t.condition);
        assert_eq!(
            t.effect,
            vec![Effect::Optional(Box::new(Effect::MoveCounters { from: Subject::This, to: Subject::Triggering, kind: Some(CounterKind::PlusOne), all: false }))],
            "{text}"
        );
    }
}

#[test]
fn modular_is_its_rules_wording_and_names_its_trigger() {
    for (text, n) in [
        ("Modular 1 (This creature enters the battlefield with a +1/+1 counter on it. When it dies, you may put its +1/+1 counters on target artifact creature.)", 1),
        ("Modular 3", 3),
    ] {
        let a = permanent(text);
        assert_eq!(a.len(), 2, "{text}: {a:?}");
        assert_eq!(enters_with(&a[0]), n, "{text}");
        let Ability::Triggered(t) = &a[1] else { panic!("{text}: {a:?}") };
        assert_eq!(t.keyword, Some(KeywordTrigger::Modular), "{text}");
        assert_eq!(t.trigger, Trigger::SelfToGraveyardFromBattlefield, "{text}");
        assert_eq!(t.targets.len(), 1, "{text}: target artifact creature");
    }
}

#[test]
fn move_counters_one_or_all() {
    // The Ozolith's combat trigger, a one-counter move as an activated ability, one onto
    // the entering creature.
    let t = triggered("At the beginning of combat on your turn, if ~ has counters on it, you may move all counters from ~ onto target creature.");
    assert_eq!(t.trigger, Trigger::YourCombat);
    assert!(matches!(&t.condition, Some(Condition::SourceIs(f)) if f.props.any_counter), "{:?}", t.condition);
    assert_eq!(t.effect, vec![Effect::Optional(Box::new(Effect::MoveCounters { from: Subject::This, to: Subject::Target(0), kind: None, all: true }))]);
    match permanent("{1}: Move a +1/+1 counter from ~ onto target creature.").as_slice() {
        [Ability::Activated(a)] => {
            assert_eq!(a.effect, vec![Effect::MoveCounters { from: Subject::This, to: Subject::Target(0), kind: Some(CounterKind::PlusOne), all: false }])
        }
        other => panic!("{other:?}"),
    }
    let t = triggered("Whenever another creature enters, you may move a +1/+1 counter from ~ onto it.");
    assert_eq!(t.effect, vec![Effect::Optional(Box::new(Effect::MoveCounters { from: Subject::This, to: Subject::Triggering, kind: Some(CounterKind::PlusOne), all: false }))]);
}

#[test]
fn leaves_the_battlefield_with_those_counters() {
    // The Ozolith; the same with "another creature" and with both wordings of leaving.
    for text in [
        "Whenever a creature you control leaves the battlefield, if it had counters on it, put those counters on ~.",
        "Whenever another creature you control leaves the battlefield, if it had counters on it, put those counters on ~.",
    ] {
        let t = triggered(text);
        let Trigger::Leaves(f) = &t.trigger else { panic!("{text}: {t:?}") };
        assert_eq!(f.controller, Controller::You, "{text}");
        let Some(Condition::ObjectIs { filter, .. }) = &t.condition else { panic!("{text}: {:?}", t.condition) };
        assert!(filter.props.any_counter, "{text}: has counters of any kind");
        assert_eq!(t.effect, vec![Effect::PutThoseCounters { from: Subject::Triggering, to: Subject::This }], "{text}");
    }
    // "those counters" with no object that left: refused, not bound to the source.
    assert!(!refused_permanent("At the beginning of your upkeep, put those counters on ~.").is_empty());
}

#[test]
fn that_many_plus_n_by_any_source_or_by_a_keyword() {
    for (text, by, plus) in [
        ("If one or more +1/+1 counters would be put on a creature you control, that many plus one +1/+1 counters are put on it instead.", None, 1),
        ("If a modular triggered ability would put one or more +1/+1 counters on a creature you control, that many plus one +1/+1 counters are put on it instead.", Some(KeywordTrigger::Modular), 1),
        ("If a graft triggered ability would put one or more +1/+1 counters on a creature you control, that many plus two +1/+1 counters are put on it instead.", Some(KeywordTrigger::Graft), 2),
    ] {
        assert_eq!(permanent(text), vec![Ability::MoreCounters { kind: CounterKind::PlusOne, plus, by }], "{text}");
    }
    // A keyword the engine doesn't name abilities by, and another object: refused.
    assert!(refused_permanent("If a bushido triggered ability would put one or more +1/+1 counters on a creature you control, that many plus one +1/+1 counters are put on it instead.").contains("more counters"));
    assert!(refused_permanent("If one or more +1/+1 counters would be put on a creature an opponent controls, that many plus one +1/+1 counters are put on it instead.").contains("more counters"));
}
