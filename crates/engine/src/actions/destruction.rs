//! Destroying a permanent (CR 701.8): indestructible permanents aren't destroyed
//! (CR 702.12b); a regeneration shield (CR 701.19a) or an Aura with umbra armor (CR
//! 702.89a) replaces the destruction.

use crate::state::events::EventKind;
use crate::state::game::Game;
use crate::state::zones::Zone;
use mw_ir::Keyword;
use mw_types::ObjectId;

impl Game {
    /// CR 701.8: destroy moves a permanent to its owner's graveyard; indestructible
    /// permanents are not destroyed (CR 702.12b).
    pub(crate) fn destroy(&mut self, id: ObjectId, rule: &'static str) {
        self.destroy_with(id, rule, true);
    }

    /// CR 701.8: destroys `id` unless indestructible; a regeneration shield replaces the
    /// destruction unless `may_regenerate` is false ("can't be regenerated").
    pub(crate) fn destroy_with(&mut self, id: ObjectId, rule: &'static str, may_regenerate: bool) {
        if self.objects.get(id).is_none_or(|o| o.zone != Zone::Battlefield) {
            return;
        }
        if self.has_keyword(id, Keyword::Indestructible) {
            return;
        }
        // CR 702.89a: umbra armor. FIXME CR 616.1: with a regeneration shield as well, the
        // creature's controller would choose which applies; umbra armor goes first here.
        if let Some(aura) = self.umbra_armor(id) {
            self.remove_all_damage(id);
            self.destroy_with(aura, "702.89a", true);
            return;
        }
        if may_regenerate {
            if let Some(i) = self.replacement.regeneration_shields.iter().position(|s| *s == id) {
                // CR 701.19a: instead, tap it, remove all damage, remove it from combat.
                self.replacement.regeneration_shields.remove(i);
                // CR 701.19a: it becomes tapped ("whenever ~ becomes tapped" triggers).
                self.tap(id, "701.19a");
                self.remove_all_damage(id);
                self.remove_from_combat(id);
                self.emit("701.19a", EventKind::Regenerated { object: id });
                return;
            }
        }
        self.emit(rule, EventKind::Destroyed { object: id });
        self.move_object(id, Zone::Graveyard, rule);
    }

    /// CR 702.89a: an Aura with umbra armor attached to `id`.
    fn umbra_armor(&self, id: ObjectId) -> Option<ObjectId> {
        self.battlefield.iter().copied().find(|&a| {
            self.objects.get(a).is_some_and(|o| o.attached_to == Some(id)) && self.abilities(a).any(|(_, _, ab)| matches!(ab, mw_ir::Ability::UmbraArmor))
        })
    }

    /// Whether destroying `id` would move it to its owner's graveyard (nothing replaces
    /// the destruction itself), so the move's own replacement effects may be asked about
    /// first (CR 616.1).
    pub(crate) fn destruction_moves(&self, id: ObjectId, may_regenerate: bool) -> bool {
        self.objects.get(id).is_some_and(|o| o.zone == Zone::Battlefield)
            && !self.has_keyword(id, Keyword::Indestructible)
            && self.umbra_armor(id).is_none()
            && !(may_regenerate && self.replacement.regeneration_shields.contains(&id))
    }
}
