//! "X target creatures" (issue 17): exactly the X announced with the spell (CR 601.2b–c).

mod common;
use common::{spell_ability, spell_misses};
use mw_ir::{Effect, TargetKind};

#[test]
fn x_target_creatures_are_exactly_the_x_announced() {
    // Word of Binding, Glimpse the Sun God.
    let s = spell_ability("Tap X target creatures.");
    assert_eq!(s.targets.len(), 8, "{s:?}");
    for (k, t) in s.targets.iter().enumerate() {
        assert!(matches!(t.kind, TargetKind::Permanent(_)), "{t:?}");
        assert!(t.exact_x && t.optional && t.distinct == (k > 0), "{t:?}");
        assert_eq!(t.below_x, Some(k as u8));
    }
    assert!(s.effect.iter().all(|e| matches!(e, Effect::Tap { .. })));
    // "up to X" stays up to X.
    let up = spell_ability("Tap up to X target creatures.");
    assert!(up.targets.iter().all(|t| !t.exact_x && t.below_x.is_some()));
}

#[test]
fn a_number_of_targets_defined_by_where_x_is_refused() {
    // The number isn't the X announced that the targets' places count against.
    let m = spell_misses("Tap up to X target creatures, where X is the number of cards in your hand.");
    assert!(!m.is_empty(), "compiled");
    let m = spell_misses("Tap X target creatures, where X is the number of cards in your hand.");
    assert!(!m.is_empty(), "compiled");
}
