//! Turn structure (CR 500–514): phases, steps and their turn-based actions.

use crate::state::events::EventKind;
use crate::state::game::{Game, Next};
use mw_ir::Ability;
use mw_types::{ObjectId, PlayerId};
use smallvec::SmallVec;
pub use crate::state::turn_state::Step;

impl Game {
    /// CR 500.4 and 500.2: the step ends (pools empty), the next begins.
    pub(crate) fn end_step(&mut self) -> Next {
        self.empty_mana_pools();
        let next = match self.turn.step {
            // CR 508.8: no attackers, skip blockers and damage steps.
            Step::DeclareAttackers if self.combat.attackers.is_empty() => Some(Step::EndCombat),
            // CR 510.4: the first-strike step only exists if a creature has first or double strike.
            Step::DeclareBlockers if !self.combat_has_first_strike() => Some(Step::CombatDamage),
            Step::Cleanup if self.cleanup_again => {
                self.cleanup_again = false;
                Some(Step::Cleanup)
            }
            s => s.next(),
        };
        // CR 500.11: a skipped combat phase is passed over, to the postcombat main phase.
        let active = self.turn.active;
        let next = match next {
            Some(Step::BeginCombat) if self.players[active.index()].skip_combats > 0 => {
                self.players[active.index()].skip_combats -= 1;
                self.emit("500.11", EventKind::CombatSkipped { player: active });
                Some(Step::Main2)
            }
            n => n,
        };
        match next {
            Some(step) => self.turn.step = step,
            None => self.begin_next_turn(),
        }
        Next::BeginStep
    }

    /// CR 614.10: whether a static ability skips this step of the active player's turn:
    /// their own "skip your draw step", or anyone's "players skip their untap steps".
    fn step_skipped(&self, step: Step) -> bool {
        let skipped = match step {
            Step::Untap => mw_ir::SkippedStep::Untap,
            Step::Upkeep => mw_ir::SkippedStep::Upkeep,
            Step::Draw => mw_ir::SkippedStep::Draw,
            _ => return false,
        };
        let own = mw_ir::SelfStatic::SkipStep { step: skipped, each_player: false };
        let all = mw_ir::SelfStatic::SkipStep { step: skipped, each_player: true };
        if !self.cards.has_self_static(own) && !self.cards.has_self_static(all) {
            return false;
        }
        self.controlled_statics(self.turn.active, own) > 0 || self.player_ids().any(|p| self.controlled_statics(p, all) > 0)
    }

    /// CR 500.7: the extra turn to take next, if any (of a player still in the game).
    fn next_extra_turn(&mut self) -> Option<mw_types::PlayerId> {
        while let Some(p) = self.extra_turns.pop() {
            if !self.players[p.index()].has_lost {
                return Some(p);
            }
        }
        None
    }

    /// CR 102.1: the player after `from` in turn order who is still in the game.
    fn next_in_turn_order(&self, from: mw_types::PlayerId) -> mw_types::PlayerId {
        let n = self.players.len() as u8;
        let mut p = from;
        for _ in 0..n {
            p = mw_types::PlayerId((p.0 + 1) % n);
            if !self.players[p.index()].has_lost {
                break;
            }
        }
        p
    }

