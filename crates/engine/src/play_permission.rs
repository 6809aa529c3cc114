//! Permissions to play cards from exile (CR 601.2a / 305.1 with an effect's permission):
//! "Exile the top card of your library. You may play that card this turn." The card is
//! exiled face up; its owner may play it (a land as their land drop, a spell with normal
//! timing and costs) until the permission ends.

use crate::game::Game;
use crate::zones::Zone;
use mw_ir::PlayUntil;
use mw_types::{ObjectId, PlayerId};
use serde::{Deserialize, Serialize};

/// One card a player may play from exile, and the last turn they may.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub(crate) struct PlayPermission {
    pub card: ObjectId,
    pub player: PlayerId,
    pub last_turn: u32,
}

impl Game {
    /// Exiles the top card of `player`'s library; they may play it until `until`.
    pub(crate) fn exile_top_to_play(&mut self, player: PlayerId, until: PlayUntil) {
        let Some(&top) = self.players[player.index()].library.first() else { return };
        let card = self.move_object(top, Zone::Exile, "701.13a");
        self.emit("701.13a", crate::events::EventKind::Revealed { player, card });
        let now = self.turn.number;
        let last_turn = match until {
            PlayUntil::ThisTurn => now,
            // The player's next turn: after the others' turns (two players: one each).
            PlayUntil::EndOfYourNextTurn => {
                let n = self.players.len() as u32;
                if self.turn.active == player { now + n } else { now + 1 }
            }
        };
        self.play_permissions.push(PlayPermission { card, player, last_turn });
    }

    /// The exiled cards `player` may play now (still in exile, permission not ended).
    pub(crate) fn playable_from_exile(&self, player: PlayerId) -> impl Iterator<Item = ObjectId> + '_ {
        self.play_permissions
            .iter()
            .filter(move |p| p.player == player && p.last_turn >= self.turn.number)
            .map(|p| p.card)
            .filter(|&c| self.objects.get(c).is_some_and(|o| o.zone == Zone::Exile))
    }

    /// CR 514.2-style expiry at cleanup: permissions whose last turn is this one end.
    pub(crate) fn end_play_permissions(&mut self) {
        let now = self.turn.number;
        self.play_permissions.retain(|p| p.last_turn > now);
    }
}
