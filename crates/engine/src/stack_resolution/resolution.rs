//! Resolving the top object of the stack (CR 608), one instruction at a time. An
//! instruction that needs a player's choice suspends the resolution at a decision; the
//! answer resumes it where it stopped. No player gets priority in between (CR 608.2).

use crate::state::decisions::Answer;
use crate::stack_resolution::effects::{EffectCtx, Flow};
use crate::state::events::EventKind;
use crate::state::game::{Game, Next};
use crate::stack_resolution::stack::{ability_targets, spell_ability, StackKind};
use crate::state::zones::Zone;
use mw_ir::{Ability, CardDef};
use mw_types::{CardId, ObjectId, PlayerId};
use smallvec::SmallVec;
pub(crate) use crate::state::resolving::{Resolving, Wait};
pub(crate) use crate::state::announcing::effects_of;


/// The parts of `Resolving` that running the next instructions reads.
struct Resumed {
    item: u32,
    source: ObjectId,
    card: CardId,
    ability: Option<u16>,
    legal: SmallVec<[bool; 2]>,
    next: usize,
}


impl Game {
    /// CR 608.2b: targets are checked; if all are illegal the object doesn't resolve.
    pub(crate) fn resolve_top(&mut self) -> Next {
        let Some(item) = self.stack.last().cloned() else { return Next::EndStep };
        let (source, card, ability) = match item.kind {
            StackKind::Spell { object } => {
                let Some(card) = self.objects.get(object).map(|o| o.card) else {
                    self.stack.pop();
                    return self.after_resolution();
                };
                (object, card, item.spell_mode.or_else(|| spell_ability(self.cards.get(card))))
            }
            StackKind::Ability { source, card, ability } => (source, card, Some(ability)),
        };
        let cards = self.cards.clone();
        let specs = ability_targets(cards.get(card), ability);
        let legal: SmallVec<[bool; 2]> = item
            .targets
            .iter()
            .zip(specs)
            .map(|(t, spec)| self.target_is_legal(spec, self.target_chooser(spec, item.controller, &item.event), source, *t))
            .collect();
        // CR 608.2b: only the targets chosen count (an "up to" target left unchosen names
        // nothing).
        let chosen = item.targets.iter().filter(|t| **t != crate::state::events::Target::Object(crate::state::game::NO_OBJECT)).count();
        // CR 603.4: an intervening "if" is checked again; if it fails, the ability does
        // nothing.
        let condition_fails = match (item.kind, ability) {
            (StackKind::Ability { .. }, Some(a)) => match cards.get(card).ability(a) {
                Some(Ability::Triggered(t)) => t.condition.is_some_and(|c| !self.condition_holds_about(c, item.controller, source, item.event)),
                _ => false,
            },
            _ => false,
        };
        if condition_fails || (chosen > 0 && legal.iter().all(|l| !l)) {
            self.emit(if condition_fails { "603.4" } else { "608.2b" }, EventKind::DidNotResolve { item: item.id, object: source });
            self.stack.pop();
            if let StackKind::Spell { object } = item.kind {
                self.spell_leaves_stack(object, item.exile_on_leave, "608.2b");
            }
            return self.after_resolution();
        }
        if let (StackKind::Ability { .. }, Some(a), true) = (item.kind, ability, cards.counts_resolutions()) {
            self.resolved_this_turn.push((source, a));
        }
        self.resolving =
            Some(Resolving { item: item.id, source, card, ability, legal, next: 0, returned: None, wait: None, accepted: false, declined: false, copies: None, queued: SmallVec::new(), queued_rule: "", chosen: None, rolled: 0, discarded: SmallVec::new(), this_way: Default::default(), repeats: 0, group: SmallVec::new(), votes: SmallVec::new(), per_opponent: None, by_each: None });
        self.continue_resolution()
    }

