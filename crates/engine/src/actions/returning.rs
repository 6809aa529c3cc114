//! Instructions that put a card onto the battlefield (CR 400.7): "return … to the
//! battlefield", a card returning from its graveyard, persist and undying (CR 702.79a,
//! 702.93a), and cards exiled until a permanent left (CR 610.3a); each enters through the
//! replacement pipeline of `entering`.

use crate::actions::entering::{Entered, Entering, Then};
use crate::state::game::{Game, Next};
use crate::state::zones::Zone;
use mw_types::CounterKind;

impl Game {
    /// "Return target card to the battlefield under its owner's control": it enters
    /// through the replacement pipeline; later instructions call it "that creature".
    pub(crate) fn return_to_battlefield(&mut self, subject: mw_ir::Subject, under_you: bool, tapped: bool, counters: Option<(CounterKind, u32)>, ctx: &crate::state::effect_context::EffectCtx) -> crate::actions::Arrival {
        use crate::actions::Arrival as Flow;
        // CR 400.7: the card an earlier instruction of this ability moved ("exile it, then
        // return it") is found where it went.
        let Some(card) = self.current_object(subject, ctx) else { return Flow::Done };
        let Some(o) = self.objects.get(card).copied().filter(|o| matches!(o.zone, Zone::Graveyard | Zone::Exile)) else { return Flow::Done };
        let controller = if under_you { ctx.controller } else { o.owner };
        let mut e = Entering::new(Some(card), o.card, o.owner, controller, Then::Instruction);
        e.rule = "400.7";
        // CR 110.5b: "return it to the battlefield tapped".
        e.tapped = tapped;
        // CR 122.6, 614.1c: "with a +1/+1 counter on it": it enters with them.
        e.counters.extend(counters);
        self.enter_by_instruction(e)
    }

    /// An instruction puts a card onto the battlefield: done (and "that creature" for
    /// later instructions), or waiting for a choice as it enters.
    fn enter_by_instruction(&mut self, e: Entering) -> crate::actions::Arrival {
        match self.enter(e) {
            Entered::Done(new, _) => {
                self.note_returned(new);
                self.entered_battlefield(new);
                crate::actions::Arrival::Done
            }
            Entered::Stayed(_) => crate::actions::Arrival::Done,
            Entered::Asked => crate::actions::Arrival::Entering,
        }
    }

    /// CR 610.3a: the cards exiled until a permanent left return to the battlefield under
    /// their owners' control; Some when one of them waits for a choice as it enters.
    pub(crate) fn return_exiled(&mut self) -> Option<Next> {
        while let Some(card) = self.returning.pop() {
            let Some(o) = self.objects.get(card).copied().filter(|o| o.zone == Zone::Exile) else { continue };
            let mut e = Entering::new(Some(card), o.card, o.owner, o.owner, Then::Instruction);
            e.rule = "610.3a";
            match self.enter(e) {
                Entered::Done(new, _) => self.entered_battlefield(new),
                Entered::Stayed(_) => {}
                Entered::Asked => return Some(Next::Decide),
            }
        }
        None
    }

    /// "return ~ from your graveyard to your hand / the battlefield": the source card, if
    /// it is still the same object in its owner's graveyard (CR 400.7).
    pub(crate) fn return_self_from_graveyard(&mut self, to_battlefield: bool, tapped: bool, ctx: &crate::state::effect_context::EffectCtx) -> crate::actions::Arrival {
        use crate::actions::Arrival as Flow;
        let Some(o) = self.objects.get(ctx.source).copied().filter(|o| o.zone == Zone::Graveyard) else { return Flow::Done };
        if !to_battlefield {
            self.move_object(ctx.source, Zone::Hand, "400.7");
            return Flow::Done;
        }
        let mut e = Entering::new(Some(ctx.source), o.card, o.owner, o.owner, Then::Instruction);
        e.rule = "400.7";
        e.tapped = tapped;
        self.enter_by_instruction(e)
    }

    /// CR 702.79a / 702.93a: persist and undying: the source's card back from its owner's
    /// graveyard with a counter, unless the permanent had one of that kind.
    pub(crate) fn return_with_counter(&mut self, kind: CounterKind, ctx: &crate::state::effect_context::EffectCtx) -> crate::actions::Arrival {
        use crate::actions::Arrival as Flow;
        // CR 608.2h: counters as it last existed.
        if self.counters.get(ctx.source, kind) > 0 {
            return Flow::Done;
        }
        let Some(instance) = self.objects.last_known(ctx.source).map(|o| o.instance) else { return Flow::Done };
        let Some(card) = self.find_instance(instance).filter(|&c| self.objects.get(c).is_some_and(|o| o.zone == Zone::Graveyard)) else {
            return Flow::Done;
        };
        let Some(o) = self.objects.get(card).copied() else { return Flow::Done };
        let mut e = Entering::new(Some(card), o.card, o.owner, o.owner, Then::Instruction);
        e.rule = "400.7";
        e.counters.push((kind, 1));
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