    /// CR 500.1 / 102.1: the next player in turn order takes a turn; CR 500.7: an extra
    /// turn comes first (the most recently created first).
    fn begin_next_turn(&mut self) {
        let p = match self.next_extra_turn() {
            Some(extra) => {
                // The normal order resumes after the turn the extra turns follow.
                self.resume_after.get_or_insert(self.turn.active);
                extra
            }
            None => {
                let mut from = self.resume_after.take().unwrap_or(self.turn.active);
                let mut p = self.next_in_turn_order(from);
                // CR 614.10: a skipped turn is passed over (each skip used once).
                while self.players[p.index()].skip_turns > 0 {
                    self.players[p.index()].skip_turns -= 1;
                    self.emit("614.10", EventKind::TurnSkipped { player: p });
                    from = p;
                    p = self.next_in_turn_order(from);
                }
                p
            }
        };
        let previous = self.turn.active;
        self.turn.number += 1;
        self.turn.began_at = self.next_timestamp();
        self.turn.active = p;
        self.turn.step = Step::Untap;
        self.end_until_next_turn_effects(p);
        for pl in &mut self.players {
            pl.lands_played = 0;
            pl.extra_land_plays = 0;
            pl.drawn_this_turn = 0;
            pl.cast_last_turn = pl.cast_this_turn;
            pl.damaged_this_turn = false;
            pl.this_turn = crate::state::turn_events::TurnEvents::default();
            pl.cast_this_turn = 0;
            pl.speed.new_turn();
        }
        self.history = Default::default();
        self.emit("500.1", EventKind::TurnBegan { turn: self.turn.number, player: p });
        self.day_night_untap(previous);
        self.activated_this_turn.clear();
        self.triggered_this_turn.clear();
        self.resolved_this_turn.clear();
        self.end_this_turn_delayed();
    }

    /// Performs the turn-based actions of the step that just began (CR 703.4).
    pub(crate) fn begin_step(&mut self) -> Next {
        let step = self.turn.step;
        if self.step_skipped(step) {
            // CR 614.10a: nothing of a skipped step happens.
            self.emit("614.10", EventKind::StepSkipped { step });
            return Next::EndStep;
        }
        self.emit(step.rule(), EventKind::StepBegan { step });
        self.turn.passes = 0;
        self.turn.priority = self.turn.active;
        match step {
            Step::Untap => {
                self.untap_step();
                Next::EndStep
            }
            Step::Upkeep => {
                let ts = self.next_timestamp();
                let pl = &mut self.players[self.turn.active.index()];
                pl.upkeeps = [ts, pl.upkeeps[0]];
                self.upkeep_triggers();
                self.step_triggers(mw_ir::Trigger::EachUpkeep);
                self.step_triggers(mw_ir::Trigger::EachOpponentUpkeep);
                self.fire_delayed(mw_ir::DelayedWhen::NextUpkeep);
                self.fire_delayed(mw_ir::DelayedWhen::YourNextUpkeep);
                Next::OfferPriority
            }
            Step::Draw => {
                // CR 103.8a: the starting player skips the draw of their first turn.
                if !(self.turn.number == 1 && self.players.len() == 2) {
                    let d = crate::pipeline::draw::Drawing::one(self.turn.active, 1, "504.1", crate::pipeline::draw::AfterDraws::DrawStep);
                    if self.draw_cards(d) {
                        return Next::Decide;
                    }
                }
                self.draw_step_rest()
            }
            Step::Main1 => {
                self.lore_at_precombat_main();
                self.step_triggers(mw_ir::Trigger::YourPrecombatMain);
                self.fire_delayed(mw_ir::DelayedWhen::YourNextMainPhase);
                Next::OfferPriority
            }
            Step::Main2 => {
                self.step_triggers(mw_ir::Trigger::YourPostcombatMain);
                self.fire_delayed(mw_ir::DelayedWhen::YourNextMainPhase);
                Next::OfferPriority
            }
            Step::BeginCombat => {
                self.combat.clear();
                self.step_triggers(mw_ir::Trigger::YourCombat);
                self.step_triggers(mw_ir::Trigger::EachCombat);
                Next::OfferPriority
            }
            Step::End => {
                self.step_triggers(mw_ir::Trigger::YourEndStep);
                self.step_triggers(mw_ir::Trigger::EachEndStep);
                self.fire_delayed(mw_ir::DelayedWhen::NextEndStep);
                self.fire_delayed(mw_ir::DelayedWhen::YourNextEndStep);
                if self.monarch == Some(self.turn.active) {
                    self.monarch_trigger(mw_ir::Trigger::MonarchEndStep, None);
                }
                Next::OfferPriority
            }
            Step::DeclareAttackers => self.begin_declare_attackers(),
            Step::DeclareBlockers => self.begin_declare_blockers(),
            Step::FirstStrikeDamage => self.begin_combat_damage(true),
            Step::CombatDamage => self.begin_combat_damage(false),
            Step::EndCombat => {
                self.step_triggers(mw_ir::Trigger::EachEndOfCombat);
                self.fire_delayed(mw_ir::DelayedWhen::EndOfCombat);
                Next::OfferPriority
            }
            Step::Cleanup => self.cleanup_discard(),
        }
    }