    /// Runs instructions until one asks a question or all are done.
    pub(crate) fn continue_resolution(&mut self) -> Next {
        // Only what the loop reads: the whole resolution state is large to copy.
        let Some(r) = self.resolving.as_ref().map(|r| Resumed { item: r.item, source: r.source, card: r.card, ability: r.ability, legal: r.legal.clone(), next: r.next })
        else {
            return Next::OfferPriority;
        };
        let Some(item) = self.stack.iter().find(|s| s.id == r.item).cloned() else {
            self.resolving = None;
            return self.after_resolution();
        };
        let cards = self.cards.clone();
        let effects = effects_of(cards.get(r.card), r.ability);
        let ctx = EffectCtx {
            event: item.event,
            controller: item.controller,
            source: r.source,
            targets: &item.targets,
            legal: &r.legal,
            x: item.x,
            ability: r.ability.map(|index| crate::continuous_effects::abilities::AbilityRef { card: r.card, index }),
            each: None,
            divided: &item.divided,
        };
        let mut next = r.next;
        while let Some(e) = effects.get(next) {
            // CR 608.2c: "repeat this process": the instructions begin again.
            if self.repeat_here(e, &ctx) {
                next = 0;
                continue;
            }
            if let Some(create) = self.reflexive_here(e) {
                // CR 603.12: the reflexive ability triggers now, found again by its place.
                if let (Some(about), Some(ability)) = (create, r.ability.and_then(|a| crate::state::waiting_triggers::delayed_ref(a, next))) {
                    self.trigger_reflexive(&ctx, about, r.card, ability);
                }
                next += 1;
                continue;
            }
            if let Some(create) = self.delayed_here(e) {
                // CR 603.7a: the delayed ability is this instruction, found again by its place.
                if let (Some((when, about)), Some(ability)) = (create, r.ability.and_then(|a| crate::state::waiting_triggers::delayed_ref(a, next))) {
                    // CR 603.7c: "exile the tokens": one about each token created.
                    let objects: SmallVec<[Option<ObjectId>; 2]> = match (e, self.resolving.as_ref()) {
                        (mw_ir::Effect::Delayed { each_created: true, .. }, Some(res)) => res.this_way.objects(mw_ir::Did::Created).map(Some).collect(),
                        _ => smallvec::smallvec![about.and_then(|s| self.current_object(s, &ctx))],
                    };
                    for object in objects {
                        let d = crate::state::waiting_triggers::DelayedTrigger { when, controller: item.controller, source: r.source, card: r.card, ability, object };
                        self.create_delayed(d);
                    }
                }
                next += 1;
                continue;
            }
            // CR 616.1: a move this instruction makes whose replacement effects need a
            // choice is asked about first; the answer runs the instruction again.
            if self.ask_before_instruction(e, &ctx) {
                if let Some(res) = self.resolving.as_mut() {
                    res.next = next;
                }
                return Next::Decide;
            }
            match self.execute(e, &ctx) {
                Flow::Done => next += 1,
                Flow::Ask(wait, pending) => {
                    if let Some(res) = self.resolving.as_mut() {
                        res.next = next;
                        res.wait = Some(wait);
                    }
                    self.pending = pending;
                    return Next::Decide;
                }
                // A permanent this instruction puts onto the battlefield waits for a
                // choice (`Pending::Entering` is set); its arrival resumes the resolution.
                Flow::Entering | Flow::Suspended => {
                    if let Some(res) = self.resolving.as_mut() {
                        res.next = next;
                    }
                    return Next::Decide;
                }
            }
        }
        // CR 616.1: the spell's own move to its owner's graveyard (CR 608.2n), asked about
        // before the resolution finishes.
        if let StackKind::Spell { object } = item.kind {
            if self.spell_to_graveyard(&item, object) && self.ask_zone_change(crate::pipeline::move_batch::ProposedMove::to(object, Zone::Graveyard), crate::state::replacement_state::AfterMoveChoice::Instruction, None) {
                if let Some(res) = self.resolving.as_mut() {
                    res.next = next;
                }
                return Next::Decide;
            }
        }
        self.finish_resolution(&item.kind, item.controller, item.x, r.item, r.source, cards.get(r.card))
    }

