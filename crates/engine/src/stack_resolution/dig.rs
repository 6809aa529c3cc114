//! Looking at the top cards of a library and taking some (CR 401.5 / 701.20e look at,
//! reveal): "Look at the top four cards of your library. Put one of them into your hand
//! and the rest on the bottom of your library in any order." The player picks one card
//! at a time; several takes follow one another ("put one of them into your hand, put one
//! of them on the bottom of your library, and exile one of them"); the rest go to the
//! bottom one at a time in the order the player chooses (the first chosen ends up
//! highest), in a random order, or into the graveyard.

use crate::state::decisions::Answer;
use crate::state::events::EventKind;
use crate::state::game::{Game, Pending};
use crate::stack_resolution::resolution::Wait;
use crate::state::zones::Zone;
use crate::stack_resolution::effects::Flow;
use crate::state::effect_context::EffectCtx;
use mw_ir::DigRest;
use mw_types::{ObjectId, PlayerId};
use rand::seq::SliceRandom;
use smallvec::SmallVec;
pub(crate) use crate::state::instruction_progress::Digging;


impl Game {
    /// CR 701.20a: `Effect::RevealUntil`: each player named reveals in turn (the
    /// lowering gives several players only rests that ask nothing); with no quality card
    /// found, `found` goes with the rest.
    pub(crate) fn reveal_until(&mut self, player: mw_ir::PlayerRef, count: mw_ir::Amount, filter: &mw_ir::ObjectFilter, found: Option<mw_ir::SearchTo>, rest: DigRest, ctx: &EffectCtx) -> Flow {
        let n = self.amount(count, ctx).max(0) as u32;
        let mut asked = None;
        for p in self.players_ref(player, ctx) {
            let d = Digging {
                player: p,
                library: p,
                looked: SmallVec::new(),
                taken: SmallVec::new(),
                take: u8::MAX,
                exact: true,
                filter: Some(filter.clone()),
                rest,
                to: found.unwrap_or(mw_ir::SearchTo::Hand),
                bottom: SmallVec::new(),
                ordering: false,
                source: ctx.source,
                more: Vec::new(),
                placed: 0,
            };
            // "puts those cards into their graveyard": every card revealed goes the rest's way.
            let d = if found.is_none() { Digging { take: 0, ..d } } else { d };
            if let Some(w) = self.begin_reveal_until(d, n) {
                asked = Some(w);
                break;
            }
        }
        match asked {
            Some((wait, pending)) => Flow::Ask(wait, pending),
            None if self.has_queued() && self.enter_queued() => Flow::Entering,
            None => Flow::Done,
        }
    }

    /// Looks at the top `n` cards; None when there is nothing to decide.
    pub(crate) fn begin_dig(&mut self, d: Digging, n: u32) -> Option<(Wait, Pending)> {
        let lib = &self.players[d.library.index()].library;
        let looked: SmallVec<[ObjectId; 8]> = lib.iter().take(n as usize).copied().collect();
        if looked.is_empty() {
            return None;
        }
        let d = Digging { looked, ..d };
        self.dig_next(d)
    }

    /// CR 701.20a: reveals cards from the top of the library down to the `n`-th one the
    /// dig's filter takes (all of it when it holds fewer); the ones with the quality go
    /// where the dig says (all of them: `take` is every one), the others where its rest
    /// goes. None when there is nothing to decide.
    pub(crate) fn begin_reveal_until(&mut self, d: Digging, n: u32) -> Option<(Wait, Pending)> {
        let mut looked: SmallVec<[ObjectId; 8]> = SmallVec::new();
        let mut hits = 0;
        for &c in &self.players[d.library.index()].library {
            if hits >= n {
                break;
            }
            looked.push(c);
            if self.eligible(&d, c) {
                hits += 1;
            }
        }
        for &c in &looked {
            self.emit("701.20a", EventKind::Revealed { player: d.player, card: c });
        }
        if looked.is_empty() {
            return None;
        }
        self.dig_next(Digging { looked, ..d })
    }

    fn eligible(&self, d: &Digging, c: ObjectId) -> bool {
        d.filter.as_ref().is_none_or(|f| self.object_matches(f, c, d.player, d.source))
    }

    pub(crate) fn dig_answers(&self, d: &Digging, out: &mut Vec<Answer>) {
        if d.ordering {
            out.extend(d.bottom.iter().map(|&c| Answer::Object(c)));
            return;
        }
        let start = out.len();
        out.extend(d.looked.iter().copied().filter(|&c| self.eligible(d, c)).map(Answer::Object));
        // "up to", "you may", or nothing left that may be taken: stopping is allowed.
        if !d.exact || out.len() == start {
            out.push(Answer::Done);
        }
    }

