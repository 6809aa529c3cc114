//! CR 603.7b: "until end of turn, whenever [event], …": a delayed triggered ability with a
//! stated duration, triggering each time its event happens this turn.

mod common;
use common::*;
use mw_ir::{Controller, DelayedWhen, Effect, PlayerRef, Trigger};

fn turn_trigger(text: &str) -> (Trigger, Vec<Effect>) {
    let e = spell_effects(text);
    let Some(Effect::Delayed { when: DelayedWhen::EachThisTurn, effects, about: None, spell: None, trigger: Some(t), .. }) = e.last() else { panic!("{text}: {e:?}") };
    ((**t).clone(), effects.clone())
}

#[test]
fn until_end_of_turn_whenever_a_creature_dies() {
    let (t, e) = turn_trigger("Until end of turn, whenever another creature dies, you gain 1 life.");
    assert!(format!("{t:?}").contains("Dies"), "{t:?}");
    assert_eq!(e, vec![Effect::GainLife { player: PlayerRef::You, amount: mw_ir::Amount::Fixed(1) }]);
}

/// "that player" is the player of the event, not the spell's controller.
#[test]
fn that_player_is_the_events() {
    let (t, e) = turn_trigger("Until end of turn, whenever a player casts an instant or sorcery spell, that player loses 1 life.");
    assert!(matches!(t, Trigger::Cast { caster: Controller::Any, .. }), "{t:?}");
    let [Effect::LoseLife { player, .. }] = e.as_slice() else { panic!("{e:?}") };
    assert_ne!(*player, PlayerRef::You);
}

/// Two events ("whenever X or Y") and a condition are refused.
#[test]
fn one_event_without_a_condition() {
    assert!(!spell_misses("Until end of turn, whenever a creature you control attacks, if it's your turn, draw a card.").is_empty());
}

/// Its event naming a target of the spell is refused: the trigger would have to remember it.
#[test]
fn a_target_in_the_event_is_refused() {
    assert!(!spell_misses("Until end of turn, whenever target creature deals damage, you gain that much life.").is_empty());
}

#[test]
fn end_of_combat_and_creatures_in_combat_with_it() {
    // Kjeldoran Frostbeast, Wall of Nets: each end of combat step (CR 511.2); the
    // creatures blocking or blocked by the source, checked as it resolves (CR 509.1h).
    let t = common::triggered("At end of combat, destroy all creatures blocking or blocked by Test Card.");
    assert_eq!(t.trigger, mw_ir::Trigger::EachEndOfCombat);
    let text = format!("{:?}", t.effect);
    assert!(text.contains("InCombatWith { of: This, blocking: true, blocked: true }"), "{text}");
    let t = common::triggered("At end of combat, exile all creatures blocked by Test Card.");
    let text = format!("{:?}", t.effect);
    assert!(text.contains("InCombatWith { of: This, blocking: false, blocked: true }"), "{text}");
}