    /// CR 608.2c: whether this instruction is "repeat this process" that happens now
    /// (itself, or under its "if" or "if you do" that holds); if so, what was milled is
    /// forgotten. A guard stops a process after 1000 repeats (one that never changes
    /// what its condition reads would otherwise never end).
    fn repeat_here(&mut self, e: &mw_ir::Effect, ctx: &EffectCtx) -> bool {
        use mw_ir::Effect;
        let is_repeat = |x: &Effect| *x == Effect::RepeatProcess;
        let go = match e {
            Effect::RepeatProcess => true,
            Effect::If { condition, effect, otherwise: None } if is_repeat(effect) => self.condition_holds_in(*condition, ctx),
            Effect::IfYouDo { done, effect } if is_repeat(effect) => self.resolving.as_ref().is_some_and(|r| r.declined != *done),
            _ => return false,
        };
        let Some(r) = self.resolving.as_mut().filter(|r| go && r.repeats < 1000) else { return false };
        r.repeats += 1;
        r.this_way.forget(mw_ir::Did::Milled);
        true
    }

    /// A draw instruction's draws are made (after a choice of replacement): the
    /// resolution goes on with the next instruction.
    pub(crate) fn after_instruction_draws(&mut self) -> Next {
        if let Some(r) = self.resolving.as_mut() {
            r.instruction_done();
        }
        self.continue_resolution()
    }

    /// CR 608.2n / 608.3: the spell leaves the stack: to the battlefield or the graveyard.
    fn finish_resolution(
        &mut self,
        kind: &StackKind,
        controller: PlayerId,
        x: u32,
        item: u32,
        source: ObjectId,
        def: &CardDef,
    ) -> Next {
        self.resolving = None;
        self.emit("608.2", EventKind::Resolved { item, object: source });
        let still_there = self.stack.iter().position(|s| s.id == item);
        let aura_target = still_there
            .filter(|_| crate::stack_resolution::stack::enchant(def).is_some())
            .and_then(|i| self.stack[i].targets.first().copied());
        let exile = still_there.is_some_and(|i| self.stack[i].exile_on_leave);
        let kicks = still_there.map_or(0, |i| self.stack[i].kicks);
        let colors_spent = still_there.map_or(mw_types::ColorSet::EMPTY, |i| self.stack[i].colors_spent);
        let mana_spent = still_there.map_or(0, |i| self.stack[i].mana_spent);
        if let Some(i) = still_there {
            self.stack.remove(i);
        }
        if let (StackKind::Spell { object }, Some(_)) = (kind, still_there) {
            if def.is_permanent() {
                // CR 608.3: a permanent spell becomes a permanent under its controller.
                let Some(o) = self.objects.get(*object).copied() else { return self.after_resolution() };
                let then = crate::actions::entering::Then::Spell { aura_target };
                let mut e = crate::actions::entering::Entering::new(Some(*object), o.card, o.owner, controller, then);
                e.x = x;
                e.kicks = kicks;
                e.colors_spent = colors_spent;
                e.mana_spent = mana_spent;
                e.alt = self.alternative_of(*object);
                e.rule = "608.3";
                return match self.enter(e) {
                    crate::actions::entering::Entered::Done(new, then) => self.after_entering(new, then),
                    crate::actions::entering::Entered::Stayed(then) => self.after_staying(then),
                    crate::actions::entering::Entered::Asked => Next::Decide,
                };
            }
            // CR 715.4: a resolved Adventure goes to exile, and its owner may cast the card
            // (as its main face) from there.
            let card = self.objects.get(*object).map(|o| o.card);
            let adventure = card.is_some_and(|c| {
                let front = self.cards.front(c);
                front != c && self.cards.alternate(front).is_some_and(|(_, k)| k == mw_ir::FaceKind::Adventure)
            });
            if adventure && !exile {
                let new = self.move_object(*object, Zone::Exile, "715.4");
                if let Some(owner) = self.objects.get(new).map(|o| o.owner) {
                    self.play_permissions.push(crate::stack_resolution::play_permission::PlayPermission { card: new, player: owner, last_turn: u32::MAX, cast_only: false, tax: 0, first_turn: 0 });
                }
                return self.after_resolution();
            }
            // CR 702.27a: with its buyback paid, it returns to its owner's hand.
            if kicks > 0 && !exile && card.is_some_and(|c| crate::stack_resolution::stack::has_buyback(self.cards.get(c))) {
                self.move_object(*object, Zone::Hand, "702.27a");
                return self.after_resolution();
            }
            // CR 608.2n: an instant or sorcery goes to its owner's graveyard.
            self.spell_leaves_stack(*object, exile, "608.2n");
        }
        self.after_resolution()
    }

