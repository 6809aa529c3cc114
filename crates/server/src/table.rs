//! One game at the server: the engine's `Game`, who sits in each seat (a person or an
//! agent), and the game log as each viewer may know it. Every action a person takes goes
//! through the engine's decision API (`Game::apply`, `Game::concede`), which refuses what
//! is not legal; the table only adds the check that the answer was chosen for the
//! decision still pending. Synchronous: the hub runs each table on a thread of its own.

use crate::protocol::{AnswerView, CardFrame, ErrorKind, State};
use crate::snapshot;
use mw_ai::{Agent, AgentKind};
use mw_engine::{Answer, ApplyError, Event, Game, GameResult, Question};
use mw_types::PlayerId;
use std::collections::BTreeMap;
use std::time::{Duration, Instant};

/// A refused action: its kind and a message for the person.
pub type Refusal = (ErrorKind, String);

/// Who plays a seat.
pub enum Seat {
    Person { auto_pass: bool },
    Agent { kind: AgentKind, agent: Box<dyn Agent> },
}

/// The viewer a spectator is for `Game::explain_to`: no player, so every card moving
/// between hidden zones stays hidden.
const SPECTATOR: PlayerId = PlayerId(u8::MAX);

/// The most log lines kept per viewer.
const LOG_KEPT: usize = 2000;
/// The log lines each state carries.
const LOG_SENT: usize = 200;
/// The most decisions agents and automatic passes make in one `advance` (a loop no agent
/// leaves would otherwise hold the table).
const RUN_CAP: usize = 20_000;

pub struct Table {
    game: Game,
    seats: Vec<Seat>,
    /// Per seat, then one for spectators.
    logs: Vec<Vec<String>>,
    frames: BTreeMap<String, CardFrame>,
    legal: Vec<Answer>,
    /// Per seat: a person's seat nobody has taken yet.
    open: Vec<bool>,
}

impl Table {
    /// A table for `game`: seat 1 a person; every other seat the agent given (each its
    /// own, seeded by `seed` and the seat), else a person who joins later.
    pub fn new(game: Game, agent: Option<(AgentKind, u64)>, frames: BTreeMap<String, CardFrame>) -> Table {
        let n = game.player_count();
        let mut seats = vec![Seat::Person { auto_pass: true }];
        seats.extend((1..n).map(|i| match agent {
            Some((kind, seed)) => Seat::Agent { kind, agent: kind.build(seed.wrapping_add(i as u64 - 1), None) },
            None => Seat::Person { auto_pass: true },
        }));
        let open = seats.iter().enumerate().map(|(i, s)| i > 0 && matches!(s, Seat::Person { .. })).collect();
        Table { game, seats, logs: vec![Vec::new(); n + 1], frames, legal: Vec::new(), open }
    }

    /// A person has taken `seat`.
    pub fn seat_taken(&mut self, seat: u8) {
        if let Some(o) = self.open.get_mut(seat as usize) {
            *o = false;
        }
    }

    /// Whether a person's seat is still open.
    pub fn waiting(&self) -> bool {
        self.open.iter().any(|&o| o)
    }

    pub fn game(&self) -> &Game {
        &self.game
    }

    pub fn frames(&self) -> &BTreeMap<String, CardFrame> {
        &self.frames
    }

    /// The opponents of seat 1 in words: "ai: NAME" or "human" (every other seat is the
    /// same kind).
    pub fn opponent(&self) -> String {
        match &self.seats[1] {
            Seat::Agent { kind, .. } => format!("ai: {}", kind.name()),
            Seat::Person { .. } => "human".to_string(),
        }
    }

    /// Answers the pending decision for `seat`, chosen from the state numbered `seq`.
    pub fn answer(&mut self, seat: u8, seq: u64, answer: Answer) -> Result<(), Refusal> {
        self.person(seat)?;
        if seq != self.game.decisions_made() {
            return Err((
                ErrorKind::Stale,
                format!("that answer was for decision {seq}; the game is at decision {}", self.game.decisions_made()),
            ));
        }
        let events = match self.game.apply(PlayerId(seat), answer) {
            Ok(events) => events.to_vec(),
            Err(e) => return Err((apply_error_kind(&e), e.to_string())),
        };
        self.record(&events);
        Ok(())
    }

    /// CR 104.3a: the person in `seat` concedes.
    pub fn concede(&mut self, seat: u8) -> Result<(), Refusal> {
        self.person(seat)?;
        let events = self.game.concede(PlayerId(seat)).map_err(|e| (ErrorKind::CannotConcede, e.to_string()))?.to_vec();
        self.record(&events);
        Ok(())
    }

