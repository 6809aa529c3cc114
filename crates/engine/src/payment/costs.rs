//! Costs (CR 118) and their payment: non-mana costs, mana abilities (CR 605) and the
//! mana payment decisions of CR 601.2g–h. Answers are offered only when the rest of the
//! cost stays payable, so a payment can never get stuck half-way.

use crate::state::decisions::Answer;
use crate::state::events::EventKind;
use crate::state::game::{Game, Next};
use crate::payment::cost_order::Reserve;
use crate::payment::mana::{find_payment, ManaDue, ManaPool, ManaSource, PaymentFor};
use crate::state::zones::Zone;
use mw_ir::{Ability, Cost, Keyword};
use mw_types::{CardType, ManaType, ObjectId, PlayerId};
use smallvec::SmallVec;

/// Why the non-mana part of a cost can't be paid now (CR 118.3, 601.2h: unpayable costs
/// can't be paid). Paying such a part refuses with this and pays nothing.
#[derive(Clone, Copy, Debug, PartialEq, Eq, thiserror::Error)]
pub enum CostError {
    /// CR 107.5, 302.6: {T} of a permanent that is tapped, gone, or a creature that came
    /// under its controller's control this turn without haste.
    #[error("the {{T}} of {0:?} can't be paid: it is tapped, gone or summoning sick")]
    CantTap(ObjectId),
    /// CR 107.6: {Q} of a permanent that is untapped or gone.
    #[error("the {{Q}} of {0:?} can't be paid: it is untapped or gone")]
    CantUntap(ObjectId),
    /// CR 601.2g–h: a mana ability whose cost taps, sacrifices or exiles the source whose
    /// own cost is being paid (that part is paid after the mana and needs it).
    #[error("{0:?} is needed for the cost being paid; its own mana ability can't use it first")]
    SourceNeeded(ObjectId),
    /// CR 701.21a, 406.2, 113.6m: the source to sacrifice, exile or discard isn't where
    /// the cost needs it.
    #[error("{0:?} isn't where its cost needs it")]
    SourceMissing(ObjectId),
    /// CR 606.3: a loyalty ability of this permanent was activated this turn already.
    #[error("a loyalty ability of {0:?} was activated this turn")]
    LoyaltyUsed(ObjectId),
    /// CR 118.3: fewer counters than the cost removes.
    #[error("{0:?} has too few counters for the cost")]
    Counters(ObjectId),
    /// CR 119.4, 107.14: more life or energy than the player has.
    #[error("not enough life or energy for the cost")]
    LifeOrEnergy,
}

impl Game {
    /// CR 302.6 / 107.5 / 107.6: whether the {T} or {Q} part of a cost can be paid.
    pub(crate) fn can_pay_tap_symbols(&self, source: ObjectId, cost: &Cost) -> bool {
        self.check_tap_symbols(source, cost).is_ok()
    }

    /// `can_pay_tap_symbols`, saying why not.
    fn check_tap_symbols(&self, source: ObjectId, cost: &Cost) -> Result<(), CostError> {
        if !cost.tap && !cost.untap {
            return Ok(());
        }
        let err = if cost.tap { CostError::CantTap(source) } else { CostError::CantUntap(source) };
        let Some(o) = self.objects.get(source) else { return Err(err) };
        if o.zone != Zone::Battlefield || cost.tap && o.tapped() || cost.untap && !o.tapped() {
            return Err(err);
        }
        if o.controlled_since_turn_start() {
            return Ok(());
        }
        let c = self.characteristics(source);
        match c.is_some_and(|c| c.is(CardType::Creature) && !c.has(Keyword::Haste)) {
            true => Err(err),
            false => Ok(()),
        }
    }

    /// Whether every non-mana part of a cost can be paid now (CR 118.3, 119.4).
    pub(crate) fn can_pay_non_mana(&self, player: PlayerId, source: ObjectId, cost: &Cost) -> bool {
        self.check_non_mana(player, source, cost).is_ok()
    }

