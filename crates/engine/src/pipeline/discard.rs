//! Discarding (CR 701.9): the one place a card is discarded, whatever makes a player
//! discard (cleanup's hand size, an instruction, a cost, conniving, a random discard).
//!
//! The proposed discard is recorded as it happens (the card still in the hand, so what
//! looks at "the discarded card" finds it), then the card goes to its owner's graveyard
//! through the zone-change choke point, where the zone-change replacement effects apply
//! (Rest in Peace exiles it; it was still discarded, CR 701.9a / 614.6), and "whenever a
//! player discards a card" is matched with the card where it went. No replacement effect
//! of discarding itself (madness, CR 702.35) is compiled yet; one would change the
//! destination of this `DiscardEvent`.

use crate::state::events::EventKind;
use crate::state::game::Game;
use crate::state::zones::Zone;
use mw_types::{ObjectId, PlayerId};

/// A proposed discard.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) struct DiscardEvent {
    pub player: PlayerId,
    pub card: ObjectId,
    /// Where the card goes: its owner's graveyard (CR 701.9a).
    pub to: Zone,
}

impl Game {
    /// CR 701.9a: `player` discards `card`; returns the card's new object.
    pub(crate) fn discard_card(&mut self, player: PlayerId, card: ObjectId, rule: &'static str) -> ObjectId {
        let ev = DiscardEvent { player, card, to: Zone::Graveyard };
        self.emit(rule, EventKind::Discarded { player: ev.player, card: ev.card });
        let new = self.move_object(ev.card, ev.to, rule);
        self.discard_watchers(ev.player, new);
        new
    }
}
