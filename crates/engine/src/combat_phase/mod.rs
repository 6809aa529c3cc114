//! Combat (CR 506–511): attack and block declarations, combat damage, ninjutsu.

pub(crate) mod attack_costs;
pub mod combat;
pub(crate) mod combat_damage;
pub(crate) mod ninjutsu;
pub(crate) mod requirements;
pub(crate) mod restrictions;
