//! Commander through the binary (CR 903): `deck check --format commander` explains why a
//! deck is illegal, and `sim --format commander --players N` plays the built-in decks.

use std::process::Command;

fn run(args: &[&str]) -> (bool, String) {
    let out = Command::new(env!("CARGO_BIN_EXE_manaweave")).args(args).output().expect("the binary runs");
    (out.status.success(), format!("{}{}", String::from_utf8_lossy(&out.stdout), String::from_utf8_lossy(&out.stderr)))
}

#[test]
fn deck_check_rejects_a_card_outside_the_commanders_color_identity() {
    let text = include_str!("../../../decks/commander/white-weenie.txt").replacen("36 Plains\n", "35 Plains\n1 Lightning Bolt\n", 1);
    let path = std::path::Path::new(env!("CARGO_TARGET_TMPDIR")).join("commander-outside-identity.txt");
    std::fs::write(&path, text).expect("deck written");
    let (ok, out) = run(&["deck", "check", "--format", "commander", &path.to_string_lossy()]);
    assert!(!ok, "{out}");
    assert!(out.contains("line 6: Lightning Bolt has color identity red, outside Isamaru, Hound of Konda's white (CR 903.4, 903.5c)"), "{out}");
    let (ok, out) = run(&["deck", "check", "--format", "commander", concat!(env!("CARGO_MANIFEST_DIR"), "/../../decks/commander/red-krenko.txt")]);
    assert!(ok, "{out}");
}

#[test]
fn sim_plays_commander_games_of_three_and_four_players_without_errors() {
    for players in ["3", "4"] {
        let (ok, out) = run(&["sim", "--format", "commander", "--players", players, "--games", "4", "--threads", "1", "--shortcuts"]);
        assert!(ok, "{out}");
        assert!(out.contains("errors: 0"), "{out}");
        assert!(out.contains(&format!("{players} players")), "{out}");
    }
    // A Commander deck outside a Commander game is refused with the reason.
    let (ok, out) = run(&["sim", "--deck", "red-krenko", "--deck", "green-ezuri", "--games", "1"]);
    assert!(!ok && out.contains("--format commander"), "{out}");
}
