//! Vocabulary shared by every Manaweave crate: typed ids, colors, mana, card types,
//! subtypes, layers and counters. No dependencies beyond serde, no game logic.

pub mod color;
pub mod creature_type;
pub mod ids;
pub mod layer;
pub mod mana;
pub mod subtype;
pub mod typeline;

pub use color::{Color, ColorSet};
pub use creature_type::CreatureType;
pub use ids::{CardId, ObjectId, PlayerId};
pub use layer::Layer;
pub use subtype::{Subtype, SubtypeKind};
pub use mana::{ManaCost, ManaCostError, ManaSymbol, ManaType};
pub use typeline::{CardType, CounterKind, Supertype};
