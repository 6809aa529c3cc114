//! Type- and color-changing effects (CR 205.1, 305.7, 613.1d–e): a land becoming a basic
//! land type ("target land becomes an Island until end of turn"), a creature becoming the
//! creature type of its controller's choice, and static abilities saying what their
//! subject is ("enchanted land is a Swamp", "is a Knight in addition to its other types",
//! "is every creature type", "is black").

use mw_cardtext::TextKind;
use mw_ir::{Ability, Affected, Change, Choice, Duration, Effect, StaticEffect};
use mw_types::{Color, ColorSet, CreatureType};

mod common;
use common::{activated, first_miss, one_permanent, permanent};

fn changes(text: &str) -> (Affected, Vec<Change>) {
    match one_permanent(text) {
        Ability::Continuous(StaticEffect { affected, changes, .. }) => (affected, changes),
        a => panic!("{text}: {a:?}"),
    }
}

#[test]
fn a_land_becomes_a_basic_land_type() {
    // Tidal Warrior, Kavu Recluse; Thelonite Monk (indefinitely).
    for (text, color, duration) in [
        ("{T}: Target land becomes an Island until end of turn.", Color::Blue, Duration::EndOfTurn),
        ("{T}: Target land becomes a Forest until end of turn.", Color::Green, Duration::EndOfTurn),
        ("{T}, Sacrifice a green creature: Target land becomes a Forest.", Color::Green, Duration::Indefinite),
    ] {
        let a = activated(text);
        let [Effect::Becomes { becomes, duration: d, .. }] = &a.effect[..] else { panic!("{text}: {:?}", a.effect) };
        assert_eq!((becomes.land_type, *d), (Some(color), duration), "{text}");
        assert!(becomes.types.is_empty() && becomes.creature_types.is_empty() && !becomes.replaces_creature_types, "{text}: {becomes:?}");
    }
}

#[test]
fn the_creature_type_of_your_choice() {
    // Mistform Dreamer: chosen as it resolves, then it becomes that type.
    let a = activated("{1}: Test Card becomes the creature type of your choice until end of turn.");
    let [Effect::Choose(Choice::CreatureType), Effect::Becomes { becomes, duration: Duration::EndOfTurn, .. }] = &a.effect[..] else { panic!("{:?}", a.effect) };
    assert!(becomes.chosen_creature_type && becomes.creature_types.is_empty(), "{becomes:?}");
}

#[test]
fn enchanted_land_is_a_basic_land_type() {
    // Spreading Seas, Contaminated Ground; Conversion's "All Mountains are Plains".
    assert_eq!(changes("Enchanted land is an Island."), (Affected::Enchanted, vec![Change::BasicLandType(Color::Blue)]));
    assert_eq!(changes("Enchanted land is a Swamp."), (Affected::Enchanted, vec![Change::BasicLandType(Color::Black)]));
    let (_, c) = changes("All Mountains are Plains.");
    assert_eq!(c, vec![Change::BasicLandType(Color::White)]);
    // Blood Moon keeps its canonical subject.
    assert_eq!(changes("Nonbasic lands are Mountains."), (Affected::NonbasicLands, vec![Change::BasicLandType(Color::Red)]));
    // "in addition to its other land types" isn't held: a miss, not a replacement.
    first_miss("Each land is a Swamp in addition to its other land types.", TextKind::Permanent);
}

#[test]
fn creature_types_in_addition_or_instead() {
    let knight = CreatureType::from_name("knight").unwrap();
    let treefolk = CreatureType::from_name("treefolk").unwrap();
    // Dub: gets, has, and is a Knight in addition to its other types.
    let (a, c) = changes("Enchanted creature gets +2/+2, has first strike, and is a Knight in addition to its other types.");
    assert_eq!(a, Affected::Enchanted);
    assert_eq!(c[2], Change::CreatureTypes { types: [Some(knight), None, None], all: false, replace: false });
    // Amorphous Axe: every creature type (CR 205.3m).
    let (_, c) = changes("Equipped creature gets +3/+0 and is every creature type.");
    assert_eq!(c[1], Change::CreatureTypes { types: [None; 3], all: true, replace: false });
    // Lignify: a Treefolk (its other creature types gone, CR 205.1a) with a base P/T.
    let (_, c) = changes("Enchanted creature is a Treefolk with base power and toughness 0/4 and loses all abilities.");
    assert_eq!(c, vec![Change::CreatureTypes { types: [Some(treefolk), None, None], all: false, replace: true }, Change::SetPt(0, 4), Change::LoseAllAbilities]);
    // Living Plane: "creatures that are still lands" keep their types (CR 205.1b).
    let (_, c) = changes("All lands are 1/1 creatures that are still lands.");
    assert_eq!(c, vec![Change::AddType(mw_types::CardType::Creature), Change::SetPt(1, 1)]);
    // Silverskin Armor: a card type in addition.
    let (_, c) = changes("Equipped creature gets +1/+1 and is an artifact in addition to its other types.");
    assert_eq!(c[1], Change::AddType(mw_types::CardType::Artifact));
    // Types replacing its types (CR 205.1a) aren't held.
    first_miss("Enchanted permanent is an enchantment.", TextKind::Permanent);
}

#[test]
fn a_static_color() {
    // Possessed Aven: "gets +1/+1, is black, and has …" under threshold.
    let a = permanent("As long as seven or more cards are in your graveyard, Test Card gets +1/+1, is black, and has flying.");
    let [Ability::Continuous(StaticEffect { changes, condition: Some(_), .. })] = &a[..] else { panic!("{a:?}") };
    assert!(changes.contains(&Change::SetColors(ColorSet::single(Color::Black))), "{changes:?}");
}
