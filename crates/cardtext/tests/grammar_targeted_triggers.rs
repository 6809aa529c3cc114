//! The grammar front end on triggers on becoming a target (CR 603.2, 115.1): the source's
//! own "whenever ~ becomes the target of [a spell or ability | an Aura spell | a spell]
//! [you control | an opponent controls] [for the first time each turn]" (valiant, Kira's
//! grant), an Aura's "when enchanted creature becomes the target of …" and the watchers'
//! "whenever a creature you control becomes the target of an instant or sorcery spell",
//! "another permanent you control", "you or another permanent you control", with "that
//! creature" the permanent targeted and "that spell or ability" the one that targeted;
//! and the static "enchanted creature can't be the target of spells or abilities your
//! opponents control" (CR 115.1, hexproof's effect).

mod common;

use common::*;
use mw_cardtext::TextKind;
use mw_ir::{Controller, Effect, StackRef, Subject, Trigger};

#[test]
fn the_sources_own_event_with_whose_and_the_first_time() {
    // Heartfire Hero's valiant: your spells and abilities, the first time each turn.
    let t = triggered("Valiant — Whenever Test Card becomes the target of a spell or ability you control for the first time each turn, put a +1/+1 counter on it.");
    assert_eq!(t.trigger, Trigger::SelfTargeted { by: Controller::You, spells: None, first: true });
    assert!(matches!(t.effect.as_slice(), [Effect::PutCounters { subject: Subject::This, .. }]), "{:?}", t.effect);
    // Glyph Keeper: anyone's, the first time; "that spell or ability" is countered.
    let t = triggered("Whenever Test Card becomes the target of a spell or ability for the first time each turn, counter that spell or ability.");
    assert_eq!(t.trigger, Trigger::SelfTargeted { by: Controller::Any, spells: None, first: true });
    assert_eq!(t.effect, vec![Effect::Counter { what: StackRef::Triggering, exile: false }]);
    // Stormchaser Drake: your spells only.
    let t = triggered("Whenever Test Card becomes the target of a spell you control, draw a card.");
    let Trigger::SelfTargeted { by: Controller::You, spells: Some(f), first: false } = &t.trigger else { panic!("{:?}", t.trigger) };
    assert_eq!((f.card_type, f.controller), (None, Controller::Any));
    // Fugitive Druid: an Aura spell (anyone's).
    let t = triggered("Whenever Test Card becomes the target of an Aura spell, you draw a card.");
    let Trigger::SelfTargeted { by: Controller::Any, spells: Some(f), first: false } = &t.trigger else { panic!("{:?}", t.trigger) };
    assert!(f.props.subtype.is_some(), "{f:?}");
    // The wordings with a trigger of their own keep it.
    assert_eq!(triggered("Whenever Test Card becomes the target of a spell, sacrifice it.").trigger, Trigger::SelfBecomesTargetOfSpell);
    assert_eq!(triggered("When Test Card becomes the target of a spell or ability, sacrifice it.").trigger, Trigger::SelfBecomesTarget);
}

#[test]
fn kiras_granted_trigger_names_this_creature() {
    let a = permanent("Creatures you control have \"Whenever this creature becomes the target of a spell or ability for the first time each turn, counter that spell or ability.\"");
    let granted = a.iter().find_map(|x| match x {
        mw_ir::Ability::Granted(g) => Some(g.as_ref().clone()),
        _ => None,
    });
    let Some(mw_ir::Ability::Triggered(t)) = granted else { panic!("{a:?}") };
    assert_eq!(t.trigger, Trigger::SelfTargeted { by: Controller::Any, spells: None, first: true });
}

#[test]
fn an_auras_enchanted_creature_becomes_the_target() {
    // Ice Cage: destroy this; Spinal Graft: "that creature" is the enchanted creature.
    let t = triggered("When enchanted creature becomes the target of a spell or ability, destroy Test Card.");
    assert_eq!(t.trigger, Trigger::Attached(Box::new(Trigger::SelfBecomesTarget)));
    let t = triggered("When enchanted creature becomes the target of a spell or ability, destroy that creature. It can't be regenerated.");
    assert!(matches!(t.effect.first(), Some(Effect::Destroy { subject: Subject::Triggering, .. })), "{:?}", t.effect);
    // Spectral Prison: spells only.
    let t = triggered("When enchanted creature becomes the target of a spell, sacrifice Test Card.");
    assert_eq!(t.trigger, Trigger::Attached(Box::new(Trigger::SelfBecomesTargetOfSpell)));
}

