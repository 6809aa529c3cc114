//! Deck lists in the plain formats players paste or export:
//!
//! - Arena: optional `About` / `Name …` header, then `Commander`, `Companion`, `Deck` and
//!   `Sideboard` sections, `4 Lightning Bolt (M10) 146` lines (set and collector number
//!   ignored);
//! - MTGO's text export: the main deck, a blank line, then the sideboard (no headers);
//! - older MTGO / Apprentice lists: `SB: 2 Shock` lines for the sideboard;
//! - Moxfield and others: `4x Card`, `SIDEBOARD:`, foil and etched markers (`*F*`, `*E*`)
//!   and `[SET]` codes, all ignored.
//!
//! Card names are not checked here (see `CardDb` and `deck_check`). Every malformed line
//! is a `DeckError` naming its line and why.

use thiserror::Error;

/// The most copies one deck line may ask for. Not a rule (CR 100.5: no maximum deck
/// size), a sanity bound: no real deck runs this many of one card, and a larger count
/// is a typo or garbage that would build a huge library.
pub const MAX_COPIES: u32 = 1_000;

/// The most cards a whole deck list (every section) may hold, for the same reason.
pub const MAX_CARDS: u32 = 10_000;

/// The section of a deck list an entry belongs to.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Section {
    Main,
    Sideboard,
    /// CR 903.3: a Commander deck's commander (Arena's `Commander` section).
    Commander,
    /// CR 702.139a: a companion, revealed from outside the game (Arena's `Companion`
    /// section; it plays from the sideboard).
    Companion,
}

impl Section {
    pub fn name(self) -> &'static str {
        match self {
            Section::Main => "main deck",
            Section::Sideboard => "sideboard",
            Section::Commander => "commander",
            Section::Companion => "companion",
        }
    }
}

/// One card line of a deck list.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct DeckEntry {
    pub section: Section,
    pub count: u32,
    /// The card name as written, markers and set codes removed (not yet checked).
    pub name: String,
    /// The 1-based line of the list it was read from.
    pub line: usize,
}

/// A deck list: every entry in list order, and the main deck and sideboard as (count,
/// name) pairs (the same entries, for callers that need only those; the companion is
/// in the sideboard, CR 702.139a).
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Deck {
    pub entries: Vec<DeckEntry>,
    pub main: Vec<(u32, String)>,
    pub sideboard: Vec<(u32, String)>,
}

impl Deck {
    pub fn main_count(&self) -> u32 {
        self.main.iter().map(|(n, _)| n).sum()
    }

    pub fn sideboard_count(&self) -> u32 {
        self.sideboard.iter().map(|(n, _)| n).sum()
    }

    /// The entries of one section.
    pub fn section(&self, section: Section) -> impl Iterator<Item = &DeckEntry> {
        self.entries.iter().filter(move |e| e.section == section)
    }

    fn push(&mut self, entry: DeckEntry) {
        match entry.section {
            Section::Main => self.main.push((entry.count, entry.name.clone())),
            Section::Sideboard | Section::Companion => self.sideboard.push((entry.count, entry.name.clone())),
            Section::Commander => {}
        }
        self.entries.push(entry);
    }
}

/// What is wrong with a deck list.
#[derive(Clone, Debug, PartialEq, Eq, Error)]
pub enum DeckErrorKind {
    #[error("expected a count and a card name")]
    MissingCount,
    #[error("the count must be a number")]
    CountNotNumber,
    #[error("the count must be at least 1")]
    CountZero,
    #[error("the count is too large (at most {MAX_COPIES} copies of a card)")]
    CountTooLarge,
    #[error("missing card name")]
    MissingName,
    #[error("the deck list holds more than {MAX_CARDS} cards")]
    TooManyCards,
    #[error("the deck list has no cards")]
    Empty,
    #[error("the main deck is empty ({0} cards in other sections)")]
    EmptyMain(u32),
}

/// A malformed deck list: the line (1-based; 0 for the list as a whole), what is wrong,
/// and the line's text.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct DeckError {
    pub line: usize,
    pub kind: DeckErrorKind,
    pub text: String,
}

impl std::error::Error for DeckError {}

impl std::fmt::Display for DeckError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        if self.line == 0 {
            write!(f, "{}", self.kind)
        } else {
            write!(f, "deck line {}: {}: {:?}", self.line, self.kind, shorten(&self.text, 80))
        }
    }
}

/// At most `max` characters of `text`, with the length said when cut.
pub fn shorten(text: &str, max: usize) -> String {
    match text.char_indices().nth(max) {
        None => text.to_string(),
        Some((i, _)) => format!("{}… ({} characters)", &text[..i], text.chars().count()),
    }
}

/// What a line that is no card is.
enum Header {
    Section(Section),
    /// Arena's `About` block: `Name …` lines until the next section.
    About,
    /// Moxfield's `Maybeboard` / `Considering`: cards that are not in the deck.
    Ignored,
}