    /// CR 117.3b: the active player receives priority after a resolution.
    pub(crate) fn after_resolution(&mut self) -> Next {
        self.turn.priority = self.turn.active;
        self.turn.passes = 0;
        Next::OfferPriority
    }

    pub(crate) fn resolution_question(&self) -> crate::state::decisions::Question {
        match self.resolving.as_ref().and_then(|r| r.wait.clone()) {
            Some(Wait::UnlessPays { cost, life, .. }) => crate::state::decisions::Question::PayOrCounter { cost, life },
            Some(Wait::MayPay { cost, .. }) => crate::state::decisions::Question::MayPay { cost },
            Some(Wait::ChooseMana { .. }) => crate::state::decisions::Question::ChooseMana,
            Some(Wait::Choose { choice, .. }) => self.choice_question(choice),
            Some(Wait::CastFree { card, .. }) => crate::state::decisions::Question::CastWithoutPaying { card },
            Some(Wait::CastMadness { card, .. }) => crate::state::decisions::Question::CastForCost { card, kind: mw_ir::AltKind::Madness },
            Some(Wait::MayPayEnergy { amount, .. }) => crate::state::decisions::Question::MayPayEnergy { amount },
            Some(Wait::Explore { card, .. }) => crate::state::decisions::Question::ExploreChoice { card },
            Some(Wait::TopOrBottom { object, .. }) => crate::state::decisions::Question::TopOrBottom { card: object },
            Some(Wait::Arrange(a)) => crate::state::decisions::Question::Arrange { card: a.undecided.first().copied() },
            Some(Wait::Proliferate(_)) => crate::state::decisions::Question::Proliferate,
            Some(Wait::ChoosePermanent { .. } | Wait::RingBearer { .. }) => crate::state::decisions::Question::ChoosePermanent,
            Some(Wait::Vote { .. }) => self.vote_question(),
            Some(Wait::DamageRecipient { source, .. }) => crate::state::decisions::Question::ChooseDamaged { source },
            Some(Wait::Attacked { creatures, .. }) => crate::state::decisions::Question::ChooseAttacked { attacker: creatures.first().map_or(crate::state::game::NO_OBJECT, |c| c.0) },
            // A choice from a hand ("you may put a creature card from your hand onto the
            // battlefield") or another zone of one's own is no library search.
            Some(Wait::Search(s)) if matches!(s.from, crate::stack_resolution::search::SearchFrom::Own(..) | crate::stack_resolution::search::SearchFrom::Named { .. } | crate::stack_resolution::search::SearchFrom::Hand) => {
                crate::state::decisions::Question::ChooseCards
            }
            // CR 701.23: "library and/or graveyard": whether to search the library too.
            Some(Wait::Search(s)) if s.from == crate::stack_resolution::search::SearchFrom::AndOrGraveyard(None) => crate::state::decisions::Question::MayDo {
                source: self.resolving.as_ref().map_or(crate::state::game::NO_OBJECT, |r| r.source),
            },
            Some(Wait::Search(_)) => crate::state::decisions::Question::SearchLibrary,
            Some(Wait::Dig(d)) if d.ordering && d.rest == mw_ir::DigRest::TopAnyOrder => crate::state::decisions::Question::DigOnTop,
            Some(Wait::Dig(d)) => crate::state::decisions::Question::Dig { bottom: d.ordering },
            Some(Wait::HandToLibrary(h)) => crate::state::decisions::Question::HandToLibrary { remaining: h.remaining, top: h.top },
            Some(Wait::Sacrifice(s)) if s.act == crate::actions::sacrifice::ChosenAct::Untap => crate::state::decisions::Question::ChoosePermanent,
            Some(Wait::Sacrifice(_)) => crate::state::decisions::Question::ChooseSacrifice,
            Some(Wait::ChooseDiscard { victim, .. }) => crate::state::decisions::Question::ChooseDiscard { player: victim },
            Some(Wait::Discard(d)) => crate::state::decisions::Question::Discard { remaining: d.remaining },
            Some(Wait::Discover { card, .. }) => crate::state::decisions::Question::CastWithoutPaying { card },
            Some(Wait::Connive { .. }) => crate::state::decisions::Question::Discard { remaining: 1 },
            Some(Wait::Optional { .. }) => crate::state::decisions::Question::MayDo {
                source: self.resolving.as_ref().map_or(crate::state::game::NO_OBJECT, |r| r.source),
            },
            // Waits for replacement choices only (`Pending::ReplaceMove`), never a question of its own.
            Some(Wait::RandomDiscard(_)) | None => crate::state::decisions::Question::GameOver,
        }
    }

