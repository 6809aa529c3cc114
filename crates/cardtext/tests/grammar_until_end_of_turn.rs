//! The grammar front end on "Until end of turn, …" instructions (CR 611.2a, 514.2) and
//! the changes they wrap: quoted abilities a spell gives (`Ability::Granted` after the
//! spell ability, CR 613.1f), keywords beside a quoted ability, "has base power and
//! toughness 4/4" (CR 613.4b), "gain all creature types" (CR 205.3m), and "becomes a
//! blue Serpent" / "becomes a Dragon" (creature types without a card type, CR 205.1a).
//! Text → IR through the grammar alone, several cards' wordings each.

use mw_ir::{Ability, Amount, Duration, Effect, Subject, Trigger};
use mw_types::{Color, ColorSet, CreatureType};

mod common;
use common::{grammar, permanent, spell_effects, spell_misses};
use mw_cardtext::TextKind;

/// A permanent's one activated ability.
fn activated(text: &str) -> mw_ir::ability::ActivatedAbility {
    match permanent(text).as_slice() {
        [Ability::Activated(a)] => a.clone(),
        v => panic!("{text}: {v:?}"),
    }
}

fn becomes(e: &Effect) -> (&mw_ir::Becomes, Subject, Duration) {
    match e {
        Effect::Becomes { subject, becomes, duration } => (becomes, *subject, *duration),
        Effect::ForEach { effect, .. } => becomes(effect),
        e => panic!("not a becomes: {e:?}"),
    }
}

#[test]
fn a_spell_gives_a_quoted_ability_after_its_spell_ability() {
    // Verdant Rebirth, Resuscitate, Demonic Gifts, Banishing Knack.
    for (text, pumps) in [
        ("Until end of turn, target creature gains \"When this creature dies, return it to its owner's hand.\"\nDraw a card.", false),
        ("Until end of turn, creatures you control gain \"{1}: Regenerate this creature.\"", false),
        ("Until end of turn, target creature gets +2/+0 and gains \"When this creature dies, return it to the battlefield under its owner's control.\"", true),
        ("Until end of turn, target creature gains \"{T}: Return target nonland permanent to its owner's hand.\"", false),
    ] {
        let abilities = grammar(text, TextKind::Spell);
        let [Ability::Spell(s), Ability::Granted(g)] = abilities.as_slice() else { panic!("{text}: {abilities:?}") };
        let gain = s.effect.iter().find(|e| matches!(e, Effect::GainAbility { .. } | Effect::ForEach { .. })).unwrap_or_else(|| panic!("{text}"));
        let inner = match gain {
            Effect::ForEach { effect, .. } => &**effect,
            e => e,
        };
        assert!(matches!(inner, Effect::GainAbility { offset: 1, duration: Duration::EndOfTurn, .. }), "{text}: {inner:?}");
        assert_eq!(s.effect.iter().any(|e| matches!(e, Effect::Pump { .. })), pumps, "{text}");
        // The given ability's "this creature" is the creature that has it.
        match &**g {
            Ability::Triggered(t) => assert_eq!(t.trigger, Trigger::SelfDies, "{text}"),
            Ability::Activated(_) => {}
            a => panic!("{text}: {a:?}"),
        }
    }
}

#[test]
fn two_lines_giving_abilities_count_from_the_one_spell_ability() {
    let text = "Until end of turn, target creature gains \"{1}: Regenerate this creature.\"\nUntil end of turn, target creature gains \"When this creature dies, draw a card.\"";
    let abilities = grammar(text, TextKind::Spell);
    let [Ability::Spell(s), Ability::Granted(a), Ability::Granted(b)] = abilities.as_slice() else { panic!("{abilities:?}") };
    let offsets: Vec<u8> = s.effect.iter().filter_map(|e| if let Effect::GainAbility { offset, .. } = e { Some(*offset) } else { None }).collect();
    assert_eq!(offsets, [1, 2]);
    assert!(matches!(**a, Ability::Activated(_)));
    assert!(matches!(**b, Ability::Triggered(_)));
}

#[test]
fn keywords_beside_a_quoted_ability_share_one_target() {
    // Resuscitate's cousin (Wild Growth's wording aside): "gains trample and \"{G}: …\"".
    let e = spell_effects("Until end of turn, target creature gains trample and \"{G}: Regenerate this creature.\"");
    assert_eq!(e.len(), 2, "{e:?}");
    assert!(matches!(&e[0], Effect::GainKeywords { subject: Subject::Target(0), duration: Duration::EndOfTurn, .. }), "{e:?}");
    assert!(matches!(&e[1], Effect::GainAbility { subject: Subject::Target(0), offset: 1, duration: Duration::EndOfTurn }), "{e:?}");
}

