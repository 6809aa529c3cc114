//! Whether Manaweave can play a deck list: every entry's card found and compiled, with
//! the text not understood for the cards that are not (CR 100.2: a deck is its cards;
//! DESIGN.md invariant 9: a card with any text not compiled is refused in decks).

use crate::deck::{Deck, DeckEntry, Section};
use crate::{compile_record, CardDb, CardError};
use mw_cardtext::Diagnostic;
use std::collections::HashMap;

/// What Manaweave makes of one card name.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum CardStatus {
    Supported,
    /// The card exists; this text keeps it from play.
    Unsupported(Vec<Diagnostic>),
    /// No card has this name; the closest names.
    Unknown(Vec<String>),
}

impl CardStatus {
    pub fn is_supported(&self) -> bool {
        matches!(self, CardStatus::Supported)
    }
}

/// One deck entry with its card's name in the data (when found) and status.
#[derive(Clone, Debug)]
pub struct EntryCheck {
    pub entry: DeckEntry,
    pub card: Option<String>,
    pub status: CardStatus,
}

/// A deck list checked card by card.
#[derive(Clone, Debug)]
pub struct DeckCheck {
    pub entries: Vec<EntryCheck>,
}

impl DeckCheck {
    /// Every card of every section (deck, sideboard, companion, commander) can be played.
    pub fn is_supported(&self) -> bool {
        self.entries.iter().all(|e| e.status.is_supported())
    }

    /// Every card of the main deck (and commander) can be played: a first game works.
    pub fn main_supported(&self) -> bool {
        self.entries
            .iter()
            .filter(|e| matches!(e.entry.section, Section::Main | Section::Commander))
            .all(|e| e.status.is_supported())
    }

    /// (supported copies, all copies), every section counted.
    pub fn copies(&self) -> (u32, u32) {
        self.entries.iter().fold((0, 0), |(ok, all), e| {
            (ok + if e.status.is_supported() { e.entry.count } else { 0 }, all + e.entry.count)
        })
    }

    /// The entries whose card is not supported or not found.
    pub fn problems(&self) -> impl Iterator<Item = &EntryCheck> {
        self.entries.iter().filter(|e| !e.status.is_supported())
    }
}

/// A deck entry whose card can't be played, with the entry's line.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[error("deck line {line}: {error}")]
pub struct DeckCardError {
    pub line: usize,
    pub error: CardError,
}

/// Checks deck lists against a card database, compiling each card once however many
/// decks hold it.
pub struct DeckChecker<'db> {
    db: &'db CardDb,
    /// By lower-case written name: the card's name in the data and its status.
    cache: HashMap<String, (Option<String>, CardStatus)>,
}

impl<'db> DeckChecker<'db> {
    pub fn new(db: &'db CardDb) -> Self {
        DeckChecker { db, cache: HashMap::new() }
    }

    /// A card's name in the data (if found) and status.
    pub fn card(&mut self, name: &str) -> (Option<String>, CardStatus) {
        let key = name.trim().to_lowercase();
        if let Some(hit) = self.cache.get(&key) {
            return hit.clone();
        }
        let result = match self.db.get(name) {
            None => (None, CardStatus::Unknown(self.db.suggestions(name))),
            Some(r) => {
                let (_, diagnostics) = compile_record(r);
                let status = if diagnostics.is_empty() {
                    CardStatus::Supported
                } else {
                    CardStatus::Unsupported(diagnostics)
                };
                (Some(r.name.clone()), status)
            }
        };
        self.cache.insert(key, result.clone());
        result
    }

    pub fn check(&mut self, deck: &Deck) -> DeckCheck {
        let entries = deck
            .entries
            .iter()
            .map(|entry| {
                let (card, status) = self.card(&entry.name);
                EntryCheck { entry: entry.clone(), card, status }
            })
            .collect();
        DeckCheck { entries }
    }
}

/// The deck list files under `dir`, sorted: every `*.txt` file in it and its folders,
/// except `summary.txt` (the name `manaweave deck report` snapshots are committed under).
pub fn deck_files(dir: &std::path::Path) -> std::io::Result<Vec<std::path::PathBuf>> {
    let mut out = Vec::new();
    let mut stack = vec![dir.to_path_buf()];
    while let Some(d) = stack.pop() {
        for entry in std::fs::read_dir(&d)? {
            let path = entry?.path();
            if path.is_dir() {
                stack.push(path);
            } else if path.extension().is_some_and(|e| e == "txt") && path.file_name().is_some_and(|n| n != "summary.txt") {
                out.push(path);
            }
        }
    }
    out.sort();
    Ok(out)
}

/// Checks one deck list (see `DeckChecker` for many).
pub fn check_deck(db: &CardDb, deck: &Deck) -> DeckCheck {
    DeckChecker::new(db).check(deck)
}

impl CardDb {
    /// Compiles a deck entry's card, or says why it can't be played, naming the line.
    pub fn compile_entry(&self, entry: &DeckEntry) -> Result<mw_ir::CardDef, DeckCardError> {
        self.compile(&entry.name).map_err(|error| DeckCardError { line: entry.line, error })
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::parse_deck;

    #[test]
    fn entries_report_their_status_and_line() {
        let db = CardDb::builtin().expect("card data");
        let deck = parse_deck("Deck\n4 Lightning Bolt\n4 Lightnin Bolt\n\nSideboard\n1 Bottomless Pool // Locker Room\n").unwrap();
        let check = check_deck(&db, &deck);
        assert!(!check.is_supported());
        assert!(!check.main_supported());
        assert_eq!(check.copies(), (4, 9));
        let problems: Vec<_> = check.problems().map(|e| (e.entry.line, e.card.clone())).collect();
        assert_eq!(problems, vec![(3, None), (6, Some("Bottomless Pool // Locker Room".into()))]);
        match &check.entries[1].status {
            CardStatus::Unknown(s) => assert!(s.contains(&"Lightning Bolt".to_string())),
            other => panic!("expected an unknown card, got {other:?}"),
        }
        let e = db.compile_entry(&deck.entries[1]).unwrap_err();
        assert!(e.to_string().starts_with("deck line 3: no card named \"Lightnin Bolt\"; did you mean Lightning Bolt"), "{e}");
    }
}
