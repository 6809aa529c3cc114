//! Discarding (CR 701.9): the one place a card is discarded, whatever makes a player
//! discard (cleanup's hand size, an instruction, a cost, conniving, a random discard).
//!
//! The proposed discard is recorded as it happens (the card still in the hand, so what
//! looks at "the discarded card" finds it), then the card goes to its owner's graveyard
//! through the zone-change choke point, where the zone-change replacement effects apply
//! (Rest in Peace exiles it; it was still discarded, CR 701.9a / 614.6), and "whenever a
//! player discards a card" is matched with the card where it went. A card with madness
//! is exiled instead (CR 702.35a: the discard's own replacement, which changes this
//! `DiscardEvent`'s destination), and its madness trigger waits to be put on the stack.

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
        let madness = self.has_madness(card);
        let ev = DiscardEvent { player, card, to: if madness { Zone::Exile } else { Zone::Graveyard } };
        self.emit(rule, EventKind::Discarded { player: ev.player, card: ev.card });
        let new = self.move_object(ev.card, ev.to, rule);
        if madness && self.objects.get(new).is_some_and(|o| o.zone == Zone::Exile) {
            // CR 702.35a: "when this card is exiled this way", its owner's trigger.
            let owner = self.objects.get(new).map_or(player, |o| o.owner);
            self.queue_triggers(new, owner, &mw_ir::Trigger::ExiledByMadness);
        }
        self.discard_watchers(ev.player, new);
        new
    }

    /// CR 702.35a: madness functions while the card is in a hand.
    fn has_madness(&self, card: ObjectId) -> bool {
        self.objects.get(card).is_some_and(|o| {
            o.zone == Zone::Hand
                && self.cards.get(o.card).alternative_of_kind(mw_ir::AltKind::Madness).is_some()
        })
    }
}
