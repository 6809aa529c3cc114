//! Sacrifices a player chooses (CR 701.21): "each player sacrifices a creature",
//! "defending player sacrifices two permanents" (and the same choice returning them to
//! hand: "return a land you control to its owner's hand"). The players choose in APNAP
//! order (CR 101.4), then everything chosen moves at once.

use crate::state::decisions::Answer;
use crate::state::game::{Game, Pending};
use crate::stack_resolution::resolution::Wait;
use crate::state::zones::Zone;
use mw_types::{ObjectId, PlayerId};
use smallvec::SmallVec;

/// Sacrifices being chosen.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) struct Sacrificing {
    /// The players still to choose, the current one first.
    pub players: SmallVec<[PlayerId; 4]>,
    /// How many the current player still chooses.
    pub remaining: u32,
    pub each: u32,
    pub filter: mw_ir::ObjectFilter,
    pub source: ObjectId,
    pub chosen: SmallVec<[ObjectId; 4]>,
    /// "return a land you control to its owner's hand" rather than sacrifice.
    pub to_hand: bool,
    /// CR 702.110b: an exploit ability's sacrifice ("when ~ exploits a creature").
    pub exploit: bool,
}

impl Game {
    /// What `player` could sacrifice for `s`, not yet chosen.
    fn sacrifice_choices(&self, s: &Sacrificing, player: PlayerId) -> SmallVec<[ObjectId; 8]> {
        self.battlefield
            .iter()
            .copied()
            .filter(|id| !s.chosen.contains(id))
            .filter(|&id| self.controller(id) == Some(player) && self.object_matches(&s.filter, id, player, s.source))
            .collect()
    }

    /// The next choice; once every player has chosen, the sacrifices happen at once.
    pub(crate) fn next_sacrifice(&mut self, mut s: Sacrificing) -> Option<(Wait, Pending)> {
        while let Some(&p) = s.players.first() {
            let choices = self.sacrifice_choices(&s, p);
            if s.remaining > 0 && choices.len() as u32 > s.remaining {
                return Some((Wait::Sacrifice(s), Pending::Resolution { player: p }));
            }
            // No real choice: all of them (or as many as there are).
            s.chosen.extend(choices.into_iter().take(s.remaining as usize));
            s.players.remove(0);
            s.remaining = s.each;
        }
        let chosen = s.chosen.clone();
        let to_hand = s.to_hand;
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
                if to_hand {
                    g.move_object(id, Zone::Hand, "400.7");
                } else {
                    g.sacrificed(id, "701.21a");
                    g.move_object(id, Zone::Graveyard, "701.21a");
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
        }
    }

    pub(crate) fn answer_sacrifice(&mut self, mut s: Sacrificing, answer: Answer) -> Option<(Wait, Pending)> {
        let (Answer::Object(id), Some(&p)) = (answer, s.players.first()) else { return Some(self.ask_sacrifice(s)) };
        if self.sacrifice_choices(&s, p).contains(&id) {
            s.chosen.push(id);
            s.remaining -= 1;
        }
        self.next_sacrifice(s)
    }

    fn ask_sacrifice(&self, s: Sacrificing) -> (Wait, Pending) {
        let p = s.players.first().copied().unwrap_or(PlayerId(0));
        (Wait::Sacrifice(s), Pending::Resolution { player: p })
    }
}
