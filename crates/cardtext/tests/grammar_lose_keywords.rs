//! The grammar front end on static abilities that take keywords away (CR 613.1f, layer
//! 6): "equipped creature gets +10/+10 and loses flying", "all creatures lose flying and
//! islandwalk", and "creatures your opponents control lose trample and can't have or
//! gain trample" (removed after every other effect of the layer). Keywords whose meaning
//! lies in other abilities (ward, protection, triggered keywords) are refused.
//! Text → IR, several cards' wordings.

use mw_ir::{Ability, Affected, Change, Keyword};

mod common;
use common::*;

fn continuous(a: &Ability) -> &mw_ir::StaticEffect {
    match a {
        Ability::Continuous(e) => e,
        other => panic!("not a continuous effect: {other:?}"),
    }
}

/// Colossus Hammer, Tightening Coils, Gravity Sphere, Mystic Decree.
#[test]
fn loses_keywords() {
    let hammer = permanent("Equipped creature gets +10/+10 and loses flying.");
    let e = continuous(&hammer[0]);
    assert_eq!(e.affected, Affected::Equipped);
    assert_eq!(e.changes, vec![Change::Pt(10, 10), Change::LoseKeyword(Keyword::Flying)]);
    let coils = permanent("Enchanted creature gets -6/-0 and loses flying.");
    assert!(continuous(&coils[0]).changes.contains(&Change::LoseKeyword(Keyword::Flying)));
    let decree = permanent("All creatures lose flying and islandwalk.");
    assert_eq!(continuous(&decree[0]).changes, vec![Change::LoseKeyword(Keyword::Flying), Change::LoseKeyword(Keyword::Islandwalk)]);
}

/// The Archetypes: lost, and kept away whatever gives it later.
#[test]
fn cant_have_or_gain() {
    for (text, k) in [
        ("Creatures your opponents control lose trample and can't have or gain trample.", Keyword::Trample),
        ("Creatures your opponents control lose first strike and can't have or gain first strike.", Keyword::FirstStrike),
    ] {
        let v = permanent(text);
        let e = continuous(&v[0]);
        assert_eq!(e.changes, vec![Change::LoseKeyword(k), Change::CantHaveKeyword(k)], "{text}");
        assert!(matches!(e.affected, Affected::Matching(_)), "{text}");
    }
}

/// Keywords that are more than themselves, and "can't have or gain" another keyword.
#[test]
fn refused() {
    refused_permanent("Equipped creature loses ward.");
    refused_permanent("Creatures your opponents control lose flying and can't have or gain trample.");
}
