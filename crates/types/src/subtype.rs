//! Subtypes other than creature types and basic land types (CR 205.3g–k): artifact,
//! enchantment, spell, nonbasic land and battle types, by index into one list.

use serde::{Deserialize, Serialize};

/// CR 205.3g–k: an artifact, enchantment, spell, nonbasic land, planeswalker-free subtype.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct Subtype(pub u16);

/// CR 205.3g (artifact), 205.3h (enchantment), 205.3k (spell), 205.3i (nonbasic land),
/// 205.3q (battle) types.
const NAMES: &[&str] = &[
    // Artifact types.
    "Attraction", "Blood", "Bobblehead", "Clue", "Contraption", "Equipment", "Food", "Fortification", "Gold",
    "Incubator", "Infinity", "Junk", "Lander", "Map", "Powerstone", "Spacecraft", "Stone", "Treasure", "Vehicle",
    // Enchantment types.
    "Aura", "Background", "Cartouche", "Case", "Class", "Curse", "Role", "Room", "Rune", "Saga", "Shard", "Shrine",
    // Spell types.
    "Adventure", "Arcane", "Lesson", "Omen", "Trap",
    // Nonbasic land types.
    "Cave", "Desert", "Gate", "Lair", "Locus", "Mine", "Power-Plant", "Sphere", "Tower", "Town", "Urza's",
    // Battle types.
    "Siege",
];

impl Subtype {
    pub fn from_name(name: &str) -> Option<Subtype> {
        NAMES.iter().position(|n| n.eq_ignore_ascii_case(name)).map(|i| Subtype(i as u16))
    }

    pub fn name(self) -> &'static str {
        NAMES.get(self.0 as usize).copied().unwrap_or("?")
    }
}
