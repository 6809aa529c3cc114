//! Deck lists to a game setup: the built-in decks, deck files, and the card table.

use mw_carddb::{parse_deck, read_deck, CardDb, DeckSet, DeckSetError, NamedList};
use mw_engine::{CardTable, GameSetup};
use mw_types::CardId;
use std::sync::Arc;

pub use mw_carddb::{BUILTIN, BUILTIN_COMMANDER};

/// A deck ready to play: its name and its list text.
pub type LoadedDeck = NamedList;

/// Reads a deck argument: a built-in deck name or a file path.
pub fn deck_arg(arg: &str) -> Result<LoadedDeck, String> {
    read_deck(arg).map_err(|e| e.to_string())
}

/// Below this many cards a main deck is smaller than any format allows (CR 100.2b:
/// limited decks have at least 40 cards, constructed decks 60).
const SMALLEST_DECK: u32 = 40;

/// Compiles the decks' cards into one table and the decks into card ids. A deck smaller
/// than any format allows is played, with a warning on standard error.
pub fn matchup(db: &CardDb, decks: &[LoadedDeck]) -> Result<(Arc<CardTable>, Vec<Vec<CardId>>), String> {
    let set = DeckSet::compile(db, decks).map_err(message)?;
    warn_small(decks);
    Ok((Arc::new(CardTable::new(set.defs)), set.decks))
}

/// CR 903: a Commander matchup: the card table, each deck's library cards and each deck's
/// commanders (its `Commander` section), each deck checked against the format's rules.
pub fn commander_matchup(db: &CardDb, decks: &[LoadedDeck]) -> Result<(Arc<CardTable>, Vec<Vec<CardId>>, Vec<Vec<CardId>>), String> {
    let set = DeckSet::compile_commander(db, decks).map_err(message)?;
    Ok((Arc::new(CardTable::new(set.defs)), set.decks, set.commanders))
}

/// The error in the command line's words.
fn message(e: DeckSetError) -> String {
    match e {
        DeckSetError::CommanderOutsideFormat { deck, line } => {
            format!("{deck}: deck line {line}: a commander: play Commander decks with --format commander (CR 903)")
        }
        other => other.to_string(),
    }
}

/// Warns on standard error about each main deck smaller than any format allows.
fn warn_small(decks: &[LoadedDeck]) {
    for d in decks {
        let main = parse_deck(&d.text).map_or(SMALLEST_DECK, |l| l.main_count());
        if main < SMALLEST_DECK {
            eprintln!(
                "manaweave: warning: {} has {main} card(s) in its main deck, fewer than any format allows (CR 100.2a: 60, CR 100.2b: 40)",
                d.name
            );
        }
    }
}

pub fn setup(table: &Arc<CardTable>, decks: &[Vec<CardId>], seed: u64) -> GameSetup {
    GameSetup::new(table.clone(), decks.to_vec(), seed)
}

/// A new game of the matchup, taking every shortcut of `mw_engine::shortcuts` or none.
pub fn new_game(table: &Arc<CardTable>, decks: &[Vec<CardId>], seed: u64, shortcuts: bool) -> Result<mw_engine::Game, String> {
    let mut game = mw_engine::Game::new(setup(table, decks, seed)).map_err(|e| e.to_string())?;
    if shortcuts {
        game.set_shortcuts(mw_engine::shortcuts::Shortcuts::ALL);
    }
    Ok(game)
}
