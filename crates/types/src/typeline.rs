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

/// CR 122: kinds of counters. The ones the engine gives rules to are named; every other
/// kind printed on a card is an index into `COUNTER_NAMES`. `Copy`, so objects stay flat.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
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
    /// CR 714.2a: lore counters on Sagas count their chapters.
    Lore,
    /// Any other kind: an index into `COUNTER_NAMES`.
    Named(u16),
}

/// Every other counter kind that a card in the pool names, sorted.
pub const COUNTER_NAMES: &[&str] = &[
    "+0/+1",
    "+1/+0",
    "+1/+2",
    "+2/+2",
    "-0/-1",
    "-0/-2",
    "-1/-0",
    "-2/-1",
    "-2/-2",
    "acorn",
    "aegis",
    "age",
    "aim",
    "arrow",
    "arrowhead",
    "awakening",
    "bait",
    "blaze",
    "blessing",
    "blight",
    "blood",
    "bloodline",
    "bloodstain",
    "book",
    "bore",
    "bounty",
    "brain",
    "bribery",
    "brick",
    "burden",
    "cage",
    "carrion",
    "cell",
    "charge",
    "chip",
    "chorus",
    "coin",
    "collection",
    "component",
    "conqueror",
    "contested",
    "corpse",
    "corruption",
    "credit",
    "croak",
    "crystal",
    "cube",
    "currency",
    "death",
    "deathtouch",
    "decayed",
    "delay",
    "depletion",
    "descent",
    "despair",
    "devotion",
    "discovery",
    "divinity",
    "doom",
    "dread",
    "dream",
    "echo",
    "egg",
    "elixir",
    "ember",
    "energy",
    "enlightened",
    "eon",
    "exalted",
    "experience",
    "eyeball",
    "eyestalk",
    "fade",
    "fate",
    "feather",
    "feeding",
    "fellowship",
    "fetch",
    "filibuster",
    "film",
    "finality",
    "fire",
    "flame",
    "flood",
    "flying",
    "foreshadow",
    "fungus",
    "funk",
    "fury",
    "fuse",
    "gem",
    "ghostform",
    "globe",
    "glyph",
    "gold",
    "growth",
    "harmony",
    "haste",
    "hatching",
    "hatchling",
    "healing",
    "hexproof",
    "hit",
    "hone",
    "hoofprint",
    "hope",
    "hour",
    "hourglass",
    "hunger",
    "ice",
    "impostor",
    "incarnation",
    "incubation",
    "indestructible",
    "infection",
    "influence",
    "ingenuity",
    "ingredient",
    "intel",
    "intervention",
    "invasion",
    "invitation",
    "isolation",
    "javelin",
    "judgment",
    "ki",
    "kick",
    "knowledge",
    "landmark",
    "level",
    "lifelink",
    "loot",
    "luck",
    "magnet",
    "manabond",
    "manifestation",
    "mannequin",
    "matrix",
    "memory",
    "menace",
    "mine",
    "mining",
    "mire",
    "music",
    "muster",
    "necrodermis",
    "nest",
    "net",
    "night",
    "oil",
    "omen",
    "ore",
    "page",
    "pain",
    "paralyzation",
    "petal",
    "petrification",
    "phylactery",
    "phyresis",
    "pin",
    "plague",
    "plan",
    "plot",
    "point",
    "polyp",
    "possession",
    "pressure",
    "prey",
    "promotion",
    "pupa",
    "quest",
    "rad",
    "rally",
    "reach",
    "rejection",
    "reprieve",
    "rev",
    "revival",
    "ribbon",
    "ritual",
    "rope",
    "rust",
    "scream",
    "scroll",
    "shadow",
    "shell",
    "shield",
    "shoe",
    "shred",
    "silver",
    "skewer",
    "sleep",
    "sleight",
    "slime",
    "slumber",
    "soot",
    "soul",
    "spite",
    "spore",
    "stash",
    "storage",
    "story",
    "strife",
    "study",
    "stun",
    "supply",
    "suspect",
    "takeover",
    "task",
    "theft",
    "third-degree-burn",
    "tide",
    "time",
    "tower",
    "training",
    "trample",
    "trap",
    "treasure",
    "unity",
    "unlock",
    "valor",
    "velocity",
    "verse",
    "vigilance",
    "vitality",
    "void",
    "vortex",
    "vow",
    "voyage",
    "wage",
    "winch",
    "wind",
    "wish",
];

/// The index of a counter name in `COUNTER_NAMES`, at compile time (a name not there is a
/// compile error).
const fn named(name: &str) -> CounterKind {
    let mut i = 0;
    while i < COUNTER_NAMES.len() {
        let (a, b) = (COUNTER_NAMES[i].as_bytes(), name.as_bytes());
        if a.len() == b.len() {
            let mut j = 0;
            while j < a.len() && a[j] == b[j] {
                j += 1;
            }
            if j == a.len() {
                return CounterKind::Named(i as u16);
            }
        }
        i += 1;
    }
    panic!("not a counter name")
}

impl CounterKind {
    /// CR 122.1d: stun counters stop a permanent from untapping.
    pub const STUN: CounterKind = named("stun");
    /// CR 122.1c: shield counters protect a permanent from destruction and damage.
    pub const SHIELD: CounterKind = named("shield");
    /// CR 122.1b: keyword counters, each giving its keyword (the names the rules list
    /// that cards use; decayed and exalted aside).
    pub const KEYWORD_COUNTERS: [CounterKind; 11] = [
        named("flying"),
        named("deathtouch"),
        named("haste"),
        named("hexproof"),
        named("indestructible"),
        named("lifelink"),
        named("menace"),
        named("reach"),
        named("shadow"),
        named("trample"),
        named("vigilance"),
    ];

    /// Reads a counter kind (any case); None for a word no card uses as a counter.
    pub fn parse(s: &str) -> Option<CounterKind> {
        let lower = s.to_ascii_lowercase();
        Some(match lower.as_str() {
            "+1/+1" => CounterKind::PlusOne,
            "-1/-1" => CounterKind::MinusOne,
            "loyalty" => CounterKind::Loyalty,
            "poison" => CounterKind::Poison,
            "defense" => CounterKind::Defense,
            "lore" => CounterKind::Lore,
            other => CounterKind::Named(COUNTER_NAMES.binary_search(&other).ok()? as u16),
        })
    }

    pub fn name(self) -> &'static str {
        match self {
            CounterKind::PlusOne => "+1/+1",
            CounterKind::MinusOne => "-1/-1",
            CounterKind::Loyalty => "loyalty",
            CounterKind::Poison => "poison",
            CounterKind::Defense => "defense",
            CounterKind::Lore => "lore",
            CounterKind::Named(i) => COUNTER_NAMES.get(i as usize).copied().unwrap_or("?"),
        }
    }
}

impl fmt::Display for CounterKind {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn counter_names_are_sorted_and_parse_back() {
        assert!(COUNTER_NAMES.windows(2).all(|w| w[0] < w[1]));
        for k in ["+1/+1", "charge", "lore", "Oil", "third-degree-burn"] {
            let c = CounterKind::parse(k).unwrap();
            assert_eq!(c.name(), k.to_ascii_lowercase());
        }
        assert_eq!(CounterKind::parse("banana"), None);
    }
}
