//! Shared by the tests and benchmarks of this crate: the card database and deck matchups.

use mw_carddb::{parse_deck, CardDb};
use mw_engine::CardTable;
use mw_types::CardId;
use std::sync::{Arc, LazyLock};

pub static DB: LazyLock<CardDb> = LazyLock::new(|| CardDb::builtin().expect("card data loads"));

/// Two deck lists compiled into one card table and the decks as card ids.
pub fn matchup(texts: [&str; 2]) -> (Arc<CardTable>, Vec<Vec<CardId>>) {
    let mut defs: Vec<mw_ir::CardDef> = Vec::new();
    let mut decks = Vec::new();
    for text in texts {
        let mut ids = Vec::new();
        for (n, name) in parse_deck(text).expect("deck parses").main {
            let def = DB.compile(&name).expect("deck cards compile");
            let i = defs.iter().position(|d| d.name == def.name).unwrap_or_else(|| {
                defs.push(def);
                defs.len() - 1
            });
            ids.extend(std::iter::repeat_n(CardId(i as u32), n as usize));
        }
        decks.push(ids);
    }
    (Arc::new(CardTable::new(defs)), decks)
}

/// The built-in benchmark pair.
#[allow(dead_code)] // not every test binary plays the benchmark decks
pub fn benchmark_matchup() -> (Arc<CardTable>, Vec<Vec<CardId>>) {
    matchup([include_str!("../../../../decks/red-aggro.txt"), include_str!("../../../../decks/green-midrange.txt")])
}
