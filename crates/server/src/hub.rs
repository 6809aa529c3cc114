//! The games a server hosts, by code. Each game is a `Table` on a thread of its own (an
//! agent may think for a while without holding up the network); connections talk to it
//! through a channel and receive the JSON it sends them. The hub creates games (decks
//! and agent checked first), seats people, and keeps the tokens that let a person take
//! their seat back after a reload.

use crate::protocol::{DeckSpec, ErrorKind, GameFormat, Opponent, ServerMsg};
use crate::snapshot;
use crate::table::{Refusal, Table};
use mw_ai::AgentKind;
use mw_carddb::CardDb;
use mw_engine::{Answer, Game};
use std::collections::HashMap;
use std::hash::{BuildHasher, Hasher};
use std::sync::atomic::{AtomicU64, Ordering};
use std::sync::{mpsc, Arc, Mutex};
use std::time::Duration;
use tokio::sync::mpsc::UnboundedSender;

/// Builds a game of a format from decks (name, list text, one per seat) and a seed.
pub type NewGame = dyn Fn(&[(String, String)], GameFormat, u64) -> Result<Game, String> + Send + Sync;

/// The most players at one table (CR 806: a free-for-all; the engine plays 2–6).
const MAX_PLAYERS: u8 = 6;

/// Where a table sends one connection's messages.
pub type Outbox = UnboundedSender<String>;

/// The agents the server prefers, strongest first: the first one the registry
/// (`AgentKind::from_name`) knows plays when a client names none.
const AGENT_PREFERENCE: [&str; 3] = ["mcts", "heuristic", "random"];

/// The most games one server hosts at once.
const MAX_GAMES: usize = 256;

/// What a connection asks of a table.
pub enum Cmd {
    Attach { conn: u64, seat: Option<u8>, out: Outbox, code: String, token: Option<String> },
    Detach { conn: u64 },
    Answer { conn: u64, seat: u8, seq: u64, answer: Answer },
    Concede { conn: u64, seat: u8 },
    AutoPass { conn: u64, seat: u8, on: bool },
}

struct Entry {
    tx: mpsc::Sender<Cmd>,
    /// One per seat: the token that takes it back.
    tokens: Vec<String>,
    /// Seats still open for people who join, in the order they are taken.
    open: Vec<u8>,
}

/// A connection's place at a game once the hub has seated it.
pub struct Seated {
    pub code: String,
    pub seat: Option<u8>,
    pub tx: mpsc::Sender<Cmd>,
}

pub struct Hub {
    games: Mutex<HashMap<String, Entry>>,
    new_game: Box<NewGame>,
    db: Arc<CardDb>,
    decks: Vec<(String, String)>,
    /// CR 903: the decks a Commander game offers (none: no Commander games).
    commander_decks: Vec<(String, String)>,
    counter: AtomicU64,
}

impl Hub {
    pub fn new(new_game: Box<NewGame>, db: Arc<CardDb>, decks: Vec<(String, String)>) -> Hub {
        Hub { games: Mutex::new(HashMap::new()), new_game, db, decks, commander_decks: Vec::new(), counter: AtomicU64::new(1) }
    }

    /// The hub offering `decks` for Commander games too.
    pub fn with_commander_decks(mut self, decks: Vec<(String, String)>) -> Hub {
        self.commander_decks = decks;
        self
    }

    pub fn next_conn(&self) -> u64 {
        self.counter.fetch_add(1, Ordering::Relaxed)
    }

    pub fn hello(&self) -> ServerMsg {
        ServerMsg::Hello {
            decks: self.decks.iter().map(|(n, _)| n.clone()).collect(),
            commander_decks: self.commander_decks.iter().map(|(n, _)| n.clone()).collect(),
            agents: AgentKind::ALL.iter().map(|k| k.name().to_string()).collect(),
            default_agent: best_agent().name().to_string(),
        }
    }

    /// A random-looking string of `len` characters from `alphabet` (codes and tokens:
    /// std's randomly keyed hasher over a counter and the clock).
    fn random(&self, alphabet: &[u8], len: usize) -> String {
        let mut out = String::with_capacity(len);
        while out.len() < len {
            let mut h = std::collections::hash_map::RandomState::new().build_hasher();
            h.write_u64(self.counter.fetch_add(1, Ordering::Relaxed));
            h.write_u128(std::time::SystemTime::now().duration_since(std::time::UNIX_EPOCH).map_or(0, |d| d.as_nanos()));
            let mut x = h.finish();
            for _ in 0..8 {
                if out.len() == len {
                    break;
                }
                out.push(alphabet[(x % alphabet.len() as u64) as usize] as char);
                x /= alphabet.len() as u64;
            }
        }
        out
    }

