//! The grammar front end on a player tapping permanents of their own they choose (CR
//! 701.26a): "that player taps an untapped artifact, creature, or land they control for
//! each fade counter on ~" (Tangle Wire): `Effect::TapChosen`, its count the counters.

use mw_cardtext::TextKind;
use mw_ir::{Amount, Controller, Effect, PlayerRef};
use mw_types::CardType;

mod common;
use common::{first_miss, triggered_named};

#[test]
fn that_player_taps_an_untapped_permanent_of_theirs_for_each_counter() {
    let text = "At the beginning of each player's upkeep, that player taps an untapped artifact, creature, or land they control for each fade counter on Tangle Wire.";
    let t = triggered_named(text, "Tangle Wire");
    let [Effect::TapChosen { player, filter, count }] = t.effect.as_slice() else { panic!("{:?}", t.effect) };
    assert_eq!(*player, PlayerRef::ThatPlayer);
    assert_eq!(filter.props.tapped, Some(false));
    assert_eq!(filter.controller, Controller::You);
    // The three types are alternatives, "untapped" shared by all.
    assert!([CardType::Artifact, CardType::Creature, CardType::Land].iter().all(|t| filter.props.one_of.has_type(*t)), "{filter:?}");
    assert!(matches!(count, Amount::CountersOn(mw_ir::Subject::This, _)), "{count:?}");
}

#[test]
fn tapping_needs_an_untapped_permanent_of_the_players_own() {
    let m = first_miss("At the beginning of your upkeep, tap a creature you control.", TextKind::Permanent);
    assert!(!m.is_empty(), "a tapped creature can't be tapped: {m}");
    let m = first_miss("At the beginning of your upkeep, tap an untapped creature an opponent controls.", TextKind::Permanent);
    assert!(!m.is_empty(), "{m}");
}
