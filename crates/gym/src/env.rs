//! Environments over one game of 2 to 6 players (CR 102.2; a Commander game, CR 903, for
//! a Commander matchup): `Table` (every seat answered by the caller, PettingZoo's
//! turn-based model) and `Solo` (one seat answered by the caller, the others by a
//! built-in agent, Gymnasium's model). Action `i` is the engine's `i`-th legal answer
//! (`Game::legal_answers_into`, a deterministic order); a game is reproduced bit for bit
//! by its seed (DESIGN.md invariant 1), the built-in agent seeded from it too.

use crate::encode::{Encoder, ObsMut};
use crate::layout::Layout;
use crate::matchup::Matchup;
use mw_ai::{Agent, FirstAgent, RandomAgent, MAX_DECISIONS, MAX_PERMANENTS};
use mw_engine::{Answer, Decision, Game, GameResult, Question};
use mw_types::PlayerId;
use std::sync::Arc;

/// Options shared by the environments.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Config {
    /// A game still going after this turn is truncated (not a rules result).
    pub max_turns: u32,
    pub layout: Layout,
}

impl Default for Config {
    fn default() -> Config {
        Config { max_turns: 200, layout: Layout::default() }
    }
}

/// Why a step or reset was refused; the environment is unchanged.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum EnvError {
    #[error("action {action} is not legal: {legal} legal answers (action_mask shows them)")]
    IllegalAction { action: i64, legal: usize },
    #[error("the game is over: call reset")]
    GameOver,
    #[error("the game could not start: {0}")]
    Setup(String),
    #[error("the engine refused its own legal answer: {0}")]
    Engine(String),
    #[error("the engine offered no legal answer to {0:?}")]
    NoAnswers(Question),
    #[error("environment {index}: {error}")]
    InVector { index: usize, error: Box<EnvError> },
}

/// Where a game stands.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Status {
    Running,
    Finished(GameResult),
    /// Stopped by the driver's caps (turns, permanents, decisions): truncated.
    Capped,
}

/// One game whose every decision the caller answers.
#[derive(Clone)]
pub struct Table {
    matchup: Arc<Matchup>,
    config: Config,
    game: Game,
    decision: Decision,
    answers: Vec<Answer>,
    encoder: Encoder,
    status: Status,
    decisions: u64,
    /// Decisions answered since the table was made, across resets (for throughput).
    lifetime: u64,
}

impl Table {
    pub fn new(matchup: Arc<Matchup>, config: Config, seed: u64) -> Result<Table, EnvError> {
        let opponents = matchup.players().saturating_sub(1);
        if config.layout.opponents < opponents {
            return Err(EnvError::Setup(format!("the layout shows {} opponent(s); this game has {opponents}", config.layout.opponents)));
        }
        let game = start(&matchup, seed)?;
        let decision = game.decision();
        let encoder = Encoder::new(&matchup.commanders);
        let mut t = Table { matchup, config, game, decision, answers: Vec::new(), encoder, status: Status::Running, decisions: 0, lifetime: 0 };
        t.refresh()?;
        Ok(t)
    }

    /// A new game from `seed`.
    pub fn reset(&mut self, seed: u64) -> Result<(), EnvError> {
        self.game = start(&self.matchup, seed)?;
        self.decisions = 0;
        self.status = Status::Running;
        self.refresh()
    }

    /// The player who must answer now (None once the game is over or capped).
    pub fn decider(&self) -> Option<PlayerId> {
        match self.status {
            Status::Running => self.decision.player,
            _ => None,
        }
    }

    pub fn answers(&self) -> &[Answer] {
        &self.answers
    }

    /// CR 800.4a: whether `p` has lost and left the game (it may go on without them).
    pub fn has_lost(&self, p: PlayerId) -> bool {
        self.game.player(p).has_lost
    }

    pub fn status(&self) -> Status {
        self.status
    }

