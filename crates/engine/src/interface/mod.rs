//! What the outside sees of a game: a player's view, explanations in words, hidden
//! information re-dealt for search, conceding. The top layer: nothing in the engine uses it.

pub(crate) mod concession;
pub(crate) mod determinize;
pub(crate) mod explain;
pub mod view;
