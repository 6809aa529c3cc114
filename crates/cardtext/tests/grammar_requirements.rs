//! The grammar front end on requirements about other players' choices of targets (CR
//! 601.2c): "while choosing targets …, your opponents must choose at least one Flagbearer
//! on the battlefield if able", in both Oracle wordings. Text → IR.

use mw_cardtext::{compile_with, Front, TextKind};
use mw_ir::{Ability, Controller};
use mw_types::{CardType, CreatureType};

fn must_target(text: &str) -> mw_ir::ObjectFilter {
    let c = compile_with(text, "Test Card", TextKind::Permanent, Front::Grammar);
    assert!(c.is_supported(), "{text}: {:?}", c.diagnostics);
    match c.abilities.as_slice() {
        [Ability::OpponentsMustTarget(f)] => f.clone(),
        other => panic!("{text}: {other:?}"),
    }
}

#[test]
fn opponents_must_choose_a_flagbearer() {
    let flagbearer = CreatureType::all().find(|t| t.name() == "Flagbearer").expect("Flagbearer is a creature type");
    for text in [
        "While an opponent is choosing targets as part of casting a spell they control or activating an ability they control, that player must choose at least one Flagbearer on the battlefield if able.",
        "While choosing targets as part of casting a spell or activating an ability, your opponents must choose at least one Flagbearer on the battlefield if able.",
    ] {
        let f = must_target(text);
        assert_eq!((f.card_type, f.controller, f.props.creature_type), (Some(CardType::Creature), Controller::Any, Some(flagbearer)), "{text}");
    }
    // Another kind of permanent reads the same way.
    let f = must_target("While choosing targets as part of casting a spell or activating an ability, your opponents must choose at least one creature you control if able.");
    assert_eq!((f.card_type, f.controller), (Some(CardType::Creature), Controller::You));
    // Players other than opponents, and a zone other than the battlefield: misses.
    for text in [
        "While choosing targets as part of casting a spell or activating an ability, you must choose at least one Flagbearer on the battlefield if able.",
        "While choosing targets as part of casting a spell or activating an ability, your opponents must choose at least one creature card in your graveyard if able.",
    ] {
        let c = compile_with(text, "Test Card", TextKind::Permanent, Front::Grammar);
        assert!(!c.is_supported(), "{text} compiled to {:?}", c.abilities);
    }
}