    pub fn game(&self) -> &Game {
        &self.game
    }

    pub fn matchup(&self) -> &Arc<Matchup> {
        &self.matchup
    }

    pub fn config(&self) -> &Config {
        &self.config
    }

    /// Decisions answered in this game (both seats).
    pub fn decisions(&self) -> u64 {
        self.decisions
    }

    /// Decisions answered in every game this table played (both seats).
    pub fn lifetime_decisions(&self) -> u64 {
        self.lifetime
    }

    /// Answers the pending decision with legal answer `action`.
    pub fn step(&mut self, action: i64) -> Result<(), EnvError> {
        let Some(p) = self.decider() else { return Err(EnvError::GameOver) };
        let legal = self.answers.len().min(self.config.layout.actions);
        let i = usize::try_from(action).ok().filter(|&i| i < legal).ok_or(EnvError::IllegalAction { action, legal })?;
        self.game.apply(p, self.answers[i]).map_err(|e| EnvError::Engine(e.to_string()))?;
        self.decisions += 1;
        self.lifetime += 1;
        self.refresh()
    }

    /// Writes `viewer`'s observation.
    pub fn observe(&mut self, viewer: PlayerId, out: &mut ObsMut) {
        let answers: &[Answer] = if self.decider() == Some(viewer) { &self.answers } else { &[] };
        self.encoder.write(&self.game, viewer, &self.decision, answers, &self.config.layout, out);
    }

    fn refresh(&mut self) -> Result<(), EnvError> {
        self.decision = self.game.decision();
        self.answers.clear();
        self.status = if let Some(r) = self.game.result() {
            Status::Finished(r)
        } else if self.game.turn().number > self.config.max_turns
            || self.game.permanent_count() > MAX_PERMANENTS
            || self.decisions >= MAX_DECISIONS
        {
            Status::Capped
        } else {
            Status::Running
        };
        if self.status == Status::Running {
            self.game.legal_answers_into(&mut self.answers);
            if self.answers.is_empty() || self.decision.player.is_none() {
                return Err(EnvError::NoAnswers(self.decision.question.clone()));
            }
        }
        Ok(())
    }
}

fn start(m: &Matchup, seed: u64) -> Result<Game, EnvError> {
    Game::new(m.setup(seed)).map_err(|e| EnvError::Setup(e.to_string()))
}

/// The built-in agents an opponent can be.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum OpponentKind {
    /// `mw_ai::RandomAgent`: uniform among legal answers.
    Random,
    /// `mw_ai::FirstAgent`: the engine's first legal answer.
    First,
}

impl OpponentKind {
    pub fn from_name(s: &str) -> Option<OpponentKind> {
        match s {
            "random" => Some(OpponentKind::Random),
            "first" => Some(OpponentKind::First),
            _ => None,
        }
    }
}

#[derive(Clone)]
enum Opponent {
    Random(RandomAgent),
    First(FirstAgent),
}

impl Opponent {
    fn new(kind: OpponentKind, seed: u64) -> Opponent {
        match kind {
            OpponentKind::Random => Opponent::Random(RandomAgent::new(agent_seed(seed))),
            OpponentKind::First => Opponent::First(FirstAgent),
        }
    }

    fn choose(&mut self, game: &Game, p: PlayerId, answers: &[Answer]) -> usize {
        match self {
            Opponent::Random(a) => a.choose(game, p, answers),
            Opponent::First(a) => a.choose(game, p, answers),
        }
    }
}

/// The opponent's seed, apart from the game's (as `manaweave sim` derives agents' seeds).
fn agent_seed(game_seed: u64) -> u64 {
    game_seed.wrapping_mul(0x9E37_79B9_7F4A_7C15).wrapping_add(2)
}

