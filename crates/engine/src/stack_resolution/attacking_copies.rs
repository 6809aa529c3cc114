//! Token copies put onto the battlefield tapped and attacking a named player (CR 508.4,
//! 707.2): "… a token that's a copy of this creature that's tapped and attacking that
//! player or a planeswalker they control", one for each opponent the instruction names
//! (CR 702.116a, myriad: each opponent other than the defending player), its "you may"
//! asked for each. While a question waits, how far it got is kept on the resolution
//! (`Resolving::per_opponent`), so the answer resumes this instruction.

use crate::stack_resolution::effects::{EffectCtx, Flow};
use crate::stack_resolution::resolution::Wait;
use crate::state::game::{Game, Pending};
use mw_ir::{PlayerRef, Subject, TokenAttacks};
use mw_types::{ObjectId, PlayerId};
use smallvec::SmallVec;

impl Game {
    /// CR 508.4, 702.116a: for each opponent `attacks` names, in APNAP order, the
    /// controller may (`optional`) create a token copy of `of` tapped and attacking that
    /// opponent, or one of their planeswalkers (asked when there is a choice). Each token
    /// is recorded as created this way (CR 608.2c), for "exile the tokens at end of combat".
    pub(crate) fn create_attacking_copies(&mut self, of: Subject, attacks: TokenAttacks, optional: bool, keywords: u32, ctx: &EffectCtx) -> Flow {
        let whoms = self.copy_opponents(attacks, ctx);
        let Some(id) = self.subject(of, ctx) else {
            if let Some(r) = self.resolving.as_mut() {
                r.per_opponent = None;
            }
            return Flow::Done;
        };
        loop {
            let Some(r) = self.resolving.as_mut() else { return Flow::Done };
            let mut at = r.per_opponent.take().unwrap_or_default();
            // A copy that asked a question as it entered has entered now ("that creature").
            if let Some(whom) = at.entering.take() {
                // (A copy that didn't enter leaves "that creature" as it was: an earlier
                // token, already attacking.)
                let entered = r.returned.filter(|t| !r.this_way.has(mw_ir::Did::Created, *t));
                if let Some(token) = entered {
                    r.this_way.record(mw_ir::Did::Created, token);
                    if let Some(ask) = self.copy_attacks(token, whom, attacks, ctx.controller, at) {
                        return ask;
                    }
                }
                continue_with(self, at);
                continue;
            }
            let Some(&whom) = whoms.get(usize::from(at.done)) else { return Flow::Done };
            if optional {
                if !at.asked {
                    // CR 609.3: "you may", asked for this opponent.
                    at.asked = true;
                    r.per_opponent = Some(at);
                    return Flow::Ask(Wait::Optional { player: ctx.controller }, Pending::Resolution { player: ctx.controller });
                }
                at.asked = false;
                if !std::mem::take(&mut r.accepted) {
                    at.done += 1;
                    r.per_opponent = Some(at);
                    continue;
                }
            }
            at.done += 1;
            match self.create_token_copy(id, crate::actions::tokens::CopyExcept { keywords, pt: None }, ctx.controller, !attacks.if_able) {
                (_, Some(token)) => {
                    if let Some(r) = self.resolving.as_mut() {
                        r.this_way.record(mw_ir::Did::Created, token);
                    }
                    if let Some(ask) = self.copy_attacks(token, whom, attacks, ctx.controller, at) {
                        return ask;
                    }
                }
                (crate::actions::Arrival::Entering, None) => {
                    at.entering = Some(whom);
                    continue_with(self, at);
                    return Flow::Entering;
                }
                (_, None) => {}
            }
            continue_with(self, at);
        }
    }

    /// CR 508.4: the token attacks `whom`, or asks which of `whom` and their
    /// planeswalkers (the instruction resumes after the answer); nothing when it can't
    /// attack (outside combat). CR 508.1d, 702.141a: with `if_able`, it is only required
    /// to attack `whom` this turn.
    fn copy_attacks(&mut self, token: ObjectId, whom: PlayerId, attacks: TokenAttacks, controller: PlayerId, at: crate::state::resolving::PerOpponent) -> Option<Flow> {
        if attacks.if_able {
            self.history.must_attack.push((token, whom));
            return None;
        }
        let options = self.attack_options(controller, Some(whom), attacks.or_planeswalker);
        match options.as_slice() {
            [] => None,
            [t] => {
                self.attack_now(token, *t);
                None
            }
            _ => {
                continue_with(self, at);
                let wait = Wait::Attacked { player: controller, creatures: smallvec::smallvec![(token, Some(whom))] };
                Some(Flow::Ask(wait, Pending::Resolution { player: controller }))
            }
        }
    }

    /// The opponents an attacking copy is made for, in APNAP order: each opponent still
    /// in the game (CR 800.4a), less the defending player of the trigger's creature with
    /// `other_than_defending` (CR 702.116a), or the one player named.
    fn copy_opponents(&self, attacks: TokenAttacks, ctx: &EffectCtx) -> SmallVec<[PlayerId; 4]> {
        let defending = ctx.event.defender.or_else(|| self.defending_player(ctx.source));
        match attacks.player {
            PlayerRef::EachOpponent => self
                .apnap()
                .into_iter()
                .filter(|p| *p != ctx.controller && !self.players[p.index()].has_lost)
                .filter(|p| !attacks.other_than_defending || Some(*p) != defending)
                .collect(),
            other => self.player_ref(other, ctx).into_iter().collect(),
        }
    }
}

/// The instruction goes on for the next opponent.
fn continue_with(game: &mut Game, at: crate::state::resolving::PerOpponent) {
    if let Some(r) = game.resolving.as_mut() {
        r.per_opponent = Some(at);
    }
}
