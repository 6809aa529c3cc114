//! "You may cast that card from exile without paying its mana cost" as an instruction
//! resolves (CR 601.2, 118.9): rebound's delayed trigger (CR 702.88a). Declined, the
//! card stays in exile. Madness's trigger (CR 702.35a) casts the exiled card for its
//! madness cost the same way, or puts it into its owner's graveyard.

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
        (answer == Answer::Yes && self.may_cast_discovered(player, card)).then(|| self.begin_cast_as(player, card, crate::stack_resolution::stack::Origin::CastResolving))
    }
}

impl Game {
    /// CR 702.35a: madness's trigger resolves: the card's owner may cast it for its
    /// madness cost if it is still the object exiled this way (CR 400.7); asked even when
    /// it can't be cast, so that declining puts it into the graveyard.
    pub(crate) fn begin_madness(&mut self, ctx: &EffectCtx) -> Flow {
        let exiled = self.objects.get(ctx.source).filter(|o| o.zone == crate::state::zones::Zone::Exile).map(|o| o.owner);
        let Some(owner) = exiled else { return Flow::Done };
        Flow::Ask(Wait::CastMadness { player: owner, card: ctx.source }, Pending::Resolution { player: owner })
    }

    /// The card's madness cost (the index of that alternative cost).
    fn madness_cost(&self, card: mw_types::ObjectId) -> Option<u16> {
        let o = self.objects.get(card)?;
        self.cards.get(self.cards.castable(o.card)).alternative_of_kind(mw_ir::AltKind::Madness).map(|(i, _)| i)
    }

    /// Whether the card may be cast now for its madness cost: timing is ignored (CR
    /// 702.35a), the cost with its changes must be payable (CR 601.2f–h, 118.9).
    fn may_cast_for_madness(&self, player: mw_types::PlayerId, card: mw_types::ObjectId) -> bool {
        let Some(o) = self.objects.get(card) else { return false };
        let def = self.cards.get(self.cards.castable(o.card));
        let Some((_, alt)) = def.alternative_of_kind(mw_ir::AltKind::Madness) else { return false };
        let mana = self.changed_cost(player, card, def, std::borrow::Cow::Borrowed(&alt.cost.mana.symbols), 0);
        let sources = self.mana_sources(player);
        let mana_ok = mana.is_empty() || self.can_pay_mana(player, &mana, 0, &sources, crate::payment::mana::PaymentFor::Spell(o.card));
        self.announceable(player, card, def) && self.can_pay_life(player, alt.cost.life) && self.additional_payable(player, card, def) && mana_ok
    }

    /// Yes (when it may be cast now) or no.
    pub(crate) fn madness_answers(&self, player: mw_types::PlayerId, card: mw_types::ObjectId, out: &mut Vec<Answer>) {
        if self.may_cast_for_madness(player, card) {
            out.push(Answer::Yes);
        }
        out.push(Answer::No);
    }

    /// Casts it (the resolution goes on once it is cast), or puts it into its owner's
    /// graveyard.
    pub(crate) fn answer_madness(&mut self, player: mw_types::PlayerId, card: mw_types::ObjectId, answer: Answer) -> Option<Next> {
        if answer == Answer::Yes && self.may_cast_for_madness(player, card) {
            let cost = self.madness_cost(card)?;
            return Some(self.begin_cast_resolving_alternative(player, card, cost));
        }
        self.move_object(card, crate::state::zones::Zone::Graveyard, "702.35a");
        None
    }
}
