//! Destroying a permanent (CR 701.8): indestructible permanents aren't destroyed
//! (CR 702.12b); a regeneration shield (CR 701.19a) or an Aura with umbra armor (CR
//! 702.89a) replaces the destruction: the pipeline (`pipeline::destruction_replacement`)
//! chooses among them with the move's own replacement effects, in the order the
//! controller chose (CR 616.1), and this does what the chosen one says.

use crate::state::events::EventKind;
use crate::state::game::Game;
use crate::state::zones::Zone;
use crate::pipeline::destruction_replacement::Instead;
use crate::pipeline::move_batch::Destroy;
use mw_ir::Keyword;
use mw_types::{CounterKind, ObjectId};

impl Game {
    /// CR 701.8: destroys `id` unless indestructible; its destruction replacements
    /// (a regeneration shield unless `may_regenerate` is false, "can't be regenerated";
    /// umbra armor) and its move's are applied by the pipeline in the order its
    /// controller chose (CR 616.1); this does what a destruction replacement says.
    pub(crate) fn destroy_with(&mut self, id: ObjectId, rule: &'static str, how: Destroy) {
        if !self.destroyable(id) {
            return;
        }
        match self.destroy_through_pipeline(id, rule, how) {
            None => {}
            Some(Instead::UmbraArmor(aura)) => {
                // CR 702.89a: remove all damage from it and destroy the Aura instead.
                self.remove_all_damage(id);
                self.destroy_with(aura, "702.89a", Destroy::EFFECT);
            }
            // CR 122.1c: a shield counter is removed instead.
            Some(Instead::Shield) => {
                self.remove_counters(id, CounterKind::SHIELD, 1, "122.1c");
            }
            Some(Instead::Regenerate) => {
                // CR 701.19a: instead, tap it (it becomes tapped: "whenever ~ becomes
                // tapped" triggers), remove all damage, remove it from combat.
                self.tap(id, "701.19a");
                self.remove_all_damage(id);
                self.remove_from_combat(id);
                self.emit("701.19a", EventKind::Regenerated { object: id });
            }
        }
    }

    /// CR 701.8, 702.12b: whether `id` is a permanent that destroying would concern (on
    /// the battlefield, not indestructible).
    pub(crate) fn destroyable(&self, id: ObjectId) -> bool {
        self.objects.get(id).is_some_and(|o| o.zone == Zone::Battlefield) && !self.has_keyword(id, Keyword::Indestructible)
    }
}
