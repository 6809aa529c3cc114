//! Agents that play through the decision API only, and the driver that plays a game
//! between them to the end, recording its answers so it can be replayed.

pub mod clock;
pub mod combat_sets;
pub mod eval;
pub mod heuristic;
pub mod mcts;
pub mod policy;
pub mod smoke;

pub use heuristic::HeuristicAgent;
pub use mcts::{Budget, MctsAgent, Tuning};

use mw_engine::{Answer, ApplyError, Game, GameResult};
use mw_types::PlayerId;
use rand::{Rng, SeedableRng};
use rand_xoshiro::Xoshiro256PlusPlus;
use serde::{Deserialize, Serialize};

/// Something that chooses among the legal answers.
pub trait Agent {
    /// Returns the index of the chosen answer in `answers` (never empty).
    fn choose(&mut self, game: &Game, player: PlayerId, answers: &[Answer]) -> usize;

    /// What a searching agent has done so far (None for agents that don't search).
    fn stats(&self) -> Option<SearchStats> {
        None
    }
}

/// A searching agent's work: playouts, decisions searched, and the time they took (on
/// the `clock`: the thread's CPU time).
#[derive(Clone, Copy, Debug, Default, PartialEq)]
pub struct SearchStats {
    pub playouts: u64,
    pub searches: u64,
    pub seconds: f64,
    /// Searches that stopped before their budget because their choice was made.
    pub settled: u64,
}

impl SearchStats {
    pub fn add(&mut self, o: &SearchStats) {
        self.playouts += o.playouts;
        self.searches += o.searches;
        self.seconds += o.seconds;
        self.settled += o.settled;
    }
}

/// Chooses uniformly at random among the legal answers, except that it stops
/// activating one ability after `RandomAgent::REPEATS` activations in a turn: a free
/// ability ("{0}: +1/+0") is an optional loop the player must end (CR 104.4b, 732.2),
/// which a uniform choice would take forever to do.
#[derive(Clone, Debug)]
pub struct RandomAgent {
    rng: Xoshiro256PlusPlus,
    turn: u32,
    used: Vec<(mw_types::ObjectId, u16, u32)>,
    scratch: Vec<usize>,
}

impl RandomAgent {
    pub const REPEATS: u32 = 20;

    pub fn new(seed: u64) -> RandomAgent {
        RandomAgent { rng: Xoshiro256PlusPlus::seed_from_u64(seed), turn: 0, used: Vec::new(), scratch: Vec::new() }
    }

    fn key(a: &Answer) -> Option<(mw_types::ObjectId, u16)> {
        match *a {
            Answer::Activate { source, ability } | Answer::ActivateMana { source, ability, .. } => Some((source, ability)),
            _ => None,
        }
    }

    fn times(&self, k: (mw_types::ObjectId, u16)) -> u32 {
        self.used.iter().find(|(s, a, _)| (*s, *a) == k).map_or(0, |e| e.2)
    }
}

impl Agent for RandomAgent {
    fn choose(&mut self, game: &Game, _player: PlayerId, answers: &[Answer]) -> usize {
        let turn = game.turn().number;
        if turn != self.turn {
            self.turn = turn;
            self.used.clear();
        }
        let mut allowed = std::mem::take(&mut self.scratch);
        allowed.clear();
        allowed.extend((0..answers.len()).filter(|&i| Self::key(&answers[i]).is_none_or(|k| self.times(k) < Self::REPEATS)));
        let pick = if allowed.is_empty() || allowed.len() == answers.len() {
            self.rng.random_range(0..answers.len())
        } else {
            allowed[self.rng.random_range(0..allowed.len())]
        };
        self.scratch = allowed;
        if let Some(k) = Self::key(&answers[pick]) {
            match self.used.iter_mut().find(|(s, a, _)| (*s, *a) == k) {
                Some(e) => e.2 += 1,
                None => self.used.push((k.0, k.1, 1)),
            }
        }
        pick
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

/// The agents that can be named (in scenario files' `pK agent: NAME`, on the command
/// line).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum AgentKind {
    /// `RandomAgent`.
    Random,
    /// `FirstAgent`.
    First,
    /// `HeuristicAgent`.
    Heuristic,
    /// `MctsAgent`.
    Mcts,
}

/// Playouts per millisecond a time budget stands for where the search must be
/// deterministic (scenario files: `pK agent: mcts MS` searches `MS * PLAYOUTS_PER_MS`
/// playouts, whatever the machine's speed). A floor that keeps scenario files quick:
/// one core of the benchmark machine does about 18 per millisecond in games
/// (BENCHMARKS.md), so a scenario's search is smaller than its milliseconds say.
pub const PLAYOUTS_PER_MS: u32 = 4;

/// The search budget when none is given: about 11 ms of one core per searched
/// decision on the benchmark machine (BENCHMARKS.md).
pub const DEFAULT_PLAYOUTS: u32 = 200;

impl AgentKind {
    pub const ALL: [AgentKind; 4] = [AgentKind::Random, AgentKind::First, AgentKind::Heuristic, AgentKind::Mcts];

    pub fn name(self) -> &'static str {
        match self {
            AgentKind::Random => "random",
            AgentKind::First => "first",
            AgentKind::Heuristic => "heuristic",
            AgentKind::Mcts => "mcts",
        }
    }

    pub fn from_name(s: &str) -> Option<AgentKind> {
        AgentKind::ALL.into_iter().find(|k| k.name() == s)
    }

    /// The names, comma-separated (for messages).
    pub fn names() -> String {
        AgentKind::ALL.map(|k| k.name()).join(", ")
    }

    /// A new agent of this kind; `seed` feeds the agents that draw random numbers,
    /// `budget` the agents that search (default: `DEFAULT_PLAYOUTS`).
    pub fn build(self, seed: u64, budget: Option<Budget>) -> Box<dyn Agent + Send> {
        self.build_tuned(seed, budget, None)
    }

    /// `build`, with the search's options (`Tuning`) for the agents that search.
    pub fn build_tuned(self, seed: u64, budget: Option<Budget>, tuning: Option<Tuning>) -> Box<dyn Agent + Send> {
        match self {
            AgentKind::Random => Box::new(RandomAgent::new(seed)),
            AgentKind::First => Box::new(FirstAgent),
            AgentKind::Heuristic => Box::new(HeuristicAgent::new(seed)),
            AgentKind::Mcts => Box::new(
                MctsAgent::new(seed, budget.unwrap_or(Budget::Playouts(DEFAULT_PLAYOUTS))).with_tuning(tuning.unwrap_or_default()),
            ),
        }
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
    /// The driver stopped it with more than `MAX_PERMANENTS` permanents on the
    /// battlefield (tokens copying themselves every turn grow without end; not a rules
    /// result).
    SizeCap,
}

/// The most decisions the driver lets one game take.
pub const MAX_DECISIONS: u64 = 200_000;

/// The most permanents the driver lets a game reach.
pub const MAX_PERMANENTS: usize = 300;

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
    #[error("the engine offered no legal answer to the question \"{}\" (turn {})", mw_ir::explain::words(&.0), .1)]
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
        if game.permanent_count() > MAX_PERMANENTS {
            let turns = game.turn().number;
            return Ok(PlayedGame { outcome: Outcome::SizeCap, turns, decisions, answers });
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
