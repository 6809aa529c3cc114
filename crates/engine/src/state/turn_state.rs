//! Where the turn stands (CR 500): the steps of a turn in order, and the turn's number,
//! active player, step, and who has priority.

use mw_types::PlayerId;
use serde::{Deserialize, Serialize};
use std::fmt;

/// CR 500.1: the steps of a turn, in order (main phases count as one step each).
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
pub enum Step {
    Untap,
    Upkeep,
    Draw,
    Main1,
    BeginCombat,
    DeclareAttackers,
    DeclareBlockers,
    FirstStrikeDamage,
    CombatDamage,
    EndCombat,
    Main2,
    End,
    Cleanup,
}

impl Step {
    pub const ALL: [Step; 13] = [
        Step::Untap,
        Step::Upkeep,
        Step::Draw,
        Step::Main1,
        Step::BeginCombat,
        Step::DeclareAttackers,
        Step::DeclareBlockers,
        Step::FirstStrikeDamage,
        Step::CombatDamage,
        Step::EndCombat,
        Step::Main2,
        Step::End,
        Step::Cleanup,
    ];

    pub fn name(self) -> &'static str {
        match self {
            Step::Untap => "untap",
            Step::Upkeep => "upkeep",
            Step::Draw => "draw",
            Step::Main1 => "main1",
            Step::BeginCombat => "begin-combat",
            Step::DeclareAttackers => "declare-attackers",
            Step::DeclareBlockers => "declare-blockers",
            Step::FirstStrikeDamage => "first-strike-damage",
            Step::CombatDamage => "combat-damage",
            Step::EndCombat => "end-combat",
            Step::Main2 => "main2",
            Step::End => "end",
            Step::Cleanup => "cleanup",
        }
    }

    pub fn from_name(s: &str) -> Option<Step> {
        Step::ALL.into_iter().find(|x| x.name() == s)
    }

    pub fn is_main(self) -> bool {
        matches!(self, Step::Main1 | Step::Main2)
    }

    /// The rule that starts this step, for events.
    pub fn rule(self) -> &'static str {
        match self {
            Step::Untap => "502",
            Step::Upkeep => "503",
            Step::Draw => "504",
            Step::Main1 | Step::Main2 => "505",
            Step::BeginCombat => "507",
            Step::DeclareAttackers => "508",
            Step::DeclareBlockers => "509",
            Step::FirstStrikeDamage | Step::CombatDamage => "510",
            Step::EndCombat => "511",
            Step::End => "513",
            Step::Cleanup => "514",
        }
    }

    pub(crate) fn next(self) -> Option<Step> {
        let i = Step::ALL.iter().position(|s| *s == self)?;
        Step::ALL.get(i + 1).copied()
    }
}

impl fmt::Display for Step {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

/// Where the turn stands and who has priority.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct TurnState {
    pub number: u32,
    pub active: PlayerId,
    pub step: Step,
    pub priority: PlayerId,
    /// Players who passed in succession since the last action (CR 117.4).
    pub passes: u8,
    /// The timestamp taken as the turn began: a permanent with a later one entered this
    /// turn (CR 613.7d).
    #[serde(default)]
    pub began_at: u32,
}
