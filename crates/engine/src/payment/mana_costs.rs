//! Mana abilities whose cost chooses another object (CR 605.3a, 601.2g–h, 118.3):
//! Springleaf Drum's "{T}, Tap an untapped creature you control", Ashnod's Altar's
//! "Sacrifice a creature", Skirge Familiar's "Discard a card", or several to tap
//! (Birchlore Rangers' "Tap two untapped Elves you control": only {T} and {Q} ask that a
//! creature has been controlled since the turn began, CR 302.6). They may be activated
//! with priority and while paying (several objects: with priority only); the player then
//! chooses the objects one at a time, and the ability resolves at once. The payment solver plans with such an ability only when it can give it an
//! object no other mana ability needs (a permanent with no mana ability of its own, a
//! different one for each): then the plan holds whatever else is tapped or sacrificed.

use crate::state::decisions::Answer;
use crate::state::game::{Game, Next, Pending};
use crate::payment::mana::{ManaSource, PaymentFor};
use crate::state::mana_state::ManaChoice;
use mw_ir::{AdditionalCost, Ability, ManaAbility};
use mw_types::{ManaType, ObjectId, PlayerId};

/// Whether a mana ability's cost chooses another object.
pub(crate) fn chooses(m: &ManaAbility) -> bool {
    m.cost.extra.is_some()
}

/// The cost one chosen object pays, and how many objects the cost chooses: tapping
/// several is the same cost paid with N different objects (`AdditionalCost::Times`).
fn per_object(extra: &AdditionalCost) -> (&AdditionalCost, usize) {
    match extra {
        AdditionalCost::Times(inner, n) => (inner, *n as usize),
        e => (e, 1),
    }
}

/// The costs of several objects a mana ability may choose: permanents to tap.
fn several_allowed(extra: &AdditionalCost) -> bool {
    match extra {
        AdditionalCost::Times(inner, n) => *n >= 1 && matches!(**inner, AdditionalCost::TapUntapped(_)),
        _ => true,
    }
}

/// The costs the payment solver may plan with: one permanent tapped. (A sacrifice or a
/// return is the player's to choose, never the automatic payer's; a discarded card could
/// be the spell being cast.)
fn plannable(extra: &AdditionalCost) -> bool {
    matches!(extra, AdditionalCost::TapUntapped(_))
}

impl Game {
    /// The object-choosing mana abilities of `player`'s permanents that could be activated
    /// now (their other costs payable, an object to choose): (source, ability, the mana
    /// ability).
    fn choosing_abilities(&self, player: PlayerId) -> Vec<(ObjectId, u16, &ManaAbility)> {
        let mut out = Vec::new();
        if !self.cards.has_choosing_mana() {
            return out;
        }
        for &id in &self.battlefield {
            if self.objects.get(id).is_none_or(|o| o.controller != player) || !self.may_have(id, crate::state::game::KIND_MANA) {
                continue;
            }
            for (i, _, a) in self.abilities(id) {
                let Ability::Mana(m) = a else { continue };
                if !chooses(m) || self.mana_used_this_turn(m, id, i) || m.cost.life > 0 || m.cost.energy > 0 || m.cost.remove_counters.is_some() || !m.cost.extra.as_ref().is_some_and(several_allowed) {
                    continue;
                }
                // A mana part ("{B}, {T}, Discard a card") is paid from the pool.
                if !m.cost.mana.is_empty() {
                    let due = crate::payment::mana::ManaDue::new(&m.cost.mana.symbols, 0);
                    let p = &self.players[player.index()];
                    if crate::payment::mana::find_payment(&due, &p.pool, &[], p.life()).is_none() {
                        continue;
                    }
                }
                let needed = m.cost.extra.as_ref().map_or(1, |e| per_object(e).1);
                if self.can_pay_non_mana(player, id, &m.cost) && self.mana_cost_choices(player, id, m).len() >= needed {
                    out.push((id, i, m));
                }
            }
        }
        out
    }

    /// Every object `player` could choose for the cost of mana ability `m` of `source`
    /// (its own {T} or sacrifice aside: the source can't pay twice).
    fn mana_cost_choices(&self, player: PlayerId, source: ObjectId, m: &ManaAbility) -> Vec<ObjectId> {
        let permanents = |filter: &mw_ir::ObjectFilter, untapped: bool| -> Vec<ObjectId> {
            self.battlefield
                .iter()
                .copied()
                // The source pays its own {T} or sacrifice; it can't pay twice.
                .filter(|&id| (id != source || !(m.cost.tap || m.cost.sacrifice_self)) && self.object_matches(filter, id, player, source))
                .filter(|&id| !untapped || self.objects.get(id).is_some_and(|o| !o.tapped()))
                .collect()
        };
        let hand = |filter: Option<&mw_ir::ObjectFilter>| -> Vec<ObjectId> {
            self.players[player.index()].hand.iter().copied().filter(|&c| filter.is_none_or(|f| self.object_matches(f, c, player, source))).collect()
        };
        let Some(extra) = &m.cost.extra else { return Vec::new() };
        match per_object(extra).0 {
            AdditionalCost::TapUntapped(f) => permanents(f, true),
            AdditionalCost::Sacrifice(f) | AdditionalCost::ReturnToHand(f) => permanents(f, false),
            AdditionalCost::Discard => hand(None),
            AdditionalCost::DiscardMatching(f) => hand(Some(f)),
            _ => Vec::new(),
        }
    }

