//! The decks of an environment (2 to 6 players, CR 102.2; a Commander game's decks with
//! their commanders, CR 903): built-in names or deck list files, compiled once into a
//! card table shared by every game (and every thread) of the environment.

use mw_carddb::{parse_deck, CardDb, DeckFormat, Section};
use mw_engine::{CardTable, GameSetup};
use mw_types::CardId;
use std::sync::Arc;

/// The built-in decks (the benchmark pair, the same lists `manaweave sim` plays).
pub const BUILTIN: [(&str, &str); 2] = [
    ("red-aggro", include_str!("../../../decks/red-aggro.txt")),
    ("green-midrange", include_str!("../../../decks/green-midrange.txt")),
];

/// The built-in Commander decks (CR 903.5), the ones `manaweave sim --format commander`
/// seats in turn.
pub const BUILTIN_COMMANDER: [(&str, &str); 4] = [
    ("white-weenie", include_str!("../../../decks/commander/white-weenie.txt")),
    ("black-drana", include_str!("../../../decks/commander/black-drana.txt")),
    ("red-krenko", include_str!("../../../decks/commander/red-krenko.txt")),
    ("green-ezuri", include_str!("../../../decks/commander/green-ezuri.txt")),
];

/// The fewest and most players an environment seats (the engine plays up to 8; the
/// observation's default layouts are sized for up to 6).
pub const MIN_PLAYERS: usize = 2;
pub const MAX_PLAYERS: usize = 6;

/// Why a matchup could not be built; each names the deck (and line) at fault.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum MatchupError {
    #[error("give 2 to 6 decks (one per player), not {0}")]
    DeckCount(usize),
    #[error("cannot read deck {name}: {reason} (a deck is a file or a built-in deck: red-aggro, green-midrange; Commander: white-weenie, black-drana, red-krenko, green-ezuri)")]
    Unreadable { name: String, reason: String },
    #[error("{deck}: {reason}")]
    Invalid { deck: String, reason: String },
    #[error("{deck}: the main deck is empty")]
    Empty { deck: String },
    #[error("the card pool did not load: {0}")]
    Pool(String),
}

/// One deck per player compiled into one card table.
#[derive(Clone, Debug)]
pub struct Matchup {
    pub table: Arc<CardTable>,
    /// Each deck's cards (ids into `table`), in list order, in seat order.
    pub decks: Vec<Vec<CardId>>,
    /// Each deck's name (the built-in name or the file's stem).
    pub names: Vec<String>,
    /// CR 903.3: each deck's commanders (its `Commander` section); empty unless this is a
    /// Commander matchup.
    pub commanders: Vec<Vec<CardId>>,
}

impl Matchup {
    /// The decks named by `args` (built-in names or deck list paths), compiled with `db`.
    pub fn load(db: &CardDb, args: &[&str]) -> Result<Matchup, MatchupError> {
        let lists = read_all(args)?;
        let refs: Vec<(&str, &str)> = lists.iter().map(|(n, t)| (n.as_str(), t.as_str())).collect();
        Matchup::from_lists(db, &refs)
    }

    /// CR 903: Commander decks named by `args`, each checked against the format's deck
    /// rules (CR 903.5), its `Commander` section starting in the command zone.
    pub fn load_commander(db: &CardDb, args: &[&str]) -> Result<Matchup, MatchupError> {
        let lists = read_all(args)?;
        let refs: Vec<(&str, &str)> = lists.iter().map(|(n, t)| (n.as_str(), t.as_str())).collect();
        Matchup::commander_from_lists(db, &refs)
    }

    /// Decks given as (name, list text); a `Commander` section is refused (CR 903.6: only
    /// a Commander game has a command zone to start in).
    pub fn from_lists(db: &CardDb, lists: &[(&str, &str)]) -> Result<Matchup, MatchupError> {
        compile(db, lists, false)
    }

    /// Commander decks given as (name, list text), checked against CR 903.5.
    pub fn commander_from_lists(db: &CardDb, lists: &[(&str, &str)]) -> Result<Matchup, MatchupError> {
        for &(name, text) in lists {
            let list = parse_deck(text).map_err(|e| MatchupError::Invalid { deck: name.to_string(), reason: e.to_string() })?;
            if let Some(b) = DeckFormat::Commander.check(db, &list).first() {
                return Err(MatchupError::Invalid { deck: name.to_string(), reason: format!("not a legal Commander deck: {b}") });
            }
        }
        compile(db, lists, true)
    }

