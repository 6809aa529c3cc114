//! The decision API and the game loop (DESIGN.md invariant 1): the pending decision, its
//! legal answers, applying an answer, and running the game forward to the next decision,
//! offering priority on the way (CR 117).

use crate::state::decisions::{Answer, ApplyError, Decision, Question};
use crate::state::events::{Event, EventKind};
use crate::state::game::{Game, Next, Pending, NO_OBJECT};
use mw_types::PlayerId;

impl Game {
    /// The pending decision (DESIGN.md invariant 1).
    pub fn decision(&self) -> Decision {
        let (player, question) = match &self.pending {
            Pending::Mulligan { player } => (
                Some(*player),
                Question::Mulligan { mulligans_taken: self.players[player.index()].mulligans },
            ),
            Pending::PutOnBottom { player, remaining } => {
                (Some(*player), Question::PutOnBottom { remaining: *remaining })
            }
            Pending::OpeningHand { player } => (Some(*player), Question::OpeningHand),
            Pending::Priority { player } => (Some(*player), Question::Priority),
            Pending::ChooseX { player, max, .. } => (Some(*player), Question::ChooseX { max: *max }),
            Pending::ChooseTimes { player, max } => (Some(*player), Question::ChooseTimes { max: *max }),
            Pending::ChooseCost { player } => (Some(*player), Question::ChooseCost { options: self.cost_options_count() }),
            Pending::Divide { player } => (Some(*player), self.division_question()),
            Pending::ChooseMode { player } => (Some(*player), Question::ChooseMode),
            Pending::Kicker { player } => {
                let card = self.announcing.as_ref().map(|a| a.card);
                let cost = card.and_then(|c| crate::stack_resolution::stack::kicker_cost(self.cards.get(c)).cloned()).unwrap_or_default();
                (Some(*player), Question::PayOptionalCost { cost })
            }
            Pending::ChooseTarget { player, index } => {
                let source = self.announcing.as_ref().map(|a| a.source).unwrap_or(NO_OBJECT);
                (Some(*player), Question::ChooseTarget { source, index: *index })
            }
            Pending::PayMana { player } => {
                let source = self.announcing.as_ref().map(|a| a.source).unwrap_or(NO_OBJECT);
                (Some(*player), Question::PayMana { source })
            }
            Pending::DeclareAttackers { player } => (Some(*player), Question::DeclareAttackers),
            Pending::DeclareBlockers { player } => (Some(*player), Question::DeclareBlockers),
            Pending::AssignDamage { player, attacker } => (
                Some(*player),
                Question::AssignDamage { attacker: *attacker, remaining: self.damage_left(*attacker) },
            ),
            Pending::Discard { player, remaining } => {
                (Some(*player), Question::Discard { remaining: *remaining })
            }
            Pending::OrderTriggers { player } => (Some(*player), Question::OrderTriggers),
            Pending::LegendRule { player } => (Some(*player), Question::LegendRule),
            Pending::CommandZone { player } => (Some(*player), Question::CommandZone { card: self.commander_to_command_zone().map_or(NO_OBJECT, |c| c.1) }),
            Pending::Resolution { player } => (Some(*player), self.resolution_question()),
            Pending::Entering { player } => (Some(*player), self.entering_question()),
            Pending::ReplaceDraw { player } => (Some(*player), Question::ReplaceDraw),
            Pending::ReplaceMove { player } => (Some(*player), self.move_replacement_question()),
            Pending::PayAdditional { player } => {
                let source = self.announcing.as_ref().map_or(NO_OBJECT, |a| a.source);
                (Some(*player), Question::PayAdditionalCost { source })
            }
            Pending::ManaCost { player } => {
                let source = self.mana_choice.as_ref().map_or(NO_OBJECT, |c| c.source);
                (Some(*player), Question::PayAdditionalCost { source })
            }
            Pending::GameOver => (None, Question::GameOver),
        };
        Decision { player, question }
    }

    /// The legal answers to the pending decision, in the engine's own order.
    pub fn legal_answers(&self) -> Vec<Answer> {
        let mut out = Vec::new();
        self.legal_answers_into(&mut out);
        out
    }

    /// Like `legal_answers`, into a buffer the caller reuses (no allocation once warm).
    pub fn legal_answers_into(&self, out: &mut Vec<Answer>) {
        out.clear();
        // Listed already for this decision (`priority_shortcut`), nothing changed since.
        if self.kept_answers_into(out) {
            #[cfg(debug_assertions)]
            {
                let mut fresh = Vec::new();
                let _frozen = self.freeze();
                self.list_answers(&mut fresh);
                debug_assert_eq!(*out, fresh, "kept answers differ from a fresh listing");
            }
            return;
        }
        let _frozen = self.freeze();
        self.list_answers(out);
        self.keep_answers(out);
    }

