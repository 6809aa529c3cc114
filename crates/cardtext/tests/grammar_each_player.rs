//! Instructions done by players other than "you" (CR 101.4, 608.2c, 609.3): "each player
//! may …", "each opponent may …" (`Effect::ByPlayer` of several players: each in APNAP
//! order as the instruction's "you", asked and acting), and what is refused after them.

mod common;

use common::*;
use mw_ir::{Effect, PlayerRef};

#[test]
fn each_player_may_search() {
    // Jungle Wayfinder.
    let t = triggered("When ~ enters, each player may search their library for a basic land card, reveal it, put it into their hand, then shuffle.");
    let [Effect::ByPlayer { player: PlayerRef::EachPlayer, effect }] = t.effect.as_slice() else { panic!("{:?}", t.effect) };
    let Effect::Optional(inner) = &**effect else { panic!("{effect:?}") };
    assert!(matches!(**inner, Effect::Search { .. }), "{inner:?}");
}

#[test]
fn each_opponent_may_after_your_instruction() {
    // Myr Custodian: the opponents' scry after the controller's.
    let t = triggered("When ~ enters, scry 2. Then each opponent may scry 1.");
    let [Effect::Scry { .. }, Effect::ByPlayer { player: PlayerRef::EachOpponent, effect }] = t.effect.as_slice() else { panic!("{:?}", t.effect) };
    assert!(matches!(&**effect, Effect::Optional(e) if matches!(**e, Effect::Scry { .. })), "{effect:?}");
}

#[test]
fn what_each_player_did_is_refused_after() {
    // "If a player does" would count the answers of all of them.
    let m = spell_misses("Each player may draw a card. If a player does, you gain 2 life.");
    assert!(!m.is_empty(), "compiled");
    // A target inside would be one the caster chose for every player.
    let m = spell_misses("Each opponent may have ~ deal 2 damage to target creature.");
    assert!(!m.is_empty(), "compiled");
}
