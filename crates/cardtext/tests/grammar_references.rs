//! The grammar front end on references to the objects of earlier events (CR 608.2c,
//! 608.2h): "that card" after a trigger whose creature died names the card it became in
//! the graveyard (CR 400.7), the same object "it" names there. Text → IR through the
//! grammar alone, several cards' wordings each.

mod common;

use common::*;
use mw_cardtext::TextKind;
use mw_ir::{Effect, Subject, Trigger};

/// The instructions' debug text names the triggering object and never the source.
fn about_the_dead_card(effects: &[Effect]) {
    let text = format!("{effects:?}");
    assert!(text.contains("Triggering"), "{text}");
    assert!(!text.contains("This"), "{text}");
}

#[test]
fn that_card_after_a_creature_you_control_dies() {
    // Ares, God of War's and Liesa's wordings.
    let t = triggered("Whenever an attacking creature you control dies, return that card to its owner's hand.");
    assert!(matches!(t.trigger, Trigger::Dies(_)), "{:?}", t.trigger);
    about_the_dead_card(&t.effect);
    let t = triggered("Whenever a creature an opponent controls dies, you may return that card to the battlefield under your control.");
    about_the_dead_card(&t.effect);
}

#[test]
fn that_card_after_the_enchanted_creature_dies() {
    // Demonic Vigor, Squee's Embrace: "that card" is the creature the Aura was on.
    let t = triggered("When enchanted creature dies, return that card to its owner's hand.");
    assert_eq!(t.trigger, Trigger::AttachedDies);
    about_the_dead_card(&t.effect);
    assert!(!format!("{:?}", t.effect).contains(&format!("{:?}", Subject::Attached)), "{:?}", t.effect);
}

#[test]
fn that_card_after_a_search_is_the_card_found_not_the_dead_creature() {
    // The searched card is the nearer antecedent: never the creature that died.
    let c = compiled_named("Whenever a creature you control dies, you may search your library for a basic land card, put that card onto the battlefield tapped, then shuffle.", NAME, TextKind::Permanent);
    if c.is_supported() {
        assert!(!format!("{:?}", c.abilities).contains("Triggering"), "{:?}", c.abilities);
    }
}

#[test]
fn that_card_where_the_creature_didnt_go_to_a_graveyard_is_refused() {
    // An attack leaves the creature on the battlefield: it is no card.
    refused("Whenever a creature you control attacks, return that card to its owner's hand.", TextKind::Permanent);
    // Entering: the permanent is no card either.
    refused("Whenever a creature enters, exile that card.", TextKind::Permanent);
}

/// CR 303.4, 608.2h: "at the beginning of the upkeep of enchanted creature's controller,
/// … that creature": the permanent the Aura (or Equipment) is attached to, never the
/// source; "that player" stays the upkeep's player.
#[test]
fn that_creature_after_the_upkeep_of_enchanted_creatures_controller() {
    for text in [
        "At the beginning of the upkeep of enchanted creature's controller, put a -1/-1 counter on that creature.",
        "At the beginning of the upkeep of enchanted creature's controller, remove a sleep counter from that creature.",
        "At the beginning of the upkeep of equipped creature's controller, put a -1/-1 counter on that creature.",
        "At the beginning of the upkeep of enchanted creature's controller, that player may pay {1}{B}. If the player does, untap that creature.",
        "At the beginning of the upkeep of enchanted permanent's controller, tap that permanent.",
    ] {
        let t = triggered(text);
        assert_eq!(t.trigger, Trigger::AttachedControllerUpkeep, "{text}");
        let debug = format!("{:?}", t.effect);
        assert!(debug.contains("Attached"), "{text}: {debug}");
        assert!(!debug.contains("This"), "{text}: {debug}");
    }
    let t = triggered("At the beginning of the upkeep of enchanted creature's controller, put a -1/-1 counter on that creature.");
    assert_eq!(t.effect, vec![Effect::PutCounters { subject: Subject::Attached, kind: mw_types::CounterKind::MinusOne, amount: mw_ir::Amount::Fixed(1) }]);
}

/// An Aura attached to a player (a Curse, CR 303.4e) has no creature for "that creature".
#[test]
fn enchanted_players_upkeep_names_no_creature() {
    let t = triggered("At the beginning of enchanted player's upkeep, that player loses 1 life.");
    assert_eq!(t.trigger, Trigger::AttachedControllerUpkeep);
    assert!(!refused_permanent("At the beginning of enchanted player's upkeep, tap that creature.").is_empty());
}

/// CR 301.5, 303.4: "destroy all Equipment attached to that creature": the group is the
/// permanents attached to the object named before (the target), checked as it resolves.
#[test]
fn equipment_attached_to_that_creature() {
    for text in [
        "~ deals 5 damage to target creature. Destroy all Equipment attached to that creature.",
        "Destroy target creature. Destroy all Auras attached to that creature.",
    ] {
        let effects = spell_effects(text);
        let Some(Effect::ForEach { only, .. }) = effects.last() else { panic!("{text}: {effects:?}") };
        assert_eq!(*only, Some(mw_ir::Relative::AttachedTo(Subject::Target(0))), "{text}");
    }
    // Attached to something no phrase named before: refused.
    assert!(!spell_misses("Destroy all Equipment attached to that creature.").is_empty());
    // Several targets: "attached to them" is each one's, refused.
    assert!(!spell_misses("Exile any number of target creatures and all Auras attached to them.").is_empty());
}

/// CR 205.3d: "target Equipment" is an artifact, so "that creature" after it still
/// names the creature targeted first.
#[test]
fn that_creature_skips_a_target_equipment() {
    let effects = spell_effects("~ deals 5 damage to target creature. Exile up to one target Equipment attached to that creature. If that creature would die this turn, exile it instead.");
    let text = format!("{effects:?}");
    assert!(text.contains("ExileInstead { subject: Target(0),"), "{text}");
}