fn header(lower: &str) -> Option<Header> {
    let word = lower.trim_end_matches(':').trim();
    Some(match word {
        "deck" | "main" | "maindeck" | "main deck" | "mainboard" => Header::Section(Section::Main),
        "sideboard" | "side" | "sb" => Header::Section(Section::Sideboard),
        "commander" | "commanders" => Header::Section(Section::Commander),
        "companion" => Header::Section(Section::Companion),
        "about" => Header::About,
        "maybeboard" | "considering" => Header::Ignored,
        _ => return None,
    })
}

/// Parses a deck list. Card names are not checked here (see `CardDb`).
pub fn parse_deck(text: &str) -> Result<Deck, DeckError> {
    // MTGO's text export separates the sideboard by a blank line alone; that reading
    // applies only when the list names no section at all.
    let headerless = !text.lines().any(|l| {
        let lower = clean(l).to_ascii_lowercase();
        header(&lower).is_some() || lower.starts_with("sb:")
    });
    let mut deck = Deck::default();
    let mut section = Some(Section::Main);
    let mut in_about = false;
    let mut total: u32 = 0;
    for (i, raw) in text.lines().enumerate() {
        let line = clean(raw);
        if line.is_empty() {
            if headerless && !deck.main.is_empty() {
                section = Some(Section::Sideboard);
            }
            continue;
        }
        if line.starts_with('#') || line.starts_with("//") {
            continue;
        }
        let lower = line.to_ascii_lowercase();
        match header(&lower) {
            Some(Header::Section(s)) => {
                (section, in_about) = (Some(s), false);
                continue;
            }
            Some(Header::About) => {
                (section, in_about) = (None, true);
                continue;
            }
            Some(Header::Ignored) => {
                (section, in_about) = (None, false);
                continue;
            }
            None => {}
        }
        if in_about || section.is_none() {
            continue;
        }
        let err = |kind| DeckError { line: i + 1, kind, text: raw.into() };
        let (line, this_section) = match line.get(..3).filter(|p| p.eq_ignore_ascii_case("sb:")) {
            Some(_) => (line[3..].trim(), Section::Sideboard),
            None => (line, section.unwrap_or(Section::Main)),
        };
        let (count, rest) = line.split_once(char::is_whitespace).ok_or_else(|| err(DeckErrorKind::MissingCount))?;
        let count = parse_count(count).map_err(err)?;
        let name = strip_markers(rest.trim());
        if name.is_empty() {
            return Err(err(DeckErrorKind::MissingName));
        }
        total = total.saturating_add(count);
        if total > MAX_CARDS {
            return Err(err(DeckErrorKind::TooManyCards));
        }
        deck.push(DeckEntry { section: this_section, count, name: name.to_string(), line: i + 1 });
    }
    if deck.main.is_empty() {
        let kind = if total == 0 { DeckErrorKind::Empty } else { DeckErrorKind::EmptyMain(total) };
        return Err(DeckError { line: 0, kind, text: String::new() });
    }
    Ok(deck)
}

/// A line without surrounding space and a byte-order mark.
fn clean(raw: &str) -> &str {
    raw.trim().trim_start_matches('\u{feff}').trim()
}

/// `4`, `4x` or `4X`, between 1 and `MAX_COPIES`.
fn parse_count(word: &str) -> Result<u32, DeckErrorKind> {
    let digits = word.strip_suffix(['x', 'X']).unwrap_or(word);
    if digits.is_empty() || !digits.bytes().all(|b| b.is_ascii_digit()) {
        return Err(DeckErrorKind::CountNotNumber);
    }
    let digits = digits.trim_start_matches('0');
    if digits.is_empty() {
        return Err(DeckErrorKind::CountZero);
    }
    match digits.parse::<u32>() {
        Ok(n) if n <= MAX_COPIES => Ok(n),
        _ => Err(DeckErrorKind::CountTooLarge),
    }
}

