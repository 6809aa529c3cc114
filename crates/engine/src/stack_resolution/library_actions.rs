//! Keyword actions on the top of a library: scry (CR 701.22), surveil (CR 701.25) and
//! mill (CR 701.17). Scry and surveil are small decisions: one card at a time, top or
//! away, then the order of the cards left on top (the first chosen is on top).

use crate::state::decisions::Answer;
use crate::state::game::{Game, Pending};
use crate::stack_resolution::resolution::Wait;
use crate::state::zones::Zone;
use crate::pipeline::move_batch::ProposedMove;
use crate::state::replacement_state::AfterMoveChoice;
use mw_types::{ObjectId, PlayerId};
use smallvec::SmallVec;
pub(crate) use crate::state::instruction_progress::{Arrange, Arranging};



impl Game {
    /// Starts looking at the top `n` cards; None when there is nothing to decide.
    pub(crate) fn begin_arrange(&mut self, player: PlayerId, n: u32, mode: Arrange) -> Option<(Wait, Pending)> {
        self.begin_arrange_of(player, player, n, mode)
    }

    /// `begin_arrange` of the top of `library`'s library, `player` deciding.
    pub(crate) fn begin_arrange_of(&mut self, player: PlayerId, library: PlayerId, n: u32, mode: Arrange) -> Option<(Wait, Pending)> {
        let lib = &self.players[library.index()].library;
        let undecided: SmallVec<[ObjectId; 4]> = lib.iter().take(n as usize).copied().collect();
        if undecided.is_empty() {
            return None;
        }
        let a = Arranging { player, library, mode, undecided, top: SmallVec::new(), away: SmallVec::new(), ordered_top: SmallVec::new() };
        Some((Wait::Arrange(a), Pending::Resolution { player }))
    }

    /// The answers while arranging: for the next card, top or away; then the order.
    pub(crate) fn arrange_answers(a: &Arranging, out: &mut Vec<Answer>) {
        if !a.undecided.is_empty() {
            out.push(Answer::KeepOnTop);
            match a.mode {
                Arrange::Scry => out.push(Answer::ToBottom),
                Arrange::Surveil => out.push(Answer::ToGraveyard),
                Arrange::Reorder => {}
            }
        } else {
            out.extend(a.top.iter().map(|&c| Answer::Object(c)));
        }
    }

    /// Applies one answer; returns the next question, or None when the cards are placed.
    pub(crate) fn arrange_step(&mut self, mut a: Arranging, answer: Answer) -> Option<(Wait, Pending)> {
        match answer {
            Answer::KeepOnTop if !a.undecided.is_empty() => {
                let c = a.undecided.remove(0);
                a.top.push(c);
            }
            Answer::ToBottom | Answer::ToGraveyard if !a.undecided.is_empty() => {
                let c = a.undecided.remove(0);
                a.away.push(c);
            }
            Answer::Object(c) => {
                a.top.retain(|x| *x != c);
                a.ordered_top.push(c);
            }
            _ => {}
        }
        if a.undecided.is_empty() && a.top.len() == 1 {
            let last = a.top.remove(0);
            a.ordered_top.push(last);
        }
        if !a.undecided.is_empty() || !a.top.is_empty() {
            let p = a.player;
            return Some((Wait::Arrange(a), Pending::Resolution { player: p }));
        }
        // CR 616.1: the surveilled cards' replacement choices before they move; the
        // resolution waits with the arrangement and resumes it after each answer.
        if a.mode == Arrange::Surveil && !a.away.is_empty() && self.zone_replacements_possible(Zone::Graveyard) {
            let moves: SmallVec<[ProposedMove; 4]> = a.away.iter().map(|&c| ProposedMove::to(c, Zone::Graveyard)).collect();
            if self.ask_before_moves(&moves, AfterMoveChoice::Wait) {
                let pending = self.pending;
                return Some((Wait::Arrange(a), pending));
            }
        }
        self.place_arranged(&a);
        None
    }

    fn place_arranged(&mut self, a: &Arranging) {
        let p = a.library.index();
        let moved: SmallVec<[ObjectId; 8]> = a.ordered_top.iter().chain(&a.away).copied().collect();
        self.players[p].library.retain(|c| !moved.contains(c));
        for (i, &c) in a.ordered_top.iter().enumerate() {
            self.players[p].library.insert(i, c);
        }
        match a.mode {
            // CR 701.22a: the rest go to the bottom (in the order chosen: as looked at).
            Arrange::Scry | Arrange::Reorder => self.players[p].library.extend(a.away.iter().copied()),
            Arrange::Surveil => {
                for &c in &a.away {
                    self.players[p].library.push(c);
                    self.move_object(c, Zone::Graveyard, "701.25a");
                }
            }
        }
    }

    /// CR 701.17a: the top `n` cards go into the graveyard, together (the cards are
    /// fixed first: one shuffled back into the library by a replacement effect isn't
    /// milled again).
    pub(crate) fn mill(&mut self, player: PlayerId, n: u32) {
        let library = &self.players[player.index()].library;
        let top: SmallVec<[ObjectId; 8]> = library[..library.len().min(n as usize)].iter().copied().collect();
        let mut moved: SmallVec<[ObjectId; 8]> = SmallVec::new();
        self.together(|g| {
            for c in top {
                moved.push(g.move_object(c, Zone::Graveyard, "701.17a"));
            }
        });
        // CR 608.2c: what a resolution milled ("if an Insect card was milled this way"):
        // the cards that reached the graveyard.
        let reached: SmallVec<[ObjectId; 8]> = moved.into_iter().filter(|&id| self.objects.get(id).is_some_and(|o| o.zone == Zone::Graveyard)).collect();
        if let Some(r) = self.resolving.as_mut() {
            r.this_way.record_all(mw_ir::Did::Milled, reached);
        }
    }
}
