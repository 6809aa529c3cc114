//! CR 616.1 / 101.4: when moves made together need replacement choices of several
//! players, the active player chooses first, then the others in turn order, whatever the
//! order of the objects. Scenario files can't see the order answers were asked in (each
//! player's answers are queued apart), so this reads the runner's trace of two of them.

use mw_carddb::CardDb;
use std::path::Path;

/// The places in `file`'s trace of `first`'s and `second`'s answers naming one of their
/// words (an alias or a card name, as the runner describes the answer).
fn answer_order(file: &str, first: (&str, &[&str]), second: (&str, &[&str])) -> (usize, usize) {
    let db = CardDb::builtin().expect("card data loads");
    let path = Path::new(env!("CARGO_MANIFEST_DIR")).join("../../scenarios/batch").join(file);
    let report = mw_scenario::run_file(&path, &db, true);
    assert!(report.passed(), "{file}: {:?}", report.failures);
    let find = |(p, what): (&str, &[&str])| {
        let names = |l: &str| what.iter().any(|w| l.to_lowercase().contains(w));
        let at = report.trace.iter().position(|l| l.trim_start().starts_with(&format!("{p} answers")) && names(l));
        at.unwrap_or_else(|| panic!("{file}: no answer of {p} naming {what:?} in {:#?}", report.trace))
    };
    (find(first), find(second))
}

#[test]
fn active_player_chooses_first() {
    let (p1, p2) = answer_order("sba-two-players-choose.scenario", ("p1", &["c1", "colossus"]), ("p2", &["rest in peace"]));
    assert!(p1 < p2, "p1 (active) answers first");
    let (p2, p1) = answer_order("sba-two-players-second-active.scenario", ("p2", &["c2", "colossus"]), ("p1", &["rest in peace"]));
    assert!(p2 < p1, "p2 (active) answers first");
}