    pub(crate) fn dig_step(&mut self, mut d: Digging, answer: Answer) -> Option<(Wait, Pending)> {
        match answer {
            Answer::Object(c) if d.ordering && d.bottom.contains(&c) => {
                d.bottom.retain(|x| *x != c);
                self.place_rest(&mut d, c);
            }
            Answer::Object(c) if !d.ordering && d.looked.contains(&c) && self.eligible(&d, c) => {
                d.looked.retain(|x| *x != c);
                d.taken.push(c);
            }
            Answer::Done if !d.ordering => d.take = d.taken.len() as u8,
            _ => {}
        }
        self.dig_next(d)
    }

    fn dig_next(&mut self, mut d: Digging) -> Option<(Wait, Pending)> {
        let p = d.player;
        if d.ordering {
            if d.bottom.len() > 1 {
                return Some((Wait::Dig(d), Pending::Resolution { player: p }));
            }
            if let Some(&last) = d.bottom.first() {
                self.place_rest(&mut d, last);
            }
            return None;
        }
        if d.take == u8::MAX && d.exact {
            // "put all creature cards revealed this way into your hand": no choice.
            let all: SmallVec<[ObjectId; 8]> = d.looked.iter().copied().filter(|&c| self.eligible(&d, c)).collect();
            d.looked.retain(|c| !all.contains(c));
            d.taken.extend(all);
        }
        let can_take = d.looked.iter().any(|&c| self.eligible(&d, c));
        if (d.taken.len() as u8) < d.take && can_take {
            return Some((Wait::Dig(d), Pending::Resolution { player: p }));
        }
        self.finish_dig(&mut d)
    }

    /// The taken cards go where the take says (revealed into a hand when a quality was
    /// asked for; onto the battlefield they wait to enter); then the next take, or the
    /// rest go where the instruction says.
    fn finish_dig(&mut self, d: &mut Digging) -> Option<(Wait, Pending)> {
        let taken = std::mem::take(&mut d.taken);
        for &c in &taken {
            self.put_taken(d, c);
        }
        if !d.more.is_empty() {
            let next = d.more.remove(0);
            d.take = next.take;
            d.exact = next.exact;
            d.filter = next.filter;
            d.to = next.to;
            return self.dig_next(d.clone());
        }
        match d.rest {
            DigRest::Graveyard | DigRest::Exile | DigRest::Hand => {
                let (zone, rule) = match d.rest {
                    DigRest::Exile => (Zone::Exile, "406.3"),
                    DigRest::Hand => (Zone::Hand, "701.20a"),
                    _ => (Zone::Graveyard, "401.5"),
                };
                for &c in &d.looked {
                    self.move_object(c, zone, rule);
                }
                None
            }
            // CR 401.5: cards no instruction moves stay where they are.
            DigRest::Stay => None,
            DigRest::Shuffle => {
                self.shuffle_library(d.library, "701.24a");
                None
            }
            DigRest::BottomRandom => {
                let mut rest = d.looked.clone();
                rest.shuffle(&mut self.rng);
                for c in rest {
                    self.to_bottom(d.library, c);
                }
                None
            }
            DigRest::BottomAnyOrder | DigRest::TopAnyOrder => {
                d.bottom = std::mem::take(&mut d.looked);
                d.ordering = true;
                self.dig_next(d.clone())
            }
        }
    }

    /// One taken card to where the take says; a card exiled becomes "the exiled card".
    fn put_taken(&mut self, d: &Digging, c: ObjectId) {
        let zone = match d.to {
            mw_ir::SearchTo::Battlefield { tapped } => {
                if let Some(r) = self.resolving.as_mut() {
                    r.queued.insert(0, (c, d.player, tapped));
                    r.queued_rule = "401.5";
                }
                return;
            }
            mw_ir::SearchTo::Bottom => return self.to_bottom(d.library, c),
            mw_ir::SearchTo::Top => {
                let lib = &mut self.players[d.library.index()].library;
                lib.retain(|x| *x != c);
                lib.insert(0, c);
                return;
            }
            mw_ir::SearchTo::Hand => Zone::Hand,
            mw_ir::SearchTo::Graveyard => Zone::Graveyard,
            mw_ir::SearchTo::Exile => Zone::Exile,
        };
        if d.filter.is_some() && zone == Zone::Hand {
            self.emit("701.20a", EventKind::Revealed { player: d.player, card: c });
        }
        let new = self.move_object(c, zone, "401.5");
        if zone == Zone::Exile {
            self.note_returned(new);
        }
    }

    /// One card of the rest, in the order chosen: on the bottom, or back on top below
    /// those put back before it (the first chosen ends up highest either way).
    fn place_rest(&mut self, d: &mut Digging, c: ObjectId) {
        if d.rest != DigRest::TopAnyOrder {
            return self.to_bottom(d.library, c);
        }
        let lib = &mut self.players[d.library.index()].library;
        lib.retain(|x| *x != c);
        lib.insert((d.placed as usize).min(lib.len()), c);
        d.placed += 1;
    }

    /// Puts a card of `player`'s library on its bottom.
    fn to_bottom(&mut self, player: PlayerId, c: ObjectId) {
        let lib = &mut self.players[player.index()].library;
        lib.retain(|x| *x != c);
        lib.push(c);
    }
}
