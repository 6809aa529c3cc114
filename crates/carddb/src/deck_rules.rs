//! Deck construction rules (CR 100.2, 100.4, 903.5) by format: deck size, sideboard
//! size, and copies of a card; Commander's commanders and color identity are
//! `commander_rules`'. Banned and restricted lists and rarity (Pauper) are not in the
//! card data, so they are not checked.

use crate::deck::{Deck, Section};
use crate::CardDb;
use std::collections::BTreeMap;
use thiserror::Error;

/// A format whose deck construction rules a list can be checked against.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum DeckFormat {
    Standard,
    Pioneer,
    Modern,
    Legacy,
    Vintage,
    Pauper,
    /// CR 100.2b: sealed and draft decks.
    Limited,
    /// CR 903.
    Commander,
}

/// Every format, in the order reports list them.
pub const FORMATS: [DeckFormat; 8] = [
    DeckFormat::Standard,
    DeckFormat::Pioneer,
    DeckFormat::Modern,
    DeckFormat::Legacy,
    DeckFormat::Vintage,
    DeckFormat::Pauper,
    DeckFormat::Limited,
    DeckFormat::Commander,
];

/// A deck construction rule a list breaks.
#[derive(Clone, Debug, PartialEq, Eq, Error)]
pub enum RuleBreak {
    /// CR 100.2a, 100.2b.
    #[error("the main deck has {have} cards; {format} decks have at least {min} (CR {rule})")]
    TooFewCards { format: &'static str, have: u32, min: u32, rule: &'static str },
    /// CR 903.5a.
    #[error("the deck has {have} cards with its commander; Commander decks have exactly 100 (CR 903.5a)")]
    NotHundred { have: u32 },
    /// CR 100.4a.
    #[error("the sideboard has {have} cards; at most 15 in constructed play (CR 100.4a)")]
    SideboardTooLarge { have: u32 },
    /// CR 903.5e.
    #[error("Commander decks have no sideboard (CR 903.5e); this one has {have} cards")]
    Sideboard { have: u32 },
    /// CR 100.2a, 100.4a, 903.5b: the copy limit, deck and sideboard together.
    #[error("{have} copies of {name}; at most {max} (CR {rule})")]
    TooManyCopies { name: String, have: u32, max: u32, rule: &'static str },
    /// CR 903.3.
    #[error("no commander: a Commander deck names its commander in a `Commander` section (CR 903.3)")]
    NoCommander,
    /// CR 903.3.
    #[error("line {line}: {name} can't be a commander: it is not a legendary creature, Vehicle or Spacecraft (CR 903.3)")]
    NotACommander { name: String, line: usize },
    /// CR 903.3, 702.124.
    #[error("{have} commanders; a deck has one, or two with a partner ability (CR 903.3, 702.124g)")]
    TooManyCommanders { have: u32 },
    /// CR 702.124f: two commanders that share no partner ability.
    #[error("{first} and {second} can't both be commanders: they share no partner ability (partner, partner—[text], partner with the other's name, choose a Background, Doctor's companion; CR 702.124)")]
    CannotPartner { first: String, second: String },
    /// CR 903.5c.
    #[error("line {line}: {name} has color identity {identity}, outside {commander}'s {allowed} (CR 903.4, 903.5c)")]
    OutsideIdentity { name: String, line: usize, identity: String, commander: String, allowed: String },
}

impl DeckFormat {
    /// A format by name (any case).
    pub fn from_name(name: &str) -> Option<DeckFormat> {
        FORMATS.into_iter().find(|f| f.name().eq_ignore_ascii_case(name.trim()))
    }

    pub fn name(self) -> &'static str {
        match self {
            DeckFormat::Standard => "standard",
            DeckFormat::Pioneer => "pioneer",
            DeckFormat::Modern => "modern",
            DeckFormat::Legacy => "legacy",
            DeckFormat::Vintage => "vintage",
            DeckFormat::Pauper => "pauper",
            DeckFormat::Limited => "limited",
            DeckFormat::Commander => "commander",
        }
    }

    /// How many cards with one name a deck may hold (other than basic lands), and the
    /// rule that says so; `None` when any number is allowed.
    fn copy_limit(self) -> Option<(u32, &'static str)> {
        match self {
            // CR 100.2b: as many as the product holds.
            DeckFormat::Limited => None,
            DeckFormat::Commander => Some((1, "903.5b")),
            _ => Some((4, "100.2a")),
        }
    }

