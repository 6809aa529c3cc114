//! Permissions to play cards from exile (CR 601.2a / 305.1 with an effect's permission):
//! "Exile the top card of your library. You may play that card this turn." The card is
//! exiled face up; the player the effect names may play it (a land as their land drop, a
//! spell with normal timing and costs) until the permission ends. "You may cast that
//! card" allows casting only: a land can't be played that way.

use crate::state::game::Game;
use crate::state::zones::Zone;
use mw_ir::PlayUntil;
use mw_types::{ObjectId, PlayerId};
pub(crate) use crate::state::play_permissions::PlayPermission;


impl Game {
    /// Exiles the top card of `from`'s library; `player` may play it until `until`.
    pub(crate) fn exile_top_to_play(&mut self, from: PlayerId, player: PlayerId, until: PlayUntil, cast_only: bool) {
        let Some(&top) = self.players[from.index()].library.first() else { return };
        let card = self.move_object(top, Zone::Exile, "701.13a");
        self.emit("701.13a", crate::state::events::EventKind::Revealed { player: from, card });
        self.allow_play(card, player, until, cast_only, 0, false);
    }

    /// `player` may play `card` (in exile) until `until`, spells cast this way costing
    /// `tax` more; `later`: only after this turn has ended (CR 702.185a).
    pub(crate) fn allow_play(&mut self, card: ObjectId, player: PlayerId, until: PlayUntil, cast_only: bool, tax: u8, later: bool) {
        if self.objects.get(card).is_none_or(|o| o.zone != Zone::Exile) {
            return;
        }
        let now = self.turn.number;
        let last_turn = match until {
            PlayUntil::ThisTurn => now,
            // The player's next turn: after the others' turns (two players: one each).
            PlayUntil::EndOfYourNextTurn => {
                let n = self.players.len() as u32;
                if self.turn.active == player { now + n } else { now + 1 }
            }
            // CR 611.2b: it ends when the card leaves exile (it is then a new object).
            PlayUntil::WhileExiled => u32::MAX,
        };
        let first_turn = if later { now + 1 } else { 0 };
        self.play_permissions.push(PlayPermission { card, player, last_turn, cast_only, tax, first_turn });
    }

    /// The exiled cards `player` may play now (still in exile, permission not ended), and
    /// whether only casting is allowed.
    pub(crate) fn playable_from_exile(&self, player: PlayerId) -> impl Iterator<Item = (ObjectId, bool)> + '_ {
        self.play_permissions
            .iter()
            .filter(move |p| p.player == player && (p.first_turn..=p.last_turn).contains(&self.turn.number))
            .map(|p| (p.card, p.cast_only))
            .filter(|&(c, _)| self.objects.get(c).is_some_and(|o| o.zone == Zone::Exile))
    }

    /// CR 514.2-style expiry at cleanup: permissions whose last turn is this one end, and
    /// those whose card left exile (and the stack it was cast to).
    pub(crate) fn end_play_permissions(&mut self) {
        let now = self.turn.number;
        let objects = &self.objects;
        self.play_permissions
            .retain(|p| p.last_turn > now && objects.get(p.card).is_some_and(|o| matches!(o.zone, Zone::Exile | Zone::Stack)));
    }

    /// CR 601.2a: `card` was cast from exile as `spell`: a permission with a cost
    /// increase now names the spell, whose total cost includes it.
    pub(crate) fn follow_cast(&mut self, card: ObjectId, spell: ObjectId, player: PlayerId) {
        if let Some(p) = self.play_permissions.iter_mut().find(|p| p.card == card && p.player == player && p.tax > 0) {
            p.card = spell;
        }
    }

    /// CR 601.2f: the generic mana a permission adds to the cost of `card` cast by
    /// `player` (in exile, or a spell cast from there by the permission).
    pub(crate) fn permission_tax(&self, player: PlayerId, card: ObjectId) -> u32 {
        if self.play_permissions.is_empty() {
            return 0;
        }
        let zone = self.objects.get(card).map(|o| o.zone);
        if !matches!(zone, Some(Zone::Exile | Zone::Stack)) {
            return 0;
        }
        self.play_permissions.iter().filter(|p| p.card == card && p.player == player).map(|p| u32::from(p.tax)).max().unwrap_or(0)
    }
}
