//! Mana types (CR 106), mana symbols (CR 107.4) and mana costs (CR 202).

use crate::color::Color;
use serde::{Deserialize, Serialize};
use std::fmt;

/// CR 106.1b: the six types of mana: the five colors and colorless.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
pub enum ManaType {
    White,
    Blue,
    Black,
    Red,
    Green,
    Colorless,
}

impl ManaType {
    pub const ALL: [ManaType; 6] = [
        ManaType::White,
        ManaType::Blue,
        ManaType::Black,
        ManaType::Red,
        ManaType::Green,
        ManaType::Colorless,
    ];

    pub fn index(self) -> usize {
        self as usize
    }

    pub fn of_color(c: Color) -> ManaType {
        ManaType::ALL[c as usize]
    }

    pub fn color(self) -> Option<Color> {
        (self != ManaType::Colorless).then(|| Color::ALL[self as usize])
    }

    pub fn letter(self) -> char {
        self.color().map_or('C', Color::letter)
    }

    pub fn from_letter(c: char) -> Option<ManaType> {
        if c.eq_ignore_ascii_case(&'C') {
            return Some(ManaType::Colorless);
        }
        Color::from_letter(c).map(ManaType::of_color)
    }
}

impl fmt::Display for ManaType {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{{{}}}", self.letter())
    }
}

/// CR 107.4: one symbol of a mana cost.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum ManaSymbol {
    /// CR 107.4b: a generic amount, `{3}`.
    Generic(u32),
    /// CR 107.4a: one mana of a color, `{G}`.
    Colored(Color),
    /// CR 107.4c: `{C}`, one colorless mana.
    Colorless,
    /// CR 107.4e: `{W/U}`, either color.
    Hybrid(Color, Color),
    /// CR 107.4e: `{2/W}`, two generic or one of the color.
    MonoHybrid(Color),
    /// CR 107.4f: `{G/P}`, one mana of the color or 2 life.
    Phyrexian(Color),
    /// CR 107.4f: `{G/U/P}`, either color or 2 life.
    HybridPhyrexian(Color, Color),
    /// CR 107.3: `{X}`, a value chosen when the cost is paid.
    X,
    /// CR 107.4h: `{S}`, one mana from a snow source.
    Snow,
}

impl ManaSymbol {
    /// CR 202.3: this symbol's contribution to mana value (X counts 0 outside the stack).
    pub fn mana_value(self) -> u32 {
        match self {
            ManaSymbol::Generic(n) => n,
            ManaSymbol::MonoHybrid(_) => 2,
            ManaSymbol::X => 0,
            _ => 1,
        }
    }

    /// CR 105.4 / 202.2: the colors this symbol gives the object it is on.
    pub fn colors(self) -> impl Iterator<Item = Color> {
        let (a, b) = match self {
            ManaSymbol::Colored(c) | ManaSymbol::MonoHybrid(c) | ManaSymbol::Phyrexian(c) => {
                (Some(c), None)
            }
            ManaSymbol::Hybrid(a, b) | ManaSymbol::HybridPhyrexian(a, b) => (Some(a), Some(b)),
            _ => (None, None),
        };
        a.into_iter().chain(b)
    }
}

impl fmt::Display for ManaSymbol {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            ManaSymbol::Generic(n) => write!(f, "{{{n}}}"),
            ManaSymbol::Colored(c) => write!(f, "{{{}}}", c.letter()),
            ManaSymbol::Colorless => f.write_str("{C}"),
            ManaSymbol::Hybrid(a, b) => write!(f, "{{{}/{}}}", a.letter(), b.letter()),
            ManaSymbol::MonoHybrid(c) => write!(f, "{{2/{}}}", c.letter()),
            ManaSymbol::Phyrexian(c) => write!(f, "{{{}/P}}", c.letter()),
            ManaSymbol::HybridPhyrexian(a, b) => write!(f, "{{{}/{}/P}}", a.letter(), b.letter()),
            ManaSymbol::X => f.write_str("{X}"),
            ManaSymbol::Snow => f.write_str("{S}"),
        }
    }
}

