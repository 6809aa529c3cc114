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
    /// who conceded, their objects leaving it; that is not supported yet.
    #[error("conceding with more than two players left is not supported yet (CR 800.4a)")]
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
        if self.player_ids().filter(|p| !self.player(*p).has_lost).count() > 2 {
            return Err(ConcedeError::Multiplayer);
        }
        self.events.clear();
        self.decisions_made += 1;
        self.lose(player, LossReason::Conceded, "104.3a");
        self.settle_result();
        self.pending = Pending::GameOver;
        Ok(&self.events)
    }
}
