//! Constructs behind Standard and Pioneer staples (issue 17): text → IR, several cards'
//! wordings each, compiled by the grammar front end alone.

use mw_cardtext::{compile_with, Front, TextKind};
use mw_ir::{Ability, EntersReplacement};
use mw_types::{CardType, CreatureType};

mod common;
use common::grammar_named as grammar;

fn reveal_filter(a: &[Ability]) -> mw_ir::ObjectFilter {
    match a {
        [Ability::Enters(EntersReplacement::TappedUnlessReveal(f))] => *f,
        other => panic!("not a reveal-or-tapped ability: {other:?}"),
    }
}

#[test]
fn reveal_a_card_from_your_hand_or_enter_tapped() {
    // Snarls and the Shadows over Innistrad lands: two basic land types, either will do.
    for (name, a, b) in [("Frostboil Snarl", "Island", "Mountain"), ("Choked Estuary", "Island", "Swamp"), ("Game Trail", "Mountain", "Forest")] {
        let text = format!("As {name} enters the battlefield, you may reveal an {a} or {b} card from your hand. If you don't, {name} enters the battlefield tapped.");
        let f = reveal_filter(&grammar(&text, name, TextKind::Permanent));
        assert_eq!(f.props.one_of.land_types.iter().count(), 2, "{name}: {f:?}");
    }
    // Lorwyn's tribal lands: a creature type (the current wording "enters").
    let f = reveal_filter(&grammar(
        "As Gilt-Leaf Palace enters, you may reveal an Elf card from your hand. If you don't, Gilt-Leaf Palace enters tapped.",
        "Gilt-Leaf Palace",
        TextKind::Permanent,
    ));
    assert_eq!(f.props.creature_type, CreatureType::from_name("elf"));
    assert_eq!(f.card_type, None::<CardType>);
    // A line with something else after "if you don't" is not this ability.
    let c = compile_with(
        "As Dragon's Disciple enters the battlefield, you may reveal a Dragon card from your hand. If you do or if you control a Dragon, Dragon's Disciple enters the battlefield with a +1/+1 counter on it.",
        "Dragon's Disciple",
        TextKind::Permanent,
        Front::Grammar,
    );
    assert!(!c.abilities.iter().any(|a| matches!(a, Ability::Enters(EntersReplacement::TappedUnlessReveal(_)))), "{:?}", c.abilities);
}

/// The instructions of the first triggered ability ("enters or attacks" is two).
fn triggered_effects(text: &str, name: &str) -> Vec<mw_ir::Effect> {
    match grammar(text, name, TextKind::Permanent).first() {
        Some(Ability::Triggered(t)) => t.effect.clone(),
        other => panic!("{name}: not a triggered ability: {other:?}"),
    }
}

#[test]
fn a_quality_of_the_card_exiled_this_way() {
    use mw_ir::{Condition, Effect, Subject};
    // Corpse Appraiser: "a card is put into exile this way"; Graveyard Trespasser: "a
    // creature card was exiled this way"; Raven Eagle's "is exiled".
    for (name, text, creature) in [
        (
            "Corpse Appraiser",
            "When Corpse Appraiser enters the battlefield, exile up to one target creature card from a graveyard. If a card is put into exile this way, look at the top three cards of your library, then put one of those cards into your hand and the rest into your graveyard.",
            false,
        ),
        (
            "Graveyard Trespasser",
            "Whenever Graveyard Trespasser enters the battlefield or attacks, exile up to one target card from a graveyard. If a creature card was exiled this way, each opponent loses 1 life and you gain 1 life.",
            true,
        ),
        (
            "Raven Eagle",
            "Whenever this creature enters or attacks, exile up to one target card from a graveyard. If a creature card is exiled this way, create a Clue token.",
            true,
        ),
    ] {
        let e = triggered_effects(text, name);
        assert!(matches!(e[0], Effect::Exile { subject: Subject::Target(0) }), "{name}: {e:?}");
        assert!(e.len() >= 2, "{name}: {e:?}");
        for x in &e[1..] {
            let Effect::If { condition: Condition::ObjectIs { subject: Subject::Target(0), filter }, otherwise: None, .. } = x else {
                panic!("{name}: not under the condition: {x:?}")
            };
            assert_eq!(filter.card_type == Some(CardType::Creature), creature, "{name}: {filter:?}");
        }
    }
    // After an instruction that isn't an exile, "this way" names nothing: a miss.
    let c = compile_with(
        "When Foo enters the battlefield, destroy target creature. If a creature card was exiled this way, you gain 2 life.",
        "Foo",
        TextKind::Permanent,
        Front::Grammar,
    );
    assert!(!c.is_supported(), "{:?}", c.abilities);
}
