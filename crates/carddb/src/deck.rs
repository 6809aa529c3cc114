//! Deck lists in the plain format players paste from Arena, MTGO or Moxfield:
//! `4 Lightning Bolt`, optional `Deck` / `Sideboard` headers, set codes ignored.

use thiserror::Error;

/// A deck list: main deck and sideboard, as (count, name) entries in list order.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Deck {
    pub main: Vec<(u32, String)>,
    pub sideboard: Vec<(u32, String)>,
}

impl Deck {
    pub fn main_count(&self) -> u32 {
        self.main.iter().map(|(n, _)| n).sum()
    }
}

/// A malformed deck list line.
#[derive(Clone, Debug, PartialEq, Eq, Error)]
#[error("deck line {line}: {message}: {text:?}")]
pub struct DeckError {
    pub line: usize,
    pub message: String,
    pub text: String,
}

/// Parses a deck list. Card names are not checked here (see `CardDb`).
pub fn parse_deck(text: &str) -> Result<Deck, DeckError> {
    let mut deck = Deck::default();
    let mut in_sideboard = false;
    for (i, raw) in text.lines().enumerate() {
        let line = raw.trim().trim_start_matches('\u{feff}');
        if line.is_empty() || line.starts_with('#') || line.starts_with("//") {
            if line.is_empty() && !deck.main.is_empty() && in_sideboard {
                continue;
            }
            continue;
        }
        let lower = line.to_ascii_lowercase();
        match lower.as_str() {
            "deck" | "main" | "maindeck" | "main deck" | "commander" | "companion" => {
                in_sideboard = false;
                continue;
            }
            "sideboard" | "sideboard:" => {
                in_sideboard = true;
                continue;
            }
            _ => {}
        }
        let err = |message: &str| DeckError { line: i + 1, message: message.into(), text: raw.into() };
        let (count, rest) = line.split_once(char::is_whitespace).ok_or_else(|| err("expected a count and a card name"))?;
        let count: u32 = count
            .trim_end_matches(['x', 'X'])
            .parse()
            .map_err(|_| err("the count must be a number"))?;
        if count == 0 {
            return Err(err("the count must be at least 1"));
        }
        let name = strip_set(rest.trim());
        if name.is_empty() {
            return Err(err("missing card name"));
        }
        let list = if in_sideboard { &mut deck.sideboard } else { &mut deck.main };
        list.push((count, name.to_string()));
    }
    if deck.main.is_empty() {
        return Err(DeckError { line: 0, message: "the deck has no cards".into(), text: String::new() });
    }
    Ok(deck)
}

/// Drops a trailing `(SET) 123` or `(SET)`.
fn strip_set(name: &str) -> &str {
    match name.find(" (") {
        Some(i) if name.ends_with(')') || name[i..].contains(") ") => name[..i].trim(),
        _ => name,
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
    }

    #[test]
    fn bad_lines_name_their_line() {
        let e = parse_deck("Deck\n4 Lightning Bolt\nfour Shock\n").unwrap_err();
        assert_eq!(e.line, 3);
        assert!(parse_deck("").is_err());
        assert_eq!(parse_deck("0 Shock").unwrap_err().line, 1);
    }
}
