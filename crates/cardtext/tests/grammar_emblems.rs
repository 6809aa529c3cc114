//! The grammar front end on emblems (CR 114: "you get an emblem with \"…\"", the quoted
//! abilities lowered as the emblem's), graveyard cards given retrace (CR 702.81a), and
//! phasing by instruction (CR 702.26). Text → IR, several wordings per construct.

use mw_cardtext::TextKind;
use mw_ir::{Ability, Effect, PlayerRef, Subject, Trigger};
use mw_types::CardType;

mod common;
use common::{first_miss, one_permanent, permanent, triggered};

/// The instructions of a permanent's one activated ability.
fn activated(text: &str) -> Vec<Effect> {
    match one_permanent(text) {
        Ability::Activated(a) => a.effect,
        other => panic!("{text}: {other:?}"),
    }
}

fn emblem(text: &str) -> Vec<Ability> {
    match activated(text).as_slice() {
        [Effect::CreateEmblem { emblem, player: PlayerRef::You }] => {
            assert!(emblem.card_types.is_empty() && emblem.mana_cost.symbols.is_empty(), "CR 114.3: no other characteristics");
            emblem.abilities.clone()
        }
        other => panic!("{text}: {other:?}"),
    }
}

#[test]
fn emblem_with_a_triggered_ability() {
    // Kaito Shizuki's −7.
    let a = emblem("[−7]: You get an emblem with \"Whenever a creature you control deals combat damage to a player, search your library for a blue or black creature card, put it onto the battlefield, then shuffle.\"");
    assert!(matches!(a.as_slice(), [Ability::Triggered(t)] if t.trigger == Trigger::CreatureYouControlCombatDamageToPlayer));
    // Vraska's −10 shape: a cast trigger.
    let a = emblem("[−8]: You get an emblem with \"Whenever you cast a spell, draw a card.\"");
    assert!(matches!(a.as_slice(), [Ability::Triggered(t)] if matches!(t.trigger, Trigger::Cast { .. })));
    // A trigger about permanents entering.
    let a = emblem("[−6]: You get an emblem with \"Whenever a creature enters under your control, you gain 1 life.\"");
    assert!(matches!(a.as_slice(), [Ability::Triggered(t)] if matches!(t.trigger, Trigger::Enters(_))));
}

#[test]
fn emblem_with_graveyard_cards_having_retrace() {
    // Wrenn and Six's −7.
    let a = emblem("[−7]: You get an emblem with \"Instant and sorcery cards in your graveyard have retrace.\"");
    let [Ability::GraveyardCardsHave { filter, ability, condition: None }] = a.as_slice() else { panic!("{a:?}") };
    assert_eq!(**ability, Ability::Retrace);
    assert_eq!((filter.card_type, filter.or_type), (Some(CardType::Instant), Some(CardType::Sorcery)));
    // The same static on a permanent, one type.
    let Ability::GraveyardCardsHave { filter, .. } = one_permanent("Sorcery cards in your graveyard have retrace.") else { panic!() };
    assert_eq!(filter.card_type, Some(CardType::Sorcery));
    // Another keyword is refused, never half-read.
    assert!(first_miss("Creature cards in your graveyard have unearth {B}.", TextKind::Permanent).contains("graveyard cards have"));
}

#[test]
fn emblem_abilities_the_command_zone_does_not_run_are_refused() {
    // A static ability over permanents, and a step trigger: refused, not silently idle.
    assert!(first_miss("[−6]: You get an emblem with \"Creatures you control get +2/+2.\"", TextKind::Permanent).contains("emblem"));
    assert!(first_miss("[−7]: You get an emblem with \"At the beginning of your end step, create three 1/1 white Cat creature tokens with lifelink.\"", TextKind::Permanent).contains("emblem"));
}

#[test]
fn phases_out() {
    // Kaito Shizuki: "he" is the planeswalker, under an intervening "if".
    let t = triggered("At the beginning of your end step, if Test Card entered the battlefield this turn, he phases out.");
    assert_eq!(t.effect, vec![Effect::PhaseOut { subject: Subject::This }]);
    assert!(t.condition.is_some());
    // A target.
    let a = permanent("{1}{U}: Target creature phases out.");
    let [Ability::Activated(a)] = a.as_slice() else { panic!("{a:?}") };
    assert_eq!(a.effect, vec![Effect::PhaseOut { subject: Subject::Target(0) }]);
    // "phases in" by instruction is refused.
    assert!(first_miss("{1}: Target creature phases in.", TextKind::Permanent).contains("phase"));
}