    /// Whether this is a Commander matchup (CR 903).
    pub fn is_commander(&self) -> bool {
        !self.commanders.is_empty()
    }

    /// Players at the table.
    pub fn players(&self) -> usize {
        self.decks.len()
    }

    /// A new game's setup from `seed`: a Commander game (CR 903.6–903.7) for a Commander
    /// matchup.
    pub fn setup(&self, seed: u64) -> GameSetup {
        if self.is_commander() {
            GameSetup::commander(self.table.clone(), self.decks.clone(), self.commanders.clone(), seed)
        } else {
            GameSetup::new(self.table.clone(), self.decks.clone(), seed)
        }
    }

    /// The name of each card of the table, by `CardId` (an observation's `card` field is
    /// this index plus one).
    pub fn card_names(&self) -> Vec<String> {
        (0..self.table.len()).map(|i| self.table.get(CardId(i as u32)).name.clone()).collect()
    }
}

/// Compiles the decks into one table; with `commander`, each deck's `Commander` section
/// apart (otherwise such a section is an error).
fn compile(db: &CardDb, lists: &[(&str, &str)], commander: bool) -> Result<Matchup, MatchupError> {
    if !(MIN_PLAYERS..=MAX_PLAYERS).contains(&lists.len()) {
        return Err(MatchupError::DeckCount(lists.len()));
    }
    let mut defs: Vec<mw_ir::CardDef> = Vec::new();
    let mut decks = Vec::new();
    let mut commanders = Vec::new();
    for &(name, text) in lists {
        let invalid = |reason: String| MatchupError::Invalid { deck: name.to_string(), reason };
        let list = parse_deck(text).map_err(|e| invalid(e.to_string()))?;
        if let Some(c) = list.section(Section::Commander).next().filter(|_| !commander) {
            return Err(invalid(format!("deck line {}: a commander: play Commander decks with format=\"commander\" (CR 903)", c.line)));
        }
        let mut ids = Vec::with_capacity(list.main_count() as usize);
        let mut lead = Vec::new();
        for entry in list.section(Section::Main).chain(list.section(Section::Commander)) {
            let def = db.compile_entry(entry).map_err(|e| invalid(e.to_string()))?;
            let id = match defs.iter().position(|d| d.name == def.name) {
                Some(i) => i,
                None => {
                    defs.push(def);
                    defs.len() - 1
                }
            };
            let to = if entry.section == Section::Commander { &mut lead } else { &mut ids };
            to.extend(std::iter::repeat_n(CardId(id as u32), entry.count as usize));
        }
        if ids.is_empty() {
            return Err(MatchupError::Empty { deck: name.to_string() });
        }
        decks.push(ids);
        commanders.push(lead);
    }
    let names = lists.iter().map(|(n, _)| n.to_string()).collect();
    let commanders = if commander { commanders } else { Vec::new() };
    Ok(Matchup { table: Arc::new(CardTable::new(defs)), decks, names, commanders })
}

/// The card pool built into the library, loaded once by the caller.
pub fn builtin_pool() -> Result<CardDb, MatchupError> {
    CardDb::builtin().map_err(|e| MatchupError::Pool(e.to_string()))
}

fn read_all(args: &[&str]) -> Result<Vec<(String, String)>, MatchupError> {
    if !(MIN_PLAYERS..=MAX_PLAYERS).contains(&args.len()) {
        return Err(MatchupError::DeckCount(args.len()));
    }
    args.iter().map(|a| read(a)).collect()
}

fn read(arg: &str) -> Result<(String, String), MatchupError> {
    if let Some((name, text)) = BUILTIN.iter().chain(&BUILTIN_COMMANDER).find(|(n, _)| *n == arg) {
        return Ok((name.to_string(), text.to_string()));
    }
    let text = std::fs::read_to_string(arg)
        .map_err(|e| MatchupError::Unreadable { name: arg.to_string(), reason: e.to_string() })?;
    let name = std::path::Path::new(arg).file_stem().map_or(arg.to_string(), |s| s.to_string_lossy().into_owned());
    Ok((name, text))
}
