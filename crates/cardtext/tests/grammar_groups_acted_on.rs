//! The grammar front end on "those creatures" after an instruction done to each object of
//! a group (CR 608.2c: a later instruction names what an earlier one acted on): the group
//! the engine recorded as the earlier `ForEach` ran (`Props::in_group_this_way`), never
//! the group's filter read again. Text → IR through the grammar alone.

mod common;

use common::*;
use mw_cardtext::TextKind;
use mw_ir::Effect;

/// Whether `e` is a group instruction over the objects acted on this way.
fn over_group(e: &Effect) -> bool {
    matches!(e, Effect::ForEach { filter, only: None, .. } if filter.props.in_group_this_way && filter.card_type.is_none())
}

#[test]
fn counters_then_those_creatures_gain_a_keyword() {
    // Spider-Man, Miles Morales / Domri, City Smasher / Felidar Retreat's wordings.
    let e = spell_effects("Put a +1/+1 counter on each creature you control. Those creatures gain vigilance until end of turn.");
    assert!(matches!(&e[0], Effect::ForEach { filter, .. } if !filter.props.in_group_this_way), "{e:?}");
    assert!(over_group(&e[1]), "{e:?}");
    let e = spell_effects("Put three +1/+1 counters on each creature you control. Those creatures gain trample until end of turn.");
    assert!(over_group(&e[1]), "{e:?}");
}

#[test]
fn damage_then_tap_those_creatures() {
    // Thundermaw Hellkite: the creatures dealt damage are tapped (no state-based action
    // between the two instructions, CR 608.2c, 704.3).
    let t = triggered("When ~ enters, it deals 1 damage to each creature with flying your opponents control. Tap those creatures.");
    assert!(matches!(&t.effect[0], Effect::ForEach { effect, .. } if matches!(**effect, Effect::DealDamage { .. })), "{:?}", t.effect);
    assert!(over_group(&t.effect[1]), "{:?}", t.effect);
}

#[test]
fn a_pump_then_untap_those_creatures_and_they() {
    // Mob Rule's wording: "those creatures", then "they" the same group.
    let e = spell_effects("Creatures you control get +2/+0 until end of turn. Untap those creatures. They gain haste until end of turn.");
    assert!(over_group(&e[1]) && over_group(&e[2]), "{e:?}");
}

#[test]
fn groups_moved_or_only_counted_are_refused() {
    // Destroyed or exiled: the objects are new ones elsewhere (CR 400.7).
    assert!(!spell_misses("Exile all creatures. Return those creatures to the battlefield under their owner's control.").is_empty());
    // Counted, not acted on (Inspiring Call): no group instruction ran.
    assert!(!spell_misses("Draw a card for each creature you control with a +1/+1 counter on it. Those creatures gain indestructible until end of turn.").is_empty());
    // A delayed trigger resolves on its own (Tears of Rage).
    assert!(!spell_misses("Creatures you control get +1/+0 until end of turn. Sacrifice those creatures at the beginning of the next end step.").is_empty());
    // A single "that creature" never means the group.
    assert!(!spell_misses("Put a +1/+1 counter on each creature you control. That creature gains flying until end of turn.").is_empty());
    let _ = TextKind::Spell;
}


#[test]
fn a_group_rewritten_by_instead_or_after_another_group_is_refused() {
    // Marsh Casualties: "those creatures … instead" would replace the instruction that
    // acted on them.
    assert!(!spell_misses("Creatures target player controls get -1/-1 until end of turn. If you have 5 or less life, those creatures get -2/-2 until end of turn instead.").is_empty());
    // Another group instruction between the group and "those creatures".
    assert!(!spell_misses("Put a +1/+1 counter on each creature you control. Destroy all artifacts. Those creatures gain vigilance until end of turn.").is_empty());
}

#[test]
fn a_conditional_reference_after_the_group_is_kept() {
    // Zealous Display: "If it's not your turn, untap those creatures."
    let e = spell_effects("Creatures you control get +2/+0 until end of turn. If it's not your turn, untap those creatures.");
    assert!(matches!(&e[1], Effect::If { effect, .. } if over_group(effect)), "{e:?}");
}
