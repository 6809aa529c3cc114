//! Copy effects (CR 707) and layer 1 (CR 613.2). An object's copiable values are a card
//! definition plus the abilities copy exceptions added (CR 707.9a); copy effects are
//! continuous effects whose value is fixed when they begin (CR 707.2c) and the last one
//! applied wins (CR 613.7, timestamp order within layer 1).

use crate::abilities::{AbilityRef, Extras};
use crate::characteristics::LayerEffect;
use crate::events::EventKind;
use crate::game::Game;
use mw_ir::Duration;
use mw_types::{CardId, ObjectId};
use serde::{Deserialize, Serialize};

/// CR 707.2: the copiable values of an object.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Copiable {
    pub card: CardId,
    /// CR 707.9a: abilities a copy effect added; they are copied on.
    pub extra: Extras,
    /// CR 707.9b: card types a copy effect added ("except it's an artifact").
    pub extra_types: crate::characteristics::TypeSet,
}

impl Copiable {
    pub fn printed(card: CardId) -> Copiable {
        Copiable { card, extra: Extras::default(), extra_types: Default::default() }
    }
}

impl Game {
    /// CR 707.2 / 707.3: the copiable values of `id` now: as printed, as modified by copy
    /// effects in timestamp order (status, counters and other effects are not included).
    pub fn copiable(&self, id: ObjectId) -> Copiable {
        let Some(o) = self.objects.last_known(id) else { return Copiable::printed(CardId(0)) };
        let mut v = Copiable::printed(o.card);
        if !self.has_copies || o.zone != crate::zones::Zone::Battlefield {
            return v;
        }
        if let Some(v) = self.kept_copiable(id) {
            return v;
        }
        for e in self.effects.iter().filter(|e| e.affected == id) {
            if let LayerEffect::Copy(c) = e.effect {
                v = c;
            }
        }
        self.keep_copiable(id, v);
        v
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
        self.add_effect(id, LayerEffect::Copy(v), Duration::Indefinite);
        self.emit("707.2", EventKind::BecameCopy { object: id, of: v.card });
    }
}
