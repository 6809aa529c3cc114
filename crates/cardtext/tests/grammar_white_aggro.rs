//! The grammar front end on the constructs of the white aggro and Jeskai decks: an
//! additional cost its payer may pay any number of times, with the spell's cost change by
//! the times it was paid (CR 601.2b, 601.2f: March of Otherworldly Light, Scale Up's kin).
//! Text → IR through the grammar alone.

mod common;

use common::*;
use mw_cardtext::TextKind;
use mw_ir::{Ability, AdditionalCost, Amount, Counted};
use mw_types::{Color, ManaSymbol};

#[test]
fn exile_any_number_of_cards_from_hand_reduces_the_cost() {
    // March of Otherworldly Light.
    let text = "As an additional cost to cast this spell, you may exile any number of white cards from your hand. This spell costs {2} less to cast for each card exiled this way.\nExile target artifact, creature, or enchantment with mana value X or less.";
    let a = grammar(text, TextKind::Spell);
    let Some(Ability::AdditionalCost(AdditionalCost::AnyNumber(inner))) = a.first() else { panic!("{a:?}") };
    let AdditionalCost::ExileFromHand(f) = inner.as_ref() else { panic!("{inner:?}") };
    assert!(f.props.colors.contains(Color::White), "{f:?}");
    let Some(Ability::CostChange(c)) = a.get(1) else { panic!("{a:?}") };
    assert_eq!((c.caster, c.more), (None, false));
    assert_eq!(c.mana.symbols, vec![ManaSymbol::Generic(2)]);
    assert_eq!(c.times, Amount::Count { of: Counted::AdditionalCostTimes, times: 1 });
}

#[test]
fn any_number_without_you_may_or_by_another_count_is_refused() {
    // An obligatory "any number" cost is not this construct.
    assert!(!spell_misses("As an additional cost to cast this spell, exile any number of white cards from your hand.\nDraw a card.").is_empty());
    // A cost change by something else than the cost paid.
    assert!(!spell_misses("As an additional cost to cast this spell, you may exile any number of white cards from your hand. This spell costs {2} less to cast for each creature you control.\nDraw a card.").is_empty());
}
