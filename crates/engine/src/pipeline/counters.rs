//! Counters (CR 122): the one place counters are put on or removed from permanents, and
//! poison and energy counters given to or paid by players.
//!
//! Putting counters is a proposed [`CounterEvent`]: the replacement effects that apply to
//! it ("that many plus N", CR 614.1a) each apply once to the whole event (CR 614.5,
//! 616.1f), however many sources the counters came from (entering with counters is one
//! event per kind, CR 614.1c / 122.6, gathered by `entering`); then the counters are put,
//! the event is recorded and "whenever ~ gets counters", Saga chapters (CR 714.2b) and
//! "when the last counter is removed" trigger, whatever put or removed them.

use super::Seal;
use crate::state::events::EventKind;
use crate::state::effect_values::{ContinuousEffect, LayerEffect};
use crate::state::game::Game;
use mw_ir::{Ability, KeywordTrigger, Trigger};
use mw_types::{CardType, CounterKind, ObjectId, PlayerId};

/// A proposed placement of counters on a permanent.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) struct CounterEvent {
    pub object: ObjectId,
    pub kind: CounterKind,
    pub amount: u32,
    /// CR 702: the keyword of the triggered ability putting them, for replacement effects
    /// keyed on it ("if a modular triggered ability would put …").
    pub by: Option<KeywordTrigger>,
}

impl Game {
    /// CR 122.6: puts `n` counters of `kind` on `id` (after replacements); returns how
    /// many were put.
    pub(crate) fn put_counters(&mut self, id: ObjectId, kind: CounterKind, n: u32, rule: &'static str) -> u32 {
        self.put_counters_by(id, kind, n, rule, None)
    }

    /// CR 122.6: `put_counters` by a triggered ability of keyword `by` (CR 614.1a: the
    /// replacement effects that name such abilities apply too).
    pub(crate) fn put_counters_by(&mut self, id: ObjectId, kind: CounterKind, n: u32, rule: &'static str, by: Option<KeywordTrigger>) -> u32 {
        let ev = self.replace_counters(CounterEvent { object: id, kind, amount: n, by });
        if ev.amount == 0 || self.objects.get(id).is_none() {
            return 0;
        }
        let before = self.counters.get(id, kind);
        self.counters.add(id, kind, ev.amount, Seal::new());
        if let Some(k) = mw_ir::Keyword::from_counter(kind) {
            self.stamp_keyword_counter(id, k);
        }
        self.emit(rule, EventKind::CountersPut { object: id, kind, amount: ev.amount });
        if kind == CounterKind::Lore {
            self.chapters_reached(id, before, self.counters.get(id, kind));
        }
        if self.cards.has_trigger(&Trigger::SelfGetsCounters(kind)) && self.may_have(id, crate::state::game::KIND_TRIGGERED) {
            if let Some(c) = self.controller(id) {
                self.queue_triggers(id, c, &Trigger::SelfGetsCounters(kind));
            }
        }
        if self.cards.has_trigger(&Trigger::CountersPutOn { filter: Default::default(), kind }) {
            self.counters_put_watchers(id, kind, ev.amount);
        }
        ev.amount
    }

    /// CR 122.6: "whenever one or more [kind] counters are put on [a permanent of a
    /// filter]": once for the event, the permanent as its object, the number as its amount.
    fn counters_put_watchers(&mut self, id: ObjectId, kind: CounterKind, amount: u32) {
        let ev = crate::state::waiting_triggers::TriggerEvent { object: Some(id), amount, ..Default::default() };
        for (src, controller) in self.watchers() {
            self.queue_where(src, controller, ev, |g, t| matches!(t, Trigger::CountersPutOn { filter, kind: k } if *k == kind && g.object_matches(filter, id, controller, src)));
        }
    }

