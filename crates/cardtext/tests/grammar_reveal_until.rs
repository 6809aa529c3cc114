//! The grammar on "reveal cards from the top of [a] library until [they] reveal [N]
//! [quality] card(s)" (CR 701.20a) and what follows about the cards revealed: the card
//! found, "the rest" / "all other cards revealed this way", "those cards" (every card
//! revealed when one is to be found), "then shuffle", "you may … If you do, …". Several
//! cards' wordings; and the wordings it must refuse.

use mw_cardtext::syntax::ast::*;
use mw_ir::{Amount, DigRest, Effect, PlayerRef, SearchTo};
use mw_types::CardType;

mod common;
use common::{spell_effects as spell, spell_misses as misses};

fn until(e: &[Effect]) -> (PlayerRef, Amount, Option<SearchTo>, DigRest, &mw_ir::ObjectFilter) {
    match e {
        [Effect::RevealUntil { player, count, filter, found, rest }] => (*player, *count, *found, *rest, filter),
        e => panic!("{e:?}"),
    }
}

#[test]
fn until_is_a_noun_phrase() {
    let lines = mw_cardtext::syntax::parse_face("Reveal cards from the top of your library until you reveal a creature card.", "Nobody");
    let LineKind::Statements(s) = &lines[0].kind else { panic!("{:?}", lines[0].kind) };
    let Stmt::Clause(c) = &s[0].body else { panic!("{:?}", s[0].body) };
    let Some(Np::Until { whose, found, exile: false }) = &c.object else { panic!("{:?}", c.object) };
    assert!(matches!(whose.as_ref(), Np::Player(PlayerNp { who: PlayerWord::You, .. })));
    assert!(matches!(found.as_ref(), Np::Objects(ObjNp { det: Det::A, noun: Noun::Card, .. })));
}

#[test]
fn the_card_found_and_the_rest() {
    // Ancient Stirrings-like tutors: Abundant Harvest, Mitotic Manipulation's kin.
    let e = spell("Reveal cards from the top of your library until you reveal a land card. Put that card into your hand and the rest on the bottom of your library in a random order.");
    let (p, n, found, rest, f) = until(&e);
    assert_eq!((p, n, found, rest), (PlayerRef::You, Amount::Fixed(1), Some(SearchTo::Hand), DigRest::BottomRandom));
    assert_eq!(f.card_type, Some(CardType::Land));
    // Polymorph-like: onto the battlefield, then shuffle.
    let e = spell("Reveal cards from the top of your library until you reveal a creature card. Put that card onto the battlefield, then shuffle the rest into your library.");
    let (_, _, found, rest, _) = until(&e);
    assert_eq!((found, rest), (Some(SearchTo::Battlefield { tapped: false }), DigRest::Shuffle));
    // "all other cards revealed this way into your graveyard".
    let e = spell("Reveal cards from the top of your library until you reveal a creature card. Put that card onto the battlefield and all other cards revealed this way into your graveyard.");
    assert_eq!(until(&e).3, DigRest::Graveyard);
    // Tapped.
    let e = spell("Reveal cards from the top of your library until you reveal a land card. Put that card onto the battlefield tapped and the rest on the bottom of your library in a random order.");
    assert_eq!(until(&e).2, Some(SearchTo::Battlefield { tapped: true }));
}

#[test]
fn several_cards_to_find() {
    let e = spell("Reveal cards from the top of your library until you reveal two land cards. Put those cards into your hand and the rest into your graveyard.");
    let (_, n, found, rest, _) = until(&e);
    assert_eq!((n, found, rest), (Amount::Fixed(2), Some(SearchTo::Hand), DigRest::Graveyard));
}

#[test]
fn another_player_reveals_and_mills() {
    // Mindcrank's kin: "… until they reveal a land card, then puts those cards into their
    // graveyard": every card revealed goes to the graveyard.
    let e = spell("Target player reveals cards from the top of their library until they reveal a land card, then puts those cards into their graveyard.");
    let (p, _, found, rest, _) = until(&e);
    assert_eq!((p, found, rest), (PlayerRef::Target(0), None, DigRest::Graveyard));
}

#[test]
fn may_reveal_if_you_do() {
    let e = spell("You may reveal cards from the top of your library until you reveal a creature card. If you do, put that card onto the battlefield and put all other cards revealed this way into your graveyard.");
    let [Effect::Optional(inner)] = e.as_slice() else { panic!("{e:?}") };
    let (_, _, found, rest, _) = until(std::slice::from_ref(inner.as_ref()));
    assert_eq!((found, rest), (Some(SearchTo::Battlefield { tapped: false }), DigRest::Graveyard));
}

#[test]
fn if_you_do_reveal() {
    // Foster, Gamekeeper, Dreamshaper Shaman: the reveal bound to an optional instruction.
    let e = spell("You may pay {1}. If you do, reveal cards from the top of your library until you reveal a creature card. Put that card into your hand and the rest into your graveyard.");
    let [Effect::MayPay { .. }, Effect::IfYouDo { done: true, effect }] = e.as_slice() else { panic!("{e:?}") };
    let (_, _, found, rest, _) = until(std::slice::from_ref(effect.as_ref()));
    assert_eq!((found, rest), (Some(SearchTo::Hand), DigRest::Graveyard));
}

#[test]
fn refused_wordings() {
    // Another player's card put by you: under whose control is not read.
    assert!(!misses("Target player reveals cards from the top of their library until they reveal a creature card. Put that card onto the battlefield under your control.").is_empty());
    // Nothing said of the rest.
    assert!(!misses("Reveal cards from the top of your library until you reveal a creature card. Put that card into your hand.").is_empty());
    // A later reference to the card found is a miss, never another object.
    assert!(!misses("Reveal cards from the top of your library until you reveal a creature card. Put that card onto the battlefield and the rest into your graveyard. It gains haste until end of turn.").is_empty());
}

#[test]
fn the_revealer_is_that_player() {
    // Transmogrify, Polymorph: "that player puts that card onto the battlefield".
    let e = spell("Exile target creature. That creature's controller reveals cards from the top of their library until they reveal a creature card. That player puts that card onto the battlefield, then shuffles the rest into their library.");
    let (p, _, found, rest, _) = until(&e[1..]);
    assert_eq!((p, found, rest), (PlayerRef::ControllerOfIt(Some(0)), Some(SearchTo::Battlefield { tapped: false }), DigRest::Shuffle));
}