/// Why a mana cost string could not be read.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ManaCostError {
    pub text: String,
    pub at: usize,
    pub reason: &'static str,
}

impl fmt::Display for ManaCostError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "bad mana cost {:?} at byte {}: {}", self.text, self.at, self.reason)
    }
}

impl std::error::Error for ManaCostError {}

/// A mana cost: a sequence of symbols (CR 202.1). Empty for "no mana cost" and `{0}` alike
/// in payment terms; `has_cost` keeps the difference (CR 202.1b).
#[derive(Clone, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct ManaCost {
    pub symbols: Vec<ManaSymbol>,
}

impl ManaCost {
    /// Parses `{2}{G}{W/U}`-style text. Whitespace between symbols is allowed.
    pub fn parse(text: &str) -> Result<ManaCost, ManaCostError> {
        let err = |at, reason| ManaCostError { text: text.to_string(), at, reason };
        let mut symbols = Vec::new();
        let bytes = text.as_bytes();
        let mut i = 0;
        while i < bytes.len() {
            if bytes[i].is_ascii_whitespace() {
                i += 1;
                continue;
            }
            if bytes[i] != b'{' {
                return Err(err(i, "expected '{'"));
            }
            let end = text[i..].find('}').ok_or_else(|| err(i, "unclosed '{'"))? + i;
            let inner = &text[i + 1..end];
            symbols.push(parse_symbol(inner).ok_or_else(|| err(i, "unknown mana symbol"))?);
            i = end + 1;
        }
        Ok(ManaCost { symbols })
    }

    /// CR 202.3: mana value.
    pub fn mana_value(&self) -> u32 {
        self.symbols.iter().map(|s| s.mana_value()).sum()
    }

    pub fn has_x(&self) -> bool {
        self.symbols.contains(&ManaSymbol::X)
    }

    pub fn is_empty(&self) -> bool {
        self.symbols.is_empty()
    }
}

/// One symbol's inner text (`G`, `2`, `W/U`, `G/P`, `2/W`).
pub fn parse_symbol(inner: &str) -> Option<ManaSymbol> {
    let up = inner.to_ascii_uppercase();
    if let Ok(n) = up.parse::<u32>() {
        return Some(ManaSymbol::Generic(n));
    }
    let parts: Vec<&str> = up.split('/').collect();
    let color = |s: &str| {
        let mut ch = s.chars();
        match (ch.next(), ch.next()) {
            (Some(c), None) => Color::from_letter(c),
            _ => None,
        }
    };
    Some(match parts.as_slice() {
        ["X"] => ManaSymbol::X,
        ["C"] => ManaSymbol::Colorless,
        ["S"] => ManaSymbol::Snow,
        [c] => ManaSymbol::Colored(color(c)?),
        ["2", c] => ManaSymbol::MonoHybrid(color(c)?),
        [c, "P"] => ManaSymbol::Phyrexian(color(c)?),
        [a, b] => ManaSymbol::Hybrid(color(a)?, color(b)?),
        [a, b, "P"] => ManaSymbol::HybridPhyrexian(color(a)?, color(b)?),
        _ => return None,
    })
}

impl fmt::Display for ManaCost {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        for s in &self.symbols {
            write!(f, "{s}")?;
        }
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn parses_and_prints_costs() {
        let c = ManaCost::parse("{2}{G}{W/U}{R/P}{2/B}{X}{C}").unwrap();
        assert_eq!(c.to_string(), "{2}{G}{W/U}{R/P}{2/B}{X}{C}");
        assert_eq!(c.mana_value(), 2 + 1 + 1 + 1 + 2 + 0 + 1);
        assert!(c.has_x());
    }

    #[test]
    fn bad_costs_say_where() {
        let e = ManaCost::parse("{2}{Q}").unwrap_err();
        assert_eq!(e.at, 3);
        assert!(ManaCost::parse("{2").is_err());
        assert!(ManaCost::parse("G").is_err());
    }
}
