//! Continuous effects and characteristics (CR 611, 613, 707): an object's characteristics
//! computed layer by layer, continuous and copy effects, the abilities an object has now,
//! the per-version caches (`frozen`), and the queries that read characteristics (filters,
//! counting phrases and conditions). Reads `state`; changes nothing but effect lists. The
//! value types (`Characteristics`, `AbilityRef`, `Copiable`, `LayerEffect`, …) and the
//! caches' storage live in `state`, which holds them; the modules here re-export them.

pub mod abilities;
pub mod characteristics;
pub(crate) mod continuous;
pub mod copy;
pub(crate) mod counting;
pub(crate) mod filters;
pub(crate) mod frozen;
pub(crate) mod layers;
pub(crate) mod player_qualities;
