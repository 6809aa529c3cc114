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
