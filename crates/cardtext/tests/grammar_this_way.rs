//! Issue 17: what an earlier instruction of the same resolution did, read back by a later
//! one ("this way", CR 608.2c): the objects it destroyed or milled (`Counted::ThisWay`), the
//! damage it dealt and the life it made players lose (`Counted::Tally`). Text → IR, several
//! cards' wordings.

use mw_cardtext::TextKind;
use mw_ir::target::Compare;
use mw_ir::{Amount, Condition, Counted, Did, Effect, Tally};

mod common;
use common::{refused, spell_effects, triggered};

/// The counts of `Counted::ThisWay` with `did` in the effects (any depth).
fn this_way_counts(effects: &[Effect], did: Did) -> usize {
    format!("{effects:?}").matches(&format!("ThisWay({did:?}")).count()
}

#[test]
fn for_each_permanent_destroyed_this_way() {
    for text in [
        "Destroy all artifacts and enchantments. Put a +1/+1 counter on ~ for each permanent destroyed this way.",
        "Destroy all creatures and enchantments. Draw a card for each permanent destroyed this way.",
        "Destroy all enchantments. You gain 2 life for each enchantment destroyed this way.",
        "Destroy all creatures. You gain 1 life for each creature destroyed this way.",
        "Destroy all creatures, then create an X/X colorless Phyrexian Horror artifact creature token, where X is the number of creatures destroyed this way.",
    ] {
        let e = spell_effects(text);
        assert_eq!(this_way_counts(&e, Did::Destroyed), 1, "{text}: {e:?}");
    }
    // The quality of what was destroyed is kept: "for each enchantment destroyed this way".
    let e = spell_effects("Destroy all artifacts and enchantments. You gain 2 life for each enchantment destroyed this way.");
    let Some(Effect::GainLife { amount: Amount::Count { of: Counted::ThisWay(Did::Destroyed, f), times: 2 }, .. }) = e.last() else { panic!("{e:?}") };
    assert_eq!(f.card_type, Some(mw_types::CardType::Enchantment));
}

#[test]
fn if_a_permanent_is_destroyed_this_way() {
    let t = triggered("Whenever ~ attacks, destroy up to one target artifact. If an artifact is destroyed this way, its controller draws a card.");
    let Some(Effect::If { condition: Condition::Count { of: Counted::ThisWay(Did::Destroyed, f), compare: Compare::AtLeast(1) }, .. }) = t.effect.last() else { panic!("{:?}", t.effect) };
    assert_eq!(f.card_type, Some(mw_types::CardType::Artifact));
    // Milled cards keep their own wording.
    let e = spell_effects("Target player mills three cards. If a creature card was milled this way, you draw a card.");
    assert_eq!(this_way_counts(&e, Did::Milled), 1, "{e:?}");
}

#[test]
fn destroyed_this_way_cant_be_regenerated() {
    // "Creatures destroyed this way can't be regenerated": the destroy before it, no_regen.
    let e = spell_effects("Destroy all creatures. Creatures destroyed this way can't be regenerated.");
    let [Effect::ForEach { effect, .. }] = e.as_slice() else { panic!("{e:?}") };
    assert!(matches!(**effect, Effect::Destroy { no_regen: true, .. }), "{e:?}");
}

#[test]
fn the_damage_dealt_this_way() {
    for text in [
        "~ deals 4 damage to target creature and you gain life equal to the damage dealt this way.",
        "~ deals damage to any target equal to the number of Swamps you control. You gain life equal to the damage dealt this way.",
    ] {
        let e = spell_effects(text);
        let Some(Effect::GainLife { amount, .. }) = e.last() else { panic!("{text}: {e:?}") };
        assert_eq!(*amount, Amount::Count { of: Counted::Tally(Tally::DamageDealt), times: 1 }, "{text}");
    }
    let t = triggered("At the beginning of your upkeep, ~ deals 1 damage to each opponent. You gain life equal to the damage dealt this way.");
    let Some(Effect::GainLife { amount, .. }) = t.effect.last() else { panic!("{:?}", t.effect) };
    assert_eq!(*amount, Amount::Count { of: Counted::Tally(Tally::DamageDealt), times: 1 });
}

#[test]
fn that_spell_countered_this_way_is_exiled() {
    for text in [
        "Counter target artifact or enchantment spell. If a spell is countered this way, exile it instead of putting it into its owner's graveyard.",
        "Counter target creature spell. If a spell is countered this way, exile it instead of putting it into its owner's graveyard.",
        // "that spell": the spell the counter instruction targeted (CR 608.2c).
        "Counter target non-Faerie spell. If that spell is countered this way, exile it instead of putting it into its owner's graveyard.",
        "Counter target spell. If that spell is countered this way, exile it instead of putting it into its owner's graveyard.",
    ] {
        let e = spell_effects(text);
        assert!(matches!(e.as_slice(), [Effect::Counter { exile: true, .. }]), "{text}: {e:?}");
    }
    // Another destination, or a quality of the countered spell, is refused.
    for text in [
        "Counter target spell. If that spell is countered this way, put it on top of its owner's library instead of into that player's graveyard.",
        "Counter target spell. If that spell is countered this way, put it on the bottom of its owner's library instead of into that player's graveyard.",
        "Counter target spell. If that spell is countered this way, put it into its owner's hand instead of into that player's graveyard.",
        "Counter target spell. If that spell is countered this way, put that card on the top or bottom of its owner's library instead of into that player's graveyard.",
        "Counter target spell. If that spell is countered this way, its controller may put a creature card from their hand onto the battlefield.",
        // The counter with "unless" has no exile form yet.
        "Counter target spell unless its controller pays {3}. If that spell is countered this way, exile it instead of putting it into its owner's graveyard.",
        "Counter target spell. If an artifact or creature spell is countered this way, put that card onto the battlefield under your control instead of into its owner's graveyard.",
    ] {
        assert!(!refused(text, TextKind::Spell).is_empty(), "{text}");
    }
}

#[test]
fn what_the_mechanism_cannot_say_is_refused() {
    for text in [
        // Excess damage (CR 120.4a) isn't recorded.
        "~ deals 6 damage to target creature an opponent controls. You gain life equal to the excess damage dealt this way.",
        // Past-tense control of destroyed objects isn't read.
        "Destroy all creatures. You gain life equal to the number of creatures you controlled that were destroyed this way.",
        // "For each … this way, its controller …" is about each object in turn.
        "Destroy all creatures. For each creature destroyed this way, its controller creates a 1/1 white Spirit creature token with flying.",
        "Destroy all artifacts and enchantments. For each permanent destroyed this way, its controller creates a 3/3 green Centaur creature token.",
        // Milled is about cards, destroyed about permanents.
        "Destroy all creatures. Draw a card for each card destroyed this way.",
    ] {
        assert!(!refused(text, TextKind::Spell).is_empty(), "{text}");
    }
}