    /// The answers to a question asked during a resolution.
    pub(crate) fn resolution_answers(&self, out: &mut Vec<Answer>) {
        match self.resolving.as_ref().and_then(|r| r.wait.clone()) {
            Some(Wait::UnlessPays { payer, cost, life, .. }) if life > 0 => {
                // CR 119.4: life can be paid only up to the life total.
                if self.can_pay_life(payer, life) && (cost.symbols.is_empty() || self.can_pay_mana(payer, &cost.symbols, 0, &self.mana_sources(payer), crate::payment::mana::PaymentFor::Other)) {
                    out.push(Answer::Yes);
                }
                out.push(Answer::No);
            }
            Some(Wait::UnlessPays { payer, cost, .. }) | Some(Wait::MayPay { player: payer, cost }) => {
                if self.can_pay_mana(payer, &cost.symbols, 0, &self.mana_sources(payer), crate::payment::mana::PaymentFor::Other) {
                    out.push(Answer::Yes);
                }
                out.push(Answer::No);
            }
            Some(Wait::Explore { .. }) => out.extend([Answer::KeepOnTop, Answer::ToGraveyard]),
            Some(Wait::TopOrBottom { .. }) => out.extend([Answer::KeepOnTop, Answer::ToBottom]),
            Some(Wait::MayPayEnergy { player, amount }) => {
                if self.players[player.index()].energy() >= amount {
                    out.push(Answer::Yes);
                }
                out.push(Answer::No);
            }
            // One mana at a time (CR 106.1): each mana of any group once.
            Some(Wait::ChooseMana { choices, .. }) => {
                for t in choices.iter().flatten() {
                    if !out.contains(&Answer::Mana(*t)) {
                        out.push(Answer::Mana(*t));
                    }
                }
            }
            Some(Wait::Optional { .. }) => out.extend([Answer::Yes, Answer::No]),
            Some(Wait::Choose { choice, player }) => self.choice_answers(choice, player, out),
            Some(Wait::CastFree { player, card }) => self.free_cast_answers(player, card, out),
            Some(Wait::CastMadness { player, card }) => self.madness_answers(player, card, out),
            Some(Wait::Proliferate(p)) => self.proliferate_answers(&p, out),
            Some(Wait::ChoosePermanent { candidates, .. } | Wait::RingBearer { candidates, .. }) => out.extend(candidates.iter().map(|&c| Answer::Object(c))),
            Some(Wait::DamageRecipient { options, .. }) => out.extend(options.iter().map(|&t| Answer::Target(t))),
            Some(Wait::Vote { on, controller, .. }) => self.vote_options(on, controller, out),
            Some(Wait::Attacked { player, creatures }) => {
                let whom = creatures.first().and_then(|c| c.1);
                out.extend(self.attackable(player).into_iter().filter(|t| self.may_attack_whom(*t, whom)).map(Answer::Target))
            }
            Some(Wait::Search(s)) => self.search_answers(&s, out),
            Some(Wait::Dig(d)) => self.dig_answers(&d, out),
            Some(Wait::HandToLibrary(h)) => self.hand_to_library_answers(&h, out),
            Some(Wait::Sacrifice(s)) => self.sacrifice_answers(&s, out),
            Some(Wait::RandomDiscard(_)) => {}
            Some(w @ Wait::ChooseDiscard { .. }) => self.choose_discard_answers(&w, out),
            Some(Wait::Discard(d)) => {
                if let Some(p) = d.players.first() {
                    out.extend(self.players[p.index()].hand.iter().map(|&c| Answer::Object(c)));
                }
                // CR 701.9a: "up to N" / "any number": the player may stop.
                if d.up_to {
                    out.push(Answer::Done);
                }
            }
            Some(Wait::Discover { player, card, .. }) => {
                if self.may_cast_discovered(player, card) {
                    out.push(Answer::Yes);
                }
                out.push(Answer::No);
            }
            Some(Wait::Connive { player, .. }) => {
                out.extend(self.players[player.index()].hand.iter().map(|&c| Answer::Object(c)))
            }
            Some(Wait::Arrange(a)) => Game::arrange_answers(&a, out),
            None => {}
        }
    }

