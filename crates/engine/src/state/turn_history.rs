//! What the turn's events leave behind for filters that count them later ("for each
//! creature that died this turn"): typed records kept for the turn, grouped by concern,
//! forgotten as the next turn begins (CR 500.1). Flags a condition asks about (revolt,
//! morbid) are kept per player in `turn_events`.

use crate::state::characteristic_values::Characteristics;
use serde::{Deserialize, Serialize};

/// The records of this turn's events.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct TurnHistory {
    /// CR 700.4: the creatures that died this turn, in order.
    pub died: Vec<Died>,
    /// CR 508.1, 508.4: the creatures declared as attackers this turn (a creature put
    /// onto the battlefield attacking never attacked; a new object after a zone change
    /// never did either, CR 400.7).
    pub attacked: Vec<mw_types::ObjectId>,
    /// CR 115.1, 603.2: the objects that became the target of a spell or ability this
    /// turn, with that spell's or ability's controller (kept only when some card's
    /// trigger counts "the first time each turn": `Trigger::SelfTargeted::first`).
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub targeted: Vec<(mw_types::ObjectId, mw_types::PlayerId)>,
    /// CR 508.1d, 702.141a: creatures required to attack a player this turn if able
    /// ("a token … that attacks that opponent this turn if able").
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub must_attack: Vec<(mw_types::ObjectId, mw_types::PlayerId)>,
}

/// CR 700.4, 603.10a: a creature that died, as it last existed on the battlefield.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Died {
    /// Its characteristics then (its controller among them).
    pub chars: Characteristics,
    /// CR 111.1: it was a token.
    pub token: bool,
}
