//! Restrictions on attacking and blocking (`CombatRule`: a permanent's own; `Restriction`:
//! those that name whom a creature may attack or which
//! attackers it may block (CR 508.1c, 509.1b): "can't attack you or planeswalkers you
//! control", "can't block creatures with power 2 or greater", "target creature can't
//! block ~ this turn". Effects of their source, checked as attackers and blockers are
//! declared, not abilities the restricted creature has.

use crate::ability::{Affected, Count};
use crate::condition::Relation;
use crate::effect::Condition;
use crate::target::ObjectFilter;
use serde::{Deserialize, Serialize};

/// CR 508.1c / 509.1b: what a restricted creature can't do.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Restriction {
    /// CR 508.1c: "can't attack" (a restriction whose subject alone says who: "creatures
    /// with power greater than the number of cards in your hand can't attack").
    CantAttack,
    /// CR 508.1c: "can't attack you": the restriction's controller; `planeswalkers`: "or
    /// planeswalkers you control", the planeswalkers that player controls too.
    CantAttackYou { planeswalkers: bool },
    /// CR 509.1b: "can't block creatures with power 2 or greater", "can't block creatures
    /// you control": attackers passing the filter (its controller relative to the
    /// restriction's controller; `power_vs_source` against the restriction's source).
    CantBlock(ObjectFilter),
    /// CR 509.1b: "can't block ~": the object whose ability made the restriction.
    CantBlockSource,
    /// CR 508.1d, 508.1h: "can't attack you [or planeswalkers you control] unless their
    /// controller pays {2} for each creature they control that's attacking you": no
    /// restriction but a cost to attack the restriction's controller (`planeswalkers`:
    /// or their planeswalkers) with each creature it applies to, paid as attackers are
    /// declared; attacking isn't required of a creature whose attack costs.
    AttackTax { planeswalkers: bool, each: AttackTax },
}

/// CR 508.1h: the generic mana an attack cost asks for each attacking creature: a number
/// ("{2}") or one counted for the cost's controller ("{X}, where X is the number of
/// enchantments you control").
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum AttackTax {
    Generic(u8),
    Counted(Count),
}

/// CR 604.1 / 611.3a: a static ability restricting how the creatures it affects attack or
/// block, checked continuously while its source is on the battlefield.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct StaticRestriction {
    pub affected: Affected,
    /// "with power greater than the number of cards in your hand": the affected
    /// creature's power compared with a number counted for the source's controller.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub power: Option<(Relation, Count)>,
    pub restriction: Restriction,
    /// CR 611.3a: "as long as …".
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub condition: Option<Condition>,
}

/// Combat restrictions and requirements a permanent's own static ability gives it
/// (CR 508.1c–d, 509.1b–c).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum CombatRule {
    CantAttack,
    CantBlock,
    /// "attacks each combat if able" (a requirement, CR 508.1d).
    AttacksEachCombat,
    /// "blocks each combat if able" (a requirement, CR 509.1c).
    BlocksEachCombat,
    /// "can block an additional creature each combat" (CR 509.1a).
    BlocksAdditional(u8),
    /// "can't be blocked".
    CantBeBlocked,
    /// "can block only creatures with flying".
    BlocksOnlyFlying,
    /// CR 502.3: "doesn't untap during its controller's untap step".
    DoesntUntap,
    /// CR 508.1c: "can't attack unless defending player controls an Island".
    AttacksOnlyIfDefenderHasIsland,
    /// CR 702.3b: "can attack as though it didn't have defender".
    AttacksDespiteDefender,
    /// CR 510.1: "assigns no combat damage".
    AssignsNoCombatDamage,
    /// CR 115.1: "can't be the target of spells or abilities your opponents control"
    /// (hexproof's effect, CR 702.11b, without the keyword itself).
    UntargetableByOpponents,
    /// CR 509.1c: "~ must be blocked if able": a requirement that at least one creature
    /// block it.
    MustBeBlocked,
    /// CR 509.1c: "all creatures able to block ~ do so" (Lure): a requirement on each
    /// creature able to block it that it block it.
    AllAbleMustBlock,
    /// CR 506.5: "can't attack alone": declared as an attacker only with another attacker.
    CantAttackAlone,
    /// CR 506.5: "can't block alone": declared as a blocker only with another blocker.
    CantBlockAlone,
}

impl CombatRule {
    /// Bit for rule sets (the count of `BlocksAdditional` is kept apart).
    pub fn bit(self) -> u16 {
        1 << match self {
            CombatRule::CantAttack => 0,
            CombatRule::CantBlock => 1,
            CombatRule::AttacksEachCombat => 2,
            CombatRule::BlocksEachCombat => 3,
            CombatRule::BlocksAdditional(_) => 4,
            CombatRule::CantBeBlocked => 5,
            CombatRule::BlocksOnlyFlying => 6,
            CombatRule::DoesntUntap => 7,
            CombatRule::AttacksOnlyIfDefenderHasIsland => 8,
            CombatRule::AttacksDespiteDefender => 9,
            CombatRule::AssignsNoCombatDamage => 10,
            CombatRule::UntargetableByOpponents => 11,
            CombatRule::MustBeBlocked => 12,
            CombatRule::AllAbleMustBlock => 13,
            CombatRule::CantAttackAlone => 14,
            CombatRule::CantBlockAlone => 15,
        }
    }
}

/// CR 508.4: whom tokens put onto the battlefield attacking attack, when the text names
/// it: "attacking that player" (`player`; `EachOpponent` from "for each opponent, create
/// … attacking that player": the tokens made once per opponent, each group attacking its
/// own opponent), and with `or_planeswalker` "or a planeswalker they control";
/// `other_than_defending`: "each opponent other than defending player" (CR 702.116a:
/// the player the creature of the trigger attacks, CR 508.5, left out).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct TokenAttacks {
    pub player: crate::effect::PlayerRef,
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub or_planeswalker: bool,
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub other_than_defending: bool,
    /// CR 508.1d, 702.141a: "a token … that attacks that opponent this turn if able": the
    /// token enters untapped, not attacking, with a requirement to attack that player this
    /// turn (token copies only).
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub if_able: bool,
}