    /// CR 502.2–502.3: permanents phased out under the active player phase in (the
    /// keyword phasing isn't compiled, so none phases out here); permanents' control
    /// clocks restart (CR 302.6) and the active player's permanents untap.
    fn untap_step(&mut self) {
        let active = self.turn.active;
        self.phase_in_for(active);
        // Those gone from the battlefield are forgotten (CR 400.7).
        if !self.skip_untap.is_empty() {
            let objects = &self.objects;
            self.skip_untap.retain(|id| objects.get(*id).is_some_and(|o| o.zone == crate::state::zones::Zone::Battlefield));
        }
        for i in 0..self.battlefield.len() {
            let id = self.battlefield[i];
            let Some(o) = self.objects.get_mut(id) else { continue };
            if o.controller != active {
                continue;
            }
            o.set_controlled_since_turn_start(true);
            let tapped = o.tapped();
            // CR 502.3: unless an effect says it doesn't untap ("during its controller's
            // next untap step": this one, tapped or not).
            if let Some(k) = self.skip_untap.iter().position(|x| *x == id) {
                self.skip_untap.remove(k);
                continue;
            }
            if !tapped {
                continue;
            }
            if self.cards.has_untap_rules() && self.characteristics(id).is_some_and(|c| c.rule(mw_ir::CombatRule::DoesntUntap)) {
                continue;
            }
            self.untap(id, "502.3");
        }
        if self.cards.has_untap_in_others() {
            self.untap_in_others_step(active);
        }
    }

    /// CR 502.3: "untap ~ during each other player's untap step", "untap all creatures
    /// you control during …": the other players' permanents those abilities name, tapped
    /// as the step begins, untap too.
    fn untap_in_others_step(&mut self, active: PlayerId) {
        let mut untap: SmallVec<[ObjectId; 8]> = SmallVec::new();
        for &src in &self.battlefield {
            let Some(owner) = self.controller(src).filter(|&c| c != active) else { continue };
            for (_, _, a) in self.abilities(src) {
                match a {
                    Ability::UntapInOthersUntapSteps(None) => untap.push(src),
                    Ability::UntapInOthersUntapSteps(Some(f)) => untap.extend(
                        self.battlefield.iter().copied().filter(|&id| self.controller(id) == Some(owner) && self.object_matches(f, id, owner, src)),
                    ),
                    _ => {}
                }
            }
        }
        for id in untap {
            if self.objects.get(id).is_some_and(|o| o.tapped()) {
                self.untap(id, "502.3");
            }
        }
    }

    /// CR 514.1: the active player discards down to their maximum hand size.
    pub(crate) fn cleanup_discard(&mut self) -> Next {
        let p = self.turn.active;
        // CR 402.2: seven, unless an effect says there is none.
        let none = self.controlled_statics(p, mw_ir::SelfStatic::NoMaximumHandSize) > 0;
        let excess = if none { 0 } else { self.players[p.index()].hand.len().saturating_sub(7) as u32 };
        if excess > 0 {
            self.pending = crate::state::game::Pending::Discard { player: p, remaining: excess };
            return Next::Decide;
        }
        self.cleanup_rest()
    }

