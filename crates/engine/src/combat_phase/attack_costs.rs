//! Costs to attack (CR 508.1d, 508.1h–j): "creatures can't attack you unless their
//! controller pays {2} for each creature they control that's attacking you". Counted by
//! `restrictions::attack_tax`; an attack is offered only while the declaration's total
//! cost stays payable, and the total is paid once the attackers are declared and tapped.

use crate::payment::mana::PaymentFor;
use crate::state::events::Target;
use crate::state::game::Game;
use mw_ir::Keyword;
use mw_types::{ManaCost, ManaSymbol, ObjectId, PlayerId};

impl Game {
    /// CR 508.1h: the total cost of the attacks declared so far.
    fn declared_attack_tax(&self) -> u32 {
        self.combat.attackers.iter().map(|a| self.attack_tax(a.attacker, a.target)).sum()
    }

    /// CR 508.1h–j: whether `player` could still pay the declaration's total cost with
    /// `id` also attacking `target`: with mana from permanents other than the attackers
    /// that will tap as they attack (CR 508.1f comes before the payment).
    pub(crate) fn attack_affordable(&self, player: PlayerId, id: ObjectId, target: Target) -> bool {
        if !self.cards.has_attack_tax() {
            return true;
        }
        let total = self.declared_attack_tax() + self.attack_tax(id, target);
        if total == 0 {
            return true;
        }
        let taps = |a: ObjectId| !self.has_keyword(a, Keyword::Vigilance);
        let mut sources = self.mana_sources(player);
        sources.retain(|s| !(s.source == id && taps(id)) && !self.combat.attackers.iter().any(|a| a.attacker == s.source && taps(a.attacker)));
        self.can_pay_mana(player, &[ManaSymbol::Generic(total)], 0, &sources, PaymentFor::Other)
    }

    /// CR 508.1d: a requirement to attack isn't one when obeying it would cost: whether
    /// `id` may attack someone at no cost (and keep the declaration payable).
    pub(crate) fn attacks_at_no_cost(&self, player: PlayerId, id: ObjectId) -> bool {
        !self.cards.has_attack_tax()
            || self.attackable(player).into_iter().any(|t| self.attack_tax(id, t) == 0 && self.attack_affordable(player, id, t))
    }

    /// CR 508.1f, 508.1h–j: with a total cost to pay, taps the attackers first (those
    /// without vigilance), then pays it.
    pub(crate) fn pay_attack_costs(&mut self, player: PlayerId) {
        if !self.cards.has_attack_tax() {
            return;
        }
        let total = self.declared_attack_tax();
        if total == 0 {
            return;
        }
        for i in 0..self.combat.attackers.len() {
            let a = self.combat.attackers[i].attacker;
            if !self.has_keyword(a, Keyword::Vigilance) {
                self.tap(a, "508.1f");
            }
        }
        self.pay_mana_now(player, &ManaCost { symbols: vec![ManaSymbol::Generic(total)] });
    }
}