    fn list_answers(&self, out: &mut Vec<Answer>) {
        match self.pending.clone() {
            Pending::Mulligan { .. } => out.extend([Answer::Keep, Answer::Mulligan]),
            Pending::PutOnBottom { player, .. } | Pending::Discard { player, .. } => {
                out.extend(self.players[player.index()].hand.iter().map(|&c| Answer::Object(c)))
            }
            Pending::OpeningHand { player } => self.opening_answers(player, out),
            Pending::Priority { player } => self.priority_answers(player, out),
            Pending::ChooseX { min, max, .. } => out.extend((min..=max).map(Answer::Number)),
            Pending::ChooseTimes { max, .. } => out.extend((0..=max).map(Answer::Number)),
            Pending::Divide { .. } => self.division_answers(out),
            Pending::ChooseCost { player } => self.cost_option_answers(player, out),
            Pending::ChooseMode { player } => self.mode_answers(player, out),
            Pending::Kicker { player } => {
                if self.can_pay_kicker(player) {
                    out.push(Answer::Yes);
                }
                out.push(Answer::No);
            }
            Pending::ChooseTarget { .. } => self.target_answers(out),
            Pending::PayMana { player } => {
                if !self.plan_answers(player, out) {
                    self.payment_answers(player, out)
                }
            }
            Pending::DeclareAttackers { player } => self.attack_answers(player, out),
            Pending::DeclareBlockers { player } => self.block_answers(player, out),
            Pending::AssignDamage { attacker, .. } => self.assign_answers(attacker, out),
            Pending::OrderTriggers { player } => self.order_trigger_answers(player, out),
            Pending::LegendRule { player } => self.legend_rule_answers(player, out),
            Pending::CommandZone { .. } => out.extend([Answer::Yes, Answer::No]),
            Pending::Resolution { .. } => self.resolution_answers(out),
            Pending::Entering { .. } => self.entering_answers(out),
            Pending::ReplaceDraw { .. } => self.draw_replacement_answers(out),
            Pending::ReplaceMove { .. } => self.move_replacement_answers(out),
            Pending::PayAdditional { .. } => self.additional_answers(out),
            Pending::ManaCost { .. } => self.mana_choice_answers(out),
            Pending::GameOver => {}
        }
    }

    /// Answers the pending decision. Refuses an illegal answer with the game unchanged;
    /// otherwise runs the game to its next decision and returns what happened.
    pub fn apply(&mut self, player: PlayerId, answer: Answer) -> Result<&[Event], ApplyError> {
        let decision = self.decision();
        let Some(expected) = decision.player else { return Err(ApplyError::GameOver) };
        if expected != player {
            return Err(ApplyError::NotYourDecision { expected, got: player });
        }
        // CR 117.3d: passing is always a legal answer to priority (`priority_answers`
        // lists it first, unconditionally), so it needs no listing to check; otherwise
        // the answers listed for this decision, by the same code (DESIGN.md invariant 2).
        let pass = answer == Answer::Pass && matches!(self.pending, Pending::Priority { .. });
        let ok = match self.take_kept_answer(&answer) {
            _ if pass => true,
            Some(ok) => ok,
            None => {
                let mut legal = self.take_scratch();
                self.legal_answers_into(&mut legal);
                let ok = legal.contains(&answer);
                self.take_kept_answer(&answer);
                self.put_scratch(legal);
                ok
            }
        };
        if !ok {
            return Err(ApplyError::IllegalAnswer { answer, question: decision.question });
        }
        self.commit(player, answer);
        Ok(&self.events)
    }

    /// Carries out a checked answer and runs the game to its next decision.
    fn commit(&mut self, player: PlayerId, answer: Answer) {
        self.events.clear();
        self.decisions_made += 1;
        self.state_changes();
        let next = self.answer(player, answer);
        self.run(next);
    }

    /// Like `apply`, for an answer the caller has just taken from `legal_answers` of
    /// this very state, for `player` who must decide now (search plays millions of
    /// these): it skips listing the answers again to check it. Checked in debug builds.
    pub fn apply_listed(&mut self, player: PlayerId, answer: Answer) -> &[Event] {
        debug_assert_eq!(self.decision().player, Some(player));
        debug_assert!(self.legal_answers().contains(&answer), "{answer:?} is not listed");
        // The answers kept for this decision are forgotten: the game is about to change.
        self.take_kept_answer(&answer);
        self.commit(player, answer);
        &self.events
    }

    pub(crate) fn answer(&mut self, player: PlayerId, answer: Answer) -> Next {
        match self.pending.clone() {
            Pending::Mulligan { .. } => self.answer_mulligan(player, answer),
            Pending::PutOnBottom { remaining, .. } => self.answer_bottom(player, answer, remaining),
            Pending::OpeningHand { .. } => self.answer_opening(player, answer),
            Pending::Priority { .. } => self.answer_priority(player, answer),
            Pending::ChooseX { .. } => self.answer_x(answer),
            Pending::ChooseTimes { .. } => self.answer_times(answer),
            Pending::ChooseCost { .. } => self.answer_cost_option(answer),
            Pending::Divide { .. } => self.answer_division(answer),
            Pending::ChooseMode { .. } => self.answer_mode(player, answer),
            Pending::Kicker { .. } => self.answer_kicker(player, answer),
            Pending::ChooseTarget { .. } => self.answer_target(answer),
            Pending::PayMana { .. } => self.answer_payment(player, answer),
            Pending::DeclareAttackers { .. } => self.answer_attack(player, answer),
            Pending::DeclareBlockers { .. } => self.answer_block(player, answer),
            Pending::AssignDamage { attacker, .. } => self.answer_assign(player, attacker, answer),
            Pending::Discard { remaining, .. } => self.answer_discard(player, answer, remaining),
            Pending::OrderTriggers { .. } => self.answer_order_triggers(player, answer),
            Pending::LegendRule { .. } => self.answer_legend_rule(player, answer),
            Pending::CommandZone { .. } => self.answer_command_zone(answer),
            Pending::Resolution { .. } => self.answer_resolution(answer),
            Pending::Entering { .. } => self.answer_entering(answer),
            Pending::ReplaceDraw { .. } => self.answer_replace_draw(answer),
            Pending::ReplaceMove { .. } => self.answer_replace_move(answer),
            Pending::PayAdditional { .. } => self.answer_additional(answer),
            Pending::ManaCost { .. } => self.answer_mana_cost(answer),
            Pending::GameOver => Next::Decide,
        }
    }

