//! Ninjutsu (CR 702.49): an activated ability that works from its card's owner's hand
//! (the card is revealed, not discarded), while a creature is unblocked (CR 509.1h); its
//! cost returns an unblocked attacking creature, and the card is put onto the battlefield
//! tapped and attacking what that creature attacked (CR 702.49c).

use crate::stack_resolution::effects::{EffectCtx, Flow};
use crate::actions::entering::{Entered, Entering, Then};
use crate::state::game::Game;
use crate::state::zones::Zone;
use mw_types::ObjectId;

impl Game {
    /// CR 509.1h: whether `id` is an attacking creature that no creature blocks, once
    /// blockers have been declared.
    pub(crate) fn is_unblocked(&self, id: ObjectId) -> bool {
        use crate::turn_flow::turn::Step;
        (Step::DeclareBlockers..=Step::EndCombat).contains(&self.turn.step) && self.combat.attackers.iter().any(|a| a.attacker == id && !a.blocked)
    }

    /// CR 702.49a / 702.49c: the source's card, still in its owner's hand, is put onto
    /// the battlefield (tapped and attacking what the creature its cost returned
    /// attacked: that creature's combat entry is kept as last known information).
    pub(crate) fn put_self_from_hand(&mut self, tapped: bool, attacking: bool, ctx: &EffectCtx) -> Flow {
        let Some(o) = self.objects.get(ctx.source).copied().filter(|o| o.zone == Zone::Hand) else { return Flow::Done };
        let mut e = Entering::new(Some(ctx.source), o.card, o.owner, ctx.controller, Then::Instruction);
        e.rule = "702.49a";
        e.tapped = tapped;
        match self.enter(e) {
            Entered::Done(new, _) => {
                // CR 702.49c: what the returned creature attacked (its combat entry stays
                // as last known information).
                let target = ctx.event.object.and_then(|r| self.combat.attackers.iter().find(|a| a.attacker == r)).map(|a| a.target);
                if let Some(t) = target.filter(|_| attacking && !self.attackable_now(ctx.controller).is_empty()) {
                    self.attack_now(new, t);
                }
                self.note_returned(new);
                self.entered_battlefield(new);
                Flow::Done
            }
            // CR 101.2: a card in a hand is never banned from entering; nothing to do.
            Entered::Stayed(_) => Flow::Done,
            // FIXME: a choice as it enters (a copy, a color) leaves it not attacking.
            Entered::Asked => Flow::Entering,
        }
    }
}
