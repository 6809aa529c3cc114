//! The Manaweave engine: a game of Magic as a deterministic state machine driven by
//! decisions (DESIGN.md invariants 1–7). No IO, no threads, no global state.
//!
//! Modules are named after the rules they own and grouped in folders by concern, lower
//! folders first (`tests/layering.rs` checks the order); see ARCHITECTURE.md for the map.

mod state;
mod continuous_effects;
mod pipeline;
mod actions;
mod payment;
mod stack_resolution;
mod triggered;
mod turn_flow;
mod combat_phase;
mod setup_game;
mod interface;

// The modules other crates name by path, as before the folders.
pub use state::{decisions, events, game, objects, zones};
pub use continuous_effects::{abilities, characteristics, copy};
pub use actions::entering;
pub use payment::mana;
pub use stack_resolution::{library_actions, stack};
pub use turn_flow::{shortcuts, turn};
pub use combat_phase::combat;
pub use setup_game::{position, setup};
pub use interface::view;

pub use characteristics::Characteristics;
pub use interface::concession::ConcedeError;
pub use decisions::{Answer, ApplyError, Decision, Question};
pub use events::{Event, EventKind, LossReason, Target};
pub use game::{CardTable, Game, GameResult, Player, TurnState};
pub use position::{PermanentSetup, PlayerSetup, PositionError, PositionIds, PositionSetup};
pub use setup::{GameSetup, SetupError};
pub use turn::Step;
pub use view::PlayerView;
pub use zones::Zone;
