//! Additional costs of which the caster pays one (CR 601.2b, 118.8: "sacrifice a
//! creature, discard a card, or pay {3}") and the random discard as a cost (CR 701.9b).
//! Text → IR through the grammar alone; what can't be an option is refused.

mod common;

use common::*;
use mw_cardtext::TextKind;
use mw_ir::{Ability, AdditionalCost};
use mw_types::{CardType, ManaSymbol};

fn options(text: &str) -> Vec<AdditionalCost> {
    match grammar(text, TextKind::Spell).into_iter().next() {
        Some(Ability::AdditionalCost(AdditionalCost::OneOf(o))) => o,
        other => panic!("{text}: {other:?}"),
    }
}

#[test]
fn one_of_several_additional_costs() {
    // Bone Shards: an object of either kind.
    let o = options("As an additional cost to cast this spell, sacrifice a creature or discard a card.\nDestroy target creature or planeswalker.");
    assert!(matches!(&o[..], [AdditionalCost::Sacrifice(f), AdditionalCost::Discard] if f.card_type == Some(CardType::Creature)), "{o:?}");
    // Bitter Triumph: a card or life.
    let o = options("As an additional cost to cast this spell, discard a card or pay 3 life.\nDestroy target creature or planeswalker.");
    assert_eq!(o, vec![AdditionalCost::Discard, AdditionalCost::PayLife(3)]);
    // Lightning Axe: a card or mana.
    let o = options("As an additional cost to cast this spell, discard a card or pay {5}.\n~ deals 5 damage to target creature.");
    assert!(matches!(&o[..], [AdditionalCost::Discard, AdditionalCost::Mana(m)] if m.symbols == vec![ManaSymbol::Generic(5)]), "{o:?}");
    // Dusk Mangler: three options, commas and "or".
    let o = options("As an additional cost to cast this spell, sacrifice a creature, discard a card, or pay 4 life.\nWhen this creature enters, each opponent sacrifices a creature.");
    assert_eq!(o.len(), 3);
    assert_eq!(o[2], AdditionalCost::PayLife(4));
    // Eaten Alive: coloured mana.
    let o = options("As an additional cost to cast this spell, sacrifice a creature or pay {3}{B}.\nExile target creature or planeswalker.");
    assert!(matches!(&o[1], AdditionalCost::Mana(m) if m.symbols.len() == 2), "{o:?}");
}

#[test]
fn options_that_are_not_costs_are_refused() {
    // Keyword actions with no cost of their own in the IR: refused, not approximated.
    for text in [
        "As an additional cost to cast this spell, behold a Dragon or pay {1}.\nThis spell deals 3 damage to target creature.",
        "As an additional cost to cast this spell, forage or pay {B}.\nDraw a card.",
        "As an additional cost to cast this spell, pay {X} or discard a card.\nDraw a card.",
    ] {
        assert!(!spell_misses(text).is_empty(), "{text}");
    }
}

#[test]
fn discard_a_card_at_random_as_a_cost() {
    // Sonic Burst: the spell's additional cost.
    let a = grammar("As an additional cost to cast this spell, discard a card at random.\n~ deals 4 damage to any target.", TextKind::Spell);
    assert_eq!(a.first(), Some(&Ability::AdditionalCost(AdditionalCost::DiscardRandom)));
    // Frenetic Ogre, Stormbind: part of an activated ability's cost.
    let Ability::Activated(x) = one_permanent("{R}, Discard a card at random: ~ gets +3/+0 until end of turn.") else { panic!() };
    assert_eq!(x.cost.extra, Some(AdditionalCost::DiscardRandom));
    let Ability::Activated(x) = one_permanent("{2}, Discard a card at random: ~ deals 2 damage to any target.") else { panic!() };
    assert_eq!((x.cost.extra, x.cost.mana.symbols.len()), (Some(AdditionalCost::DiscardRandom), 1));
    // A card of a kind at random: no such cost.
    assert!(!refused_permanent("{1}, Discard a creature card at random: Draw a card.").is_empty());
}