    /// The objects the solver gives the object-choosing mana abilities it may plan with,
    /// in order: each a permanent with no mana ability (so no other source needs it), not
    /// the source, not given to another, not `keep` (a permanent whose own {T} the mana
    /// pays for, CR 601.2g–h: tapped for mana first, it couldn't pay that {T}): (source,
    /// ability, object).
    fn designations(&self, player: PlayerId, keep: Option<ObjectId>) -> Vec<(ObjectId, u16, ObjectId)> {
        let mut out: Vec<(ObjectId, u16, ObjectId)> = Vec::new();
        for (source, ability, m) in self.choosing_abilities(player) {
            if !m.cost.mana.is_empty() || !m.cost.extra.as_ref().is_some_and(plannable) {
                continue;
            }
            let free = self
                .mana_cost_choices(player, source, m)
                .into_iter()
                .find(|&o| Some(o) != keep && !out.iter().any(|d| d.2 == o || d.0 == o) && !self.may_have(o, crate::state::game::KIND_MANA));
            if let Some(o) = free {
                out.push((source, ability, o));
            }
        }
        out
    }

    /// CR 605.3a: the object-choosing mana abilities the solver may plan with (those
    /// `designations` gives an object other than `keep`), appended to `sources`.
    pub(crate) fn add_choosing_sources(&self, player: PlayerId, keep: Option<ObjectId>, sources: &mut Vec<ManaSource>) {
        for (source, ability, _) in self.designations(player, keep) {
            let Some((_, Ability::Mana(m))) = self.ability_at(source, ability) else { continue };
            let mut src = ManaSource::new(source);
            for choice in self.mana_choices(source, m) {
                src.abilities.push(ability);
                src.choices.push(choice);
                src.restricted.push(m.spend.is_some());
            }
            if !src.choices.is_empty() {
                sources.push(src);
            }
        }
    }

    /// Whether ability `ability` of `source` is a mana ability whose cost chooses an object.
    pub(crate) fn is_choosing(&self, source: ObjectId, ability: u16) -> bool {
        matches!(self.ability_at(source, ability), Some((_, Ability::Mana(m))) if chooses(m))
    }

    /// Drops the object-choosing sources (a spell with convoke or improvise plans with
    /// the same permanents itself).
    pub(crate) fn without_choosing(&self, sources: &mut Vec<ManaSource>) {
        if self.cards.has_choosing_mana() {
            sources.retain(|s| !s.abilities.first().is_some_and(|&a| self.is_choosing(s.source, a)));
        }
    }

    /// CR 605.3a: object-choosing mana abilities to activate with priority that the
    /// solver's list (already in `out`) doesn't hold.
    pub(crate) fn choosing_mana_answers(&self, player: PlayerId, out: &mut Vec<Answer>) {
        for (source, ability, m) in self.choosing_abilities(player) {
            for choice in self.mana_choices(source, m) {
                let a = Answer::ActivateMana { source, ability, mana: choice[0] };
                if !out.contains(&a) {
                    out.push(a);
                }
            }
        }
    }

    /// CR 605.3a: object-choosing mana abilities the solver doesn't plan with, offered
    /// while paying when some object keeps the rest of the payment possible.
    pub(crate) fn choosing_payment_answers(&self, player: PlayerId, out: &mut Vec<Answer>) {
        for (source, ability, m) in self.choosing_abilities(player) {
            // FIXME(CR 605.3a): a cost of several objects is offered with priority only:
            // whether a payment stays possible is checked one object at a time.
            if !m.cost.mana.is_empty() || m.cost.extra.as_ref().is_some_and(|e| per_object(e).1 > 1) {
                continue;
            }
            for choice in self.mana_choices(source, m) {
                let c = ManaChoice { player, source, ability, mana: choice[0], paying: true, chosen: Default::default() };
                let a = Answer::ActivateMana { source, ability, mana: choice[0] };
                if !out.contains(&a) && self.mana_cost_choices(player, source, m).into_iter().any(|o| self.choice_keeps_payable(&c, m, o)) {
                    out.push(a);
                }
            }
        }
    }

