//! Costs that choose an object (CR 118.3, 601.2f–h): a spell's additional cost ("As an
//! additional cost to cast this spell, sacrifice a creature / discard a card / pay N
//! life") and the same parts of an activated ability's cost ("{1}, Sacrifice a creature:",
//! "Tap an untapped creature you control:"). They are paid with the rest of the total
//! cost, the object chosen by the payer; a cost that can't be paid can't be started.

use crate::state::decisions::Answer;
use crate::state::events::EventKind;
use crate::state::game::{Game, Next, Pending};
use crate::state::announcing::{Announcing, Origin};
use crate::state::zones::Zone;
use mw_ir::{AdditionalCost, Ability, CardDef};
use crate::payment::mana::ManaDue;
use mw_types::{ObjectId, PlayerId};

/// The additional cost a card's spell has, if any.
pub(crate) fn additional_cost(def: &CardDef) -> Option<&AdditionalCost> {
    def.abilities.iter().find_map(|a| match a {
        Ability::AdditionalCost(c) => Some(c),
        _ => None,
    })
}

/// CR 702.33a: the object-choosing or life part of a card's kicker cost, if any.
pub(crate) fn kicker_extra(def: &CardDef) -> Option<&AdditionalCost> {
    def.abilities.iter().find_map(|a| match a {
        Ability::KickerExtra(c) => Some(c),
        _ => None,
    })
}

/// Which of a spell's object-choosing costs is being paid.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Stage {
    Alternative,
    Own,
    Kicker,
}

