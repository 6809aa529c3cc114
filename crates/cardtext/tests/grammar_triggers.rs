//! The grammar front end on trigger conditions (CR 603): step triggers and whose step
//! it is, the Nth spell of a turn, a card put into a graveyard from a zone, and "that
//! player"/"they" as the event's player. Text → IR, several wordings per construct.

use mw_cardtext::{compile_with, Front, TextKind};
use mw_ir::{Amount, CardZone, Controller, Effect, PlayerRef, Trigger};

mod common;
use common::{refused_permanent as refused, triggered};

#[test]
fn beginning_of_combat_names_whose_turn_after_the_step() {
    for text in [
        "At the beginning of combat on your turn, target creature you control gets +1/+1 until end of turn.",
        "At the beginning of combat on your turn, put a +1/+1 counter on target creature you control.",
    ] {
        assert_eq!(triggered(text).trigger, Trigger::YourCombat, "{text}");
    }
    assert_eq!(triggered("At the beginning of each combat, you gain 1 life.").trigger, Trigger::EachCombat);
    assert_eq!(triggered("At the beginning of combat on each player's turn, you gain 1 life.").trigger, Trigger::EachCombat);
}

#[test]
fn upkeep_of_another_player_gives_that_player() {
    // Whose upkeep after the step (Apathy's wording) or before it.
    for text in [
        "At the beginning of the upkeep of enchanted creature's controller, that player loses 1 life.",
        "At the beginning of enchanted creature's controller's upkeep, that player loses 1 life.",
    ] {
        let t = triggered(text);
        assert_eq!(t.trigger, Trigger::AttachedControllerUpkeep, "{text}");
        assert_eq!(t.effect, vec![Effect::LoseLife { player: PlayerRef::ThatPlayer, amount: Amount::Fixed(1) }], "{text}");
    }
    let t = triggered("At the beginning of each player's upkeep, that player draws a card.");
    assert_eq!(t.trigger, Trigger::EachUpkeep);
    assert_eq!(t.effect, vec![Effect::Draw { player: PlayerRef::ThatPlayer, amount: Amount::Fixed(1) }]);
    let t = triggered("At the beginning of each opponent's upkeep, that player loses 1 life.");
    assert_eq!(t.trigger, Trigger::EachOpponentUpkeep);
    // Your own step has no other player to name.
    assert!(refused("At the beginning of your upkeep, that player loses 1 life.").contains("that player"));
}

#[test]
fn nth_spell_each_turn() {
    let cast = |text: &str| match triggered(text).trigger {
        Trigger::Cast { caster, nth, targets_this: false, .. } => (caster, nth),
        other => panic!("{text}: {other:?}"),
    };
    assert_eq!(cast("Whenever a player casts their second spell each turn, draw a card."), (Controller::Any, 2));
    assert_eq!(cast("Whenever you cast your first spell each turn, draw a card."), (Controller::You, 1));
    assert_eq!(cast("Whenever an opponent casts their second spell each turn, you gain 2 life."), (Controller::NotYou, 2));
    assert_eq!(cast("Whenever you cast your third spell each turn, draw a card."), (Controller::You, 3));
    // Without an ordinal, any spell.
    assert_eq!(cast("Whenever you cast a spell, you gain 1 life."), (Controller::You, 0));
    // The first of a kind is known from the turn's record of card types cast; a second
    // of a kind needs a count the engine doesn't keep: refused.
    assert_eq!(cast("Whenever an opponent casts their first noncreature spell each turn, draw a card."), (Controller::NotYou, 1));
    assert!(refused("Whenever an opponent casts their second noncreature spell each turn, draw a card.").contains("nth spell of a kind"));
    assert_eq!(triggered("Whenever you draw your second card each turn, you gain 1 life.").trigger, Trigger::YouDrawSecond);
}

#[test]
fn put_into_a_graveyard_from_a_zone() {
    for (text, from) in [
        ("When Test Card is put into your graveyard from your library, you gain 2 life.", Some(CardZone::Library)),
        ("When Test Card is put into a graveyard from anywhere, you gain 2 life.", None),
        ("When this card is put into your graveyard from anywhere, you gain 2 life.", None),
    ] {
        assert_eq!(triggered(text).trigger, Trigger::SelfPutIntoGraveyard { from }, "{text}");
    }
    assert_eq!(triggered("When Test Card is put into a graveyard from the battlefield, you gain 2 life.").trigger, Trigger::SelfToGraveyardFromBattlefield);
    // Another player's graveyard, or no zone it came from: refused.
    refused("When Test Card is put into an opponent's graveyard from anywhere, you gain 2 life.");
    refused("When Test Card is put into a graveyard, you gain 2 life.");
    // Objects into your graveyard: owned by you (CR 404.2), not controlled.
    match triggered("Whenever a creature is put into your graveyard from the battlefield, you gain 1 life.").trigger {
        Trigger::ToGraveyardFromBattlefield(f) => assert_eq!(f.controller, Controller::Player { player: PlayerRef::You, owner: true }),
        other => panic!("{other:?}"),
    }
    assert!(refused("Whenever a creature you control is put into your graveyard from the battlefield, you gain 1 life.").contains("controlled and owned"));
    // Objects: from the battlefield into any graveyard.
    match triggered("Whenever an artifact is put into a graveyard from the battlefield, you gain 1 life.").trigger {
        Trigger::ToGraveyardFromBattlefield(f) => assert_eq!(f.card_type, Some(mw_types::CardType::Artifact)),
        other => panic!("{other:?}"),
    }
}

