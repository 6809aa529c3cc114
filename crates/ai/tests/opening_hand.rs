//! CR 103.6a: "If ~ is in your opening hand, you may begin the game with it on the
//! battlefield" (Leyline of the Void): once the mulligans are done, the player holding
//! such a card is asked, card by card, before the first turn begins; a player without one
//! is not asked.

use mw_engine::{Answer, Game, GameSetup, Question};
use mw_types::PlayerId;

mod common;

fn game() -> Game {
    let (table, decks) = common::matchup(["60 Leyline of the Void", "60 Swamp"]);
    Game::new(GameSetup::new(table, decks, 7)).expect("valid setup")
}

/// Both players keep their seven.
fn keep_both(game: &mut Game) {
    for _ in 0..2 {
        let p = game.decision().player.expect("a mulligan decision");
        game.apply(p, Answer::Keep).expect("keep is legal");
    }
}

#[test]
fn a_leyline_in_the_opening_hand_may_begin_on_the_battlefield() {
    let mut g = game();
    keep_both(&mut g);
    let holder = PlayerId(0);
    let d = g.decision();
    assert_eq!(d.player, Some(holder));
    assert_eq!(d.question, Question::OpeningHand);
    let answers = g.legal_answers();
    // Each of the seven Leylines, or done.
    assert_eq!(answers.len(), 8);
    assert_eq!(answers.last(), Some(&Answer::Done));
    // Two Leylines onto the battlefield, then done.
    for _ in 0..2 {
        let first = g.legal_answers()[0];
        g.apply(holder, first).expect("a Leyline is legal");
        assert_eq!(g.decision().question, Question::OpeningHand);
    }
    g.apply(holder, Answer::Done).expect("done is legal");
    assert_eq!(g.battlefield().len(), 2);
    assert_eq!(g.player(holder).hand.len(), 5);
    // The Swamp player has nothing to do from their opening hand: the game has begun.
    assert_ne!(g.decision().question, Question::OpeningHand);
    assert_eq!(g.turn().number, 1);
}

#[test]
fn declining_leaves_the_hand_as_it_was() {
    let mut g = game();
    keep_both(&mut g);
    g.apply(PlayerId(0), Answer::Done).expect("done is legal");
    assert!(g.battlefield().is_empty());
    assert_eq!(g.player(PlayerId(0)).hand.len(), 7);
    assert_ne!(g.decision().question, Question::OpeningHand);
}
