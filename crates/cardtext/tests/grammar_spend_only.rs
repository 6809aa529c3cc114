//! Mana with a spending restriction (CR 106.6), text → IR, several cards' wordings each:
//! spells of a kind (types, subtypes, supertypes, colors, "of the chosen type"), abilities
//! of sources of a kind, both, "can't be spent to cast …", and "…, and that spell can't be
//! countered".

use mw_cardtext::TextKind;
use mw_ir::{Ability, ChosenIs, ObjectFilter, SpendOnly};
use mw_types::CardType;

mod common;
use common::{first_miss, grammar};

fn spend(text: &str) -> SpendOnly {
    let a = grammar(text, TextKind::Permanent);
    match a.iter().find_map(|a| if let Ability::Mana(m) = a { m.spend } else { None }) {
        Some(s) => s,
        None => panic!("{text}: {a:?}"),
    }
}

fn of(t: CardType) -> ObjectFilter {
    ObjectFilter { card_type: Some(t), ..ObjectFilter::default() }
}

#[test]
fn spells_of_a_type() {
    assert_eq!(spend("{T}: Add {C}{C}. Spend this mana only to cast creature spells."), SpendOnly::spells(of(CardType::Creature)));
    assert_eq!(spend("{T}: Add {W}. Spend this mana only to cast a creature spell."), SpendOnly::spells(of(CardType::Creature)));
    assert_eq!(spend("{T}: Add {C}{C}{C}. Spend this mana only to cast artifact spells."), SpendOnly::spells(of(CardType::Artifact)));
    let noncreature = ObjectFilter { not_type: Some(CardType::Creature), ..ObjectFilter::default() };
    assert_eq!(spend("{T}: Add {U} or {R}. Spend this mana only to cast a noncreature spell."), SpendOnly::spells(noncreature));
    let instants = ObjectFilter { or_type: Some(CardType::Sorcery), ..of(CardType::Instant) };
    for text in [
        "{T}: Add {R}. Spend this mana only to cast an instant or sorcery spell.",
        "{T}: Add {R}{R}. Spend this mana only to cast instant and sorcery spells.",
        "{1}, {T}: Add {U}{B}{R}. Spend this mana only to cast instant and/or sorcery spells.",
    ] {
        assert_eq!(spend(text), SpendOnly::spells(instants), "{text}");
    }
}

#[test]
fn spells_with_qualities() {
    // Subtypes, supertypes and colors: what the spell is as it is cast.
    let s = spend("{T}, Pay 1 life: Add {G}. Spend this mana only to cast an Elf creature spell.").spells.unwrap();
    assert_eq!((s.card_type, s.props.creature_type.map(|t| t.name())), (Some(CardType::Creature), Some("Elf")));
    let s = spend("{T}: Add one mana of any color. Spend this mana only to cast a legendary spell.").spells.unwrap();
    assert_eq!(s.props.legendary, Some(true));
    let s = spend("{T}: Add one mana of any color. Spend this mana only to cast a multicolored spell.").spells.unwrap();
    assert!(s.props.multicolored);
    let s = spend("{T}: Add {C}{C}. Spend this mana only to cast colorless spells. Activate only if you control seven or more lands.").spells.unwrap();
    assert_eq!(s.props.colorless, Some(true));
    let s = spend("{T}: Add one mana of any color. Spend this mana only to cast a Lesson or Shrine spell.").spells.unwrap();
    assert!(!s.props.one_of.is_empty());
}

#[test]
fn creature_spells_of_the_chosen_type() {
    // Unclaimed Territory, Pillar of Origins; Secluded Courtyard adds abilities of such
    // creatures (or creature cards), "of the chosen type" said of both.
    let chosen = ObjectFilter { props: mw_ir::Props { chosen: Some(ChosenIs::Type), ..Default::default() }, ..of(CardType::Creature) };
    assert_eq!(spend("{T}: Add one mana of any color. Spend this mana only to cast a creature spell of the chosen type."), SpendOnly::spells(chosen));
    let s = spend("{T}: Add one mana of any color. Spend this mana only to cast a creature spell of the chosen type or activate an ability of a creature or creature card of the chosen type.");
    assert_eq!(s.spells, Some(chosen));
    let a = s.abilities.unwrap();
    assert_eq!((a.card_type, a.props.chosen), (Some(CardType::Creature), Some(ChosenIs::Type)));
}

