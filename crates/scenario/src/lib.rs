//! Scenario files (SCENARIOS.md in ../shared, a contract): set up any position, script
//! the play through the decision API, and check the result.

mod actions;
pub mod answers;
pub mod ast;
mod checks;
mod flow;
pub mod parse;
pub mod runner;
mod setup;

pub use parse::{parse, SyntaxError};

/// The README's library example runs as a doc test here (this crate depends on every
/// crate it uses).
#[cfg(doctest)]
#[doc = include_str!("../../../README.md")]
pub struct ReadmeExamples;
pub use runner::{run, Report};
pub use setup::SetupError;

use mw_carddb::CardDb;
use std::path::{Path, PathBuf};

/// The files a path names: the file itself, or every `.scenario` file under a folder
/// (searched recursively), sorted.
pub fn collect(path: &Path) -> std::io::Result<Vec<PathBuf>> {
    if !path.is_dir() {
        return Ok(vec![path.to_path_buf()]);
    }
    let mut out = Vec::new();
    for entry in std::fs::read_dir(path)? {
        let p = entry?.path();
        if p.is_dir() {
            out.extend(collect(&p)?);
        } else if p.extension().is_some_and(|e| e == "scenario") {
            out.push(p);
        }
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
