//! Agents that play through the decision API only, and the driver that plays a game
//! between them to the end, recording its answers so it can be replayed.

pub mod smoke;

use mw_engine::{Answer, ApplyError, Game, GameResult};
use mw_types::PlayerId;
use rand::{Rng, SeedableRng};
use rand_xoshiro::Xoshiro256PlusPlus;
use serde::{Deserialize, Serialize};

/// Something that chooses among the legal answers.
pub trait Agent {
    /// Returns the index of the chosen answer in `answers` (never empty).
    fn choose(&mut self, game: &Game, player: PlayerId, answers: &[Answer]) -> usize;
}

/// Chooses uniformly at random among the legal answers.
#[derive(Clone, Debug)]
pub struct RandomAgent {
    rng: Xoshiro256PlusPlus,
}

impl RandomAgent {
    pub fn new(seed: u64) -> RandomAgent {
        RandomAgent { rng: Xoshiro256PlusPlus::seed_from_u64(seed) }
    }
}

impl Agent for RandomAgent {
    fn choose(&mut self, _game: &Game, _player: PlayerId, answers: &[Answer]) -> usize {
        self.rng.random_range(0..answers.len())
    }
}

/// Always takes the first legal answer (the engine's own order).
#[derive(Clone, Copy, Debug, Default)]
pub struct FirstAgent;

impl Agent for FirstAgent {
    fn choose(&mut self, _game: &Game, _player: PlayerId, _answers: &[Answer]) -> usize {
        0
    }
}

/// How a played game ended.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Outcome {
    Finished(GameResult),
    /// The driver stopped it at its turn cap (not a rules result).
    TurnCap,
    /// The driver stopped it after `MAX_DECISIONS` decisions: a loop no agent left.
    DecisionCap,
}

/// The most decisions the driver lets one game take.
pub const MAX_DECISIONS: u64 = 200_000;

/// A played game: its outcome, length, and every answer in order.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct PlayedGame {
    pub outcome: Outcome,
    pub turns: u32,
    pub decisions: u64,
    pub answers: Vec<(PlayerId, Answer)>,
}

/// Why the driver stopped with an error: an engine fault, never a player's fault.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum DriveError {
    #[error("the engine offered no legal answer to {0:?} (turn {1})")]
    NoAnswers(mw_engine::Question, u32),
    #[error("the engine refused its own legal answer: {0}")]
    Refused(ApplyError),
}

/// Plays `game` to its end (or `max_turns`), each player answered by their agent.
/// `record` keeps the answers for a replay.
pub fn play(
    game: &mut Game,
    agents: &mut [&mut dyn Agent],
    max_turns: u32,
    record: bool,
) -> Result<PlayedGame, DriveError> {
    let mut answers = Vec::new();
    let mut buf = Vec::new();
    let mut decisions = 0;
    loop {
        if let Some(r) = game.result() {
            return Ok(PlayedGame { outcome: Outcome::Finished(r), turns: game.turn().number, decisions, answers });
        }
        if game.turn().number > max_turns {
            return Ok(PlayedGame { outcome: Outcome::TurnCap, turns: max_turns, decisions, answers });
        }
        if decisions >= MAX_DECISIONS {
            let turns = game.turn().number;
            return Ok(PlayedGame { outcome: Outcome::DecisionCap, turns, decisions, answers });
        }
        let d = game.decision();
        let Some(p) = d.player else {
            return Err(DriveError::NoAnswers(d.question, game.turn().number));
        };
        game.legal_answers_into(&mut buf);
        if buf.is_empty() {
            return Err(DriveError::NoAnswers(d.question, game.turn().number));
        }
        let i = agents[p.index()].choose(game, p, &buf).min(buf.len() - 1);
        let a = buf[i];
        game.apply(p, a).map_err(DriveError::Refused)?;
        decisions += 1;
        if record {
            answers.push((p, a));
        }
    }
}

/// Replays recorded answers on a fresh game; returns the first refusal, if any.
pub fn replay(game: &mut Game, answers: &[(PlayerId, Answer)]) -> Result<(), (usize, ApplyError)> {
    for (i, &(p, a)) in answers.iter().enumerate() {
        game.apply(p, a).map_err(|e| (i, e))?;
    }
    Ok(())
}
