//! CR 104.3a: a player may concede the game at any time; conceding, they lose. This is
//! not a decision (nobody is asked), so it has its own entry point beside `apply`.

use crate::state::events::{Event, LossReason};
use crate::state::game::{Game, Pending};
use mw_types::PlayerId;
use thiserror::Error;

/// Why a concession was refused. The game is unchanged.
#[derive(Clone, Debug, PartialEq, Eq, Error)]
pub enum ConcedeError {
    #[error("the game is over")]
    GameOver,
    #[error("{0} is not a player in this game")]
    NoSuchPlayer(PlayerId),
    #[error("{0} has already lost")]
    AlreadyLost(PlayerId),
    /// CR 800.4a: with more than two players left the game goes on without the player
    /// who conceded; leaving in the middle of one of their own decisions other than
    /// priority (a spell half cast, a choice half made) is not supported yet.
    #[error("conceding in the middle of a decision of one's own other than priority, with more than two players left, is not supported yet (CR 800.4a)")]
    Multiplayer,
}

impl Game {
    /// CR 104.3a: `player` concedes and loses. Only when that ends the game (one
    /// opponent left); returns the events (the loss and the result).
    pub fn concede(&mut self, player: PlayerId) -> Result<&[Event], ConcedeError> {
        self.forget_answers();
        if self.result.is_some() {
            return Err(ConcedeError::GameOver);
        }
        if player.index() >= self.player_count() {
            return Err(ConcedeError::NoSuchPlayer(player));
        }
        if self.player(player).has_lost {
            return Err(ConcedeError::AlreadyLost(player));
        }
        let multiplayer = self.player_ids().filter(|p| !self.player(*p).has_lost).count() > 2;
        let deciding = self.decision().player == Some(player);
        let at_priority = matches!(self.pending, Pending::Priority { .. });
        if multiplayer && deciding && !at_priority {
            return Err(ConcedeError::Multiplayer);
        }
        self.events.clear();
        self.decisions_made += 1;
        self.lose(player, LossReason::Conceded, "104.3a");
        self.settle_result();
        if !multiplayer {
            self.pending = Pending::GameOver;
            return Ok(&self.events);
        }
        // CR 800.4a: the game goes on without them; if they had priority, the next
        // player in turn order receives it.
        self.leave_game(player);
        if deciding {
            self.run(crate::state::game::Next::OfferPriority);
        }
        Ok(&self.events)
    }
}
