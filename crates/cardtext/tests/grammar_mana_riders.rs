//! Mana abilities (CR 605.1a) with further instructions done at once as they resolve
//! (CR 605.3b: life, damage to its controller, counters on the source, under a condition)
//! and activated only once each turn (CR 602.5b), text → IR, several cards' wordings each.

use mw_cardtext::TextKind;
use mw_ir::{Ability, Effect, ManaAbility, PlayerRef};

mod common;
use common::{grammar, refused_permanent};

fn mana(text: &str) -> ManaAbility {
    match grammar(text, TextKind::Permanent).as_slice() {
        [Ability::Mana(m)] => m.clone(),
        other => panic!("{text}: {other:?}"),
    }
}

#[test]
fn further_instructions_are_done_at_once() {
    // Grove of the Burnwillows, Glittering Stockpile, Avid Reclaimer, Black Tom Cassidy.
    let m = mana("{T}: Add {R} or {G}. Each opponent gains 1 life.");
    assert!(matches!(m.then.as_slice(), [Effect::GainLife { player: PlayerRef::EachOpponent, .. }]), "{m:?}");
    let m = mana("{T}: Add {R}. Put a stash counter on ~.");
    assert!(matches!(m.then.as_slice(), [Effect::PutCounters { subject: mw_ir::Subject::This, .. }]), "{m:?}");
    for text in ["{T}: Add {G} or {U}. If you control a Nissa planeswalker, you gain 2 life.", "{T}: Add {G}. If you control another Mutant, you gain 1 life."] {
        let m = mana(text);
        let [Effect::If { effect, otherwise: None, .. }] = m.then.as_slice() else { panic!("{text}: {m:?}") };
        assert!(matches!(**effect, Effect::GainLife { player: PlayerRef::You, .. }), "{text}: {m:?}");
    }
}

#[test]
fn once_each_turn_stays_a_mana_ability() {
    // Jeskai Devotee, Kozilek's Translator, Gravestone Strider.
    for text in ["{1}: Add {U}, {R}, or {W}. Activate only once each turn.", "Pay 1 life: Add {C}. Activate only once each turn.", "{1}: Add one mana of any color. Activate only once each turn."] {
        let m = mana(text);
        assert!(m.once_per_turn && m.then.is_empty(), "{text}: {m:?}");
    }
    assert!(!mana("{T}: Add {G}.").once_per_turn);
}

#[test]
fn instructions_that_ask_or_target_are_refused() {
    // A target makes it no mana ability; one that asks (or comes first) is not done at once.
    assert!(refused_permanent("{T}: Add {G}. Scry 1.").contains("further instructions"), "{}", refused_permanent("{T}: Add {G}. Scry 1."));
    assert!(refused_permanent("{T}: Put a charge counter on ~. Add {G}.").contains("further instructions"));
}
