//! The grammar front end on disturb (CR 702.146a) and warp (CR 702.185a), alternative
//! costs with where the card is cast from and what follows. Text → IR.

use mw_ir::{Ability, AltKind, DelayedWhen, Effect, PlayUntil, Subject};

mod common;

#[test]
fn disturb_is_an_alternative_cost_cast_transformed_from_the_graveyard() {
    for text in ["Disturb {1}{U}", "Disturb {1}{U} (You may cast this card from your graveyard transformed for its disturb cost.)"] {
        let a = common::permanent(text);
        let [Ability::AlternativeCost(alt)] = a.as_slice() else { panic!("{text}: {a:?}") };
        assert_eq!(alt.kind, AltKind::Disturb);
        assert_eq!(alt.cost.mana.to_string(), "{1}{U}");
        assert!(alt.resolves.is_empty() && alt.condition.is_none());
        assert!(alt.kind.from_graveyard() && alt.kind.transformed() && !alt.kind.exiles_on_leaving());
    }
}

#[test]
fn warp_exiles_at_the_next_end_step_and_lets_its_owner_cast_it_later() {
    let a = common::permanent("Warp {1}{R}");
    let [Ability::AlternativeCost(alt)] = a.as_slice() else { panic!("{a:?}") };
    assert_eq!(alt.kind, AltKind::Warp);
    assert!(alt.kind.from_hand_only() && !alt.kind.from_graveyard());
    let [Effect::Delayed { when: DelayedWhen::NextEndStep, about: Some(Subject::This), effects, .. }] = alt.resolves.as_slice() else { panic!("{:?}", alt.resolves) };
    assert_eq!(
        effects.as_slice(),
        [
            Effect::Exile { subject: Subject::Triggering },
            Effect::MayPlayExiled { subject: Subject::Returned, until: PlayUntil::WhileExiled, cast_only: true, owner: true, tax: 0, later: true },
        ]
    );
}
