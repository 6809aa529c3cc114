//! The scenario parser never panics, whatever it is given: random text, and random
//! mutations of real scenario files (deleted, duplicated and swapped characters).

use proptest::prelude::*;

const SAMPLE: &str = include_str!("../../../scenarios/core/manual-payment.scenario");
const SAMPLE2: &str = include_str!("../../../scenarios/combat/flying.scenario");

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
        which in 0..2usize,
        edits in proptest::collection::vec((any::<usize>(), any::<u8>(), proptest::char::any()), 0..12),
    ) {
        let base = if which == 0 { SAMPLE } else { SAMPLE2 };
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
