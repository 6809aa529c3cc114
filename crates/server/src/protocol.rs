//! The messages between the browser and the server, as JSON over one WebSocket per
//! client. A client names its action; the server answers with a player's view of the
//! game (`State`) after every change, or with a typed `Error` (the game goes on).

use mw_engine::Answer;
use serde::{Deserialize, Serialize};

/// A deck a client asks for: a built-in deck by name, or a pasted deck list.
#[derive(Clone, Debug, PartialEq, Eq, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum DeckSpec {
    Builtin(String),
    List(String),
}

/// Who plays the second seat of a new game.
#[derive(Clone, Debug, PartialEq, Eq, Deserialize)]
#[serde(rename_all = "snake_case", tag = "kind")]
pub enum Opponent {
    /// An agent of the `mw_ai::AgentKind` registry, by name; none means the strongest.
    Ai {
        #[serde(default)]
        agent: Option<String>,
    },
    /// Another person, who joins with the game's code.
    Human,
}

/// The game's format (CR 100.2): a constructed game of 2–6 players, or Commander (CR
/// 903: 40 life, commanders in the command zone; a free-for-all of 2–6 players).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Deserialize, Serialize)]
#[serde(rename_all = "snake_case")]
pub enum GameFormat {
    #[default]
    Constructed,
    Commander,
}

/// What a client asks.
#[derive(Clone, Debug, PartialEq, Eq, Deserialize)]
#[serde(rename_all = "snake_case", tag = "t")]
pub enum ClientMsg {
    /// Start a game and take its first seat.
    New {
        opponent: Opponent,
        #[serde(default)]
        deck: Option<DeckSpec>,
        #[serde(default)]
        opponent_deck: Option<DeckSpec>,
        #[serde(default)]
        seed: Option<u64>,
        /// Players at the table, 2 to 6 (default 2; 4 for Commander): seat 1 the client,
        /// every other seat the opponent (an agent each, or a person who joins).
        #[serde(default)]
        players: Option<u8>,
        #[serde(default)]
        format: GameFormat,
    },
    /// Take the next open seat of a game started for people.
    Join { code: String },
    /// Watch a game (both battlefields, no hands).
    Watch { code: String },
    /// Take back one's seat after a reload, with the token `Joined` gave.
    Resume { code: String, token: String },
    /// Answer the pending decision. `seq` is the `State::seq` the answer was chosen
    /// from, so an answer to a question already gone is refused, not misapplied.
    Answer { seq: u64, answer: Answer },
    /// CR 104.3a: concede the game.
    Concede,
    /// Let the server pass priority for this seat when it can do nothing but pass or
    /// make mana (on by default).
    AutoPass { on: bool },
}

/// Why a client's message was refused. The game, if any, is unchanged.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
#[serde(rename_all = "snake_case")]
pub enum ErrorKind {
    /// Not JSON, or not a message this server knows.
    BadMessage,
    /// A deck that is not built in, doesn't parse, or has cards Manaweave can't play.
    BadDeck,
    /// No agent of that name.
    UnknownAgent,
    NoSuchGame,
    /// The game has no open seat.
    SeatTaken,
    /// The token doesn't match the seat's.
    BadToken,
    /// The action needs a seat at a game; this client has none (or only watches).
    NotSeated,
    /// The answer was chosen for an earlier decision.
    Stale,
    /// The engine refused: another player must decide.
    NotYourDecision,
    /// The engine refused: not a legal answer to the pending question.
    IllegalAnswer,
    GameOver,
    /// The engine refused a concession.
    CannotConcede,
}

/// A card as drawn in a frame: printed characteristics and Oracle text.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct CardFrame {
    pub name: String,
    /// Mana symbols as `{2}{R}`.
    pub cost: String,
    pub type_line: String,
    pub text: String,
    pub pt: Option<String>,
}

/// A card or permanent in a zone, as the viewer sees it now.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct CardView {
    /// The object id as `slot.generation` (what answers name).
    pub id: String,
    pub name: String,
    pub tapped: bool,
    pub power: Option<i32>,
    pub toughness: Option<i32>,
    pub damage: i32,
    /// Counters as (kind, how many).
    pub counters: Vec<(String, u32)>,
    /// The permanent it is attached to, by id.
    pub attached_to: Option<String>,
    pub attacking: bool,
    pub blocking: bool,
    pub token: bool,
}

/// One player as the viewer sees them.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct PlayerState {
    pub seat: u8,
    pub name: String,
    pub life: i32,
    pub library: usize,
    pub hand_size: usize,
    /// Only the viewer's own hand.
    pub hand: Option<Vec<CardView>>,
    pub graveyard: Vec<CardView>,
    pub exile: Vec<CardView>,
    pub battlefield: Vec<CardView>,
    /// The mana pool as symbols.
    pub pool: String,
}

/// One stack item in words.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct StackEntry {
    pub text: String,
    pub controller: u8,
    pub targets: Vec<String>,
}

/// A legal answer: the engine's answer, in words, and the objects it names (so the
/// client can offer it on a click of that card).
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct AnswerView {
    pub answer: Answer,
    pub text: String,
    pub objects: Vec<String>,
}

/// The game as one client sees it.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct State {
    /// Decisions made so far: an answer must name the `seq` it was chosen from.
    pub seq: u64,
    pub turn: u32,
    pub active: u8,
    pub step: String,
    /// The viewer's seat; none for a spectator.
    pub seat: Option<u8>,
    pub players: Vec<PlayerState>,
    /// Top first.
    pub stack: Vec<StackEntry>,
    /// Who must decide now.
    pub decider: Option<u8>,
    pub question: String,
    /// The legal answers, for the decider only.
    pub answers: Vec<AnswerView>,
    /// The game log in words, as the viewer may know it (the latest lines).
    pub log: Vec<String>,
    /// How the game ended, in words, once it has.
    pub result: Option<String>,
    /// The winner's seat, once the game is won.
    pub winner: Option<u8>,
    /// Whether a seat is still open (a game waiting for people to join).
    pub waiting: bool,
}

/// What the server sends.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
#[serde(rename_all = "snake_case", tag = "t")]
pub enum ServerMsg {
    /// The client has a seat (or watches): the game's code, its seat, the token to
    /// resume with, and the frames of every card the game can show.
    Joined {
        code: String,
        seat: Option<u8>,
        token: Option<String>,
        opponent: String,
        cards: std::collections::BTreeMap<String, CardFrame>,
    },
    State(Box<State>),
    Error { kind: ErrorKind, message: String },
    /// The built-in decks and agents, sent on connection.
    Hello { decks: Vec<String>, commander_decks: Vec<String>, agents: Vec<String>, default_agent: String },
}

impl ServerMsg {
    pub fn error(kind: ErrorKind, message: impl Into<String>) -> ServerMsg {
        ServerMsg::Error { kind, message: message.into() }
    }

    pub fn to_json(&self) -> String {
        serde_json::to_string(self).unwrap_or_else(|e| format!("{{\"t\":\"error\",\"kind\":\"bad_message\",\"message\":\"cannot encode: {e}\"}}"))
    }
}

/// An object id as the protocol writes it.
pub fn id_text(id: mw_types::ObjectId) -> String {
    format!("{}.{}", id.slot, id.generation)
}
