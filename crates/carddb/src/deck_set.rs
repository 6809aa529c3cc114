//! Several deck lists compiled for one game: the built-in decks, a deck named on a
//! command line (a built-in name or a file), and the lists compiled into one set of card
//! definitions — each distinct card once — with every deck as indices into it and each
//! deck's commanders apart (CR 903.3). The CLI, the learning environments and the server
//! all build their games from this.

use crate::{parse_deck, CardDb, DeckCardError, DeckError, DeckFormat, RuleBreak, Section};
use mw_ir::CardDef;
use mw_types::CardId;
use thiserror::Error;

/// The built-in decks: (name, list).
pub const BUILTIN: [(&str, &str); 2] = [
    ("red-aggro", include_str!("../../../decks/red-aggro.txt")),
    ("green-midrange", include_str!("../../../decks/green-midrange.txt")),
];

/// The built-in Commander decks (CR 903.5: 100 cards with the commander, singleton, one
/// color each): (name, list).
pub const BUILTIN_COMMANDER: [(&str, &str); 4] = [
    ("white-weenie", include_str!("../../../decks/commander/white-weenie.txt")),
    ("black-drana", include_str!("../../../decks/commander/black-drana.txt")),
    ("red-krenko", include_str!("../../../decks/commander/red-krenko.txt")),
    ("green-ezuri", include_str!("../../../decks/commander/green-ezuri.txt")),
];

/// Why a set of decks could not be read or compiled; each names the deck at fault.
#[derive(Clone, Debug, PartialEq, Eq, Error)]
pub enum DeckSetError {
    #[error("cannot read deck {name}: {reason} (a deck is a file or a built-in deck: {})", builtin_names())]
    Unreadable { name: String, reason: String },
    #[error("{deck}: {error}")]
    List { deck: String, error: DeckError },
    /// CR 903.6: only a Commander game has a command zone for a commander to start in.
    #[error("{deck}: deck line {line}: a commander: play Commander decks in the Commander format (CR 903)")]
    CommanderOutsideFormat { deck: String, line: usize },
    #[error("{deck}: not a legal Commander deck: {rule}")]
    NotCommanderLegal { deck: String, rule: RuleBreak },
    #[error("{deck}: {error}")]
    Card { deck: String, error: DeckCardError },
}

fn builtin_names() -> String {
    let plain: Vec<&str> = BUILTIN.iter().map(|(n, _)| *n).collect();
    let commander: Vec<&str> = BUILTIN_COMMANDER.iter().map(|(n, _)| *n).collect();
    format!("{}; Commander: {}", plain.join(", "), commander.join(", "))
}

/// A deck list with the name it goes by (the built-in name or the file's stem).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct NamedList {
    pub name: String,
    pub text: String,
}

/// Reads a deck argument: a built-in deck's name, or else a deck list file.
pub fn read_deck(arg: &str) -> Result<NamedList, DeckSetError> {
    if let Some((name, text)) = BUILTIN.iter().chain(&BUILTIN_COMMANDER).find(|(n, _)| *n == arg) {
        return Ok(NamedList { name: name.to_string(), text: text.to_string() });
    }
    let text = std::fs::read_to_string(arg)
        .map_err(|e| DeckSetError::Unreadable { name: arg.to_string(), reason: e.to_string() })?;
    let name = std::path::Path::new(arg).file_stem().map_or(arg.to_string(), |s| s.to_string_lossy().into_owned());
    Ok(NamedList { name, text })
}

/// The built-in decks as named lists.
pub fn builtin_lists(commander: bool) -> Vec<NamedList> {
    let decks: &[(&str, &str)] = if commander { &BUILTIN_COMMANDER } else { &BUILTIN };
    decks.iter().map(|(n, t)| NamedList { name: n.to_string(), text: t.to_string() }).collect()
}

/// Decks compiled for one game.
#[derive(Clone, Debug)]
pub struct DeckSet {
    /// Every distinct card of the decks, compiled once; a `CardId` indexes this.
    pub defs: Vec<CardDef>,
    /// Each deck's main-deck cards, in list order.
    pub decks: Vec<Vec<CardId>>,
    /// CR 903.3: each deck's commanders (its `Commander` section); empty lists unless
    /// compiled as Commander decks.
    pub commanders: Vec<Vec<CardId>>,
}

impl DeckSet {
    /// Compiles `lists` in seat order. A `Commander` section is refused (CR 903.6); a
    /// sideboard is not played; an empty main deck is the list's error.
    pub fn compile(db: &CardDb, lists: &[NamedList]) -> Result<DeckSet, DeckSetError> {
        compile(db, lists, false)
    }

