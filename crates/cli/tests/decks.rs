//! Deck lists through the binary: the formats players export (Arena, MTGO, Moxfield),
//! bad lists as typed errors naming their line (../shared/repro/fuzz-deck-huge-count-abort,
//! fuzz-long-card-name-hang, fuzz-findings.md), `deck check`, `deck report`, and replay
//! files that don't hold a whole game.

use std::path::{Path, PathBuf};
use std::process::{Command, Output};
use std::time::{Duration, Instant};

/// A fresh folder for one test's files.
fn scratch(test: &str) -> PathBuf {
    let dir = std::env::temp_dir().join(format!("mw-cli-decks-{}-{test}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).expect("a temporary folder");
    dir
}

fn write(dir: &Path, name: &str, text: &str) -> String {
    let path = dir.join(name);
    if let Some(parent) = path.parent() {
        std::fs::create_dir_all(parent).expect("a folder");
    }
    std::fs::write(&path, text).expect("a file");
    path.to_string_lossy().into_owned()
}

fn run(args: &[&str]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_manaweave")).args(args).output().expect("the binary runs")
}

fn stderr(o: &Output) -> String {
    String::from_utf8_lossy(&o.stderr).into_owned()
}

fn stdout(o: &Output) -> String {
    String::from_utf8_lossy(&o.stdout).into_owned()
}

/// Two quick games between two lists; the output of `sim`.
fn sim(a: &str, b: &str) -> Output {
    run(&["sim", "--deck", a, "--deck", b, "--games", "2", "--seed", "1", "--threads", "1", "--max-turns", "3"])
}

const PLAIN: &str = "60 Mountain\n";

#[test]
fn a_huge_count_is_a_line_error_in_sim_and_replay() {
    let dir = scratch("huge");
    let huge = write(&dir, "huge.txt", "4294967295 Mountain\n");
    let plain = write(&dir, "plain.txt", PLAIN);
    let o = sim(&huge, &plain);
    assert!(!o.status.success());
    assert!(
        stderr(&o).contains("huge: deck line 1: the count is too large (at most 1000 copies of a card): \"4294967295 Mountain\""),
        "{}",
        stderr(&o)
    );
    // One over u32: a number, but too large.
    let over = write(&dir, "over.txt", "4294967296 Mountain\n");
    assert!(stderr(&sim(&over, &plain)).contains("deck line 1: the count is too large"));
    let replay = write(
        &dir,
        "huge-replay.json",
        r#"{"decks":[["huge","4294967295 Mountain\n"],["plain","60 Mountain\n"]],"seed":1,"agent":"Random","max_turns":200,"game":{"outcome":"TurnCap","turns":0,"decisions":0,"answers":[]}}"#,
    );
    let o = run(&["replay", &replay]);
    assert!(!o.status.success());
    assert!(stderr(&o).contains("huge: deck line 1: the count is too large"), "{}", stderr(&o));
}

#[test]
fn an_overlong_unknown_name_fails_at_once_with_its_line() {
    let dir = scratch("long");
    let long = write(&dir, "long-name.txt", &format!("1 {}\n", "Mountain1000 ".repeat(2000)));
    let plain = write(&dir, "plain.txt", PLAIN);
    let start = Instant::now();
    let o = sim(&long, &plain);
    assert!(start.elapsed() < Duration::from_secs(20), "took {:?}", start.elapsed());
    assert!(!o.status.success());
    let err = stderr(&o);
    assert!(err.contains("long-name: deck line 1: no card named \"Mountain1000 Mountain1000"), "{err}");
    assert!(err.len() < 600, "the name is shortened: {} bytes", err.len());
}

#[test]
fn unknown_cards_empty_lists_and_unknown_deck_names_say_where_and_why() {
    let dir = scratch("errors");
    let plain = write(&dir, "plain.txt", PLAIN);
    let typo = write(&dir, "typo.txt", "Deck\n20 Mountain\n4 Lightnin Bolt\n");
    let err = stderr(&sim(&typo, &plain));
    assert!(err.contains("typo: deck line 3: no card named \"Lightnin Bolt\"; did you mean Lightning Bolt"), "{err}");
    let empty = write(&dir, "empty.txt", "");
    assert!(stderr(&sim(&empty, &plain)).contains("empty: the deck list has no cards"));
    let side = write(&dir, "side.txt", "Sideboard\n4 Shock\n");
    assert!(stderr(&sim(&side, &plain)).contains("side: the main deck is empty (4 cards in other sections)"));
    let err = stderr(&sim("red-agro", &plain));
    assert!(err.contains("cannot read deck red-agro") && err.contains("built-in deck: red-aggro, green-midrange"), "{err}");
    let tiny = write(&dir, "tiny.txt", "1 Mountain\n");
    let o = sim(&tiny, &plain);
    assert!(o.status.success(), "{}", stderr(&o));
    assert!(stderr(&o).contains("warning: tiny has 1 card(s) in its main deck"), "{}", stderr(&o));
}

#[test]
fn arena_mtgo_and_moxfield_exports_play() {
    let dir = scratch("exports");
    let plain = write(&dir, "plain.txt", PLAIN);
    let arena = write(
        &dir,
        "arena.txt",
        "About\nName Red Deck\n\nCompanion\n1 Lurrus of the Dream-Den (IKO) 226\n\nDeck\n40 Mountain (M20) 275\n20 Shock (M19) 156\n\nSideboard\n2 Shock (M19) 156\n",
    );
    let o = sim(&arena, &plain);
    assert!(o.status.success(), "{}", stderr(&o));
    // The companion plays from outside the game (CR 702.139a), so it is no main-deck card.
    let mtgo = write(&dir, "mtgo.txt", "40 Mountain\n20 Shock *F*\nSB: 2 Lurrus of the Dream-Den\n");
    assert!(sim(&mtgo, &plain).status.success());
    let mtgo_txt = write(&dir, "mtgo-export.txt", "40 Mountain\n20 Shock\n\n2 Lurrus of the Dream-Den\n");
    assert!(sim(&mtgo_txt, &plain).status.success());
    let commander = write(&dir, "commander.txt", "Commander\n1 Krenko, Mob Boss\n\nDeck\n59 Mountain\n");
    let err = stderr(&sim(&commander, &plain));
    assert!(err.contains("commander: deck line 2: a commander: play Commander decks with --format commander (CR 903)"), "{err}");
}

#[test]
fn deck_check_names_the_text_not_compiled_and_the_unknown_lines() {
    let dir = scratch("check");
    let red = write(&dir, "modern/red.txt", include_str!("../../../decks/red-aggro.txt"));
    let o = run(&["deck", "check", &red]);
    assert!(o.status.success(), "{}{}", stdout(&o), stderr(&o));
    assert!(stdout(&o).contains("red.txt: supported (60 cards)"));
    let blue = write(&dir, "modern/blue.txt", "Deck\n52 Island\n4 Chaos Orb\n4 Lightnin Bolt\n");
    let o = run(&["deck", "check", &red, &blue]);
    assert!(!o.status.success());
    let out = stdout(&o);
    assert!(out.contains("blue.txt: not supported: 52 / 60 cards playable"), "{out}");
    assert!(out.contains("line 3 (main deck): 4 Chaos Orb: not supported:"), "{out}");
    // A dexterity card (flipped from a height): never supported, so the test holds.
    assert!(out.contains("unsupported instruction \"if ~ is on the battlefield, flip ~ onto the battlefield"), "{out}");
    assert!(out.contains("line 4 (main deck): 4 Lightnin Bolt: no such card; did you mean Lightning Bolt"), "{out}");
    assert!(stderr(&o).contains("1 of 2 deck lists not fully supported"));
    // Construction rules: the folder's format, or --format.
    let five = write(&dir, "five.txt", "55 Mountain\n5 Shock\n");
    assert!(run(&["deck", "check", &five]).status.success(), "no format, no rules");
    let o = run(&["deck", "check", &five, "--format", "pauper"]);
    assert!(!o.status.success());
    assert!(stdout(&o).contains("pauper: 5 copies of Shock; at most 4 (CR 100.2a)"), "{}", stdout(&o));
    let o = run(&["deck", "check", &five, "--format", "tiny"]);
    assert!(stderr(&o).contains("no format \"tiny\"; formats: standard, pioneer, modern"), "{}", stderr(&o));
}

#[test]
fn deck_report_ranks_what_blocks_decks() {
    let dir = scratch("report");
    write(&dir, "modern/red.txt", include_str!("../../../decks/red-aggro.txt"));
    write(&dir, "legacy/blue.txt", "Deck\n52 Island\n4 Falling Star\n4 Chaos Orb\n\nSideboard\n2 Falling Star\n");
    write(&dir, "legacy/blue-two.txt", "Deck\n56 Island\n4 Chaos Orb\n");
    write(&dir, "summary.txt", "supported decks: not a deck list\n");
    let o = run(&["deck", "report", &dir.to_string_lossy()]);
    assert!(o.status.success(), "{}", stderr(&o));
    let out = stdout(&o);
    let mut lines = out.lines();
    assert_eq!(lines.next(), Some("supported decks: 1 / 3 (33.3%)"));
    assert_eq!(lines.next(), Some("main decks supported: 1 / 3 (33.3%)"));
    assert_eq!(lines.next(), Some("supported card copies: 168 / 182 (92.3%)"));
    // Formats in the order of the format list, then the missing cards by decks blocked.
    assert!(out.contains("  modern      1 / 1 decks    1 main  60 / 60 (100.0%)"), "{out}");
    assert!(out.find("  modern ").unwrap() < out.find("  legacy ").unwrap());
    // Dexterity cards (Chaos Orb, Falling Star): never supported, so the figures hold.
    assert!(out.contains("     2     8  Chaos Orb\n     1     6  Falling Star\n"), "{out}");
    assert!(out.contains("     1     1  instruction: flip ~ onto the playing area from a height of at least one foot"), "{out}");
    assert!(out.contains("  legacy/blue: 2 missing: Chaos Orb, Falling Star\n    legacy: 6 copies of Falling Star; at most 4 (CR 100.2a)"), "{out}");
}

#[test]
fn a_replay_that_runs_out_of_answers_is_an_error() {
    let dir = scratch("replay");
    let game = |decks: &str, decisions: u64| {
        format!(r#"{{"decks":{decks},"seed":1,"agent":"Random","max_turns":200,"game":{{"outcome":"TurnCap","turns":0,"decisions":{decisions},"answers":[]}}}}"#)
    };
    let two = r#"[["a","60 Mountain\n"],["b","60 Mountain\n"]]"#;
    let empty = write(&dir, "empty.json", &game(two, 0));
    let o = run(&["replay", &empty]);
    assert!(!o.status.success());
    assert!(stderr(&o).contains("the replay ran out of answers at turn 1 before the game ended"), "{}", stderr(&o));
    let cut = write(&dir, "cut.json", &game(two, 412));
    assert!(stderr(&run(&["replay", &cut])).contains("the recording says 412 decisions but holds 0 answers"));
    let three = write(&dir, "three.json", &game(r#"[["a","60 Mountain\n"],["b","60 Mountain\n"],["c","60 Mountain\n"]]"#, 0));
    assert!(stderr(&run(&["replay", &three])).contains("a saved game has two decks (sim plays two-player games); this one has 3"));
    // A whole saved game still replays.
    let saved = dir.join("saved");
    let o = run(&["sim", "--games", "1", "--seed", "3", "--threads", "1", "--save", &saved.to_string_lossy()]);
    assert!(o.status.success(), "{}", stderr(&o));
    let o = run(&["replay", &saved.join("game-3.json").to_string_lossy()]);
    assert!(o.status.success(), "{}", stderr(&o));
}
