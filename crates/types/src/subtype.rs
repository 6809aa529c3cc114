//! Subtypes (CR 205.3) as small typed values: one numbering for every kind (artifact,
//! enchantment, land, planeswalker, spell, creature and battle types), so that rules
//! compare numbers, never strings. Creature types keep their own type (`CreatureType`)
//! for choices; `Subtype::creature` names one as a subtype.

use crate::color::Color;
use crate::creature_type::CreatureType;
use serde::{Deserialize, Serialize};

/// CR 205.3: one subtype of any kind.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
pub struct Subtype(pub u16);

/// CR 205.3g–q: which card type a subtype belongs to.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum SubtypeKind {
    Artifact,
    Enchantment,
    Land,
    Planeswalker,
    Spell,
    Creature,
    Battle,
}

/// CR 205.3g.
const ARTIFACT: &[&str] = &[
    "Attraction", "Blood", "Bobblehead", "Clue", "Contraption", "Equipment", "Food", "Fortification", "Gold",
    "Incubator", "Infinity", "Junk", "Lander", "Map", "Powerstone", "Spacecraft", "Stone", "Treasure", "Vehicle",
];
/// CR 205.3h.
const ENCHANTMENT: &[&str] =
    &["Aura", "Background", "Cartouche", "Case", "Class", "Curse", "Role", "Room", "Rune", "Saga", "Shard", "Shrine"];
/// CR 205.3i / 305.6: the basic land types, in `Color::ALL` order (the color of mana each
/// one's ability makes).
const BASIC_LAND: &[&str] = &["Plains", "Island", "Swamp", "Mountain", "Forest"];
/// CR 205.3i: the other land types.
const NONBASIC_LAND: &[&str] =
    &["Cave", "Desert", "Gate", "Lair", "Locus", "Mine", "Planet", "Power-Plant", "Sphere", "Tower", "Town", "Urza's"];
/// CR 205.3j.
const PLANESWALKER: &[&str] = &[
    "Ajani", "Aminatou", "Angrath", "Arlinn", "Ashiok", "Bahamut", "Basri", "Bolas", "Calix", "Chandra", "Comet", "Dack",
    "Dakkon", "Daretti", "Davriel", "Dihada", "Domri", "Dovin", "Ellywick", "Elminster", "Elspeth", "Estrid", "Freyalise",
    "Garruk", "Gideon", "Grist", "Guff", "Huatli", "Jace", "Jared", "Jaya", "Jeska", "Kaito", "Karn", "Kasmina", "Kaya",
    "Kiora", "Koth", "Liliana", "Lolth", "Lukka", "Minsc", "Mordenkainen", "Nahiri", "Narset", "Niko", "Nissa",
    "Nixilis", "Oko", "Quintorius", "Ral", "Rowan", "Saheeli", "Samut", "Sarkhan", "Serra", "Sivitri", "Sorin", "Szat",
    "Tamiyo", "Tasha", "Teferi", "Teyo", "Tezzeret", "Tibalt", "Tyvar", "Ugin", "Urza", "Venser", "Vivien", "Vraska",
    "Vronos", "Will", "Windgrace", "Wrenn", "Xenagos", "Yanggu", "Yanling", "Zariel",
];
/// CR 205.3k.
const SPELL: &[&str] = &["Adventure", "Arcane", "Lesson", "Omen", "Trap"];
/// CR 205.3q.
const BATTLE: &[&str] = &["Siege"];

/// The lists before creature types, in numbering order, with their kinds.
const LISTS: [(&[&str], SubtypeKind); 7] = [
    (ARTIFACT, SubtypeKind::Artifact),
    (ENCHANTMENT, SubtypeKind::Enchantment),
    (BASIC_LAND, SubtypeKind::Land),
    (NONBASIC_LAND, SubtypeKind::Land),
    (PLANESWALKER, SubtypeKind::Planeswalker),
    (SPELL, SubtypeKind::Spell),
    (BATTLE, SubtypeKind::Battle),
];

const fn start_of(list: usize) -> u16 {
    let mut n = 0;
    let mut i = 0;
    while i < list {
        n += LISTS[i].0.len();
        i += 1;
    }
    n as u16
}

const BASIC_START: u16 = start_of(2);
/// Creature types come after every other kind.
const CREATURE_START: u16 = start_of(LISTS.len());

const fn same(a: &str, b: &str) -> bool {
    let (a, b) = (a.as_bytes(), b.as_bytes());
    if a.len() != b.len() {
        return false;
    }
    let mut i = 0;
    while i < a.len() {
        if a[i] != b[i] {
            return false;
        }
        i += 1;
    }
    true
}

/// The number of a subtype named in one of `LISTS` (a compile error if none is).
const fn named(name: &str) -> Subtype {
    let mut list = 0;
    while list < LISTS.len() {
        let names = LISTS[list].0;
        let mut i = 0;
        while i < names.len() {
            if same(names[i], name) {
                return Subtype(start_of(list) + i as u16);
            }
            i += 1;
        }
        list += 1;
    }
    panic!("not a subtype")
}

