//! Delayed triggered abilities (CR 603.7): created by a resolving spell or ability ("draw a
//! card at the beginning of the next turn's upkeep"), they trigger once, when their moment
//! comes, and are then gone. The ability is the `Effect::Delayed` instruction itself,
//! named by the ability that holds it and its position there (`delayed_ref`).

use crate::state::game::Game;
use crate::state::waiting_triggers::DelayedTrigger;
use crate::stack_resolution::stack::PendingTrigger;
use mw_ir::DelayedWhen;
use mw_types::ObjectId;

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
}
