//! The scenario parser never panics, whatever it is given: random text, and random
//! mutations of real scenario files (deleted, duplicated and swapped characters).

use proptest::prelude::*;

const SAMPLE: &str = include_str!("../../../scenarios/core/manual-payment.scenario");
const SAMPLE2: &str = include_str!("../../../scenarios/combat/flying.scenario");
const SAMPLE3: &str = include_str!("../../../scenarios/contract/try.scenario");
const SAMPLE4: &str = include_str!("../../../scenarios/contract/players.scenario");

fn mutate(base: &str, edits: &[(usize, u8, char)]) -> String {
    let mut chars: Vec<char> = base.chars().collect();
    for &(pos, kind, c) in edits {
        if chars.is_empty() {
            chars.push(c);
            continue;
        }
        let i = pos % chars.len();
        match kind % 4 {
            0 => {
                chars.remove(i);
            }
            1 => chars.insert(i, c),
            2 => chars[i] = c,
            _ => {
                let j = (pos / 7) % chars.len();
                chars.swap(i, j);
            }
        }
    }
    chars.into_iter().collect()
}

proptest! {
    #![proptest_config(ProptestConfig {
        cases: std::env::var("PROPTEST_CASES").ok().and_then(|v| v.parse().ok()).unwrap_or(4000),
        ..ProptestConfig::default()
    })]

    #[test]
    fn random_text_never_panics(text in "\\PC{0,400}") {
        let _ = mw_scenario::parse(&text);
    }

    #[test]
    fn mutated_scenarios_never_panic(
        which in 0..4usize,
        edits in proptest::collection::vec((any::<usize>(), any::<u8>(), proptest::char::any()), 0..12),
    ) {
        let base = [SAMPLE, SAMPLE2, SAMPLE3, SAMPLE4][which];
        let text = mutate(base, &edits);
        if let Err(e) = mw_scenario::parse(&text) {
            prop_assert!(e.line >= 1 && e.line <= text.lines().count().max(1));
            prop_assert!(!e.expected.is_empty());
        }
    }
}

#[test]
fn errors_say_where_and_what() {
    let e = mw_scenario::parse("scenario: x\nsetup:\n  p1 life: lots\n").unwrap_err();
    assert_eq!((e.line, e.column), (3, 12));
    assert_eq!(e.expected, "a life total");
    assert_eq!(e.found, "lots");
    let e = mw_scenario::parse("setup:\n").unwrap_err();
    assert_eq!(e.line, 1);
    let e = mw_scenario::parse("scenario: x\nsetup:\n  p9 life: 3\n").unwrap_err();
    assert_eq!(e.expected, "a player p1 to p8");
}

proptest! {
    #![proptest_config(ProptestConfig {
        cases: std::env::var("PROPTEST_CASES").ok().and_then(|v| v.parse::<u32>().ok()).map_or(300, |n| n / 10),
        ..ProptestConfig::default()
    })]

    /// Whatever a mutated file still parses to runs to a report: never a panic.
    #[test]
    fn mutated_scenarios_run_without_panicking(
        which in 0..4usize,
        edits in proptest::collection::vec((any::<usize>(), any::<u8>(), proptest::char::any()), 0..6),
    ) {
        let base = [SAMPLE, SAMPLE2, SAMPLE3, SAMPLE4][which];
        let text = mutate(base, &edits);
        if let Ok(s) = mw_scenario::parse(&text) {
            let _ = mw_scenario::run(&s, db(), false);
        }
    }
}

fn db() -> &'static mw_carddb::CardDb {
    static DB: std::sync::OnceLock<mw_carddb::CardDb> = std::sync::OnceLock::new();
    DB.get_or_init(|| mw_carddb::CardDb::builtin().expect("card data loads"))
}
