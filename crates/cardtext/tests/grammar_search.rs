//! The grammar front end on searches (CR 701.23): how many cards a search finds, "three
//! cards", "any number of [quality] cards", and what is refused.

use mw_ir::{Effect, SearchTo};

mod common;
use common::{spell_effects as spell, spell_misses as misses};

#[test]
fn a_search_for_a_bare_quantity() {
    // CR 701.23d: "three cards" (Behold the Beyond, Intuition-like wordings).
    let e = spell("Search your library for three cards, put them into your hand, then shuffle.");
    assert!(matches!(e.as_slice(), [Effect::Search { count: 3, to: SearchTo::Hand, .. }]), "{e:?}");
}

#[test]
fn a_search_for_any_number_of_cards_with_a_quality() {
    // CR 701.23b: as many as the searcher wants (Nissa, Worldwaker; Mana Severance).
    let e = spell("Search your library for any number of basic land cards, put them onto the battlefield, then shuffle.");
    assert!(matches!(e.as_slice(), [Effect::Search { count: u8::MAX, to: SearchTo::Battlefield { tapped: false }, .. }]), "{e:?}");
    let e = spell("Search your library for any number of land cards, exile them, then shuffle.");
    assert!(matches!(e.as_slice(), [Effect::Search { count: u8::MAX, to: SearchTo::Exile, .. }]), "{e:?}");
    // No quality stated: refused (the search would have to find every card).
    assert!(!misses("Search your library for any number of cards, put them into your hand, then shuffle.").is_empty());
}

#[test]
fn each_player_reveals_the_top_card_of_their_library() {
    // Parley (Pir's Whim's family: Selvala's Charge, Coveted Peacock …): counted among the
    // revealed top cards (CR 701.20a).
    let e = spell("Each player reveals the top card of their library. For each nonland card revealed this way, you create a 3/3 green Elephant creature token. Then each player draws a card.");
    assert!(matches!(e.first(), Some(Effect::LookAtTop { reveal: true, player: mw_ir::PlayerRef::EachPlayer })), "{e:?}");
    let s = format!("{e:?}");
    assert!(s.contains("TopCards { player: EachPlayer"), "{s}");
    assert!(matches!(e.last(), Some(Effect::Draw { .. })), "{e:?}");
    // "revealed this way" with no such reveal before: not the top cards.
    assert!(!misses("For each nonland card revealed this way, you create a 3/3 green Elephant creature token.").is_empty());
    // The revealed cards named as "it": each player's own card, refused.
    let t = "Each player reveals the top card of their library, then puts it into their hand.";
    assert!(!misses(t).is_empty(), "{:?}", spell(t));
}

#[test]
fn a_search_of_library_and_or_graveyard() {
    // CR 701.23: "your library and/or graveyard" (Delivery Moogle, Finale of Devastation,
    // Runeforge Champion): one search of either zone or both; "if you search your
    // library this way, shuffle" is its own shuffle.
    let t = common::triggered("When ~ enters, you may search your library and/or graveyard for an artifact card with mana value 2 or less, reveal it, and put it into your hand. If you search your library this way, shuffle.");
    let [Effect::Optional(e)] = t.effect.as_slice() else { panic!("{:?}", t.effect) };
    assert!(matches!(**e, Effect::Search { count: 1, to: SearchTo::Hand, reveal: true, graveyard: true, .. }), "{e:?}");
    let e = spell("Search your library and/or graveyard for an artifact card, put it onto the battlefield. If you searched your library this way, shuffle.");
    assert!(matches!(e.as_slice(), [Effect::Search { to: SearchTo::Battlefield { tapped: false }, graveyard: true, .. }]), "{e:?}");
    // A library-only search keeps its plain shuffle.
    let e = spell("Search your library for an artifact card, put it into your hand, then shuffle.");
    assert!(matches!(e.as_slice(), [Effect::Search { graveyard: false, .. }]), "{e:?}");
    // The shuffle condition with no such search before, other destinations, and more
    // than one card are refused.
    assert!(!misses("Search your library for an artifact card, put it into your hand. If you search your library this way, shuffle.").is_empty());
    assert!(!misses("Search your library and/or graveyard for an artifact card, put it on top of your library. If you search your library this way, shuffle.").is_empty());
    assert!(!misses("Search your library and/or graveyard for two artifact cards, put them into your hand. If you search your library this way, shuffle.").is_empty());
}
