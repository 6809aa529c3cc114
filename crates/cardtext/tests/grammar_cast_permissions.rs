//! The grammar front end on permissions to cast: "you may cast [spells] as though they
//! had flash" (CR 601.3b, 702.8a) as a static ability, and "[the exiled card's owner |
//! you] may cast that card without paying its mana cost" (CR 118.9, 607.2a) as an
//! instruction. Text → IR through the grammar alone, several cards' wordings each.

mod common;

use common::*;
use mw_cardtext::TextKind;
use mw_ir::{Ability, Effect, PlayerRef, Subject};
use mw_types::CardType;

fn flash_for(text: &str) -> mw_ir::ObjectFilter {
    match one_permanent(text) {
        Ability::CastAsThoughFlash(f) => f,
        a => panic!("{text}: {a:?}"),
    }
}

#[test]
fn spells_of_a_kind_as_though_they_had_flash() {
    // Rattlechains: Spirit spells (creature spells with the type).
    let f = flash_for("You may cast Spirit spells as though they had flash.");
    assert_eq!(f.card_type, Some(CardType::Creature));
    assert!(f.props.creature_type.is_some());
    // Aura spells, Equipment spells: a subtype.
    assert!(flash_for("You may cast Aura spells as though they had flash.").props.subtype.is_some());
    assert!(flash_for("You may cast Equipment spells as though they had flash.").props.subtype.is_some());
    // Vedalken Orrery: every spell.
    assert_eq!(flash_for("You may cast spells as though they had flash."), mw_ir::ObjectFilter::default());
    // Creature spells.
    assert_eq!(flash_for("You may cast creature spells as though they had flash.").card_type, Some(CardType::Creature));
}

#[test]
fn the_exiled_cards_owner_may_cast_it_free() {
    // Spell Queller: the enters trigger's exile is the linked one (CR 607.2a).
    let a = permanent(
        "When Test Card enters the battlefield, exile target spell with mana value 4 or less.\nWhen Test Card leaves the battlefield, the exiled card's owner may cast that card without paying its mana cost.",
    );
    let (Ability::Triggered(enters), Ability::Triggered(leaves)) = (&a[0], &a[1]) else { panic!("{a:?}") };
    assert_eq!(enters.effect, vec![Effect::ExileLinked { subject: Subject::Target(0) }]);
    assert_eq!(
        leaves.effect,
        vec![Effect::ByPlayer { player: PlayerRef::OwnerOf(Subject::LinkedExiled), effect: Box::new(Effect::MayCastFree { subject: Subject::LinkedExiled }) }]
    );
}

#[test]
fn a_cast_the_text_requires_or_with_no_linked_exile_is_refused() {
    // Without "may": a required cast the engine doesn't offer.
    assert!(!misses("When Test Card leaves the battlefield, cast the exiled card without paying its mana cost.", TextKind::Permanent).is_empty());
    // "the exiled card" with no exile to link it to.
    refused_permanent("When Test Card leaves the battlefield, the exiled card's owner may cast that card without paying its mana cost.");
    // Spells "as though they had flash" from somewhere else than a hand: not this permission.
    assert!(!misses("You may cast spells from your graveyard as though they had flash.", TextKind::Permanent).is_empty());
}
