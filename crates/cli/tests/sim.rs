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
