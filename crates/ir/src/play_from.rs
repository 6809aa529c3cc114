//! Permissions to play cards from a zone other than the hand (CR 601.2a, 305.1): "You may
//! play lands and cast spells from the top of your library", "You may play lands from
//! your graveyard".

use crate::effect::Condition;
use crate::target::ObjectFilter;
use serde::{Deserialize, Serialize};

/// The zone a permission lets its player play cards from.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum PlayZone {
    /// The top card of the player's own library (CR 401.5: only that one card).
    LibraryTop,
    /// The player's own graveyard.
    Graveyard,
}

/// CR 601.2a / 305.1: a static ability by which its controller may play cards from
/// `zone`: lands passing one of `lands` (CR 305.2: each as a land drop, with a land's
/// usual timing) and spells passing one of `spells` (CR 601.3: with their usual timing
/// and costs). An empty list allows none of that kind.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct PlayFrom {
    pub zone: PlayZone,
    pub lands: Vec<ObjectFilter>,
    pub spells: Vec<ObjectFilter>,
    /// "As long as …": the permission holds only while this does.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub condition: Option<Condition>,
}
