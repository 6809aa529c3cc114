//! Replacement effects of destruction (CR 701.8, 616.1): a regeneration shield (CR
//! 701.19a) and an Aura's umbra armor (CR 702.89a) replace a permanent's destruction.
//! When several would apply with different results, the permanent's controller chooses
//! (CR 616.1e), asked like any zone-change choice (`zone_replacement::plan_zone_change`
//! collects these first, with the same `pick`, question and kept answers).
//!
//! Why first: the zone change's own effects ("exile it instead", "shuffle it into its
//! owner's library instead") leave the event a destruction, so a destruction replacement
//! still applies after any of them and replaces the whole event (CR 616.1f); choosing
//! among the destruction replacements first reaches every result 616.1's order can.
//! `actions::destruction` does what the chosen one says.

use super::replacement::{Applicable, Precedence, ReplacementId};
use super::zone_change::ZoneChange;
use super::zone_replacement::Planned;
use crate::continuous_effects::abilities::AbilityRef;
use crate::state::events::EventKind;
use crate::state::game::Game;
use crate::state::zones::Zone;
use mw_ir::Ability;
use super::move_batch::Destroy;
use mw_types::{CardId, CounterKind, ObjectId};
use smallvec::SmallVec;

/// The ability index naming a regeneration shield on the object (CR 701.19a: a shield is
/// the effect of a resolved ability, no ability of the object), below those of
/// `zone_replacement`.
const REGENERATION: u16 = u16::MAX - 3072;

/// The ability index naming the replacement effect of a permanent's shield counters
/// (CR 122.1c: the counters' effect, no ability of the object).
const SHIELD: u16 = u16::MAX - 3073;

/// What a destruction replacement does instead of the destruction.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Instead {
    /// CR 701.19a: a regeneration shield used: tap it, remove all damage from it, remove
    /// it from combat.
    Regenerate,
    /// CR 702.89a: remove all damage from it and destroy this Aura instead.
    UmbraArmor(ObjectId),
    /// CR 122.1c: remove a shield counter from it instead.
    Shield,
}

impl Game {
    /// The destruction replacements that would apply to destroying `id` now (CR 701.19a:
    /// its regeneration shields, all alike, one effect, unless `may_regenerate` is false,
    /// "can't be regenerated"; CR 702.89a: each attached Aura with umbra armor).
    pub(crate) fn destruction_replacements(&self, id: ObjectId, card: CardId, how: Destroy) -> SmallVec<[Applicable<Instead>; 2]> {
        let mut out: SmallVec<[Applicable<Instead>; 2]> = SmallVec::new();
        // CR 122.1c: shield counters make one replacement effect of destruction by an
        // effect (not by a state-based action).
        if !how.by_sba && self.counters.get(id, CounterKind::SHIELD) > 0 {
            let ability = AbilityRef { card, index: SHIELD };
            out.push(Applicable { id: ReplacementId { source: id, ability }, precedence: Precedence::Other, outcome: Instead::Shield });
        }
        if how.may_regenerate && self.replacement.regeneration_shields.contains(&id) {
            let ability = AbilityRef { card, index: REGENERATION };
            out.push(Applicable { id: ReplacementId { source: id, ability }, precedence: Precedence::Other, outcome: Instead::Regenerate });
        }
        for &a in &self.battlefield {
            if self.objects.get(a).is_none_or(|o| o.attached_to != Some(id)) {
                continue;
            }
            for (_, r, ab) in self.abilities(a) {
                if matches!(ab, Ability::UmbraArmor) {
                    out.push(Applicable { id: ReplacementId { source: a, ability: r }, precedence: Precedence::Other, outcome: Instead::UmbraArmor(a) });
                }
            }
        }
        out
    }

    /// Whether a destruction replacement could apply to destroying `id` (the fast path
    /// skips planning when none can).
    pub(crate) fn destruction_replacements_possible(&self, id: ObjectId) -> bool {
        self.replacement.regeneration_shields.contains(&id) || self.counters.get(id, CounterKind::SHIELD) > 0 || self.battlefield.iter().any(|&a| self.objects.get(a).is_some_and(|o| o.attached_to == Some(id)))
    }

    /// CR 701.8: the destruction of the permanent `id` (on the battlefield, not
    /// indestructible) through the pipeline: its replacement effects in the order its
    /// controller chose (or the first of each choice, for a move that couldn't ask).
    /// Returns what replaced it (a regeneration shield used up here), or None once the
    /// permanent was destroyed (`Destroyed` recorded, moved where the zone change's
    /// effects sent it).
    pub(crate) fn destroy_through_pipeline(&mut self, id: ObjectId, rule: &'static str, how: Destroy) -> Option<Instead> {
        let old = self.objects.get(id).copied()?;
        let ev = ZoneChange { object: id, from: Zone::Battlefield, to: Zone::Graveyard };
        let possible = self.zone_replacements_possible(Zone::Graveyard) || self.destruction_replacements_possible(id);
        let (to, shuffle) = match possible.then(|| self.replace_zone_change(ev, old.card, Some(how))) {
            Some(Planned::Destruction { instead, .. }) => {
                if instead == Instead::Regenerate {
                    if let Some(i) = self.replacement.regeneration_shields.iter().position(|s| *s == id) {
                        self.replacement.regeneration_shields.remove(i);
                    }
                }
                return Some(instead);
            }
            Some(Planned::To { to, shuffle, .. }) => (to, shuffle),
            _ => (Zone::Graveyard, false),
        };
        self.emit(rule, EventKind::Destroyed { object: id });
        self.move_planned(id, old, to, shuffle, rule);
        // CR 608.2c, 608.2h: "destroyed this way": the permanent as it last existed.
        if let Some(r) = self.resolving.as_mut() {
            r.this_way.record(mw_ir::Did::Destroyed, id);
        }
        None
    }
}
