//! Combat (CR 506–511): attack and block declarations, combat damage, ninjutsu.

pub mod combat;
pub(crate) mod combat_damage;
pub(crate) mod ninjutsu;
pub(crate) mod requirements;
pub(crate) mod restrictions;
