//! Triggers on becoming a target (CR 603.2, 115.1): a spell or ability becomes cast or
//! activated with its targets, and each object and player it targets becomes its target
//! once (CR 603.2c: each one an occurrence of the event). The object's own
//! `Trigger::SelfTargeted` ("whenever ~ becomes the target of a spell you control for the
//! first time each turn"), the Auras' and Equipment's attached to it ("when enchanted
//! creature becomes the target of a spell or ability", with it as "that creature"), and
//! the watchers' `Trigger::BecomesTargetOf` ("whenever a creature you control becomes the
//! target of an instant or sorcery spell", with it as "that creature"). "That spell or
//! ability" is the stack item (`TriggerEvent::about`).

use crate::state::events::Target;
use crate::state::game::Game;
use crate::state::stack_items::StackItem;
use crate::state::waiting_triggers::TriggerEvent;
use crate::state::zones::Zone;
use mw_ir::trigger::WATCH_TARGET;
use mw_ir::{Controller, ObjectFilter, Trigger};
use mw_types::{ObjectId, PlayerId};

/// Whether a spell or ability controlled by `by_player` is `by`'s, relative to the
/// trigger's controller.
fn by_ok(by: Controller, by_player: PlayerId, controller: PlayerId) -> bool {
    match by {
        Controller::NotYou | Controller::Defending => by_player != controller,
        Controller::You => by_player == controller,
        Controller::Any | Controller::Player { .. } => true,
    }
}

impl Game {
    /// Whether `item` is the spell or ability a targeting trigger waits for: `by`'s, and
    /// a spell passing `spells` when it names spells.
    fn targeter_ok(&self, item: &StackItem, by: Controller, spells: Option<&ObjectFilter>, controller: PlayerId, src: ObjectId) -> bool {
        let spell_ok = match (spells, item.spell_object()) {
            (None, _) => true,
            (Some(f), Some(s)) => self.object_matches(f, s, controller, src),
            (Some(_), None) => false,
        };
        by_ok(by, item.controller, controller) && spell_ok
    }

    /// CR 603.2: `id` (controlled by `controller`) became the target of `item`: its own
    /// `SelfTargeted` triggers and those of the permanents attached to it; then the
    /// targeting is recorded for "the first time each turn".
    pub(crate) fn targeted_event(&mut self, id: ObjectId, controller: PlayerId, item: &StackItem) {
        let earlier: Vec<PlayerId> = self.history.targeted.iter().filter(|(o, _)| *o == id).map(|(_, p)| *p).collect();
        let accepts = |g: &Game, t: &Trigger, ctl: PlayerId, src: ObjectId| match t {
            Trigger::SelfTargeted { by, spells, first } => {
                g.targeter_ok(item, *by, spells.as_ref(), ctl, src) && !(*first && earlier.iter().any(|&p| by_ok(*by, p, ctl)))
            }
            _ => false,
        };
        // "that spell": the spell as the event's object too.
        let ev = TriggerEvent { about: Some(item.id), object: item.spell_object(), ..Default::default() };
        self.queue_where(id, controller, ev, |g, t| accepts(g, t, controller, id));
        if self.cards.has_attached_triggers() {
            let attached = self.attached_with_controllers(id);
            let ev = TriggerEvent { about: Some(item.id), object: Some(id), ..Default::default() };
            for (src, ctl) in attached {
                self.queue_where(src, ctl, ev, |g, t| matches!(t, Trigger::Attached(inner) if accepts(g, inner, ctl, src)));
            }
        }
        self.history.targeted.push((id, item.controller));
    }

    /// CR 603.2, 115.1: "whenever you or a permanent you control becomes the target of a
    /// spell or ability an opponent controls": once for each watching ability and each
    /// player or permanent `item` targets that counts, as the spell or ability becomes
    /// cast or activated; "that creature" is the permanent, "that spell or ability" the
    /// item.
    pub(crate) fn becomes_target_watchers(&mut self, item: &StackItem) {
        if !self.cards.watches(WATCH_TARGET) {
            return;
        }
        let mut aimed: smallvec::SmallVec<[Target; 2]> = smallvec::SmallVec::new();
        for t in &item.targets {
            if !aimed.contains(t) {
                aimed.push(*t);
            }
        }
        for (src, controller) in self.watchers() {
            for &t in &aimed {
                let object = match t {
                    Target::Object(id) => Some(id),
                    Target::Player(_) => None,
                };
                let ev = TriggerEvent { about: Some(item.id), object, ..Default::default() };
                self.queue_where(src, controller, ev, |g, tr| match tr {
                    Trigger::BecomesTargetOf { you, permanents, by, spells } => {
                        let who = match t {
                            Target::Player(p) => *you && p == controller,
                            Target::Object(id) => permanents.as_ref().is_some_and(|f| {
                                g.objects.get(id).is_some_and(|o| o.zone == Zone::Battlefield) && g.object_matches(f, id, controller, src)
                            }),
                        };
                        who && g.targeter_ok(item, *by, spells.as_ref(), controller, src)
                    }
                    _ => false,
                });
            }
        }
    }
}
