//! The grammar front end on targets and cards chosen together (CR 115.1, 404.2, 107.3):
//! "up to three target cards from a single graveyard" (every target after the first in
//! the first one's owner's graveyard); "choose target creature you control and target
//! creature you don't control", then "the creature you control" and "those creatures";
//! "you may put a creature card with mana value equal to … from your hand onto the
//! battlefield" (the number counted as it resolves).

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

#[test]
fn choosing_two_targets_then_naming_them() {
    // Blizzard Brawl, Joust: "the creature you control" is the first target, "those
    // creatures fight each other" both.
    let e = spell_effects("Choose target creature you control and target creature you don't control. The creature you control gets +2/+1 until end of turn. Then those creatures fight each other.");
    let text = format!("{e:?}");
    assert!(text.contains("Fight { a: Target(0), b: Target(1) }"), "{text}");
    assert!(text.contains("subject: Target(0)"), "{text}");
    let s = spell_ability("Choose target creature you control and target creature you don't control. Then those creatures fight each other.");
    assert_eq!(s.targets.len(), 2);
}

#[test]
fn the_creature_with_no_single_target_is_refused() {
    // Both targets are creatures you control: "the creature you control" names neither.
    assert!(!spell_misses("Choose target creature you control and target creature you control. The creature you control gets +2/+1 until end of turn.").is_empty());
}

#[test]
fn put_a_card_with_a_counted_mana_value_from_hand() {
    // Aether Vial: the mana value is counted as the ability resolves (a Relative).
    let a = activated("{T}: You may put a creature card with mana value equal to the number of charge counters on ~ from your hand onto the battlefield.");
    let [mw_ir::Effect::PutFromHand { filter, tapped: false, only: Some(Relative::ManaValue { .. }) }] = a.effect.as_slice() else { panic!("{:?}", a.effect) };
    assert_eq!(filter.card_type, Some(mw_types::CardType::Creature));
    // Not "you may": a card must be put if able, which the instruction doesn't do.
    assert!(!misses("{T}: Put a creature card from your hand onto the battlefield.", mw_cardtext::TextKind::Permanent).is_empty());
}

#[test]
fn plural_targets_each_get() {
    // Colossal Heroics, Aerial Formation: the distributive "each" after plural targets.
    let e = common::spell_effects("Two target creatures each get +1/+1 until end of turn.");
    assert_eq!(e.len(), 2, "{e:?}");
    assert!(e.iter().all(|x| matches!(x, mw_ir::Effect::Pump { power: 1, toughness: 1, .. })), "{e:?}");
}