    /// CR 605.3a / 601.2g: starts activating an object-choosing mana ability; the object
    /// is asked for next.
    pub(crate) fn begin_choosing_mana(&mut self, player: PlayerId, source: ObjectId, ability: u16, mana: ManaType, paying: bool) -> Next {
        self.mana_choice = Some(ManaChoice { player, source, ability, mana, paying, chosen: Default::default() });
        self.pending = Pending::ManaCost { player };
        Next::Decide
    }

    /// The objects the player may choose now: any that pays the cost; while paying, only
    /// those that leave the rest of the payment possible with the mana made.
    pub(crate) fn mana_choice_answers(&self, out: &mut Vec<Answer>) {
        let Some(c) = self.mana_choice.clone() else { return };
        let Some((_, Ability::Mana(m))) = self.ability_at(c.source, c.ability) else { return };
        for o in self.mana_cost_choices(c.player, c.source, m) {
            if c.chosen.contains(&o) {
                continue;
            }
            if !c.paying || self.choice_keeps_payable(&c, m, o) {
                out.push(Answer::Object(o));
            }
        }
    }

    /// While paying: whether the payment stays possible once `object` pays the cost and
    /// the ability's mana is in the pool.
    fn choice_keeps_payable(&self, c: &ManaChoice, m: &ManaAbility, object: ObjectId) -> bool {
        let Some(a) = &self.announcing else { return false };
        let cards = self.cards.clone();
        let reserve = self.announcing_reserve(a, &cards);
        // CR 601.2g–h: the permanent whose own cost taps (or sacrifices) it is needed for
        // that cost, paid after the mana.
        let taps = matches!(m.cost.extra, Some(AdditionalCost::TapUntapped(_)));
        if Some(object) == reserve.untapped || (!taps && Some(object) == reserve.exclude) {
            return false;
        }
        // CR 601.2g–h: nor may the source's own mana ability use it (Gilded Goose's "{T},
        // Sacrifice a Food: Add one mana" paying its own "{1}{G}, {T}").
        if Some(c.source) == reserve.exclude && crate::payment::cost_order::uses_source(&m.cost) {
            return false;
        }
        let Some(made) = self.mana_choices(c.source, m).into_iter().find(|x| x.first() == Some(&c.mana)) else { return false };
        let what = self.payment_for();
        let mut pool = self.usable_pool(c.player, what);
        made.iter().for_each(|t| pool.add(*t, 1));
        // The other object-choosing sources are left out: the object chosen here could be
        // the one planned for them.
        let mut rest = self.mana_sources(c.player);
        self.without_choosing(&mut rest);
        rest.retain(|s| s.source != c.source && s.source != object);
        let rest = self.sources_for(&rest, what);
        // CR 601.2g–h: the later parts of the cost must stay payable too.
        let gone = !matches!(m.cost.extra, Some(AdditionalCost::TapUntapped(_)));
        let spent = [(object, gone), (c.source, m.cost.sacrifice_self)];
        self.reserved_plan(c.player, &a.due, &pool, &rest, self.players[c.player.index()].life(), &reserve, None, &spent).is_some()
    }

    /// The chosen object pays the cost; the ability resolves at once (CR 605.3b); then
    /// the payment or the priority goes on.
    pub(crate) fn answer_mana_cost(&mut self, answer: Answer) -> Next {
        let Answer::Object(o) = answer else { return Next::Decide };
        if self.ask_before_mana_cost(o, answer) {
            return Next::Decide;
        }
        let Some(mut c) = self.mana_choice.take() else { return Next::Decide };
        let extra = match self.ability_at(c.source, c.ability) {
            Some((_, Ability::Mana(m))) => m.cost.extra.clone(),
            _ => None,
        };
        let Some(extra) = extra else { return Next::Decide };
        let (each, needed) = per_object(&extra);
        if c.chosen.len() + 1 < needed {
            // CR 601.2h: the next object of the cost is asked for.
            c.chosen.push(o);
            self.mana_choice = Some(c);
            return Next::Decide;
        }
        // The objects chosen before the last pay as the ability is activated, with it
        // (no player receives priority in between).
        let each = each.clone();
        for &earlier in &c.chosen {
            self.pay_chosen_object(c.player, &each, earlier);
        }
        self.cost_object = Some(o);
        self.activate_mana_ability(c.player, c.source, c.ability, c.mana);
        self.cost_object = None;
        if c.paying && self.announcing.is_some() {
            return self.ask_payment(c.player);
        }
        self.turn.passes = 0;
        Next::OfferPriority
    }

