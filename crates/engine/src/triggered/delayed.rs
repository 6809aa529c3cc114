//! Delayed triggered abilities (CR 603.7): created by a resolving spell or ability ("draw a
//! card at the beginning of the next turn's upkeep"), they trigger once, when their moment
//! comes, and are then gone. The ability is the `Effect::Delayed` instruction itself,
//! named by the ability that holds it and its position there (`delayed_ref`). Those
//! waiting for a spell ("when you next cast an instant or sorcery spell this turn")
//! trigger as their controller casts the first matching one.

use crate::state::game::Game;
use crate::state::waiting_triggers::DelayedTrigger;
use crate::stack_resolution::stack::PendingTrigger;
use mw_ir::DelayedWhen;
use mw_types::{ObjectId, PlayerId};
use smallvec::SmallVec;

impl Game {
    /// Whether this instruction is a delayed trigger (itself, or under "if you do"):
    /// `Some(Some((when, about)))` to create it now, `Some(None)` when its "if you do"
    /// doesn't hold (nothing is created).
    pub(crate) fn delayed_here(&self, e: &mw_ir::Effect) -> Option<Option<(DelayedWhen, Option<mw_ir::Subject>)>> {
        match e {
            mw_ir::Effect::Delayed { when, about, .. } => Some(Some((*when, *about))),
            mw_ir::Effect::IfYouDo { done, effect } => match effect.as_ref() {
                mw_ir::Effect::Delayed { when, about, .. } => {
                    let declined = self.resolving.as_ref().is_some_and(|r| r.declined);
                    Some((declined != *done).then_some((*when, *about)))
                }
                _ => None,
            },
            _ => None,
        }
    }

    /// CR 603.12: whether this instruction is a reflexive trigger (itself, or under "if
    /// you do"): `Some(Some(about))` to trigger it now, `Some(None)` when its "if you do"
    /// doesn't hold (it doesn't trigger).
    pub(crate) fn reflexive_here(&self, e: &mw_ir::Effect) -> Option<Option<Option<mw_ir::Subject>>> {
        match e {
            mw_ir::Effect::Reflexive { about, .. } => Some(Some(*about)),
            mw_ir::Effect::IfYouDo { done, effect } => match effect.as_ref() {
                mw_ir::Effect::Reflexive { about, .. } => {
                    let declined = self.resolving.as_ref().is_some_and(|r| r.declined);
                    Some((declined != *done).then_some(*about))
                }
                _ => None,
            },
            _ => None,
        }
    }

    /// CR 603.12: the reflexive ability `ability` (named by its place in the resolving
    /// one) triggers: it waits to be put on the stack the next time a player would
    /// receive priority, with the resolving ability's event, and `about`'s object (as it
    /// is now) as its event's object.
    pub(crate) fn trigger_reflexive(&mut self, ctx: &crate::stack_resolution::effects::EffectCtx, about: Option<mw_ir::Subject>, card: mw_types::CardId, ability: u16) {
        let mut event = ctx.event;
        if let Some(s) = about {
            event.object = self.current_object(s, ctx);
        }
        self.pending_triggers.push(PendingTrigger { event, controller: ctx.controller, source: ctx.source, card, ability });
    }

    /// The object a subject names now: if it has changed zones since (exiled by an
    /// earlier instruction), the new object it became (CR 400.7).
    pub(crate) fn current_object(&self, s: mw_ir::Subject, ctx: &crate::stack_resolution::effects::EffectCtx) -> Option<ObjectId> {
        let id = self.subject_of(s, ctx)?;
        let instance = self.objects.last_known(id)?.instance;
        self.find_instance(instance)
    }

    /// CR 603.7a: the resolving ability creates a delayed trigger.
    pub(crate) fn create_delayed(&mut self, d: DelayedTrigger) {
        self.delayed.push(d);
    }

    /// CR 603.7b: the delayed triggers waiting for `when` trigger now, once.
    pub(crate) fn fire_delayed(&mut self, when: DelayedWhen) {
        if self.delayed.is_empty() {
            return;
        }
        let active = self.turn.active;
        // "your next …": only in the delayed trigger's controller's turn.
        let yours = matches!(when, DelayedWhen::YourNextUpkeep | DelayedWhen::YourNextEndStep | DelayedWhen::YourNextMainPhase);
        let due = |d: &DelayedTrigger| d.when == when && (!yours || d.controller == active);
        let (now, later): (Vec<DelayedTrigger>, Vec<DelayedTrigger>) = self.delayed.iter().partition(|d| due(d));
        self.delayed = later;
        for d in now {
            let t = PendingTrigger {
                event: crate::state::waiting_triggers::TriggerEvent { object: d.object, ..Default::default() },
                controller: d.controller,
                source: d.source,
                card: d.card,
                ability: d.ability,
            };
            self.pending_triggers.push(t);
        }
    }