    pub(crate) fn answer_resolution(&mut self, answer: Answer) -> Next {
        // CR 616.1: a card the answer discards has its replacement effects chosen first.
        if self.ask_before_wait_answer(answer) {
            return Next::Decide;
        }
        let Some(wait) = self.resolving.as_mut().and_then(|r| r.wait.take()) else { return Next::Decide };
        // An action that asks one more question returns it; the instruction stays current.
        let again: Option<(Wait, crate::state::game::Pending)> = match wait {
            Wait::MayPayEnergy { .. } | Wait::MayPay { .. } | Wait::UnlessPays { .. } => self.answer_payment_wait(wait, answer),
            Wait::ChooseMana { .. } | Wait::ChooseDiscard { .. } | Wait::ChoosePermanent { .. } | Wait::RingBearer { .. } | Wait::Attacked { .. } | Wait::Choose { .. } | Wait::Connive { .. } | Wait::DamageRecipient { .. } => {
                self.answer_choice_wait(wait, answer)
            }
            Wait::Optional { .. } => {
                if let Some(r) = self.resolving.as_mut() {
                    r.declined = answer != Answer::Yes;
                }
                if answer == Answer::Yes {
                    // The instruction runs now (it may itself ask something).
                    if let Some(r) = self.resolving.as_mut() {
                        r.accepted = true;
                    }
                    return self.continue_resolution();
                }
                None
            }
            Wait::TopOrBottom { object, .. } => {
                self.put_in_library(object, answer == Answer::KeepOnTop);
                None
            }
            Wait::Discard(d) => self.answer_discard_effect(d, answer),
            Wait::CastFree { player, card } => {
                if let Some(next) = self.answer_free_cast(player, card, answer) {
                    return next;
                }
                None
            }
            Wait::CastMadness { player, card } => {
                if let Some(next) = self.answer_madness(player, card, answer) {
                    return next;
                }
                None
            }
            Wait::Search(s) => match self.answer_search(s, answer) {
                Some(crate::stack_resolution::search::SearchEnd::Ask(w, p)) => Some((w, p)),
                // The resolution resumes (past this instruction) when it has entered.
                Some(crate::stack_resolution::search::SearchEnd::Entering) => return Next::Decide,
                None => None,
            },
            Wait::Dig(d) => self.dig_step(d, answer),
            Wait::HandToLibrary(h) => self.hand_to_library_step(h, answer),
            Wait::Sacrifice(s) => self.answer_sacrifice(s, answer).map(|(s, p)| (Wait::Sacrifice(s), p)),
            Wait::RandomDiscard(picks) => self.discard_at_random(picks),
            Wait::Proliferate(p) => self.answer_proliferate(p, answer),
            Wait::Arrange(a) => self.arrange_step(a, answer),
            Wait::Vote { .. } => self.answer_vote(wait, answer),
            Wait::Explore { .. } => self.finish_explore(&wait, answer),
            Wait::Discover { player, card, rest, cascade } => {
                if let Some(next) = self.finish_discover(player, card, &rest, answer, cascade) {
                    return next;
                }
                None
            }
        };
        self.after_wait(again)
    }

    /// The resolution's waiting step resumed with no answer once the replacement choices
    /// its moves needed are made (`AfterMoveChoice::Wait`): chosen sacrifices, cards
    /// discarded at random, surveilled cards, cards found by a search.
    pub(crate) fn resume_wait(&mut self) -> Next {
        let Some(wait) = self.resolving.as_mut().and_then(|r| r.wait.take()) else { return self.continue_resolution() };
        let again = match wait {
            Wait::Sacrifice(s) => self.next_sacrifice(s).map(|(s, p)| (Wait::Sacrifice(s), p)),
            Wait::RandomDiscard(picks) => self.discard_at_random(picks),
            // Every card placed: the surveilled cards move.
            Wait::Arrange(a) => self.arrange_step(a, Answer::Done),
            // Every card found: they move.
            Wait::Search(s) => match self.answer_search(s, Answer::Done) {
                Some(crate::stack_resolution::search::SearchEnd::Ask(w, p)) => Some((w, p)),
                Some(crate::stack_resolution::search::SearchEnd::Entering) => return Next::Decide,
                None => None,
            },
            // Only the steps above ask with `AfterMoveChoice::Wait`.
            other => {
                debug_assert!(false, "{other:?} resumed without an answer");
                None
            }
        };
        self.after_wait(again)
    }