    /// The deck for a seat: the one asked for, else built-in deck `default` (in turn).
    fn deck(&self, spec: Option<&DeckSpec>, format: GameFormat, default: usize) -> Result<(String, String), Refusal> {
        let builtin = match format {
            GameFormat::Constructed => &self.decks,
            GameFormat::Commander => &self.commander_decks,
        };
        match spec {
            None if builtin.is_empty() => Err((ErrorKind::BadDeck, format!("this server has no built-in decks for {format:?} games: paste a deck list"))),
            None => Ok(builtin[default % builtin.len()].clone()),
            Some(DeckSpec::Builtin(name)) => builtin.iter().find(|(n, _)| n == name).cloned().ok_or_else(|| {
                let names: Vec<&str> = builtin.iter().map(|(n, _)| n.as_str()).collect();
                (ErrorKind::BadDeck, format!("no built-in deck {name:?} for {format:?} games (built-in decks: {})", names.join(", ")))
            }),
            Some(DeckSpec::List(text)) => Ok(("pasted list".to_string(), text.clone())),
        }
    }

    /// The agent an opponent names (none: people join those seats).
    fn agent(opponent: &Opponent) -> Result<Option<AgentKind>, Refusal> {
        match opponent {
            Opponent::Ai { agent: None } => Ok(Some(best_agent())),
            Opponent::Ai { agent: Some(name) } => AgentKind::from_name(name).map(Some).ok_or_else(|| {
                let known: Vec<&str> = AgentKind::ALL.iter().map(|k| k.name()).collect();
                (ErrorKind::UnknownAgent, format!("no agent {name:?} (agents: {})", known.join(", ")))
            }),
            Opponent::Human => Ok(None),
        }
    }

    /// Starts a game of `players` players (default 2, 4 for Commander) in `format` and
    /// seats the caller in seat 1; every other seat is `opponent`'s, with `opponent_deck`
    /// (else the built-in decks in turn).
    pub fn create(
        &self,
        opponent: &Opponent,
        deck: Option<&DeckSpec>,
        opponent_deck: Option<&DeckSpec>,
        seed: Option<u64>,
        (players, format): (Option<u8>, GameFormat),
    ) -> Result<(Seated, String), Refusal> {
        let agent = Self::agent(opponent)?;
        let n = players.unwrap_or(if format == GameFormat::Commander { 4 } else { 2 });
        if !(2..=MAX_PLAYERS).contains(&n) {
            return Err((ErrorKind::BadMessage, format!("a game has 2 to {MAX_PLAYERS} players, not {n}")));
        }
        let mut decks = vec![self.deck(deck, format, 0)?];
        for seat in 1..n as usize {
            decks.push(self.deck(opponent_deck, format, seat)?);
        }
        let seed = seed.unwrap_or_else(|| self.counter.fetch_add(1, Ordering::Relaxed) ^ std::process::id() as u64);
        let game = (self.new_game)(&decks, format, seed).map_err(|e| (ErrorKind::BadDeck, e))?;
        let frames = snapshot::frames(&game, &self.db);
        let mut games = self.games.lock().map_err(|_| (ErrorKind::BadMessage, "server state poisoned".to_string()))?;
        if games.len() >= MAX_GAMES {
            // Tables whose thread has stopped (idle, nobody connected) make room.
            games.retain(|_, e| e.tx.send(Cmd::Detach { conn: 0 }).is_ok());
        }
        if games.len() >= MAX_GAMES {
            return Err((ErrorKind::BadMessage, format!("this server hosts {MAX_GAMES} games already")));
        }
        let code = loop {
            let c = self.random(b"ABCDEFGHJKLMNPQRSTUVWXYZ23456789", 6);
            if !games.contains_key(&c) {
                break c;
            }
        };
        let tokens: Vec<String> = (0..n).map(|_| self.random(b"0123456789abcdef", 24)).collect();
        let token = tokens[0].clone();
        let (tx, rx) = mpsc::channel();
        std::thread::Builder::new()
            .name(format!("table-{code}"))
            // The agents are built on the table's thread: agents need not be `Send`.
            .spawn(move || run_table(Table::new(game, agent.map(|k| (k, seed)), frames), rx))
            .map_err(|e| (ErrorKind::BadMessage, format!("cannot start the game: {e}")))?;
        let open = if agent.is_none() { (1..n).collect() } else { Vec::new() };
        games.insert(code.clone(), Entry { tx: tx.clone(), tokens, open });
        Ok((Seated { code, seat: Some(0), tx }, token))
    }