#[test]
fn base_power_and_toughness_until_end_of_turn() {
    // Creeperhulk, Taranika (fronted), the postfix wording.
    for text in [
        "{1}{G}: Until end of turn, target creature you control has base power and toughness 5/5 and gains trample.",
        "{T}: Target creature has base power and toughness 5/5 until end of turn.",
    ] {
        let a = activated(text);
        let (b, subject, d) = becomes(&a.effect[0]);
        assert_eq!(subject, Subject::Target(0), "{text}");
        assert_eq!(d, Duration::EndOfTurn, "{text}");
        assert_eq!(b.pt, Some((Amount::Fixed(5), Amount::Fixed(5))), "{text}");
        assert!(b.types.is_empty() && b.creature_types.is_empty() && !b.replaces_creature_types && b.colors.is_none(), "{text}");
    }
    // Mirror Entity: X/X and all creature types for each creature you control.
    let a = activated("{X}: Until end of turn, creatures you control have base power and toughness X/X and gain all creature types.");
    assert_eq!(a.effect.len(), 2);
    assert_eq!(becomes(&a.effect[0]).0.pt, Some((Amount::X, Amount::X)));
    assert!(becomes(&a.effect[1]).0.all_creature_types);
    assert_eq!(becomes(&a.effect[1]).2, Duration::EndOfTurn);
}

#[test]
fn becomes_creature_types_without_a_card_type() {
    // "becomes a blue Serpent with base power and toughness 6/6": its creature types and
    // colors replaced (CR 205.1a, 105.3).
    let e = spell_effects("Until end of turn, target creature becomes a blue Serpent with base power and toughness 6/6.");
    let (b, _, d) = becomes(&e[0]);
    assert_eq!(d, Duration::EndOfTurn);
    assert_eq!(b.pt, Some((Amount::Fixed(6), Amount::Fixed(6))));
    assert_eq!(b.creature_types, [CreatureType::from_name("serpent").unwrap()]);
    assert!(b.replaces_creature_types);
    assert_eq!(b.colors, Some(ColorSet::from_iter([Color::Blue])));
    assert!(b.types.is_empty());
    // "becomes a Dragon …, gets +1/+1, and gains flying": three parts.
    let a = activated("{2}: Until end of turn, this creature becomes a Dragon, gets +1/+1, and gains flying and trample.");
    assert_eq!(a.effect.len(), 3, "{:?}", a.effect);
    assert!(becomes(&a.effect[0]).0.replaces_creature_types);
    // "in addition to its other types": kept.
    let e = spell_effects("Until end of turn, target creature becomes a Pirate in addition to its other types and gains haste.");
    assert!(!becomes(&e[0]).0.replaces_creature_types);
}

#[test]
fn refused_wordings() {
    // A land type isn't a creature type: "becomes a Swamp" is a basic land type (CR
    // 305.7), for the duration in front.
    let e = spell_effects("Until end of turn, target land becomes a Swamp.");
    let (b, _, d) = becomes(&e[0]);
    assert_eq!((b.land_type, b.creature_types.len(), d), (Some(Color::Black), 0, Duration::EndOfTurn));
    // A keyword with a parameter beside a quoted ability is still a miss.
    assert!(!spell_misses("Until end of turn, target creature gains toxic 2 and \"{T}: Draw a card.\"").is_empty());
}

#[test]
fn a_duration_at_the_end_covers_losing_and_becoming() {
    // Wishful Merfolk: "loses defender and becomes a Human until end of turn".
    let a = activated("{1}{U}: This creature loses defender and becomes a Human until end of turn.");
    assert!(matches!(&a.effect[0], Effect::LoseKeywords { duration: Duration::EndOfTurn, .. }), "{:?}", a.effect);
    assert_eq!(becomes(&a.effect[1]).2, Duration::EndOfTurn);
    // Life lost beside a change keeps no duration: "loses 2 life and gets +1/+1 until end
    // of turn" is life loss then a pump.
    let a = activated("{B}: This creature gets +1/+1 until end of turn and you lose 1 life.");
    assert!(a.effect.iter().any(|e| matches!(e, Effect::LoseLife { .. })), "{:?}", a.effect);
}
