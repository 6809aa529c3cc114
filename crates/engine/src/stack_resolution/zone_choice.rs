//! Replacement choices asked before an instruction moves objects (CR 616.1): the moves
//! an instruction is about to make are proposed as one batch (`pipeline::move_batch`);
//! when one needs its affected player's choice among replacement effects (Rest in Peace
//! against a card's own "shuffle it into its owner's library instead", regeneration
//! against umbra armor, a commander's "may put it into the command zone instead", CR
//! 903.9b), the resolution stops at that instruction, players choose in APNAP order,
//! and the answer runs it again (`pipeline::zone_replacement`). Instructions moving one
//! object, "destroy all" and other `ForEach` groups, mills and hands discarded are
//! proposed. A card a player chooses to discard (one at a time, a conniver's, one
//! chosen from a revealed hand) is asked about as the answer naming it is applied, and
//! the answer applied again (`ask_before_wait_answer`); cards discarded at random are
//! chosen first, then asked about, the resolution waiting at `Wait::RandomDiscard`.

use crate::pipeline::move_batch::ProposedMove;
use crate::stack_resolution::effects::EffectCtx;
use crate::state::decisions::Answer;
use crate::state::game::{Game, Pending};
use crate::state::resolving::Wait;
use crate::state::replacement_state::AfterMoveChoice;
use crate::state::zones::Zone;
use mw_ir::{Effect, MoveTo, Subject};
use mw_types::{ObjectId, PlayerId};
use smallvec::SmallVec;

/// Whether `effect` destroys (CR 701.8), itself or for each object of a group.
fn destroys(effect: &Effect) -> bool {
    match effect {
        Effect::Destroy { .. } => true,
        Effect::ForEach { effect, .. } => destroys(effect),
        _ => false,
    }
}

impl Game {
    /// CR 616.1: when the answer to the resolution's waiting step puts a card into a
    /// graveyard (one chosen to discard, a conniver's, an explored card), asks the next choice its replacement effects
    /// need before anything happens (true: the answer is applied again after it).
    pub(crate) fn ask_before_wait_answer(&mut self, answer: Answer) -> bool {
        if !self.zone_replacements_possible(Zone::Graveyard) {
            return false;
        }
        let in_hand = |g: &Game, p: PlayerId, c: ObjectId| g.players[p.index()].hand.contains(&c).then_some(c);
        let card = match (self.resolving.as_ref().and_then(|r| r.wait.as_ref()), answer) {
            (Some(Wait::Discard(d)), Answer::Object(c)) => d.players.first().and_then(|&p| in_hand(self, p, c)),
            (Some(&Wait::ChooseDiscard { victim, exile: false, .. }), Answer::Object(c)) => in_hand(self, victim, c),
            (Some(&Wait::Connive { player, .. }), Answer::Object(c)) => in_hand(self, player, c),
            // CR 701.44a: the revealed nonland card put into the graveyard.
            (Some(&Wait::Explore { card, .. }), Answer::ToGraveyard) => Some(card),
            _ => None,
        };
        let (Some(card), Pending::Resolution { player }) = (card, self.pending) else { return false };
        self.ask_before_answer(&[ProposedMove::to(card, Zone::Graveyard)], player, answer)
    }

    /// CR 701.9b: the cards chosen at random are discarded, once the replacement choices
    /// their moves need are made (CR 616.1): until then the resolution waits with them
    /// (`Wait::RandomDiscard`, resumed with no answer).
    pub(crate) fn discard_at_random(&mut self, picks: Vec<(PlayerId, ObjectId)>) -> Option<(Wait, Pending)> {
        let moves: SmallVec<[ProposedMove; 8]> = picks.iter().map(|&(_, c)| ProposedMove::to(c, Zone::Graveyard)).collect();
        if self.ask_before_moves(&moves, AfterMoveChoice::Wait) {
            let pending = self.pending;
            return Some((Wait::RandomDiscard(picks), pending));
        }
        for (p, card) in picks {
            self.discard_card(p, card, "701.9b");
        }
        None
    }

    /// CR 616.1: asks the next choice the moves of `effect` need (true: the resolution
    /// waits at this instruction for `Pending::ReplaceMove`).
    pub(crate) fn ask_before_instruction(&mut self, effect: &Effect, ctx: &EffectCtx) -> bool {
        // The fast path: no zone-change replacement can apply, and the instruction
        // destroys nothing (regeneration and umbra armor replace only destruction).
        if !self.zone_replacements_possible(Zone::Graveyard) && !destroys(effect) {
            return false;
        }
        let mut moves: SmallVec<[ProposedMove; 8]> = SmallVec::new();
        self.instruction_moves(effect, ctx, &mut moves);
        self.ask_before_moves(&moves, AfterMoveChoice::Instruction)
    }

