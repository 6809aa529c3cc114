//! Coverage never drops: the number of supported cards is at least the committed
//! snapshot's (`coverage/summary.txt`, written by `manaweave coverage`). When coverage
//! rises, refresh the snapshot in the same commit.

use mw_carddb::{compile_record, CardDb};

#[test]
fn coverage_does_not_drop_below_the_snapshot() {
    let snapshot = include_str!("../../../coverage/summary.txt");
    let first = snapshot.lines().next().expect("a first line");
    // "compiled: N / M cards (P%)"
    let n: usize = first
        .strip_prefix("compiled: ")
        .and_then(|r| r.split_whitespace().next())
        .and_then(|n| n.parse().ok())
        .expect("the snapshot's first line reads `compiled: N / M …`");
    let db = CardDb::builtin().expect("card data");
    let supported = db.records().iter().filter(|r| compile_record(r).1.is_empty()).count();
    assert!(supported >= n, "coverage dropped: {supported} cards compile, the snapshot says {n}");
}
