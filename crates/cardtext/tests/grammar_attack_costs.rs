//! The grammar front end on costs to attack (CR 508.1d, 508.1h): "creatures can't attack
//! you [or planeswalkers you control] unless their controller pays {2} for each creature
//! they control that's attacking you" (or "… for each of those creatures"), with a fixed
//! generic amount or X counted for the cost's controller; other costs refused.
//! Text → IR, several cards' wordings.

use mw_ir::{Ability, Affected, AttackTax, Count, Restriction, StaticRestriction};

mod common;
use common::*;

fn restriction(a: &Ability) -> StaticRestriction {
    match a {
        Ability::Restriction(r) => *r,
        other => panic!("not a restriction: {other:?}"),
    }
}

/// Ghostly Prison, Propaganda, Windborn Muse; Archon of Absolution and Baird with
/// planeswalkers; Elephant Grass of some creatures only.
#[test]
fn attack_tax() {
    let prison = restriction(&one_permanent("Creatures can't attack you unless their controller pays {2} for each creature they control that's attacking you."));
    assert_eq!(prison, StaticRestriction { affected: Affected::AllCreatures, power: None, restriction: Restriction::AttackTax { planeswalkers: false, each: AttackTax::Generic(2) }, condition: None });
    let archon = restriction(&one_permanent("Creatures can't attack you or planeswalkers you control unless their controller pays {1} for each of those creatures."));
    assert_eq!(archon.restriction, Restriction::AttackTax { planeswalkers: true, each: AttackTax::Generic(1) });
    let grass = restriction(&one_permanent("Nonblack creatures can't attack you unless their controller pays {2} for each creature they control that's attacking you."));
    assert!(matches!(grass.affected, Affected::Matching(f) if f.props.not_colors != Default::default()), "{grass:?}");
    // Collective Restraint: X counted continuously (domain).
    let domain = restriction(&one_permanent(
        "Creatures can't attack you unless their controller pays {X} for each creature they control that's attacking you, where X is the number of basic land types among lands you control.",
    ));
    assert_eq!(domain.restriction, Restriction::AttackTax { planeswalkers: false, each: AttackTax::Counted(Count::BasicLandTypes) });
}

/// Costs other than generic mana, and a cost for each attacker of another group, stay
/// misses.
#[test]
fn attack_tax_refused() {
    // Norn's Annex: Phyrexian mana.
    refused_permanent("Creatures can't attack you or planeswalkers you control unless their controller pays {W/P} for each of those creatures.");
    refused_permanent("Creatures can't attack you unless their controller pays {W} for each creature they control that's attacking you.");
    // "for each creature … attacking you" but the restriction names planeswalkers too.
    refused_permanent("Creatures can't attack you or planeswalkers you control unless their controller pays {1} for each creature they control that's attacking you.");
}
