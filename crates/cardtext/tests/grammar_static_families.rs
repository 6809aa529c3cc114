//! The grammar front end on static-ability families read whole: "can't attack alone",
//! "can't block alone", "can't attack or block alone" (CR 506.5), on the permanent itself
//! and on the creature an Aura enchants. Text → IR, several cards' wordings per construct.

use mw_cardtext::TextKind;
use mw_ir::{Ability, Affected, Change, CombatRule};

mod common;
use common::*;

/// CR 506.5: a permanent's own "alone" restrictions (Bonded Construct, Craven Hulk,
/// Mogg Flunkies), and the enchanted creature's (Sightless Brawler's second ability).
#[test]
fn cant_attack_or_block_alone() {
    let [a] = permanent("Test Card can't attack alone.").try_into().unwrap();
    assert_eq!(a, Ability::Combat(CombatRule::CantAttackAlone));
    let [b] = permanent("Test Card can't block alone.").try_into().unwrap();
    assert_eq!(b, Ability::Combat(CombatRule::CantBlockAlone));
    let v = permanent("Test Card can't attack or block alone.");
    assert_eq!(v, vec![Ability::Combat(CombatRule::CantAttackAlone), Ability::Combat(CombatRule::CantBlockAlone)]);
    let (affected, changes) = continuous("Enchanted creature can't attack alone.");
    assert_eq!((affected, changes), (Affected::Enchanted, vec![Change::Combat(CombatRule::CantAttackAlone)]));
    // "unless" conditions are not read.
    assert!(!misses("Test Card can't attack alone unless it has a +1/+1 counter on it.", TextKind::Permanent).is_empty());
}