    /// CR 603.7a, 601.2i: `player` cast `spell`: each of their delayed triggers waiting
    /// for their next spell of a kind that this one is triggers, once (CR 603.7b), with
    /// the spell as its event's object ("copy that spell").
    pub(crate) fn fire_delayed_cast(&mut self, player: PlayerId, spell: ObjectId) {
        let waits = |d: &DelayedTrigger| matches!(d.when, DelayedWhen::NextCast { .. }) && d.controller == player;
        if !self.delayed.iter().any(waits) {
            return;
        }
        let mut i = 0;
        while i < self.delayed.len() {
            let d = self.delayed[i];
            if !(waits(&d) && self.delayed_spell_matches(&d, spell)) {
                i += 1;
                continue;
            }
            self.delayed.remove(i);
            let event = crate::state::waiting_triggers::TriggerEvent { player: Some(player), object: Some(spell), ..Default::default() };
            self.pending_triggers.push(PendingTrigger { event, controller: d.controller, source: d.source, card: d.card, ability: d.ability });
        }
    }

    /// Whether `spell` is of the kind a "when you next cast" delayed trigger waits for:
    /// the filter of its `Effect::Delayed`, found by its place in the holding ability.
    fn delayed_spell_matches(&self, d: &DelayedTrigger, spell: ObjectId) -> bool {
        match self.delayed_instruction(d) {
            Some(mw_ir::Effect::Delayed { spell: Some(filter), .. }) => self.object_matches(filter, spell, d.controller, d.source),
            _ => false,
        }
    }

    /// The `Effect::Delayed` instruction that created `d` (itself, or under "if you do"),
    /// found by its place in the holding ability.
    fn delayed_instruction(&self, d: &DelayedTrigger) -> Option<&mw_ir::Effect> {
        let (holding, at) = crate::state::waiting_triggers::split(d.ability)?;
        let effects = crate::stack_resolution::resolution::effects_of(self.cards.get(d.card), Some(holding));
        match effects.get(at as usize)? {
            mw_ir::Effect::IfYouDo { effect, .. } => Some(effect.as_ref()),
            e => Some(e),
        }
    }

    /// CR 400.7 / 603.7: whether the resolving ability is a delayed trigger about an
    /// object, waiting for a moment ("exile it at the beginning of the next end step")
    /// rather than for that object's death: once the object has left its zone, the
    /// card it became is a new object the ability doesn't follow.
    pub(crate) fn timed_about_object(&self, ctx: &crate::stack_resolution::effects::EffectCtx) -> bool {
        let Some(r) = ctx.ability else { return false };
        let Some((holding, at)) = crate::state::waiting_triggers::split(r.index) else { return false };
        let effects = crate::stack_resolution::resolution::effects_of(self.cards.get(r.card), Some(holding));
        let held = match effects.get(at as usize) {
            Some(mw_ir::Effect::IfYouDo { effect, .. }) => effect.as_ref(),
            Some(e) => e,
            None => return false,
        };
        matches!(held, mw_ir::Effect::Delayed { about: Some(_), when, .. } if !matches!(when, DelayedWhen::DiesThisTurn | DelayedWhen::EachThisTurn | DelayedWhen::NextCast { .. }))
    }

    /// CR 603.7c, 700.4: `old_id` died: the delayed triggers about it waiting for its
    /// death trigger, once, with it as it last existed as their event's object.
    pub(crate) fn fire_delayed_dies(&mut self, old_id: ObjectId) {
        let waits = |d: &DelayedTrigger| d.when == DelayedWhen::DiesThisTurn && d.object == Some(old_id);
        if !self.delayed.iter().any(waits) {
            return;
        }
        let (now, later): (Vec<DelayedTrigger>, Vec<DelayedTrigger>) = self.delayed.iter().partition(|d| waits(d));
        self.delayed = later;
        for d in now {
            let event = crate::state::waiting_triggers::TriggerEvent { object: Some(old_id), ..Default::default() };
            self.pending_triggers.push(PendingTrigger { event, controller: d.controller, source: d.source, card: d.card, ability: d.ability });
        }
    }

    /// "this turn" (CR 603.7a): delayed triggers that could only trigger this turn end
    /// with it.
    pub(crate) fn end_this_turn_delayed(&mut self) {
        self.delayed.retain(|d| !matches!(d.when, DelayedWhen::NextCast { this_turn: true } | DelayedWhen::DiesThisTurn | DelayedWhen::EachThisTurn));
    }

    /// CR 603.7b: the delayed triggers of `source` that trigger on each matching event this
    /// turn ("until end of turn, whenever …"), with the event each waits for (the
    /// `Effect::Delayed::trigger` found by its place in the holding ability).
    pub(crate) fn each_turn_triggers(&self, source: ObjectId) -> SmallVec<[(DelayedTrigger, mw_ir::Trigger); 1]> {
        let mut out = SmallVec::new();
        for d in self.delayed.iter().filter(|d| d.when == DelayedWhen::EachThisTurn && d.source == source) {
            if let Some(mw_ir::Effect::Delayed { trigger: Some(t), .. }) = self.delayed_instruction(d) {
                out.push((*d, (**t).clone()));
            }
        }
        out
    }

    /// The sources of delayed triggers that trigger on each matching event this turn,
    /// with those triggers' controllers (a source once).
    pub(crate) fn each_turn_sources(&self) -> SmallVec<[(ObjectId, PlayerId); 2]> {
        let mut out: SmallVec<[(ObjectId, PlayerId); 2]> = SmallVec::new();
        for d in self.delayed.iter().filter(|d| d.when == DelayedWhen::EachThisTurn) {
            if !out.iter().any(|(s, _)| *s == d.source) {
                out.push((d.source, d.controller));
            }
        }
        out
    }
}
