//! Copy effects (CR 707) and layer 1 (CR 613.2). An object's copiable values are a card
//! definition plus the abilities copy exceptions added (CR 707.9a); copy effects are
//! continuous effects whose value is fixed when they begin (CR 707.2c) and the last one
//! applied wins (CR 613.7, timestamp order within layer 1). They are kept apart from the
//! other continuous effects, sorted by the object they affect, so that finding an
//! object's copiable values is a binary search however many copies exist.

pub use crate::state::effect_values::{Copiable, CopyEffect};
use crate::continuous_effects::abilities::AbilityRef;
use crate::state::events::EventKind;
use crate::state::game::Game;
use mw_types::{CardId, ObjectId};

impl Game {
    /// CR 707.2 / 707.3: the copiable values of `id` now: as printed, as modified by copy
    /// effects in timestamp order (status, counters and other effects are not included).
    pub fn copiable(&self, id: ObjectId) -> Copiable {
        let Some(o) = self.objects.last_known(id) else { return Copiable::printed(CardId(0)) };
        let mut v = Copiable::printed(o.card);
        if self.copy_effects.is_empty() || o.zone != crate::state::zones::Zone::Battlefield {
            return v;
        }
        // Sorted by object, then timestamp: the last entry for `id` is the one that wins.
        let list = &self.copy_effects;
        let end = list.partition_point(|e| (e.affected.slot, e.affected.generation) <= (id.slot, id.generation));
        if let Some(e) = end.checked_sub(1).map(|i| &list[i]).filter(|e| e.affected == id) {
            v = e.value;
        }
        v
    }

    /// Whether any copy effect exists (then layer 1 is more than the printed card).
    #[inline]
    pub(crate) fn has_copies(&self) -> bool {
        !self.copy_effects.is_empty()
    }

    /// CR 707.4: `id` becomes a copy of `of` (its copiable values now), with `keep` added
    /// as an exception (CR 707.9a). No enters or leaves abilities trigger.
    pub(crate) fn become_copy(&mut self, id: ObjectId, of: ObjectId, keep: Option<AbilityRef>) {
        let mut v = self.copiable(of);
        if let Some(r) = keep {
            v.extra.push(r);
        }
        self.start_copy_effect(id, v);
    }

    /// Adds the layer-1 effect that makes `id` have the copiable values `v`.
    pub(crate) fn start_copy_effect(&mut self, id: ObjectId, v: Copiable) {
        let effect = CopyEffect { affected: id, timestamp: self.next_timestamp(), value: v };
        let at = self.copy_effects.partition_point(|e| e.key() <= effect.key());
        self.copy_effects.insert(at, effect);
        self.layout_changed();
        self.grant_sources += self.cards.grants(v.card) as u32;
        self.emit("707.2", EventKind::BecameCopy { object: id, of: v.card });
    }
}

impl Game {
    /// Drops the copy effects of objects that no longer exist; returns whether any went.
    pub(crate) fn drop_gone_copy_effects(&mut self) -> bool {
        let before = self.copy_effects.len();
        let (objects, cards) = (&self.objects, &self.cards);
        let mut granting = 0;
        self.copy_effects.retain(|e| {
            let keep = objects.get(e.affected).is_some();
            granting += (!keep && cards.grants(e.value.card)) as u32;
            keep
        });
        self.grant_sources = self.grant_sources.saturating_sub(granting);
        let dropped = before != self.copy_effects.len();
        if dropped {
            self.layout_changed();
        }
        dropped
    }
}
