//! Long runs and their failures: Ctrl-C during `sim` prints the results so far; a game
//! saved with an engine error replays to the same error; bad run sizes are refused.

use std::process::{Command, Stdio};

fn bin() -> Command {
    Command::new(env!("CARGO_BIN_EXE_manaweave"))
}

fn scratch(test: &str) -> std::path::PathBuf {
    let d = std::env::temp_dir().join(format!("mw-long-runs-{test}-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&d);
    std::fs::create_dir_all(&d).expect("temp dir");
    d
}

#[test]
fn ctrl_c_during_sim_prints_the_results_so_far() {
    let child = bin()
        .args(["sim", "--games", "1000000", "--threads", "1"])
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("runs");
    std::thread::sleep(std::time::Duration::from_millis(1500));
    // SAFETY: sending SIGINT to the child we started.
    unsafe {
        libc::kill(child.id() as libc::pid_t, libc::SIGINT);
    }
    let out = child.wait_with_output().expect("it stops");
    let text = String::from_utf8_lossy(&out.stdout);
    assert!(out.status.success(), "exit {:?}: {text}", out.status);
    assert!(text.contains("interrupted: ") && text.contains(" of 1000000 games played"), "{text}");
    assert!(text.contains("red-aggro wins: "), "{text}");
}

#[test]
fn a_game_saved_with_an_engine_error_replays_to_the_same_error() {
    let dir = scratch("error");
    let saves = dir.join("saves");
    let o = bin().args(["sim", "--games", "1", "--save", saves.to_str().expect("utf-8")]).output().expect("runs");
    assert!(o.status.success());
    let file = saves.join("game-1.json");
    let mut r: serde_json::Value = serde_json::from_str(&std::fs::read_to_string(&file).expect("saved")).expect("json");
    // Cut the game after 20 answers and add an answer the engine refuses there (a
    // mulligan answer at a later question), as a game that ended in an engine error.
    let answers = r["game"]["answers"].as_array().expect("answers").clone();
    let mut cut: Vec<serde_json::Value> = answers[..20].to_vec();
    cut.push(answers[0].clone());
    r["game"]["answers"] = serde_json::Value::Array(cut);
    r["game"]["decisions"] = 21.into();
    let broken = dir.join("broken.json");
    let write = |v: &serde_json::Value| std::fs::write(&broken, v.to_string()).expect("write");
    write(&r);
    let o = bin().args(["replay", broken.to_str().expect("utf-8")]).output().expect("runs");
    assert!(!o.status.success(), "a refused answer without a recorded error fails");
    assert!(String::from_utf8_lossy(&o.stderr).contains("answer 21"), "{}", String::from_utf8_lossy(&o.stderr));
    r["error"] = "game seed 1: the engine refused its own legal answer".into();
    write(&r);
    let o = bin().args(["replay", broken.to_str().expect("utf-8")]).output().expect("runs");
    let text = String::from_utf8_lossy(&o.stdout);
    assert!(o.status.success(), "{}", String::from_utf8_lossy(&o.stderr));
    assert!(text.contains("the game ends in an engine error again"), "{text}");
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn empty_runs_and_small_decks_are_named() {
    let o = bin().args(["sim", "--games", "0"]).output().expect("runs");
    assert!(!o.status.success());
    assert!(String::from_utf8_lossy(&o.stderr).contains("--games"));
    let o = bin().args(["smoke", "--only", "Selesnya Loft Gardens"]).output().expect("runs");
    assert!(!o.status.success());
    assert!(String::from_utf8_lossy(&o.stderr).contains("no supported card's name contains \"Selesnya Loft Gardens\""));
    let dir = scratch("small");
    let deck = dir.join("one.txt");
    std::fs::write(&deck, "1 Mountain\n").expect("write");
    let o = bin().args(["deck", "check", deck.to_str().expect("utf-8")]).output().expect("runs");
    let text = String::from_utf8_lossy(&o.stdout);
    assert!(o.status.success(), "a small deck is playable, with a warning");
    assert!(text.contains("supported (1 card)") && text.contains("warning: 1 card in the main deck") && text.contains("CR 100.2a"), "{text}");
    let _ = std::fs::remove_dir_all(&dir);
}
