//! `manaweave play` driven through its standard input: a whole game ends, the view
//! shows the mana the player could make, and the opponent's hidden cards stay hidden.

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

#[test]
fn a_whole_game_in_the_terminal() {
    // Answers cycle 2, 1, 3, …: invalid numbers are asked again, so any sequence works.
    let input: String = (0..20_000).map(|i| format!("{}\n", [2, 1, 3, 2, 4][i % 5])).collect();
    let out = play(&input, &["--seed", "1"]);
    let last = out.lines().last().unwrap_or("");
    assert!(last == "you win" || last.ends_with(" wins") || last.contains("draw"), "last line: {last}");
    assert!(out.contains("you could make: {R}"), "the view shows available mana");
    // p2's mulligans put cards back without naming them to p1.
    let lines: Vec<&str> = out.lines().collect();
    assert!(out.contains("p2 mulligans"), "seed 1 has p2 mulligan (the check below needs one)");
    for (i, l) in lines.iter().enumerate() {
        if l.contains("p2 mulligans") {
            let moved = lines[i + 1..].iter().take_while(|l| l.contains("moves from hand to library"));
            assert!(moved.clone().count() > 0);
            assert!(moved.clone().all(|l| l.contains("a card of p2's")), "{:?}", moved.collect::<Vec<_>>());
        }
    }
}

#[test]
fn quitting_and_bad_input() {
    let out = play("x\n99\nq\n", &[]);
    assert!(out.contains("type a number from 1 to 2, or q to stop"));
    assert!(out.trim_end().ends_with("game left unfinished"));
}
