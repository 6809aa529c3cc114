//! Creature types (CR 205.3m) as small typed values, for choices such as "choose a
//! creature type". The list is the rule's, in `creature_types.txt` (one per line).

use serde::{Deserialize, Serialize};
use std::sync::OnceLock;

/// One creature type of CR 205.3m, by its place in the rule's list.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
pub struct CreatureType(pub u16);

fn names() -> &'static [&'static str] {
    static NAMES: OnceLock<Vec<&'static str>> = OnceLock::new();
    NAMES.get_or_init(|| include_str!("creature_types.txt").lines().map(str::trim).filter(|l| !l.is_empty()).collect())
}

impl CreatureType {
    /// Every creature type, in the rule's order.
    pub fn all() -> impl Iterator<Item = CreatureType> {
        (0..names().len() as u16).map(CreatureType)
    }

    /// The type named `name` (any case).
    pub fn from_name(name: &str) -> Option<CreatureType> {
        names().iter().position(|n| n.eq_ignore_ascii_case(name)).map(|i| CreatureType(i as u16))
    }

    pub fn name(self) -> &'static str {
        names().get(self.0 as usize).copied().unwrap_or("?")
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_rules_list() {
        assert_eq!(CreatureType::all().count(), 315);
        assert_eq!(CreatureType::from_name("elf").map(CreatureType::name), Some("Elf"));
        assert_eq!(CreatureType::from_name("Time Lord").map(CreatureType::name), Some("Time Lord"));
        assert_eq!(CreatureType::from_name("Forest"), None);
    }
}