impl Subtype {
    /// CR 303.4.
    pub const AURA: Subtype = named("Aura");
    /// CR 301.5.
    pub const EQUIPMENT: Subtype = named("Equipment");
    /// CR 301.6.
    pub const FORTIFICATION: Subtype = named("Fortification");
    /// CR 303.7.
    pub const ROLE: Subtype = named("Role");
    /// CR 714.
    pub const SAGA: Subtype = named("Saga");
    /// CR 301.7.
    pub const VEHICLE: Subtype = named("Vehicle");

    /// The subtype named `name` (any case; "Urza’s" with either apostrophe), of any kind.
    pub fn from_name(name: &str) -> Option<Subtype> {
        Subtype::listed(name)
            .or_else(|| CreatureType::from_name(name).or_else(|| CreatureType::from_name(&name.replace('\'', "’"))).map(Subtype::creature))
    }

    /// A subtype that is neither a creature type nor a basic land type (CR 205.3g–k, q):
    /// the ones object filters name apart from those two.
    pub fn other_from_name(name: &str) -> Option<Subtype> {
        Subtype::listed(name).filter(|t| t.as_basic_land().is_none())
    }

    fn listed(name: &str) -> Option<Subtype> {
        let name = name.replace('’', "'");
        let mut start = 0u16;
        for (names, _) in LISTS {
            if let Some(i) = names.iter().position(|n| n.eq_ignore_ascii_case(&name)) {
                return Some(Subtype(start + i as u16));
            }
            start += names.len() as u16;
        }
        None
    }

    /// CR 205.3m: a creature type as a subtype.
    pub fn creature(t: CreatureType) -> Subtype {
        Subtype(CREATURE_START + t.0)
    }

    /// The creature type it is, if it is one.
    pub fn as_creature(self) -> Option<CreatureType> {
        self.0.checked_sub(CREATURE_START).map(CreatureType)
    }

    /// CR 305.6: the basic land type whose mana ability makes mana of `color`.
    pub fn basic_land(color: Color) -> Subtype {
        let i = Color::ALL.iter().position(|c| *c == color).unwrap_or(0);
        Subtype(BASIC_START + i as u16)
    }

    /// The color of the basic land type it is, if it is one.
    pub fn as_basic_land(self) -> Option<Color> {
        self.0.checked_sub(BASIC_START).and_then(|i| Color::ALL.get(i as usize).copied())
    }

    pub fn kind(self) -> SubtypeKind {
        if self.0 >= CREATURE_START {
            return SubtypeKind::Creature;
        }
        let mut start = 0u16;
        for (names, kind) in LISTS {
            if self.0 < start + names.len() as u16 {
                return kind;
            }
            start += names.len() as u16;
        }
        SubtypeKind::Creature
    }

    pub fn name(self) -> &'static str {
        if let Some(t) = self.as_creature() {
            return t.name();
        }
        let mut start = 0u16;
        for (names, _) in LISTS {
            if let Some(n) = names.get((self.0 - start) as usize) {
                return n;
            }
            start += names.len() as u16;
        }
        "?"
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_kind_has_its_numbers() {
        assert_eq!(Subtype::AURA.name(), "Aura");
        assert_eq!(Subtype::EQUIPMENT.kind(), SubtypeKind::Artifact);
        assert_eq!(Subtype::SAGA.kind(), SubtypeKind::Enchantment);
        assert_eq!(Subtype::from_name("urza’s").map(Subtype::name), Some("Urza's"));
        assert_eq!(Subtype::from_name("Jace").map(Subtype::kind), Some(SubtypeKind::Planeswalker));
        let elf = Subtype::from_name("elf").unwrap();
        assert_eq!(elf.kind(), SubtypeKind::Creature);
        assert_eq!(elf.as_creature(), CreatureType::from_name("Elf"));
        assert_eq!(elf.name(), "Elf");
        let swamp = Subtype::from_name("Swamp").unwrap();
        assert_eq!(swamp, Subtype::basic_land(Color::Black));
        assert_eq!(swamp.as_basic_land(), Some(Color::Black));
        assert_eq!(Subtype::other_from_name("Swamp"), None);
        assert_eq!(Subtype::other_from_name("Gate").map(Subtype::kind), Some(SubtypeKind::Land));
        assert_eq!(Subtype::other_from_name("Elf"), None);
        assert_eq!(Subtype::from_name("Siege").map(Subtype::kind), Some(SubtypeKind::Battle));
        assert_eq!(Subtype::from_name("Time Lord").map(Subtype::name), Some("Time Lord"));
        assert_eq!(Subtype::from_name("C'tan").map(Subtype::name), Some("C’tan"));
        assert_eq!(Subtype::from_name("Planeswalker"), None);
    }
}
