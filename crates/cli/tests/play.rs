//! `manaweave play` driven through its standard input: a whole game ends with "You win"
//! or "You lose", priority is passed for the player outside their stops, the opponent's
//! hidden cards stay hidden, and the typed commands (pass, skip, undo, stops) work.

use std::io::Write;
use std::process::{Command, Stdio};

fn play(input: &str, args: &[&str]) -> String {
    let mut child = Command::new(env!("CARGO_BIN_EXE_manaweave"))
        .arg("play")
        .args(args)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("the binary runs");
    // The game may end before all input is read: a closed pipe is fine.
    let _ = child.stdin.take().expect("stdin").write_all(input.as_bytes());
    let out = child.wait_with_output().expect("it finishes");
    assert!(out.status.success(), "exit {:?}: {}", out.status, String::from_utf8_lossy(&out.stderr));
    String::from_utf8_lossy(&out.stdout).into_owned()
}

/// The last "questions asked" line: (asked, passes).
fn summary(out: &str) -> (u32, u32) {
    let line = out.lines().rev().find(|l| l.starts_with("questions asked: ")).expect("a summary line");
    let nums: Vec<u32> = line.split(|c: char| !c.is_ascii_digit()).filter_map(|w| w.parse().ok()).collect();
    (nums[0], nums[1])
}

fn ends_the_game(out: &str) {
    let lines: Vec<&str> = out.lines().collect();
    let result = lines[lines.len() - 2];
    assert!(result.starts_with("You win") || result.starts_with("You lose") || result.contains("draw"), "result line: {result}");
}

#[test]
fn a_whole_game_in_the_terminal() {
    // Answers cycle 2, 1, 3, …: invalid numbers are asked again, so any sequence works.
    let input: String = (0..20_000).map(|i| format!("{}\n", [2, 1, 3, 2, 4][i % 5])).collect();
    let out = play(&input, &["--seed", "1"]);
    ends_the_game(&out);
    assert!(out.contains("you could make {R}"), "the view shows available mana");
    // p2's mulligans put cards back without naming them to p1.
    assert!(out.contains("p2 mulligans"), "seed 1 has p2 mulligan (the check below needs one)");
    let lines: Vec<&str> = out.lines().collect();
    for (i, l) in lines.iter().enumerate() {
        if l.contains("p2 mulligans") {
            assert!(lines[i + 1].contains("a card of p2's moves from hand to library"), "{}", lines[i + 1]);
        }
    }
    // No question whose only offer is passing.
    let offers: Vec<&[&str]> = lines.split(|l| l.starts_with("> ")).collect();
    for o in &offers {
        let numbered: Vec<&&str> = o.iter().filter(|l| l.starts_with("  ") && l.trim_start().starts_with(|c: char| c.is_ascii_digit())).collect();
        if let [only] = numbered.as_slice() {
            assert!(!only.ends_with(". pass"), "asked with pass as the only answer: {o:?}");
        }
    }
}

#[test]
fn priority_is_passed_outside_the_stops() {
    let out = play("", &["--seed", "2", "--me", "random"]);
    ends_the_game(&out);
    let (asked, passes) = summary(&out);
    assert!(asked > 10, "{asked} questions");
    assert!(passes * 100 <= asked * 35, "{passes} of {asked} questions were answered by passing");
    // Every priority question comes at a default stop: your main phases, the opponent's
    // end step, or an opponent's spell or ability on the stack.
    let lines: Vec<&str> = out.lines().collect();
    let mut step = "";
    let mut stack_theirs = false;
    for l in &lines {
        if l.starts_with("── turn") {
            step = l;
            stack_theirs = false;
        }
        if l.starts_with("    ") && l.contains(", p2's") {
            stack_theirs = true;
        }
        if *l == "you have priority:" {
            let at_stop = step.contains("your main1") || step.contains("your main2") || step.contains("p2's end step");
            assert!(at_stop || stack_theirs, "asked for priority at {step}");
        }
    }
    // With no stops, priority is never asked for (other questions still are).
    let none = play("", &["--seed", "2", "--me", "random", "--stops", "none"]);
    ends_the_game(&none);
    assert!(!none.contains("you have priority:"));
    assert_eq!(summary(&none).1, 0);
}

#[test]
fn commands_and_bad_input() {
    let out = play("x\n99\np\nu\nh\nstops\nstops bogus\nstops main1,opp-end\nb\nq\n", &[]);
    assert!(out.contains("type a number from 1 to 2, or q to stop"));
    assert!(out.contains("you can't pass now: choose an answer"), "the mulligan question has no pass");
    assert!(out.contains("nothing to undo yet"));
    assert!(out.contains("pass until something happens"), "help");
    assert!(out.contains("stops: main1,main2,opp-end,stack"));
    assert!(out.contains("unknown stop \"bogus\""));
    assert!(out.contains("stops: main1,opp-end"));
    assert!(out.contains("── turn 1"), "b shows the board");
    assert!(out.contains("game left unfinished"));
}

#[test]
fn undo_goes_back_to_the_previous_question() {
    // Keep, then undo: the mulligan question comes again.
    let out = play("1\nu\n1\nq\n", &["--seed", "1"]);
    assert!(out.contains("(back to your previous decision)"), "{out}");
    assert_eq!(out.matches("keep this hand or mulligan? (0 taken)").count(), 2, "{out}");
}

#[test]
fn a_bad_stop_list_is_an_error() {
    let o = Command::new(env!("CARGO_BIN_EXE_manaweave")).args(["play", "--stops", "main3"]).output().expect("runs");
    assert!(!o.status.success());
    assert!(String::from_utf8_lossy(&o.stderr).contains("unknown stop \"main3\""));
}

#[test]
fn multiplayer_and_commander_games_in_the_terminal() {
    // CR 806: three players, the person in seat 2; each opponent is shown on the board.
    let out = play("", &["--players", "3", "--seat", "2", "--seed", "2", "--me", "random"]);
    ends_the_game(&out);
    assert!(out.contains("p2 (you):") && out.contains("p1:") && out.contains("p3:"), "three players on the board");
    // CR 903: a Commander game of four on the built-in Commander decks, 40 life each.
    let out = play("", &["--format", "commander", "--seed", "3", "--me", "random"]);
    ends_the_game(&out);
    assert!(out.contains("p4: 40 life"), "Commander starting life for the fourth player");
    // Bad setups are errors that say why.
    let err = |args: &[&str]| {
        let o = Command::new(env!("CARGO_BIN_EXE_manaweave")).arg("play").args(args).output().expect("runs");
        assert!(!o.status.success(), "{args:?} should fail");
        String::from_utf8_lossy(&o.stderr).into_owned()
    };
    assert!(err(&["--players", "3", "--seat", "4"]).contains("--seat 4 but the game has 3 players"));
    assert!(err(&["--format", "modern"]).contains("no game format \"modern\""));
}
