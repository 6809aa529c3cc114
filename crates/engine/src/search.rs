//! Searching a library (CR 701.23): the player picks cards matching the instruction's
//! description one at a time (a search for cards with a stated quality may find fewer,
//! CR 701.23b), the cards go where the instruction says, and the library is shuffled.
//! Only the searching player sees the library: the choice is their decision alone.

use crate::decisions::Answer;
use crate::events::EventKind;
use crate::game::{Game, Pending};
use crate::resolution::Wait;
use crate::zones::Zone;
use mw_ir::{CardFilter, SearchTo};
use mw_types::{ObjectId, PlayerId, Supertype};
use smallvec::SmallVec;

/// A search in progress.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) struct Searching {
    pub player: PlayerId,
    pub filter: CardFilter,
    pub remaining: u8,
    pub to: SearchTo,
    pub reveal: bool,
    pub found: SmallVec<[ObjectId; 3]>,
}

impl Game {
    pub(crate) fn begin_search(&mut self, player: PlayerId, filter: CardFilter, count: u8, to: SearchTo, reveal: bool) -> (Wait, Pending) {
        let s = Searching { player, filter, remaining: count, to, reveal, found: SmallVec::new() };
        (Wait::Search(s), Pending::Resolution { player })
    }

    /// Whether a library card matches the description.
    fn search_matches(&self, filter: &CardFilter, card: ObjectId) -> bool {
        let Some(o) = self.objects.get(card) else { return false };
        let def = self.cards.get(o.card);
        filter.card_type.is_none_or(|t| def.has_type(t))
            && (!filter.basic || def.supertypes.contains(&Supertype::Basic))
            && filter.subtype.as_ref().is_none_or(|s| def.subtypes.iter().any(|t| t.eq_ignore_ascii_case(s)))
    }

    /// The cards that may be picked next, then "done" (always allowed when the search
    /// names a quality; "a card" must be found while the library has one).
    pub(crate) fn search_answers(&self, s: &Searching, out: &mut Vec<Answer>) {
        let library = &self.players[s.player.index()].library;
        let start = out.len();
        if s.remaining > 0 {
            out.extend(library.iter().filter(|c| !s.found.contains(c) && self.search_matches(&s.filter, **c)).map(|&c| Answer::Object(c)));
        }
        let must = s.filter == CardFilter::default() && out.len() > start;
        if !must {
            out.push(Answer::Done);
        }
    }

    /// One more card, or (on "done" or with no more to find) the cards go where the
    /// instruction says and the library is shuffled.
    pub(crate) fn answer_search(&mut self, mut s: Searching, answer: Answer) -> Option<(Wait, Pending)> {
        if let Answer::Object(c) = answer {
            s.found.push(c);
            s.remaining = s.remaining.saturating_sub(1);
            let mut more = Vec::new();
            self.search_answers(&s, &mut more);
            if s.remaining > 0 && more.iter().any(|a| matches!(a, Answer::Object(_))) {
                let player = s.player;
                return Some((Wait::Search(s), Pending::Resolution { player }));
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
                SearchTo::Battlefield { tapped } => {
                    // Only basic land cards are put onto the battlefield this way (the
                    // compiler refuses others): no replacement effect among them asks.
                    let Some(o) = self.objects.get(c).copied() else { continue };
                    let mut e = crate::entering::Entering::new(Some(c), o.card, o.owner, s.player, crate::entering::Then::Instruction);
                    e.tapped = tapped;
                    e.rule = "701.23a";
                    if let crate::entering::Entered::Done(new, _) = self.enter(e) {
                        self.entered_battlefield(new);
                    }
                }
            }
        }
        self.shuffle_library(s.player, "701.23a");
        None
    }
}