    /// CR 616.1: the last object chosen for a mana ability's cost: the replacement
    /// choices of every move its cost makes (the objects chosen, its source's own
    /// sacrifice) asked before any of it is paid (true: the answer is applied again).
    fn ask_before_mana_cost(&mut self, o: ObjectId, answer: Answer) -> bool {
        if !self.zone_replacements_possible(crate::state::zones::Zone::Graveyard) {
            return false;
        }
        let Some(c) = self.mana_choice.clone() else { return false };
        let Some((_, Ability::Mana(m))) = self.ability_at(c.source, c.ability) else { return false };
        let cost = m.cost.clone();
        let Some(extra) = &cost.extra else { return false };
        let (each, needed) = per_object(extra);
        let Some(to) = crate::payment::additional_costs::cost_destination(each).filter(|_| c.chosen.len() + 1 >= needed) else { return false };
        let mut moves = self.cost_moves(c.player, c.source, &cost);
        moves.extend(c.chosen.iter().chain([&o]).map(|&x| crate::pipeline::move_batch::ProposedMove::to(x, to)));
        self.ask_before_answer(&moves, c.player, answer)
    }

    /// CR 616.1: a mana ability activated by `player`'s `answer`: the replacement choices
    /// of the moves its own cost makes (a sacrifice, a discard, the hand discarded) asked
    /// before it is activated (true: the answer is applied again). FIXME: the mana
    /// abilities the automatic payer activates (and those feeding a mana ability's cost)
    /// still take the first effect of each choice.
    pub(crate) fn ask_before_mana_ability(&mut self, player: PlayerId, source: ObjectId, ability: u16, answer: Answer) -> bool {
        if !self.zone_replacements_possible(crate::state::zones::Zone::Graveyard) {
            return false;
        }
        let Some((_, Ability::Mana(m))) = self.ability_at(source, ability) else { return false };
        let cost = m.cost.clone();
        let moves = self.cost_moves(player, source, &cost);
        self.ask_before_answer(&moves, player, answer)
    }

    /// CR 118.3: pays the object-choosing part of a mana ability's cost as it is
    /// activated: the object the player chose, or the one the solver planned with.
    /// False if there is none (the ability makes no mana).
    pub(crate) fn pay_mana_choice(&mut self, player: PlayerId, source: ObjectId, ability: u16, extra: &AdditionalCost) -> bool {
        let object = match self.cost_object.take() {
            Some(o) => Some(o),
            None => self.designations(player, self.kept_untapped()).into_iter().find(|d| d.0 == source && d.1 == ability).map(|d| d.2),
        };
        let Some(o) = object else { return false };
        self.pay_chosen_object(player, per_object(extra).0, o);
        true
    }

    /// What paying a cost with object `o` does: tapped, sacrificed, returned, discarded,
    /// exiled.
    fn pay_chosen_object(&mut self, player: PlayerId, extra: &AdditionalCost, o: ObjectId) {
        use crate::state::zones::Zone;
        match extra {
            AdditionalCost::TapUntapped(_) => {
                self.tap(o, "118.3");
            }
            AdditionalCost::Sacrifice(_) => {
                self.sacrificed(o, "701.21a");
                self.move_object(o, Zone::Graveyard, "701.21a");
            }
            AdditionalCost::ReturnToHand(_) => {
                self.move_object(o, Zone::Hand, "118.3");
            }
            AdditionalCost::Discard | AdditionalCost::DiscardLand | AdditionalCost::DiscardMatching(_) => {
                self.discard_card(player, o, "701.9a");
            }
            AdditionalCost::ExileFromHand(_) | AdditionalCost::ExileFromGraveyard(_) => {
                self.move_object(o, Zone::Exile, "118.3");
            }
            _ => {}
        }
    }

    /// CR 601.2g–h: while an ability whose cost taps its source is paid for, that source
    /// (no mana ability may tap it first). Looked up only when some card has a mana ability
    /// choosing an object.
    pub(crate) fn kept_untapped(&self) -> Option<ObjectId> {
        let a = self.announcing.as_ref().filter(|a| a.origin == crate::state::announcing::Origin::Activate)?;
        match a.ability.and_then(|i| self.cards.get(a.card).ability(i)) {
            Some(Ability::Activated(ab)) if ab.cost.tap => Some(a.source),
            _ => None,
        }
    }

    /// What the payment in progress pays for (CR 106.6).
    fn payment_for(&self) -> PaymentFor {
        match &self.announcing {
            Some(a) if matches!(a.origin, crate::state::announcing::Origin::Cast | crate::state::announcing::Origin::CastResolving) => PaymentFor::Spell(a.card),
            Some(a) if a.origin == crate::state::announcing::Origin::Activate => self.paying_for_ability(a.source),
            _ => PaymentFor::Other,
        }
    }
}
