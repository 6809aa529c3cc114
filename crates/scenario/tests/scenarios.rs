//! Runs every file under the project's `scenarios/` folder as its own test.

use libtest_mimic::{Arguments, Failed, Trial};
use mw_carddb::CardDb;
use std::path::Path;
use std::sync::{Arc, OnceLock};

fn main() {
    let args = Arguments::from_args();
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("../../scenarios");
    let files = mw_scenario::collect(&root).expect("the scenarios folder is readable");
    let db: Arc<OnceLock<CardDb>> = Arc::new(OnceLock::new());
    let trials = files
        .into_iter()
        .filter(|f| f.extension().is_some_and(|e| e == "scenario"))
        .map(|file| {
            let name = file.strip_prefix(&root).unwrap_or(&file).display().to_string();
            let db = db.clone();
            Trial::test(name, move || {
                let db = db.get_or_init(|| CardDb::builtin().expect("card data loads"));
                let report = mw_scenario::run_file(&file, db, false);
                if report.passed() {
                    Ok(())
                } else {
                    Err(Failed::from(report.failures.join("\n")))
                }
            })
        })
        .collect();
    libtest_mimic::run(&args, trials).exit();
}
