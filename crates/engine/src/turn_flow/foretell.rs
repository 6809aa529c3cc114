//! Foretell (CR 702.143): the special action that pays {2} and exiles a card with
//! foretell from its owner's hand face down during their turn (702.143a–b, 116.2h), the
//! foretold cards and the turn each was foretold, and casting one for its foretell cost
//! (an `AltKind::Foretell` alternative cost) after that turn. Plot (CR 702.170) likewise:
//! its special action pays the plot cost during its owner's turn with an empty stack
//! (116.2k), and the plotted card is cast later without paying its mana cost
//! (`AltKind::Plot`, at sorcery speed).

use crate::state::decisions::Answer;
use crate::state::game::{Game, Next};
use crate::state::zones::Zone;
use mw_ir::{AltKind, Ability};
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
        self.foretold.push((exiled, self.turn.number, AltKind::Foretell));
        self.turn.passes = 0;
        Next::OfferPriority
    }

    /// CR 702.170a: during their turn with an empty stack, the cards with plot in
    /// `player`'s hand whose plot cost they could pay.
    pub(crate) fn plot_answers(&self, player: PlayerId, sources: &[crate::payment::mana::ManaSource], out: &mut Vec<Answer>) {
        if self.turn.active != player || !self.stack.is_empty() {
            return;
        }
        for &card in &self.players[player.index()].hand {
            let Some(o) = self.objects.get(card) else { continue };
            let Some(cost) = plot_cost(self.cards.get(o.card)) else { continue };
            if self.can_pay_mana(player, &cost.symbols, 0, sources, crate::payment::mana::PaymentFor::Other) {
                out.push(Answer::Plot(card));
            }
        }
    }

    /// CR 702.170a, 116.2k: pays the plot cost and exiles the card, plotted; a special
    /// action, so the player keeps priority (CR 116.3).
    pub(crate) fn plot(&mut self, player: PlayerId, card: ObjectId) -> Next {
        let Some(o) = self.objects.get(card).copied().filter(|o| o.zone == Zone::Hand && o.owner == player && self.turn.active == player && self.stack.is_empty()) else {
            return Next::Decide;
        };
        let Some(cost) = plot_cost(self.cards.get(o.card)).cloned() else { return Next::Decide };
        self.pay_mana_now(player, &cost);
        let exiled = self.move_object(card, Zone::Exile, "702.170a");
        self.foretold.push((exiled, self.turn.number, AltKind::Plot));
        self.turn.passes = 0;
        Next::OfferPriority
    }

    /// CR 702.143a, 702.170d: whether `card` was foretold (plotted, `kind`) on an earlier
    /// turn, so that it may be cast for that cost now.
    pub(crate) fn foretold_earlier(&self, card: ObjectId, kind: AltKind) -> bool {
        self.foretold.iter().any(|&(id, turn, k)| id == card && k == kind && turn < self.turn.number)
    }

    /// The foretold and plotted cards `player` owns in exile.
    pub(crate) fn foretold_cards(&self, player: PlayerId) -> smallvec::SmallVec<[ObjectId; 2]> {
        self.foretold
            .iter()
            .map(|&(id, _, _)| id)
            .filter(|&id| self.objects.get(id).is_some_and(|o| o.zone == Zone::Exile && o.owner == player))
            .collect()
    }
}

/// CR 702.170a: the card's plot cost.
fn plot_cost(def: &mw_ir::CardDef) -> Option<&mw_types::ManaCost> {
    def.abilities.iter().find_map(|a| if let Ability::Plot(m) = a { Some(m) } else { None })
}