    /// After a waiting step: the next question it asks, or on with the resolution.
    fn after_wait(&mut self, again: Option<(Wait, crate::state::game::Pending)>) -> Next {
        if let Some((w, pending)) = again {
            if let Some(r) = self.resolving.as_mut() {
                r.wait = Some(w);
            }
            self.pending = pending;
            return Next::Decide;
        }
        // Cards the instruction puts onto the battlefield enter before the next one.
        if self.has_queued() && self.enter_queued() {
            return Next::Decide;
        }
        if let Some(r) = self.resolving.as_mut() {
            r.instruction_done();
        }
        self.continue_resolution()
    }

    /// A payment asked while resolving (CR 609.3, 118.12, 107.14): "you may pay", "counter it
    /// unless its controller pays", "sacrifice it unless you sacrifice", energy.
    fn answer_payment_wait(&mut self, wait: Wait, answer: Answer) -> Option<(Wait, crate::state::game::Pending)> {
        match wait {
            Wait::MayPayEnergy { player, amount } => {
                let pay = answer == Answer::Yes && self.pay_energy(player, amount);
                if let Some(r) = self.resolving.as_mut() {
                    r.declined = !pay;
                }
                None
            }
            Wait::MayPay { player, cost } => {
                let pay = answer == Answer::Yes
                    && self.can_pay_mana(player, &cost.symbols, 0, &self.mana_sources(player), crate::payment::mana::PaymentFor::Other);
                if pay {
                    self.pay_mana_now(player, &cost);
                }
                if let Some(r) = self.resolving.as_mut() {
                    r.declined = !pay;
                }
                None
            }
            Wait::UnlessPays { payer, item, cost, life } => {
                if answer == Answer::Yes && self.can_pay_life(payer, life) {
                    self.pay_mana_now(payer, &cost);
                    self.pay_life(payer, life, "119.4");
                } else {
                    self.counter_item(item, "118.12");
                }
                None
            }
            _ => None,
        }
    }

    /// A choice made while resolving (CR 608.2d): a mana color, a card to discard, a permanent,
    /// what an attacking token attacks, a conniving discard.
    fn answer_choice_wait(&mut self, wait: Wait, answer: Answer) -> Option<(Wait, crate::state::game::Pending)> {
        match wait {
            // CR 106.1: a choice among groups of mana is made one mana at a time, in any
            // order ("two mana in any combination of colors"): the groups holding the
            // chosen mana stay, less one of it; one group left is added whole.
            Wait::ChooseMana { player, choices } => {
                let Answer::Mana(t) = answer else { return None };
                let mut rest: SmallVec<[SmallVec<[mw_types::ManaType; 2]>; 5]> = SmallVec::new();
                for c in choices.iter() {
                    let Some(i) = c.iter().position(|x| *x == t) else { continue };
                    let mut r = c.clone();
                    r.remove(i);
                    if !rest.contains(&r) {
                        rest.push(r);
                    }
                }
                if rest.is_empty() {
                    return None;
                }
                self.add_mana(player, t, 1);
                if rest.len() > 1 {
                    return Some((Wait::ChooseMana { player, choices: rest }, crate::state::game::Pending::Resolution { player }));
                }
                for &t in rest.iter().flatten() {
                    self.add_mana(player, t, 1);
                }
                None
            }
            Wait::Choose { choice, .. } => {
                self.answer_choice(choice, answer);
                None
            }
            Wait::ChooseDiscard { victim, exile, .. } => {
                let chosen = self.answer_choose_discard(victim, answer, exile);
                if let Some(r) = self.resolving.as_mut() {
                    r.declined = !chosen;
                }
                None
            }
            Wait::Attacked { player, mut creatures } => {
                if let (Answer::Target(t), false) = (answer, creatures.is_empty()) {
                    let (c, whom) = creatures.remove(0);
                    if self.may_attack_whom(t, whom) {
                        self.attack_now(c, t);
                    }
                }
                (!creatures.is_empty()).then(|| (Wait::Attacked { player, creatures }, crate::state::game::Pending::Resolution { player }))
            }
            Wait::ChoosePermanent { candidates, .. } => {
                if let (Answer::Object(c), Some(r)) = (answer, self.resolving.as_mut()) {
                    if candidates.contains(&c) {
                        r.returned = Some(c);
                    }
                }
                None
            }
            Wait::RingBearer { player, candidates } => {
                let chosen = match answer {
                    Answer::Object(c) if candidates.contains(&c) => Some(c),
                    _ => candidates.first().copied(),
                };
                self.ring_tempted_done(player, chosen);
                None
            }
            Wait::Connive { player, conniver } => {
                self.finish_connive(player, conniver, answer);
                None
            }
            Wait::DamageRecipient { options, source, amount, .. } => {
                if let Answer::Target(t) = answer {
                    if options.contains(&t) {
                        self.deal_damage(source, t, amount, "120.3");
                    }
                }
                None
            }
            _ => None,
        }
    }

