//! A player moving cards of their own zone (CR 400.6, 401.4, 406): "target player exiles
//! a card from their graveyard" (the player chooses, one card at a time), "… puts all
//! the cards from their graveyard on the bottom of their library in a random order"
//! (all of them, the order left to chance), and the search of a player's graveyard,
//! hand and library for the cards with a name (CR 701.23, 201.2: Surgical Extraction).

use crate::stack_resolution::effects::{EffectCtx, Flow};
use crate::state::game::Game;
use crate::stack_resolution::search::SearchFrom;
use crate::state::zones::Zone;
use mw_ir::{MoveTo, PlayerMoves, SearchName, SearchTo};
use mw_types::ObjectId;
use smallvec::SmallVec;

impl Game {
    /// `Effect::PlayerMoves`: each player named moves all their cards passing the filter,
    /// or (one player) chooses `count` of them.
    pub(crate) fn player_moves(&mut self, m: &PlayerMoves, ctx: &EffectCtx) -> Flow {
        let to = match m.to {
            MoveTo::Exile => SearchTo::Exile,
            MoveTo::Hand => SearchTo::Hand,
            MoveTo::LibraryBottomRandom => SearchTo::Bottom,
            MoveTo::Battlefield => SearchTo::Battlefield { tapped: false },
            MoveTo::LibraryTop { .. } => SearchTo::Top,
            // The compiler gives a discard no count: all the cards passing the filter.
            MoveTo::Discard => SearchTo::Graveyard,
        };
        let players = self.players_ref(m.player, ctx);
        if let (Some(n), true) = (m.count, players.len() > 1) {
            // CR 101.4: each player chooses in APNAP order; the cards move together.
            return match self.begin_each_chooses(&players, m.from, m.filter, n, to) {
                Some((wait, pending)) => Flow::Ask(wait, pending),
                None => Flow::Done,
            };
        }
        if let (Some(n), MoveTo::LibraryTop { rest_exiled }) = (m.count, m.to) {
            let Some(&p) = players.first() else { return Flow::Done };
            return match self.begin_keep_on_top(p, SearchFrom::Own(m.from, m.or_from), m.filter, n, rest_exiled) {
                Some((wait, pending)) => Flow::Ask(wait, pending),
                None => Flow::Done,
            };
        }
        if let Some(n) = m.count {
            // The compiler gives a choice to one player only.
            let Some(&p) = players.first() else { return Flow::Done };
            return match self.begin_choose_cards(p, SearchFrom::Own(m.from, m.or_from), m.filter, n, to) {
                Some((wait, pending)) => Flow::Ask(wait, pending),
                None => {
                    // Nothing to move: a following "if you do" sees it wasn't done.
                    if let Some(r) = self.resolving.as_mut() {
                        r.declined = n > 0;
                    }
                    Flow::Done
                }
            };
        }
        let mut entering: SmallVec<[crate::actions::entering_queue::Queued; 2]> = SmallVec::new();
        for p in players {
            let zones = std::iter::once(m.from).chain(m.or_from);
            let mut cards: SmallVec<[ObjectId; 16]> =
                zones.flat_map(|z| self.own_cards(p, z)).filter(|&c| self.object_matches(&m.filter, c, ctx.controller, ctx.source)).collect();
            match m.to {
                // Remembered for "the cards they exiled this way" (CR 608.2c).
                MoveTo::Exile => cards.iter().for_each(|&c| {
                    let new = self.move_object(c, Zone::Exile, "406.3");
                    if let Some(r) = self.resolving.as_mut() {
                        r.this_way.record(mw_ir::Did::Exiled, new);
                    }
                }),
                MoveTo::Hand => cards.iter().for_each(|&c| {
                    self.move_object(c, Zone::Hand, "400.6");
                }),
                // Every player's cards enter at once, after the loop.
                MoveTo::Battlefield => entering.extend(cards.iter().map(|&c| (c, p, false))),
                // CR 701.9a: each discarded (discard triggers see each).
                MoveTo::Discard => cards.iter().for_each(|&c| {
                    self.discard_card(p, c, "701.9a");
                }),
                // CR 401.4: all of them on top (the compiler gives this a count).
                MoveTo::LibraryTop { .. } => cards.iter().for_each(|&c| {
                    self.move_object(c, Zone::Library, "401.4");
                }),
                MoveTo::LibraryBottomRandom => {
                    // CR 401.4: a random order: no player chooses it.
                    crate::pipeline::shuffle::shuffle(&mut self.rng, &mut cards);
                    for c in cards {
                        let new = self.move_object(c, Zone::Library, "401.4");
                        let lib = &mut self.players[p.index()].library;
                        if let Some(i) = lib.iter().position(|x| *x == new) {
                            lib.remove(i);
                            lib.push(new);
                        }
                    }
                }
            }
        }
        if !entering.is_empty() {
            return self.enter_cards(&entering, "400.6").into();
        }
        Flow::Done
    }

    /// `Effect::SearchName`: the controller searches the player's zones for cards with
    /// the name and exiles those found.
    pub(crate) fn search_name(&mut self, s: &SearchName, ctx: &EffectCtx) -> Flow {
        let Some(&owner) = self.players_ref(s.player, ctx).first() else { return Flow::Done };
        let name = match s.name_of {
            Some(subject) => self.subject(subject, ctx).and_then(|id| self.objects.last_known(id)).map(|o| o.card),
            // The name the resolving instruction or the source as it entered chose.
            None => match self.chosen_for(ctx.source) {
                Some(crate::state::objects::Chosen::Name(i)) => self.cards.names().get(i as usize).copied(),
                _ => None,
            },
        };
        let Some(name) = name else { return Flow::Done };
        let from = SearchFrom::Named { owner, zones: s.zones, name };
        let n = s.max.unwrap_or(u8::MAX);
        match self.begin_choose_cards(ctx.controller, from, mw_ir::ObjectFilter::default(), n, SearchTo::Exile) {
            Some((wait, pending)) => Flow::Ask(wait, pending),
            None => Flow::Done,
        }
    }
}