    /// The rules `deck` breaks in this format.
    pub fn check(self, db: &CardDb, deck: &Deck) -> Vec<RuleBreak> {
        let mut out = Vec::new();
        let main = deck.main_count();
        let side: u32 = deck.section(Section::Sideboard).map(|e| e.count).sum();
        match self {
            DeckFormat::Commander => {
                let commanders: u32 = deck.section(Section::Commander).map(|e| e.count).sum();
                if main + commanders != 100 {
                    out.push(RuleBreak::NotHundred { have: main + commanders });
                }
                if side > 0 {
                    out.push(RuleBreak::Sideboard { have: side });
                }
                crate::commander_rules::check(db, deck, &mut out);
            }
            DeckFormat::Limited if main < 40 => {
                out.push(RuleBreak::TooFewCards { format: self.name(), have: main, min: 40, rule: "100.2b" });
            }
            DeckFormat::Limited => {}
            _ => {
                if main < 60 {
                    out.push(RuleBreak::TooFewCards { format: self.name(), have: main, min: 60, rule: "100.2a" });
                }
                if side > 15 {
                    out.push(RuleBreak::SideboardTooLarge { have: side });
                }
            }
        }
        if let Some((max, rule)) = self.copy_limit() {
            // Keyed by the card's name in the data, so `Fire // Ice` and `Fire` are one card.
            let mut copies: BTreeMap<String, u32> = BTreeMap::new();
            for e in &deck.entries {
                let name = db.get(&e.name).map_or_else(|| e.name.clone(), |r| r.name.clone());
                *copies.entry(name).or_default() += e.count;
            }
            for (name, have) in copies {
                let max = match db.get(&name) {
                    Some(r) if is_basic(r) => continue,
                    Some(r) => deck_limit_in_text(r).unwrap_or(Some(max)),
                    None => Some(max),
                };
                match max {
                    Some(max) if have > max => out.push(RuleBreak::TooManyCopies { name, have, max, rule }),
                    _ => {}
                }
            }
        }
        out
    }
}

/// CR 205.4c: a basic land (any number allowed, CR 100.2a).
fn is_basic(r: &crate::record::CardRecord) -> bool {
    r.faces[0].supertypes.iter().any(|s| s == "Basic") && r.faces[0].types.iter().any(|t| t == "Land")
}

/// A card's own exception to the copy limit, from its text: "A deck can have any number
/// of cards named ~" (`Some(None)`) or "… up to seven cards named ~" (`Some(Some(7))`).
fn deck_limit_in_text(r: &crate::record::CardRecord) -> Option<Option<u32>> {
    let text = r.faces[0].text.as_deref()?;
    let rest = text.split("A deck can have ").nth(1)?;
    if rest.starts_with("any number of cards named") {
        return Some(None);
    }
    let word = rest.strip_prefix("up to ")?.split_whitespace().next()?;
    const WORDS: [&str; 10] = ["zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine"];
    let n = WORDS.iter().position(|w| *w == word).map(|n| n as u32).or_else(|| word.parse().ok())?;
    Some(Some(n))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::parse_deck;

    fn db() -> &'static CardDb {
        static DB: std::sync::OnceLock<CardDb> = std::sync::OnceLock::new();
        DB.get_or_init(|| CardDb::builtin().expect("card data"))
    }

    #[test]
    fn constructed_copy_and_size_limits() {
        let deck = parse_deck("5 Shock\n20 Mountain\n30 Snow-Covered Mountain\n\nSideboard\n16 Relentless Rats\n").unwrap();
        let breaks = DeckFormat::Modern.check(db(), &deck);
        assert_eq!(
            breaks,
            vec![
                RuleBreak::TooFewCards { format: "modern", have: 55, min: 60, rule: "100.2a" },
                RuleBreak::SideboardTooLarge { have: 16 },
                RuleBreak::TooManyCopies { name: "Shock".into(), have: 5, max: 4, rule: "100.2a" },
            ]
        );
        assert!(DeckFormat::Limited.check(db(), &deck).is_empty());
    }

    #[test]
    fn a_card_can_lift_its_own_limit() {
        let deck = parse_deck("8 Seven Dwarves\n52 Mountain\n").unwrap();
        let breaks = DeckFormat::Legacy.check(db(), &deck);
        assert_eq!(breaks, vec![RuleBreak::TooManyCopies { name: "Seven Dwarves".into(), have: 8, max: 7, rule: "100.2a" }]);
        assert_eq!(DeckFormat::from_name("Pauper"), Some(DeckFormat::Pauper));
        assert_eq!(DeckFormat::from_name("tiny leaders"), None);
    }
}