#[test]
fn watchers_name_the_permanent_targeted() {
    // Wild Defiance: an instant or sorcery spell; "that creature" is the one targeted.
    let t = triggered("Whenever a creature you control becomes the target of an instant or sorcery spell, that creature gets +3/+3 until end of turn.");
    let Trigger::BecomesTargetOf { you: false, permanents: Some(p), by: Controller::Any, spells: Some(s) } = &t.trigger else { panic!("{:?}", t.trigger) };
    assert_eq!((p.card_type, p.controller), (Some(mw_types::CardType::Creature), Controller::You));
    assert_eq!((s.card_type, s.or_type), (Some(mw_types::CardType::Instant), Some(mw_types::CardType::Sorcery)));
    assert!(matches!(t.effect.as_slice(), [Effect::Pump { subject: Subject::Triggering, power: 3, toughness: 3, .. }]), "{:?}", t.effect);
    // Cloud Cover: another permanent (not the source); "that permanent".
    let t = triggered("Whenever another permanent you control becomes the target of a spell or ability an opponent controls, you may return that permanent to its owner's hand.");
    let Trigger::BecomesTargetOf { you: false, permanents: Some(p), by: Controller::NotYou, spells: None } = &t.trigger else { panic!("{:?}", t.trigger) };
    assert!(p.props.other);
    // Shay Cormac: a creature an opponent controls, by your spells and abilities.
    let t = triggered("Whenever a creature an opponent controls becomes the target of a spell or ability you control, put a bounty counter on that creature.");
    let Trigger::BecomesTargetOf { permanents: Some(p), by: Controller::You, .. } = &t.trigger else { panic!("{:?}", t.trigger) };
    assert_eq!(p.controller, Controller::NotYou);
    // Valkmira: you or another permanent; "that spell or ability" is still countered.
    let t = triggered("Whenever you or another permanent you control becomes the target of a spell or ability an opponent controls, counter that spell or ability unless its controller pays {1}.");
    let Trigger::BecomesTargetOf { you: true, permanents: Some(p), by: Controller::NotYou, spells: None } = &t.trigger else { panic!("{:?}", t.trigger) };
    assert!(p.props.other);
    assert!(matches!(t.effect.as_slice(), [Effect::CounterUnlessPays { what: StackRef::Triggering, .. }]), "{:?}", t.effect);
    // A counter with the permanent as the event's object: still the stack item.
    let t = triggered("Whenever a creature you control becomes the target of a spell an opponent controls, counter that spell.");
    assert_eq!(t.effect, vec![Effect::Counter { what: StackRef::Triggering, exile: false }]);
}

#[test]
fn other_targeting_wordings_are_misses() {
    for text in [
        // An ability alone, a backup ability: not read.
        "Whenever Test Card becomes the target of an ability that targets only it, draw a card.",
        "Whenever a creature you control becomes the target of a backup ability, copy that ability.",
        // The first time each turn of another permanent: not tracked.
        "Whenever a creature you control becomes the target of a spell for the first time each turn, draw a card.",
        // A player or a permanent of anyone's: "a player" is not a subject here.
        "Whenever a player or permanent becomes the target of a spell or ability, draw a card.",
    ] {
        assert!(!misses(text, TextKind::Permanent).is_empty(), "{text}");
    }
}

#[test]
fn hexproofs_effect_as_a_static() {
    // Shielding Plax, Canopy Cover: the enchanted creature; CR 702.11b without the keyword.
    let (affected, changes) = continuous("Enchanted creature can't be the target of spells or abilities your opponents control.");
    assert_eq!(affected, mw_ir::Affected::Enchanted);
    assert_eq!(changes, vec![mw_ir::Change::Combat(mw_ir::CombatRule::UntargetableByOpponents)]);
    // Other spells and abilities (a color, abilities alone) stay misses.
    for text in ["Test Card can't be the target of blue or black spells.", "Test Card can't be the target of abilities your opponents control."] {
        assert!(!misses(text, TextKind::Permanent).is_empty(), "{text}");
    }
}

#[test]
fn target_controlled_by_the_triggers_player() {
    // Caustic Wasps, Dawning Purist: "that player" is the player dealt damage, known as
    // the target is chosen (CR 603.3d).
    let t = common::triggered("Whenever Test Card deals combat damage to a player, you may destroy target artifact that player controls.");
    let text = format!("{:?}", t.targets);
    assert!(text.contains("only: Some(ControlledBy(ThatPlayer))"), "{text}");
}
