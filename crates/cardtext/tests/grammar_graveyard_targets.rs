//! The grammar front end on targets in graveyards (CR 115.1, 404.2): "up to three target
//! cards from a single graveyard" announces each target in any graveyard, every one
//! after the first in the graveyard of the first one's owner.

mod common;
use common::*;
use mw_ir::{PlayerRef, Relative, Subject, TargetKind};

#[test]
fn targets_from_a_single_graveyard_share_the_first_ones_owner() {
    // Decompose, Scarab Feast, Famished Ghoul, Digsite Conservator.
    for (text, n) in [
        ("Exile up to three target cards from a single graveyard.", 3),
        ("Exile up to two target cards from a single graveyard.", 2),
        ("Exile four target cards from a single graveyard. Draw a card.", 4),
    ] {
        let s = spell_ability(text);
        assert_eq!(s.targets.len(), n, "{text}");
        for (k, t) in s.targets.iter().enumerate() {
            assert!(matches!(t.kind, TargetKind::CardInAGraveyard(_)), "{text}: {t:?}");
            let same = Relative::OwnedBy(PlayerRef::OwnerOf(Subject::Target(0)));
            assert_eq!(t.only, (k > 0).then_some(same), "{text}: target {k}");
        }
    }
}

#[test]
fn a_single_graveyard_with_another_relative_quality_is_refused() {
    // Two qualities checked with the spell can't both be held: refused, not half read.
    let m = spell_misses("Exile up to two target cards with mana value X or less from a single graveyard, where X is the number of Zombies you control.");
    assert!(!m.is_empty());
}
