//! Restrictions naming whom a creature may attack or which attackers it may block (CR
//! 508.1c, 509.1b): static abilities of permanents ("creatures can't attack you", "~
//! can't block creatures with power 2 or greater", `Ability::Restriction`) and resolved
//! effects ("target creature can't block ~ this turn", `LayerEffect::Restricted`).
//! They are their sources' effects, checked as attackers and blockers are declared.
//! Attack costs ("can't attack you unless their controller pays {2} for each …", CR
//! 508.1h) are counted here too (`attack_tax`) and paid by `combat`.

use crate::state::effect_values::{LayerEffect, TimedRestriction};
use crate::state::events::Target;
use crate::state::game::Game;
use mw_ir::{Ability, AttackTax, Restriction, StaticRestriction};
use mw_types::{CardType, ObjectId, PlayerId};

impl Game {
    /// Whether a game might hold any such restriction now (a quick test first).
    pub(crate) fn any_restrictions(&self) -> bool {
        self.cards.has_restrictions() || self.effects.iter().any(|e| matches!(e.effect, LayerEffect::Restricted { .. }))
    }

    /// CR 508.1c: whether a restriction forbids `attacker` attacking `target` (a player
    /// or a planeswalker).
    pub(crate) fn attack_restricted(&self, attacker: ObjectId, target: Target) -> bool {
        if !self.any_restrictions() {
            return false;
        }
        let defender = match target {
            Target::Player(p) => Some(p),
            Target::Object(_) => None,
        };
        let walker_of = match target {
            Target::Object(pw) => self.characteristics(pw).filter(|c| c.is(CardType::Planeswalker)).map(|c| c.controller),
            Target::Player(_) => None,
        };
        let forbids = |r: Restriction, player: PlayerId| match r {
            Restriction::CantAttack => true,
            Restriction::CantAttackYou { planeswalkers } => defender == Some(player) || (planeswalkers && walker_of == Some(player)),
            Restriction::CantBlock(_) | Restriction::CantBlockSource | Restriction::AttackTax { .. } => false,
        };
        self.timed_restrictions(attacker).any(|(_, player, r)| match r {
            TimedRestriction::CantAttackYou { planeswalkers } => forbids(Restriction::CantAttackYou { planeswalkers }, player),
            TimedRestriction::CantBlockSource => false,
        }) || self.static_restrictions(attacker, |_, player, r| forbids(r.restriction, player))
    }

    /// CR 508.1h: the generic mana attacking `target` with `attacker` costs its controller:
    /// each attack cost that applies to it of a permanent whose controller (or whose
    /// planeswalker, when the cost names planeswalkers) it would attack.
    pub(crate) fn attack_tax(&self, attacker: ObjectId, target: Target) -> u32 {
        if !self.cards.has_attack_tax() {
            return 0;
        }
        let (player_of, walker_of) = match target {
            Target::Player(p) => (Some(p), None),
            Target::Object(pw) => (None, self.characteristics(pw).filter(|c| c.is(CardType::Planeswalker)).map(|c| c.controller)),
        };
        let Some(c) = self.characteristics(attacker) else { return 0 };
        let mut total = 0u32;
        for &src in &self.battlefield {
            let Some(player) = self.controller(src) else { continue };
            for (_, _, ab) in self.abilities(src) {
                let Ability::Restriction(r) = ab else { continue };
                let Restriction::AttackTax { planeswalkers, each } = r.restriction else { continue };
                let taxed = player_of == Some(player) || (planeswalkers && walker_of == Some(player));
                if taxed && self.restriction_applies(r, src, attacker, &c) {
                    total += match each {
                        AttackTax::Generic(n) => u32::from(n),
                        AttackTax::Counted(n) => self.static_count(n, src).max(0) as u32,
                    };
                }
            }
        }
        total
    }

    /// CR 509.1b: whether a restriction forbids `blocker` blocking `attacker`.
    pub(crate) fn block_restricted(&self, blocker: ObjectId, attacker: ObjectId) -> bool {
        if !self.any_restrictions() {
            return false;
        }
        let Some(a) = self.characteristics(attacker) else { return false };
        let forbids = |r: Restriction, source: ObjectId, player: PlayerId| match r {
            Restriction::CantBlock(f) => self.filter_accepts(&f, attacker, &a, player, source),
            Restriction::CantBlockSource => attacker == source,
            Restriction::CantAttack | Restriction::CantAttackYou { .. } | Restriction::AttackTax { .. } => false,
        };
        self.timed_restrictions(blocker).any(|(by, _, r)| r == TimedRestriction::CantBlockSource && attacker == by)
            || self.static_restrictions(blocker, |source, player, r| forbids(r.restriction, source, player))
    }

    /// The restrictions resolved effects put on `id`: the object that made each, its
    /// controller, and what it forbids.
    fn timed_restrictions(&self, id: ObjectId) -> impl Iterator<Item = (ObjectId, PlayerId, TimedRestriction)> + '_ {
        self.effects.iter().filter(move |e| e.affected == id).filter_map(|e| match e.effect {
            LayerEffect::Restricted { by, player, what } => Some((by, player, what)),
            _ => None,
        })
    }

    /// Whether a static restriction of a permanent on the battlefield that applies to `id`
    /// now (CR 611.3a) passes `test` (given its source and the source's controller).
    fn static_restrictions(&self, id: ObjectId, test: impl Fn(ObjectId, PlayerId, &StaticRestriction) -> bool) -> bool {
        if !self.cards.has_restrictions() {
            return false;
        }
        let Some(c) = self.characteristics(id) else { return false };
        self.battlefield.iter().any(|&src| {
            let Some(player) = self.controller(src) else { return false };
            self.abilities(src).any(|(_, _, ab)| match ab {
                Ability::Restriction(r) => {
                    self.restriction_applies(r, src, id, &c) && test(src, player, r)
                }
                _ => false,
            })
        })
    }

    /// CR 611.3a: whether a static restriction applies to `id` now: its subject, the
    /// power it names, its "as long as".
    fn restriction_applies(&self, r: &StaticRestriction, src: ObjectId, id: ObjectId, c: &crate::continuous_effects::characteristics::Characteristics) -> bool {
        self.static_applies(&r.affected, src, id, c)
            && r.power.is_none_or(|(rel, n)| rel.holds(c.power, self.static_count(n, src)))
            && r.condition.is_none_or(|k| self.static_condition_holds(k, src))
    }
}
