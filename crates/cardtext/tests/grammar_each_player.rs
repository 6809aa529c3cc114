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

#[test]
fn each_player_returns_their_own() {
    // Curfew: each player chooses among the creatures they control.
    let e = spell_effects("Each player returns a creature they control to its owner's hand.");
    let [Effect::ByPlayer { player: PlayerRef::EachPlayer, effect }] = e.as_slice() else { panic!("{e:?}") };
    let Effect::ReturnChosen { filter, .. } = &**effect else { panic!("{effect:?}") };
    assert_eq!(filter.controller, mw_ir::Controller::You);
}

#[test]
fn target_opponent_exiles_their_own() {
    // Debt to the Kami's mode: the opponent chooses, then exiles that creature.
    let s = spell_ability("Target opponent exiles a creature they control.");
    let [Effect::ByPlayer { player: PlayerRef::Target(0), effect: choose }, Effect::ByPlayer { player: PlayerRef::Target(0), effect: exile }] = s.effect.as_slice() else { panic!("{:?}", s.effect) };
    assert!(matches!(&**choose, Effect::ChoosePermanent { filter, .. } if filter.controller == mw_ir::Controller::You), "{choose:?}");
    assert_eq!(**exile, Effect::Exile { subject: mw_ir::Subject::Returned });
    // Several players each choosing and exiling would need one instruction each: refused.
    assert!(!spell_misses("Each player exiles a creature they control.").is_empty());
}

#[test]
fn that_player_puts_a_counter_on_their_own() {
    // Hunted Nightmare's shape, with the trigger's player.
    let t = triggered("At the beginning of each player's upkeep, that player puts a +1/+1 counter on a creature they control.");
    assert!(t.effect.iter().all(|e| matches!(e, Effect::ByPlayer { player: PlayerRef::ThatPlayer, .. })), "{:?}", t.effect);
    assert_eq!(t.effect.len(), 2);
}

#[test]
fn you_exile_a_creature_you_control() {
    let t = triggered("When ~ enters, exile a creature you control.");
    assert!(matches!(t.effect.as_slice(), [Effect::ChoosePermanent { .. }, Effect::Exile { subject: mw_ir::Subject::Returned }]), "{:?}", t.effect);
}

#[test]
fn another_player_gains_control() {
    // Donate: the caster's targets, the control the target player's.
    let s = spell_ability("Target player gains control of target permanent you control.");
    let [Effect::ByPlayer { player: PlayerRef::Target(0), effect }] = s.effect.as_slice() else { panic!("{:?}", s.effect) };
    assert!(matches!(**effect, Effect::GainControl { subject: mw_ir::Subject::Target(1), .. }), "{effect:?}");
    // Sky Swallower: "permanents you control" would be read with the opponent as "you".
    assert!(!misses("When ~ enters, target opponent gains control of all other permanents you control.", mw_cardtext::TextKind::Permanent).is_empty());
}

#[test]
fn the_owner_of_target() {
    // Run Out of Town: the owner chooses top or bottom.
    let s = spell_ability("The owner of target nonland permanent puts it on the top or bottom of their library.");
    assert_eq!(s.targets.len(), 1);
    let [Effect::ByPlayer { player: PlayerRef::OwnerOfIt(Some(0)), effect }] = s.effect.as_slice() else { panic!("{:?}", s.effect) };
    assert!(matches!(**effect, Effect::PutOnTopOrBottom { subject: mw_ir::Subject::Target(0) }), "{effect:?}");
    // Oblation: "then draws" is the same target's owner (one target, not two).
    let s = spell_ability("The owner of target nonland permanent shuffles it into their library, then draws two cards.");
    assert_eq!(s.targets.len(), 1);
    assert!(matches!(s.effect.as_slice(), [Effect::ShuffleIntoLibrary { subject: mw_ir::Subject::Target(0) }, Effect::Draw { player: PlayerRef::OwnerOfIt(Some(0)), .. }]), "{:?}", s.effect);
}

#[test]
fn each_player_who_searched_shuffles() {
    // New Frontiers: each search shuffles its own library; the sentence adds nothing.
    let e = spell_effects("Each player may search their library for up to X basic land cards and put them onto the battlefield tapped. Then each player who searched their library this way shuffles.");
    assert!(matches!(e.as_slice(), [Effect::ByPlayer { player: PlayerRef::EachPlayer, .. }]), "{e:?}");
    // After anything but each player's search it is refused.
    assert!(!spell_misses("Each player may draw a card. Then each player who searched their library this way shuffles.").is_empty());
}
