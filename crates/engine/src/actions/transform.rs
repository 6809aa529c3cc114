//! Transforming double-faced permanents (CR 701.27, 712): turning one over keeps it the
//! same object (CR 712.18); a card returned "transformed" enters back face up; outside
//! the battlefield and the stack the card is its front face again (CR 712.8a).

use crate::actions::Arrival as Flow;
use crate::state::effect_context::EffectCtx;
use crate::actions::entering::{Entered, Entering, Then};
use crate::state::game::Game;
use crate::state::zones::Zone;
use mw_ir::FaceKind;
use mw_types::{CardId, ObjectId};

impl Game {
    /// The face a transforming double-faced card shows after turning over: the back of a
    /// front face, the front of a back face; None for any other card (CR 712.9).
    pub(crate) fn other_face(&self, card: CardId) -> Option<CardId> {
        let front = self.cards.front(card);
        match self.cards.alternate(front) {
            Some((back, FaceKind::TransformBack)) => Some(if card == front { back } else { front }),
            _ => None,
        }
    }

    /// CR 701.27a: transforms the permanent; CR 701.27f: an ability of the permanent
    /// itself does nothing if it has transformed since the ability was put on the stack.
    pub(crate) fn transform(&mut self, id: ObjectId, ctx: &EffectCtx) {
        let Some(o) = self.objects.get(id).copied().filter(|o| o.zone == Zone::Battlefield) else { return };
        let Some(face) = self.other_face(o.card) else { return };
        // CR 702.145b/e: it transforms only by its daybound or nightbound ability.
        if self.bound(id).is_some() {
            return;
        }
        if id == ctx.source && ctx.ability.is_some() {
            let item = self.resolving.as_ref().map_or(0, |r| r.item);
            if self.transformed.iter().any(|&(t, at)| t == id && at > item) {
                return;
            }
        }
        let at = self.next_timestamp();
        self.transformed.retain(|(t, _)| *t != id);
        self.transformed.push((id, at));
        self.set_face(id, face);
        self.emit("701.27a", crate::state::events::EventKind::Transformed { object: id });
        self.transformed_into(id);
    }

    /// CR 701.27e: "when this creature transforms into ~" triggers from the face it shows
    /// now.
    pub(crate) fn transformed_into(&mut self, id: ObjectId) {
        if let Some(controller) = self.objects.get(id).map(|o| o.controller) {
            self.queue_triggers(id, controller, &mw_ir::Trigger::SelfTransformsInto);
        }
    }

    /// CR 712.14: "exile ~, then return it to the battlefield transformed".
    pub(crate) fn exile_return_transformed(&mut self, under_you: bool, ctx: &EffectCtx) -> Flow {
        let Some(o) = self.objects.get(ctx.source).copied().filter(|o| o.zone == Zone::Battlefield) else { return Flow::Done };
        let exiled = self.move_object(ctx.source, Zone::Exile, "406.1");
        let Some(card) = self.objects.get(exiled).map(|e| e.card) else { return Flow::Done };
        // CR 712.14a: a card with no back face to turn to stays in exile.
        let Some(back) = self.other_face(card) else { return Flow::Done };
        let controller = if under_you { ctx.controller } else { o.owner };
        let mut e = Entering::new(Some(exiled), back, o.owner, controller, Then::Instruction);
        e.rule = "712.14a";
        match self.enter(e) {
            Entered::Done(new, _) => {
                self.entered_battlefield(new);
                Flow::Done
            }
            Entered::Stayed(_) => Flow::Done,
            Entered::Asked => Flow::Entering,
        }
    }
}
