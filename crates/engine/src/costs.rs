//! Costs (CR 118) and their payment: non-mana costs, mana abilities (CR 605) and the
//! mana payment decisions of CR 601.2g–h. Answers are offered only when the rest of the
//! cost stays payable, so a payment can never get stuck half-way.

use crate::decisions::Answer;
use crate::events::EventKind;
use crate::game::{Game, Next, Pending};
use crate::mana::{find_payment, sources_for, ManaDue, ManaPool, ManaSource, PaymentFor};
use crate::zones::Zone;
use mw_ir::{Ability, Cost, Keyword};
use mw_types::{CardType, ManaType, ObjectId, PlayerId};
use smallvec::SmallVec;

impl Game {
    /// CR 302.6 / 107.5 / 107.6: whether the {T} or {Q} part of a cost can be paid.
    pub(crate) fn can_pay_tap_symbols(&self, source: ObjectId, cost: &Cost) -> bool {
        if !cost.tap && !cost.untap {
            return true;
        }
        let Some(o) = self.objects.get(source) else { return false };
        if o.zone != Zone::Battlefield {
            return false;
        }
        if cost.tap && o.tapped || cost.untap && !o.tapped {
            return false;
        }
        if o.controlled_since_turn_start {
            return true;
        }
        let c = self.characteristics(source);
        !c.is_some_and(|c| c.is(CardType::Creature) && !c.has(Keyword::Haste))
    }

    /// Whether every non-mana part of a cost can be paid now (CR 118.3, 119.4).
    pub(crate) fn can_pay_non_mana(&self, player: PlayerId, source: ObjectId, cost: &Cost) -> bool {
        if !self.can_pay_tap_symbols(source, cost) {
            return false;
        }
        if cost.sacrifice_self && self.objects.get(source).is_none_or(|o| o.zone != Zone::Battlefield) {
            return false;
        }
        let exile_from = if cost.in_graveyard { Zone::Graveyard } else { Zone::Battlefield };
        if cost.exile_self && self.objects.get(source).is_none_or(|o| o.zone != exile_from) {
            return false;
        }
        // CR 113.6m: "discard this card" works only from its owner's hand (and the hand's
        // other abilities are not offered: `activated_answers` asks only for these).
        if (cost.discard_self || cost.in_hand) && self.objects.get(source).is_none_or(|o| o.zone != Zone::Hand || o.owner != player) {
            return false;
        }
        if let Some(n) = cost.loyalty {
            // CR 606.3: once each turn; CR 118.3: enough counters to remove.
            let Some(o) = self.objects.get(source) else { return false };
            if o.loyalty_turn == self.turn.number {
                return false;
            }
            if n < 0 && self.counters.get(source, mw_types::CounterKind::Loyalty) < n.unsigned_abs() {
                return false;
            }
        }
        if let Some((kind, n)) = cost.remove_counters {
            let on = self.objects.get(source).is_some_and(|o| o.zone == Zone::Battlefield);
            if !on || self.counters.get(source, kind) < n {
                return false;
            }
        }
        (cost.life == 0 || self.players[player.index()].life >= cost.life as i32)
            && self.players[player.index()].energy >= cost.energy
    }