    /// Seats the caller in the next open seat of game `code`.
    pub fn join(&self, code: &str) -> Result<(Seated, String), Refusal> {
        let mut games = self.games.lock().map_err(|_| (ErrorKind::BadMessage, "server state poisoned".to_string()))?;
        let e = games.get_mut(code).ok_or_else(|| no_game(code))?;
        if e.open.is_empty() {
            return Err((ErrorKind::SeatTaken, format!("game {code} has no open seat")));
        }
        let seat = e.open.remove(0);
        Ok((Seated { code: code.to_string(), seat: Some(seat), tx: e.tx.clone() }, e.tokens[seat as usize].clone()))
    }

    pub fn watch(&self, code: &str) -> Result<Seated, Refusal> {
        let games = self.games.lock().map_err(|_| (ErrorKind::BadMessage, "server state poisoned".to_string()))?;
        let e = games.get(code).ok_or_else(|| no_game(code))?;
        Ok(Seated { code: code.to_string(), seat: None, tx: e.tx.clone() })
    }

    /// Seats the caller back in the seat whose token they hold.
    pub fn resume(&self, code: &str, token: &str) -> Result<Seated, Refusal> {
        let games = self.games.lock().map_err(|_| (ErrorKind::BadMessage, "server state poisoned".to_string()))?;
        let e = games.get(code).ok_or_else(|| no_game(code))?;
        let seat = e.tokens.iter().position(|t| t == token).ok_or((ErrorKind::BadToken, format!("that token holds no seat at game {code}")))?;
        if e.open.contains(&(seat as u8)) {
            return Err((ErrorKind::BadToken, format!("that token holds no seat at game {code}")));
        }
        Ok(Seated { code: code.to_string(), seat: Some(seat as u8), tx: e.tx.clone() })
    }
}

fn no_game(code: &str) -> Refusal {
    (ErrorKind::NoSuchGame, format!("no game {code:?} on this server"))
}

/// The strongest agent the registry has (`AGENT_PREFERENCE`).
pub fn best_agent() -> AgentKind {
    AGENT_PREFERENCE.iter().find_map(|n| AgentKind::from_name(n)).unwrap_or(AgentKind::ALL[0])
}

/// How long an agent may think before people are shown the game so far.
const SHOW_EVERY: Duration = Duration::from_millis(150);

/// A table nobody is connected to stops after this long without a message.
const IDLE: Duration = Duration::from_secs(30 * 60);

/// A table's thread: applies commands in order, lets agents play, and sends every
/// attached connection its state after each change (refusals only to the connection
/// that asked). Ends when the hub is gone, or when idle with nobody connected.
fn run_table(mut table: Table, rx: mpsc::Receiver<Cmd>) {
    let mut conns: Vec<(u64, Option<u8>, Outbox)> = Vec::new();
    table.settle();
    loop {
        let cmd = match rx.recv_timeout(IDLE) {
            Ok(cmd) => cmd,
            Err(mpsc::RecvTimeoutError::Timeout) if conns.is_empty() => return,
            Err(mpsc::RecvTimeoutError::Timeout) => continue,
            Err(mpsc::RecvTimeoutError::Disconnected) => return,
        };
        let (conn, result) = match cmd {
            Cmd::Attach { conn, seat, out, code, token } => {
                if let Some(seat) = seat.filter(|&s| s > 0) {
                    table.seat_taken(seat);
                }
                let joined = ServerMsg::Joined { code, seat, token, opponent: table.opponent(), cards: table.frames().clone() };
                let _ = out.send(joined.to_json());
                conns.retain(|c| c.0 != conn);
                conns.push((conn, seat, out));
                (conn, Ok(()))
            }
            Cmd::Detach { conn } => {
                conns.retain(|c| c.0 != conn);
                continue;
            }
            Cmd::Answer { conn, seat, seq, answer } => (conn, table.answer(seat, seq, answer)),
            Cmd::Concede { conn, seat } => (conn, table.concede(seat)),
            Cmd::AutoPass { conn, seat, on } => (conn, table.set_auto_pass(seat, on)),
        };
        if let Err((kind, message)) = result {
            if let Some((_, _, out)) = conns.iter().find(|c| c.0 == conn) {
                let _ = out.send(ServerMsg::error(kind, message).to_json());
            }
            continue;
        }
        loop {
            let more = table.advance(SHOW_EVERY);
            conns.retain(|(_, seat, out)| out.send(ServerMsg::State(Box::new(table.state(*seat))).to_json()).is_ok());
            if !more {
                break;
            }
        }
    }
}
