//! Issue 17 (compiler v2, amounts and counts): "search your library for up to X
//! [quality] cards" (X of the spell, or defined by ", where X is …", the sentence going
//! on after the definition, and a following "Put those cards …" sentence folding into the
//! search). Text → IR, several wordings; what stays refused.

use mw_ir::{Amount, Counted, Effect, SearchTo};

mod common;
use common::{spell_effects, spell_misses};

#[test]
fn search_up_to_x_cards_with_a_quality() {
    // The spell's X.
    let e = spell_effects("Search your library for up to X land cards, reveal them, put them into your hand, then shuffle.");
    assert!(matches!(&e[..], [Effect::Search { most: Some(Amount::X), to: SearchTo::Hand, reveal: true, .. }]), "{e:?}");
    // Defined after the object, the instructions going on in the same sentence.
    let e = spell_effects("Search your library for up to X basic land cards, where X is the number of lands you control, put them onto the battlefield tapped, then shuffle.");
    assert!(
        matches!(&e[..], [Effect::Search { most: Some(Amount::Count { of: Counted::Permanents(_), times: 1 }), to: SearchTo::Battlefield { tapped: true }, .. }]),
        "{e:?}"
    );
    // Defined at the end of its sentence; the next sentence puts those cards.
    for text in [
        "Search your library for up to X basic land cards, where X is the greatest power among creatures you control. Put those cards onto the battlefield tapped, then shuffle.",
        "Search your library for up to X basic land cards, where X is your speed. Put those cards onto the battlefield tapped, then shuffle.",
    ] {
        let e = spell_effects(text);
        assert!(matches!(&e[..], [Effect::Search { most: Some(m), to: SearchTo::Battlefield { tapped: true }, .. }] if *m != Amount::X), "{text}: {e:?}");
    }
    let e = spell_effects("Search your library for up to X basic land cards, where X is the number of colors among permanents you control. Reveal those cards, put them into your hand, then shuffle.");
    assert!(matches!(&e[..], [Effect::Search { most: Some(Amount::Count { of: Counted::ColorsAmong(_), .. }), to: SearchTo::Hand, reveal: true, .. }]), "{e:?}");
}

#[test]
fn search_up_to_x_cards_of_any_kind_is_refused() {
    // With no quality stated, the engine's search must find every card it may: "up to X
    // cards" would play as exactly X.
    assert!(!spell_misses("Search your library for up to X cards, put those cards into your hand, then shuffle.").is_empty());
    // "with different names" isn't read.
    assert!(!spell_misses("Search your library for up to X battle cards with different names, put them onto the battlefield, then shuffle.").is_empty());
}

#[test]
fn for_each_basic_land_type_among_lands_you_control() {
    // CR 305.6: domain, counted as the instruction is carried out.
    let e = spell_effects("Target creature gets -1/-1 until end of turn for each basic land type among lands you control.");
    assert!(
        matches!(&e[..], [Effect::Pump { power: -1, toughness: -1, times: Amount::Count { of: Counted::BasicLandTypes, times: 1 }, .. }]),
        "{e:?}"
    );
    let e = spell_effects("You gain 1 life for each basic land type among lands you control.");
    assert!(matches!(&e[..], [Effect::GainLife { amount: Amount::Count { of: Counted::BasicLandTypes, times: 1 }, .. }]), "{e:?}");
    // "2 life for each": twice the count.
    let e = spell_effects("You gain 2 life for each basic land type among lands you control.");
    assert!(matches!(&e[..], [Effect::GainLife { amount: Amount::Count { of: Counted::BasicLandTypes, times: 2 }, .. }]), "{e:?}");
    // Another player's lands: not the domain count the engine keeps.
    assert!(!spell_misses("Target player draws a card for each basic land type among lands they control.").is_empty());
}
