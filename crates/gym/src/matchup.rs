//! The decks of an environment (2 to 6 players, CR 102.2; a Commander game's decks with
//! their commanders, CR 903): built-in names or deck list files, compiled once into a
//! card table shared by every game (and every thread) of the environment.

use mw_carddb::{read_deck, CardDb, DeckSet, DeckSetError, NamedList};
use mw_engine::{CardTable, GameSetup};
use mw_types::CardId;
use std::sync::Arc;

pub use mw_carddb::{BUILTIN, BUILTIN_COMMANDER};

/// The fewest and most players an environment seats (the engine plays up to 8; the
/// observation's default layouts are sized for up to 6).
pub const MIN_PLAYERS: usize = 2;
pub const MAX_PLAYERS: usize = 6;

/// Why a matchup could not be built; each names the deck (and line) at fault.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum MatchupError {
    #[error("give 2 to 6 decks (one per player), not {0}")]
    DeckCount(usize),
    #[error("{}", deck_message(.0))]
    Deck(#[from] DeckSetError),
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
        Matchup::from_lists(db, &read_all(args)?)
    }

    /// CR 903: Commander decks named by `args`, each checked against the format's deck
    /// rules (CR 903.5), its `Commander` section starting in the command zone.
    pub fn load_commander(db: &CardDb, args: &[&str]) -> Result<Matchup, MatchupError> {
        Matchup::commander_from_lists(db, &read_all(args)?)
    }

    /// Decks given as named lists; a `Commander` section is refused (CR 903.6: only a
    /// Commander game has a command zone to start in).
    pub fn from_lists(db: &CardDb, lists: &[NamedList]) -> Result<Matchup, MatchupError> {
        check_count(lists.len())?;
        Ok(Matchup::new(lists, DeckSet::compile(db, lists)?, false))
    }

    /// Commander decks given as named lists, checked against CR 903.5.
    pub fn commander_from_lists(db: &CardDb, lists: &[NamedList]) -> Result<Matchup, MatchupError> {
        check_count(lists.len())?;
        Ok(Matchup::new(lists, DeckSet::compile_commander(db, lists)?, true))
    }

    fn new(lists: &[NamedList], set: DeckSet, commander: bool) -> Matchup {
        let names = lists.iter().map(|l| l.name.clone()).collect();
        let commanders = if commander { set.commanders } else { Vec::new() };
        Matchup { table: Arc::new(CardTable::new(set.defs)), decks: set.decks, names, commanders }
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

/// The card pool built into the library, loaded once by the caller.
pub fn builtin_pool() -> Result<CardDb, MatchupError> {
    CardDb::builtin().map_err(|e| MatchupError::Pool(e.to_string()))
}

/// A deck's error in the environment's words (its `format` argument).
fn deck_message(e: &DeckSetError) -> String {
    match e {
        DeckSetError::CommanderOutsideFormat { deck, line } => {
            format!("{deck}: deck line {line}: a commander: play Commander decks with format=\"commander\" (CR 903)")
        }
        other => other.to_string(),
    }
}

fn check_count(n: usize) -> Result<(), MatchupError> {
    if (MIN_PLAYERS..=MAX_PLAYERS).contains(&n) {
        Ok(())
    } else {
        Err(MatchupError::DeckCount(n))
    }
}

fn read_all(args: &[&str]) -> Result<Vec<NamedList>, MatchupError> {
    check_count(args.len())?;
    args.iter().map(|a| read_deck(a).map_err(MatchupError::from)).collect()
}