#[test]
fn abilities_of_sources() {
    assert_eq!(spend("{T}: Add {C}{C}. Spend this mana only to activate abilities."), SpendOnly::abilities());
    let s = spend("{T}: Add {C}{C}. Spend this mana only to activate abilities of artifacts.");
    assert_eq!((s.spells, s.abilities), (None, Some(of(CardType::Artifact))));
    let s = spend("{T}: Add {U}{U}. Spend this mana only to activate abilities of artifact sources.");
    assert_eq!(s.abilities, Some(of(CardType::Artifact)));
    // Spells or abilities, in either order, "or to activate".
    for text in [
        "{T}: Add one mana of any color. Spend this mana only to cast artifact spells or activate abilities of artifacts.",
        "{T}: Add {C}. Spend this mana only to cast an artifact spell or activate an ability of an artifact source.",
    ] {
        let s = spend(text);
        assert_eq!((s.spells, s.abilities), (Some(of(CardType::Artifact)), Some(of(CardType::Artifact))), "{text}");
    }
    let s = spend("{T}: Add {C}. Spend this mana only to activate an ability or cast an artifact spell.");
    assert_eq!((s.spells, s.abilities), (Some(of(CardType::Artifact)), Some(ObjectFilter::default())));
    let s = spend("{T}: Add one mana of any color. Spend this mana only to cast a Hero spell or to activate an ability of a Hero source.");
    assert!(s.spells.is_some() && s.abilities.is_some_and(|a| a.props.creature_type.is_some() || a.props.subtype.is_some()));
}

#[test]
fn cant_be_spent_on_and_uncounterable() {
    let nonartifact = ObjectFilter { not_type: Some(CardType::Artifact), ..ObjectFilter::default() };
    for text in ["{T}: Add {C}{C}. This mana can't be spent to cast nonartifact spells.", "{T}: Add {U}. This mana can't be spent to cast a nonartifact spell."] {
        assert_eq!(spend(text), SpendOnly { except: true, ..SpendOnly::spells(nonartifact) }, "{text}");
    }
    // Cavern of Souls, Delighted Halfling.
    let s = spend("{T}: Add one mana of any color. Spend this mana only to cast a creature spell of the chosen type, and that spell can't be countered.");
    assert!(s.uncounterable && s.spells.is_some_and(|f| f.props.chosen == Some(ChosenIs::Type)));
    let s = spend("{T}: Add one mana of any color. Spend this mana only to cast a legendary spell, and that spell can't be countered.");
    assert!(s.uncounterable && s.spells.is_some_and(|f| f.props.legendary == Some(true)));
}

#[test]
fn refused_restrictions() {
    // Where the spell is cast from, who owns it, or costs with {X}: not a quality the
    // payment checks; refused rather than read without it.
    for text in [
        "{T}: Add two mana of any one color. Spend this mana only to cast spells from your graveyard.",
        "{T}: Add {C}{C}{C}{C}. Spend this mana only on costs that contain {X}.",
        "{T}: Add {G}{G}. Spend this mana only to cast kicked spells.",
    ] {
        assert!(!first_miss(text, TextKind::Permanent).is_empty(), "{text}");
    }
}

#[test]
fn spells_of_either_of_two_kinds() {
    // Chandra's Embercat, Maelstrom of the Spirit Dragon: two spell kinds, each its own filter.
    let s = spend("{T}: Add {R}. Spend this mana only to cast an Elemental spell or a Chandra planeswalker spell.");
    let (a, b) = (s.spells.unwrap(), s.or_spells.unwrap());
    assert_eq!(a.props.creature_type.map(|t| t.name()), Some("Elemental"));
    assert_eq!(b.card_type, Some(CardType::Planeswalker));
    let s = spend("{T}: Add one mana of any color. Spend this mana only to cast a Dragon spell or an Omen spell.");
    assert!(s.spells.is_some() && s.or_spells.is_some() && s.abilities.is_none(), "{s:?}");
    // One kind said of both stays one filter.
    let s = spend("{T}: Add {C}{C}. Spend this mana only to cast artifact spells or activate abilities of artifacts.");
    assert!(s.or_spells.is_none() && s.abilities.is_some());
}