/// Drops what exports add after a name: foil and etched markers (`*F*`, `*E*`), a
/// `[SET]` code, a `(SET) 123` or `(SET)`, in any order.
fn strip_markers(mut name: &str) -> &str {
    loop {
        let before = name;
        for marker in ["*F*", "*E*", "*f*", "*e*"] {
            name = name.strip_suffix(marker).unwrap_or(name).trim_end();
        }
        if name.ends_with(']') {
            if let Some(i) = name.rfind(" [") {
                name = name[..i].trim_end();
            }
        }
        // `(SET) 123`: a parenthesis group followed by one word (the collector number).
        if let Some(i) = name.rfind(" (") {
            let after = &name[i + 2..];
            if let Some(close) = after.find(')') {
                let tail = after[close + 1..].trim();
                if !tail.contains(char::is_whitespace) && !after[..close].contains(' ') {
                    name = name[..i].trim_end();
                }
            }
        }
        if name == before {
            return name;
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn arena_format_with_sets_and_sideboard() {
        let d = parse_deck("Deck\n4 Lightning Bolt (M10) 146\n20 Mountain\n\nSideboard\n2 Shock\n").unwrap();
        assert_eq!(d.main, vec![(4, "Lightning Bolt".into()), (20, "Mountain".into())]);
        assert_eq!(d.sideboard, vec![(2, "Shock".into())]);
        assert_eq!(d.main_count(), 24);
        assert_eq!(d.entries[2].line, 6);
    }

    #[test]
    fn bad_lines_name_their_line() {
        let e = parse_deck("Deck\n4 Lightning Bolt\nfour Shock\n").unwrap_err();
        assert_eq!((e.line, e.kind), (3, DeckErrorKind::CountNotNumber));
        assert_eq!(parse_deck("").unwrap_err().kind, DeckErrorKind::Empty);
        assert_eq!(parse_deck("0 Shock").unwrap_err().kind, DeckErrorKind::CountZero);
        assert_eq!(parse_deck("4\n").unwrap_err().kind, DeckErrorKind::MissingCount);
    }

    #[test]
    fn arena_export_with_about_commander_and_companion() {
        let text = "About\nName Mono Red\n\nCommander\n1 Krenko, Mob Boss (M13) 141\n\nCompanion\n1 Lurrus of the Dream-Den (IKO) 226\n\nDeck\n4 Shock (M19) 156\n\nSideboard\n2 Duress (M19) 94\n";
        let d = parse_deck(text).unwrap();
        assert_eq!(d.main, vec![(4, "Shock".into())]);
        assert_eq!(d.sideboard, vec![(1, "Lurrus of the Dream-Den".into()), (2, "Duress".into())]);
        let commanders: Vec<_> = d.section(Section::Commander).map(|e| (e.name.as_str(), e.line)).collect();
        assert_eq!(commanders, vec![("Krenko, Mob Boss", 5)]);
    }

    #[test]
    fn mtgo_sideboard_lines_and_blank_line_exports() {
        let d = parse_deck("4 Shock\nSB: 2 Duress\nsb: 1 Negate\n").unwrap();
        assert_eq!(d.main, vec![(4, "Shock".into())]);
        assert_eq!(d.sideboard, vec![(2, "Duress".into()), (1, "Negate".into())]);
        // MTGO's .txt export: the sideboard after one blank line, no headers.
        let d = parse_deck("4 Shock\n56 Mountain\n\n3 Duress\n").unwrap();
        assert_eq!(d.main_count(), 60);
        assert_eq!(d.sideboard, vec![(3, "Duress".into())]);
        // With headers, blank lines are only spacing.
        let d = parse_deck("Deck\n4 Shock\n\n56 Mountain\n").unwrap();
        assert_eq!(d.main_count(), 60);
    }

    #[test]
    fn export_markers_are_dropped() {
        let d = parse_deck("4 Shock *F*\n4 Llanowar Elves [M19]\n1 Fire // Ice (MH2) 290 *E*\n2x Opt\n").unwrap();
        let names: Vec<_> = d.main.iter().map(|(_, n)| n.as_str()).collect();
        assert_eq!(names, ["Shock", "Llanowar Elves", "Fire // Ice", "Opt"]);
        // Parentheses that are part of a name's words are kept.
        assert_eq!(strip_markers("Who // What // When // Where // Why"), "Who // What // When // Where // Why");
    }

    #[test]
    fn absurd_counts_are_errors() {
        let e = parse_deck("4294967295 Mountain\n").unwrap_err();
        assert_eq!((e.line, e.kind), (1, DeckErrorKind::CountTooLarge));
        let e = parse_deck("4294967296 Mountain\n").unwrap_err();
        assert_eq!(e.kind, DeckErrorKind::CountTooLarge);
        let e = parse_deck("1001 Mountain\n").unwrap_err();
        assert_eq!(e.kind, DeckErrorKind::CountTooLarge);
        assert!(parse_deck("1000 Mountain\n").is_ok());
        let many: String = (0..11).map(|_| "1000 Mountain\n").collect();
        let e = parse_deck(&many).unwrap_err();
        assert_eq!((e.line, e.kind), (11, DeckErrorKind::TooManyCards));
    }

    #[test]
    fn a_sideboard_alone_is_an_empty_main_deck() {
        let e = parse_deck("Sideboard\n4 Shock\n").unwrap_err();
        assert_eq!(e.kind, DeckErrorKind::EmptyMain(4));
        assert_eq!(e.to_string(), "the main deck is empty (4 cards in other sections)");
        let e = parse_deck("# nothing\n\n").unwrap_err();
        assert_eq!(e.to_string(), "the deck list has no cards");
    }

    #[test]
    fn long_lines_are_shortened_in_errors() {
        let text = format!("x{}", "y".repeat(5000));
        let e = parse_deck(&text).unwrap_err();
        assert!(e.to_string().len() < 200, "{e}");
    }
}