/// What is being paid for: a spell (its card in hand or on the stack) or an activated
/// ability of a permanent (its cost's own mana and whether it taps or sacrifices itself).
#[derive(Clone, Copy)]
pub(crate) enum Payer<'a> {
    Spell(ObjectId),
    Ability { source: ObjectId, cost: &'a mw_ir::Cost },
    /// CR 118.9: a spell cast for an alternative cost (its mana part replaces the mana
    /// cost).
    Alternative { spell: ObjectId, cost: &'a mw_ir::Cost },
}

impl Game {
    /// The objects that could pay `cost` now, mana aside: permanents passing its filter
    /// (untapped, for a cost that taps them; not the source when its own cost uses it),
    /// or cards in hand; empty for a life payment.
    pub(crate) fn extra_candidates(&self, player: PlayerId, payer: Payer, cost: &AdditionalCost) -> Vec<ObjectId> {
        let (source, spell) = match payer {
            Payer::Spell(s) | Payer::Alternative { spell: s, .. } => (s, Some(s)),
            Payer::Ability { source, .. } => (source, None),
        };
        // Objects an earlier payment of the same cost chose (revealed cards stay put).
        let chosen = self.announcing.as_ref().filter(|a| a.source == source).map(|a| &a.progress.chosen[..]).unwrap_or(&[]);
        let cards = |zone: Zone, filter: Option<&mw_ir::ObjectFilter>| -> Vec<ObjectId> {
            let p = &self.players[player.index()];
            let list = if zone == Zone::Hand { &p.hand } else { &p.graveyard };
            list.iter()
                .copied()
                .filter(|&c| Some(c) != spell && !chosen.contains(&c))
                .filter(|&c| filter.is_none_or(|f| self.object_matches(f, c, player, source)))
                .collect()
        };
        let permanents = |filter: &mw_ir::ObjectFilter, untapped: bool| -> Vec<ObjectId> { self.permanents_for(player, payer, filter, untapped).collect() };
        match cost {
            AdditionalCost::Sacrifice(filter) => permanents(filter, false),
            AdditionalCost::TapUntapped(filter) => permanents(filter, true),
            AdditionalCost::ReturnToHand(filter) => permanents(filter, false),
            AdditionalCost::Crew(_) => {
                // CR 702.122a: other untapped creatures you control.
                let mut f = mw_ir::ObjectFilter::creature();
                f.controller = mw_ir::Controller::You;
                f.props.other = true;
                permanents(&f, true)
            }
            AdditionalCost::Discard | AdditionalCost::DiscardRandom => cards(Zone::Hand, None),
            // Mana is paid with the mana; of several options, the one chosen is asked.
            AdditionalCost::Mana(_) | AdditionalCost::OneOf(_) => Vec::new(),
            AdditionalCost::DiscardLand => self.players[player.index()]
                .hand
                .iter()
                .copied()
                .filter(|&c| Some(c) != spell && self.objects.get(c).is_some_and(|o| self.cards.base(o.card).types.contains(mw_types::CardType::Land)))
                .collect(),
            AdditionalCost::PayLife(_) => Vec::new(),
            AdditionalCost::ExileFromHand(f) | AdditionalCost::RevealFromHand(f) | AdditionalCost::DiscardMatching(f) => cards(Zone::Hand, Some(f)),
            AdditionalCost::ExileFromGraveyard(f) => cards(Zone::Graveyard, Some(f)),
            // CR 122.8: a permanent with such a counter (the source too: it stays put).
            AdditionalCost::RemoveCounter(f, _) => self.battlefield.iter().copied().filter(|&id| self.object_matches(f, id, player, source)).collect(),
            AdditionalCost::Times(inner, _) | AdditionalCost::XTimes(inner) | AdditionalCost::PerExtraMode(inner) | AdditionalCost::AnyNumber(inner) => self.extra_candidates(player, payer, inner),
        }
    }

    /// The permanents that could pay a cost choosing permanents passing `filter`
    /// (untapped ones, for a cost that taps them), in battlefield order, found one at a
    /// time: `extra_candidates`' list for such a cost, for callers needing only a few.
    pub(crate) fn permanents_for<'a>(&'a self, player: PlayerId, payer: Payer<'a>, filter: &'a mw_ir::ObjectFilter, untapped: bool) -> impl Iterator<Item = ObjectId> + 'a {
        let source = match payer {
            Payer::Spell(s) | Payer::Alternative { spell: s, .. } => s,
            Payer::Ability { source, .. } => source,
        };
        let self_used = matches!(payer, Payer::Ability { cost, .. } if cost.tap || cost.sacrifice_self || cost.exile_self);
        // The quick tests before the filter, which computes characteristics.
        self.battlefield
            .iter()
            .copied()
            .filter(move |&id| !untapped || self.objects.get(id).is_some_and(|o| !o.tapped()))
            // The source can't pay twice (tapped or sacrificed by the cost already).
            .filter(move |&id| !(self_used && id == source))
            .filter(move |&id| self.object_matches(filter, id, player, source))
    }

    /// The objects `player` may sacrifice, discard or tap for `cost`; empty for a life
    /// payment. A permanent is offered only when the mana still due stays payable
    /// without it (it may be a land the mana would come from); once the mana is paid
    /// (CR 601.2g–h: mana comes first), every candidate.
    pub(crate) fn additional_choices(&self, player: PlayerId, payer: Payer, cost: &AdditionalCost) -> Vec<ObjectId> {
        let mut out = self.extra_candidates(player, payer, cost);
        let one = match cost {
            AdditionalCost::Times(inner, _) | AdditionalCost::XTimes(inner) | AdditionalCost::PerExtraMode(inner) | AdditionalCost::AnyNumber(inner) => inner.as_ref(),
            c => c,
        };
        if !matches!(one, AdditionalCost::Sacrifice(_) | AdditionalCost::TapUntapped(_) | AdditionalCost::ReturnToHand(_) | AdditionalCost::Crew(_)) {
            return out;
        }
        let (symbols, x, what) = self.mana_due_for(payer);
        if ManaDue::new(&symbols, x).is_paid() {
            return out;
        }
        let sources = self.mana_sources(player);
        let exclude = match payer {
            Payer::Ability { source, cost } if crate::payment::cost_order::uses_source(cost) => Some(source),
            _ => None,
        };
        out.retain(|&id| {
            let rest: Vec<crate::payment::mana::ManaSource> = sources.iter().filter(|s| s.source != id && Some(s.source) != exclude).cloned().collect();
            self.can_pay_mana(player, &symbols, x, &rest, what)
        });
        out
    }

    /// The mana the payment will still need (nothing for a spell cast without paying),
    /// its X, and what it is for.
    fn mana_due_for(&self, payer: Payer) -> (Vec<mw_types::ManaSymbol>, u32, crate::payment::mana::PaymentFor) {
        let source = match payer {
            Payer::Spell(s) | Payer::Ability { source: s, .. } | Payer::Alternative { spell: s, .. } => s,
        };
        // CR 601.2g–h: what is being announced has its mana paid (or being paid) first.
        if let Some(a) = self.announcing.as_ref().filter(|a| a.source == source && a.mana_fixed) {
            let what = match payer {
                Payer::Spell(_) | Payer::Alternative { .. } => crate::payment::mana::PaymentFor::Spell(a.card),
                Payer::Ability { .. } => self.paying_for_ability(source),
            };
            return (a.due.symbols.to_vec(), 0, what);
        }
        let spell = match payer {
            Payer::Ability { cost, .. } => return (cost.mana.symbols.clone(), 0, self.paying_for_ability(source)),
            Payer::Alternative { spell, cost } => return self.alternative_mana_due(spell, cost),
            Payer::Spell(s) => s,
        };
        let Some(o) = self.objects.last_known(spell) else { return (Vec::new(), 0, crate::payment::mana::PaymentFor::Other) };
        let what = crate::payment::mana::PaymentFor::Spell(o.card);
        let announcing = self.announcing.as_ref().filter(|a| a.source == spell);
        if announcing.is_some_and(|a| a.pays_nothing()) {
            return (Vec::new(), 0, what);
        }
        let x = if announcing.is_some() { self.stack.last().map_or(0, |s| s.x) } else { 0 };
        // CR 601.2f: a kicker cost being paid is part of the total.
        let kicks = if announcing.is_some() { self.stack.last().map_or(0, |s| s.kicks) } else { 0 };
        let player = self.controller(spell).unwrap_or(o.owner);
        let symbols = self.spell_cost(player, spell, self.cards.get(o.card), kicks).into_owned();
        (symbols, x, what)
    }

    /// CR 601.3 / 602.5 / 119.4: whether the cost's object-choosing part could be paid now.
    pub(crate) fn extra_payable(&self, player: PlayerId, payer: Payer, cost: Option<&AdditionalCost>) -> bool {
        match cost {
            None => true,
            Some(AdditionalCost::PayLife(n)) => self.can_pay_life(player, *n),
            // CR 601.2b: one option that chooses objects or pays life could be paid (an
            // option of mana is `may_cast_for`'s business; a spell cast without paying
            // its mana cost is offered none, FIXME: CR 118.9d would let it pay one).
            Some(AdditionalCost::OneOf(options)) => options.iter().any(|o| !matches!(o, AdditionalCost::Mana(_)) && self.extra_payable(player, payer, Some(o))),
            Some(AdditionalCost::Mana(_)) => false,
            Some(AdditionalCost::Crew(n)) => {
                let power: i64 = self.additional_choices(player, payer, &AdditionalCost::Crew(*n)).iter().map(|&c| self.power(c).max(0) as i64).sum();
                power >= *n as i64
            }
            // X may be announced as 0 (CR 601.2b); its largest value is `x_cost_max`.
            Some(AdditionalCost::XTimes(_)) => true,
            // CR 702.120a: one mode costs nothing more; the modes offered are those it
            // could pay for (`escalate_payable`).
            Some(AdditionalCost::PerExtraMode(_)) => true,
            // CR 601.2b: it may be paid 0 times; the times offered are those payable.
            Some(AdditionalCost::AnyNumber(_)) => true,
            // The same cost paid with N different objects.
            Some(AdditionalCost::Times(inner, n)) => match **inner {
                AdditionalCost::PayLife(k) => self.can_pay_life(player, k.saturating_mul(*n)),
                ref c => self.additional_choices(player, payer, c).len() >= *n as usize,
            },
            Some(c) => !self.additional_choices(player, payer, c).is_empty(),
        }
    }

    /// CR 601.2b / 119.4: the largest X a spell's "pay X life" / "discard X cards" cost
    /// could be paid with now, its mana `symbols` paid first (None: no such cost).
    pub(crate) fn x_cost_max(&self, player: PlayerId, spell: ObjectId, def: &CardDef, symbols: &[mw_types::ManaSymbol]) -> Option<u32> {
        // CR 118.9, 601.2b: an alternative cost's part paid X times ("Flashback—{R}{R},
        // Discard X cards"), else the spell's own.
        let alt = self.alternative_being_paid(def).and_then(|alt| alt.cost.extra.as_ref()).filter(|e| e.has_x());
        let AdditionalCost::XTimes(inner) = alt.or_else(|| additional_cost(def))? else { return None };
        let most = match **inner {
            AdditionalCost::PayLife(n) => (self.players[player.index()].life().max(0) as u32) / n.max(1),
            ref c => self.extra_candidates(player, Payer::Spell(spell), c).len() as u32,
        };
        let what = crate::payment::mana::PaymentFor::Spell(def_card(self, spell));
        let sources = self.mana_sources(player);
        let fits = |k: u32| {
            let times = AdditionalCost::Times(inner.clone(), k);
            self.can_pay_mana_reserved(player, symbols, 0, &sources, what, &self.spell_reserve(spell, Some(&times)))
        };
        let mut k = most;
        while k > 0 && !fits(k) {
            k -= 1;
        }
        Some(k)
    }

    /// Whether the spell being cast could be paid for with its kicker cost too (X at 0).
    pub(crate) fn can_pay_kicker(&self, player: PlayerId) -> bool {
        let Some(a) = self.announcing.as_ref() else { return false };
        let def = self.cards.get(a.card);
        if crate::state::announcing::kicker_cost(def).is_none() {
            return false;
        }
        // CR 118.9d: added to an alternative cost being paid.
        let base = match a.progress.alt.and_then(|i| crate::payment::alternative_costs::alternative(def, i)) {
            Some(alt) => std::borrow::Cow::Borrowed(&alt.cost.mana.symbols[..]),
            None => std::borrow::Cow::Borrowed(&def.mana_cost.symbols[..]),
        };
        // CR 702.56a: one more time than it was paid so far.
        let kicks = self.stack.last().map_or(0, |s| s.kicks).saturating_add(1);
        let all = self.changed_cost(player, a.source, def, base, kicks);
        let what = crate::payment::mana::PaymentFor::Spell(a.card);
        // CR 702.33a, 601.2g–h: the mana first, leaving the kicker's part choosing
        // objects payable (not beside another such cost).
        let extra = kicker_extra(def);
        if extra.is_some() && (additional_cost(def).is_some() || a.progress.alt.is_some()) {
            return false;
        }
        let own = self.own_additional(a.source, def);
        let reserve = self.spell_reserve(a.source, extra.or(own));
        self.can_pay_mana_reserved(player, &all, 0, &self.mana_sources(player), what, &reserve)
    }

    /// CR 702.120a / 700.2: the modes chosen for a spell on the stack beyond the first
    /// (0 for a spell that isn't modal or chooses one).
    pub(crate) fn extra_modes(&self, item: &crate::state::stack_items::StackItem) -> u32 {
        let (Some(index), Some(card)) = (item.spell_mode, item.spell_object().and_then(|o| self.objects.get(o)).map(|o| o.card)) else { return 0 };
        self.modes_chosen(self.cards.get(card), index).saturating_sub(1)
    }

    /// CR 700.2: how many printed modes the compiled mode at `index` of `def` stands for.
    pub(crate) fn modes_chosen(&self, def: &CardDef, index: u16) -> u32 {
        let Some((first, count)) = def.abilities.iter().enumerate().find_map(|(i, a)| match a {
            Ability::ChooseOne { printed, .. } => Some((i as u16, *printed)),
            _ => None,
        }) else {
            return 0;
        };
        if count.printed == 0 {
            return 1;
        }
        let sets = count.sets();
        index.checked_sub(first + 1).and_then(|k| sets.get(k as usize)).map_or(1, |s| s.count_ones())
    }

    /// CR 702.42a: the entwine cost of `def` when its compiled mode at `index` chooses
    /// all of its modes beyond what it allows without it.
    pub(crate) fn entwine_cost<'a>(&self, def: &'a CardDef, index: u16) -> Option<&'a mw_types::ManaCost> {
        let cost = def.abilities.iter().find_map(|a| if let Ability::Entwine(m) = a { Some(m) } else { None })?;
        let (first, count) = def.abilities.iter().enumerate().find_map(|(i, a)| match a {
            Ability::ChooseOne { printed, .. } => Some((i as u16, *printed)),
            _ => None,
        })?;
        let set = *count.sets().get(usize::from(index.checked_sub(first + 1)?))?;
        count.entwined(set).then_some(cost)
    }

    /// CR 702.42a: the entwine cost of the spell `spell` being announced, when its chosen
    /// mode is entwined: part of its total cost (CR 601.2f).
    pub(crate) fn entwine_mana<'a>(&self, spell: ObjectId, def: &'a CardDef) -> Option<&'a mw_types::ManaCost> {
        self.announcing.as_ref().filter(|a| a.source == spell)?;
        let index = self.stack.last()?.spell_mode?;
        self.entwine_cost(def, index)
    }

    /// CR 700.2, 601.2b: whether the compiled mode at `index` may be chosen now: a set of
    /// all the modes allowed only under a condition ("if you control a commander as you
    /// cast this spell, you may choose both") needs it to hold as the spell is cast.
    pub(crate) fn all_modes_allowed(&self, player: PlayerId, spell: ObjectId, def: &CardDef, index: u16) -> bool {
        let Some((first, count)) = def.abilities.iter().enumerate().find_map(|(i, a)| match a {
            Ability::ChooseOne { printed, .. } => Some((i as u16, *printed)),
            _ => None,
        }) else {
            return true;
        };
        let Some(set) = index.checked_sub(first + 1).and_then(|k| count.sets().get(usize::from(k)).copied()) else { return true };
        count.all_only_if(set).is_none_or(|c| self.condition_holds(c, player, spell))
    }

    /// CR 702.42a, 601.2b: whether the compiled mode at `index` could be paid for with
    /// its entwine cost added (true for a mode that isn't entwined).
    pub(crate) fn entwine_payable(&self, player: PlayerId, spell: ObjectId, def: &CardDef, index: u16) -> bool {
        let Some(entwine) = self.entwine_cost(def, index) else { return true };
        let Some(a) = self.announcing.as_ref() else { return false };
        let mut base: Vec<mw_types::ManaSymbol> = match a.progress.alt.and_then(|i| crate::payment::alternative_costs::alternative(def, i)) {
            Some(alt) => alt.cost.mana.symbols.to_vec(),
            None => def.mana_cost.symbols.to_vec(),
        };
        base.retain(|s| *s != mw_types::ManaSymbol::X);
        base.extend(entwine.symbols.iter().copied());
        let all = self.changed_cost(player, spell, def, std::borrow::Cow::Owned(base), 0);
        let what = crate::payment::mana::PaymentFor::Spell(a.card);
        let reserve = self.spell_reserve(spell, self.own_additional(spell, def));
        self.can_pay_mana_reserved(player, &all, 0, &self.mana_sources(player), what, &reserve)
    }

    /// CR 702.120a: whether the escalate cost of choosing the compiled mode at `index`
    /// could be paid (true for a spell without escalate).
    pub(crate) fn escalate_payable(&self, player: PlayerId, spell: ObjectId, def: &CardDef, index: u16) -> bool {
        let Some(AdditionalCost::PerExtraMode(inner)) = additional_cost(def) else { return true };
        let n = self.modes_chosen(def, index).saturating_sub(1);
        n == 0 || self.extra_payable(player, Payer::Spell(spell), Some(&AdditionalCost::Times(inner.clone(), n)))
    }

    /// CR 601.3: whether a spell's additional cost could be paid now.
    pub(crate) fn additional_payable(&self, player: PlayerId, spell: ObjectId, def: &CardDef) -> bool {
        self.extra_payable(player, Payer::Spell(spell), additional_cost(def))
    }

    /// The object-choosing cost of what is being announced still to pay; a cost paid X
    /// times is paid as many times as the X announced (CR 601.2b).
    fn announced_extra(&self, a: &Announcing) -> Option<AdditionalCost> {
        match self.extra_stage(a)?.1 {
            AdditionalCost::XTimes(inner) => Some(AdditionalCost::Times(inner, self.stack.last().map_or(0, |s| s.x))),
            AdditionalCost::PerExtraMode(inner) => Some(AdditionalCost::Times(inner, self.stack.last().map_or(0, |s| self.extra_modes(s)))),
            AdditionalCost::AnyNumber(inner) => Some(AdditionalCost::Times(inner, self.stack.last().map_or(0, |s| u32::from(s.paid_times)))),
            c => Some(c),
        }
    }

    /// The object-choosing cost to pay next, with its stage: the alternative cost's part
    /// (CR 118.9), the spell's or ability's own (CR 118.8), then a kicker's (CR 702.33a).
    fn extra_stage(&self, a: &Announcing) -> Option<(Stage, AdditionalCost)> {
        let def = self.cards.get(a.card);
        if let Some(c) = self.alternative_extra(a) {
            return Some((Stage::Alternative, c));
        }
        let own = match a.origin {
            Origin::Cast if a.graveyard_discard.is_some() => a.graveyard_discard.clone(),
            Origin::Cast | Origin::CastResolving => self.own_additional(a.source, def).cloned(),
            Origin::Activate => match a.ability.and_then(|i| def.ability(i)) {
                Some(Ability::Activated(ab)) => ab.cost.extra.clone(),
                _ => None,
            },
            Origin::Trigger | Origin::Copy => None,
        };
        if let Some(c) = own.filter(|_| !a.extra_paid) {
            return Some((Stage::Own, c));
        }
        let kicked = a.origin == Origin::Cast && self.stack.last().is_some_and(|s| s.kicks > 0);
        kicker_extra(def).filter(|_| kicked && !a.progress.kicker_extra_paid).map(|c| (Stage::Kicker, c.clone()))
    }

    /// The object-choosing part still to pay after the mana (as `extra_stage` finds it),
    /// borrowed from the card, for the reserve of the payment (CR 601.2g–h).
    pub(crate) fn extra_to_pay<'a>(&self, a: &'a Announcing, def: &'a CardDef) -> Option<&'a AdditionalCost> {
        if !a.progress.alt_extra_paid {
            if let Some(e) = a.progress.alt.and_then(|i| crate::payment::alternative_costs::alternative(def, i)).and_then(|alt| alt.cost.extra.as_ref()) {
                return Some(e);
            }
        }
        let own = match a.origin {
            Origin::Cast if a.graveyard_discard.is_some() => a.graveyard_discard.as_ref(),
            Origin::Cast | Origin::CastResolving => self.own_additional(a.source, def),
            Origin::Activate => match a.ability.and_then(|i| def.ability(i)) {
                Some(Ability::Activated(ab)) => ab.cost.extra.as_ref(),
                _ => None,
            },
            Origin::Trigger | Origin::Copy => None,
        };
        if let Some(c) = own.filter(|_| !a.extra_paid) {
            return Some(c);
        }
        let kicked = a.origin == Origin::Cast && self.stack.last().is_some_and(|s| s.kicks > 0);
        kicker_extra(def).filter(|_| kicked && !a.progress.kicker_extra_paid)
    }

    pub(crate) fn announced_payer<'a>(&self, a: &Announcing, def: &'a CardDef) -> Payer<'a> {
        if let Some(alt) = a.progress.alt.and_then(|i| crate::payment::alternative_costs::alternative(def, i)) {
            return Payer::Alternative { spell: a.source, cost: &alt.cost };
        }
        match (a.origin, a.ability.and_then(|i| def.ability(i))) {
            (Origin::Activate, Some(Ability::Activated(ab))) => Payer::Ability { source: a.source, cost: &ab.cost },
            _ => Payer::Spell(a.source),
        }
    }

    /// CR 601.2h: pays the object-choosing cost of what is being announced; asks which
    /// object when there is a choice. Returns a decision to wait for, or None when paid.
    pub(crate) fn pay_additional(&mut self) -> Option<Next> {
        let a = self.announcing.clone()?;
        let cost = self.announced_extra(&a)?;
        // X announced as 0: nothing to pay.
        if matches!(cost, AdditionalCost::Times(_, 0)) {
            self.mark_additional_paid();
            return self.pay_additional();
        }
        let cost = match cost {
            // N life paid N times is paid at once.
            AdditionalCost::Times(inner, k) => match *inner {
                AdditionalCost::PayLife(n) => AdditionalCost::PayLife(n.saturating_mul(k)),
                other => AdditionalCost::Times(Box::new(other), k),
            },
            c => c,
        };
        if let AdditionalCost::PayLife(n) = cost {
            self.pay_life(a.player, n, "119.4");
            self.mark_additional_paid();
            return self.pay_additional();
        }
        // CR 701.9b: the card discarded at random is chosen with the game's generator.
        if cost == AdditionalCost::DiscardRandom {
            let cards = self.cards.clone();
            let hand = self.extra_candidates(a.player, self.announced_payer(&a, cards.get(a.card)), &cost);
            if hand.is_empty() {
                return None;
            }
            let id = hand[rand::Rng::random_range(&mut self.rng, 0..hand.len())];
            return Some(self.answer_additional(Answer::Object(id)));
        }
        self.pending = Pending::PayAdditional { player: a.player };
        Some(Next::Decide)
    }

    /// CR 702.122a: one more creature tapped for crew, or done once the power suffices.
    fn answer_crew(&mut self, answer: Answer) -> Next {
        match answer {
            Answer::Done => {
                self.mark_additional_paid();
                self.announce_costs()
            }
            Answer::Object(id) => {
                self.tap(id, "702.122b");
                let power = self.power(id).max(0) as u32;
                if let Some(a) = self.announcing.as_mut() {
                    a.crewed = a.crewed.saturating_add(power);
                }
                // Asked again: more creatures, or done once the total is N or greater.
                Next::Decide
            }
            _ => Next::Decide,
        }
    }

    /// CR 118.3: "the sacrificed creature": the object the cost took, as it last existed,
    /// for the spell or ability being announced (the top of the stack).
    fn remember_cost_object(&mut self, id: ObjectId) {
        if let Some(item) = self.stack.last_mut() {
            item.event.object = Some(id);
        }
    }

    fn mark_additional_paid(&mut self) {
        let stage = self.announcing.as_ref().and_then(|a| self.extra_stage(a)).map(|(s, _)| s);
        if let Some(a) = self.announcing.as_mut() {
            a.progress.chosen.clear();
            match stage {
                Some(Stage::Alternative) => a.progress.alt_extra_paid = true,
                Some(Stage::Kicker) => a.progress.kicker_extra_paid = true,
                Some(Stage::Own) | None => a.extra_paid = true,
            }
        }
    }

    pub(crate) fn additional_answers(&self, out: &mut Vec<Answer>) {
        let Some(a) = &self.announcing else { return };
        let Some(cost) = self.announced_extra(a) else { return };
        let cards = self.cards.clone();
        let payer = self.announced_payer(a, cards.get(a.card));
        // CR 118.3: with N objects to choose, only while enough are left for the rest.
        let choices = self.additional_choices(a.player, payer, &cost);
        let enough = match &cost {
            AdditionalCost::Times(_, n) => choices.len() + a.progress.chosen.len() >= *n as usize,
            _ => true,
        };
        if enough {
            out.extend(choices.into_iter().map(Answer::Object));
        }
        // CR 702.122a: enough power tapped: done (tapping more is allowed too).
        if matches!(cost, AdditionalCost::Crew(n) if a.crewed >= n) {
            out.push(Answer::Done);
        }
    }

    /// The chosen object is sacrificed, discarded or tapped; the cost goes on with mana.
    pub(crate) fn answer_additional(&mut self, answer: Answer) -> Next {
        let Some(a) = self.announcing.clone() else { return Next::Decide };
        if let Some(AdditionalCost::Crew(_)) = self.announced_extra(&a) {
            return self.answer_crew(answer);
        }
        let Answer::Object(id) = answer else { return Next::Decide };
        let (cost, times) = match self.announced_extra(&a) {
            Some(AdditionalCost::Times(inner, n)) => (Some(*inner), n),
            c => (c, 1),
        };
        // CR 616.1: the object's replacement effects chosen before the cost moves it.
        if let Some(to) = cost.as_ref().and_then(cost_destination) {
            if self.ask_before_answer(&[crate::pipeline::move_batch::ProposedMove::to(id, to)], a.player, answer) {
                return Next::Decide;
            }
        }
        match cost {
            Some(AdditionalCost::Sacrifice(_)) => {
                self.sacrificed(id, "701.21a");
                self.move_object(id, Zone::Graveyard, "701.21a");
                self.remember_cost_object(id);
            }
            Some(AdditionalCost::ReturnToHand(_)) => {
                self.move_object(id, Zone::Hand, "118.3");
                self.remember_cost_object(id);
            }
            Some(AdditionalCost::Discard | AdditionalCost::DiscardLand | AdditionalCost::DiscardRandom) => {
                self.discard_card(a.player, id, "701.9a");
            }
            Some(AdditionalCost::TapUntapped(_)) => {
                self.tap(id, "118.3");
            }
            Some(AdditionalCost::ExileFromHand(_) | AdditionalCost::ExileFromGraveyard(_)) => {
                self.move_object(id, Zone::Exile, "118.3");
            }
            Some(AdditionalCost::DiscardMatching(_)) => {
                self.discard_card(a.player, id, "701.9a");
            }
            Some(AdditionalCost::RemoveCounter(_, kind)) => {
                self.remove_counters(id, kind, 1, "122.8");
            }
            // CR 701.20a: a revealed card stays where it is.
            Some(AdditionalCost::RevealFromHand(_)) => self.emit("701.20a", EventKind::Revealed { player: a.player, card: id }),
            _ => return Next::Decide,
        }
        // CR 118.3: the same cost with N objects: asked again until N are chosen.
        if let Some(x) = self.announcing.as_mut() {
            x.progress.chosen.push(id);
            if (x.progress.chosen.len() as u32) < times {
                return Next::Decide;
            }
        }
        self.mark_additional_paid();
        self.announce_costs()
    }
}

/// The card of an object (its last known information).
fn def_card(game: &Game, id: ObjectId) -> mw_types::CardId {
    game.objects.last_known(id).map_or(mw_types::CardId(0), |o| o.card)
}

/// CR 118.3: where paying `cost` with an object puts it (None: it stays where it is).
pub(crate) fn cost_destination(cost: &AdditionalCost) -> Option<Zone> {
    match cost {
        AdditionalCost::Sacrifice(_) | AdditionalCost::Discard | AdditionalCost::DiscardLand | AdditionalCost::DiscardMatching(_) | AdditionalCost::DiscardRandom => Some(Zone::Graveyard),
        AdditionalCost::ReturnToHand(_) => Some(Zone::Hand),
        AdditionalCost::ExileFromHand(_) | AdditionalCost::ExileFromGraveyard(_) => Some(Zone::Exile),
        _ => None,
    }
}
