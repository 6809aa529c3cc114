//! The grammar front end on combat requirements (CR 508.1d, 509.1c): "~ must be blocked
//! if able", "all creatures able to block ~ do so" (Lure), in static abilities and in
//! instructions for the turn; "target creature blocks (attacks) this turn if able"; and
//! "can't block artifact creatures" (a restriction naming creatures by a second type).
//! Text → IR, several cards' wordings per construct.

use mw_cardtext::TextKind;
use mw_ir::{Ability, Affected, Change, CombatRule, Duration, Effect, Restriction, Subject};
use mw_types::CardType;

mod common;
use common::*;

/// CR 509.1c: a permanent's own requirement (Gaea's Protector, Breaker of Armies), and
/// the enchanted creature's (Lure, Indrik Umbra's second part).
#[test]
fn static_block_requirements() {
    assert_eq!(one_permanent("Test Card must be blocked if able."), Ability::Combat(CombatRule::MustBeBlocked));
    assert_eq!(one_permanent("All creatures able to block Test Card do so."), Ability::Combat(CombatRule::AllAbleMustBlock));
    let Ability::Continuous(e) = one_permanent("All creatures able to block enchanted creature do so.") else { panic!() };
    assert_eq!((e.affected, e.changes.as_slice()), (Affected::Enchanted, &[Change::Combat(CombatRule::AllAbleMustBlock)][..]));
    let v = permanent("Enchanted creature gets +1/+1 and has first strike, and all creatures able to block it do so.");
    let [Ability::Continuous(e)] = v.as_slice() else { panic!("{v:?}") };
    assert!(e.changes.contains(&Change::Combat(CombatRule::AllAbleMustBlock)), "{v:?}");
}

/// CR 509.1c / 611.2a: instructions's requirements last the turn (Irresistible Prey,
/// Alluring Scent, Culling Mark, Boiling Blood).
#[test]
fn instruction_requirements_for_the_turn() {
    for (text, rule) in [
        ("Target creature must be blocked this turn if able.", CombatRule::MustBeBlocked),
        ("All creatures able to block target creature this turn do so.", CombatRule::AllAbleMustBlock),
        ("Target creature blocks this turn if able.", CombatRule::BlocksEachCombat),
        ("Target creature attacks this turn if able.", CombatRule::AttacksEachCombat),
    ] {
        assert_eq!(spell_effects(text), vec![Effect::GainCombatRule { subject: Subject::Target(0), rule, duration: Duration::EndOfTurn }], "{text}");
    }
}

/// Wordings that state other requirements stay misses: a number of blockers, a
/// requirement on one attacker ("blocks ~"), a static "this turn".
#[test]
fn other_requirements_refused() {
    for text in [
        "Test Card must be blocked by exactly one creature if able.",
        "Test Card must be blocked by two or more creatures if able.",
        "Test Card must be blocked each combat this turn if able.",
    ] {
        assert!(!misses(text, TextKind::Permanent).is_empty(), "{text} compiled");
    }
    assert!(!spell_misses("Target creature blocks Test Card this turn if able.").is_empty());
}

/// CR 509.1b: "can't block artifact creatures" (Hinterland Drake): the attackers a
/// second card type names.
#[test]
fn cant_block_artifact_creatures() {
    let Ability::Restriction(r) = one_permanent("Test Card can't block artifact creatures.") else { panic!() };
    let Restriction::CantBlock(f) = r.restriction else { panic!("{r:?}") };
    assert_eq!((f.card_type, f.props.also_type), (Some(CardType::Artifact), Some(CardType::Creature)));
    assert_eq!(r.affected, Affected::Itself);
}

/// CR 611.3a: "~ can't be blocked as long as …" (Cephalid Inkmage, Jeskai Infiltrator):
/// the rule under the statement's condition; a condition about the defending player stays
/// a miss (Bouncing Beebles).
#[test]
fn cant_be_blocked_as_long_as() {
    for text in [
        "Test Card can't be blocked as long as there are seven or more cards in your graveyard.",
        "Test Card can't be blocked as long as you control no other creatures.",
    ] {
        let Ability::Continuous(e) = one_permanent(text) else { panic!("{text}") };
        assert_eq!((e.affected, e.changes.as_slice()), (Affected::Itself, &[Change::Combat(CombatRule::CantBeBlocked)][..]), "{text}");
        assert!(e.condition.is_some(), "{text}");
    }
    assert!(!misses("Test Card can't be blocked as long as defending player controls an artifact.", TextKind::Permanent).is_empty());
}