    /// Runs the game forward until a player must decide or the game is over.
    pub(crate) fn run(&mut self, mut next: Next) {
        loop {
            if self.result.is_some() {
                self.pending = Pending::GameOver;
                return;
            }
            next = match next {
                Next::Decide => return,
                Next::BeginStep => self.begin_step(),
                Next::EndStep => self.end_step(),
                Next::OfferPriority => self.offer_priority(),
                Next::GivePriority => self.give_priority(),
                Next::ResolveTop => self.resolve_top(),
            };
        }
    }

    /// CR 117.5: before a player receives priority, state-based actions are performed
    /// and triggered abilities are put on the stack, until neither happens.
    fn offer_priority(&mut self) -> Next {
        loop {
            // Layer 2 refreshed nothing: the next checks reuse what sync_control computed
            // (until one of them changes something).
            if let Some(epoch) = self.sync_control() {
                self.state_is_as_in(epoch);
            }
            self.day_night_check();
            // CR 615.5: what follows a prevention happens before the checks.
            if !self.replacement.after_prevention.is_empty() {
                self.after_prevention();
            }
            if !self.replacement.replaced_damage.is_empty() {
                self.after_replaced_damage();
            }
            let sba = self.check_state_based_actions();
            let checked = self.last_epoch();
            self.state_changes();
            if let Some(next) = sba {
                return next;
            }
            self.state_triggers();
            self.graveyard_left_triggers();
            if self.result.is_some() {
                return Next::Decide;
            }
            // FIXME(CR 610.3a): cards exiled "until ~ leaves" return here, before the next
            // player would receive priority, not immediately as the permanent leaves.
            if !self.returning.is_empty() {
                if let Some(next) = self.return_exiled() {
                    return next;
                }
                continue;
            }
            if self.pending_triggers.is_empty() {
                // Nothing changed since state-based actions were checked (the trigger
                // checks found nothing): the player receiving priority lists answers
                // with what that check computed.
                self.state_is_as_in(checked);
                break;
            }
            if let Some(next) = self.put_triggers_on_stack() {
                return next;
            }
        }
        self.give_priority()
    }

    /// CR 117.3: the player whose turn it is to have priority (the next one still in the
    /// game) receives it.
    fn give_priority(&mut self) -> Next {
        if self.stack.is_empty() {
            self.objects.recycle();
            let objects = &self.objects;
            self.counters.retain(|id| objects.get(id).is_some());
            self.kicked.retain(|id| objects.last_known(*id).is_some());
            self.alt_paid.retain(|(id, _)| objects.last_known(*id).is_some());
            self.foretold.retain(|(id, _, _)| objects.get(*id).is_some());
            self.transformed.retain(|(id, _)| objects.get(*id).is_some());
            self.monstrous.retain(|id| objects.get(*id).is_some());
            self.renowned.retain(|id| objects.get(*id).is_some());
        }
        // CR 616.1: choices made for moves that didn't happen (what asked went another
        // way) are not kept past the next priority.
        if !self.replacement.move_choices.is_empty() {
            self.replacement.move_choices.clear();
        }
        let mut p = self.turn.priority;
        while self.players[p.index()].has_lost {
            p = self.next_player(p);
        }
        self.turn.priority = p;
        self.pending = Pending::Priority { player: p };
        self.priority_offered();
        self.priority_shortcut(p)
    }

    /// CR 117.3d: passing priority.
    pub(crate) fn pass_priority(&mut self, player: PlayerId) -> Next {
        self.emit("117.3d", EventKind::PriorityPassed { player });
        self.turn.passes += 1;
        if self.turn.passes as usize >= self.players_in_game() {
            self.turn.passes = 0;
            // CR 117.4: all passed in succession.
            return if self.stack.is_empty() { Next::EndStep } else { Next::ResolveTop };
        }
        self.turn.priority = self.next_player(player);
        // CR 704.3 / 117.5: state-based actions and triggers were checked as this player
        // received priority, and passing changed nothing they read: checking again would
        // find nothing, so the next player receives priority at once (with what was
        // computed for the state then).
        self.priority_passed();
        Next::GivePriority
    }
}
