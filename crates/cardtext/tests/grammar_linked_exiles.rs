//! Issue 17: linked exiles (CR 607.2a) that a player's own choice makes: "you may exile a
//! [quality] card from your hand" linked to "one mana of any of the exiled card's
//! colors" (imprint). Text → IR.

use mw_cardtext::TextKind;
use mw_ir::{Ability, Effect, ManaProduction, MoveTo};

mod common;
use common::compiled_named;

#[test]
fn a_card_exiled_from_hand_names_the_mana_colors() {
    let text = "Imprint — When ~ enters, you may exile a nonartifact, nonland card from your hand.\n{T}: Add one mana of any of the exiled card's colors.";
    let out = compiled_named(text, "Mox", TextKind::Permanent);
    assert!(out.diagnostics.is_empty(), "{:?}", out.diagnostics);
    let [Ability::Triggered(t), Ability::Mana(m)] = &out.abilities[..] else { panic!("{:?}", out.abilities) };
    assert!(matches!(&t.effect[..], [Effect::Optional(e), Effect::LinkExiledThisWay] if matches!(**e, Effect::PlayerMoves(p) if p.to == MoveTo::Exile)), "{:?}", t.effect);
    assert_eq!(m.produce, ManaProduction::LinkedExiledColors);
}

/// Without an exile for it to name, "the exiled card's colors" is refused.
#[test]
fn the_exiled_cards_colors_need_an_exile() {
    let out = compiled_named("{T}: Add one mana of any of the exiled card's colors.", "Mox", TextKind::Permanent);
    assert!(!out.diagnostics.is_empty(), "{:?}", out.abilities);
}