    /// CR 601.2h: pays the non-mana parts of a cost.
    pub(crate) fn pay_non_mana_costs(&mut self, player: PlayerId, source: ObjectId, cost: &Cost) {
        if cost.tap {
            if let Some(o) = self.objects.get_mut(source) {
                o.tapped = true;
                self.emit("107.5", EventKind::Tapped { object: source });
                self.became_tapped(source);
            }
        }
        if cost.untap {
            if let Some(o) = self.objects.get_mut(source) {
                o.tapped = false;
                self.emit("107.6", EventKind::Untapped { object: source });
                self.became_untapped(source);
            }
        }
        if let Some(n) = cost.loyalty {
            let k = mw_types::CounterKind::Loyalty;
            if n >= 0 {
                self.counters.add(source, k, n as u32);
            } else {
                self.counters.remove(source, k, n.unsigned_abs());
            }
            if let Some(o) = self.objects.get_mut(source) {
                o.loyalty_turn = self.turn.number;
            }
            self.emit("606.4", EventKind::LoyaltyPaid { object: source, amount: n });
        }
        if let Some((kind, n)) = cost.remove_counters {
            self.counters.remove(source, kind, n);
            self.emit("122.8", EventKind::CountersRemoved { object: source, kind, amount: n });
        }
        if cost.energy > 0 {
            let pl = &mut self.players[player.index()];
            pl.energy = pl.energy.saturating_sub(cost.energy);
        }
        if cost.life > 0 {
            self.players[player.index()].life -= cost.life as i32;
            self.emit("119.4", EventKind::LifePaid { player, amount: cost.life });
        }
        if cost.sacrifice_self {
            self.sacrificed(source, "701.21a");
            self.move_object(source, Zone::Graveyard, "701.21a");
        }
        if cost.discard_self {
            self.discard_card(player, source, "701.9a");
        }
        if cost.exile_self {
            self.move_object(source, Zone::Exile, "406.2");
        }
    }

    /// Pays the mana part of a mana ability's cost from the pool.
    pub(crate) fn pay_mana_ability_cost(&mut self, player: PlayerId, cost: &Cost) -> bool {
        let mut due = ManaDue::new(&cost.mana.symbols, 0);
        while !due.is_paid() {
            let what = PaymentFor::Ability;
            let Some((t, i)) = ManaType::ALL.into_iter().find_map(|t| {
                let mut pool = self.players[player.index()].pool.usable_for(what);
                if !pool.take(t) {
                    return None;
                }
                let life = self.players[player.index()].life;
                due.payable_by(t)
                    .into_iter()
                    .find(|&i| find_payment(&due.after_paying(i, Some(t)), &pool, &[], life).is_some())
                    .map(|i| (t, i))
            }) else {
                return false;
            };
            self.players[player.index()].pool.take_for(t, what);
            self.emit("605.3", EventKind::ManaSpent { player, mana: t });
            due = due.after_paying(i, Some(t));
        }
        true
    }

    /// The mana abilities of `player`'s permanents that the payer may use: those whose cost
    /// has no mana part and can be paid now.
    pub(crate) fn mana_sources(&self, player: PlayerId) -> Vec<ManaSource> {
        let mut out = Vec::new();
        for &id in &self.battlefield {
            let Some(o) = self.objects.get(id) else { continue };
            if o.controller != player {
                continue;
            }
            if !self.may_have(id, crate::game::KIND_MANA) {
                continue;
            }
            let mut src = ManaSource { source: id, abilities: SmallVec::new(), choices: SmallVec::new(), spend: SmallVec::new() };
            for (i, _, a) in self.abilities(id) {
                let Ability::Mana(m) = a else { continue };
                // Life and energy are spent once: the automatic payer doesn't plan with
                // them (two sources could count the same energy); players activate them.
                if !m.cost.mana.is_empty() || m.cost.life > 0 || m.cost.energy > 0 || m.cost.remove_counters.is_some() {
                    continue;
                }
                // CR 605.3a: those choosing an object are added below, when planned.
                if crate::mana_costs::chooses(m) || !self.can_pay_non_mana(player, id, &m.cost) {
                    continue;
                }
                for choice in self.mana_choices(id, m) {
                    src.abilities.push(i);
                    src.choices.push(choice);
                    src.spend.push(m.spend);
                }
            }
            if !src.choices.is_empty() {
                out.push(src);
            }
        }
        self.add_choosing_sources(player, &mut out);
        out
    }

    /// Whether `due` can be paid from `pool` (mana usable for anything) and `sources`
    /// (already narrowed to what may pay).
    fn payable(&self, player: PlayerId, due: &ManaDue, pool: &ManaPool, sources: &[ManaSource]) -> bool {
        find_payment(due, pool, sources, self.players[player.index()].life).is_some()
    }

