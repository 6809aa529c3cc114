//! CR 602.5b / 602.5d: restrictions on when, and how often, an activated ability may be
//! activated that the plain `Timing` variants don't name: a part of a turn ("during
//! combat", "during the declare blockers step", "before the combat damage step") of
//! some player's turn, and a number of activations ("no more than twice each turn",
//! "only once").

use serde::{Deserialize, Serialize};

/// A part of a turn an ability may be activated in (CR 500.1's phases and steps).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum TurnPart {
    /// The whole turn.
    Turn,
    /// CR 503: the upkeep step.
    Upkeep,
    /// CR 506.1: the combat phase, from its beginning step to its end step.
    Combat,
    /// CR 508: the declare attackers step.
    DeclareAttackers,
    /// CR 509: the declare blockers step.
    DeclareBlockers,
    /// CR 511: the end of combat step.
    EndOfCombat,
    /// "before attackers are declared": any step before the declare attackers step.
    BeforeAttackers,
    /// "before blockers are declared": any step before the declare blockers step.
    BeforeBlockers,
    /// "before the combat damage step": any step before the first combat damage step
    /// (CR 510.4: a first-strike damage step is one too).
    BeforeCombatDamage,
    /// "before the end of combat step".
    BeforeEndOfCombat,
}

/// CR 602.5b: how many times an ability may be activated, beyond "once each turn"
/// (`ActivatedAbility::once_per_turn`).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum ActivationLimit {
    /// "Activate no more than twice each turn": at most N activations each turn.
    EachTurn(u8),
    /// "Activate only once": once for as long as the object exists (a new object after a
    /// zone change, CR 400.7, may again).
    Once,
}

/// CR 602.5d / 307.1: when an ability may be activated.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Timing {
    /// Any time its controller has priority.
    Instant,
    /// "Activate only as a sorcery."
    Sorcery,
    /// "Activate only during your turn."
    YourTurn,
    /// "Activate only during your turn, before attackers are declared."
    YourTurnBeforeAttackers,
    /// "Activate only during your upkeep."
    YourUpkeep,
    /// CR 602.5b: "activate only during an opponent's turn", "… during combat", "… during
    /// the declare blockers step": whose turn (`yours`; None: any player's) and which part.
    During { yours: Option<bool>, part: TurnPart },
}

impl Timing {
    /// The timing of a turn's part: the named variants where one says it.
    pub fn during(yours: Option<bool>, part: TurnPart) -> Timing {
        use TurnPart as P;
        match (yours, part) {
            (Some(true), P::Turn) => Timing::YourTurn,
            (Some(true), P::Upkeep) => Timing::YourUpkeep,
            (Some(true), P::BeforeAttackers) => Timing::YourTurnBeforeAttackers,
            _ => Timing::During { yours, part },
        }
    }
}
