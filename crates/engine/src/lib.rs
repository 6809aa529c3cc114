//! The Manaweave engine: a game of Magic as a deterministic state machine driven by
//! decisions (DESIGN.md invariants 1–7). No IO, no threads, no global state.
//!
//! Modules are named after the rules they own; see ARCHITECTURE.md for the map.

pub mod abilities;
mod additional_costs;
mod card_table;
mod clash;
pub mod characteristics;
pub mod copy;
mod copy_spell;
pub mod combat;
mod combat_damage;
mod convoke;
mod cost_changes;
mod costs;
mod counting;
pub mod decisions;
mod day_night;
mod delayed;
mod destruction;
mod dig;
mod effects;
pub mod entering;
mod entering_queue;
pub mod events;
mod exile_instead;
mod explore;
mod face_down;
mod filters;
mod free_cast;
mod keyword_actions;
pub mod library_actions;
mod explain;
pub mod game;
pub mod mana;
mod mana_abilities;
pub mod objects;
mod play_permission;
pub mod position;
mod priority;
mod resolution;
mod resolution_choices;
mod sacrifice;
mod saga;
mod sba;
mod search;
pub mod setup;
pub mod stack;
mod state_triggers;
mod tokens;
mod top_card;
mod transform;
mod triggers;
mod watchers;
pub mod turn;
pub mod view;
pub mod zones;

pub use characteristics::Characteristics;
pub use decisions::{Answer, ApplyError, Decision, Question};
pub use events::{Event, EventKind, LossReason, Target};
pub use game::{CardTable, Game, GameResult, Player, TurnState};
pub use position::{PermanentSetup, PlayerSetup, PositionError, PositionIds, PositionSetup};
pub use setup::{GameSetup, SetupError};
pub use turn::Step;
pub use view::PlayerView;
pub use zones::Zone;
