//! The tournament deck test set (`decks/tournament/<format>/*.txt`): every list is a
//! legal deck of its format with every name found, and deck support never drops below
//! the committed snapshot (`decks/tournament/summary.txt`, written by `manaweave deck
//! report decks/tournament`). When support rises, refresh the snapshot in the same commit.

use mw_carddb::{deck_files, parse_deck, CardDb, CardStatus, DeckChecker, DeckFormat};
use std::path::{Path, PathBuf};

fn tournament_dir() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("../../decks/tournament")
}

/// The number after `prefix` on the snapshot line that starts with it
/// (`supported decks: N / M (P%)`).
fn snapshot_figure(snapshot: &str, prefix: &str) -> u32 {
    snapshot
        .lines()
        .find_map(|l| l.strip_prefix(prefix))
        .and_then(|r| r.split_whitespace().next())
        .and_then(|n| n.parse().ok())
        .unwrap_or_else(|| panic!("the snapshot has a line `{prefix}N / M (P%)`"))
}

#[test]
fn deck_support_does_not_drop_below_the_snapshot() {
    let snapshot = include_str!("../../../decks/tournament/summary.txt");
    assert!(snapshot.starts_with("supported decks: "), "the report's first line is `supported decks: N / M (P%)`");
    let want_decks = snapshot_figure(snapshot, "supported decks: ");
    let want_copies = snapshot_figure(snapshot, "supported card copies: ");
    let db = CardDb::builtin().expect("card data");
    let mut checker = DeckChecker::new(&db);
    let (mut decks, mut copies) = (0, 0);
    for path in deck_files(&tournament_dir()).expect("the deck folder") {
        let deck = parse_deck(&std::fs::read_to_string(&path).expect("readable")).expect("parses");
        let check = checker.check(&deck);
        decks += u32::from(check.is_supported());
        copies += check.copies().0;
    }
    assert!(decks >= want_decks, "supported decks dropped: {decks}, the snapshot says {want_decks}");
    assert!(copies >= want_copies, "supported card copies dropped: {copies}, the snapshot says {want_copies}");
}

#[test]
fn every_tournament_list_is_a_legal_deck_with_known_cards() {
    let db = CardDb::builtin().expect("card data");
    let mut checker = DeckChecker::new(&db);
    let files = deck_files(&tournament_dir()).expect("the deck folder");
    assert!(files.len() >= 60, "{} deck lists", files.len());
    let mut problems = Vec::new();
    let mut per_format = std::collections::BTreeMap::<String, usize>::new();
    for path in &files {
        let name = path.display();
        let format_dir = path.parent().and_then(|p| p.file_name()).map(|n| n.to_string_lossy().into_owned());
        let Some(format) = format_dir.as_deref().and_then(DeckFormat::from_name) else {
            problems.push(format!("{name}: not in a format folder"));
            continue;
        };
        *per_format.entry(format.name().to_string()).or_default() += 1;
        let deck = match parse_deck(&std::fs::read_to_string(path).expect("readable")) {
            Ok(d) => d,
            Err(e) => {
                problems.push(format!("{name}: {e}"));
                continue;
            }
        };
        if deck.main_count() != 60 || !matches!(deck.sideboard_count(), 0 | 15) {
            problems.push(format!("{name}: {} + {} cards", deck.main_count(), deck.sideboard_count()));
        }
        problems.extend(format.check(&db, &deck).into_iter().map(|b| format!("{name}: {b}")));
        for e in checker.check(&deck).entries {
            if let CardStatus::Unknown(s) = e.status {
                problems.push(format!("{name} line {}: no card {:?} (did you mean {s:?}?)", e.entry.line, e.entry.name));
            }
        }
    }
    assert!(problems.is_empty(), "{problems:#?}");
    assert_eq!(per_format.len(), 6, "{per_format:?}");
    assert!(per_format.values().all(|&n| n >= 8), "at least 8 archetypes a format: {per_format:?}");
}
