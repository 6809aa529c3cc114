//! "Transforms into" triggers (CR 701.27e), text → IR: the face printing the ability
//! names itself; alone, or beside "enters" as two triggers.

use mw_cardtext::TextKind;
use mw_ir::{Ability, Trigger};

mod common;
use common::compiled_named;

/// The triggers of `text` as the whole compiler reads it (grammar, then the older reader
/// for what the grammar leaves, such as "until this creature leaves the battlefield").
fn triggers(text: &str, name: &str) -> Vec<Trigger> {
    let c = mw_cardtext::compile(text, name, TextKind::Permanent);
    assert!(c.is_supported(), "{text}: {:?}", c.diagnostics);
    c.abilities
        .into_iter()
        .filter_map(|a| if let Ability::Triggered(t) = a { Some(t.trigger) } else { None })
        .collect()
}

#[test]
fn enters_or_transforms_into_this_face_is_two_triggers() {
    // Brutal Cathar, Huntmaster of the Fells, Ulrich of the Krallenhorde.
    for (text, name) in [
        ("When this creature enters the battlefield or transforms into Brutal Cathar, exile target creature an opponent controls until this creature leaves the battlefield.", "Brutal Cathar"),
        ("Whenever this creature enters the battlefield or transforms into Huntmaster of the Fells, create a 2/2 green Wolf creature token and you gain 2 life.", "Huntmaster of the Fells"),
        ("Whenever this creature enters the battlefield or transforms into Ulrich of the Krallenhorde, target creature gets +4/+4 until end of turn.", "Ulrich of the Krallenhorde"),
    ] {
        assert_eq!(triggers(text, name), vec![Trigger::SelfEnters, Trigger::SelfTransformsInto], "{text}");
    }
}

#[test]
fn transforms_into_this_face_alone() {
    // Demon-Possessed Witch, Compleated Conjurer (back faces).
    for (text, name) in [
        ("When this creature transforms into Demon-Possessed Witch, you may destroy target creature.", "Demon-Possessed Witch"),
        ("When this creature transforms into Compleated Conjurer, exile the top card of your library. Until the end of your next turn, you may play that card.", "Compleated Conjurer"),
    ] {
        let c = compiled_named(text, name, TextKind::Permanent);
        let Some(Ability::Triggered(t)) = c.abilities.first() else { panic!("{text}: {:?}", c.grammar) };
        assert_eq!(t.trigger, Trigger::SelfTransformsInto, "{text}");
    }
}

#[test]
fn transforms_into_another_object_is_refused() {
    // "a Phyrexian" is a quality, not this face: left as a diagnostic.
    let c = compiled_named("Whenever a permanent you control transforms into a Phyrexian, put a +1/+1 counter on it.", "Test Card", TextKind::Permanent);
    assert!(!c.is_supported());
    // Another face's name is not "~".
    let c = compiled_named("When this creature transforms into Other Face, draw a card.", "Test Card", TextKind::Permanent);
    assert!(!c.is_supported());
}
