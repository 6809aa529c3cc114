//! Searching a library (CR 701.23): the player picks cards matching the instruction's
//! description one at a time (a search for cards with a stated quality may find fewer,
//! CR 701.23b), the cards go where the instruction says, and the library is shuffled.
//! Only the searching player sees the library: the choice is their decision alone.

use crate::decisions::Answer;
use crate::events::EventKind;
use crate::game::{Game, Pending};
use crate::resolution::Wait;
use crate::zones::Zone;
use mw_ir::{ObjectFilter, SearchTo};
use mw_types::{ObjectId, PlayerId};
use smallvec::SmallVec;

/// A search in progress.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) struct Searching {
    pub player: PlayerId,
    pub filter: ObjectFilter,
    pub remaining: u8,
    pub to: SearchTo,
    pub reveal: bool,
    pub found: SmallVec<[ObjectId; 3]>,
    /// "you may put a land card from your hand onto the battlefield": the cards come
    /// from the hand (optional, no shuffle) instead of the library.
    pub from_hand: bool,
}

/// How a search's answer leaves it: one more question, or a found permanent entering
/// that waits for its controller's choice (the resolution resumes when it arrives).
pub(crate) enum SearchEnd {
    Ask(Wait, Pending),
    Entering,
}

impl Game {
    /// "you may put a land card from your hand onto the battlefield (tapped)": a choice
    /// among the matching cards in hand, or none.
    pub(crate) fn begin_put_from_hand(&mut self, player: PlayerId, filter: ObjectFilter, tapped: bool) -> Option<(Wait, Pending)> {
        let s = Searching { player, filter, remaining: 1, to: SearchTo::Battlefield { tapped }, reveal: false, found: SmallVec::new(), from_hand: true };
        let mut answers = Vec::new();
        self.search_answers(&s, &mut answers);
        answers.iter().any(|a| matches!(a, Answer::Object(_))).then_some((Wait::Search(s), Pending::Resolution { player }))
    }

    pub(crate) fn begin_search(&mut self, player: PlayerId, filter: ObjectFilter, count: u8, to: SearchTo, reveal: bool) -> (Wait, Pending) {
        let s = Searching { player, filter, remaining: count, to, reveal, found: SmallVec::new(), from_hand: false };
        (Wait::Search(s), Pending::Resolution { player })
    }

    /// Whether a library card matches the description.
    fn search_matches(&self, filter: &ObjectFilter, player: PlayerId, card: ObjectId) -> bool {
        self.object_matches(filter, card, player, crate::game::NO_OBJECT)
    }

    /// The cards that may be picked next, then "done" (always allowed when the search
    /// names a quality; "a card" must be found while the library has one).
    pub(crate) fn search_answers(&self, s: &Searching, out: &mut Vec<Answer>) {
        let pl = &self.players[s.player.index()];
        let library = if s.from_hand { &pl.hand } else { &pl.library };
        let start = out.len();
        if s.remaining > 0 {
            out.extend(library.iter().filter(|c| !s.found.contains(c) && self.search_matches(&s.filter, s.player, **c)).map(|&c| Answer::Object(c)));
        }
        let must = !s.from_hand && s.filter == ObjectFilter::default() && out.len() > start;
        if !must {
            out.push(Answer::Done);
        }
    }

    /// One more card, or (on "done" or with no more to find) the cards go where the
    /// instruction says and the library is shuffled.
    pub(crate) fn answer_search(&mut self, mut s: Searching, answer: Answer) -> Option<SearchEnd> {
        if let Answer::Object(c) = answer {
            s.found.push(c);
            s.remaining = s.remaining.saturating_sub(1);
            let mut more = Vec::new();
            self.search_answers(&s, &mut more);
            if s.remaining > 0 && more.iter().any(|a| matches!(a, Answer::Object(_))) {
                let player = s.player;
                return Some(SearchEnd::Ask(Wait::Search(s), Pending::Resolution { player }));
            }
        }
        for &c in &s.found {
            if s.reveal {
                self.emit("701.23a", EventKind::Revealed { player: s.player, card: c });
            }
            match s.to {
                SearchTo::Hand => {
                    self.move_object(c, Zone::Hand, "701.23a");
                }
                SearchTo::Graveyard => {
                    self.move_object(c, Zone::Graveyard, "701.23a");
                }
                SearchTo::Exile => {
                    self.move_object(c, Zone::Exile, "701.23a");
                }
                SearchTo::Top | SearchTo::Bottom => {}
                // Entered after the shuffle below: its choices (CR 614.12) come last.
                SearchTo::Battlefield { .. } => {}
            }
        }
        if !s.from_hand {
            self.shuffle_library(s.player, "701.23a");
        }
        if s.to == SearchTo::Top {
            // CR 701.23a: the found card goes on top after the shuffle.
            let lib = &mut self.players[s.player.index()].library;
            for &c in &s.found {
                if let Some(i) = lib.iter().position(|x| *x == c) {
                    let card = lib.remove(i);
                    lib.insert(0, card);
                }
            }
        }
        if s.to == SearchTo::Bottom {
            let lib = &mut self.players[s.player.index()].library;
            lib.retain(|c| !s.found.contains(c));
            lib.extend(s.found.iter().copied());
        }
        if let SearchTo::Battlefield { tapped } = s.to {
            let cards: SmallVec<[crate::entering_queue::Queued; 2]> = s.found.iter().map(|&c| (c, s.player, tapped)).collect();
            if let crate::effects::Flow::Entering = self.enter_cards(&cards, "701.23a") {
                return Some(SearchEnd::Entering);
            }
        }
        None
    }
}
