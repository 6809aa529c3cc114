//! Sagas (CR 714) and counters put on permanents (CR 122.6): a lore counter as a Saga
//! enters and as its controller's precombat main phase begins, chapter abilities
//! triggering as lore counters reach their numbers, and the state-based sacrifice after
//! the final chapter.

use crate::state::game::Game;
use crate::state::stack_items::StackKind;
use mw_ir::{Ability, Trigger};
use mw_types::{CounterKind, ObjectId};

impl Game {
    /// CR 714.2b: each chapter N with `before < N <= after` triggers.
    pub(crate) fn chapters_reached(&mut self, id: ObjectId, before: u32, after: u32) {
        let Some(controller) = self.controller(id) else { return };
        let last = self.final_chapter(id);
        for n in (before + 1)..=after.min(last) {
            self.queue_triggers(id, controller, &Trigger::Chapter(n as u8));
        }
    }

    /// CR 714.2d: the greatest chapter number among the permanent's abilities (0 if none).
    pub(crate) fn final_chapter(&self, id: ObjectId) -> u32 {
        self.abilities(id)
            .filter_map(|(_, _, a)| match a {
                Ability::Triggered(t) => match t.trigger {
                    Trigger::Chapter(n) => Some(u32::from(n)),
                    _ => None,
                },
                _ => None,
            })
            .max()
            .unwrap_or(0)
    }

    /// CR 714.3b: as the precombat main phase begins, a lore counter on each Saga with
    /// chapter abilities the active player controls.
    pub(crate) fn lore_at_precombat_main(&mut self) {
        let active = self.turn.active;
        let sagas: Vec<ObjectId> = self
            .battlefield
            .iter()
            .copied()
            .filter(|&id| self.objects.get(id).is_some_and(|o| o.controller == active) && self.is_saga(id))
            .filter(|&id| self.final_chapter(id) > 0)
            .collect();
        for id in sagas {
            self.put_counters(id, CounterKind::Lore, 1, "714.3b");
        }
    }

    pub(crate) fn is_saga(&self, id: ObjectId) -> bool {
        self.face(id).is_some_and(|f| self.cards.subtypes(f).contains(&mw_types::Subtype::SAGA))
    }

    /// CR 714.4: a Saga with chapter abilities, at or past its final chapter, none of
    /// whose chapter abilities is waiting or on the stack.
    pub(crate) fn saga_finished(&self, id: ObjectId) -> bool {
        let last = self.final_chapter(id);
        if last == 0 || self.counters.get(id, CounterKind::Lore) < last {
            return false;
        }
        let is_chapter = |card, ability: u16| {
            matches!(self.cards.get(card).ability(ability), Some(Ability::Triggered(t)) if matches!(t.trigger, Trigger::Chapter(_)))
        };
        let waiting = self.pending_triggers.iter().any(|t| t.source == id && is_chapter(t.card, t.ability));
        let on_stack = self.stack.iter().any(|item| match item.kind {
            StackKind::Ability { source, card, ability } => source == id && is_chapter(card, ability),
            StackKind::Spell { .. } => false,
        });
        !waiting && !on_stack
    }
}