    /// Whether `player` could pay this mana cost with X = `x` right now, for `what`
    /// (CR 106.6: restricted mana pays only what it may).
    pub(crate) fn can_pay_mana(
        &self,
        player: PlayerId,
        symbols: &[mw_types::ManaSymbol],
        x: u32,
        sources: &[ManaSource],
        what: PaymentFor,
    ) -> bool {
        let due = ManaDue::new(symbols, x);
        let pool = self.players[player.index()].pool.usable_for(what);
        self.payable(player, &due, &pool, &sources_for(sources, what))
    }

    /// What the payment in progress pays for (CR 106.6).
    fn paying_for(&self) -> PaymentFor {
        match &self.announcing {
            Some(a) if matches!(a.origin, crate::stack::Origin::Cast | crate::stack::Origin::CastFree) => {
                PaymentFor::Spell(self.cards.base(a.card).types)
            }
            Some(a) if a.origin == crate::stack::Origin::Activate => PaymentFor::Ability,
            _ => PaymentFor::Other,
        }
    }

    /// CR 107.3: the largest X the player could pay for.
    /// `excluded`: a permanent the cost itself taps or sacrifices, which can't also pay.
    pub(crate) fn max_x(&self, player: PlayerId, symbols: &[mw_types::ManaSymbol], excluded: Option<ObjectId>, what: PaymentFor) -> u32 {
        let mut sources = sources_for(&self.mana_sources(player), what).into_owned();
        sources.retain(|s| Some(s.source) != excluded);
        let pool = &self.players[player.index()].pool.usable_for(what);
        let x_count = symbols.iter().filter(|s| **s == mw_types::ManaSymbol::X).count().max(1) as u32;
        let supply = pool.total() + sources.iter().map(|s| s.choices.iter().map(|c| c.len() as u32).max().unwrap_or(0)).sum::<u32>();
        let mut x = supply / x_count;
        while x > 0 && !self.can_pay_mana(player, symbols, x, &sources, what) {
            x -= 1;
        }
        x
    }

    /// The mana sources for the payment in progress: with a spell with convoke, the
    /// creatures that may be tapped for it too (CR 702.51a).
    fn payment_sources(&self, player: PlayerId) -> Vec<ManaSource> {
        let all = self.mana_sources(player);
        match &self.announcing {
            Some(a) if matches!(a.origin, crate::stack::Origin::Cast | crate::stack::Origin::CastFree) => self.with_convoke(player, a.card, all),
            _ => all,
        }
    }

    /// The answers while paying mana: spend pool mana, activate a mana ability, pay life
    /// for a Phyrexian symbol, tap a creature for convoke, or let the engine pay.
    pub(crate) fn payment_answers(&self, player: PlayerId, out: &mut Vec<Answer>) {
        let Some(a) = &self.announcing else { return };
        let what = self.paying_for();
        let all = self.payment_sources(player);
        let sources = sources_for(&all, what);
        let pool = self.players[player.index()].pool.usable_for(what);
        if self.payable(player, &a.due, &pool, &sources) {
            out.push(Answer::AutoPay);
        }
        for t in ManaType::ALL {
            if self.pool_payment(player, &a.due, t, &sources, what).is_some() {
                out.push(Answer::PayFromPool(t));
            }
        }
        if let Some(i) = a.due.phyrexian() {
            let life = self.players[player.index()].life;
            let rest = a.due.after_paying(i, None);
            if life >= 2 && find_payment(&rest, &pool, &sources, life - 2).is_some() {
                out.push(Answer::PayLife);
            }
        }
        for (k, s) in sources.iter().enumerate() {
            for (choice, &ability) in s.choices.iter().zip(&s.abilities) {
                let mut pool2 = pool;
                choice.iter().for_each(|t| pool2.add(*t, 1));
                let mut rest: Vec<ManaSource> = sources.to_vec();
                rest.remove(k);
                if self.payable(player, &a.due, &pool2, &rest) {
                    out.push(if ability == crate::convoke::CONVOKE {
                        Answer::Convoke { creature: s.source, mana: choice[0] }
                    } else {
                        Answer::ActivateMana { source: s.source, ability, mana: choice[0] }
                    });
                }
            }
        }
        self.choosing_payment_answers(player, out);
    }