    /// `can_pay_non_mana`, saying why not.
    pub(crate) fn check_non_mana(&self, player: PlayerId, source: ObjectId, cost: &Cost) -> Result<(), CostError> {
        self.check_tap_symbols(source, cost)?;
        let zone = self.objects.get(source).map(|o| (o.zone, o.owner));
        if cost.sacrifice_self && zone.is_none_or(|z| z.0 != Zone::Battlefield) {
            return Err(CostError::SourceMissing(source));
        }
        let exile_from = if cost.in_graveyard { Zone::Graveyard } else { Zone::Battlefield };
        if cost.exile_self && zone.is_none_or(|z| z.0 != exile_from) {
            return Err(CostError::SourceMissing(source));
        }
        // CR 113.6m: "discard this card" works only from its owner's hand (and the hand's
        // other abilities are not offered: `activated_answers` asks only for these).
        if (cost.discard_self || cost.in_hand) && zone.is_none_or(|z| z.0 != Zone::Hand || z.1 != player) {
            return Err(CostError::SourceMissing(source));
        }
        self.check_counter_costs(source, cost)?;
        match self.can_pay_life(player, cost.life) && self.players[player.index()].energy() >= cost.energy {
            true => Ok(()),
            false => Err(CostError::LifeOrEnergy),
        }
    }

    /// The zone changes paying `cost`'s non-mana parts makes (CR 701.9a, 701.21a, 406.2),
    /// proposed before it is paid (CR 616.1).
    pub(crate) fn cost_moves(&self, player: PlayerId, source: ObjectId, cost: &Cost) -> smallvec::SmallVec<[crate::pipeline::move_batch::ProposedMove; 4]> {
        use crate::pipeline::move_batch::ProposedMove;
        let mut out = smallvec::SmallVec::new();
        if cost.discard_hand {
            out.extend(self.players[player.index()].hand.iter().map(|&c| ProposedMove::to(c, Zone::Graveyard)));
        }
        if cost.sacrifice_self || cost.discard_self {
            out.push(ProposedMove::to(source, Zone::Graveyard));
        }
        if cost.exile_self {
            out.push(ProposedMove::to(source, Zone::Exile));
        }
        out
    }

