//! The scenario file as data: what the parser produces and the runner reads.

use mw_ai::AgentKind;
use mw_engine::{Step, Zone};
use mw_types::{CounterKind, ManaType, PlayerId};

/// A line number (1-based) for messages.
pub type LineNo = usize;

/// What an unscripted decision gets.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Unscripted {
    Fail,
    First,
    Every,
}

/// One card list item: `Name xN [modifiers]`.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct CardItem {
    pub name: String,
    pub copies: u32,
    pub alias: Option<String>,
    pub tapped: bool,
    pub sick: bool,
    pub counters: Vec<(CounterKind, u32)>,
    pub damage: i32,
    pub attached_to: Option<String>,
    pub controller: Option<PlayerId>,
    /// Extension: `[commander]`: the card is its owner's commander (CR 903.3).
    pub commander: bool,
    /// Extension: `[ring-bearer]`: its controller's Ring-bearer (CR 701.54a; the player
    /// needs `pK ring: N` of 1 or more).
    pub ring_bearer: bool,
    /// Column (1-based) of the item in its line, for setup errors.
    pub column: usize,
}

/// A zone a setup line fills.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum SetupZone {
    Hand,
    Library,
    Graveyard,
    Exile,
    Battlefield,
    /// Extension: `pK command: LIST`: commanders in the command zone (CR 903.6).
    Command,
}

#[derive(Clone, Debug, PartialEq, Eq)]
pub enum SetupLine {
    Turn { number: u32, active: PlayerId, step: Step },
    Life(PlayerId, i32),
    Cards(PlayerId, SetupZone, Vec<CardItem>),
    Pool(PlayerId, Vec<(ManaType, u32)>),
    LandsPlayed(PlayerId, u32),
    /// Extension: `pK speed: N` (CR 702.179: 0, no speed, to 4).
    Speed(PlayerId, u8),
    /// Extension: `pK ring: N` (CR 701.54c: the times the Ring has tempted the player).
    Ring(PlayerId, u8),
    Seed(u64),
    Unscripted(Unscripted),
    /// `players: N`: the number of players, p1 to pN.
    Players(u8),
    /// Extension: `format: commander`: a Commander game (CR 903): life 40 unless a
    /// `pK life:` line says otherwise (CR 903.7).
    Commander,
    /// `pK agent: NAME [MS]`: the agent deciding what the script leaves open for pK, with
    /// a time per decision for agents that search.
    Agent { player: PlayerId, kind: AgentKind, ms: Option<u32> },
}

/// Options after the card of `cast` and `activate`.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Options {
    pub targeting: Vec<String>,
    pub x: Option<u32>,
    pub modes: Vec<u32>,
    pub paying: Vec<String>,
    pub choosing: Option<String>,
    /// Extension: `face down` (CR 702.37c: cast a card with morph face down).
    pub face_down: bool,
    /// `alternative` / `alternative: KEYWORD` (CR 118.9): pay an alternative cost printed
    /// on the card instead of its mana cost.
    pub alternative: Option<Alternative>,
}

/// CR 118.9: which alternative cost a `cast` pays.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Alternative {
    /// The card's only alternative cost.
    Any,
    /// The one named by its keyword (lower case), e.g. `flashback`, `morph`.
    Named(String),
}

/// Where `run until` stops.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Until {
    /// When that step (of that turn, or the next such step) begins and a player would get
    /// priority, as `advance to` stops.
    Step { step: Step, turn: Option<u32> },
    GameOver,
}

/// A card's place in a library, counted from the top.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum LibraryPos {
    /// 1 = the top card.
    Nth(usize),
    Bottom,
}

/// A player action (the part `try` can wrap).
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Action {
    Play { card: String },
    Cast { card: String, from: Zone, options: Options },
    Activate { card: String, ability: u32, options: Options },
    /// (attacker, what it attacks: a player or an alias), in order.
    Attack(Vec<(String, Option<String>)>),
    /// (blocker, attacker), in order.
    Block(Vec<(String, String)>),
    /// Extension: `pK turn CARD face up` (CR 702.37e, a special action).
    TurnFaceUp { card: String },
    /// Extension: `pK suspend CARD` / `pK foretell CARD` (CR 702.62a, 702.143a: special
    /// actions exiling a card from the hand).
    ExileFromHand { card: String, action: HandAction },
}

/// A special action taken with a card in the hand.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum HandAction {
    Suspend,
    Foretell,
    /// CR 702.170a: `pK plot CARD`.
    Plot,
}

#[derive(Clone, Debug, PartialEq, Eq)]
pub enum ScriptLine {
    Act(PlayerId, Action),
    Try(PlayerId, Action),
    Choose(PlayerId, String),
    Pass,
    Resolve,
    ResolveAll,
    Advance { step: Step, turn: Option<u32> },
    /// `run until …`: the game plays itself, agents deciding.
    RunUntil(Until),
    Unscripted(Unscripted),
    /// Extension: `pK concede` (CR 104.3a; in a game of three or more, CR 800.4a).
    Concede(PlayerId),
}

/// Comparisons in checks.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Check {
    Life(PlayerId, i32),
    /// Extension: `pK poison = N` (CR 122.1f poison counters).
    Poison(PlayerId, u32),
    /// Extension: `pK energy = N` (CR 107.14 energy counters).
    Energy(PlayerId, u32),
    /// Extension: `pK speed = N` (CR 702.179; 0 while the player has none).
    Speed(PlayerId, u8),
    /// Extension: `pK ring = N` (CR 701.54c: the times the Ring has tempted the player).
    Ring(PlayerId, u8),
    ZoneCount(PlayerId, Zone, Option<String>, usize),
    ZoneHas(PlayerId, Zone, String, bool),
    /// `pK library top: NAME`, `pK library N: NAME`, `pK library bottom: NAME`.
    Library(PlayerId, LibraryPos, String),
    Pool(PlayerId, Vec<(ManaType, u32)>),
    /// Extension: `pK available mana = {G}{G}{W} | {G}{W}{W}`, the distinct combinations
    /// of mana the player could make now (order of the alternatives doesn't matter).
    AvailableMana(PlayerId, Vec<Vec<(ManaType, u32)>>),
    /// A check on one permanent or card (REF), or on all permanents with a name.
    Object { target: ObjRef, check: ObjCheck },
    StackCount(usize),
    StackTop(String),
    Winner(PlayerId),
    GameOver(bool),
}

#[derive(Clone, Debug, PartialEq, Eq)]
pub enum ObjRef {
    One(String),
    All(String),
}

#[derive(Clone, Debug, PartialEq, Eq)]
pub enum ObjCheck {
    Pt(i32, i32),
    Tapped(bool),
    Counters(CounterKind, u32),
    Controller(PlayerId),
    Name(String),
    Keyword(String, bool),
    Type(String, bool),
    Color(String),
    Zone(Zone),
    CouldProduce(Vec<ManaType>),
    /// CR 120.6: damage marked on it.
    Damage(i32),
    /// CR 301.5, 303.4: what it is attached to (None: nothing).
    AttachedTo(Option<String>),
}

/// One section after setup.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Section {
    Script(Vec<(LineNo, ScriptLine)>),
    Expect(Vec<(LineNo, Check, String)>),
}

/// A whole scenario file.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Scenario {
    pub name: String,
    /// The number of players (`players:`, 2 by default).
    pub players: u8,
    pub rules: Vec<String>,
    pub setup: Vec<(LineNo, SetupLine)>,
    pub sections: Vec<Section>,
}
