//! The golden snapshot of the pool's IR (`coverage/ir/*.txt`): every supported card's
//! compiled abilities, checked on every run. A compiler change that moves a card's
//! meaning shows here; review the diff, then rewrite the snapshot with
//! `UPDATE_GOLDEN=1 cargo test -p mw-carddb --test golden`.

use mw_carddb::{golden, CardDb};
use std::path::Path;

#[test]
fn the_pools_ir_matches_the_golden_snapshot() {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("../../coverage/ir");
    let db = CardDb::builtin().expect("card data");
    let files = golden::snapshot(&db);
    if std::env::var_os("UPDATE_GOLDEN").is_some() {
        std::fs::create_dir_all(&dir).expect("the snapshot folder");
        for entry in std::fs::read_dir(&dir).expect("the snapshot folder") {
            let p = entry.expect("an entry").path();
            if p.extension().is_some_and(|e| e == "txt") {
                std::fs::remove_file(p).expect("an old snapshot file");
            }
        }
        for (name, content) in &files {
            std::fs::write(dir.join(name), content).expect("a snapshot file");
        }
        return;
    }
    let mut moved = Vec::new();
    for (name, content) in &files {
        let old = std::fs::read_to_string(dir.join(name)).unwrap_or_default();
        if &old != content {
            let old_cards: std::collections::BTreeMap<&str, &str> = entries(&old).collect();
            for (card, body) in entries(content) {
                if old_cards.get(card) != Some(&body) {
                    moved.push(card.to_string());
                }
            }
            if moved.is_empty() {
                moved.push(format!("(cards gone from {name})"));
            }
        }
    }
    assert!(
        moved.is_empty(),
        "{} cards' IR differs from coverage/ir (first: {:?}); review, then UPDATE_GOLDEN=1 cargo test -p mw-carddb --test golden",
        moved.len(),
        &moved[..moved.len().min(10)]
    );
}

/// The `## Name` entries of a snapshot file with their bodies.
fn entries(text: &str) -> impl Iterator<Item = (&str, &str)> {
    text.split("## ").filter(|e| !e.is_empty()).map(|e| e.split_once('\n').unwrap_or((e, "")))
}
