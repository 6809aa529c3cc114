//! The combat of the current turn as state (CR 506): the attacking creatures with what
//! they attack and what blocks them, blockers declared, and combat damage assigned so far.
//! Declaring and dealing it are in `combat_phase`.

use crate::state::events::Target;
use mw_types::{ObjectId, PlayerId};
use serde::{Deserialize, Serialize};
use smallvec::SmallVec;

/// One attacking creature and what became of it.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct AttackerInfo {
    pub attacker: ObjectId,
    /// The defending player (CR 506.2): the player attacked, or the planeswalker's
    /// controller.
    pub defender: PlayerId,
    /// What it attacks: a player or a planeswalker (CR 508.1b).
    pub target: Target,
    /// CR 509.1h: blocked stays true even if its blockers leave.
    pub blocked: bool,
    pub blockers: SmallVec<[ObjectId; 2]>,
}

/// The combat of the current turn.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct Combat {
    pub attackers: SmallVec<[AttackerInfo; 4]>,
    /// Blockers declared, each with the attacker it blocks.
    pub blocks: SmallVec<[(ObjectId, ObjectId); 4]>,
    /// Defending players who have finished declaring blockers.
    pub blockers_done: SmallVec<[PlayerId; 2]>,
    /// CR 510.4: creatures that had first strike or double strike as the first-strike
    /// damage step began.
    pub dealt_first_strike: SmallVec<[ObjectId; 4]>,
    /// CR 510.1: combat damage assigned so far this step: (source, recipient, amount).
    pub assigned: Vec<(ObjectId, Target, i32)>,
    /// Attackers whose controller still has to divide their damage (CR 510.1c, 702.19b).
    pub to_assign: SmallVec<[ObjectId; 2]>,
}

impl Combat {
    pub(crate) fn clear(&mut self) {
        self.attackers.clear();
        self.blocks.clear();
        self.blockers_done.clear();
        self.dealt_first_strike.clear();
        self.assigned.clear();
        self.to_assign.clear();
    }

    pub fn is_attacking(&self, id: ObjectId) -> bool {
        self.attackers.iter().any(|a| a.attacker == id)
    }
}
