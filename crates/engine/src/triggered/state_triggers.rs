//! State triggers (CR 603.8): "when you control no Islands, sacrifice ~" triggers when
//! the game state matches, checked whenever state-based actions are; once it has
//! triggered it doesn't again until the ability has left the stack.

use crate::state::game::Game;
use crate::stack_resolution::stack::StackKind;
use mw_ir::{Ability, Trigger};

impl Game {
    /// "Whenever one or more cards leave your graveyard": once per player for the cards
    /// that left since the last check (the batch of one event, CR 603.2c).
    pub(crate) fn graveyard_left_triggers(&mut self) {
        for p in self.player_ids().collect::<smallvec::SmallVec<[_; 4]>>() {
            let creature = std::mem::take(&mut self.players[p.index()].creature_left_graveyard);
            if std::mem::take(&mut self.players[p.index()].left_graveyard) {
                let ev = crate::state::waiting_triggers::TriggerEvent { player: Some(p), ..Default::default() };
                self.own_watchers(p, ev, Trigger::CardsLeaveYourGraveyard { creature: false });
                if creature {
                    self.own_watchers(p, ev, Trigger::CardsLeaveYourGraveyard { creature: true });
                }
            }
        }
    }

    pub(crate) fn state_triggers(&mut self) {
        if !self.cards.has_state_triggers() {
            return;
        }
        let watchers: Vec<_> = self.battlefield.iter().filter_map(|&id| self.objects.get(id).map(|o| (id, o.controller))).collect();
        for (id, controller) in watchers {
            let has = self.abilities(id).any(|(_, _, a)| matches!(a, Ability::Triggered(t) if t.trigger == Trigger::YouControlNoIslands));
            if !has || self.controls_island(controller) {
                continue;
            }
            // CR 603.8: not again while it waits or is on the stack.
            let waiting = self.pending_triggers.iter().any(|t| t.source == id)
                || self.stack.iter().any(|s| matches!(s.kind, StackKind::Ability { source, .. } if source == id));
            if !waiting {
                self.queue_triggers(id, controller, &Trigger::YouControlNoIslands);
            }
        }
    }
}
