//! Scenario files (SCENARIOS.md in ../shared, a contract): set up any position, script
//! the play through the decision API, and check the result.

pub mod answers;
pub mod ast;
mod checks;
pub mod parse;
pub mod runner;
mod setup;

pub use parse::{parse, SyntaxError};
pub use runner::{run, Report};

use mw_carddb::CardDb;
use std::path::{Path, PathBuf};

/// Every `.scenario` file under a path (a file, or a folder searched recursively), sorted.
pub fn collect(path: &Path) -> std::io::Result<Vec<PathBuf>> {
    let mut out = Vec::new();
    if path.is_dir() {
        for entry in std::fs::read_dir(path)? {
            out.extend(collect(&entry?.path())?);
        }
    } else if path.extension().is_some_and(|e| e == "scenario") || path.is_file() {
        out.push(path.to_path_buf());
    }
    out.sort();
    Ok(out)
}

/// Reads, parses and runs one file; any problem becomes a failed report.
pub fn run_file(path: &Path, db: &CardDb, trace: bool) -> Report {
    let fail = |name: String, msg: String| Report { name, failures: vec![msg], branches: 0, trace: Vec::new() };
    let shown = path.display().to_string();
    let text = match std::fs::read_to_string(path) {
        Ok(t) => t,
        Err(e) => return fail(shown.clone(), format!("{shown}: cannot read: {e}")),
    };
    match parse(&text) {
        Ok(s) => run(&s, db, trace),
        Err(e) => fail(shown.clone(), format!("{shown}: {e}")),
    }
}
