//! Deck lists never break the parser or the checker: random text, and random edits of
//! real exports (Arena, MTGO, Moxfield), parse to a list or to an error naming a line of
//! the text (or the list as a whole) and what is wrong; a parsed list checks without
//! panicking, however odd its names.

use mw_carddb::{parse_deck, CardDb, DeckChecker};
use proptest::prelude::*;
use std::sync::OnceLock;

const ARENA: &str = "About\nName Mono Red\n\nDeck\n20 Mountain (M21) 275\n4 Shock (M21) 159\n4 Lightning Bolt\n\nSideboard\n2 Abrade\n";
const MTGO: &str = "20 Mountain\n4 Shock\n4 Monastery Swiftspear\nSB: 2 Smash to Smithereens\n";
const MOXFIELD: &str = "4x Lightning Bolt [M10] *F*\n20x Mountain\n// comment\n# another\n\nCompanion\n1 Lurrus of the Underworld\n";

fn db() -> &'static CardDb {
    static DB: OnceLock<CardDb> = OnceLock::new();
    DB.get_or_init(|| CardDb::builtin().expect("card data"))
}

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

/// Parses and checks `text`: an error names a line of the text (0: the whole list) and
/// says what is wrong.
fn parse_and_check(text: &str) -> Result<(), TestCaseError> {
    match parse_deck(text) {
        Ok(deck) => {
            let check = DeckChecker::new(db()).check(&deck);
            for p in check.problems() {
                prop_assert!(p.entry.line >= 1 && p.entry.line <= text.lines().count(), "line {} of {text:?}", p.entry.line);
            }
        }
        Err(e) => {
            prop_assert!(e.line <= text.lines().count(), "line {} of {text:?}", e.line);
            prop_assert!(!e.to_string().is_empty());
        }
    }
    Ok(())
}

proptest! {
    #![proptest_config(ProptestConfig {
        cases: std::env::var("PROPTEST_CASES").ok().and_then(|v| v.parse().ok()).unwrap_or(64),
        ..ProptestConfig::default()
    })]

    #[test]
    fn random_text_never_panics(text in "\\PC{0,300}") {
        parse_and_check(&text)?;
    }

    #[test]
    fn random_lines_never_panic(lines in proptest::collection::vec("(SB: )?[0-9x]{0,12} ?[A-Za-z ,'*\\[\\]()0-9-]{0,40}", 0..12)) {
        parse_and_check(&lines.join("\n"))?;
    }

    #[test]
    fn mutated_exports_never_panic(
        which in 0..3usize,
        edits in proptest::collection::vec((any::<usize>(), any::<u8>(), proptest::char::any()), 0..10),
    ) {
        let text = mutate([ARENA, MTGO, MOXFIELD][which], &edits);
        parse_and_check(&text)?;
    }
}

#[test]
fn the_three_exports_parse_to_the_same_main_deck_shape() {
    for t in [ARENA, MTGO, MOXFIELD] {
        let d = parse_deck(t).expect("parses");
        assert!(d.main_count() > 0, "{t}");
    }
}
