//! The game's state (CR 400, 109, 111): zones, objects and their arena, the card table,
//! events, the decisions' vocabulary, what happened this turn, players, and `Game`, the
//! struct that holds it all (the loop that runs it is `turn_flow::game_loop`). The bottom
//! layer: everything reads it.
//! FIXME (issue 18): `Game`'s fields hold types of higher folders;
//! ARCHITECTURE.md lists those back edges.

pub(crate) mod card_table;
pub mod decisions;
pub mod events;
pub mod game;
pub mod objects;
pub(crate) mod player;
pub(crate) mod turn_events;
pub mod zones;
