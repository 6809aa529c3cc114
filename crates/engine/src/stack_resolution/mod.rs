//! The stack (CR 405, 601, 602, 608): casting spells and activating abilities (announcing,
//! targets), and resolving them instruction by instruction (`effects` and the instructions
//! that need their own module: dig, search, explore, clash, copies of spells, …).

pub(crate) mod attacking_copies;
pub(crate) mod becomes;
pub(crate) mod clash;
pub(crate) mod copy_spell;
pub(crate) mod counter_moves;
pub(crate) mod dig;
pub(crate) mod division;
pub(crate) mod effects;
pub(crate) mod explore;
pub(crate) mod face_down;
pub(crate) mod free_cast;
pub(crate) mod graveyard_keywords;
pub(crate) mod hand_to_library;
pub(crate) mod keyword_actions;
pub mod library_actions;
pub(crate) mod play_permission;
pub(crate) mod player_moves;
pub(crate) mod resolution;
pub(crate) mod resolution_choices;
pub(crate) mod search;
pub(crate) mod simple_effects;
pub(crate) mod source_shields;
pub mod stack;
pub(crate) mod target_legality;
pub(crate) mod target_requirements;
pub(crate) mod top_card;
pub(crate) mod voting;
pub(crate) mod zone_choice;
