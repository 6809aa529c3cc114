//! Colors (CR 105) and sets of colors.

use serde::{Deserialize, Serialize};
use std::fmt;

/// CR 105.1: the five colors.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
pub enum Color {
    White,
    Blue,
    Black,
    Red,
    Green,
}

impl Color {
    pub const ALL: [Color; 5] = [Color::White, Color::Blue, Color::Black, Color::Red, Color::Green];

    /// The one-letter abbreviation used in mana symbols (W U B R G).
    pub fn letter(self) -> char {
        match self {
            Color::White => 'W',
            Color::Blue => 'U',
            Color::Black => 'B',
            Color::Red => 'R',
            Color::Green => 'G',
        }
    }

    /// CR 305.6: the basic land type whose mana ability makes mana of this color.
    pub fn basic_land_type(self) -> &'static str {
        match self {
            Color::White => "Plains",
            Color::Blue => "Island",
            Color::Black => "Swamp",
            Color::Red => "Mountain",
            Color::Green => "Forest",
        }
    }

    pub fn from_letter(c: char) -> Option<Color> {
        Some(match c.to_ascii_uppercase() {
            'W' => Color::White,
            'U' => Color::Blue,
            'B' => Color::Black,
            'R' => Color::Red,
            'G' => Color::Green,
            _ => return None,
        })
    }

    pub fn word(self) -> &'static str {
        match self {
            Color::White => "white",
            Color::Blue => "blue",
            Color::Black => "black",
            Color::Red => "red",
            Color::Green => "green",
        }
    }

    pub fn from_word(w: &str) -> Option<Color> {
        Color::ALL.into_iter().find(|c| c.word().eq_ignore_ascii_case(w))
    }
}

/// A set of colors, as a bit set in WUBRG order. Empty means colorless (CR 105.2c).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct ColorSet(u8);

impl ColorSet {
    pub const EMPTY: ColorSet = ColorSet(0);
    /// CR 105.2: all five colors ("is all colors").
    pub const ALL: ColorSet = ColorSet(0b1_1111);

    pub fn single(c: Color) -> ColorSet {
        ColorSet(1 << c as u8)
    }
    pub fn contains(self, c: Color) -> bool {
        self.0 & (1 << c as u8) != 0
    }
    pub fn insert(&mut self, c: Color) {
        self.0 |= 1 << c as u8;
    }
    pub fn union(self, other: ColorSet) -> ColorSet {
        ColorSet(self.0 | other.0)
    }
    pub fn is_empty(self) -> bool {
        self.0 == 0
    }
    pub fn len(self) -> u32 {
        self.0.count_ones()
    }
    pub fn iter(self) -> impl Iterator<Item = Color> {
        Color::ALL.into_iter().filter(move |c| self.contains(*c))
    }
}

impl FromIterator<Color> for ColorSet {
    fn from_iter<I: IntoIterator<Item = Color>>(iter: I) -> Self {
        let mut s = ColorSet::EMPTY;
        for c in iter {
            s.insert(c);
        }
        s
    }
}

impl fmt::Display for ColorSet {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        if self.is_empty() {
            return f.write_str("colorless");
        }
        let words: Vec<&str> = self.iter().map(Color::word).collect();
        f.write_str(&words.join(" "))
    }
}