    pub fn set_auto_pass(&mut self, seat: u8, on: bool) -> Result<(), Refusal> {
        self.person(seat)?;
        if let Some(Seat::Person { auto_pass }) = self.seats.get_mut(seat as usize) {
            *auto_pass = on;
        }
        Ok(())
    }

    fn person(&self, seat: u8) -> Result<(), Refusal> {
        match self.seats.get(seat as usize) {
            Some(Seat::Person { .. }) => Ok(()),
            _ => Err((ErrorKind::NotSeated, format!("seat {} is not a person's", seat as u32 + 1))),
        }
    }

    /// Lets agents decide, and passes for people with automatic passing on who can only
    /// pass or make mana, until a person must decide or the game is over (false), or
    /// `budget` has run out with more to do (true: the caller shows people the game so
    /// far, then calls again).
    pub fn advance(&mut self, budget: Duration) -> bool {
        let start = Instant::now();
        for _ in 0..RUN_CAP {
            let Some(p) = self.game.decision().player else { return false };
            self.game.legal_answers_into(&mut self.legal);
            if self.legal.is_empty() {
                return false;
            }
            let idle = self.nothing_to_do();
            let answer = match &mut self.seats[p.index()] {
                Seat::Agent { agent, .. } => self.legal[agent.choose(&self.game, p, &self.legal)],
                Seat::Person { auto_pass: true } if idle => Answer::Pass,
                Seat::Person { .. } => return false,
            };
            match self.game.apply(p, answer) {
                Ok(events) => {
                    let events = events.to_vec();
                    self.record(&events);
                }
                // A listed answer refused is an engine fault: stop and let people see.
                Err(_) => return false,
            }
            if start.elapsed() >= budget {
                return true;
            }
        }
        false
    }

    /// `advance` with no time limit.
    pub fn settle(&mut self) {
        while self.advance(Duration::MAX) {}
    }

    /// At priority with only passing and mana abilities to choose from.
    fn nothing_to_do(&self) -> bool {
        self.game.decision().question == Question::Priority
            && self.legal.iter().all(|a| matches!(a, Answer::Pass | Answer::ActivateMana { .. }))
    }

    fn record(&mut self, events: &[Event]) {
        let n = self.logs.len() - 1;
        for (i, log) in self.logs.iter_mut().enumerate() {
            let viewer = if i == n { SPECTATOR } else { PlayerId(i as u8) };
            log.extend(events.iter().map(|e| self.game.explain_to(viewer, e)));
            if log.len() > LOG_KEPT {
                log.drain(..log.len() - LOG_KEPT);
            }
        }
    }

    /// The game as `seat` sees it (a spectator: `None`).
    pub fn state(&mut self, seat: Option<u8>) -> State {
        let d = self.game.decision();
        let viewer = seat.filter(|s| (*s as usize) < self.game.player_count()).map(PlayerId);
        let answers = if d.player.is_some() && d.player == viewer {
            self.game.legal_answers_into(&mut self.legal);
            self.legal
                .iter()
                .map(|a| AnswerView { answer: *a, text: self.game.describe_answer(a), objects: snapshot::answer_objects(a) })
                .collect()
        } else {
            Vec::new()
        };
        let log = &self.logs[viewer.map_or(self.logs.len() - 1, |p| p.index())];
        let (result, winner) = match self.game.result() {
            Some(GameResult::Won(w)) => (Some(format!("{w} wins")), Some(w.0)),
            Some(GameResult::Draw) => (Some("the game is a draw".to_string()), None),
            None => (None, None),
        };
        State {
            seq: self.game.decisions_made(),
            turn: self.game.turn().number,
            active: self.game.turn().active.0,
            step: self.game.turn().step.to_string(),
            seat: viewer.map(|p| p.0),
            players: snapshot::players(&self.game, viewer),
            stack: snapshot::stack(&self.game),
            decider: d.player.map(|p| p.0),
            question: if d.player == viewer { self.game.describe_question(&d.question) } else { waiting_for(d.player) },
            answers,
            log: log[log.len().saturating_sub(LOG_SENT)..].to_vec(),
            result,
            winner,
            waiting: self.waiting(),
        }
    }
}

fn waiting_for(p: Option<PlayerId>) -> String {
    match p {
        Some(p) => format!("waiting for {p}"),
        None => "the game is over".to_string(),
    }
}

fn apply_error_kind(e: &ApplyError) -> ErrorKind {
    match e {
        ApplyError::GameOver => ErrorKind::GameOver,
        ApplyError::NotYourDecision { .. } => ErrorKind::NotYourDecision,
        ApplyError::IllegalAnswer { .. } => ErrorKind::IllegalAnswer,
    }
}
