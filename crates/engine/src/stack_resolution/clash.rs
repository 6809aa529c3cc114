//! Clash (CR 701.30): the controller and an opponent reveal the top cards of their
//! libraries; the controller wins if theirs has the greater mana value. Then each
//! player, the controller first, keeps their card on top or puts it on the bottom (a
//! scry of that one card). "If you win, …" follows as "if you do".

use crate::stack_resolution::effects::{EffectCtx, Flow};
use crate::state::events::EventKind;
use crate::state::game::Game;
use crate::stack_resolution::library_actions::Arrange;
use mw_types::PlayerId;

impl Game {
    /// The reveal and the comparison, then the controller's top-or-bottom choice.
    pub(crate) fn clash(&mut self, ctx: &EffectCtx) -> Flow {
        let me = ctx.controller;
        let Some(them) = self.clash_opponent(me) else { return Flow::Done };
        let value = |g: &mut Game, p: PlayerId| -> Option<u32> {
            let top = g.players[p.index()].library.first().copied()?;
            g.emit("701.30a", EventKind::Revealed { player: p, card: top });
            g.objects.get(top).map(|o| g.cards.mana_value(o.card))
        };
        let mine = value(self, me);
        let theirs = value(self, them);
        // CR 701.30b: higher than every other card revealed (none, from an empty library).
        let won = mine.is_some_and(|a| theirs.is_none_or(|b| a > b));
        self.emit("701.30a", EventKind::Clashed { player: me, won });
        if let Some(r) = self.resolving.as_mut() {
            r.declined = !won;
        }
        self.clash_decide(me)
    }

    /// The opponent's top-or-bottom choice (the instruction after `Clash`).
    pub(crate) fn clash_opponent_decides(&mut self, ctx: &EffectCtx) -> Flow {
        match self.clash_opponent(ctx.controller) {
            Some(them) => self.clash_decide(them),
            None => Flow::Done,
        }
    }

    fn clash_decide(&mut self, p: PlayerId) -> Flow {
        match self.begin_arrange(p, 1, Arrange::Scry) {
            Some((wait, pending)) => Flow::Ask(wait, pending),
            None => Flow::Done,
        }
    }

    /// CR 701.30a: the opponent clashed with: the next one in turn order (FIXME: with
    /// more than one opponent, the controller would choose).
    fn clash_opponent(&self, me: PlayerId) -> Option<PlayerId> {
        self.apnap().into_iter().find(|p| *p != me && !self.player(*p).has_lost)
    }
}
