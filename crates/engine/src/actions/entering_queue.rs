//! Several cards one instruction puts onto the battlefield ("put up to two land cards
//! from among them onto the battlefield", a search for two cards): each enters through
//! the replacement pipeline in turn; when one waits for a choice as it enters (CR
//! 614.12), the rest wait in `Resolving::queued` and enter once it has arrived, before
//! the next instruction.

use crate::actions::Arrival as Flow;
use crate::actions::entering::{Entered, Entering, Then};
use crate::state::game::Game;
use crate::state::zones::Zone;
pub(crate) use crate::state::instruction_progress::Queued;


impl Game {
    /// Puts the cards onto the battlefield in order (permanent cards still in their zone;
    /// others stay where they are, CR 110.1); `Arrival::Entering` when one waits for a choice.
    /// Instructions only run while something resolves, which holds the queue.
    pub(crate) fn enter_cards(&mut self, cards: &[Queued], rule: &'static str) -> Flow {
        let Some(r) = self.resolving.as_mut() else { return Flow::Done };
        r.queued.extend(cards.iter().rev().copied());
        r.queued_rule = rule;
        match self.enter_queued() {
            true => Flow::Entering,
            false => Flow::Done,
        }
    }

    /// Enters the queued cards; true when one waits for a choice.
    pub(crate) fn enter_queued(&mut self) -> bool {
        loop {
            let Some(r) = self.resolving.as_mut() else { return false };
            let Some((card, controller, tapped)) = r.queued.pop() else { return false };
            let rule = r.queued_rule;
            let Some(o) = self.objects.get(card).copied() else { continue };
            if o.zone == Zone::Battlefield || !self.cards.get(o.card).is_permanent() {
                continue;
            }
            let mut e = Entering::new(Some(card), o.card, o.owner, controller, Then::Instruction);
            e.tapped = tapped;
            e.rule = rule;
            match self.enter(e) {
                Entered::Done(new, _) => {
                    self.note_returned(new);
                    self.entered_battlefield(new);
                }
                Entered::Stayed(_) => {}
                Entered::Asked => return true,
            }
        }
    }

    /// Whether cards of the current instruction still wait to enter.
    pub(crate) fn has_queued(&self) -> bool {
        self.resolving.as_ref().is_some_and(|r| !r.queued.is_empty())
    }
}