    /// Which symbol one pool mana of type `t` should pay so that the rest stays payable.
    fn pool_payment(&self, player: PlayerId, due: &ManaDue, t: ManaType, sources: &[ManaSource], what: PaymentFor) -> Option<usize> {
        let mut pool = self.players[player.index()].pool.usable_for(what);
        if !pool.take(t) {
            return None;
        }
        due.payable_by(t).into_iter().find(|&i| self.payable(player, &due.after_paying(i, Some(t)), &pool, sources))
    }

    pub(crate) fn answer_payment(&mut self, player: PlayerId, answer: Answer) -> Next {
        let Some(mut due) = self.announcing.as_ref().map(|a| a.due.clone()) else { return Next::Decide };
        let what = self.paying_for();
        match answer {
            Answer::AutoPay => self.auto_pay(player, &mut due, what),
            // CR 605.3a: a mana ability choosing an object asks for it first.
            Answer::ActivateMana { source, ability, mana } if self.is_choosing(source, ability) => {
                return self.begin_choosing_mana(player, source, ability, mana, true);
            }
            Answer::ActivateMana { source, ability, mana } => {
                self.activate_mana_ability(player, source, ability, mana);
            }
            Answer::PayFromPool(t) => {
                let all = self.payment_sources(player);
                self.spend(player, &mut due, t, &sources_for(&all, what), what);
            }
            Answer::Convoke { creature, mana } => {
                // CR 702.51a: the creature pays for one mana of the cost at once.
                self.convoke_tap(player, creature, mana);
                let all = self.payment_sources(player);
                self.spend(player, &mut due, mana, &sources_for(&all, what), what);
            }
            Answer::PayLife => self.pay_phyrexian_life(player, &mut due),
            _ => return Next::Decide,
        }
        let paid = due.is_paid();
        if let Some(a) = self.announcing.as_mut() {
            a.due = due;
        }
        if paid {
            return self.finish_announcing();
        }
        self.pending = Pending::PayMana { player };
        Next::Decide
    }

    /// Spends one mana of type `t` from the pool on the symbol of `due` that keeps the rest
    /// payable from the pool and `sources`.
    fn spend(&mut self, player: PlayerId, due: &mut ManaDue, t: ManaType, sources: &[ManaSource], what: PaymentFor) {
        let Some(i) = self.pool_payment(player, due, t, sources, what) else { return };
        self.players[player.index()].pool.take_for(t, what);
        *due = due.after_paying(i, Some(t));
        self.emit("601.2h", EventKind::ManaSpent { player, mana: t });
    }

    fn pay_phyrexian_life(&mut self, player: PlayerId, due: &mut ManaDue) {
        let Some(i) = due.phyrexian() else { return };
        *due = due.after_paying(i, None);
        self.players[player.index()].life -= 2;
        self.emit("107.4f", EventKind::LifePaid { player, amount: 2 });
    }

    /// The automatic payer: finds a payment (one exists, or this answer is not offered),
    /// activates the mana abilities it needs, then spends pool mana symbol by symbol.
    fn auto_pay(&mut self, player: PlayerId, due: &mut ManaDue, what: PaymentFor) {
        let sources = sources_for(&self.payment_sources(player), what).into_owned();
        let pool = self.players[player.index()].pool.usable_for(what);
        let Some(plan) = find_payment(due, &pool, &sources, self.players[player.index()].life) else {
            return;
        };
        for &(k, choice) in &plan.activations {
            let s = &sources[k];
            let mana = s.choices[choice as usize][0];
            match s.abilities[choice as usize] {
                crate::convoke::CONVOKE => self.convoke_tap(player, s.source, mana),
                ability => self.activate_mana_ability(player, s.source, ability, mana),
            }
        }
        let mut life_payments = plan.life / 2;
        while !due.is_paid() {
            let pool = self.players[player.index()].pool.usable_for(what);
            let t = ManaType::ALL.into_iter().find(|&t| self.pool_payment(player, due, t, &[], what).is_some());
            match t {
                Some(t) if pool.get(t) > 0 => self.spend(player, due, t, &[], what),
                _ if life_payments > 0 => {
                    life_payments -= 1;
                    self.pay_phyrexian_life(player, due);
                }
                _ => break,
            }
        }
    }