/// What a `Solo` step returns: the learner's reward (+1 a win, -1 a loss, 0 otherwise),
/// whether the game ended by the rules for the learner (the game over, or the learner
/// out of it: CR 800.4a, a multiplayer game goes on without a player who lost), or was
/// cut by the caps, and whether the action
/// was refused as illegal (the game then unchanged, as the engine refuses an illegal
/// answer).
#[derive(Clone, Copy, Debug, Default, PartialEq)]
pub struct Transition {
    pub reward: f32,
    pub terminated: bool,
    pub truncated: bool,
    pub illegal: bool,
}

/// One game against built-in agents: the caller answers `learner`'s decisions only, one
/// agent (seeded from the game) every other seat's.
#[derive(Clone)]
pub struct Solo {
    table: Table,
    learner: PlayerId,
    kind: OpponentKind,
    opponent: Opponent,
}

impl Solo {
    pub fn new(matchup: Arc<Matchup>, config: Config, learner: PlayerId, kind: OpponentKind, seed: u64) -> Result<Solo, EnvError> {
        if learner.index() >= matchup.players() {
            return Err(EnvError::Setup(format!("seat {} is not at this table of {} players", learner.0, matchup.players())));
        }
        let table = Table::new(matchup, config, seed)?;
        let mut s = Solo { table, learner, kind, opponent: Opponent::new(kind, seed) };
        s.advance()?;
        Ok(s)
    }

    pub fn reset(&mut self, seed: u64) -> Result<(), EnvError> {
        self.table.reset(seed)?;
        self.opponent = Opponent::new(self.kind, seed);
        self.advance()
    }

    pub fn table(&self) -> &Table {
        &self.table
    }

    pub fn learner(&self) -> PlayerId {
        self.learner
    }

    /// Answers the learner's decision with legal answer `action`, then lets the opponent
    /// play until the learner decides again or the game ends.
    pub fn step(&mut self, action: i64) -> Result<Transition, EnvError> {
        if self.table.has_lost(self.learner) {
            return Err(EnvError::GameOver);
        }
        self.table.step(action)?;
        self.advance()?;
        Ok(self.transition())
    }

    /// As `step`, but an illegal action is refused with the game unchanged (reward 0,
    /// `illegal` set) instead of being an error: Gymnasium's contract takes any action
    /// of the space.
    pub fn step_or_refuse(&mut self, action: i64) -> Result<Transition, EnvError> {
        match self.step(action) {
            Err(EnvError::IllegalAction { .. }) => Ok(Transition { illegal: true, ..self.transition() }),
            r => r,
        }
    }

    /// The learner's view (the game's end seen by the learner once it is over).
    pub fn observe(&mut self, out: &mut ObsMut) {
        self.table.observe(self.learner, out);
    }

    /// The learner's reward and flags for the game as it stands.
    pub fn transition(&self) -> Transition {
        match self.table.status() {
            // CR 800.4a: the learner lost; the others play on, without the learner.
            Status::Running | Status::Finished(_) if self.table.has_lost(self.learner) => {
                Transition { reward: -1.0, terminated: true, ..Transition::default() }
            }
            Status::Running => Transition::default(),
            Status::Finished(GameResult::Won(p)) => {
                Transition { reward: if p == self.learner { 1.0 } else { -1.0 }, terminated: true, ..Transition::default() }
            }
            Status::Finished(GameResult::Draw) => Transition { terminated: true, ..Transition::default() },
            Status::Capped => Transition { truncated: true, ..Transition::default() },
        }
    }

    fn advance(&mut self) -> Result<(), EnvError> {
        while let Some(p) = self.table.decider() {
            if p == self.learner || self.table.has_lost(self.learner) {
                break;
            }
            let answers = &self.table.answers;
            let i = self.opponent.choose(&self.table.game, p, answers).min(answers.len() - 1);
            let a = answers[i];
            self.table.game.apply(p, a).map_err(|e| EnvError::Engine(e.to_string()))?;
            self.table.decisions += 1;
            self.table.lifetime += 1;
            self.table.refresh()?;
        }
        Ok(())
    }
}
