//! The grammar front end on payments that stop a counter (CR 118.12, 107.3): "unless its
//! controller pays {N}", "{X}, where X is …", "{1} for each …", the spell's own {X}; and
//! triggers on becoming a target (CR 603.2, 115.1): "you or a permanent you control",
//! "a Sliver creature you control", "you", the source itself, with "that spell or
//! ability" the one that targeted. Text → IR through the grammar alone, several cards'
//! wordings each.

mod common;

use common::*;
use mw_cardtext::TextKind;
use mw_ir::{Amount, Controller, Counted, Effect, StackRef, Subject, Trigger};
use mw_types::{ManaCost, ManaSymbol};

fn generic(n: u32) -> ManaCost {
    ManaCost { symbols: vec![ManaSymbol::Generic(n)] }
}

/// The one counter-unless-pays instruction of a spell.
fn counter_unless(text: &str) -> (StackRef, ManaCost, Option<Amount>) {
    match spell_effects(text).as_slice() {
        [Effect::CounterUnlessPays { what, cost, life: 0, per }] => (*what, cost.clone(), *per),
        e => panic!("{text}: {e:?}"),
    }
}

#[test]
fn mana_leak_style_fixed_payments() {
    // Mana Leak, Quench, Make Disappear's second line, Spell Pierce's type.
    for (text, n) in [
        ("Counter target spell unless its controller pays {3}.", 3),
        ("Counter target spell unless its controller pays {2}.", 2),
        ("Counter target noncreature spell unless its controller pays {2}.", 2),
        ("Counter target creature spell unless its controller pays {1}.", 1),
    ] {
        let (what, cost, per) = counter_unless(text);
        assert_eq!((what, cost, per), (StackRef::Target(0), generic(n), None), "{text}");
    }
}

#[test]
fn x_defined_after_the_payment() {
    // Mausoleum Wanderer: the source's power, {1} that many times.
    let a = permanent("Sacrifice Test Card: Counter target instant or sorcery spell unless its controller pays {X}, where X is Test Card's power.");
    let mw_ir::Ability::Activated(x) = &a[0] else { panic!("{a:?}") };
    assert_eq!(x.effect, vec![Effect::CounterUnlessPays { what: StackRef::Target(0), cost: generic(1), life: 0, per: Some(Amount::PowerOf(Subject::This)) }]);
    // Mindstatic: the target's mana value.
    let (_, cost, per) = counter_unless("Counter target spell unless its controller pays {X}, where X is its mana value.");
    assert_eq!((cost, per), (generic(1), Some(Amount::ManaValueOf(Subject::Target(0)))));
    // Power Sink's undefined {X} is the spell's own X.
    let (_, cost, per) = counter_unless("Counter target spell unless its controller pays {X}.");
    assert_eq!((cost, per), (generic(1), Some(Amount::X)));
}

#[test]
fn a_payment_for_each() {
    // Mana Tithe's kin: "{1} for each card in your graveyard" (Nightmare Unmaking's wording
    // aside), "{1} for each artifact you control".
    for text in [
        "Counter target spell unless its controller pays {1} for each card in your graveyard.",
        "Counter target spell unless its controller pays {1} for each artifact you control.",
    ] {
        let (_, cost, per) = counter_unless(text);
        assert_eq!(cost, generic(1), "{text}");
        assert!(matches!(per, Some(Amount::Count { times: 1, of: Counted::Cards { .. } | Counted::Permanents { .. } })), "{text}: {per:?}");
    }
}

#[test]
fn a_payment_the_ir_cannot_hold_is_a_miss() {
    // "{2} plus an additional {1} for each Faerie you control": not one cost times a number.
    assert!(!spell_misses("Counter target spell unless its controller pays {2} plus an additional {1} for each Faerie you control.").is_empty());
    // A definition of X with no {X} to define.
    assert!(!spell_misses("Counter target spell unless its controller pays {2}, where X is its mana value.").is_empty());
}

/// The trigger and the one instruction of a permanent's triggered ability.
fn targeted(text: &str) -> (Trigger, Effect) {
    let t = triggered(text);
    assert_eq!(t.effect.len(), 1, "{text}: {t:?}");
    (t.trigger, t.effect[0].clone())
}

#[test]
fn you_or_a_permanent_you_control_becomes_the_target() {
    let counter = |n| Effect::CounterUnlessPays { what: StackRef::Triggering, cost: generic(n), life: 0, per: None };
    // Unsettled Mariner.
    let (tr, e) = targeted("Whenever you or a permanent you control becomes the target of a spell or ability an opponent controls, counter that spell or ability unless its controller pays {1}.");
    let Trigger::BecomesTargetOf { you: true, permanents: Some(f), by: Controller::NotYou, spells: None } = tr else { panic!("{tr:?}") };
    assert_eq!((f.card_type, f.controller), (None, Controller::You));
    assert_eq!(e, counter(1));
    // Diffusion Sliver: permanents of a kind only.
    let (tr, e) = targeted("Whenever a Sliver creature you control becomes the target of a spell or ability an opponent controls, counter that spell or ability unless its controller pays {2}.");
    let Trigger::BecomesTargetOf { you: false, permanents: Some(f), by: Controller::NotYou, spells: None } = tr else { panic!("{tr:?}") };
    assert_eq!((f.card_type, f.controller), (Some(mw_types::CardType::Creature), Controller::You));
    assert!(f.props.creature_type.is_some());
    assert_eq!(e, counter(2));
    // Amulet of Safekeeping's first line: the player alone.
    let a = permanent("Whenever you become the target of a spell or ability an opponent controls, counter that spell or ability unless its controller pays {1}.");
    let mw_ir::Ability::Triggered(t) = &a[0] else { panic!("{a:?}") };
    assert_eq!(t.trigger, Trigger::BecomesTargetOf { you: true, permanents: None, by: Controller::NotYou, spells: None });
    // Frost Titan: the source itself, ward's event.
    let (tr, e) = targeted("Whenever Test Card becomes the target of a spell or ability an opponent controls, counter that spell or ability unless its controller pays {2}.");
    assert_eq!((tr, e), (Trigger::BecomesTargetOfOpponent, counter(2)));
}

#[test]
fn it_after_a_becomes_target_event_is_never_the_spell() {
    // "sacrifice it": the source, not the spell or ability that targeted it.
    let (tr, e) = targeted("When Test Card becomes the target of a spell or ability, sacrifice it.");
    assert_eq!((tr, e), (Trigger::SelfBecomesTarget, Effect::Sacrifice { subject: Subject::This }));
    // Daru Spiritualist: "it" is the Cleric targeted (the event's object, once for each).
    let (_, e) = targeted("Whenever a Cleric creature you control becomes the target of a spell or ability, it gets +0/+2 until end of turn.");
    assert!(matches!(e, Effect::Pump { subject: Subject::Triggering, .. }), "{e:?}");
    // "you or a permanent": "it" could be a player or a permanent, a miss.
    assert!(!misses("Whenever you or a creature you control becomes the target of a spell or ability, it gets +0/+2 until end of turn.", TextKind::Permanent).is_empty());
}

#[test]
fn becomes_the_target_of_a_spell_only_is_not_this_trigger() {
    // "a spell" alone stays the source's own spell trigger.
    let t = triggered("Whenever Test Card becomes the target of a spell, sacrifice it.");
    assert_eq!(t.trigger, Trigger::SelfBecomesTargetOfSpell);
    // Another subject than a player or permanents is a miss.
    assert!(!misses("Whenever a creature card in your graveyard becomes the target of a spell or ability an opponent controls, draw a card.", TextKind::Permanent).is_empty());
}
