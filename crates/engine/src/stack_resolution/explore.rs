//! Explore (CR 701.44): reveal the top card; a land goes to hand, otherwise a +1/+1
//! counter and the choice to leave the card on top or put it into the graveyard. The
//! permanent explores even if parts are impossible (701.44b), and even after it left the
//! battlefield, through last known information (701.44c).

use crate::state::decisions::Answer;
use crate::state::events::EventKind;
use crate::state::game::{Game, Pending};
use crate::stack_resolution::resolution::Wait;
use crate::state::zones::Zone;
use mw_ir::Trigger;
use mw_types::{CardType, CounterKind, ObjectId, PlayerId};

impl Game {
    /// Runs `times` explores of `explorer`; returns a question when one needs a choice
    /// (the rest continue after the answer).
    pub(crate) fn explore_run(&mut self, explorer: ObjectId, times: u32) -> Option<(Wait, Pending)> {
        for k in 0..times {
            let lki = self.objects.last_known(explorer).copied()?;
            let player = lki.controller;
            let Some(&top) = self.players[player.index()].library.first() else {
                // CR 701.44b: nothing revealed; the counter still goes on.
                self.explore_counter(explorer);
                self.explored(explorer, player);
                continue;
            };
            self.emit("701.44a", EventKind::Revealed { player, card: top });
            let is_land = self.objects.get(top).is_some_and(|o| self.cards.get(o.card).has_type(CardType::Land));
            if is_land {
                self.move_object(top, Zone::Hand, "701.44a");
                self.explored(explorer, player);
                continue;
            }
            self.explore_counter(explorer);
            let wait = Wait::Explore { player, explorer, card: top, remaining: times - k - 1 };
            return Some((wait, Pending::Resolution { player }));
        }
        None
    }

    /// CR 614.1a: "instead it explores, then it explores again": each such ability of the
    /// explorer's controller doubles every explore of a creature (each applies once to
    /// the event and to the explores replacing it, CR 614.5), saturating.
    pub(crate) fn explores_after_replacements(&self, explorer: ObjectId, n: u32) -> u32 {
        let Some(lki) = self.objects.last_known(explorer).copied() else { return n };
        if !self.is_type(explorer, CardType::Creature) {
            return n;
        }
        let mut total = n;
        for &src in &self.battlefield {
            if self.objects.get(src).is_none_or(|s| s.controller != lki.controller) {
                continue;
            }
            let twice = self.abilities(src).filter(|(_, _, a)| matches!(a, mw_ir::Ability::CreaturesExploreTwice)).count();
            for _ in 0..twice {
                total = total.saturating_mul(2);
            }
        }
        total.min(1_000)
    }

    /// CR 701.44a/c: the counter, only on the same object still on the battlefield.
    fn explore_counter(&mut self, explorer: ObjectId) {
        if self.objects.get(explorer).is_some_and(|o| o.zone == Zone::Battlefield) {
            self.counters.add(explorer, CounterKind::PlusOne, 1);
            self.emit("701.44a", EventKind::CountersPut { object: explorer, kind: CounterKind::PlusOne, amount: 1 });
        }
    }

    /// CR 701.44b: it explored; "whenever a creature you control explores" triggers,
    /// judged by what the explorer was (last known information, 701.44c).
    fn explored(&mut self, explorer: ObjectId, controller: PlayerId) {
        self.emit("701.44b", EventKind::Explored { object: explorer });
        let was_creature = self.is_type(explorer, CardType::Creature);
        if !was_creature {
            return;
        }
        for i in 0..self.battlefield.len() {
            let id = self.battlefield[i];
            let Some(o) = self.objects.get(id) else { continue };
            if o.controller != controller {
                continue;
            }
            self.queue_triggers(id, controller, &Trigger::CreatureYouControlExplores);
        }
    }

    /// The answer to "leave it on top or put it into your graveyard?".
    pub(crate) fn finish_explore(&mut self, wait: &Wait, answer: Answer) -> Option<(Wait, Pending)> {
        let Wait::Explore { player, explorer, card, remaining } = *wait else { return None };
        if answer == Answer::ToGraveyard {
            self.move_object(card, Zone::Graveyard, "701.44a");
        }
        self.explored(explorer, player);
        self.explore_run(explorer, remaining)
    }
}