#[test]
fn they_is_the_events_player() {
    for text in ["Whenever an opponent draws a card, they lose 2 life.", "Whenever an opponent draws a card, that player loses 2 life."] {
        let t = triggered(text);
        assert_eq!(t.trigger, Trigger::OpponentDraws, "{text}");
        assert_eq!(t.effect, vec![Effect::LoseLife { player: PlayerRef::ThatPlayer, amount: Amount::Fixed(2) }], "{text}");
    }
    // No player to name: refused, not bound to someone else.
    refused("When Test Card enters, they lose 2 life.");
}

#[test]
fn each_players_step_gives_the_active_player() {
    let t = triggered("At the beginning of each player's draw step, that player loses 1 life.");
    assert_eq!(t.trigger, Trigger::EachDrawStep);
    let t = triggered("At the beginning of each end step, that player loses 1 life.");
    assert_eq!((t.trigger, t.effect), (Trigger::EachEndStep, vec![Effect::LoseLife { player: PlayerRef::ThatPlayer, amount: Amount::Fixed(1) }]));
}

#[test]
fn becomes_the_target_of_a_spell() {
    // "that spell's controller": the controller of the spell that targeted it.
    for text in [
        "Whenever Test Card becomes the target of a spell, Test Card deals 2 damage to that spell's controller.",
        "Whenever Test Card becomes the target of a spell, that spell's controller loses 5 life.",
    ] {
        let t = triggered(text);
        assert_eq!(t.trigger, Trigger::SelfBecomesTargetOfSpell, "{text}");
        assert!(format!("{:?}", t.effect).contains("ControllerOfIt(None)"), "{text}: {:?}", t.effect);
    }
    // "it" is the source, not the spell.
    let t = triggered("When Test Card becomes the target of a spell, sacrifice it.");
    assert_eq!(t.trigger, Trigger::SelfBecomesTargetOfSpell);
    assert!(!format!("{:?}", t.effect).contains("Triggering"), "{:?}", t.effect);
}

#[test]
fn put_it_onto_the_battlefield_from_the_graveyard_it_went_to() {
    // Narcomoeba: "it" is the source, now a card in the graveyard.
    let t = triggered("When Test Card is put into your graveyard from your library, you may put it onto the battlefield.");
    assert_eq!(t.effect, vec![Effect::Optional(Box::new(Effect::ReturnSelfFromGraveyard { to_battlefield: true, tapped: false }))]);
    // A permanent's own trigger has no card in a graveyard to put there.
    refused("When Test Card enters, put it onto the battlefield.");
}

#[test]
fn connives_after_the_second_spell() {
    // Ledger Shredder.
    let t = triggered("Whenever a player casts their second spell each turn, Test Card connives.");
    assert!(matches!(t.trigger, Trigger::Cast { caster: Controller::Any, nth: 2, .. }));
    assert_eq!(t.effect, vec![Effect::Connive { subject: mw_ir::Subject::This }]);
    let c = compile_with("{1}{U}, {T}: Target creature you control connives.", "Test Card", TextKind::Permanent, Front::Grammar);
    assert!(c.is_supported(), "{:?}", c.grammar);
}

#[test]
fn playing_a_land_is_a_trigger_event() {
    // CR 305.1: the special action of playing a land, by whom, and "another land".
    let t = triggered("When you play another land, sacrifice Test Card.");
    assert_eq!(t.trigger, Trigger::PlaysLand { player: Controller::You, other: true });
    let t = triggered("Whenever you play a land, draw a card.");
    assert_eq!(t.trigger, Trigger::PlaysLand { player: Controller::You, other: false });
    let t = triggered("Whenever an opponent plays a land, put a +1/+1 counter on Test Card.");
    assert_eq!(t.trigger, Trigger::PlaysLand { player: Controller::NotYou, other: false });
    let t = triggered("Whenever a player plays a land, that player draws a card.");
    assert_eq!(t.trigger, Trigger::PlaysLand { player: Controller::Any, other: false });
    assert_eq!(t.effect, vec![Effect::Draw { player: PlayerRef::ThatPlayer, amount: Amount::Fixed(1) }]);
    // "or cast a spell": two events, two triggers.
    let abilities = common::permanent("Whenever you play a land or cast a spell, draw a card.");
    assert_eq!(abilities.len(), 2, "{abilities:?}");
    // Where the land was played from isn't known to the engine: refused, not widened.
    assert!(!refused("Whenever you play a land from exile, you gain 2 life.").is_empty());
    // A land put onto the battlefield is no land played; nor is any other object played.
    assert!(!refused("Whenever you play a creature, draw a card.").is_empty());
}

#[test]
fn lands_from_a_zone_are_refused() {
    // CR 305.1: the zone a land is played from isn't checked by the trigger: refused
    // rather than triggering on every land (spells cast from a zone: grammar_cast_zones).
    for text in ["Whenever you play a land from exile or cast a spell from exile, you gain 2 life."] {
        assert!(!refused(text).is_empty(), "{text}");
    }
}

#[test]
fn a_permanent_entering_tapped_under_your_control() {
    // Amulet of Vigor: "enters tapped" is a quality of the permanent as it entered.
    let t = triggered("Whenever a permanent enters the battlefield tapped and under your control, untap it.");
    let Trigger::Enters(f) = &t.trigger else { panic!("{:?}", t.trigger) };
    assert_eq!((f.props.tapped, f.controller), (Some(true), Controller::You));
    // Without "tapped": any permanent of yours.
    let t = triggered("Whenever a permanent enters the battlefield under your control, untap it.");
    let Trigger::Enters(f) = &t.trigger else { panic!("{:?}", t.trigger) };
    assert_eq!(f.props.tapped, None);
}
