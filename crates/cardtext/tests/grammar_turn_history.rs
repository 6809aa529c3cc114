//! The turn's history counted by filters: "for each Zubera that died this turn",
//! "the number of creatures that died this turn" (CR 700.4), compiled by the grammar
//! front end alone; a quality the record doesn't keep is refused.

use mw_cardtext::TextKind;
use mw_ir::{Amount, Controller, Counted, ObjectFilter};
use mw_types::{CardType, CreatureType};

mod common;
use common::{amounts, refused, triggered_named};

/// The filters of the deaths the instructions count.
fn died(effects: &mut [mw_ir::Effect]) -> Vec<ObjectFilter> {
    amounts(effects)
        .into_iter()
        .filter_map(|a| match a {
            Amount::Count { of: Counted::DiedThisTurn(f), .. } => Some(f),
            _ => None,
        })
        .collect()
}

#[test]
fn creatures_that_died_this_turn_counted() {
    // Silent-Chant Zubera: a creature type.
    let mut t = triggered_named("When Silent-Chant Zubera dies, you gain 2 life for each Zubera that died this turn.", "Silent-Chant Zubera");
    let f = died(&mut t.effect);
    assert_eq!(f.len(), 1, "{:?}", t.effect);
    assert_eq!(f[0].props.creature_type, CreatureType::from_name("Zubera"));
    assert_eq!(f[0].card_type, Some(CardType::Creature));

    // Canopy Stalker: any creature.
    let mut t = triggered_named("When Canopy Stalker dies, you gain 1 life for each creature that died this turn.", "Canopy Stalker");
    let f = died(&mut t.effect);
    assert_eq!(f, vec![ObjectFilter { card_type: Some(CardType::Creature), ..ObjectFilter::default() }]);

    // A nontoken creature: the record keeps whether it was a token.
    let mut t = triggered_named("At the beginning of your end step, create a Treasure token for each nontoken creature that died this turn.", "Test Card");
    let f = died(&mut t.effect);
    assert_eq!(f.len(), 1, "{:?}", t.effect);
    assert_eq!(f[0].props.token, Some(false));
    assert_eq!(f[0].controller, Controller::Any);
}

#[test]
fn a_died_quality_not_recorded_is_refused() {
    // Counters on it aren't kept in the record of deaths.
    let m = refused("When ~ dies, draw a card for each creature with a +1/+1 counter on it that died this turn.", TextKind::Permanent);
    assert!(!m.is_empty());
    // Not counted: a creature that died this turn is no object to target.
    let m = refused("Return target creature card that died this turn to your hand.", TextKind::Spell);
    assert!(!m.is_empty());
}

#[test]
fn mana_spent_at_least_on_the_triggering_spell() {
    // CR 601.2h: "five or more mana was spent to cast that spell" (Opus).
    let t = triggered_named(
        "Whenever you cast an instant or sorcery spell, ~ gets +1/+1 until end of turn. If five or more mana was spent to cast that spell, create a token that's a copy of ~.",
        "Test Card",
    );
    let cond = t.effect.iter().find_map(|e| match e {
        mw_ir::Effect::If { condition, .. } => Some(*condition),
        _ => None,
    });
    assert_eq!(
        cond,
        Some(mw_ir::Condition::Amounts { left: Amount::ManaSpentToCast(mw_ir::Subject::Triggering), relation: mw_ir::Relation::AtLeast, right: Amount::Fixed(5) })
    );
}

#[test]
fn instead_with_targets_of_its_own_is_refused() {
    // CR 601.2c: targets are chosen before the kicker's condition is read.
    let m = refused(
        "Kicker {2}{B}\nDestroy target creature with mana value 2 or less. If this spell was kicked, instead destroy target creature.",
        TextKind::Spell,
    );
    assert!(m.contains("targets of its own"), "{m}");
}
