//! Suspend (CR 702.62): the special action that exiles a card from its owner's hand with
//! time counters on it (702.62a, 116.2f), and what makes a card suspended (702.62b). The
//! keyword's two triggered abilities are compiled with the card ("at the beginning of
//! your upkeep, if this card is suspended, remove a time counter from it"; "when the last
//! time counter is removed from it, you may cast it without paying its mana cost"): they
//! work in exile, where `upkeep_triggers` finds suspended cards.

use crate::state::decisions::Answer;
use crate::state::game::{Game, Next};
use crate::state::zones::Zone;
use mw_ir::{Ability, CardDef, Cost, Keyword};
use mw_types::{CardType, CounterKind, ObjectId, PlayerId};

/// CR 122.1: the time counter (one of the named kinds).
fn time_counter() -> Option<CounterKind> {
    CounterKind::parse("time")
}

/// CR 702.62a: the number of time counters and the cost of a card's suspend, if it has it.
pub(crate) fn suspend_of(def: &CardDef) -> Option<(u32, &Cost)> {
    def.abilities.iter().find_map(|a| match a {
        Ability::Suspend { time, cost } => Some((*time, cost)),
        _ => None,
    })
}

impl Game {
    /// CR 702.62a / 702.62c: the cards in `player`'s hand they could begin to cast now
    /// (timing and prohibitions; the mana cost aside) whose suspend cost they could pay.
    pub(crate) fn suspend_answers(&self, player: PlayerId, sources: &[crate::payment::mana::ManaSource], out: &mut Vec<Answer>) {
        for &card in &self.players[player.index()].hand {
            let Some(o) = self.objects.get(card) else { continue };
            let def = self.cards.get(o.card);
            let Some((_, cost)) = suspend_of(def) else { continue };
            let instant = def.has_type(CardType::Instant) || def.has_keyword(Keyword::Flash);
            if (!instant && !self.sorcery_timing(player)) || !self.cast_window_open(player, def) || self.cast_banned(player, card) {
                continue;
            }
            if self.players[player.index()].life() >= cost.life as i32 && self.can_pay_mana(player, &cost.mana.symbols, 0, sources, crate::payment::mana::PaymentFor::Other) {
                out.push(Answer::Suspend(card));
            }
        }
    }

    /// CR 702.62a: pays the suspend cost and exiles the card with its time counters; a
    /// special action, so the player keeps priority (CR 116.3).
    pub(crate) fn suspend(&mut self, player: PlayerId, card: ObjectId) -> Next {
        let Some(o) = self.objects.get(card).copied().filter(|o| o.zone == Zone::Hand && o.owner == player) else { return Next::Decide };
        let Some((time, cost)) = suspend_of(self.cards.get(o.card)).map(|(t, c)| (t, c.clone())) else { return Next::Decide };
        self.pay_mana_now(player, &cost.mana);
        if cost.life > 0 {
            self.pay_life(player, cost.life, "119.4");
        }
        let exiled = self.move_object(card, Zone::Exile, "702.62a");
        if let Some(kind) = time_counter() {
            self.put_counters(exiled, kind, time, "702.62a");
        }
        self.turn.passes = 0;
        Next::OfferPriority
    }

    /// CR 702.62b: a card is suspended while it is in exile, has suspend and has a time
    /// counter on it.
    pub(crate) fn suspended(&self, id: ObjectId) -> bool {
        self.objects.get(id).is_some_and(|o| o.zone == Zone::Exile && suspend_of(self.cards.get(o.card)).is_some())
            && time_counter().is_some_and(|kind| self.counters.get(id, kind) > 0)
    }

    /// The suspended cards `player` owns (their upkeep triggers work in exile).
    pub(crate) fn suspended_cards(&self, player: PlayerId) -> smallvec::SmallVec<[ObjectId; 2]> {
        if !self.cards.has_exile_actions() {
            return smallvec::SmallVec::new();
        }
        self.exile.iter().copied().filter(|&id| self.objects.get(id).is_some_and(|o| o.owner == player) && self.suspended(id)).collect()
    }
}