    /// The moves `effect` is about to make (as `simple_effects` makes them).
    fn instruction_moves(&self, effect: &Effect, ctx: &EffectCtx, out: &mut SmallVec<[ProposedMove; 8]>) {
        let zone = |id| self.objects.get(id).map(|o| o.zone);
        match *effect {
            Effect::Destroy { subject, no_regen } => {
                out.extend(self.subject(subject, ctx).filter(|&id| self.destroyable(id)).map(|id| ProposedMove::destroy(id, crate::pipeline::move_batch::Destroy::by_effect(!no_regen))));
            }
            Effect::Sacrifice { subject } => {
                let id = self.subject(subject, ctx).filter(|&id| self.objects.get(id).is_some_and(|o| o.zone == Zone::Battlefield && o.controller == ctx.controller));
                out.extend(id.map(|id| ProposedMove::to(id, Zone::Graveyard)));
            }
            Effect::ReturnToHand { subject } => {
                let id = self.subject(subject, ctx).filter(|&id| match zone(id) {
                    Some(Zone::Battlefield) => true,
                    Some(Zone::Graveyard | Zone::Exile) => subject != Subject::This,
                    _ => false,
                });
                out.extend(id.map(|id| ProposedMove::to(id, Zone::Hand)));
            }
            Effect::ShuffleIntoLibrary { subject } => {
                let id = self.current_object(subject, ctx).filter(|&id| !matches!(zone(id), Some(Zone::Library | Zone::Stack) | None));
                out.extend(id.map(|id| ProposedMove::to(id, Zone::Library)));
            }
            Effect::PutInLibrary { subject, .. } => {
                let id = self.subject(subject, ctx).filter(|&id| !matches!(zone(id), Some(Zone::Library | Zone::Stack) | None));
                out.extend(id.map(|id| ProposedMove::to(id, Zone::Library)));
            }
            // CR 608.2c: each object of the group, fixed as the instruction begins.
            Effect::ForEach { filter, ref effect, only } => {
                for id in self.for_each_group(filter, only, ctx) {
                    self.instruction_moves(effect, &EffectCtx { each: Some(id), ..*ctx }, out);
                }
            }
            // CR 701.17a: the top N cards of each player's library.
            Effect::Mill { player, amount } => {
                let n = self.amount(amount, ctx).max(0) as usize;
                for p in self.players_ref(player, ctx) {
                    out.extend(self.players[p.index()].library.iter().take(n).map(|&c| ProposedMove::to(c, Zone::Graveyard)));
                }
            }
            // CR 701.9a: every card of each player's hand.
            Effect::DiscardHand { player } => {
                for p in self.players_ref(player, ctx) {
                    out.extend(self.players[p.index()].hand.iter().map(|&c| ProposedMove::to(c, Zone::Graveyard)));
                }
            }
            // Every card of a zone passing the filter, moved by each player ("discard all
            // the lands in your hand"; those a player chooses are asked as chosen).
            Effect::PlayerMoves(ref m) if m.count.is_none() => {
                let to = match m.to {
                    MoveTo::Discard => Zone::Graveyard,
                    MoveTo::Hand => Zone::Hand,
                    MoveTo::LibraryTop { .. } | MoveTo::LibraryBottomRandom => Zone::Library,
                    MoveTo::Exile | MoveTo::Battlefield => return,
                };
                for p in self.players_ref(m.player, ctx) {
                    let zones = std::iter::once(m.from).chain(m.or_from);
                    let cards = zones.flat_map(|z| self.own_cards(p, z)).filter(|&c| self.object_matches(&m.filter, c, ctx.controller, ctx.source));
                    out.extend(cards.map(|c| ProposedMove::to(c, to)));
                }
            }
            _ => {}
        }
    }

    /// Whether the resolving spell `object` of `item` goes to its owner's graveyard as it
    /// finishes (CR 608.2n): no permanent, no exile on leaving (flashback, CR 702.34a), no
    /// buyback paid (CR 702.27a), no Adventure (CR 715.4).
    pub(crate) fn spell_to_graveyard(&self, item: &crate::state::stack_items::StackItem, object: ObjectId) -> bool {
        if item.exile_on_leave || !self.zone_replacements_possible(Zone::Graveyard) {
            return false;
        }
        let Some(card) = self.objects.get(object).map(|o| o.card) else { return false };
        let def = self.cards.get(card);
        let front = self.cards.front(card);
        let adventure = front != card && self.cards.alternate(front).is_some_and(|(_, k)| k == mw_ir::FaceKind::Adventure);
        !def.is_permanent() && !adventure && !(item.kicks > 0 && crate::stack_resolution::stack::has_buyback(def))
    }
}
