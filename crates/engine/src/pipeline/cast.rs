//! Casting spells and activating abilities (CR 601, 602): the one place either is
//! recorded and the triggered abilities looking for it are matched.
//!
//! Announcing, choosing modes and targets and paying (CR 601.2a–h, 602.2a–b) are the
//! multi-step decisions of `stack_resolution::stack` and `payment`; the card moving to
//! the stack is a zone change (`zone_change`). The events themselves — an ability put on
//! the stack as it is activated (CR 602.2a), a spell becoming cast once its costs are
//! paid (CR 601.2i) — happen here. No replacement effect of casting or activating
//! exists in the rules (CR 614.1 replaces events, and casting is restricted by "can't"
//! effects, CR 101.2, checked before an announcement is offered).

use crate::state::events::{EventKind, Target};
use crate::state::game::Game;
use mw_types::{ObjectId, PlayerId};
use smallvec::SmallVec;

impl Game {
    /// CR 601.2i: `spell` becomes cast by `player`: recorded, then "whenever you cast"
    /// (with the targets it was cast with) and its own "when you cast this spell"
    /// (storm's count: the spells cast before it this turn, CR 702.40a).
    pub(crate) fn spell_became_cast(&mut self, player: PlayerId, spell: ObjectId) {
        self.emit("601.2i", EventKind::SpellCast { player, spell });
        let earlier = self.cast_type_bits(player);
        if let Some(c) = self.characteristics(spell) {
            self.note_cast(player, c.colors, c.types.bits());
        }
        let targets: SmallVec<[Target; 2]> =
            self.stack.iter().rev().find(|s| s.spell_object() == Some(spell)).map(|s| s.targets.iter().copied().collect()).unwrap_or_default();
        self.cast_watchers(player, spell, &targets, earlier);
        self.fire_delayed_cast(player, spell);
        let before = self.players.iter().map(|p| p.cast_this_turn).sum::<u32>().saturating_sub(1);
        self.self_cast_triggers(player, spell, before);
    }

    /// CR 602.2a: `player` activates an ability of `source`; it is on the stack.
    pub(crate) fn ability_activated(&mut self, player: PlayerId, source: ObjectId) {
        self.emit("602.2a", EventKind::AbilityActivated { player, source });
    }
}
