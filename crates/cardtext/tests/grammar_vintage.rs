//! The grammar front end on Vintage staples (issue 17): "exile each opponent's graveyard"
//! (CR 406.3, each of them) and "spells and abilities your opponents control can't cause
//! their controller to search their library" (CR 101.2, 701.19). Text → IR, several
//! wordings per construct.

use mw_cardtext::TextKind;
use mw_ir::{Ability, CausedAction, Effect, PlayerRef, SelfStatic};

mod common;
use common::{first_miss, one_permanent, spell_effects};

#[test]
fn exile_each_opponents_graveyard() {
    // Ashiok, Dream Render's −1.
    let Ability::Activated(a) = one_permanent("[−1]: Target player mills four cards. Then exile each opponent's graveyard.") else { panic!() };
    assert!(matches!(a.effect.as_slice(), [Effect::Mill { .. }, Effect::ExileGraveyard { player: PlayerRef::EachOpponent }]), "{:?}", a.effect);
    // Soul-Guide Lantern's second ability, and a spell's single player.
    let Ability::Activated(a) = one_permanent("{T}, Sacrifice ~: Exile each opponent's graveyard.") else { panic!() };
    assert_eq!(a.effect, vec![Effect::ExileGraveyard { player: PlayerRef::EachOpponent }]);
    assert_eq!(spell_effects("Exile target player's graveyard."), vec![Effect::ExileGraveyard { player: PlayerRef::Target(0) }]);
}

#[test]
fn opponents_cant_cause_a_search() {
    // Ashiok, Dream Render's static ability.
    let a = one_permanent("Spells and abilities your opponents control can't cause their controller to search their library.");
    assert_eq!(a, Ability::Static(SelfStatic::OpponentsCantCause(CausedAction::ControllerSearch)));
    // Other actions of the same family are refused, never half-read (Tamiyo's Safekeeping
    // shape: a sacrifice; Sigarda's "you").
    assert!(first_miss("Spells and abilities your opponents control can't cause you to sacrifice permanents.", TextKind::Permanent).contains("can't cause"));
    // Spells and abilities you control: not the ability the engine holds.
    assert!(first_miss("Spells and abilities you control can't cause their controller to search their library.", TextKind::Permanent).contains("can't cause"));
}

#[test]
fn cast_trigger_on_a_spell_that_targets_permanents() {
    use mw_ir::{Relative, Subject, Trigger};
    // Dack Fayden's −6: an emblem with the trigger; "those permanents" are the spell's
    // targets that are permanents, as a group.
    let Ability::Activated(a) = one_permanent("[−6]: You get an emblem with \"Whenever you cast a spell that targets one or more permanents, gain control of those permanents.\"") else { panic!() };
    let [Effect::CreateEmblem { emblem, player: PlayerRef::You }] = a.effect.as_slice() else { panic!("{:?}", a.effect) };
    let [Ability::Triggered(t)] = emblem.abilities.as_slice() else { panic!("{:?}", emblem.abilities) };
    assert!(matches!(t.trigger, Trigger::Cast { caster: mw_ir::Controller::You, only: Some(Relative::Targets(_)), targets_this: false, .. }), "{:?}", t.trigger);
    let [Effect::ForEach { effect, only: Some(Relative::TargetOf(Subject::Triggering)), .. }] = t.effect.as_slice() else { panic!("{:?}", t.effect) };
    assert!(matches!(**effect, Effect::GainControl { .. }), "{effect:?}");
    // The same trigger on a permanent, with another instruction.
    let t = common::triggered("Whenever you cast a spell that targets one or more creatures, tap those creatures.");
    assert!(matches!(t.trigger, Trigger::Cast { only: Some(Relative::Targets(f)), .. } if f.card_type == Some(mw_types::CardType::Creature)), "{:?}", t.trigger);
    assert!(matches!(t.effect.as_slice(), [Effect::ForEach { only: Some(Relative::TargetOf(Subject::Triggering)), .. }]), "{:?}", t.effect);
    // "that spell" stays the spell itself, not its targets.
    let t = common::triggered("Whenever you cast a spell that targets one or more permanents, copy that spell.");
    assert!(!matches!(t.effect.as_slice(), [Effect::ForEach { .. }]), "{:?}", t.effect);
}
