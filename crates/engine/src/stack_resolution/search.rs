//! Searching a library (CR 701.23): the player picks cards matching the instruction's
//! description one at a time (a search for cards with a stated quality may find fewer,
//! CR 701.23b), the cards go where the instruction says, and the library is shuffled.
//! Only the searching player sees the library: the choice is their decision alone.
//! The same choice, one card at a time, picks cards from a player's own zone ("target
//! player exiles a card from their graveyard") and the cards with a name from another
//! player's graveyard, hand and library (Surgical Extraction, CR 701.23 / 201.2).

use crate::state::decisions::Answer;
use crate::state::events::EventKind;
use crate::state::game::{Game, Pending};
use crate::stack_resolution::resolution::Wait;
use crate::state::zones::Zone;
use mw_ir::{ObjectFilter, SearchTo};
use mw_types::{ObjectId, PlayerId};
use smallvec::SmallVec;
pub(crate) use crate::state::instruction_progress::{Searching, SearchFrom};



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
        let s = Searching { player, filter, remaining: 1, to: SearchTo::Battlefield { tapped }, reveal: false, found: SmallVec::new(), from: SearchFrom::Hand, next: SmallVec::new(), chosen: SmallVec::new(), rest_exiled: false };
        let mut answers = Vec::new();
        self.search_answers(&s, &mut answers);
        answers.iter().any(|a| matches!(a, Answer::Object(_))).then_some((Wait::Search(s), Pending::Resolution { player }))
    }

    /// CR 101.2 / 701.19: whether `player` doesn't search their library for the resolving
    /// spell or ability: they control it, and an opponent controls "spells and abilities
    /// your opponents control can't cause their controller to search their library".
    pub(crate) fn search_forbidden(&self, player: PlayerId) -> bool {
        let rule = mw_ir::SelfStatic::OpponentsCantCause(mw_ir::CausedAction::ControllerSearch);
        if !self.cards.has_self_static(rule) {
            return false;
        }
        self.resolving_controller() == Some(player) && (0..self.players.len() as u8).map(PlayerId).any(|q| q != player && self.controlled_statics(q, rule) > 0)
    }

    pub(crate) fn begin_search(&mut self, player: PlayerId, filter: ObjectFilter, count: u8, to: SearchTo, reveal: bool) -> (Wait, Pending) {
        let s = Searching { player, filter, remaining: count, to, reveal, found: SmallVec::new(), from: SearchFrom::Library, next: SmallVec::new(), chosen: SmallVec::new(), rest_exiled: false };
        (Wait::Search(s), Pending::Resolution { player })
    }

    /// A choice of cards from `from` (nothing to ask when no card may be chosen).
    pub(crate) fn begin_choose_cards(&mut self, player: PlayerId, from: SearchFrom, filter: ObjectFilter, count: u8, to: SearchTo) -> Option<(Wait, Pending)> {
        let s = Searching { player, filter, remaining: count, to, reveal: false, found: SmallVec::new(), from, next: SmallVec::new(), chosen: SmallVec::new(), rest_exiled: false };
        let mut answers = Vec::new();
        self.search_answers(&s, &mut answers);
        answers.iter().any(|a| matches!(a, Answer::Object(_))).then_some((Wait::Search(s), Pending::Resolution { player }))
    }

    /// CR 701.23 / 401.4: `count` cards of the player's own zones kept on top of their
    /// library in the order chosen; with `rest_exiled`, the others of those zones exiled.
    pub(crate) fn begin_keep_on_top(&mut self, player: PlayerId, from: SearchFrom, filter: ObjectFilter, count: u8, rest_exiled: bool) -> Option<(Wait, Pending)> {
        let s = Searching { player, filter, remaining: count, to: SearchTo::Top, reveal: false, found: SmallVec::new(), from, next: SmallVec::new(), chosen: SmallVec::new(), rest_exiled };
        let mut answers = Vec::new();
        self.search_answers(&s, &mut answers);
        if answers.iter().any(|a| matches!(a, Answer::Object(_))) {
            return Some((Wait::Search(s), Pending::Resolution { player }));
        }
        // Nothing to choose: the rest (none chosen) is still exiled.
        self.keep_on_top(&s);
        None
    }

    /// The chosen cards on top of the library, the first chosen on top, after the rest
    /// of the zones searched is exiled (`rest_exiled`).
    fn keep_on_top(&mut self, s: &Searching) {
        if s.rest_exiled {
            let rest: SmallVec<[ObjectId; 16]> = self.searched_cards(s).into_iter().filter(|c| !s.found.contains(c)).collect();
            for c in rest {
                self.move_object(c, Zone::Exile, "701.23a");
            }
        }
        for &c in s.found.iter().rev() {
            let lib = &mut self.players[s.player.index()].library;
            if let Some(i) = lib.iter().position(|x| *x == c) {
                let card = lib.remove(i);
                lib.insert(0, card);
            } else {
                // CR 401.4: a card from another zone goes on top (a new object, CR 400.7).
                self.move_object(c, Zone::Library, "401.4");
            }
        }
    }

    /// CR 101.4: each of `players` in turn chooses `count` cards of their own zone; then
    /// the chosen cards move at once (None: no player had a card to choose).
    pub(crate) fn begin_each_chooses(&mut self, players: &[PlayerId], zone: mw_ir::CardZone, filter: ObjectFilter, count: u8, to: SearchTo) -> Option<(Wait, Pending)> {
        let (&first, rest) = players.split_first()?;
        let s = Searching {
            player: first,
            filter,
            remaining: count,
            to,
            reveal: false,
            found: SmallVec::new(),
            from: SearchFrom::Own(zone, None),
            next: rest.iter().copied().collect(),
            chosen: SmallVec::new(),
            rest_exiled: false,
        };
        self.next_chooser(s, count)
    }

    /// The first player from `s.player` on with a card to choose, asked; when none is
    /// left, the chosen cards move (None: nothing waits).
    fn next_chooser(&mut self, mut s: Searching, count: u8) -> Option<(Wait, Pending)> {
        loop {
            let mut answers = Vec::new();
            self.search_answers(&s, &mut answers);
            if answers.iter().any(|a| matches!(a, Answer::Object(_))) {
                let player = s.player;
                return Some((Wait::Search(s), Pending::Resolution { player }));
            }
            if s.next.is_empty() {
                s.remaining = 0;
                return match self.answer_search(s, Answer::Done) {
                    Some(SearchEnd::Ask(w, p)) => Some((w, p)),
                    _ => None,
                };
            }
            s.player = s.next.remove(0);
            s.remaining = count;
        }
    }

    /// The cards a search looks through, in order.
    fn searched_cards(&self, s: &Searching) -> SmallVec<[ObjectId; 16]> {
        let pl = &self.players[s.player.index()];
        match s.from {
            SearchFrom::Library => pl.library.iter().copied().collect(),
            SearchFrom::AndOrGraveyard(None) => SmallVec::new(),
            SearchFrom::AndOrGraveyard(Some(library)) => pl.library.iter().copied().filter(|_| library).chain(self.own_cards(s.player, mw_ir::CardZone::Graveyard)).collect(),
            SearchFrom::Hand => pl.hand.iter().copied().collect(),
            SearchFrom::Own(z, or) => self.own_cards(s.player, z).chain(or.into_iter().flat_map(|o| self.own_cards(s.player, o))).collect(),
            SearchFrom::Named { owner, zones, name } => [mw_ir::CardZone::Graveyard, mw_ir::CardZone::Hand, mw_ir::CardZone::Library]
                .into_iter()
                .filter(|z| zones.has(*z))
                .flat_map(|z| self.own_cards(owner, z))
                .filter(|c| self.objects.get(*c).is_some_and(|o| self.same_name(o.card, name)))
                .collect(),
        }
    }

    /// CR 201.2: whether two cards have the same name (a split card's halves are its
    /// whole name's, CR 709.4: compared as the main face).
    pub(crate) fn same_name(&self, a: mw_types::CardId, b: mw_types::CardId) -> bool {
        self.cards.get(self.cards.front(a)).name == self.cards.get(self.cards.front(b)).name
    }

    /// Whether a library card matches the description.
    fn search_matches(&self, filter: &ObjectFilter, player: PlayerId, card: ObjectId) -> bool {
        self.object_matches(filter, card, player, crate::state::game::NO_OBJECT)
    }

    /// The cards that may be picked next, then "done" (always allowed when the search
    /// names a quality; "a card" must be found while the library has one).
    pub(crate) fn search_answers(&self, s: &Searching, out: &mut Vec<Answer>) {
        if s.from == SearchFrom::AndOrGraveyard(None) {
            out.extend([Answer::Yes, Answer::No]);
            return;
        }
        let start = out.len();
        if s.remaining > 0 {
            let cards = self.searched_cards(s);
            out.extend(cards.iter().filter(|c| !s.found.contains(c) && self.search_matches(&s.filter, s.player, **c)).map(|&c| Answer::Object(c)));
        }
        let must = match s.from {
            SearchFrom::Library | SearchFrom::AndOrGraveyard(Some(true)) => s.filter == ObjectFilter::default(),
            SearchFrom::Own(..) | SearchFrom::AndOrGraveyard(_) => true,
            SearchFrom::Hand | SearchFrom::Named { .. } => false,
        } && out.len() > start;
        if !must {
            out.push(Answer::Done);
        }
    }

    /// One more card, or (on "done" or with no more to find) the cards go where the
    /// instruction says and the library is shuffled.
    pub(crate) fn answer_search(&mut self, mut s: Searching, answer: Answer) -> Option<SearchEnd> {
        if s.from == SearchFrom::AndOrGraveyard(None) {
            // CR 701.23: the library searched too ("yes"), or the graveyard alone.
            s.from = SearchFrom::AndOrGraveyard(Some(answer == Answer::Yes));
            let mut cards = Vec::new();
            self.search_answers(&s, &mut cards);
            if cards.iter().any(|a| matches!(a, Answer::Object(_))) {
                let player = s.player;
                return Some(SearchEnd::Ask(Wait::Search(s), Pending::Resolution { player }));
            }
        } else if let Answer::Object(c) = answer {
            s.found.push(c);
            s.remaining = s.remaining.saturating_sub(1);
            let mut more = Vec::new();
            self.search_answers(&s, &mut more);
            if s.remaining > 0 && more.iter().any(|a| matches!(a, Answer::Object(_))) {
                let player = s.player;
                return Some(SearchEnd::Ask(Wait::Search(s), Pending::Resolution { player }));
            }
        }
        // CR 101.4: the next player chooses; the cards move once all have.
        if !s.next.is_empty() {
            let count = s.remaining + s.found.len() as u8;
            let player = s.player;
            s.chosen.extend(s.found.drain(..).map(|c| (c, player)));
            s.player = s.next.remove(0);
            s.remaining = count;
            return self.next_chooser(s, count).map(|(w, p)| SearchEnd::Ask(w, p));
        }
        if !s.chosen.is_empty() {
            return self.each_chosen_move(s);
        }
        // CR 616.1: the found cards' replacement choices before they move (a card put
        // into a graveyard or a hand); the resolution waits with the search and resumes it.
        let to = match s.to {
            SearchTo::Hand => Some(Zone::Hand),
            SearchTo::Graveyard => Some(Zone::Graveyard),
            _ => None,
        };
        if let Some(to) = to.filter(|&to| !s.found.is_empty() && self.zone_replacements_possible(to)) {
            let moves: SmallVec<[crate::pipeline::move_batch::ProposedMove; 4]> = s.found.iter().map(|&c| crate::pipeline::move_batch::ProposedMove::to(c, to)).collect();
            if self.ask_before_moves(&moves, crate::state::replacement_state::AfterMoveChoice::Wait) {
                let pending = self.pending;
                return Some(SearchEnd::Ask(Wait::Search(s), pending));
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
                    let new = self.move_object(c, Zone::Exile, "701.23a");
                    // Remembered for "each card exiled from their hand this way" (CR 608.2c).
                    if let Some(r) = self.resolving.as_mut() {
                        r.this_way.record(mw_ir::Did::Exiled, new);
                    }
                }
                SearchTo::Bottom if s.from != SearchFrom::Library => {
                    self.move_object(c, Zone::Library, "401.4");
                    let lib = &mut self.players[s.player.index()].library;
                    if let Some(top) = lib.first().copied() {
                        lib.remove(0);
                        lib.push(top);
                    }
                }
                SearchTo::Top | SearchTo::Bottom => {}
                // Entered after the shuffle below: its choices (CR 614.12) come last.
                SearchTo::Battlefield { .. } => {}
            }
        }
        if matches!(s.from, SearchFrom::Library | SearchFrom::AndOrGraveyard(Some(true))) {
            self.shuffle_library(s.player, "701.23a");
        }
        // "exile two cards from your graveyard. If you do, …": fewer than that many moved
        // is not doing it (CR 608.2c: the instruction wasn't carried out as written).
        if let (SearchFrom::Own(..), Some(r)) = (s.from, self.resolving.as_mut()) {
            r.declined = s.remaining > 0;
        }
        if s.to == SearchTo::Top && s.from != SearchFrom::Library {
            self.keep_on_top(&s);
        } else if s.to == SearchTo::Top {
            // CR 701.23a: the found card goes on top after the shuffle.
            let lib = &mut self.players[s.player.index()].library;
            for &c in &s.found {
                if let Some(i) = lib.iter().position(|x| *x == c) {
                    let card = lib.remove(i);
                    lib.insert(0, card);
                }
            }
        }
        if s.to == SearchTo::Bottom && s.from == SearchFrom::Library {
            let lib = &mut self.players[s.player.index()].library;
            lib.retain(|c| !s.found.contains(c));
            lib.extend(s.found.iter().copied());
        }
        if let SearchTo::Battlefield { tapped } = s.to {
            let cards: SmallVec<[crate::actions::entering_queue::Queued; 2]> = s.found.iter().map(|&c| (c, s.player, tapped)).collect();
            if let crate::actions::Arrival::Entering = self.enter_cards(&cards, "701.23a") {
                return Some(SearchEnd::Entering);
            }
        }
        None
    }

    /// CR 101.4: the cards each player chose move at once: onto the battlefield under
    /// the control of the player who chose each, or to their owners' other zones.
    fn each_chosen_move(&mut self, mut s: Searching) -> Option<SearchEnd> {
        let player = s.player;
        s.chosen.extend(s.found.drain(..).map(|c| (c, player)));
        match s.to {
            SearchTo::Battlefield { tapped } => {
                let cards: SmallVec<[crate::actions::entering_queue::Queued; 2]> = s.chosen.iter().map(|&(c, p)| (c, p, tapped)).collect();
                if let crate::actions::Arrival::Entering = self.enter_cards(&cards, "101.4") {
                    return Some(SearchEnd::Entering);
                }
            }
            SearchTo::Hand | SearchTo::Graveyard | SearchTo::Exile => {
                let zone = match s.to {
                    SearchTo::Hand => Zone::Hand,
                    SearchTo::Graveyard => Zone::Graveyard,
                    _ => Zone::Exile,
                };
                self.together(|g| {
                    for &(c, _) in &s.chosen {
                        let new = g.move_object(c, zone, "101.4");
                        // Remembered for "the cards exiled this way" (CR 608.2c).
                        if let (Zone::Exile, Some(r)) = (zone, g.resolving.as_mut()) {
                            r.this_way.record(mw_ir::Did::Exiled, new);
                        }
                    }
                });
            }
            // The compiler doesn't give several players a choice onto a library.
            SearchTo::Top | SearchTo::Bottom => {}
        }
        None
    }
}
