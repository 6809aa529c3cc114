//! Learning environments over the engine's decision API: a player's view as fixed-shape
//! integer arrays (`layout`, `encode`), actions as indices into the engine's legal
//! answers with a mask, one game answered by both seats (`Table`) or by one seat against
//! a built-in agent (`Solo`), and N games stepped together over threads (`VecSolo`).
//! No Python here: `crates/py` binds this crate for the `manaweave` Python package.

pub mod codes;
pub mod encode;
pub mod env;
pub mod layout;
pub mod matchup;
pub mod vector;

pub use encode::{Encoder, Obs, ObsMut};
pub use env::{Config, EnvError, OpponentKind, Solo, Status, Table, Transition};
pub use layout::Layout;
pub use matchup::{Matchup, MatchupError};
pub use vector::{BatchMut, VecSolo};