    /// CR 903: Commander decks, each checked against the format's construction rules
    /// (CR 903.5) first, its `Commander` section kept apart.
    pub fn compile_commander(db: &CardDb, lists: &[NamedList]) -> Result<DeckSet, DeckSetError> {
        for l in lists {
            let list = parse_deck(&l.text).map_err(|error| DeckSetError::List { deck: l.name.clone(), error })?;
            if let Some(rule) = DeckFormat::Commander.check(db, &list).into_iter().next() {
                return Err(DeckSetError::NotCommanderLegal { deck: l.name.clone(), rule });
            }
        }
        compile(db, lists, true)
    }
}

fn compile(db: &CardDb, lists: &[NamedList], commander: bool) -> Result<DeckSet, DeckSetError> {
    let mut set = DeckSet { defs: Vec::new(), decks: Vec::new(), commanders: Vec::new() };
    for l in lists {
        let deck = || l.name.clone();
        let list = parse_deck(&l.text).map_err(|error| DeckSetError::List { deck: deck(), error })?;
        if let Some(c) = list.section(Section::Commander).next().filter(|_| !commander) {
            return Err(DeckSetError::CommanderOutsideFormat { deck: deck(), line: c.line });
        }
        let mut ids = Vec::with_capacity(list.main_count() as usize);
        let mut lead = Vec::new();
        for entry in list.section(Section::Main).chain(list.section(Section::Commander)) {
            let def = db.compile_entry(entry).map_err(|error| DeckSetError::Card { deck: deck(), error })?;
            let id = match set.defs.iter().position(|d| d.name == def.name) {
                Some(i) => i,
                None => {
                    set.defs.push(def);
                    set.defs.len() - 1
                }
            };
            let to = if entry.section == Section::Commander { &mut lead } else { &mut ids };
            to.extend(std::iter::repeat_n(CardId(id as u32), entry.count as usize));
        }
        set.decks.push(ids);
        set.commanders.push(lead);
    }
    Ok(set)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn named(name: &str, text: &str) -> NamedList {
        NamedList { name: name.into(), text: text.into() }
    }

    #[test]
    fn shared_cards_are_compiled_once() {
        let db = CardDb::builtin().expect("card data");
        let set = DeckSet::compile(&db, &builtin_lists(false)).expect("built-in decks");
        assert_eq!(set.decks.len(), 2);
        assert_eq!(set.decks[0].len(), 60);
        let mut names: Vec<&str> = set.defs.iter().map(|d| d.name.as_str()).collect();
        names.sort_unstable();
        let before = names.len();
        names.dedup();
        assert_eq!(names.len(), before, "a card compiled twice");
        assert!(set.commanders.iter().all(Vec::is_empty));
    }

    #[test]
    fn errors_name_the_deck_and_line() {
        let db = CardDb::builtin().expect("card data");
        let commander = named("c", "Commander\n1 Krenko, Mob Boss\n\nDeck\n60 Mountain\n");
        let e = DeckSet::compile(&db, &[commander.clone()]).unwrap_err();
        assert_eq!(e, DeckSetError::CommanderOutsideFormat { deck: "c".into(), line: 2 });
        assert!(matches!(DeckSet::compile_commander(&db, &[commander]), Err(DeckSetError::NotCommanderLegal { .. })));
        let e = DeckSet::compile(&db, &[named("m", "Deck\n4 Lightnin Bolt\n")]).unwrap_err();
        assert!(e.to_string().starts_with("m: deck line 2: no card named"), "{e}");
        let e = DeckSet::compile(&db, &[named("s", "Sideboard\n4 Lightning Bolt\n")]).unwrap_err();
        assert_eq!(e.to_string(), "s: the main deck is empty (4 cards in other sections)");
        let e = read_deck("/nonexistent/deck.txt").unwrap_err();
        assert!(e.to_string().contains("red-aggro, green-midrange; Commander: white-weenie"), "{e}");
    }

    #[test]
    fn commander_decks_keep_their_commanders_apart() {
        let db = CardDb::builtin().expect("card data");
        let set = DeckSet::compile_commander(&db, &builtin_lists(true)).expect("built-in Commander decks");
        for (deck, lead) in set.decks.iter().zip(&set.commanders) {
            assert_eq!((deck.len(), lead.len()), (99, 1));
        }
    }
}
