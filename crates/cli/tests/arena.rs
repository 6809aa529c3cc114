//! `manaweave arena`: the report's last line, seat-swapped pairs, the round robin.

use std::process::Command;

fn arena(args: &[&str]) -> (bool, String) {
    let out = Command::new(env!("CARGO_BIN_EXE_manaweave")).arg("arena").args(args).output().expect("the binary runs");
    (out.status.success(), format!("{}{}", String::from_utf8_lossy(&out.stdout), String::from_utf8_lossy(&out.stderr)))
}

#[test]
fn two_agents_end_on_the_summary_line() {
    let (ok, out) = arena(&["heuristic", "random", "--games", "4", "--threads", "1", "--seed", "3"]);
    assert!(ok, "{out}");
    let last = out.lines().last().unwrap_or_default();
    // `A vs B: W-L-D over N games (P% wins, 95% CI L–U%)`
    let rest = last.strip_prefix("heuristic vs random: ").unwrap_or_else(|| panic!("{last}"));
    let (wld, tail) = rest.split_once(" over 4 games (").unwrap_or_else(|| panic!("{last}"));
    let n: Vec<u64> = wld.split('-').map(|x| x.parse().expect("a count")).collect();
    assert_eq!(n.iter().sum::<u64>(), 4, "{last}");
    assert!(tail.ends_with("%)") && tail.contains("% wins, 95% CI ") && tail.contains('–'), "{last}");
    let pct = format!("{:.1}% wins", 100.0 * n[0] as f64 / 4.0);
    assert!(tail.starts_with(&pct), "{last}");
    // Each agent played each deck: two games per seed.
    assert!(out.contains("with red-aggro") && out.contains("with green-midrange"), "{out}");
}

#[test]
fn several_agents_play_a_round_robin() {
    let (ok, out) = arena(&["random", "first", "heuristic", "--games", "2", "--threads", "2"]);
    assert!(ok, "{out}");
    assert!(out.contains("Elo"), "{out}");
    for pair in ["random vs first: ", "random vs heuristic: ", "first vs heuristic: "] {
        assert!(out.lines().any(|l| l.starts_with(pair)), "{pair} missing:\n{out}");
    }
}

#[test]
fn bad_arguments_are_errors() {
    let (ok, out) = arena(&["heuristic", "random", "--games", "3"]);
    assert!(!ok && out.contains("even"), "{out}");
    let (ok, out) = arena(&["heuristic", "clever"]);
    assert!(!ok && out.contains("random, first, heuristic, mcts"), "{out}");
}

#[test]
fn commander_arena_rotates_agents_around_a_four_player_table() {
    let (ok, out) = arena(&["random", "first", "--format", "commander", "--players", "4", "--games", "4", "--threads", "2"]);
    assert!(ok, "{out}");
    assert!(out.contains("4-player Commander games"), "{out}");
    // Two agents at four seats: each fills half the seats, so its fair share is 50%.
    for agent in ["random: ", "first: "] {
        let line = out.lines().find(|l| l.starts_with(agent)).unwrap_or_else(|| panic!("{agent} missing:\n{out}"));
        assert!(line.contains("fair share 50.0%"), "{line}");
    }
    let last = out.lines().last().unwrap_or_default();
    let rest = last.strip_prefix("random vs first: ").unwrap_or_else(|| panic!("{last}"));
    let (wld, _) = rest.split_once(" over 4 games (").unwrap_or_else(|| panic!("{last}"));
    let n: Vec<u64> = wld.split('-').map(|x| x.parse().expect("a count")).collect();
    assert_eq!(n.iter().sum::<u64>(), 4, "{last}");
}

#[test]
fn commander_arena_needs_whole_rotations() {
    let (ok, out) = arena(&["random", "first", "heuristic", "--format", "commander", "--games", "4"]);
    assert!(!ok && out.contains("multiple of the number of agents (3"), "{out}");
    let (ok, out) = arena(&["random", "first", "--players", "3"]);
    assert!(!ok && out.contains("--format commander"), "{out}");
}
