//! CR 603.3d: "that player chooses target player who controls more creatures than they
//! do and is their opponent" (the Oaths): a target the trigger's player chooses, relative
//! to them; "the first player" after it is that chooser.

use mw_ir::{Effect, PlayerRef, Relative, TargetKind, Trigger};
use mw_types::CardType;

mod common;
use common::{refused_permanent, triggered};

const DRUIDS: &str = "At the beginning of each player's upkeep, that player chooses target player who controls more creatures than they do and is their opponent. The first player may reveal cards from the top of their library until they reveal a creature card. If the first player does, that player puts that card onto the battlefield and all other cards revealed this way into their graveyard.";

#[test]
fn oath_of_druids_target_is_chosen_by_the_upkeep_player() {
    let t = triggered(DRUIDS);
    assert_eq!(t.trigger, Trigger::EachUpkeep);
    let [spec] = t.targets.as_slice() else { panic!("{:?}", t.targets) };
    assert_eq!(spec.kind, TargetKind::Opponent);
    assert_eq!(spec.chooser, Some(PlayerRef::ThatPlayer));
    let Some(Relative::ControlsMore(f)) = spec.only else { panic!("{:?}", spec.only) };
    assert_eq!(f.card_type, Some(CardType::Creature));
    // The first player reveals, optionally, and keeps the creature found.
    let [Effect::ByPlayer { player: PlayerRef::ThatPlayer, effect }] = t.effect.as_slice() else { panic!("{:?}", t.effect) };
    let Effect::Optional(e) = effect.as_ref() else { panic!("{effect:?}") };
    assert!(matches!(e.as_ref(), Effect::RevealUntil { player: PlayerRef::You, found: Some(_), .. }), "{e:?}");
}

#[test]
fn oath_of_lieges_counts_lands() {
    let t = triggered("At the beginning of each player's upkeep, that player chooses target player who controls more lands than they do and is their opponent. The first player may search their library for a basic land card, put that card onto the battlefield, then shuffle.");
    let [spec] = t.targets.as_slice() else { panic!("{:?}", t.targets) };
    assert!(matches!(spec.only, Some(Relative::ControlsMore(f)) if f.card_type == Some(CardType::Land)));
    assert_eq!(spec.chooser, Some(PlayerRef::ThatPlayer));
}

#[test]
fn refused_without_a_trigger_player_or_a_first_player() {
    // No "that player" to choose as the ability is put on the stack.
    refused_permanent("{T}: You choose target player who controls more creatures than they do and is their opponent. That player draws a card.");
    // "The first player" with nobody having chosen.
    refused_permanent("At the beginning of your upkeep, the first player draws a card.");
}
