//! `manaweave sim` over matchups that once stopped with an engine error: every game of
//! the seeds that failed ends without one.

use std::process::Command;

fn sim(decks: [(&str, &str); 2], args: &[&str]) -> (bool, String) {
    let dir = std::path::Path::new(env!("CARGO_TARGET_TMPDIR"));
    let paths: Vec<String> = decks
        .iter()
        .map(|(name, text)| {
            let p = dir.join(name);
            std::fs::write(&p, text).expect("deck written");
            p.to_string_lossy().into_owned()
        })
        .collect();
    let out = Command::new(env!("CARGO_BIN_EXE_manaweave"))
        .args(["sim", "--deck", &paths[0], "--deck", &paths[1]])
        .args(args)
        .output()
        .expect("the binary runs");
    let text = format!("{}{}", String::from_utf8_lossy(&out.stdout), String::from_utf8_lossy(&out.stderr));
    (out.status.success(), text)
}

/// The paymana-stall repro: "{1}{R}, {T}, Sacrifice" judged payable with a Reflecting
/// Pool's {R} that exists only while the sacrificed land is there; the sacrifice was paid
/// before the mana (CR 601.2g–h: mana abilities come first). Seeds 8 and 28 failed.
#[test]
fn furnace_and_reflecting_pool_never_stall_a_payment() {
    let plains = ("paymana-a.txt", "Deck\n10 Plains\n");
    let furnace = ("paymana-b.txt", "Deck\n1 The Autonomous Furnace\n1 Reflecting Pool\n8 Swamp\n");
    let (ok, out) = sim([plains, furnace], &["--games", "100", "--seed", "1", "--threads", "1"]);
    assert!(ok, "{out}");
    assert!(!out.contains("no legal answer"), "{out}");
}

/// The copy-token-slowdown repro: Improvised Arsenal copies itself every turn until the
/// driver's permanent cap. Each listing of legal answers recomputed every permanent's
/// characteristics (minutes per game); the layer cache makes it a fraction of a second.
/// The game is reported as stopped at the size cap, not the turn cap.
#[test]
fn self_copying_tokens_reach_the_size_cap_quickly() {
    let plains = ("copytoken-a.txt", "60 Plains\n");
    let arsenal = ("copytoken-b.txt", "4 Improvised Arsenal\n56 Mountain\n");
    let start = std::time::Instant::now();
    let (ok, out) = sim([plains, arsenal], &["--games", "1", "--seed", "1", "--threads", "1"]);
    assert!(ok, "{out}");
    assert!(out.contains("stopped at the size cap (300 permanents): 1"), "{out}");
    assert!(out.contains("stopped at the turn cap (200): 0"), "{out}");
    // Generous for a debug build on a loaded 2-core machine (about 10 s unloaded); the
    // release build took over five minutes before the cache.
    assert!(start.elapsed().as_secs() < 240, "took {:?}", start.elapsed());
}

/// The slow-matchups repro (../shared/repro/slow-matchups, rows 1–3: no game of 50
/// finished in 120 s before the layer cache): 20 games of each row at its seed end
/// without an engine error, in a bound generous for a debug build on a loaded machine.
/// FIXME(issue 18): the goal is no random matchup under 200 games/s. The 1.5–2 games/s
/// once noted here for rows 1 and 2 were `sim`'s wall clock at `nice` on a loaded machine
/// (4% of a core); by the CPU clock, with the engine's shortcuts, rows 1–3 play 123–190
/// games/s (BENCHMARKS.md, branch `speed2`): long games of random agents through the layers.
#[test]
fn the_slowest_random_matchups_finish_without_errors() {
    let dir = concat!(env!("CARGO_MANIFEST_DIR"), "/tests/repro/slow-matchups");
    let read = |f: &str| std::fs::read_to_string(format!("{dir}/{f}")).expect("repro deck");
    let start = std::time::Instant::now();
    for (row, seed) in [("01", "1"), ("02", "1"), ("03", "423")] {
        let (a, b) = (read(&format!("{row}-a.txt")), read(&format!("{row}-b.txt")));
        let names = (format!("slow-{row}-a.txt"), format!("slow-{row}-b.txt"));
        let (ok, out) = sim([(&names.0, &a), (&names.1, &b)], &["--games", "20", "--seed", seed, "--threads", "1"]);
        assert!(ok, "row {row}: {out}");
        assert!(out.contains("games: 20 "), "row {row}: {out}");
        assert!(!out.contains("error"), "row {row}: {out}");
    }
    assert!(start.elapsed().as_secs() < 400, "took {:?}", start.elapsed());
}
