//! Zone changes proposed together (CR 616.1, 101.4): the moves one action makes at once
//! ("destroy all creatures", state-based actions, a mill, a hand discarded, the legend
//! rule) are a batch of [`ProposedMove`]s. Before any of them happens, each affected
//! object's controller (its owner outside the battlefield) is asked the choices among
//! the replacement effects that apply to their objects' moves, one choice at a time
//! through the decision API (`Pending::ReplaceMove`), players in APNAP order (CR 101.4),
//! each answer kept for its move (`MoveChoices`). What proposed the batch runs again
//! after each answer (`AfterMoveChoice`); once nothing is left to ask, it makes the
//! moves as one event (`Game::together`, so look-back triggers see them all, CR
//! 603.10a), each move taking the choices made for it.

use crate::state::decisions::Answer;
use crate::state::game::Game;
use crate::state::replacement_state::AfterMoveChoice;
use crate::state::zones::Zone;
use mw_types::{ObjectId, PlayerId};

/// How a permanent is destroyed (CR 701.8).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) struct Destroy {
    /// CR 701.19c: false for "it can't be regenerated".
    pub may_regenerate: bool,
    /// CR 704.5g–h: by a state-based action (lethal damage, deathtouch) rather than as the
    /// result of an effect (CR 122.1c: a shield counter replaces only the latter).
    pub by_sba: bool,
}

impl Destroy {
    /// Destroyed by an effect (an instruction or a replacement effect).
    pub(crate) const EFFECT: Destroy = Destroy { may_regenerate: true, by_sba: false };
    /// CR 704.5g–h: destroyed by a state-based action.
    pub(crate) const SBA: Destroy = Destroy { may_regenerate: true, by_sba: true };

    /// Destroyed by an instruction ("… It can't be regenerated.": `may_regenerate` false).
    pub(crate) const fn by_effect(may_regenerate: bool) -> Destroy {
        Destroy { may_regenerate, by_sba: false }
    }
}

/// One move of a batch: `object` to `to`, by destruction when `destroy` is set.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) struct ProposedMove {
    pub object: ObjectId,
    pub to: Zone,
    pub destroy: Option<Destroy>,
}

impl ProposedMove {
    /// `object` put into `to`.
    pub(crate) fn to(object: ObjectId, to: Zone) -> ProposedMove {
        ProposedMove { object, to, destroy: None }
    }

    /// CR 701.8: `object` destroyed (to its owner's graveyard).
    pub(crate) fn destroy(object: ObjectId, how: Destroy) -> ProposedMove {
        ProposedMove { object, to: Zone::Graveyard, destroy: Some(how) }
    }
}

impl Game {
    /// Whether any replacement effect could apply to `m` now (the fast path skips
    /// planning when none can).
    #[inline]
    pub(crate) fn move_replacements_possible(&self, m: &ProposedMove) -> bool {
        self.zone_replacements_possible(m.to) || (m.destroy.is_some() && self.destruction_replacements_possible(m.object))
    }

    /// CR 616.1, 101.4: asks the next replacement choice the batch `moves` needs: the
    /// active player's choices for their objects first, then each other player's in
    /// turn order (true: `Pending::ReplaceMove` is set and `then` runs again after the
    /// answer); false when every choice is made and the moves can happen together.
    pub(crate) fn ask_before_moves(&mut self, moves: &[ProposedMove], then: AfterMoveChoice) -> bool {
        if !moves.iter().any(|m| self.move_replacements_possible(m)) {
            return false;
        }
        for p in self.apnap() {
            for &m in moves {
                if self.ask_zone_change(m, then, Some(p)) {
                    return true;
                }
            }
        }
        false
    }

    /// CR 616.1: asks the next choice the moves `player`'s `answer` to the decision now
    /// pending would make as it is applied (a card discarded in cleanup, an object paying
    /// a cost, a card chosen to discard), before anything of it happens. True: the
    /// question is pending, and after it the decision is restored and the answer applied
    /// again, making the moves with the choices made (`AfterMoveChoice::Answer`).
    pub(crate) fn ask_before_answer(&mut self, moves: &[ProposedMove], player: PlayerId, answer: Answer) -> bool {
        let then = AfterMoveChoice::Answer { pending: self.pending, player, answer };
        self.ask_before_moves(moves, then)
    }
}
