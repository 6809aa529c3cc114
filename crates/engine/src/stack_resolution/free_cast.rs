//! "You may cast that card from exile without paying its mana cost" as an instruction
//! resolves (CR 601.2, 118.9): rebound's delayed trigger (CR 702.88a). Declined, the
//! card stays in exile.

use crate::state::decisions::Answer;
use crate::stack_resolution::effects::{EffectCtx, Flow};
use crate::state::game::{Game, Next, Pending};
use crate::stack_resolution::resolution::Wait;
use mw_ir::Subject;

impl Game {
    /// Asks whether to cast the card (if it still exists where the instruction found it).
    pub(crate) fn begin_free_cast(&mut self, subject: Subject, ctx: &EffectCtx) -> Flow {
        // CR 702.88a: "from exile": gone from there, it can't be cast this way.
        let exiled = |c: &mw_types::ObjectId| self.objects.get(*c).is_some_and(|o| o.zone == crate::state::zones::Zone::Exile);
        let Some(card) = self.current_object(subject, ctx).filter(exiled) else { return Flow::Done };
        let wait = Wait::CastFree { player: ctx.controller, card };
        Flow::Ask(wait, Pending::Resolution { player: ctx.controller })
    }

    /// Yes (when it may be cast now) or no.
    pub(crate) fn free_cast_answers(&self, player: mw_types::PlayerId, card: mw_types::ObjectId, out: &mut Vec<Answer>) {
        if self.may_cast_discovered(player, card) {
            out.push(Answer::Yes);
        }
        out.push(Answer::No);
    }

    /// Casts it (the resolution goes on once it is cast), or leaves it.
    pub(crate) fn answer_free_cast(&mut self, player: mw_types::PlayerId, card: mw_types::ObjectId, answer: Answer) -> Option<Next> {
        (answer == Answer::Yes && self.may_cast_discovered(player, card)).then(|| self.begin_cast_as(player, card, crate::stack_resolution::stack::Origin::CastFree))
    }
}
