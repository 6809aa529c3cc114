//! Starting games of three or more players (CR 800.6) and Commander games (CR 903.6–903.7):
//! the free first mulligan, the command zone and 40 life, and leaving by conceding.

use mw_engine::{Answer, CardTable, Game, GameSetup, Question, Zone};
use mw_types::{CardId, CardType, PlayerId};
use std::sync::Arc;

mod common;

fn table() -> Arc<CardTable> {
    let land = common::card("Waste", vec![CardType::Land], Vec::new());
    let mut leader = common::card("Leader", vec![CardType::Creature], Vec::new());
    leader.supertypes.push(mw_types::Supertype::Legendary);
    Arc::new(CardTable::new(vec![land, leader]))
}

fn decks(n: usize) -> Vec<Vec<CardId>> {
    vec![vec![CardId(0); 40]; n]
}

/// Plays the mulligans: `first` mulligans once, everyone else keeps; returns the question
/// asked next of `first` after the round (a bottom to choose, or something else).
fn mulligan_once(game: &mut Game) -> (PlayerId, Question) {
    let first = game.decision().player.expect("a player decides");
    game.apply(first, Answer::Mulligan).expect("mulligan is legal");
    loop {
        let d = game.decision();
        let p = d.player.expect("a player decides");
        match d.question {
            Question::Mulligan { .. } => game.apply(p, Answer::Keep).expect("keep is legal"),
            q => return (first, q),
        };
    }
}

#[test]
fn the_first_mulligan_is_free_with_three_players() {
    // CR 800.6: nothing to put on the bottom after one mulligan in a game of three.
    let mut game = Game::new(GameSetup::new(table(), decks(3), 5)).unwrap();
    let (first, q) = mulligan_once(&mut game);
    assert!(!matches!(q, Question::PutOnBottom { .. }), "{q:?}");
    assert_eq!(game.zone(first, Zone::Hand).len(), 7);
    // CR 103.5: with two players, the same mulligan costs a card.
    let mut game = Game::new(GameSetup::new(table(), decks(2), 5)).unwrap();
    let (_, q) = mulligan_once(&mut game);
    assert_eq!(q, Question::PutOnBottom { remaining: 1 });
}

#[test]
fn a_commander_game_starts_with_the_commanders_in_the_command_zone_and_40_life() {
    let commanders = vec![vec![CardId(1)]; 4];
    let game = Game::new(GameSetup::commander(table(), decks(4), commanders, 3)).unwrap();
    for p in game.player_ids() {
        assert_eq!(game.player(p).life(), 40, "CR 903.7");
        let command = game.zone(p, Zone::Command);
        assert_eq!(command.len(), 1, "CR 903.6");
        assert!(game.is_commander(command[0]));
        assert_eq!(game.zone(p, Zone::Library).len() + game.zone(p, Zone::Hand).len(), 40);
    }
    let bad = Game::new(GameSetup::commander(table(), decks(4), vec![vec![CardId(1)]; 3], 3));
    assert!(bad.is_err());
}

#[test]
fn a_player_who_concedes_a_game_of_three_leaves_it_and_it_goes_on() {
    let mut game = Game::new(GameSetup::new(table(), decks(3), 9)).unwrap();
    // Someone not deciding concedes during the mulligans.
    let deciding = game.decision().player.unwrap();
    let other = game.player_ids().find(|p| *p != deciding).unwrap();
    game.concede(other).expect("a player may concede at any time (CR 104.3a)");
    assert!(game.result().is_none(), "CR 800.4a: the game goes on");
    assert!(game.zone(other, Zone::Library).is_empty() && game.zone(other, Zone::Hand).is_empty());
    let last = game.player_ids().find(|p| *p != deciding && *p != other).unwrap();
    game.concede(last).expect("the second concession ends the game");
    assert_eq!(game.result(), Some(mw_engine::GameResult::Won(deciding)));
}