    /// CR 601.2h: pays the non-mana parts of a cost, all or nothing: a part that can't be
    /// paid (CR 601.2h: unpayable costs can't be paid) refuses with nothing paid.
    pub(crate) fn pay_non_mana_costs(&mut self, player: PlayerId, source: ObjectId, cost: &Cost) -> Result<(), CostError> {
        self.check_non_mana(player, source, cost)?;
        if cost.tap {
            self.tap(source, "107.5");
        }
        if cost.untap {
            self.untap(source, "107.6");
        }
        self.pay_counter_costs(source, cost);
        self.pay_energy(player, cost.energy);
        self.pay_life(player, cost.life, "119.4");
        if cost.discard_hand {
            // CR 701.9a: each card of the hand, an empty hand included.
            let hand = self.players[player.index()].hand.clone();
            for card in hand {
                self.discard_card(player, card, "701.9a");
            }
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
        Ok(())
    }

    /// CR 605.3a: pays the mana part of a mana ability's cost from the pool with these
    /// types of mana (a payment plan's), each on the symbol that keeps the rest payable
    /// by the others. False (and nothing spent) if they can't pay it.
    pub(crate) fn pay_mana_ability_cost(&mut self, player: PlayerId, source: ObjectId, cost: &Cost, with: &[ManaType]) -> bool {
        let what = PaymentFor::Ability(source);
        let mut have = ManaPool::default();
        with.iter().for_each(|t| have.add(*t, 1));
        let mut real = self.usable_pool(player, what);
        if ManaType::ALL.into_iter().any(|t| real.get(t) < have.get(t)) {
            return false;
        }
        let mut due = ManaDue::new(&cost.mana.symbols, 0);
        let mut spent: SmallVec<[ManaType; 4]> = SmallVec::new();
        while !due.is_paid() {
            let Some((t, i)) = ManaType::ALL.into_iter().find_map(|t| {
                let mut rest = have.clone();
                if !rest.take(t) {
                    return None;
                }
                due.payable_by(t).into_iter().find(|&i| find_payment(&due.after_paying(i, Some(t)), &rest, &[], 0).is_some()).map(|i| (t, i))
            }) else {
                return false;
            };
            have.take(t);
            real.take(t);
            spent.push(t);
            due = due.after_paying(i, Some(t));
        }
        let allowed = self.allowed_in_pool(player, what);
        for t in spent {
            self.players[player.index()].pool.take_for(t, &allowed);
            self.emit("605.3", EventKind::ManaSpent { player, mana: t });
        }
        true
    }

    /// The mana abilities of `player`'s permanents that the payer may use: those whose
    /// non-mana costs can be paid now and need no choice; a mana cost ("{1}, {T}: Add
    /// {W}{U}") is paid with other mana (CR 605.3a). While an ability whose cost taps its
    /// source is paid for, no mana ability plans to tap that source (`kept_untapped`).
    pub(crate) fn mana_sources(&self, player: PlayerId) -> Vec<ManaSource> {
        let keep = if self.cards.has_choosing_mana() { self.kept_untapped() } else { None };
        self.mana_sources_keeping(player, keep)
    }

    /// `mana_sources`, with `keep` (a permanent whose own {T} the mana pays for, CR
    /// 601.2g–h) never tapped by another mana ability's cost.
    pub(crate) fn mana_sources_keeping(&self, player: PlayerId, keep: Option<ObjectId>) -> Vec<ManaSource> {
        let _frozen = self.freeze();
        // Sized for the player's share of the battlefield as the first source is found: no
        // regrowth (each source is a few hundred bytes to move), and no allocation when
        // every land is tapped.
        let share = self.battlefield.len() / self.players.len().max(1) + 1;
        let mut out = Vec::new();
        for &id in &self.battlefield {
            let Some(o) = self.objects.get(id) else { continue };
            if o.controller != player {
                continue;
            }
            if !self.may_have(id, crate::state::game::KIND_MANA) || self.activation_forbidden(id, true) {
                continue;
            }
            let mut src = ManaSource::new(id);
            let tapped = o.tapped();
            for (i, _, a) in self.abilities(id) {
                let Ability::Mana(m) = a else { continue };
                // CR 302.6: a tapped permanent can't pay {T} (`can_pay_non_mana` below
                // would say so after the other checks).
                if (m.cost.tap && tapped) || !self.mana_ability_allowed(m, player, id, i) {
                    continue;
                }
                // Life and energy are spent once: the automatic payer doesn't plan with
                // them (two sources could count the same energy); players activate them.
                // CR 602.5e: one activated only as an instant is never part of a payment.
                if m.priority_only || m.cost.life > 0 || m.cost.energy > 0 || m.cost.remove_counters.is_some() || m.cost.extra.is_some() {
                    continue;
                }
                if !self.can_pay_non_mana(player, id, &m.cost) {
                    continue;
                }
                let cost = (!m.cost.mana.is_empty()).then(|| ManaDue::new(&m.cost.mana.symbols, 0));
                if cost.is_some() && !src.has_costs() {
                    src.costs = vec![ManaDue::default(); src.choices.len()];
                }
                let costed = src.has_costs() || cost.is_some();
                for choice in self.mana_choices(id, m) {
                    src.abilities.push(i);
                    src.choices.push(choice);
                    src.restricted.push(m.spend.is_some());
                    if costed {
                        src.costs.push(cost.clone().unwrap_or_default());
                    }
                }
            }
            if !src.choices.is_empty() {
                if out.capacity() == 0 {
                    out.reserve_exact(share);
                }
                out.push(src);
            }
        }
        // CR 605.3a: those whose cost chooses an object, when one can be planned for them.
        self.add_choosing_sources(player, keep, &mut out);
        out
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
        self.can_pay_mana_reserved(player, symbols, x, sources, what, &Reserve::NONE)
    }

    /// `can_pay_mana`, leaving the parts of the cost paid after the mana payable.
    pub(crate) fn can_pay_mana_reserved(&self, player: PlayerId, symbols: &[mw_types::ManaSymbol], x: u32, sources: &[ManaSource], what: PaymentFor, r: &Reserve) -> bool {
        let due = ManaDue::new(symbols, x);
        let pool = self.usable_pool(player, what);
        let life = self.players[player.index()].life();
        self.payable_reserved(player, &due, &pool, &self.sources_for(sources, what), life, r)
    }

    /// What the payment in progress pays for (CR 106.6).
    pub(crate) fn paying_for(&self) -> PaymentFor {
        match &self.announcing {
            Some(a) if matches!(a.origin, crate::state::announcing::Origin::Cast | crate::state::announcing::Origin::CastResolving) => {
                PaymentFor::Spell(a.card)
            }
            Some(a) if a.origin == crate::state::announcing::Origin::Activate => self.paying_for_ability(a.source),
            _ => PaymentFor::Other,
        }
    }

    /// CR 106.6: what activating an ability of this source pays for (mana spendable only
    /// on abilities of some sources).
    pub(crate) fn paying_for_ability(&self, source: ObjectId) -> PaymentFor {
        PaymentFor::Ability(source)
    }

    /// CR 107.3: the largest X the player could pay for, leaving the rest of the cost
    /// payable; a spell with convoke counts the creatures that could help (CR 702.51a).
    pub(crate) fn max_x(&self, player: PlayerId, symbols: &[mw_types::ManaSymbol], r: &Reserve, what: PaymentFor) -> u32 {
        let sources = self.sources_for(&self.payment_sources(player), what).into_owned();
        let pool = &self.usable_pool(player, what);
        let x_count = symbols.iter().filter(|s| **s == mw_types::ManaSymbol::X).count().max(1) as u32;
        let supply = pool.total() + sources.iter().map(|s| s.choices.iter().map(|c| c.len() as u32).max().unwrap_or(0)).sum::<u32>();
        let mut x = supply / x_count;
        while x > 0 && !self.can_pay_mana_reserved(player, symbols, x, &sources, what, r) {
            x -= 1;
        }
        x
    }

    /// The mana sources for the payment in progress: with a spell with convoke, the
    /// creatures that may be tapped for it too (CR 702.51a).
    pub(crate) fn payment_sources(&self, player: PlayerId) -> Vec<ManaSource> {
        let all = self.mana_sources(player);
        match &self.announcing {
            Some(a) if matches!(a.origin, crate::state::announcing::Origin::Cast | crate::state::announcing::Origin::CastResolving) => self.with_convoke(player, a.card, all),
            _ => all,
        }
    }

    /// The answers while paying mana: spend pool mana, activate a mana ability, pay life
    /// for a Phyrexian symbol, tap a creature for convoke, or let the engine pay. Each is
    /// offered only when the rest of the mana, and the parts of the cost paid after it,
    /// stay payable.
    pub(crate) fn payment_answers(&self, player: PlayerId, out: &mut Vec<Answer>) {
        let Some(a) = &self.announcing else { return };
        let what = self.paying_for();
        let cards = self.cards.clone();
        let reserve = self.announcing_reserve(a, &cards);
        let all = self.payment_sources(player);
        let sources = self.sources_for(&all, what);
        let pool = self.usable_pool(player, what);
        let life = self.players[player.index()].life();
        let ok = |due: &ManaDue, pool: &ManaPool, sources: &[ManaSource], life: i32, spent: &[(ObjectId, bool)]| {
            self.reserved_plan(player, due, pool, sources, life, &reserve, None, spent).is_some()
        };
        if ok(&a.due, &pool, &sources, life, &[]) {
            out.push(Answer::AutoPay);
        }
        for t in ManaType::ALL {
            if self.pool_payment(player, &a.due, t, &sources, what, &reserve).is_some() {
                out.push(Answer::PayFromPool(t));
            }
        }
        if let Some(i) = a.due.phyrexian() {
            let rest = a.due.after_paying(i, None);
            if life >= 2 && ok(&rest, &pool, &sources, life - 2, &[]) {
                out.push(Answer::PayLife);
            }
        }
        // Interchangeable sources (the same choices, abilities and costs: two basic
        // Islands) get the answer the first of them got, when nothing paid after the mana
        // chooses permanents: the payments left differ only in which twin is tapped.
        // Debug builds check each reused answer.
        let mut firsts: Vec<(usize, usize, bool, bool)> = Vec::new();
        for (k, s) in sources.iter().enumerate() {
            if Some(s.source) == reserve.exclude {
                continue;
            }
            for (c, (choice, &ability)) in s.choices.iter().zip(&s.abilities).enumerate() {
                let leaves = self.mana_ability_leaves(s.source, ability);
                let spent = [(s.source, leaves)];
                let symmetric = reserve.extra.is_none() && s.cost(c).is_none();
                let twin = symmetric.then(|| firsts.iter().find(|f| f.1 == c && f.2 == leaves && interchangeable(&sources[f.0], s)).map(|f| f.3)).flatten();
                let payable = if let Some(p) = twin {
                    #[cfg(debug_assertions)]
                    {
                        let mut rest: Vec<ManaSource> = sources.to_vec();
                        rest.remove(k);
                        let mut pool2 = pool.clone();
                        choice.iter().for_each(|t| pool2.add(*t, 1));
                        assert_eq!(p, ok(&a.due, &pool2, &rest, life, &spent), "a twin mana source's answer differs");
                    }
                    p
                } else if s.cost(c).is_some() {
                    // Its own cost is paid as it is activated, by other mana.
                    let mut forced = sources.to_vec();
                    forced[k] = s.only(c);
                    self.reserved_plan(player, &a.due, &pool, &forced, life, &reserve, Some(s.source), &spent).is_some()
                } else {
                    let mut pool2 = pool.clone();
                    choice.iter().for_each(|t| pool2.add(*t, 1));
                    let mut rest: Vec<ManaSource> = sources.to_vec();
                    rest.remove(k);
                    let p = ok(&a.due, &pool2, &rest, life, &spent);
                    if symmetric {
                        firsts.push((k, c, leaves, p));
                    }
                    p
                };
                if payable {
                    out.push(if ability == crate::payment::convoke::CONVOKE {
                        Answer::Convoke { creature: s.source, mana: choice[0] }
                    } else {
                        Answer::ActivateMana { source: s.source, ability, mana: choice[0] }
                    });
                }
            }
        }
        self.choosing_payment_answers(player, out);
    }

    /// What the item being announced must still pay after its mana.
    pub(crate) fn announcing_reserve<'a>(&self, a: &'a crate::state::announcing::Announcing, cards: &'a crate::state::card_table::CardTable) -> Reserve<'a> {
        use crate::state::announcing::Origin;
        let def = cards.get(a.card);
        let mut r = match (a.origin, a.ability.and_then(|i| def.ability(i))) {
            (Origin::Activate, Some(Ability::Activated(ab))) => self.ability_reserve(a.source, &ab.cost),
            (Origin::Cast | Origin::CastResolving, _) => {
                // The part to pay next: an alternative cost's, the spell's own, a kicker's.
                let extra = self.extra_to_pay(a, def);
                let mut r = self.spell_reserve(a.source, extra);
                if let Some(alt) = a.progress.alt.and_then(|i| crate::payment::alternative_costs::alternative(def, i)) {
                    r.life = alt.cost.life;
                    r.extra = extra.map(|e| (e, self.announced_payer(a, def)));
                }
                return r;
            }
            _ => Reserve::NONE,
        };
        if a.extra_paid {
            r.extra = None;
        }
        r
    }

    /// Which symbol one pool mana of type `t` should pay so that the rest stays payable.
    fn pool_payment(&self, player: PlayerId, due: &ManaDue, t: ManaType, sources: &[ManaSource], what: PaymentFor, r: &Reserve) -> Option<usize> {
        let mut pool = self.usable_pool(player, what);
        if !pool.take(t) {
            return None;
        }
        let life = self.players[player.index()].life();
        due.payable_by(t).into_iter().find(|&i| self.payable_reserved(player, &due.after_paying(i, Some(t)), &pool, sources, life, r))
    }

    pub(crate) fn answer_payment(&mut self, player: PlayerId, answer: Answer) -> Next {
        let Some(mut due) = self.announcing.as_ref().map(|a| a.due.clone()) else { return Next::Decide };
        let what = self.paying_for();
        match answer {
            Answer::AutoPay => self.auto_pay(player, &mut due, what),
            Answer::PayPlan(i) => self.pay_plan(player, i, &mut due, what),
            // CR 605.3a: a mana ability choosing an object asks for it first.
            Answer::ActivateMana { source, ability, mana } if self.is_choosing(source, ability) => {
                return self.begin_choosing_mana(player, source, ability, mana, true);
            }
            Answer::ActivateMana { source, ability, mana } => {
                if self.ask_before_mana_ability(player, source, ability, answer) {
                    return Next::Decide;
                }
                self.activate_mana_ability_paying(player, source, ability, mana, Some((&due, what)));
            }
            Answer::PayFromPool(t) => {
                let all = self.payment_sources(player);
                self.spend(player, &mut due, t, &self.sources_for(&all, what), what);
            }
            Answer::Convoke { creature, mana } => {
                // CR 702.51a: the creature pays for one mana of the cost at once.
                self.convoke_tap(player, creature, mana);
                let all = self.payment_sources(player);
                self.spend(player, &mut due, mana, &self.sources_for(&all, what), what);
            }
            Answer::PayLife => self.pay_phyrexian_life(player, &mut due),
            _ => return Next::Decide,
        }
        self.after_payment_step(player, due)
    }

    /// Keeps what is left `due` after a payment step: the rest of the total cost once the
    /// mana is paid (CR 601.2h), or the next payment step.
    pub(crate) fn after_payment_step(&mut self, player: PlayerId, due: ManaDue) -> Next {
        let paid = due.is_paid();
        if let Some(a) = self.announcing.as_mut() {
            a.due = due;
        }
        if paid {
            return self.announce_costs();
        }
        self.ask_payment(player)
    }

    /// Spends one mana of type `t` from the pool on the symbol of `due` that keeps the rest
    /// payable from the pool and `sources`.
    fn spend(&mut self, player: PlayerId, due: &mut ManaDue, t: ManaType, sources: &[ManaSource], what: PaymentFor) {
        let cards = self.cards.clone();
        let announcing = self.announcing.clone();
        let reserve = match &announcing {
            Some(a) => self.announcing_reserve(a, &cards),
            None => Reserve::NONE,
        };
        let Some(i) = self.pool_payment(player, due, t, sources, what, &reserve) else { return };
        self.take_paid(player, t, what);
        *due = due.after_paying(i, Some(t));
        self.note_color_spent(t, what);
        self.emit("601.2h", EventKind::ManaSpent { player, mana: t });
    }

    /// Takes one mana of type `t` from the pool for the payment in progress; what an
    /// announcement spends is kept on it, to give back if it is reversed (CR 732.1).
    fn take_paid(&mut self, player: PlayerId, t: ManaType, what: PaymentFor) {
        let allowed = self.allowed_in_pool(player, what);
        let pool = &mut self.players[player.index()].pool;
        let taken = match self.announcing.as_mut() {
            Some(a) => pool.take_into(t, &allowed, &mut a.spent),
            None => pool.take_for(t, &allowed),
        };
        // CR 106.6: mana that makes the spell it is spent on uncounterable.
        if let (Some(Some(only)), PaymentFor::Spell(_)) = (taken, what) {
            if only.uncounterable {
                if let Some(item) = self.stack.last_mut() {
                    item.uncounterable = true;
                }
            }
        }
    }

    fn pay_phyrexian_life(&mut self, player: PlayerId, due: &mut ManaDue) {
        let Some(i) = due.phyrexian() else { return };
        *due = due.after_paying(i, None);
        self.pay_life(player, 2, "107.4f");
    }

    /// The automatic payer: finds a payment (one exists, or this answer is not offered)
    /// that leaves the rest of the cost payable, activates the mana abilities it needs
    /// (those costing mana last, paid by the others), then spends pool mana symbol by
    /// symbol.
    fn auto_pay(&mut self, player: PlayerId, due: &mut ManaDue, what: PaymentFor) {
        let all = self.sources_for(&self.payment_sources(player), what).into_owned();
        let pool = self.usable_pool(player, what);
        let cards = self.cards.clone();
        let announcing = self.announcing.clone();
        let reserve = match &announcing {
            Some(a) if a.mana_fixed => self.announcing_reserve(a, &cards),
            _ => Reserve::NONE,
        };
        let life = self.players[player.index()].life();
        let Some((plan, sources)) = self.reserved_plan(player, due, &pool, &all, life, &reserve, None, &[]) else {
            return;
        };
        let sources = sources.into_owned();
        for &(k, choice) in &plan.activations {
            let s = &sources[k];
            let mana = s.choices[choice as usize][0];
            match s.abilities[choice as usize] {
                crate::payment::convoke::CONVOKE => self.convoke_tap(player, s.source, mana),
                ability if s.cost(choice as usize).is_some() => {
                    let with = plan.cost_types(k);
                    self.activate_mana_ability_with(player, s.source, ability, mana, &with);
                }
                ability => self.activate_mana_ability(player, s.source, ability, mana),
            }
        }
        self.spend_pool_on(player, due, what, plan.life / 2);
    }

    /// Spends pool mana on `due` symbol by symbol (and up to `life_payments` Phyrexian
    /// symbols with life), as far as it goes.
    pub(crate) fn spend_pool_on(&mut self, player: PlayerId, due: &mut ManaDue, what: PaymentFor, mut life_payments: u32) {
        while !due.is_paid() {
            let pool = self.usable_pool(player, what);
            let t = ManaType::ALL.into_iter().find(|&t| self.pool_payment(player, due, t, &[], what, &Reserve::NONE).is_some());
            match t {
                Some(t) if pool.get(t) > 0 => {
                    let Some(i) = self.pool_payment(player, due, t, &[], what, &Reserve::NONE) else { break };
                    self.take_paid(player, t, what);
                    *due = due.after_paying(i, Some(t));
                    self.note_color_spent(t, what);
                    self.emit("601.2h", EventKind::ManaSpent { player, mana: t });
                }
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

    /// CR 605.3a / 602.2b: activates a mana ability whose cost includes mana: the mana
    /// comes from the pool and from other mana abilities activated now, chosen so that
    /// `outer` (a cost being paid meanwhile, and what it pays for) stays payable. Does
    /// nothing when it can't be paid.
    pub(crate) fn activate_mana_ability_paying(&mut self, player: PlayerId, source: ObjectId, ability: u16, mana: ManaType, outer: Option<(&ManaDue, PaymentFor)>) {
        let costs_mana = matches!(self.ability_at(source, ability), Some((_, Ability::Mana(m))) if !m.cost.mana.is_empty());
        if !costs_mana {
            return self.activate_mana_ability(player, source, ability, mana);
        }
        let (due, what) = match outer {
            Some((d, w)) => (d.clone(), w),
            None => (ManaDue::default(), PaymentFor::Ability(source)),
        };
        let all = self.mana_sources(player);
        let Some(own) = all.iter().find(|s| s.source == source) else { return };
        let Some(c) = (0..own.choices.len()).find(|&c| own.abilities[c] == ability && own.choices[c][0] == mana) else { return };
        // CR 106.6: mana it makes that can't be spent on `what` still goes to the pool
        // (with priority); while paying, it would count toward what it can't pay.
        if outer.is_some() && own.restricted[c] && !self.choice_allows(source, ability, what) {
            return;
        }
        let own = own.only(c);
        let mut sources = self.sources_for(&all, what).into_owned();
        sources.retain(|s| s.source != source);
        sources.push(own);
        let pool = self.usable_pool(player, what);
        let life = self.players[player.index()].life();
        let cards = self.cards.clone();
        let announcing = self.announcing.clone();
        let reserve = match &announcing {
            Some(a) if outer.is_some() => self.announcing_reserve(a, &cards),
            _ => Reserve::NONE,
        };
        let spent = [(source, self.mana_ability_leaves(source, ability))];
        let Some((plan, sources)) = self.reserved_plan(player, &due, &pool, &sources, life, &reserve, Some(source), &spent) else {
            return;
        };

        let sources = sources.into_owned();
        let Some(k) = sources.iter().position(|s| s.source == source) else { return };
        // The sources the plan pays this cost with, activated first.
        let mut feeders: SmallVec<[(usize, u8); 4]> = SmallVec::new();
        for &(of, from, _) in &plan.cost_units {
            if let (true, crate::payment::mana::UnitFrom::Source { index, .. }) = (of == k, from) {
                let choice = plan.activations.iter().find(|(i, _)| *i == index).map_or(0, |a| a.1);
                if !feeders.contains(&(index, choice)) {
                    feeders.push((index, choice));
                }
            }
        }
        for (i, choice) in feeders {
            let s = &sources[i];
            let m = s.choices[choice as usize][0];
            match s.abilities[choice as usize] {
                crate::payment::convoke::CONVOKE => {}
                a => self.activate_mana_ability(player, s.source, a, m),
            }
        }
        self.activate_mana_ability_with(player, source, ability, mana, &plan.cost_types(k));
    }

    /// Converge (CR 601.2h): the colors of the mana spent to cast the spell being
    /// announced, kept on its stack item (the top one while it is announced).
    /// The amount of mana spent (CR 601.2h) is counted there too.
    fn note_color_spent(&mut self, t: ManaType, what: PaymentFor) {
        if let PaymentFor::Spell(_) = what {
            if let Some(item) = self.stack.last_mut() {
                item.mana_spent = item.mana_spent.saturating_add(1);
                if let Some(color) = t.color() {
                    item.colors_spent.insert(color);
                }
            }
        }
    }

    /// CR 602.5b: a mana ability's "activate only if …" holds now.
    fn mana_ability_allowed(&self, m: &mw_ir::ManaAbility, player: PlayerId, source: ObjectId, ability: u16) -> bool {
        m.condition.is_none_or(|c| self.condition_holds(c, player, source)) && !self.mana_used_this_turn(m, source, ability)
    }

    /// The mana abilities `player` may activate now (with priority); `all` are
    /// `mana_sources(player)`.
    pub(crate) fn mana_ability_answers(&self, player: PlayerId, all: &[ManaSource], out: &mut Vec<Answer>) {
        let life = self.players[player.index()].life();
        for s in all {
            for (c, (choice, &ability)) in s.choices.iter().zip(&s.abilities).enumerate() {
                if s.cost(c).is_some() {
                    let what = PaymentFor::Ability(s.source);
                    let (sources, pool) = (self.sources_for(all, what), self.usable_pool(player, what));
                    // CR 605.3a: its mana cost paid by the pool and other mana abilities (its
                    // own mana goes to the pool whatever it may be spent on, CR 106.6).
                    let mut forced: Vec<ManaSource> = sources.iter().filter(|x| x.source != s.source).cloned().collect();
                    forced.push(s.only(c));
                    if self.reserved_plan(player, &ManaDue::default(), &pool, &forced, life, &Reserve::NONE, Some(s.source), &[]).is_none() {
                        continue;
                    }
                }
                out.push(Answer::ActivateMana { source: s.source, ability, mana: choice[0] });
            }
        }
        let full_pool = &self.players[player.index()].pool;
        for &id in &self.battlefield {
            if self.objects.get(id).is_none_or(|o| o.controller != player) || !self.may_have(id, crate::state::game::KIND_MANA) || self.activation_forbidden(id, true) {
                continue;
            }
            let tapped = self.objects.get(id).is_some_and(|o| o.tapped());
            for (i, _, a) in self.abilities(id) {
                let Ability::Mana(m) = a else { continue };
                // CR 302.6: a tapped permanent can't pay {T} (every answer below asks
                // `can_pay_non_mana`, which would say so after the other checks).
                if (m.cost.tap && tapped) || !self.mana_ability_allowed(m, player, id, i) {
                    continue;
                }
                let planned = !m.priority_only && m.cost.life == 0 && m.cost.energy == 0 && m.cost.remove_counters.is_none() && m.cost.extra.is_none();
                if planned {
                    // Listed above when it makes mana.
                    if all.iter().any(|s| s.source == id && s.abilities.contains(&i)) {
                        continue;
                    }
                    // CR 106.5: a mana ability that would make mana of no definable type
                    // (two Reflecting Pools alone) can still be activated; it makes no
                    // mana. Offered with priority only.
                    if m.cost.mana.is_empty() && self.can_pay_non_mana(player, id, &m.cost) && self.mana_choices(id, m).is_empty() {
                        out.push(Answer::ActivateMana { source: id, ability: i, mana: ManaType::Colorless });
                    }
                    continue;
                }
                if m.cost.extra.is_some() {
                    // CR 605.3a: offered below (`choosing_mana_answers`).
                    continue;
                }
                // Mana abilities that pay life, energy or counters, or that only a player
                // with priority may activate (CR 602.5e): their mana part, if any, is paid
                // from the pool (CR 605.3). The automatic payer does not plan with these;
                // a player activates them by hand.
                let due = ManaDue::new(&m.cost.mana.symbols, 0);
                if !self.can_pay_non_mana(player, id, &m.cost) || find_payment(&due, &full_pool, &[], life).is_none() {
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
        let mut combos = vec![self.players[player.index()].pool.clone()];
        for s in self.mana_sources(player) {
            let mut next: Vec<ManaPool> = Vec::new();
            for base in &combos {
                // A choice costing mana makes no more than it takes here.
                for (_, choice) in s.choices.iter().enumerate().filter(|(k, _)| s.cost(*k).is_none()) {
                    let mut p = base.clone();
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

/// Whether two mana sources differ only in which object they are: the same abilities,
/// choices, spending restrictions and costs.
fn interchangeable(x: &ManaSource, y: &ManaSource) -> bool {
    x.abilities == y.abilities && x.choices == y.choices && x.restricted == y.restricted && x.costs == y.costs
}