    /// Pays a mana cost outside of casting (CR 118.12 "unless pays") with the automatic
    /// payer. Only called when a payment exists.
    pub(crate) fn pay_mana_now(&mut self, player: PlayerId, cost: &mw_types::ManaCost) {
        let mut due = ManaDue::new(&cost.symbols, 0);
        self.auto_pay(player, &mut due, PaymentFor::Other);
    }

    /// The mana abilities `player` may activate now (with priority).
    pub(crate) fn mana_ability_answers(&self, player: PlayerId, out: &mut Vec<Answer>) {
        for s in self.mana_sources(player) {
            for (choice, &ability) in s.choices.iter().zip(&s.abilities) {
                out.push(Answer::ActivateMana { source: s.source, ability, mana: choice[0] });
            }
        }
        let pool = self.players[player.index()].pool;
        let life = self.players[player.index()].life;
        for &id in &self.battlefield {
            if self.objects.get(id).is_none_or(|o| o.controller != player) || !self.may_have(id, crate::game::KIND_MANA) {
                continue;
            }
            for (i, _, a) in self.abilities(id) {
                let Ability::Mana(m) = a else { continue };
                if crate::mana_costs::chooses(m) {
                    continue;
                }
                if m.cost.mana.is_empty() && m.cost.life == 0 && m.cost.energy == 0 && m.cost.remove_counters.is_none() {
                    // CR 106.5: a mana ability that would make mana of no definable type
                    // (two Reflecting Pools alone) can still be activated; it makes no
                    // mana. Offered with priority only.
                    if self.can_pay_non_mana(player, id, &m.cost) && self.mana_choices(id, m).is_empty() {
                        out.push(Answer::ActivateMana { source: id, ability: i, mana: ManaType::Colorless });
                    }
                    continue;
                }
                // Mana abilities with a mana part in their cost (filters such as "{1}, {T}:
                // Add {R}"), paid from the pool (CR 605.3). The automatic payer does not
                // plan with these; a player activates them by hand.
                let due = ManaDue::new(&m.cost.mana.symbols, 0);
                if !self.can_pay_non_mana(player, id, &m.cost) || find_payment(&due, &pool, &[], life).is_none() {
                    continue;
                }
                for choice in self.mana_choices(id, m) {
                    out.push(Answer::ActivateMana { source: id, ability: i, mana: choice[0] });
                }
            }
        }
        self.choosing_mana_answers(player, out);
    }

}

impl Game {
    /// What mana `player` could make right now: the distinct combinations of their pool
    /// and one activation of each untapped mana source (the way a player sees "{G}{G}{W}
    /// or {G}{W}{W}"). At most 256 combinations are listed.
    pub fn available_mana(&self, player: PlayerId) -> Vec<ManaPool> {
        let mut combos = vec![self.players[player.index()].pool];
        for s in self.mana_sources(player) {
            let mut next: Vec<ManaPool> = Vec::new();
            for base in &combos {
                for choice in &s.choices {
                    let mut p = *base;
                    choice.iter().for_each(|t| p.add(*t, 1));
                    if !next.contains(&p) {
                        next.push(p);
                    }
                }
                if next.len() >= 256 {
                    break;
                }
            }
            if !next.is_empty() {
                combos = next;
            }
        }
        combos
    }
}
