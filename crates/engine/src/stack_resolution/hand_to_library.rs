//! Cards put from a hand into a library in an order the player chooses (CR 401.4):
//! "put two cards from your hand on top of your library in any order". The player
//! chooses the cards one at a time; the first chosen ends up highest (on top, or highest
//! of those put on the bottom), so the answers list the cards as they will lie, from the
//! top down.

use crate::state::decisions::Answer;
use crate::state::game::{Game, Pending};
use crate::stack_resolution::resolution::Wait;
use crate::state::zones::Zone;
use mw_types::PlayerId;
use smallvec::SmallVec;
pub(crate) use crate::state::instruction_progress::HandToLibrary;


impl Game {
    /// Starts choosing `n` cards of `player`'s hand (all of them, with fewer in hand);
    /// None when the hand is empty.
    pub(crate) fn begin_hand_to_library(&mut self, player: PlayerId, n: u32, top: bool) -> Option<(Wait, Pending)> {
        let n = n.min(self.players[player.index()].hand.len() as u32);
        if n == 0 {
            return None;
        }
        let h = HandToLibrary { player, remaining: n, top, chosen: SmallVec::new() };
        Some((Wait::HandToLibrary(h), Pending::Resolution { player }))
    }

    /// The cards of the hand not chosen yet.
    pub(crate) fn hand_to_library_answers(&self, h: &HandToLibrary, out: &mut Vec<Answer>) {
        let hand = &self.players[h.player.index()].hand;
        out.extend(hand.iter().filter(|c| !h.chosen.contains(c)).map(|&c| Answer::Object(c)));
    }

    /// One card chosen; the next question, or (all chosen) the cards go into the library.
    pub(crate) fn hand_to_library_step(&mut self, mut h: HandToLibrary, answer: Answer) -> Option<(Wait, Pending)> {
        if let Answer::Object(c) = answer {
            if self.players[h.player.index()].hand.contains(&c) && !h.chosen.contains(&c) {
                h.chosen.push(c);
                h.remaining -= 1;
            }
        }
        if h.remaining > 0 {
            let p = h.player;
            return Some((Wait::HandToLibrary(h), Pending::Resolution { player: p }));
        }
        self.place_from_hand(&h);
        None
    }

    /// CR 401.4: the chosen cards into the library, first chosen highest.
    fn place_from_hand(&mut self, h: &HandToLibrary) {
        let p = h.player.index();
        if h.top {
            // Each goes on top: the last chosen first, so the first chosen ends on top.
            for &c in h.chosen.iter().rev() {
                self.move_object(c, Zone::Library, "401.4");
            }
            return;
        }
        for &c in &h.chosen {
            let new = self.move_object(c, Zone::Library, "401.4");
            let lib = &mut self.players[p].library;
            lib.retain(|x| *x != new);
            lib.push(new);
        }
    }
}
