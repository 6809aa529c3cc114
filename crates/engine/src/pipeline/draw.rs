//! Drawing cards (CR 121): the one place a card is drawn, whatever draws it (the draw
//! step, an instruction, conniving, the opening hand).
//!
//! Each draw is a proposed event for one player (CR 121.2: several draws are that many
//! single draws, each replaced or not before the next, CR 121.6b / 614.11a). The
//! replacement effects of draws apply even with an empty library (CR 121.6a / 614.11);
//! today's are dredge's (CR 702.52), which are optional, so the drawing player is asked
//! (`Pending::ReplaceDraw`): one of the applicable effects, chosen per CR 616.1
//! (`replacement::pick`), or none. A draw that isn't replaced moves the top card to the
//! hand (or notes the attempt, CR 704.5b), is recorded and matches "whenever you draw".

use super::replacement::{pick, Applicable, Pick, Precedence, ReplacementId};
use crate::continuous_effects::abilities::AbilityRef;
use crate::state::decisions::Answer;
use crate::state::events::EventKind;
use crate::state::game::{Game, Pending};
use crate::state::zones::Zone;
use mw_ir::Ability;
use mw_types::PlayerId;
use smallvec::SmallVec;

/// Draws being made, one at a time, while a replacement is chosen.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) struct Drawing {
    /// Who draws how many, in order (the first entry's next draw is the one asked about).
    pub queue: SmallVec<[(PlayerId, u32); 2]>,
    pub rule: &'static str,
    pub then: AfterDraws,
}

/// What the game does once the draws are made.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum AfterDraws {
    /// CR 504.1: the draw step's turn-based draw; the step goes on.
    DrawStep,
    /// A resolving instruction ("draw two cards"); the resolution goes on.
    Instruction,
    /// CR 701.50a: a connive's draw; its discard follows.
    Connive(mw_types::ObjectId),
}

impl Drawing {
    pub(crate) fn one(player: PlayerId, n: u32, rule: &'static str, then: AfterDraws) -> Drawing {
        let mut queue = SmallVec::new();
        queue.push((player, n));
        Drawing { queue, rule, then }
    }
}

impl Game {
    /// CR 121.2: makes the draws in order; returns true when one waits for the drawing
    /// player's choice of replacement (`Pending::ReplaceDraw` is set; the answer resumes
    /// the draws, then `then`).
    pub(crate) fn draw_cards(&mut self, mut d: Drawing) -> bool {
        while let Some(&(p, n)) = d.queue.first() {
            if n == 0 {
                d.queue.remove(0);
                continue;
            }
            if self.cards.has_draw_replacements() && !self.draw_offers(p).is_empty() {
                self.replacement.drawing = Some(d);
                self.pending = Pending::ReplaceDraw { player: p };
                return true;
            }
            self.draw_card(p, d.rule);
            d.queue[0].1 -= 1;
        }
        false
    }

    /// One draw where no choice can wait (the opening hand, CR 103.5: no graveyard holds
    /// a card yet); replacement effects are offered by `draw_cards`.
    pub(crate) fn draw(&mut self, p: PlayerId, rule: &'static str) {
        self.draw_card(p, rule);
    }

    /// CR 121.1 / 704.5b: the draw itself: the top card to the hand, or the attempt to
    /// draw from an empty library noted.
    fn draw_card(&mut self, p: PlayerId, rule: &'static str) {
        let Some(&top) = self.players[p.index()].library.first() else {
            self.players[p.index()].drew_from_empty = true;
            self.emit(rule, EventKind::DrewFromEmptyLibrary { player: p });
            return;
        };
        let new = self.move_object(top, Zone::Hand, rule);
        self.emit(rule, EventKind::Drew { player: p, card: new });
        self.drew_watchers(p);
    }

    /// CR 616.1: the draw replacement effects `p` chooses among for their next draw.
    /// CR 702.52a–b: a dredge card in their graveyard, with at least N cards in their
    /// library.
    fn draw_offers(&self, p: PlayerId) -> SmallVec<[ReplacementId; 2]> {
        let pl = &self.players[p.index()];
        let mut cands: SmallVec<[Applicable<mw_types::ObjectId>; 2]> = SmallVec::new();
        for &card in &pl.graveyard {
            let Some(o) = self.objects.get(card) else { continue };
            for (i, a) in self.cards.get(o.card).abilities.iter().enumerate() {
                if let Ability::Dredge(n) = a {
                    if pl.library.len() >= *n as usize {
                        let id = ReplacementId { source: card, ability: AbilityRef { card: o.card, index: i as u16 } };
                        cands.push(Applicable { id, precedence: Precedence::Other, outcome: card });
                    }
                }
            }
        }
        match pick(&cands, &[]) {
            Pick::Happen => SmallVec::new(),
            Pick::Apply(i) => cands[i..=i].iter().map(|c| c.id).collect(),
            Pick::Ask(group) => group.iter().map(|&i| cands[i].id).collect(),
        }
    }

    /// The answers to `Pending::ReplaceDraw`: each effect that may apply, or none (each
    /// is optional: "you may").
    pub(crate) fn draw_replacement_answers(&self, out: &mut Vec<Answer>) {
        let Some(&(p, _)) = self.replacement.drawing.as_ref().and_then(|d| d.queue.first()) else { return };
        out.extend(self.draw_offers(p).into_iter().map(Answer::Replacement));
        out.push(Answer::No);
    }

    /// Applies the answer to the draw asked about, then makes the rest of the draws;
    /// returns what follows them once all are made (None: another draw asks).
    pub(crate) fn answer_draw_replacement(&mut self, answer: Answer) -> Option<AfterDraws> {
        let mut d = self.replacement.drawing.take()?;
        let Some(&(p, _)) = d.queue.first() else { return Some(d.then) };
        match answer {
            Answer::Replacement(id) => self.dredge(p, id, d.rule),
            _ => self.draw_card(p, d.rule),
        }
        d.queue[0].1 -= 1;
        let then = d.then;
        (!self.draw_cards(d)).then_some(then)
    }

    /// CR 702.52a: instead of drawing, `p` mills N cards and returns the dredge card from
    /// their graveyard to their hand. The draw never happens (CR 614.6): nothing that
    /// looks for draws sees it.
    fn dredge(&mut self, p: PlayerId, id: ReplacementId, rule: &'static str) {
        let Some(Ability::Dredge(n)) = self.cards.get(id.ability.card).ability(id.ability.index) else { return };
        let n = *n;
        self.emit("702.52a", EventKind::DrawReplaced { player: p, source: id.source });
        for _ in 0..n {
            let Some(&top) = self.players[p.index()].library.first() else { break };
            self.move_object(top, Zone::Graveyard, "701.17a");
        }
        if self.objects.get(id.source).is_some_and(|o| o.zone == Zone::Graveyard) {
            self.move_object(id.source, Zone::Hand, rule);
        }
    }
}
