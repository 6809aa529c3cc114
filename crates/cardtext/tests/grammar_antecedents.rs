//! The grammar front end on instructions about objects an earlier instruction named: the
//! delayed trigger "when that creature dies this turn, …" (CR 603.7c: about the object
//! named before it, fixed as the delayed trigger is created; "it" / "that creature"
//! inside are that object as it last existed, CR 608.2h). Text → IR through the grammar
//! alone, several cards' wordings each.

mod common;

use common::*;
use mw_cardtext::TextKind;
use mw_ir::{Ability, DelayedWhen, Effect, Subject};

/// The delayed trigger at the end of `effects`: its moment, instructions and object.
fn delayed(effects: &[Effect]) -> (DelayedWhen, Vec<Effect>, Option<Subject>) {
    match effects.last() {
        Some(Effect::Delayed { when, effects, about, .. }) => (*when, effects.clone(), *about),
        e => panic!("not a delayed trigger: {e:?}"),
    }
}

#[test]
fn a_spell_whose_target_dying_creates_a_token() {
    // Felonious Rage: the delayed trigger is about the target, and creates a token.
    let e = spell_effects("Target creature you control gets +2/+0 and gains haste until end of turn. When that creature dies this turn, create a 2/2 white and blue Detective creature token.");
    let (when, inner, about) = delayed(&e);
    assert_eq!(when, DelayedWhen::DiesThisTurn);
    assert_eq!(about, Some(Subject::Target(0)));
    assert!(matches!(inner.as_slice(), [Effect::CreateTokens { .. }]), "{inner:?}");
}

#[test]
fn a_draw_and_a_life_gain_after_the_death() {
    // A Good Day to Die's wording ("you draw a card"), Time to Feed's ("you gain 3 life").
    let e = spell_effects("Target creature gets -1/-1 until end of turn. When that creature dies this turn, you draw a card.");
    let (when, inner, about) = delayed(&e);
    assert_eq!((when, about), (DelayedWhen::DiesThisTurn, Some(Subject::Target(0))));
    assert!(matches!(inner.as_slice(), [Effect::Draw { .. }]), "{inner:?}");
}

#[test]
fn it_inside_the_delayed_trigger_is_the_creature_that_died() {
    // An activated ability (Sandals of Abdallah's shape) with Together Forever's "return
    // it": the creature that died (its triggering object), never the source.
    let v = grammar_named("{2}, {T}: Target creature gets -1/-1 until end of turn. When that creature dies this turn, return it to its owner's hand.", "Nameless", TextKind::Permanent);
    let [Ability::Activated(a)] = v.as_slice() else { panic!("{v:?}") };
    let (when, inner, about) = delayed(&a.effect);
    assert_eq!((when, about), (DelayedWhen::DiesThisTurn, Some(Subject::Target(0))));
    let text = format!("{inner:?}");
    assert!(text.contains("Triggering"), "{text}");
    assert!(!text.contains("This"), "{text}");
}

#[test]
fn a_death_with_no_object_named_before_is_refused() {
    // Nothing named before "that creature": no object to be about.
    refused("Draw a card. When that creature dies this turn, you gain 2 life.", TextKind::Spell);
    // A group ("those creatures") is not one object.
    refused("Creatures you control get +1/+1 until end of turn. When those creatures die this turn, draw a card.", TextKind::Spell);
}

#[test]
fn a_fight_with_that_creature_never_means_the_subject_itself() {
    // Time to Feed: "that creature" after "target creature you control" is the creature
    // chosen first; the reference would find the subject, so the text is refused rather
    // than a creature fighting itself (CR 701.14a).
    refused("Choose target creature an opponent controls. When that creature dies this turn, you gain 3 life. Target creature you control fights that creature.", TextKind::Spell);
}
