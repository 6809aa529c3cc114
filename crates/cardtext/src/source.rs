//! Splitting text into ability lines with spans: reminder text (in parentheses) is
//! dropped, the card's own name and self-references become `~`, and the text is lower
//! cased for matching.

use std::ops::Range;

/// One line of rules text, normalised, with the span of the original it came from.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Line {
    pub text: String,
    pub span: Range<usize>,
}

/// CR 201.4b: a legendary card's short name is the part before a comma, or before " the ".
fn short_name(name: &str) -> Option<&str> {
    if let Some((first, _)) = name.split_once(", ") {
        return Some(first);
    }
    name.split_once(" the ").map(|(first, _)| first).filter(|f| !f.is_empty())
}

const SELF_WORDS: [&str; 17] = [
    "this creature",
    "this vehicle",
    "this planeswalker",
    "this token",
    "this battle",
    "this spell",
    "this land",
    "this artifact",
    "this enchantment",
    "this permanent",
    "this aura",
    "this equipment",
    "this saga",
    "this card",
    "this class",
    "this spacecraft",
    "this case",
];

/// Replaces the card's name (and short name) and self-references with `~`.
pub fn normalise(text: &str, name: &str) -> String {
    let mut s = text.to_string();
    if !name.trim().is_empty() {
        s = s.replace(name, "~");
        if let Some(short) = short_name(name).filter(|n| !n.trim().is_empty()) {
            s = s.replace(short, "~");
        }
    }
    // Typographic apostrophes and quotes, as some card data has them.
    let mut s = s.to_lowercase().replace('\u{2019}', "'").replace(['\u{201c}', '\u{201d}'], "\"");
    for w in SELF_WORDS {
        s = s.replace(w, "~");
    }
    // "target creature other than ~" reads as "another target creature" (CR 115.1).
    for noun in ["creature", "permanent", "artifact", "land", "nonland permanent"] {
        s = s.replace(&format!("target {noun} other than ~"), &format!("another target {noun}"));
    }
    s = s.replace("enters the battlefield", "enters");
    s = s.replace("enter the battlefield", "enter");
    strip_ability_word(s.trim()).to_string()
}

/// CR 207.2c: the ability words, which have no rules meaning.
const ABILITY_WORDS: [&str; 57] = [
    "adamant", "addendum", "alliance", "battalion", "bloodrush", "celebration", "channel", "chroma", "cohort",
    "constellation", "converge", "council's dilemma", "coven", "delirium", "descend 4", "descend 8", "domain", "eerie",
    "eminence", "enrage", "fateful hour", "fathomless descent", "ferocious", "flurry", "formidable", "grandeur",
    "hellbent", "heroic", "imprint", "inspired", "join forces", "kinship", "landfall", "lieutenant", "magecraft",
    "metalcraft", "morbid", "pack tactics", "paradox", "parley", "radiance", "raid", "rally", "renew", "revolt",
    "secret council", "spell mastery", "strive", "survival", "sweep", "tempting offer", "threshold", "undergrowth",
    "valiant", "vivid", "void", "will of the council",
];

/// Drops a leading ability word and its dash ("landfall — whenever …").
fn strip_ability_word(s: &str) -> &str {
    // CR 702.178a: "max speed — …" is a keyword ability with a condition, not an ability
    // word: what follows holds only at max speed (the grammar's `lower::speed`).
    if s.starts_with("max speed") {
        return s;
    }
    for w in ABILITY_WORDS {
        if let Some(rest) = s.strip_prefix(w).and_then(|r| r.strip_prefix(" \u{2014} ")) {
            return rest;
        }
    }
    // CR 207.2c: a flavor word (or an ability word not listed) before a triggered
    // ability: "psionic spells — when ~ enters, …".
    if let Some((head, rest)) = s.split_once(" \u{2014} ") {
        let words = head.split(' ').count();
        let plain = head.chars().all(|c| c.is_alphabetic() || c == ' ' || c == '\'' || c == '-');
        if plain && words <= 4 && (rest.starts_with("when") || rest.starts_with("at the beginning")) {
            return rest;
        }
    }
    s
}

/// Removes parenthesised reminder text (CR 207.2).
fn strip_reminder(line: &str) -> String {
    let mut out = String::with_capacity(line.len());
    let mut depth = 0u32;
    for ch in line.chars() {
        match ch {
            '(' => depth += 1,
            ')' if depth > 0 => depth -= 1,
            _ if depth == 0 => out.push(ch),
            _ => {}
        }
    }
    out.split_whitespace().collect::<Vec<_>>().join(" ")
}

/// The text's lines, each normalised, with original spans.
pub fn lines(text: &str, name: &str) -> Vec<Line> {
    let mut out = Vec::new();
    let mut start = 0;
    for raw in text.split('\n') {
        let span = start..start + raw.len();
        start += raw.len() + 1;
        let stripped = strip_reminder(raw);
        out.push(Line { text: normalise(&stripped, name), span });
    }
    out
}

/// Splits a line into sentences at ". " (keeping the final period off each).
pub fn sentences(line: &str) -> Vec<&str> {
    line.split_inclusive(". ")
        .map(|s| s.trim().trim_end_matches('.').trim())
        .filter(|s| !s.is_empty())
        .collect()
}
