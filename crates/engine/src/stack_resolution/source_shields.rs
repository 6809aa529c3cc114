//! Shields against a chosen source's next damage (CR 615.8): "the next time a [red]
//! source of your choice would deal damage to you this turn, prevent that damage". The
//! source is chosen as the instruction resolves (CR 609.7a: a permanent or a spell on the
//! stack), the shield waits in `ReplacementState::source_shields` until
//! `pipeline::damage` uses it up, and what the text does "if damage is prevented this
//! way" happens right after that damage event (CR 615.5), before state-based actions.

use crate::stack_resolution::effects::{EffectCtx, Flow};
use crate::stack_resolution::resolution::Wait;
use crate::state::events::Target;
use crate::state::game::{Game, Pending};
use crate::state::replacement_state::SourceShield;
use crate::state::stack_items::StackKind;
use crate::state::waiting_triggers::TriggerEvent;
use mw_ir::{Ability, Effect, ObjectFilter, Recipient, Subject};
use mw_types::ObjectId;
use smallvec::SmallVec;

impl Game {
    /// CR 609.7a: the controller chooses a source passing `filter`: a permanent or a
    /// spell on the stack (the resolving spell or ability's own source left out); later
    /// instructions name it as `Subject::Returned`. One candidate is taken without asking.
    pub(crate) fn begin_choose_source(&mut self, filter: &ObjectFilter, ctx: &EffectCtx) -> Flow {
        let spells = self.stack.iter().filter_map(|s| match s.kind {
            StackKind::Spell { object } => Some(object),
            _ => None,
        });
        let candidates: SmallVec<[ObjectId; 4]> = self
            .battlefield
            .iter()
            .copied()
            .chain(spells)
            .filter(|&id| id != ctx.source && self.object_matches(filter, id, ctx.controller, ctx.source))
            .collect();
        if candidates.len() > 1 {
            let wait = Wait::ChoosePermanent { player: ctx.controller, candidates };
            return Flow::Ask(wait, Pending::Resolution { player: ctx.controller });
        }
        if let Some(r) = self.resolving.as_mut() {
            r.returned = candidates.first().copied();
        }
        Flow::Done
    }

    /// CR 608.2d: damage to "that player or a planeswalker that player controls": dealt to
    /// the player at once when they control no planeswalker, else the controller chooses.
    pub(crate) fn begin_damage_choice(&mut self, source: Subject, amount: mw_ir::Amount, p: mw_ir::PlayerRef, ctx: &EffectCtx) -> Flow {
        let (Some(src), Some(player)) = (self.subject(source, ctx), self.players_ref(p, ctx).into_iter().next()) else { return Flow::Done };
        let n = self.amount(amount, ctx);
        let mut options: SmallVec<[Target; 4]> = SmallVec::new();
        options.push(Target::Player(player));
        let walkers = self.battlefield.iter().copied().filter(|&id| self.controller(id) == Some(player) && self.is_type(id, mw_types::CardType::Planeswalker));
        options.extend(walkers.map(Target::Object).collect::<SmallVec<[Target; 4]>>());
        if options.len() == 1 {
            self.deal_damage(src, Target::Player(player), n, "120.3");
            return Flow::Done;
        }
        let wait = Wait::DamageRecipient { player: ctx.controller, options, source: src, amount: n };
        Flow::Ask(wait, Pending::Resolution { player: ctx.controller })
    }

    /// The players and objects an instruction about damage names (dealt to, shielded).
    pub(crate) fn recipients_of(&self, to: Recipient, ctx: &EffectCtx) -> SmallVec<[Target; 4]> {
        match to {
            Recipient::Target(i) => ctx.target(i).into_iter().collect(),
            // The player, when nothing asked for one of their planeswalkers
            // (`begin_damage_choice`).
            Recipient::Player(p) | Recipient::PlayerOrTheirPlaneswalker(p) => self.players_ref(p, ctx).into_iter().map(Target::Player).collect(),
            Recipient::Each => ctx.each.map(Target::Object).into_iter().collect(),
            Recipient::Object(s) => self.subject(s, ctx).map(Target::Object).into_iter().collect(),
        }
    }

