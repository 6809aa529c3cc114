//! The game's state (CR 400, 109, 111): zones, objects and their arena, the card table,
//! events, the decisions' vocabulary, what happened this turn, players, the value types of
//! characteristics and continuous effects (`characteristic_values`, `effect_values`) and
//! the caches' storage (`caches`), and `Game`, the struct that holds it all (the loop that
//! runs it is `turn_flow::game_loop`). The bottom layer: everything reads it, and it names
//! no other folder but `pipeline`, for the setters' `Seal` (ARCHITECTURE.md).

pub(crate) mod announcing;
pub(crate) mod caches;
pub(crate) mod card_table;
pub(crate) mod instruction_walk;
pub(crate) mod rule_defs;
pub(crate) mod characteristic_values;
pub(crate) mod combat_state;
pub mod commander;
pub mod decisions;
pub(crate) mod effect_context;
pub(crate) mod effect_values;
pub mod events;
pub mod game;
pub(crate) mod instruction_progress;
pub(crate) mod mana_state;
pub mod objects;
pub(crate) mod play_permissions;
pub(crate) mod player;
pub(crate) mod replacement_state;
pub(crate) mod resolving;
pub(crate) mod this_way;
pub(crate) mod settings;
pub mod ring;
pub mod speed;
pub(crate) mod stack_items;
pub(crate) mod turn_events;
pub(crate) mod turn_history;
pub mod turn_state;
pub(crate) mod waiting_triggers;
pub mod zones;
