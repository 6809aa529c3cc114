//! Conditions joined by "or" (issue 17; CR 602.5b for "activate only if"): "you control a
//! Swamp or a Mountain" (the verb shared by a second object: one object of either kind),
//! "if this land entered this turn or if you control a basic land" (`Condition::Either`
//! of two simple conditions); an "or" of conditions the IR can't join stays a miss.

use mw_cardtext::TextKind;
use mw_ir::condition::Simple;
use mw_ir::{Ability, Compare, Condition, Counted};
use mw_types::{Color, ColorSet};

mod common;
use common::{activated, misses, permanent};

/// The condition of a permanent's second (mana) ability.
fn mana_condition(text: &str) -> Condition {
    let a = permanent(text);
    let Some(Ability::Mana(m)) = a.get(1) else { panic!("{text}: {a:?}") };
    m.condition.unwrap_or_else(|| panic!("{text}: {m:?}"))
}

/// "you control a [land type] or a [land type]": one land of either basic land type.
fn controls_either(cond: Condition) -> ColorSet {
    let Condition::Count { of: Counted::Permanents(f), compare: Compare::AtLeast(1) } = cond else { panic!("{cond:?}") };
    assert_eq!(f.controller, mw_ir::Controller::You);
    f.props.one_of.land_types
}

#[test]
fn control_one_of_two_land_types() {
    // Blazemire Verge, Gloomlake Verge, Floodfarm Verge.
    for (text, a, b) in [
        ("{T}: Add {B}.\n{T}: Add {R}. Activate only if you control a Swamp or a Mountain.", Color::Black, Color::Red),
        ("{T}: Add {U}.\n{T}: Add {B}. Activate only if you control an Island or a Swamp.", Color::Blue, Color::Black),
        ("{T}: Add {W}.\n{T}: Add {U}. Activate only if you control a Plains or an Island.", Color::White, Color::Blue),
    ] {
        let types = controls_either(mana_condition(text));
        assert!(types.contains(a) && types.contains(b) && types.len() == 2, "{text}: {types:?}");
    }
    // The same in other abilities: a cost reduction's and an activated ability's "if".
    let a = activated("{T}: Draw a card. Activate only if you control a Forest or a Plains and only as a sorcery.");
    assert_eq!(controls_either(a.condition.unwrap()).len(), 2);
    assert_eq!(a.timing, mw_ir::ability::Timing::Sorcery);
}

#[test]
fn entered_this_turn_or_a_count() {
    // Dark Fortress, Gathering Place, Hidden Lair, Training Compound.
    let c = mana_condition("{T}: Add {C}.\n{T}: Add {B} or {R}. Activate only if this land entered this turn or if you control a basic land.");
    let Condition::Either([Simple::EnteredThisTurn, Simple::Count { of: Counted::Permanents(f), compare: Compare::AtLeast(1) }]) = c else { panic!("{c:?}") };
    assert!(f.props.basic && f.controller == mw_ir::Controller::You, "{f:?}");
    // Two counts (metalcraft or hellbent, as other cards word them).
    let a = activated("{T}: Draw a card. Activate only if you control three or more artifacts or you have no cards in hand.");
    let Some(Condition::Either([Simple::Count { of: Counted::Permanents(_), compare: Compare::AtLeast(3) }, Simple::Count { of: Counted::Cards { .. }, compare: Compare::AtMost(0) }])) = a.condition else { panic!("{a:?}") };
}

#[test]
fn or_of_other_conditions_is_refused() {
    // "another Merfolk or an Island": the two objects differ in more than their kind.
    let m = misses("{T}: Draw a card. Activate only if you control another Merfolk or an Island.", TextKind::Permanent);
    assert!(!m.is_empty());
    // An "or" whose side is no simple condition (an object's quality) stays a miss.
    let m = misses("{T}: Draw a card. Activate only if ~ is tapped or you control a basic land.", TextKind::Permanent);
    assert!(!m.is_empty(), "{m:?}");
}
