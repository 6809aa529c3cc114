//! The puzzle suite (`scenarios/puzzles/`): every puzzle names the search agent at a
//! fixed budget, and `cargo test` runs it as written with every other scenario. Here
//! each is run again with the heuristic agent in its place.

use mw_carddb::CardDb;
use std::path::Path;

/// Puzzles the heuristic agent doesn't solve (the search agent does), with the reason.
/// FIXME: the heuristic should solve these too.
const HEURISTIC_MISSES: [&str; 2] = [
    // Its look ahead plays the opponent's blocks by the fast policy's rules only; that
    // attacking first and burning after the blocks fails against another block, only
    // search (trying the opponent's blocks) sees.
    "remove-the-blocker.scenario",
    // The fast policy plans blocks attacker by attacker, the most valuable first, and
    // trades the Courser with the 3/3 before it looks at the 2/2 it could kill for free.
    "the-right-block.scenario",
];

#[test]
fn the_heuristic_agent_solves_the_puzzles() {
    let db = CardDb::builtin().expect("card data loads");
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("../../scenarios/puzzles");
    let files = mw_scenario::collect(&root).expect("the puzzles folder is readable");
    assert!(files.len() >= 15, "{} puzzles", files.len());
    let mut failed = Vec::new();
    for f in &files {
        let text = std::fs::read_to_string(f).expect("readable");
        assert!(text.contains("p1 agent: mcts "), "{}: a puzzle names the search agent and its budget", f.display());
        let text: String = text
            .lines()
            .map(|l| if l.trim_start().starts_with("p1 agent: mcts") { "  p1 agent: heuristic" } else { l })
            .collect::<Vec<_>>()
            .join("\n");
        let scenario = mw_scenario::parse(&text).unwrap_or_else(|e| panic!("{}: {e}", f.display()));
        let report = mw_scenario::run(&scenario, &db, false);
        let name = f.file_name().map(|n| n.to_string_lossy().into_owned()).unwrap_or_default();
        if report.passed() == HEURISTIC_MISSES.contains(&name.as_str()) {
            failed.push(format!("{name}: {}", if report.passed() { "now solved: take it off the list".to_string() } else { report.failures.join("; ") }));
        }
    }
    assert!(failed.is_empty(), "{}", failed.join("\n"));
}