    /// CR 514.2: damage wears off and "until end of turn" effects end; CR 514.3a: if
    /// state-based actions or triggers happen, players get priority and cleanup repeats.
    pub(crate) fn cleanup_rest(&mut self) -> Next {
        for i in 0..self.battlefield.len() {
            self.remove_all_damage(self.battlefield[i]);
        }
        self.damaged_this_turn.clear();
        self.emit("514.2", EventKind::DamageWoreOff);
        self.end_turn_replacements();
        if !self.replacement.exile_instead.is_empty() {
            self.end_turn_exile_instead();
        }
        if !self.play_permissions.is_empty() {
            self.end_play_permissions();
        }
        // CR 514.2: "until end of turn" grants of flashback end.
        self.flashback_grants.clear();
        let shields = !self.replacement.prevention.is_empty() || !self.replacement.source_shields.is_empty() || !self.replacement.prevent_all.is_empty();
        if self.end_turn_effects() || self.turn_rules != 0 || shields {
            self.turn_rules = 0;
            self.replacement.prevention.clear();
            self.replacement.source_shields.clear();
            self.end_preventions(None);
            self.emit("514.2", EventKind::EffectsEnded);
        }
        if self.sba_would_apply() || !self.pending_triggers.is_empty() {
            self.cleanup_again = true;
            return Next::OfferPriority;
        }
        Next::EndStep
    }

    /// CR 500.4: mana empties from every pool at the end of each step and phase.
    pub(crate) fn empty_mana_pools(&mut self) {
        for i in 0..self.players.len() {
            if !self.players[i].pool.is_empty() {
                self.players[i].pool.clear();
                let player = mw_types::PlayerId(i as u8);
                self.emit("500.4", EventKind::ManaEmptied { player });
            }
        }
    }
}

impl Game {
    /// CR 514.1: one card discarded; more to go, or on with cleanup.
    pub(crate) fn answer_discard(
        &mut self,
        player: mw_types::PlayerId,
        answer: crate::state::decisions::Answer,
        remaining: u32,
    ) -> Next {
        let crate::state::decisions::Answer::Object(card) = answer else { return Next::Decide };
        // CR 616.1: the card's replacement effects chosen before it is discarded.
        if self.ask_before_answer(&[crate::pipeline::move_batch::ProposedMove::to(card, crate::state::zones::Zone::Graveyard)], player, answer) {
            return Next::Decide;
        }
        self.discard_card(player, card, "514.1");
        if remaining > 1 {
            self.pending = crate::state::game::Pending::Discard { player, remaining: remaining - 1 };
            return Next::Decide;
        }
        self.cleanup_rest()
    }
}

impl Game {
    /// CR 504.2: after the draw step's draw (replaced or not), its triggers and priority.
    fn draw_step_rest(&mut self) -> Next {
        self.step_triggers(mw_ir::Trigger::YourDrawStep);
        self.step_triggers(mw_ir::Trigger::EachDrawStep);
        Next::OfferPriority
    }

    /// The draws a replacement choice interrupted are made: what they were part of goes on.
    pub(crate) fn answer_replace_draw(&mut self, answer: crate::state::decisions::Answer) -> Next {
        match self.answer_draw_replacement(answer) {
            None => Next::Decide,
            Some(crate::pipeline::draw::AfterDraws::DrawStep) => self.draw_step_rest(),
            Some(crate::pipeline::draw::AfterDraws::Instruction) => self.after_instruction_draws(),
            Some(crate::pipeline::draw::AfterDraws::Connive(conniver)) => self.after_connive_draw(conniver),
        }
    }

    /// CR 616.1: the answer about a zone change is kept; what asked runs again and makes
    /// the move with it (or asks the next choice).
    pub(crate) fn answer_replace_move(&mut self, answer: crate::state::decisions::Answer) -> Next {
        use crate::state::replacement_state::AfterMoveChoice;
        match self.answer_move_choice(answer) {
            Some(AfterMoveChoice::Answer { pending, player, answer }) => {
                self.pending = pending;
                self.answer(player, answer)
            }
            Some(AfterMoveChoice::Wait) => self.resume_wait(),
            Some(AfterMoveChoice::AnnounceCosts) => self.announce_costs(),
            Some(AfterMoveChoice::Instruction) => self.continue_resolution(),
            Some(AfterMoveChoice::LegendRule { player, keep }) => {
                self.answer_legend_rule(player, crate::state::decisions::Answer::Object(keep))
            }
            Some(AfterMoveChoice::StateBasedActions) | None => Next::OfferPriority,
        }
    }
}
