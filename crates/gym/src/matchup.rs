//! The two decks of an environment: built-in names or deck list files, compiled once
//! into a card table shared by every game (and every thread) of the environment.

use mw_carddb::{parse_deck, CardDb, Section};
use mw_engine::CardTable;
use mw_types::CardId;
use std::sync::Arc;

/// The built-in decks (the benchmark pair, the same lists `manaweave sim` plays).
pub const BUILTIN: [(&str, &str); 2] = [
    ("red-aggro", include_str!("../../../decks/red-aggro.txt")),
    ("green-midrange", include_str!("../../../decks/green-midrange.txt")),
];

/// Why a matchup could not be built; each names the deck (and line) at fault.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum MatchupError {
    #[error("give two decks, not {0}")]
    DeckCount(usize),
    #[error("cannot read deck {name}: {reason} (a deck is a file or a built-in deck: red-aggro, green-midrange)")]
    Unreadable { name: String, reason: String },
    #[error("{deck}: {reason}")]
    Invalid { deck: String, reason: String },
    #[error("{deck}: the main deck is empty")]
    Empty { deck: String },
    #[error("the card pool did not load: {0}")]
    Pool(String),
}

/// Two decks compiled into one card table.
#[derive(Clone, Debug)]
pub struct Matchup {
    pub table: Arc<CardTable>,
    /// Each deck's cards (ids into `table`), in list order.
    pub decks: Vec<Vec<CardId>>,
    /// Each deck's name (the built-in name or the file's stem).
    pub names: Vec<String>,
}

impl Matchup {
    /// The decks named by `args` (built-in names or deck list paths), compiled with `db`.
    pub fn load(db: &CardDb, args: &[&str]) -> Result<Matchup, MatchupError> {
        if args.len() != 2 {
            return Err(MatchupError::DeckCount(args.len()));
        }
        let mut lists = Vec::new();
        for arg in args {
            lists.push(read(arg)?);
        }
        let refs: Vec<(&str, &str)> = lists.iter().map(|(n, t)| (n.as_str(), t.as_str())).collect();
        Matchup::from_lists(db, &refs)
    }

    /// Two decks given as (name, list text).
    pub fn from_lists(db: &CardDb, lists: &[(&str, &str)]) -> Result<Matchup, MatchupError> {
        let mut defs: Vec<mw_ir::CardDef> = Vec::new();
        let mut decks = Vec::new();
        for &(name, text) in lists {
            let invalid = |reason: String| MatchupError::Invalid { deck: name.to_string(), reason };
            let list = parse_deck(text).map_err(|e| invalid(e.to_string()))?;
            if let Some(c) = list.section(Section::Commander).next() {
                return Err(invalid(format!("deck line {}: Commander games (CR 903) are not supported yet", c.line)));
            }
            let mut ids = Vec::with_capacity(list.main_count() as usize);
            for entry in list.section(Section::Main) {
                let def = db.compile_entry(entry).map_err(|e| invalid(e.to_string()))?;
                let id = match defs.iter().position(|d| d.name == def.name) {
                    Some(i) => i,
                    None => {
                        defs.push(def);
                        defs.len() - 1
                    }
                };
                ids.extend(std::iter::repeat_n(CardId(id as u32), entry.count as usize));
            }
            if ids.is_empty() {
                return Err(MatchupError::Empty { deck: name.to_string() });
            }
            decks.push(ids);
        }
        let names = lists.iter().map(|(n, _)| n.to_string()).collect();
        Ok(Matchup { table: Arc::new(CardTable::new(defs)), decks, names })
    }

    /// The name of each card of the table, by `CardId` (an observation's `card` field is
    /// this index plus one).
    pub fn card_names(&self) -> Vec<String> {
        (0..self.table.len()).map(|i| self.table.get(CardId(i as u32)).name.clone()).collect()
    }
}

/// The card pool built into the library, loaded once by the caller.
pub fn builtin_pool() -> Result<CardDb, MatchupError> {
    CardDb::builtin().map_err(|e| MatchupError::Pool(e.to_string()))
}

fn read(arg: &str) -> Result<(String, String), MatchupError> {
    if let Some((name, text)) = BUILTIN.iter().find(|(n, _)| *n == arg) {
        return Ok((name.to_string(), text.to_string()));
    }
    let text = std::fs::read_to_string(arg)
        .map_err(|e| MatchupError::Unreadable { name: arg.to_string(), reason: e.to_string() })?;
    let name = std::path::Path::new(arg).file_stem().map_or(arg.to_string(), |s| s.to_string_lossy().into_owned());
    Ok((name, text))
}
