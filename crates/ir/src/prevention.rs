//! Prevention effects (CR 615) that prevent all of some damage: which damage, by the
//! sources dealing it and the recipients it would be dealt to. A resolved instruction
//! makes one for a duration ("prevent all damage that would be dealt to target creature
//! this turn", `Effect::Prevent`); a static ability makes one while its permanent is on
//! the battlefield ("prevent all damage that would be dealt to ~", `Ability::Prevent`).

use crate::effect::{PlayerRef, Subject};
use crate::target::{Controller, ObjectFilter};
use serde::{Deserialize, Serialize};

/// CR 120.2: which damage counts: all, combat damage only (CR 510.2), or noncombat only.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub enum DamageKind {
    #[default]
    All,
    Combat,
    Noncombat,
}

impl DamageKind {
    /// Whether damage that is (or isn't) combat damage is of this kind.
    pub fn includes(self, combat: bool) -> bool {
        match self {
            DamageKind::All => true,
            DamageKind::Combat => combat,
            DamageKind::Noncombat => !combat,
        }
    }
}

/// One side of a damage event: the sources that deal it or the recipients it is dealt to.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub enum Party {
    /// Any source, any recipient (the text names none).
    Any,
    /// One object the text names: "~", "enchanted creature", "target creature", "it",
    /// "a source of your choice" (chosen first, `Subject::Returned`). An instruction's
    /// object is fixed as it resolves (CR 608.2h); a new object after a zone change is
    /// not it (CR 400.7).
    Object(Subject),
    /// One player the text names: "target player".
    Player(PlayerRef),
    /// Any object passing the filter when the damage would be dealt: "creatures you
    /// control", "attacking creatures without flying", "sources your opponents control".
    Objects(ObjectFilter),
    /// Any player of these relative to the effect's controller: "you" (`You`), "players"
    /// (`Any`), "your opponents" (`NotYou`).
    Players(Controller),
    /// Any of several: "you and creatures you control".
    Either(Vec<Party>),
}

/// CR 615.1a: the damage a prevention effect prevents all of.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct DamageMatch {
    #[serde(default)]
    pub kind: DamageKind,
    /// The sources dealing it.
    pub by: Party,
    /// What it would be dealt to.
    pub to: Party,
}

impl Party {
    /// Calls `f` on every player the party names.
    pub fn players_mut(&mut self, f: &mut dyn FnMut(&mut PlayerRef)) {
        match self {
            Party::Player(p) => f(p),
            Party::Either(v) => v.iter_mut().for_each(|q| q.players_mut(f)),
            _ => {}
        }
    }
}

/// CR 614.1a / 615.1a: a static ability replacing each damage event that matches while
/// its permanent is on the battlefield: "If damage would be dealt to ~ [while C], prevent
/// that damage [and A]" (`prevent`: a prevention, which "damage can't be prevented" stops,
/// CR 615.12) or "If damage would be dealt to ~, A instead" (a replacement that isn't a
/// prevention). `then` happens in the damage's place, "that many" the damage, "that
/// creature" / "that player" what it would have been dealt to, "~" the permanent.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct DamageReplacement {
    pub damage: DamageMatch,
    /// "while it has a +1/+1 counter on it": checked as the damage would be dealt.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub condition: Option<crate::effect::Condition>,
    pub prevent: bool,
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub then: Vec<crate::effect::Effect>,
}