    /// CR 615.8: a shield against the next damage `source` would deal to each recipient
    /// this turn; no source chosen, no shield.
    /// FIXME(CR 609.7a): a permanent spell chosen should also be the permanent it becomes
    /// (a new object, CR 400.7); the shield follows the spell only. FIXME(CR 609.7b): the
    /// source's quality ("a red source") isn't checked again as the damage is dealt.
    pub(crate) fn add_source_shield(&mut self, source: Subject, to: Recipient, ctx: &EffectCtx) {
        let Some(src) = self.subject(source, ctx) else { return };
        let Some((card, ability, next)) = self.resolving.as_ref().map(|r| (r.card, r.ability, r.next)) else { return };
        for t in self.recipients_of(to, ctx) {
            let shield = SourceShield { source: src, to: t, controller: ctx.controller, from: ctx.source, card, ability, index: next as u16 };
            self.replacement.source_shields.push(shield);
        }
    }

    /// CR 615.5: the instructions after "if damage is prevented this way" of each shield
    /// that prevented damage, with "that much" the damage prevented and "that source" the
    /// source (the trigger-event slots of their context).
    /// FIXME(CR 615.5): they happen before the next player would receive priority; damage
    /// prevented in the middle of a resolution has them after the rest of it, not right
    /// after the damage event.
    pub(crate) fn after_prevention(&mut self) {
        let done = std::mem::take(&mut self.replacement.after_prevention);
        let cards = self.cards.clone();
        for (s, amount) in done {
            let effects = crate::stack_resolution::resolution::effects_of(cards.get(s.card), s.ability);
            let Some(Effect::PreventNextFrom { then, .. }) = effects.get(s.index as usize) else { continue };
            let event = TriggerEvent { amount, object: Some(s.source), ..Default::default() };
            let ctx = EffectCtx { event, ..EffectCtx::bare(s.controller, s.from) };
            for e in then {
                self.execute_simple(e, &ctx);
            }
        }
    }

    /// CR 614.1a / 615.1a: the instructions of the static replacements that took the
    /// place of damage events, with "that many" the damage, "that creature" / "that
    /// player" its recipient and "~" the permanent. CR 510.2: damage dealt at the same
    /// time to one recipient is one replaced event ("remove a +1/+1 counter" once for
    /// two blockers' damage), so the events of one batch are added up per permanent,
    /// ability and recipient.
    /// FIXME(CR 614.1a): they happen before the next player would receive priority, not
    /// as the damage would have been dealt; two damage events of one resolution to one
    /// recipient count as one.
    pub(crate) fn after_replaced_damage(&mut self) {
        let mut done = std::mem::take(&mut self.replacement.replaced_damage);
        for i in 0..done.len() {
            for k in i + 1..done.len() {
                let (r, t) = (done[i], done[k]);
                if r.amount > 0 && t.from == r.from && t.ability == r.ability && t.to == r.to {
                    done[i].amount = r.amount.saturating_add(t.amount);
                    done[k].amount = 0;
                }
            }
        }
        done.retain(|r| r.amount > 0);
        let cards = self.cards.clone();
        for r in done {
            let Some(Ability::ReplaceDamage(rep)) = cards.get(r.ability.card).ability(r.ability.index) else { continue };
            let (player, object) = match r.to {
                Target::Player(p) => (Some(p), None),
                Target::Object(o) => (None, Some(o)),
            };
            let event = TriggerEvent { amount: r.amount, object, player, ..Default::default() };
            let ctx = EffectCtx { event, ..EffectCtx::bare(r.controller, r.from) };
            for e in &rep.then {
                self.execute_simple(e, &ctx);
            }
        }
    }
}
