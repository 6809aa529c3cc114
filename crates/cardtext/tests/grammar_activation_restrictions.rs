//! The grammar front end on restrictions of activated abilities (CR 602.5b, 602.5d):
//! "Activate only …" sentences made of parts joined by "and only" — timing ("as a
//! sorcery", "during an opponent's turn", "during combat", "during the declare blockers
//! step", "before the combat damage step"), how often ("once each turn", "once", "no
//! more than twice each turn") and "if" conditions — over several cards' wordings.

use mw_ir::ability::Timing;
use mw_ir::activation::{ActivationLimit, TurnPart};

mod common;
use common::{activated, misses};
use mw_cardtext::TextKind;

#[test]
fn timing_parts_of_a_turn() {
    // Lavinia, Foil to Conspiracy; Grizzled Wolverine; Desert; Dwarven Armory; Trade
    // Caravan; Angus Mackenzie.
    let a = activated("{1}{W}: Exile target creature. Activate only during an opponent's turn.");
    assert_eq!(a.timing, Timing::During { yours: Some(false), part: TurnPart::Turn });
    let a = activated("{R}: ~ gets +2/+0 until end of turn. Activate only during the declare blockers step.");
    assert_eq!(a.timing, Timing::During { yours: None, part: TurnPart::DeclareBlockers });
    let a = activated("{T}: ~ deals 1 damage to target attacking creature. Activate only during the end of combat step.");
    assert_eq!(a.timing, Timing::During { yours: None, part: TurnPart::EndOfCombat });
    let a = activated("{2}, Sacrifice a land: Put a +2/+2 counter on target creature. Activate only during any upkeep step.");
    assert_eq!(a.timing, Timing::During { yours: None, part: TurnPart::Upkeep });
    let a = activated("{T}: Untap target land. Activate only during an opponent's upkeep.");
    assert_eq!(a.timing, Timing::During { yours: Some(false), part: TurnPart::Upkeep });
    let a = activated("{G}{W}{U}, {T}: Prevent all combat damage that would be dealt this turn. Activate only before the combat damage step.");
    assert_eq!(a.timing, Timing::During { yours: None, part: TurnPart::BeforeCombatDamage });
    let a = activated("{1}: ~ gets +1/+0 until end of turn. Activate only during combat.");
    assert_eq!(a.timing, Timing::During { yours: None, part: TurnPart::Combat });
}

#[test]
fn the_named_timings_stay_named() {
    // "during your turn" and "… before attackers are declared" as the IR always named them.
    assert_eq!(activated("{1}: Draw a card. Activate only during your turn.").timing, Timing::YourTurn);
    assert_eq!(activated("{1}: Draw a card. Activate only during your turn, before attackers are declared.").timing, Timing::YourTurnBeforeAttackers);
    assert_eq!(
        activated("{1}: Draw a card. Activate only during an opponent's turn, before attackers are declared.").timing,
        Timing::During { yours: Some(false), part: TurnPart::BeforeAttackers }
    );
}

#[test]
fn parts_joined_by_and_only() {
    // Ebon Praetor's kin; Snowslope Hunter; Hall of Oracles.
    let a = activated("{1}: Draw a card. Activate only during your upkeep and only once each turn.");
    assert_eq!((a.timing, a.once_per_turn), (Timing::YourUpkeep, true));
    let a = activated("{1}: Draw a card. Activate only during your turn and only once each turn.");
    assert_eq!((a.timing, a.once_per_turn), (Timing::YourTurn, true));
    let a = activated("{1}: Draw a card. Activate only once each turn and only as a sorcery.");
    assert_eq!((a.timing, a.once_per_turn), (Timing::Sorcery, true));
    // An "if" part among them.
    let a = activated("{1}: Draw a card. Activate only if you control an artifact and only once each turn.");
    assert!(a.condition.is_some() && a.once_per_turn);
    let a = activated("{1}: Draw a card. Activate only as a sorcery and only if you control an artifact.");
    assert!(a.condition.is_some() && a.timing == Timing::Sorcery);
}

#[test]
fn how_often() {
    // Fire-Belly Changeling ("no more than twice"), Manaforge Cinder ("three times"),
    // First Little Pig ("only once").
    let a = activated("{R}: ~ gets +1/+0 until end of turn. Activate no more than twice each turn.");
    assert_eq!((a.limit, a.once_per_turn), (Some(ActivationLimit::EachTurn(2)), false));
    let a = activated("{1}: ~ gets +1/+0 until end of turn. Activate no more than three times each turn.");
    assert_eq!(a.limit, Some(ActivationLimit::EachTurn(3)));
    let a = activated("{1}{G/W}: Exile target artifact or enchantment. Activate only once.");
    assert_eq!((a.limit, a.once_per_turn), (Some(ActivationLimit::Once), false));
    // Once each turn stays the plain flag.
    let a = activated("{1}: Draw a card. Activate only once each turn.");
    assert_eq!((a.limit, a.once_per_turn), (None, true));
}

#[test]
fn restrictions_that_clash_or_are_unknown_are_misses() {
    // Two timings that don't combine; a window the grammar doesn't know.
    assert!(!misses("{1}: Draw a card. Activate only as a sorcery and only during combat.", TextKind::Permanent).is_empty());
    assert!(!misses("{1}: Draw a card. Activate only during combat after blockers are declared.", TextKind::Permanent).is_empty());
    assert!(!misses("{1}: Draw a card. Activate only from sunrise to sunset.", TextKind::Permanent).is_empty());
}

#[test]
fn x_cant_be_zero() {
    // CR 107.3 / 601.2b: Lair of the Hydra, Katara's kin, Ludevic: the X announced is 1 or more.
    let a = activated("{X}{G}: Until end of turn, ~ becomes an X/X green Hydra creature. It's still a land. X can't be 0.");
    assert_eq!(a.cost.x_min, 1);
    let a = activated("{X}, {T}: Draw X cards. X can't be 0. Activate only as a sorcery.");
    assert_eq!((a.cost.x_min, a.timing), (1, Timing::Sorcery));
    // Without it, X may be 0.
    assert_eq!(activated("{X}, {T}: Draw X cards.").cost.x_min, 0);
    // No {X} in the cost to bound: a miss, not a silent flag.
    assert!(!misses("{1}, {T}: Draw a card. X can't be 0.", TextKind::Permanent).is_empty());
}
