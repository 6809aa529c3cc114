//! Grammar constructs of Tron, Hardened Scales and the hate cards (issue 17), text → IR,
//! each with several cards' wordings (mana spending restrictions: `grammar_spend_only.rs`):
//! "add … instead if you control an A and a B" (CR 608.2c), two
//! subtypes in one phrase (CR 205.3), "exactly N cards in hand".

use mw_cardtext::{compile_with, Front, TextKind};
use mw_ir::{Ability, Compare, Condition, Counted, ManaProduction};
use mw_types::{ManaType, Subtype};

mod common;
use common::{first_miss as miss, grammar};

/// "you control an Urza's Power-Plant and an Urza's Tower".
fn urza_plant_and_tower() -> Condition {
    let f = |s: &str| {
        let mut f = mw_ir::ObjectFilter { controller: mw_ir::Controller::You, ..Default::default() };
        f.props.subtype = Subtype::from_name("urza's");
        f.props.also_subtype = Subtype::from_name(s);
        (Counted::Permanents(f), Compare::AtLeast(1))
    };
    Condition::Both([f("power-plant"), f("tower")])
}

#[test]
fn mana_added_instead_when_two_permanents_are_controlled() {
    // Urza's Mine; Urza's Tower's and Power-Plant's wordings name the other two.
    let mine = grammar("{T}: Add {C}. If you control an Urza's Power-Plant and an Urza's Tower, add {C}{C} instead.", TextKind::Permanent);
    let Ability::Mana(m) = &mine[0] else { panic!("{mine:?}") };
    let ManaProduction::Instead { condition, then, otherwise } = &m.produce else { panic!("{m:?}") };
    assert_eq!(*condition, urza_plant_and_tower());
    assert_eq!(then.as_slice(), &[ManaType::Colorless, ManaType::Colorless]);
    assert_eq!(otherwise.as_slice(), &[ManaType::Colorless]);
    for (text, n) in [
        ("{T}: Add {C}. If you control an Urza's Mine and an Urza's Power-Plant, add {C}{C}{C} instead.", 3),
        ("{T}: Add {C}. If you control an Urza's Mine and an Urza's Tower, add {C}{C} instead.", 2),
        ("{T}: Add {G}. If you control a Forest and an Island, add {G}{G} instead.", 2),
    ] {
        let a = grammar(text, TextKind::Permanent);
        let Ability::Mana(m) = &a[0] else { panic!("{text}: {a:?}") };
        let ManaProduction::Instead { condition: Condition::Both(_), then, .. } = &m.produce else { panic!("{text}: {m:?}") };
        assert_eq!(then.len(), n, "{text}");
    }
    // Three subtypes in one phrase aren't held.
    assert_eq!(
        miss("{T}: Add {C}. If you control an Urza's Power-Plant Tower Mine and an Urza's Tower, add {C}{C} instead.", TextKind::Permanent),
        "filter: three subtypes"
    );
}

#[test]
fn exactly_n_cards_in_hand() {
    // Library of Alexandria; a trigger's intervening "if" and a static's "as long as".
    let lib = grammar("{T}: Draw a card. Activate only if you have exactly seven cards in hand.", TextKind::Permanent);
    let Ability::Activated(a) = &lib[0] else { panic!("{lib:?}") };
    let Some(Condition::Count { of: Counted::Cards { .. }, compare }) = a.condition else { panic!("{a:?}") };
    assert_eq!(compare, Compare::Between(7, 7));
    for text in [
        "At the beginning of your upkeep, if you have exactly one card in hand, draw a card.",
        "As long as you have exactly four cards in hand, ~ gets +2/+2.",
    ] {
        let c = compile_with(text, "Nobody", TextKind::Permanent, Front::Grammar);
        let s = format!("{:?}", c.abilities);
        assert!(s.contains("Between(1, 1)") || s.contains("Between(4, 4)"), "{text}: {s} {:?}", c.grammar);
    }
}

#[test]
fn an_or_followed_by_no_quality_ends_the_object_phrase() {
    // "artifact spells or activate …": the "or" joins two instructions' objects, not two
    // qualities; likewise two trigger events joined by "or" (Norin the Wary, the Staffs of
    // the Magus).
    for text in [
        "When a player casts a spell or a creature attacks, exile ~.",
        "Whenever you cast a white spell or a Plains enters the battlefield under your control, you gain 1 life.",
    ] {
        let a = grammar(text, TextKind::Permanent);
        assert_eq!(a.iter().filter(|x| matches!(x, Ability::Triggered(_))).count(), 2, "{text}: {a:?}");
    }
}

#[test]
fn one_spell_each_turn() {
    // Rule of Law, Deafening Silence, Moderation, "each opponent": the players bound are
    // the spells' controllers (a spell's caster controls it).
    use mw_ir::{Controller, ZoneBan};
    for (text, caster, not_type) in [
        ("Each player can't cast more than one spell each turn.", Controller::Any, None),
        ("Each player can't cast more than one noncreature spell each turn.", Controller::Any, Some(mw_types::CardType::Creature)),
        ("You can't cast more than one spell each turn.", Controller::You, None),
        ("Each opponent can't cast more than one spell each turn.", Controller::NotYou, None),
    ] {
        let a = grammar(text, TextKind::Permanent);
        let [Ability::ZoneBan(ZoneBan::CantCastAnother { filter })] = a.as_slice() else { panic!("{text}: {a:?}") };
        assert_eq!((filter.controller, filter.not_type, filter.card_type), (caster, not_type, None), "{text}");
    }
    // A quality the turn's record of spells can't tell: refused.
    assert!(!miss("Each player can't cast more than one non-Phyrexian spell each turn.", TextKind::Permanent).is_empty());
}
