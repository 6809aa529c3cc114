//! Deck lists to a game setup: the built-in decks, deck files, and the card table.

use mw_carddb::{parse_deck, CardDb, Section};
use mw_engine::{CardTable, GameSetup};
use mw_types::CardId;
use std::sync::Arc;

/// The built-in decks: (name, list).
pub const BUILTIN: [(&str, &str); 2] = [
    ("red-aggro", include_str!("../../../decks/red-aggro.txt")),
    ("green-midrange", include_str!("../../../decks/green-midrange.txt")),
];

/// The built-in Commander decks (CR 903.5: 100 cards with the commander, singleton, one
/// color each), for `sim --format commander`: (name, list).
pub const BUILTIN_COMMANDER: [(&str, &str); 4] = [
    ("white-weenie", include_str!("../../../decks/commander/white-weenie.txt")),
    ("black-drana", include_str!("../../../decks/commander/black-drana.txt")),
    ("red-krenko", include_str!("../../../decks/commander/red-krenko.txt")),
    ("green-ezuri", include_str!("../../../decks/commander/green-ezuri.txt")),
];

/// A deck ready to play: its name, its list text, and its cards by name.
#[derive(Clone, Debug)]
pub struct LoadedDeck {
    pub name: String,
    pub text: String,
}

/// Reads a deck argument: a built-in deck name or a file path.
pub fn deck_arg(arg: &str) -> Result<LoadedDeck, String> {
    if let Some((name, text)) = BUILTIN.iter().chain(&BUILTIN_COMMANDER).find(|(n, _)| *n == arg) {
        return Ok(LoadedDeck { name: name.to_string(), text: text.to_string() });
    }
    let text = std::fs::read_to_string(arg).map_err(|e| {
        let names: Vec<&str> = BUILTIN.iter().map(|(n, _)| *n).collect();
        format!("cannot read deck {arg}: {e} (a deck is a file or a built-in deck: {})", names.join(", "))
    })?;
    let name = std::path::Path::new(arg)
        .file_stem()
        .map_or(arg.to_string(), |s| s.to_string_lossy().into_owned());
    Ok(LoadedDeck { name, text })
}

/// Below this many cards a main deck is smaller than any format allows (CR 100.2b:
/// limited decks have at least 40 cards, constructed decks 60).
const SMALLEST_DECK: u32 = 40;

/// Compiles the decks' cards into one table and the decks into card ids. A deck smaller
/// than any format allows is played, with a warning on standard error.
pub fn matchup(db: &CardDb, decks: &[LoadedDeck]) -> Result<(Arc<CardTable>, Vec<Vec<CardId>>), String> {
    let (table, ids, _) = compile_decks(db, decks, false)?;
    Ok((table, ids))
}

/// CR 903: a Commander matchup: the card table, each deck's library cards and each deck's
/// commanders (its `Commander` section), each deck checked against the format's rules.
pub fn commander_matchup(db: &CardDb, decks: &[LoadedDeck]) -> Result<(Arc<CardTable>, Vec<Vec<CardId>>, Vec<Vec<CardId>>), String> {
    for d in decks {
        let list = parse_deck(&d.text).map_err(|e| format!("{}: {e}", d.name))?;
        let breaks = mw_carddb::DeckFormat::Commander.check(db, &list);
        if let Some(b) = breaks.first() {
            return Err(format!("{}: not a legal Commander deck: {b}", d.name));
        }
    }
    compile_decks(db, decks, true)
}

/// Compiles the decks' cards into one table; with `commanders`, each deck's `Commander`
/// section apart (otherwise such a section is an error).
fn compile_decks(db: &CardDb, decks: &[LoadedDeck], commanders: bool) -> Result<(Arc<CardTable>, Vec<Vec<CardId>>, Vec<Vec<CardId>>), String> {
    let mut defs: Vec<mw_ir::CardDef> = Vec::new();
    let mut out = Vec::new();
    let mut leaders = Vec::new();
    for d in decks {
        let list = parse_deck(&d.text).map_err(|e| format!("{}: {e}", d.name))?;
        if let Some(c) = list.section(Section::Commander).next().filter(|_| !commanders) {
            // CR 903.6: a commander starts in the command zone: only Commander games have one.
            return Err(format!("{}: deck line {}: a commander: play Commander decks with --format commander (CR 903)", d.name, c.line));
        }
        let mut ids = Vec::with_capacity(list.main_count() as usize);
        let mut lead = Vec::new();
        for entry in list.section(Section::Main).chain(list.section(Section::Commander)) {
            let def = db.compile_entry(entry).map_err(|e| format!("{}: {e}", d.name))?;
            let id = match defs.iter().position(|x| x.name == def.name) {
                Some(i) => i,
                None => {
                    defs.push(def);
                    defs.len() - 1
                }
            };
            let to = if entry.section == Section::Commander { &mut lead } else { &mut ids };
            to.extend(std::iter::repeat_n(CardId(id as u32), entry.count as usize));
        }
        leaders.push(lead);
        if list.main_count() < SMALLEST_DECK {
            eprintln!(
                "manaweave: warning: {} has {} card(s) in its main deck, fewer than any format allows (CR 100.2a: 60, CR 100.2b: 40)",
                d.name,
                list.main_count()
            );
        }
        out.push(ids);
    }
    Ok((Arc::new(CardTable::new(defs)), out, leaders))
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
