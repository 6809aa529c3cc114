//! Casualty N (CR 702.153a): an optional sacrifice of a creature with power N or greater
//! as the spell is cast, and a copy of the spell when it was paid.

use mw_cardtext::TextKind;
use mw_ir::{Ability, AdditionalCost, Condition, Effect, StackRef, Trigger};

mod common;
use common::{first_miss, grammar_named};

#[test]
fn casualty_is_an_optional_sacrifice_and_a_copy() {
    // Make Disappear, Join the Maestros, Cut of the Profits.
    for (text, n) in [("Casualty 1\nCounter target spell unless its controller pays {2}.", 1), ("Casualty 2\nDraw a card.", 2), ("Casualty 3\nDraw a card.", 3)] {
        let a = grammar_named(text, "Nobody", TextKind::Spell);
        let [Ability::Kicker(m), Ability::KickerExtra(AdditionalCost::Sacrifice(f)), Ability::Triggered(t), Ability::Spell(_)] = &a[..] else { panic!("{text}: {a:?}") };
        assert!(m.symbols.is_empty());
        assert_eq!(f.card_type, Some(mw_types::CardType::Creature), "{f:?}");
        assert!(format!("{f:?}").contains(&format!("AtLeast({n})")), "{text}: {f:?}");
        assert_eq!((t.trigger.clone(), t.condition), (Trigger::SelfCast, Some(Condition::Kicked)));
        assert!(matches!(&t.effect[..], [Effect::CopySpell { what: StackRef::ThisSpell, new_targets: true, .. }]), "{t:?}");
    }
}

#[test]
fn casualty_beside_kicker_is_refused() {
    let m = first_miss("Casualty 1\nKicker {2}\nDraw a card.", TextKind::Spell);
    assert!(m.contains("casualty"), "{m}");
}
