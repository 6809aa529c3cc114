//! The learned evaluation (`mw_ai::learned`): antisymmetric between the two players,
//! blind to nothing the hand-tuned one doesn't see, and fitted with the signs a player
//! would expect.

mod common;

use common::benchmark_matchup;
use mw_ai::learned::{self, inputs, win_logit, NAMES};
use mw_ai::{Agent, HeuristicAgent};
use mw_engine::{Game, GameResult, GameSetup};
use mw_types::PlayerId;

/// The positions at the start of each turn of a heuristic game, and its result.
fn turn_starts(seed: u64) -> (Vec<Game>, Option<GameResult>) {
    let (table, decks) = benchmark_matchup();
    let mut game = Game::new(GameSetup::new(table, decks, seed)).expect("the benchmark decks make a game");
    let mut agents = [HeuristicAgent::new(seed), HeuristicAgent::new(seed + 1)];
    let mut out = Vec::new();
    let mut turn = 0;
    while !game.is_over() && game.turn().number < 40 {
        if game.turn().number != turn {
            turn = game.turn().number;
            out.push(game.clone());
        }
        let p = game.decision().player.expect("someone decides");
        let answers = game.legal_answers();
        let i = agents[p.index()].choose(&game, p, &answers);
        game.apply(p, answers[i]).expect("a listed answer");
    }
    (out, game.result())
}

/// One player's chance is the other's complement: the log-odds are opposite.
#[test]
fn the_players_chances_add_up_to_one() {
    let mut checked = 0;
    for game in turn_starts(5).0 {
        let (a, b) = (win_logit(&game, PlayerId(0)), win_logit(&game, PlayerId(1)));
        assert!((a + b).abs() < 1e-4, "turn {}: {a} and {b}", game.turn().number);
        checked += 1;
    }
    assert!(checked >= 5, "only {checked} turns");
}

/// The position at the start of a game's last turn leans the winner's way (in most
/// games), and the inputs move with the board.
#[test]
fn late_positions_favour_the_winner() {
    let mut agreed = 0;
    let mut games = 0;
    for seed in 1..=12 {
        let (positions, result) = turn_starts(seed);
        let (Some(last), Some(GameResult::Won(w))) = (positions.last(), result) else { continue };
        games += 1;
        agreed += usize::from(win_logit(last, w) > 0.0);
        assert_ne!(inputs(last, w), inputs(&positions[0], w), "seed {seed}: the inputs moved");
    }
    assert!(games >= 8, "only {games} games finished");
    assert!(agreed * 4 >= games * 3, "the last turn's position favoured the winner in {agreed} of {games} games");
}

/// The fitted weights have the signs a player would give them: one's own life and
/// creatures are good, the threat of the next attack is bad.
#[test]
fn the_fit_has_sensible_signs() {
    let w = |name: &str| learned_weight(name);
    assert!(w("1-exp(-life/5)") > 0.0);
    assert!(w("creature value/10") > 0.0);
    assert!(w("threat faced") < 0.0);
}

fn learned_weight(name: &str) -> f32 {
    let i = NAMES.iter().position(|n| *n == name).expect("a feature's name");
    let mut x = [0.0; learned::FEATURES];
    x[i] = 1.0;
    learned::weighted(&x)
}
