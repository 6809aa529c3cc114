//! The top card of a library looked at or revealed by an instruction (CR 401.5, 701.20a):
//! "look at the top card of your library. If it's a land card, you may put it onto the
//! battlefield. Otherwise, put it into your hand." The card is held as "that card"
//! (`Resolving::returned`) for the instructions after; each moves it only while it is
//! still in the library (CR 400.7).

use crate::stack_resolution::effects::{EffectCtx, Flow};
use crate::actions::entering::{Entered, Entering, Then};
use crate::state::events::EventKind;
use crate::state::game::Game;
use crate::state::zones::Zone;
use mw_ir::SearchTo;
use mw_types::ObjectId;

impl Game {
    /// "look at (reveal) the top card of your library".
    pub(crate) fn look_at_top(&mut self, reveal: bool, whose: mw_ir::PlayerRef, ctx: &EffectCtx) {
        let all = self.players_ref(whose, ctx);
        // CR 701.20a: "each player reveals the top card of their library": each reveals,
        // and no single card is "that card" afterwards.
        if all.len() > 1 {
            for p in all {
                if let (Some(&card), true) = (self.players[p.index()].library.first(), reveal) {
                    self.emit("701.20a", EventKind::Revealed { player: p, card });
                }
            }
            return;
        }
        let Some(&whose) = all.first() else { return };
        let top = self.players[whose.index()].library.first().copied();
        if let (Some(card), true) = (top, reveal) {
            self.emit("701.20a", EventKind::Revealed { player: whose, card });
        }
        if let Some(r) = self.resolving.as_mut() {
            r.returned = top;
        }
    }

    /// The card looked at, while it is still in its owner's library.
    pub(crate) fn that_card_in_library(&self) -> Option<ObjectId> {
        let id = self.resolving.as_ref()?.returned?;
        self.objects.get(id).filter(|o| o.zone == Zone::Library).map(|_| id)
    }

    /// Moves the card looked at where the instruction says; onto the battlefield it enters
    /// through the replacement pipeline (a nonpermanent card stays, CR 110.1).
    pub(crate) fn move_that_card(&mut self, to: SearchTo, reveal: bool, ctx: &EffectCtx) -> Flow {
        let Some(card) = self.that_card_in_library() else { return Flow::Done };
        if reveal {
            self.emit("701.20a", EventKind::Revealed { player: ctx.controller, card });
        }
        let zone = match to {
            SearchTo::Hand => Zone::Hand,
            SearchTo::Graveyard => Zone::Graveyard,
            SearchTo::Exile => Zone::Exile,
            SearchTo::Top => return Flow::Done,
            SearchTo::Bottom => {
                let Some(owner) = self.objects.get(card).map(|o| o.owner) else { return Flow::Done };
                let lib = &mut self.players[owner.index()].library;
                lib.retain(|x| *x != card);
                lib.push(card);
                return Flow::Done;
            }
            SearchTo::Battlefield { tapped } => return self.put_that_card_onto_battlefield(card, tapped, ctx),
        };
        let new = self.move_object(card, zone, "401.5");
        self.note_returned(new);
        Flow::Done
    }

    fn put_that_card_onto_battlefield(&mut self, card: ObjectId, tapped: bool, ctx: &EffectCtx) -> Flow {
        let Some(o) = self.objects.get(card).copied() else { return Flow::Done };
        if !self.cards.get(o.card).is_permanent() {
            return Flow::Done;
        }
        let mut e = Entering::new(Some(card), o.card, o.owner, ctx.controller, Then::Instruction);
        e.tapped = tapped;
        e.rule = "401.5";
        match self.enter(e) {
            Entered::Done(new, _) => {
                self.note_returned(new);
                self.entered_battlefield(new);
                Flow::Done
            }
            Entered::Stayed(_) => Flow::Done,
            Entered::Asked => Flow::Entering,
        }
    }
}