    /// Removes up to `n` counters of `kind` from `id` (a cost, an instruction, damage to a
    /// planeswalker, CR 120.3c, or CR 704.5q); returns how many were removed. Removing the
    /// last one triggers "when the last … counter is removed".
    pub(crate) fn remove_counters(&mut self, id: ObjectId, kind: CounterKind, n: u32, rule: &'static str) -> u32 {
        let removed = self.counters.remove(id, kind, n, Seal::new());
        if removed == 0 {
            return 0;
        }
        self.emit(rule, EventKind::CountersRemoved { object: id, kind, amount: removed });
        if self.counters.get(id, kind) == 0 {
            if let Some(k) = mw_ir::Keyword::from_counter(kind) {
                self.drop_counter_keyword(id, k);
            }
        }
        if self.counters.get(id, kind) == 0 && self.cards.has_trigger(&Trigger::LastCounterRemoved(kind)) {
            if let Some(c) = self.controller(id) {
                self.queue_triggers(id, c, &Trigger::LastCounterRemoved(kind));
            }
        }
        removed
    }

    /// A position's starting counters (scenarios, `position`): no event, nothing triggers.
    pub(crate) fn set_up_counters(&mut self, id: ObjectId, kind: CounterKind, n: u32) {
        self.counters.add(id, kind, n, Seal::new());
        if let Some(k) = mw_ir::Keyword::from_counter(kind) {
            self.stamp_keyword_counter(id, k);
        }
    }

    /// CR 122.1b, 613.7c: a keyword counter put on `id` gives its keyword in layer 6 with
    /// a new timestamp, which every counter of that kind on it shares.
    fn stamp_keyword_counter(&mut self, id: ObjectId, k: mw_ir::Keyword) {
        self.drop_counter_keyword(id, k);
        let timestamp = self.next_timestamp();
        let effect = LayerEffect::CounterKeyword(k.bit());
        self.effects.push(ContinuousEffect { timestamp, affected: id, effect, duration: mw_ir::Duration::Indefinite, until: None });
    }

    /// The keyword counters of kind `k` no longer give it from their old timestamp.
    fn drop_counter_keyword(&mut self, id: ObjectId, k: mw_ir::Keyword) {
        self.effects.retain(|e| !(e.affected == id && e.effect == LayerEffect::CounterKeyword(k.bit())));
    }

    /// CR 614.1a: the counters put when `ev.amount` would be, after "that many plus N"
    /// replacements of the controller's permanents, each applied once (CR 614.5). They
    /// commute (additions), so their order, CR 616.1e's choice, changes nothing and isn't
    /// asked.
    pub(crate) fn replace_counters(&self, mut ev: CounterEvent) -> CounterEvent {
        if ev.amount == 0 || !self.is_type(ev.object, CardType::Creature) {
            return ev;
        }
        let Some(controller) = self.controller(ev.object) else { return ev };
        for &src in &self.battlefield {
            if self.objects.get(src).is_none_or(|s| s.controller != controller) {
                continue;
            }
            for (_, _, a) in self.abilities(src) {
                if let Ability::MoreCounters { kind, plus, by } = a {
                    if *kind == ev.kind && by.is_none_or(|k| ev.by == Some(k)) {
                        ev.amount = ev.amount.saturating_add(*plus);
                    }
                }
            }
        }
        ev
    }

    /// CR 122.1f / 104.3d: `p` gets `n` poison counters.
    pub(crate) fn give_poison(&mut self, p: PlayerId, n: u32, rule: &'static str) {
        if n == 0 {
            return;
        }
        let pl = &mut self.players[p.index()];
        pl.set_poison(pl.poison().saturating_add(n), Seal::new());
        self.emit(rule, EventKind::PoisonCountersGiven { player: p, amount: n });
    }

    /// CR 107.14: `p` gets `n` energy counters.
    pub(crate) fn give_energy(&mut self, p: PlayerId, n: u32) {
        let pl = &mut self.players[p.index()];
        pl.set_energy(pl.energy().saturating_add(n), Seal::new());
    }

    /// CR 107.14: `p` pays `n` energy; false (nothing paid) when they have less.
    pub(crate) fn pay_energy(&mut self, p: PlayerId, n: u32) -> bool {
        let pl = &mut self.players[p.index()];
        let Some(left) = pl.energy().checked_sub(n) else { return false };
        pl.set_energy(left, Seal::new());
        true
    }
}
