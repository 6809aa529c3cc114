//! Grammar constructs the last tournament decks missed (issue 17), text → IR, each with
//! several cards' wordings: replicate (CR 702.56), choices made as a permanent enters or
//! as an instruction resolves (a card type, a restricted card name: CR 201.3, 614.12) and
//! what reads them ("of the chosen type", "protection from the chosen card type").

use mw_cardtext::{compile_with, Front, TextKind};
use mw_ir::{Ability, Amount, Counted, Effect, StackRef, Trigger};

/// The abilities the grammar front end alone compiles (it must compile every line).
fn grammar(text: &str, kind: TextKind) -> Vec<Ability> {
    let c = compile_with(text, "Nobody", kind, Front::Grammar);
    assert!(c.is_supported(), "{text}: {:?}", c.grammar);
    c.abilities
}

/// The grammar's miss for a text it must not lower.
fn miss(text: &str, kind: TextKind) -> String {
    let c = compile_with(text, "Nobody", kind, Front::Grammar);
    assert!(!c.is_supported(), "{text}: {:?}", c.abilities);
    c.grammar.first().map(|d| d.part.clone()).unwrap_or_default()
}

#[test]
fn replicate_is_a_repeatable_cost_and_a_cast_trigger() {
    // Lose Focus, Pulse of the Grid's and Gigadrowse's costs (reminder text skipped).
    for (text, symbols) in [
        ("Replicate {U} (When you cast this spell, copy it for each time you paid its replicate cost. You may choose new targets for the copies.)", 1),
        ("Replicate {1}{R}", 2),
        ("Replicate {2}{U}", 2),
    ] {
        let a = grammar(text, TextKind::Spell);
        assert!(matches!(&a[0], Ability::Replicate(c) if c.symbols.len() == symbols), "{text}: {a:?}");
        let Ability::Triggered(t) = &a[1] else { panic!("{text}: {a:?}") };
        assert_eq!(t.trigger, Trigger::SelfCast);
        let copies = Amount::Count { of: Counted::OptionalCostPaid, times: 1 };
        assert_eq!(t.effect, vec![Effect::CopySpell { what: StackRef::ThisSpell, times: copies, new_targets: true }]);
    }
    // A replicate cost that isn't mana is refused, named.
    assert_eq!(miss("Replicate—Tap an untapped Horror you control", TextKind::Spell), "keyword: replicate with a cost that isn't mana");
}
