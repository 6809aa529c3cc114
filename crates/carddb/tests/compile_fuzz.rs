//! The compiler never panics on text near real Oracle text: every card's text cut short,
//! with a word dropped, or with two lines swapped, compiles to IR plus diagnostics.

use mw_cardtext::{compile, TextKind};

/// A small deterministic generator (xorshift), so failures replay.
struct Rng(u64);

impl Rng {
    fn next(&mut self, n: usize) -> usize {
        self.0 ^= self.0 << 13;
        self.0 ^= self.0 >> 7;
        self.0 ^= self.0 << 17;
        (self.0 % n.max(1) as u64) as usize
    }
}

/// The text cut at a character boundary near `at`.
fn cut(text: &str, at: usize) -> &str {
    let mut i = at.min(text.len());
    while !text.is_char_boundary(i) {
        i -= 1;
    }
    &text[..i]
}

#[test]
fn mutated_oracle_text_never_panics() {
    let db = mw_carddb::CardDb::builtin().expect("card data");
    let mut rng = Rng(0x9e37_79b9_7f4a_7c15);
    let mut compiled = 0;
    for r in db.records() {
        for face in &r.faces {
            let Some(text) = face.text.as_deref() else { continue };
            let words: Vec<&str> = text.split(' ').collect();
            let drop = rng.next(words.len());
            let dropped: String = words.iter().enumerate().filter(|(i, _)| *i != drop).map(|(_, w)| *w).collect::<Vec<_>>().join(" ");
            let mut lines: Vec<&str> = text.lines().collect();
            if lines.len() >= 2 {
                let (a, b) = (rng.next(lines.len()), rng.next(lines.len()));
                lines.swap(a, b);
            }
            let swapped = lines.join("\n");
            for t in [cut(text, rng.next(text.len() + 1)), dropped.as_str(), swapped.as_str()] {
                for kind in [TextKind::Spell, TextKind::Permanent] {
                    let c = compile(t, &face.name, kind);
                    compiled += 1;
                    // Every diagnostic points into the text it was given.
                    assert!(c.diagnostics.iter().all(|d| t.get(d.span.clone()).is_some()), "{}: {t:?}", face.name);
                }
            }
        }
    }
    assert!(compiled > 100_000);
}
