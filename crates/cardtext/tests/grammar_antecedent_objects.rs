//! The grammar front end on instructions about an object an earlier phrase named (CR
//! 608.2c, 400.7, 603.10a): "copy it" after a cast trigger (the spell cast) or in "when you
//! cast this spell" (the spell itself); "return it to the battlefield tapped"; "attach it
//! to …" with "it" the source, the trigger's object or the permanent an instruction just put
//! onto the battlefield. Text → IR through the grammar alone, several cards' wordings each.

mod common;

use common::*;
use mw_cardtext::TextKind;
use mw_ir::{Ability, Effect, StackRef, Subject};

#[test]
fn copy_it_after_a_cast_trigger_is_the_spell_cast() {
    // Chandra, Hope's Beacon; Echoes of Eternity; Chancellor of Tales (with new targets).
    let t = triggered("Whenever you cast an instant or sorcery spell, copy it.");
    assert_eq!(t.effect, vec![Effect::CopySpell { what: StackRef::Triggering, times: mw_ir::Amount::one(), new_targets: false }]);
    let t = triggered("Whenever you cast a colorless spell, copy it.");
    assert!(matches!(t.effect[..], [Effect::CopySpell { what: StackRef::Triggering, .. }]), "{:?}", t.effect);
    let t = triggered("Whenever you cast an instant or sorcery spell, you may copy it. You may choose new targets for the copy.");
    match &t.effect[..] {
        [Effect::Optional(e)] => assert_eq!(**e, Effect::CopySpell { what: StackRef::Triggering, times: mw_ir::Amount::one(), new_targets: true }),
        other => panic!("{other:?}"),
    }
}

#[test]
fn copy_it_after_another_object_is_named_is_refused() {
    // Renegade Bull, Psionic Ritual: "it" is a card in a graveyard (CR 707.12), not a spell.
    refused("Whenever ~ attacks, exile up to one target instant or sorcery card from your graveyard and copy it.", TextKind::Permanent);
}

#[test]
fn copy_it_when_you_cast_this_spell_is_the_spell_itself() {
    // Mentor's Guidance, Lumaret's Favor: an instant's or sorcery's own cast trigger.
    let abilities = grammar("When you cast this spell, copy it if you control a planeswalker.\nDraw two cards.", TextKind::Spell);
    let text = format!("{abilities:?}");
    assert!(text.contains("ThisSpell"), "{text}");
    // A permanent spell's copy would be a token (CR 707.10f): not lowered.
    refused("When you cast this spell, copy it.", TextKind::Permanent);
}

#[test]
fn return_it_to_the_battlefield_tapped() {
    // Eldrazi Displacer's flicker, Supernatural Stamina's granted trigger.
    let a = one_permanent("{2}{C}: Exile another target creature, then return it to the battlefield tapped under its owner's control.");
    let Ability::Activated(a) = a else { panic!("{a:?}") };
    assert_eq!(a.effect, vec![Effect::Exile { subject: Subject::Target(0) }, Effect::ReturnToBattlefield { subject: Subject::Target(0), under_you: false, tapped: true , counters: None }]);
    let t = triggered("When ~ dies, return it to the battlefield tapped under its owner's control.");
    assert_eq!(t.effect, vec![Effect::ReturnToBattlefield { subject: Subject::This, under_you: false, tapped: true , counters: None }]);
    // Untapped stays untapped; "tapped and attacking" is another construct.
    let t = triggered("When ~ dies, return it to the battlefield under its owner's control.");
    assert_eq!(t.effect, vec![Effect::ReturnToBattlefield { subject: Subject::This, under_you: false, tapped: false , counters: None }]);
    refused("When ~ dies, return it to the battlefield tapped and attacking.", TextKind::Permanent);
}

#[test]
fn attach_it_names_the_source_after_its_own_trigger() {
    // Rosethorn Halberd, Hunter's Bow, Hidden Blade.
    let t = triggered("When ~ enters the battlefield, attach it to target non-Human creature you control.");
    assert_eq!(t.effect, vec![Effect::AttachTo { to: Subject::Target(0), what: Subject::This }]);
    let t = triggered("When ~ enters the battlefield, attach it to target creature you control. That creature deals damage equal to its power to up to one target creature you don't control.");
    assert_eq!(t.effect[0], Effect::AttachTo { to: Subject::Target(0), what: Subject::This });
    assert!(format!("{:?}", t.effect[1]).contains("source: Target(0)"), "{:?}", t.effect);
}

#[test]
fn attach_it_names_the_triggering_or_returned_object() {
    // Sigarda's Aid: the Equipment that entered moves, not the enchantment.
    let t = triggered("Whenever an Equipment enters the battlefield under your control, you may attach it to target creature you control.");
    assert_eq!(t.effect, vec![Effect::Optional(Box::new(Effect::AttachTo { to: Subject::Target(0), what: Subject::Triggering }))]);
    // Auriok Survivors: the Equipment the instruction before returned, onto the source.
    let t = triggered("When ~ enters the battlefield, you may return target Equipment card from your graveyard to the battlefield. If you do, you may attach it to ~.");
    assert!(t.effect.iter().any(|e| format!("{e:?}").contains("AttachTo { to: This, what: Returned }")), "{:?}", t.effect);
    // Illusory Gains: the source onto the creature that entered.
    let t = triggered("Whenever a creature enters the battlefield under an opponent's control, attach ~ to that creature.");
    assert_eq!(t.effect, vec![Effect::AttachTo { to: Subject::Triggering, what: Subject::This }]);
}

#[test]
fn attach_to_an_object_chosen_as_it_resolves_or_to_itself_is_refused() {
    // Stonehewer Giant: "a creature you control" is chosen on resolution (no target).
    refused("{1}{W}, {T}: Search your library for an Equipment card, put it onto the battlefield, attach it to a creature you control, then shuffle.", TextKind::Permanent);
    // Ajani's Chosen: "it" there would be the token as well as "the token".
    refused("Whenever an enchantment enters the battlefield under your control, create a 2/2 white Cat creature token. If that enchantment is an Aura, you may attach it to the token.", TextKind::Permanent);
    // Groups: "attach all Equipment you control to …".
    refused("Attach all Equipment you control to target creature you control.", TextKind::Spell);
}
