//! Permissions to play cards from exile (CR 601.2a, 305.1) as `Game` holds them;
//! `stack_resolution::play_permission` grants, follows and ends them.

use mw_types::{ObjectId, PlayerId};
use serde::{Deserialize, Serialize};

/// One card a player may play from exile, and the last turn they may.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub(crate) struct PlayPermission {
    pub card: ObjectId,
    pub player: PlayerId,
    pub last_turn: u32,
    /// "you may cast": spells only (CR 305.1: playing a land isn't casting it).
    #[serde(default)]
    pub cast_only: bool,
    /// CR 601.2f: "a spell cast this way costs {N} more to cast": generic mana added to
    /// the total cost. The permission follows the card onto the stack as it is cast
    /// (`follow_cast`), so the spell's cost still sees it.
    #[serde(default)]
    pub tax: u8,
    /// CR 702.185a: the first turn it may be used ("after the current turn has ended").
    #[serde(default)]
    pub first_turn: u32,
}
