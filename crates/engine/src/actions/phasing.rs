//! Phasing (CR 702.26): a permanent that phases out leaves `Game::battlefield` (so the
//! game treats it as though it doesn't exist) but stays in its zone, with its counters
//! and status; it phases in during the untap step of the player it phased out under,
//! with what phased out attached to it. Neither is a zone change: nothing triggers.

use crate::state::game::Game;
use crate::state::zones::Zone;
use mw_types::{ObjectId, PlayerId};

impl Game {
    /// CR 702.26b: `id` phases out, and what is attached to it with it, indirectly (CR
    /// 702.26g); each is removed from combat.
    pub(crate) fn phase_out(&mut self, id: ObjectId) {
        let Some(o) = self.objects.get(id).copied() else { return };
        if o.zone != Zone::Battlefield || !self.battlefield.contains(&id) {
            return;
        }
        let attached: smallvec::SmallVec<[ObjectId; 2]> =
            self.battlefield.iter().copied().filter(|&a| self.objects.get(a).is_some_and(|x| x.attached_to == Some(id))).collect();
        self.phase_one_out(id, o.controller, false);
        for a in attached {
            let controller = self.objects.get(a).map_or(o.controller, |x| x.controller);
            self.phase_one_out(a, controller, true);
        }
        self.emit("702.26b", crate::state::events::EventKind::PhasedOut { object: id });
    }

    fn phase_one_out(&mut self, id: ObjectId, controller: PlayerId, indirectly: bool) {
        self.battlefield.retain(|x| *x != id);
        self.remove_from_combat(id);
        if let Some(card) = self.objects.get(id).map(|o| o.card) {
            self.track_statics(card, false);
        }
        self.phased_out.push((id, controller, indirectly));
    }

    /// CR 702.26a / 702.26c: the permanents that phased out under `player`'s control phase
    /// in, with those that phased out indirectly with them (CR 702.26g), as `player`'s
    /// untap step begins.
    pub(crate) fn phase_in_for(&mut self, player: PlayerId) {
        if self.phased_out.is_empty() {
            return;
        }
        let direct: smallvec::SmallVec<[ObjectId; 2]> = self.phased_out.iter().filter(|(_, p, ind)| *p == player && !ind).map(|(id, _, _)| *id).collect();
        for id in direct {
            let attached: smallvec::SmallVec<[ObjectId; 2]> =
                self.phased_out.iter().filter(|(a, _, ind)| *ind && self.objects.get(*a).is_some_and(|x| x.attached_to == Some(id))).map(|(a, _, _)| *a).collect();
            for x in std::iter::once(id).chain(attached) {
                self.phased_out.retain(|(a, _, _)| *a != x);
                if let Some(card) = self.objects.get(x).map(|o| o.card) {
                    self.battlefield.push(x);
                    self.track_statics(card, true);
                }
            }
            self.emit("702.26c", crate::state::events::EventKind::PhasedIn { object: id });
        }
    }

    /// CR 702.26b: whether `id` is a phased-out permanent.
    pub fn is_phased_out(&self, id: ObjectId) -> bool {
        !self.phased_out.is_empty() && self.phased_out.iter().any(|(a, _, _)| *a == id)
    }
}
