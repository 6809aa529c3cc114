//! The grammar front end on static permissions to play cards from a zone other than the
//! hand (CR 601.2a, 305.1): "you may play lands and cast spells from the top of your
//! library", "you may play lands from your graveyard", spells of some kinds only, and
//! "play with the top card of your library revealed" (CR 401.5). Several cards' wordings.

mod common;

use common::*;
use mw_cardtext::TextKind;
use mw_ir::{Ability, PlayFrom, PlayZone, SelfStatic};
use mw_types::CardType;

fn play_from(text: &str) -> PlayFrom {
    match one_permanent(text) {
        Ability::PlayFrom(p) => p,
        a => panic!("{text}: {a:?}"),
    }
}

#[test]
fn lands_and_spells_from_the_top_of_the_library() {
    // Future Sight, Bolas's Citadel's first sentence, Experimental Frenzy.
    let p = play_from("You may play lands and cast spells from the top of your library.");
    assert_eq!(p.zone, PlayZone::LibraryTop);
    assert_eq!(p.lands.len(), 1);
    assert_eq!(p.lands[0].card_type, Some(CardType::Land));
    assert_eq!(p.spells, vec![mw_ir::ObjectFilter::default()]);
    assert!(p.condition.is_none());
    // Courser of Kruphix, Oracle of Mul Daya: lands only.
    let p = play_from("You may play lands from the top of your library.");
    assert_eq!((p.zone, p.lands.len(), p.spells.len()), (PlayZone::LibraryTop, 1, 0));
}

#[test]
fn spells_of_a_kind_from_the_top_of_the_library() {
    // Vizier of the Menagerie, Elven Chorus: creature spells.
    let p = play_from("You may cast creature spells from the top of your library.");
    assert!(p.lands.is_empty());
    assert_eq!(p.spells.len(), 1);
    assert_eq!(p.spells[0].card_type, Some(CardType::Creature));
    // Mystic Forge: either kind will do.
    let p = play_from("You may cast artifact spells and colorless spells from the top of your library.");
    assert_eq!(p.spells.len(), 2);
    assert_eq!(p.spells[0].card_type, Some(CardType::Artifact));
    assert_eq!(p.spells[1].props.colorless, Some(true));
}

#[test]
fn lands_from_the_graveyard() {
    // Crucible of Worlds, Ramunap Excavator, Conduit of Worlds, Ancient Greenwarden.
    let p = play_from("You may play lands from your graveyard.");
    assert_eq!((p.zone, p.lands.len(), p.spells.len()), (PlayZone::Graveyard, 1, 0));
    // Yawgmoth's Agenda's permission.
    let p = play_from("You may play lands and cast spells from your graveyard.");
    assert_eq!((p.zone, p.lands.len(), p.spells.len()), (PlayZone::Graveyard, 1, 1));
}

#[test]
fn the_top_card_played_revealed() {
    let c = mw_cardtext::compile("Play with the top card of your library revealed.", NAME, TextKind::Permanent);
    assert_eq!(c.abilities, vec![Ability::Static(SelfStatic::TopCardRevealed { each_player: false })]);
    let c = mw_cardtext::compile("Players play with the top card of their libraries revealed.", NAME, TextKind::Permanent);
    assert_eq!(c.abilities, vec![Ability::Static(SelfStatic::TopCardRevealed { each_player: true })]);
}

#[test]
fn one_card_a_limit_or_a_cost_rider_is_refused() {
    // Once each turn / a single card: a limit the static doesn't keep.
    refused_permanent("Once each turn, you may cast a creature spell with power 2 or less from the top of your library.");
    refused_permanent("You may cast a creature spell from your graveyard this turn.");
    // Bolas's Citadel: life rather than the mana cost, not compiled: the whole line waits.
    refused_permanent(
        "You may play lands and cast spells from the top of your library. If you cast a spell this way, pay life equal to its mana value rather than pay its mana cost.",
    );
    // Another player's library or graveyard.
    refused_permanent("You may cast spells from the top of an opponent's library.");
}