    /// CR 101.2: a permanent's "[quality] spells [you control] can't be countered" covers
    /// the spell.
    fn spell_shielded(&self, spell: ObjectId) -> bool {
        self.battlefield.iter().any(|&id| {
            let Some(controller) = self.controller(id) else { return false };
            self.abilities(id).any(|(_, _, a)| matches!(a, Ability::SpellsCantBeCountered(f) if self.object_matches(f, spell, controller, id)))
        })
    }

    /// CR 701.6a: countering removes a spell or ability from the stack; a countered
    /// spell goes to its owner's graveyard.
    pub(crate) fn counter_item(&mut self, item: u32, rule: &'static str) {
        let Some(i) = self.stack.iter().position(|s| s.id == item) else { return };
        if let StackKind::Spell { object } = self.stack[i].kind {
            let card = self.objects.get(object).map(|o| o.card);
            // CR 101.2: its own "can't be countered", its controller's rule this turn, or
            // the mana spent to cast it (CR 106.6).
            let controller = self.stack[i].controller;
            let protected = self.stack[i].uncounterable
                || self.players[controller.index()].this_turn.spells_uncounterable
                || card.is_some_and(|c| self.cards.get(c).abilities.contains(&Ability::Static(mw_ir::SelfStatic::CantBeCountered)))
                || self.spell_shielded(object);
            if protected {
                return;
            }
        }
        let it = self.stack.remove(i);
        let object = match it.kind {
            StackKind::Spell { object } => object,
            StackKind::Ability { source, .. } => source,
        };
        self.emit(rule, EventKind::Countered { item, object });
        // CR 608.2c: "if that spell is countered this way" (spells only).
        if let (Some(r), StackKind::Spell { .. }) = (self.resolving.as_mut(), it.kind) {
            r.this_way.record(mw_ir::Did::Countered, object);
        }
        if let StackKind::Spell { object } = it.kind {
            self.spell_leaves_stack(object, it.exile_on_leave, rule);
        }
    }

    /// A spell an instruction moves ("exile target spell", "put it on top of its owner's
    /// library") leaves the stack without resolving or being countered (CR 400.7); its
    /// new object, if it went anywhere.
    pub(crate) fn remove_spell(&mut self, object: ObjectId, to: Zone, rule: &'static str) -> Option<ObjectId> {
        let i = self.stack.iter().position(|s| s.spell_object() == Some(object))?;
        self.stack.remove(i);
        Some(self.move_object(object, to, rule))
    }

    /// A spell going anywhere but the battlefield goes to its owner's graveyard, or to
    /// exile when it was cast with flashback (CR 702.34a).
    fn spell_leaves_stack(&mut self, object: ObjectId, exile: bool, rule: &'static str) {
        if exile {
            self.move_object(object, Zone::Exile, "702.34a");
        } else {
            self.move_object(object, Zone::Graveyard, rule);
        }
    }
}
