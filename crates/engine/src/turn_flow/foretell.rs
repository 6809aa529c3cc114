//! Foretell (CR 702.143): the special action that pays {2} and exiles a card with
//! foretell from its owner's hand face down during their turn (702.143a–b, 116.2h), the
//! foretold cards and the turn each was foretold, and casting one for its foretell cost
//! (an `AltKind::Foretell` alternative cost) after that turn.

use crate::state::decisions::Answer;
use crate::state::game::{Game, Next};
use crate::state::zones::Zone;
use mw_ir::Ability;
use mw_types::{ManaSymbol, ObjectId, PlayerId};

/// CR 702.143a: the cost of the special action.
const FORETELL_COST: [ManaSymbol; 1] = [ManaSymbol::Generic(2)];

impl Game {
    /// CR 702.143a: during their turn, the cards with foretell in `player`'s hand, when
    /// they could pay {2}.
    pub(crate) fn foretell_answers(&self, player: PlayerId, sources: &[crate::payment::mana::ManaSource], out: &mut Vec<Answer>) {
        if self.turn.active != player {
            return;
        }
        let mut payable = None;
        for &card in &self.players[player.index()].hand {
            let Some(o) = self.objects.get(card) else { continue };
            if !self.cards.get(o.card).abilities.contains(&Ability::Foretell) {
                continue;
            }
            if *payable.get_or_insert_with(|| self.can_pay_mana(player, &FORETELL_COST, 0, sources, crate::payment::mana::PaymentFor::Other)) {
                out.push(Answer::Foretell(card));
            }
        }
    }

    /// CR 702.143a–b: pays {2} and exiles the card face down; a special action, so the
    /// player keeps priority (CR 116.3). The exiled card is remembered with this turn.
    pub(crate) fn foretell(&mut self, player: PlayerId, card: ObjectId) -> Next {
        let Some(o) = self.objects.get(card).copied().filter(|o| o.zone == Zone::Hand && o.owner == player && self.turn.active == player) else {
            return Next::Decide;
        };
        if !self.cards.get(o.card).abilities.contains(&Ability::Foretell) {
            return Next::Decide;
        }
        self.pay_mana_now(player, &mw_types::ManaCost { symbols: FORETELL_COST.to_vec() });
        let exiled = self.move_object(card, Zone::Exile, "702.143a");
        // FIXME: CR 702.143a: the card is face down in exile; players' views still show it.
        self.foretold.push((exiled, self.turn.number));
        self.turn.passes = 0;
        Next::OfferPriority
    }

    /// CR 702.143a: whether `card` is a foretold card that may be cast for its foretell
    /// cost now (it was foretold on an earlier turn).
    pub(crate) fn foretold_earlier(&self, card: ObjectId) -> bool {
        self.foretold.iter().any(|&(id, turn)| id == card && turn < self.turn.number)
    }

    /// The foretold cards `player` owns in exile.
    pub(crate) fn foretold_cards(&self, player: PlayerId) -> smallvec::SmallVec<[ObjectId; 2]> {
        self.foretold
            .iter()
            .map(|&(id, _)| id)
            .filter(|&id| self.objects.get(id).is_some_and(|o| o.zone == Zone::Exile && o.owner == player))
            .collect()
    }
}
