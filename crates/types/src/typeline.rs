//! Card types and supertypes (CR 205) and counter kinds (CR 122).

use serde::{Deserialize, Serialize};
use std::fmt;

/// CR 205.2a: card types.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
pub enum CardType {
    Artifact,
    Battle,
    Conspiracy,
    Creature,
    Dungeon,
    Enchantment,
    Instant,
    Kindred,
    Land,
    Phenomenon,
    Plane,
    Planeswalker,
    Scheme,
    Sorcery,
    Vanguard,
}

impl CardType {
    pub const ALL: [CardType; 15] = [
        CardType::Artifact,
        CardType::Battle,
        CardType::Conspiracy,
        CardType::Creature,
        CardType::Dungeon,
        CardType::Enchantment,
        CardType::Instant,
        CardType::Kindred,
        CardType::Land,
        CardType::Phenomenon,
        CardType::Plane,
        CardType::Planeswalker,
        CardType::Scheme,
        CardType::Sorcery,
        CardType::Vanguard,
    ];

    pub fn name(self) -> &'static str {
        match self {
            CardType::Artifact => "Artifact",
            CardType::Battle => "Battle",
            CardType::Conspiracy => "Conspiracy",
            CardType::Creature => "Creature",
            CardType::Dungeon => "Dungeon",
            CardType::Enchantment => "Enchantment",
            CardType::Instant => "Instant",
            CardType::Kindred => "Kindred",
            CardType::Land => "Land",
            CardType::Phenomenon => "Phenomenon",
            CardType::Plane => "Plane",
            CardType::Planeswalker => "Planeswalker",
            CardType::Scheme => "Scheme",
            CardType::Sorcery => "Sorcery",
            CardType::Vanguard => "Vanguard",
        }
    }

    /// Reads a type word; "Tribal" is the older name of Kindred.
    pub fn from_name(s: &str) -> Option<CardType> {
        if s.eq_ignore_ascii_case("Tribal") {
            return Some(CardType::Kindred);
        }
        CardType::ALL.into_iter().find(|t| t.name().eq_ignore_ascii_case(s))
    }

    /// CR 110.4: the types a permanent can have.
    pub fn is_permanent_type(self) -> bool {
        matches!(
            self,
            CardType::Artifact
                | CardType::Battle
                | CardType::Creature
                | CardType::Enchantment
                | CardType::Land
                | CardType::Planeswalker
        )
    }
}

impl fmt::Display for CardType {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

/// CR 205.4a: supertypes.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
pub enum Supertype {
    Basic,
    Legendary,
    Ongoing,
    Snow,
    World,
    Host,
    Elite,
}

impl Supertype {
    pub const ALL: [Supertype; 7] = [
        Supertype::Basic,
        Supertype::Legendary,
        Supertype::Ongoing,
        Supertype::Snow,
        Supertype::World,
        Supertype::Host,
        Supertype::Elite,
    ];

    pub fn name(self) -> &'static str {
        match self {
            Supertype::Basic => "Basic",
            Supertype::Legendary => "Legendary",
            Supertype::Ongoing => "Ongoing",
            Supertype::Snow => "Snow",
            Supertype::World => "World",
            Supertype::Host => "Host",
            Supertype::Elite => "Elite",
        }
    }

    pub fn from_name(s: &str) -> Option<Supertype> {
        Supertype::ALL.into_iter().find(|t| t.name().eq_ignore_ascii_case(s))
    }
}

impl fmt::Display for Supertype {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

/// CR 122: kinds of counters. The common ones are named; any other kind keeps its word.
#[derive(Clone, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
pub enum CounterKind {
    /// CR 122.1a: +1/+1.
    PlusOne,
    /// CR 122.1a: -1/-1.
    MinusOne,
    /// CR 122.1c / 306.5b: loyalty.
    Loyalty,
    /// CR 122.1f: poison (on players).
    Poison,
    /// Defense counters on battles (CR 310.4).
    Defense,
    Other(Box<str>),
}

impl CounterKind {
    pub fn parse(s: &str) -> CounterKind {
        match s.to_ascii_lowercase().as_str() {
            "+1/+1" => CounterKind::PlusOne,
            "-1/-1" => CounterKind::MinusOne,
            "loyalty" => CounterKind::Loyalty,
            "poison" => CounterKind::Poison,
            "defense" => CounterKind::Defense,
            other => CounterKind::Other(other.into()),
        }
    }
}

impl fmt::Display for CounterKind {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            CounterKind::PlusOne => f.write_str("+1/+1"),
            CounterKind::MinusOne => f.write_str("-1/-1"),
            CounterKind::Loyalty => f.write_str("loyalty"),
            CounterKind::Poison => f.write_str("poison"),
            CounterKind::Defense => f.write_str("defense"),
            CounterKind::Other(s) => f.write_str(s),
        }
    }
}
