//! Sacrifices a player chooses (CR 701.21): "each player sacrifices a creature",
//! "defending player sacrifices two permanents" (and the same choice returning them to
//! hand: "return a land you control to its owner's hand", or untapping up to N of
//! anyone's: "untap up to two lands", or tapping them: "that player taps an untapped
//! artifact, creature, or land they control for each fade counter on ~"). The players choose in APNAP order (CR 101.4),
//! then everything chosen happens at once.

use crate::pipeline::move_batch::ProposedMove;
use crate::state::decisions::Answer;
use crate::state::replacement_state::AfterMoveChoice;
use crate::state::game::{Game, Pending};
use crate::state::zones::Zone;
use mw_types::{ObjectId, PlayerId};
use smallvec::SmallVec;
pub(crate) use crate::state::instruction_progress::{Sacrificing, ChosenAct};



impl Game {
    /// What `player` could sacrifice for `s`, not yet chosen.
    fn sacrifice_choices(&self, s: &Sacrificing, player: PlayerId) -> SmallVec<[ObjectId; 8]> {
        self.battlefield
            .iter()
            .copied()
            .filter(|id| !s.chosen.contains(id))
            .filter(|&id| (s.up_to || self.controller(id) == Some(player)) && self.object_matches(&s.filter, id, player, s.source))
            .collect()
    }

    /// The next choice; once every player has chosen, the sacrifices happen at once.
    pub(crate) fn next_sacrifice(&mut self, mut s: Sacrificing) -> Option<(Sacrificing, Pending)> {
        while let Some(&p) = s.players.first() {
            let choices = self.sacrifice_choices(&s, p);
            // "up to": a choice whenever there is anything to choose.
            if s.remaining > 0 && (choices.len() as u32 > s.remaining || (s.up_to && !choices.is_empty())) {
                return Some((s, Pending::Resolution { player: p }));
            }
            // No real choice: all of them (or as many as there are).
            s.chosen.extend(choices.into_iter().take(s.remaining as usize));
            s.players.remove(0);
            s.remaining = s.each;
        }
        let act = s.act;
        // CR 616.1: the replacement choices of the moves, asked before any is made; the
        // resolution waits with `s` and resumes it after each answer.
        let to = if act == ChosenAct::ReturnToHand { Zone::Hand } else { Zone::Graveyard };
        if !matches!(act, ChosenAct::Untap | ChosenAct::Tap) && !s.chosen.is_empty() && self.zone_replacements_possible(to) {
            let moves: SmallVec<[ProposedMove; 8]> = s.chosen.iter().map(|&id| ProposedMove::to(id, to)).collect();
            if self.ask_before_moves(&moves, AfterMoveChoice::Wait) {
                let pending = self.pending;
                return Some((s, pending));
            }
        }
        let chosen = s.chosen.clone();
        // CR 608.2c: with nothing sacrificed, a following "if you do" doesn't happen.
        if chosen.is_empty() {
            if let Some(r) = self.resolving.as_mut() {
                r.declined = true;
            }
        }
        self.together(|g| {
            for id in chosen {
                if g.objects.get(id).is_none_or(|o| o.zone != Zone::Battlefield) {
                    continue;
                }
                match act {
                    ChosenAct::ReturnToHand => {
                        g.move_object(id, Zone::Hand, "400.7");
                    }
                    ChosenAct::Untap => g.untap_permanent(id),
                    ChosenAct::Tap => {
                        g.tap(id, "701.26a");
                    }
                    ChosenAct::Sacrifice => {
                        g.sacrificed(id, "701.21a");
                        g.move_object(id, Zone::Graveyard, "701.21a");
                    }
                }
            }
        });
        // "that creature": the one sacrificed, as it last existed (CR 608.2h).
        if let (Some(r), [one]) = (self.resolving.as_mut(), s.chosen.as_slice()) {
            r.returned = Some(*one);
        }
        if s.exploit && !s.chosen.is_empty() {
            // The exploiter's abilities as it is, or as it last existed (CR 603.10a).
            if let Some(controller) = self.objects.last_known(s.source).map(|o| o.controller) {
                self.queue_triggers(s.source, controller, &mw_ir::Trigger::SelfExploits);
            }
        }
        None
    }

    pub(crate) fn sacrifice_answers(&self, s: &Sacrificing, out: &mut Vec<Answer>) {
        if let Some(&p) = s.players.first() {
            out.extend(self.sacrifice_choices(s, p).into_iter().map(Answer::Object));
            if s.up_to {
                out.push(Answer::Done);
            }
        }
    }

    pub(crate) fn answer_sacrifice(&mut self, mut s: Sacrificing, answer: Answer) -> Option<(Sacrificing, Pending)> {
        if answer == Answer::Done && s.up_to {
            // "up to": this player chooses no more.
            s.remaining = 0;
            return self.next_sacrifice(s);
        }
        let (Answer::Object(id), Some(&p)) = (answer, s.players.first()) else { return Some(self.ask_sacrifice(s)) };
        if self.sacrifice_choices(&s, p).contains(&id) {
            s.chosen.push(id);
            s.remaining -= 1;
        }
        self.next_sacrifice(s)
    }

    fn ask_sacrifice(&self, s: Sacrificing) -> (Sacrificing, Pending) {
        let p = s.players.first().copied().unwrap_or(PlayerId(0));
        (s, Pending::Resolution { player: p })
    }
}
