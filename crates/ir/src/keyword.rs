//! Keyword abilities (CR 702) as data.

use serde::{Deserialize, Serialize};
use std::fmt;

/// CR 702: keywords that stand for triggered abilities which other rules text names by
/// the keyword ("a modular triggered ability").
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum KeywordTrigger {
    /// CR 702.43a
    Modular,
    /// CR 702.58a
    Graft,
    /// CR 702.116a
    Myriad,
}

/// CR 702: keyword abilities the engine runs.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Keyword {
    /// CR 702.2
    Deathtouch,
    /// CR 702.3
    Defender,
    /// CR 702.4
    DoubleStrike,
    /// CR 702.7
    FirstStrike,
    /// CR 702.8
    Flash,
    /// CR 702.9
    Flying,
    /// CR 702.10
    Haste,
    /// CR 702.12
    Indestructible,
    /// CR 702.15
    Lifelink,
    /// CR 702.17
    Reach,
    /// CR 702.19
    Trample,
    /// CR 702.20
    Vigilance,
    /// CR 702.110
    Menace,
    /// CR 702.11
    Hexproof,
    /// CR 702.18
    Shroud,
    /// CR 702.21: the keyword itself; its triggered ability is compiled beside it.
    Ward,
    /// CR 702.90: damage to creatures as -1/-1 counters, to players as poison counters.
    Infect,
    /// CR 702.80: damage to creatures as -1/-1 counters.
    Wither,
    /// CR 702.14: landwalk, by basic land type.
    Plainswalk,
    Islandwalk,
    Swampwalk,
    Mountainwalk,
    Forestwalk,
    /// CR 702.36: blocked only by artifact creatures and/or black creatures.
    Fear,
    /// CR 702.13: blocked only by artifact creatures and/or creatures sharing a color.
    Intimidate,
    /// CR 702.28: blocks and is blocked only by creatures with shadow.
    Shadow,
    /// CR 702.31: blocked only by creatures with horsemanship.
    Horsemanship,
    /// CR 702.118: not blocked by creatures with greater power.
    Skulk,
    /// CR 702.73: every creature type, in every zone.
    Changeling,
    /// CR 702.25: the keyword itself ("without flanking"); its triggered ability is
    /// compiled beside it.
    Flanking,
    /// CR 702.179a: start your engines!: its controller's speed becomes 1 if they have
    /// none (a state-based action, CR 704.5z).
    StartYourEngines,
}

impl Keyword {
    /// CR 122.1b: the keyword a keyword counter gives (in `CounterKind::KEYWORD_COUNTERS`
    /// order), None for other counters.
    pub fn from_counter(kind: mw_types::CounterKind) -> Option<Keyword> {
        use Keyword::*;
        const KEYWORDS: [Keyword; 11] = [Flying, Deathtouch, Haste, Hexproof, Indestructible, Lifelink, Menace, Reach, Shadow, Trample, Vigilance];
        mw_types::CounterKind::KEYWORD_COUNTERS.iter().position(|k| *k == kind).map(|i| KEYWORDS[i])
    }


    pub const ALL: [Keyword; 31] = [
        Keyword::Deathtouch,
        Keyword::Defender,
        Keyword::DoubleStrike,
        Keyword::FirstStrike,
        Keyword::Flash,
        Keyword::Flying,
        Keyword::Haste,
        Keyword::Indestructible,
        Keyword::Lifelink,
        Keyword::Reach,
        Keyword::Trample,
        Keyword::Vigilance,
        Keyword::Menace,
        Keyword::Hexproof,
        Keyword::Shroud,
        Keyword::Ward,
        Keyword::Infect,
        Keyword::Wither,
        Keyword::Plainswalk,
        Keyword::Islandwalk,
        Keyword::Swampwalk,
        Keyword::Mountainwalk,
        Keyword::Forestwalk,
        Keyword::Fear,
        Keyword::Intimidate,
        Keyword::Shadow,
        Keyword::Horsemanship,
        Keyword::Skulk,
        Keyword::Changeling,
        Keyword::Flanking,
        Keyword::StartYourEngines,
    ];

    pub fn name(self) -> &'static str {
        match self {
            Keyword::Deathtouch => "deathtouch",
            Keyword::Defender => "defender",
            Keyword::DoubleStrike => "double strike",
            Keyword::FirstStrike => "first strike",
            Keyword::Flash => "flash",
            Keyword::Flying => "flying",
            Keyword::Haste => "haste",
            Keyword::Indestructible => "indestructible",
            Keyword::Lifelink => "lifelink",
            Keyword::Reach => "reach",
            Keyword::Trample => "trample",
            Keyword::Vigilance => "vigilance",
            Keyword::Menace => "menace",
            Keyword::Hexproof => "hexproof",
            Keyword::Shroud => "shroud",
            Keyword::Ward => "ward",
            Keyword::Infect => "infect",
            Keyword::Wither => "wither",
            Keyword::Plainswalk => "plainswalk",
            Keyword::Islandwalk => "islandwalk",
            Keyword::Swampwalk => "swampwalk",
            Keyword::Mountainwalk => "mountainwalk",
            Keyword::Forestwalk => "forestwalk",
            Keyword::Fear => "fear",
            Keyword::Intimidate => "intimidate",
            Keyword::Shadow => "shadow",
            Keyword::Horsemanship => "horsemanship",
            Keyword::Skulk => "skulk",
            Keyword::Changeling => "changeling",
            Keyword::Flanking => "flanking",
            Keyword::StartYourEngines => "start your engines!",
        }
    }

    /// CR 702.14a: the basic land type a landwalk keyword names (by the color of its mana).
    pub fn landwalk(self) -> Option<mw_types::Color> {
        use mw_types::Color;
        Some(match self {
            Keyword::Plainswalk => Color::White,
            Keyword::Islandwalk => Color::Blue,
            Keyword::Swampwalk => Color::Black,
            Keyword::Mountainwalk => Color::Red,
            Keyword::Forestwalk => Color::Green,
            _ => return None,
        })
    }

    pub fn from_name(s: &str) -> Option<Keyword> {
        // "Start your engines!" is lexed without its exclamation mark.
        let s = s.trim().trim_end_matches('!');
        Keyword::ALL.into_iter().find(|k| k.name().trim_end_matches('!').eq_ignore_ascii_case(s))
    }

    /// Bit for keyword sets.
    pub fn bit(self) -> u32 {
        1 << (self as u32)
    }
}

impl fmt::Display for Keyword {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

/// Serde: an empty keyword set (`Keyword::bit`s) is left out of the IR's text.
pub(crate) fn no_bits(bits: &u32) -> bool {
    *bits == 0
}
