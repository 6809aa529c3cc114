//! The grammar front end on keywords that are special kinds of activated abilities,
//! "[Keyword] — [Cost]: [Effect]": the ability with the restriction the keyword means
//! (exhaust, CR 702.177a; boast, CR 702.142a).

use mw_ir::ability::Timing;
use mw_ir::activation::ActivationLimit;
use mw_ir::{Ability, Condition};

mod common;
use common::{activated, permanent};

#[test]
fn exhaust_is_activated_only_once() {
    // Hog-Monkey; Boom Scholar's second line.
    let a = activated("Exhaust — {5}: Put two +1/+1 counters on this creature.");
    assert_eq!((a.limit, a.once_per_turn, a.timing), (Some(ActivationLimit::Once), false, Timing::Instant));
    assert_eq!(a.cost.mana.symbols.len(), 1);
    let a = activated("Exhaust — {U}, {T}: Draw three cards.");
    assert_eq!(a.limit, Some(ActivationLimit::Once));
    assert!(a.cost.tap);
}

#[test]
fn exhaust_beside_other_abilities() {
    let abilities = permanent("Flying\nExhaust — {3}{R}: ~ deals 3 damage to any target.");
    assert!(matches!(&abilities[1], Ability::Activated(a) if a.limit == Some(ActivationLimit::Once) && a.targets.len() == 1), "{abilities:?}");
}

#[test]
fn boast_needs_an_attack_this_turn_and_once_each_turn() {
    // Axgard Braggart; Battershield Warrior.
    let a = activated("Boast — {1}{W}: Untap ~. Put a +1/+1 counter on it.");
    assert_eq!((a.condition, a.once_per_turn, a.limit), (Some(Condition::AttackedThisTurn), true, None));
    let a = activated("Boast — {1}{W}: Creatures you control get +1/+1 until end of turn.");
    assert_eq!(a.condition, Some(Condition::AttackedThisTurn));
}

#[test]
fn attacked_this_turn_as_a_written_condition() {
    let a = activated("{1}: ~ gets +1/+1 until end of turn. Activate only if ~ attacked this turn.");
    assert_eq!((a.condition, a.once_per_turn), (Some(Condition::AttackedThisTurn), false));
}
