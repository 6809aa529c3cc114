//! The grammar front end on batch triggers (CR 603.2c): "one or more [creatures] attack"
//! and "one or more [creatures] deal combat damage to a player" trigger once for the
//! batch; "that player" is the player dealt damage, and no single creature is named.

use mw_ir::{Controller, Trigger};
use mw_types::{CardType, CreatureType};

mod common;
use common::{refused_permanent as refused, triggered_named as triggered};

#[test]
fn combat_damage_batches_to_a_player() {
    // Professional Face-Breaker, Bitterblossom-era Faeries (Spellstutter's kin), Grim Hireling.
    for (text, name) in [
        ("Whenever one or more creatures you control deal combat damage to a player, create a Treasure token.", "Professional Face-Breaker"),
        ("Whenever one or more creatures you control deal combat damage to a player, create two Treasure tokens.", "Grim Hireling"),
        ("Whenever one or more Faeries you control deal combat damage to a player, draw a card.", "Faerie Seer"),
    ] {
        let t = triggered(text, name);
        let Trigger::CombatDamageBatch { filter, to } = &t.trigger else { panic!("{text}: {:?}", t.trigger) };
        assert_eq!((*to, filter.controller), (Controller::Any, Controller::You), "{text}");
        assert_eq!(filter.card_type, Some(CardType::Creature), "{text}: {filter:?}");
    }
    let t = triggered("Whenever one or more Faeries you control deal combat damage to a player, draw a card.", "Faerie Seer");
    let Trigger::CombatDamageBatch { filter, .. } = &t.trigger else { panic!() };
    assert_eq!(filter.props.creature_type, CreatureType::from_name("Faerie"), "{filter:?}");
    // "you" and "an opponent" as the player dealt damage.
    let t = triggered("Whenever one or more creatures deal combat damage to you, you gain 1 life.", "Test Card");
    assert!(matches!(&t.trigger, Trigger::CombatDamageBatch { to: Controller::You, filter } if filter.controller == Controller::Any));
    let t = triggered("Whenever one or more creatures you control deal combat damage to an opponent, draw a card.", "Test Card");
    assert!(matches!(&t.trigger, Trigger::CombatDamageBatch { to: Controller::NotYou, .. }));
}

#[test]
fn combat_damage_batch_gives_that_player_not_a_creature() {
    // "that player" is the player dealt damage.
    let t = triggered("Whenever one or more creatures you control deal combat damage to a player, that player discards a card.", "Test Card");
    assert!(matches!(t.trigger, Trigger::CombatDamageBatch { .. }));
    // No single creature is named by the batch.
    refused("Whenever one or more creatures you control deal combat damage to a player, untap them.");
    refused("Whenever one or more creatures you control deal combat damage to a player, put a +1/+1 counter on each of those creatures.");
    refused("Whenever one or more creatures you control attack, they gain indestructible until end of turn.");
    // Damage to a creature or any recipient is not a player batch.
    let why = refused("Whenever one or more creatures you control deal combat damage to a creature, draw a card.");
    assert!(why.contains("batch"), "{why}");
}

#[test]
fn attack_batches() {
    for text in [
        "Whenever one or more creatures you control attack, create a 1/1 white Soldier creature token.",
        "Whenever one or more Goblins you control attack, you gain 1 life.",
        "Whenever one or more creatures you control with flying attack, draw a card.",
    ] {
        let t = triggered(text, "Test Card");
        assert!(matches!(&t.trigger, Trigger::AttackBatch { to: Controller::Any, filter, .. } if filter.controller == Controller::You), "{text}: {:?}", t.trigger);
    }
    // "attack you": only attackers attacking the ability's controller.
    let t = triggered("Whenever one or more creatures attack you, you gain 1 life.", "Test Card");
    assert!(matches!(&t.trigger, Trigger::AttackBatch { to: Controller::You, filter, .. } if filter.controller == Controller::Any));
    // "a player", "one of your opponents or a planeswalker they control": not yet.
    refused("Whenever one or more Merfolk you control attack a player, draw a card.");
    refused("Whenever one or more creatures an opponent controls attack you and aren't blocked, you gain 1 life.");
}

#[test]
fn single_attackers_still_refuse_other_defenders() {
    // "attacks you" is `Trigger::AttacksYou` (grammar_trigger_events); another player attacked is refused.
    refused("Whenever a creature attacks one of your opponents, you gain 1 life.");
}

#[test]
fn discard_one_or_more_cards_is_one_batch() {
    // Marauding Mako, Doctor Doom, Mishra: once for the discard, "that many" its number.
    let t = triggered("Whenever you discard one or more cards, put that many +1/+1 counters on Marauding Mako.", "Marauding Mako");
    assert_eq!(t.trigger, Trigger::DiscardBatch { who: Controller::You, filter: mw_ir::ObjectFilter::default() });
    assert!(matches!(t.effect.as_slice(), [mw_ir::Effect::PutCounters { amount: mw_ir::Amount::TriggerAmount, .. }]), "{:?}", t.effect);
    let t = triggered("Whenever you discard one or more land cards, each opponent loses 2 life.", "Doctor Doom");
    let Trigger::DiscardBatch { filter, .. } = t.trigger else { panic!("{:?}", t.trigger) };
    assert_eq!(filter.card_type, Some(CardType::Land));
    // The batch names no single card: "them" and "this way" have no antecedent here.
    refused("Whenever you discard one or more cards, exile them from your graveyard.");
}
