//! Every command speaks Magic, not Rust: the output of each command (play scripted, sim,
//! replay and its trace, card, card --text, deck check, deck report, scenario and its
//! trace, coverage, smoke) holds no Rust debug text (`Some(`, `PlayerId(`, `{ slot`,
//! `Finished(`, `Fixed([Green])`, …).

use mw_ir::explain::debug_shaped;
use std::io::Write;
use std::process::{Command, Stdio};

fn run(args: &[&str], input: &str) -> String {
    let mut child = Command::new(env!("CARGO_BIN_EXE_manaweave"))
        .args(args)
        .current_dir(concat!(env!("CARGO_MANIFEST_DIR"), "/../.."))
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("the binary runs");
    let _ = child.stdin.take().expect("stdin").write_all(input.as_bytes());
    let out = child.wait_with_output().expect("it finishes");
    format!("{}{}", String::from_utf8_lossy(&out.stdout), String::from_utf8_lossy(&out.stderr))
}

fn check(args: &[&str], out: &str) {
    let bad: Vec<&str> = out.lines().filter(|l| debug_shaped(l) || l.contains("{ slot") || l.contains("PlayerId(")).take(10).collect();
    assert!(bad.is_empty(), "manaweave {}: debug text in the output:\n{}", args.join(" "), bad.join("\n"));
}

fn each(commands: &[(&[&str], &str)]) {
    for (args, input) in commands {
        let out = run(args, input);
        assert!(!out.trim().is_empty(), "manaweave {} printed nothing", args.join(" "));
        check(args, &out);
    }
}

#[test]
fn no_command_prints_debug_text() {
    let dir = std::env::temp_dir().join(format!("mw-no-debug-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).expect("temp dir");
    let saves = dir.join("saves");
    let saves = saves.to_str().expect("utf-8 path");
    let deck = dir.join("deck.txt");
    std::fs::write(&deck, "Deck\n20 Mountain\n4 Shok\n4 Tarmogoyf\n4 Pacifism\n1 Llanowar Elves\nSideboard\n2 Shock\n").expect("deck");
    let deck = deck.to_str().expect("utf-8 path");
    let cycle: String = (0..3_000).map(|i| format!("{}\n", [2, 1, 3][i % 3])).collect();
    each(&[
        (&["sim", "--games", "3", "--save", saves], ""),
        (&["play", "--seed", "3", "--me", "random", "--rules"], ""),
        (&["play", "--seed", "4", "--stops", "all", "--manual-mana"], &cycle),
        (&["card", "Pacifism"], ""),
        (&["card", "Llanowar Elves"], ""),
        (&["card", "Birds of Paradise"], ""),
        (&["card", "Rancor"], ""),
        (&["card", "Liliana of the Veil"], ""),
        (&["card", "Tarmogoyf"], ""),
        (&["card", "Grizly Bears"], ""),
        (&["card", "--text", "When ~ enters, draw a card."], ""),
        (&["card", "--text", "~ gets +2147483647/+0."], ""),
        (&["deck", "check", deck], ""),
        (&["deck", "check", deck, "--format", "modern"], ""),
        (&["scenario", "scenarios/combat", "scenarios/contract"], ""),
        (&["scenario", "--trace", "scenarios/core", "scenarios/triggers"], ""),
        (&["smoke", "--only", "Grizzly Bears"], ""),
        (&["deck", "report", "decks/tournament", "--top", "5"], ""),
        (&["coverage", "--top", "5"], ""),
        (&["smoke", "--only", "Tarmogoyf"], ""),
    ]);
    let replays: Vec<String> = std::fs::read_dir(saves)
        .expect("sim saved its games")
        .map(|e| e.expect("entry").path().to_string_lossy().into_owned())
        .collect();
    assert!(!replays.is_empty());
    for r in &replays {
        each(&[(&["replay", r], ""), (&["replay", "--trace", r], "")]);
    }
    let _ = std::fs::remove_dir_all(&dir);
}
