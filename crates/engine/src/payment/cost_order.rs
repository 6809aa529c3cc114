//! The order a total cost is paid in (CR 601.2g–h, 602.2b): mana abilities are activated
//! before costs are paid, so the mana part is paid first; then the part that chooses
//! objects (sacrifice, tap or return a permanent, discard, pay life); then the source's
//! own part (tap, untap, sacrifice or exile it, life, loyalty, counters). Whether a cost
//! could be paid, which mana payments are offered and the automatic payer all ask the
//! same question here: can the mana be paid so that the later parts still can be?

use crate::payment::additional_costs::Payer;
use crate::state::game::{Game, Next};
use crate::payment::mana::{find_payment_with, ManaDue, ManaPool, ManaSource, PaymentPlan};
use crate::payment::costs::CostError;
use crate::state::announcing::{flashback_cost, Announcing, Origin};
use crate::state::stack_items::StackKind;
use mw_ir::{Ability, AdditionalCost, Cost};
use mw_types::{ObjectId, PlayerId};
use std::borrow::Cow;

/// What the mana payment must leave payable: the parts of the cost paid after it.
#[derive(Clone, Copy)]
pub(crate) struct Reserve<'a> {
    /// The source, when its own cost taps, untaps, sacrifices or exiles it: none of its
    /// mana abilities may pay (CR 601.2h: it is needed for the cost).
    pub exclude: Option<ObjectId>,
    /// The source, when its own cost taps it: no mana ability's cost may tap it first
    /// (CR 601.2g–h: the {T} is paid after the mana).
    pub untapped: Option<ObjectId>,
    /// Life the later parts take (CR 119.4): a Phyrexian symbol may not be paid with it.
    pub life: u32,
    /// The object-choosing part still to pay, and who pays it.
    pub extra: Option<(&'a AdditionalCost, Payer<'a>)>,
}

impl Reserve<'_> {
    /// Nothing is paid after the mana.
    pub(crate) const NONE: Reserve<'static> = Reserve { exclude: None, untapped: None, life: 0, extra: None };
}

/// Whether a cost uses its source itself (CR 601.2h: that permanent can't also make
/// mana for it).
pub(crate) fn uses_source(cost: &Cost) -> bool {
    cost.tap || cost.untap || cost.sacrifice_self || (cost.exile_self && !cost.in_graveyard)
}

impl Game {
    /// Whether activating this mana ability of `source` takes it off the battlefield (its
    /// cost sacrifices or exiles it).
    pub(crate) fn mana_ability_leaves(&self, source: ObjectId, ability: u16) -> bool {
        matches!(self.ability_at(source, ability), Some((_, mw_ir::Ability::Mana(m))) if m.cost.sacrifice_self || m.cost.exile_self)
    }

    /// The reserve of activating an ability of `source` with this cost.
    pub(crate) fn ability_reserve<'a>(&self, source: ObjectId, cost: &'a Cost) -> Reserve<'a> {
        Reserve {
            exclude: uses_source(cost).then_some(source),
            untapped: cost.tap.then_some(source),
            life: cost.life,
            extra: cost.extra.as_ref().map(|e| (e, Payer::Ability { source, cost })),
        }
    }

    /// The reserve of casting spell `card` with this object-choosing additional cost.
    pub(crate) fn spell_reserve<'a>(&self, card: ObjectId, extra: Option<&'a AdditionalCost>) -> Reserve<'a> {
        Reserve { exclude: None, untapped: None, life: 0, extra: extra.map(|e| (e, Payer::Spell(card))) }
    }

    /// Whether `due` can be paid from `pool` and `sources` by a player with `life` life,
    /// leaving the reserve payable.
    pub(crate) fn payable_reserved(&self, player: PlayerId, due: &ManaDue, pool: &ManaPool, sources: &[ManaSource], life: i32, r: &Reserve) -> bool {
        // The common case (basic lands, nothing paid after the mana) by counting.
        if r.extra.is_none() && r.life == 0 {
            if let Some(ok) = crate::payment::mana::payable_by_counting(due, pool, sources, r.exclude) {
                debug_assert_eq!(ok, self.reserved_plan(player, due, pool, sources, life, r, None, &[]).is_some(), "counting disagrees with the solver");
                return ok;
            }
        }
        self.reserved_plan(player, due, pool, sources, life, r, None, &[]).is_some()
    }

    /// A payment of `due` that leaves the reserve payable, with the sources its plan
    /// indexes. `must`: a source activated in any case (the mana ability being activated,
    /// its own cost included). `spent`: permanents that will have made mana by then (true:
    /// and left the battlefield doing so), which can't also be the object the later part
    /// taps (or, gone, any object it chooses).
    #[allow(clippy::too_many_arguments)]
    pub(crate) fn reserved_plan<'s>(
        &self,
        player: PlayerId,
        due: &ManaDue,
        pool: &ManaPool,
        sources: &'s [ManaSource],
        life: i32,
        r: &Reserve,
        must: Option<ObjectId>,
        spent: &[(ObjectId, bool)],
    ) -> Option<(PaymentPlan, Cow<'s, [ManaSource]>)> {
        // CR 119.4: life is paid only up to the life total; a cost that pays none is
        // payable at any life total (a mana ability that deals damage may have taken it
        // to 0 or less in the middle of the payment, before state-based actions).
        if r.life > 0 && life < r.life as i32 {
            return None;
        }
        let life = life - r.life as i32;
        // CR 605.3a: a mana ability planned with an object of its own (Springleaf Drum) is
        // left out when the later part chooses permanents too: it could want the same one.
        let drop_choosing = r.extra.is_some() && self.cards.has_choosing_mana();
        let without = |out: Option<ObjectId>| -> Cow<'s, [ManaSource]> {
            if r.exclude.is_none() && out.is_none() && !drop_choosing {
                return Cow::Borrowed(sources);
            }
            let keep = |s: &&ManaSource| Some(s.source) != r.exclude && Some(s.source) != out && !(drop_choosing && s.abilities.first().is_some_and(|&a| self.is_choosing(s.source, a)));
            Cow::Owned(sources.iter().filter(keep).cloned().collect())
        };
        let plan = |s: Cow<'s, [ManaSource]>, life: i32| {
            let k = match must {
                Some(id) => Some(s.iter().position(|x| x.source == id)?),
                None => None,
            };
            find_payment_with(due, pool, &s, life, k).map(|p| (p, s))
        };
        let Some((cost, payer)) = r.extra else { return plan(without(None), life) };
        // CR 118.3: a cost paid with N objects (X: the X announced, CR 601.2b).
        let (cost, n) = match cost {
            AdditionalCost::Times(inner, n) => (inner.as_ref(), *n as usize),
            AdditionalCost::XTimes(inner) => (inner.as_ref(), self.announcing.as_ref().and(self.stack.last()).map_or(0, |s| s.x as usize)),
            AdditionalCost::PerExtraMode(inner) => (inner.as_ref(), self.announcing.as_ref().and(self.stack.last()).map_or(0, |s| self.extra_modes(s) as usize)),
            AdditionalCost::AnyNumber(inner) => (inner.as_ref(), self.announcing.as_ref().and(self.stack.last()).map_or(0, |s| s.paid_times as usize)),
            c => (c, 1),
        };
        if n == 0 {
            return plan(without(None), life);
        }
        // A permanent tapped for mana can still be sacrificed or returned, not tapped.
        let taps = matches!(cost, AdditionalCost::TapUntapped(_) | AdditionalCost::Crew(_));
        let candidates = || -> Vec<ObjectId> {
            let mut c = self.extra_candidates(player, payer, cost);
            c.retain(|id| Some(*id) != must && !spent.iter().any(|(s, gone)| s == id && (*gone || taps)));
            // Those making no mana first: they are the ones to give (chosen greedily, so a
            // plan found is a real one).
            c.sort_by_key(|id| sources.iter().any(|s| s.source == *id));
            c
        };
        // Enough permanents making no mana to give (or no mana due): the plan is the one
        // with every source (those come first below, and leave the sources as they are);
        // with none, no plan gives fewer sources. No mana due and too few candidates: no
        // plan. Debug builds compare with the search below.
        let mana_free = due.is_paid() && must.is_none();
        let fast = match self.spare_candidates(player, payer, cost, n, sources, must, spent, mana_free) {
            Some(true) => Some(plan(without(None), life)),
            Some(false) if mana_free => Some(None),
            _ => None,
        };
        let slow = || match cost {
            // CR 119.4: life is paid only up to the life total.
            AdditionalCost::PayLife(k) => life_left(life, *k as usize * n).and_then(|rest| plan(without(None), rest)),
            AdditionalCost::Discard
            | AdditionalCost::DiscardRandom
            | AdditionalCost::DiscardLand
            | AdditionalCost::DiscardMatching(_)
            | AdditionalCost::ExileFromHand(_)
            | AdditionalCost::ExileFromGraveyard(_)
            | AdditionalCost::RevealFromHand(_)
            | AdditionalCost::RemoveCounter(..) => {
                if candidates().len() < n {
                    return None;
                }
                plan(without(None), life)
            }
            AdditionalCost::Crew(k) => {
                let taken = self.crew_from(candidates(), *k as i64)?;
                let s: Vec<ManaSource> = without(None).iter().filter(|s| !taken.contains(&s.source)).cloned().collect();
                plan(Cow::Owned(s), life)
            }
            AdditionalCost::TapUntapped(_) if n == 1 => candidates().into_iter().find_map(|x| plan(without(Some(x)), life)),
            AdditionalCost::TapUntapped(_) => {
                let taken: Vec<ObjectId> = candidates().into_iter().take(n).collect();
                if taken.len() < n {
                    return None;
                }
                let s: Vec<ManaSource> = without(None).iter().filter(|s| !taken.contains(&s.source)).cloned().collect();
                plan(Cow::Owned(s), life)
            }
            AdditionalCost::Sacrifice(_) | AdditionalCost::ReturnToHand(_) if n == 1 => candidates().into_iter().find_map(|x| plan(self.kept_sources(&without(None), &[x]), life)),
            AdditionalCost::Sacrifice(_) | AdditionalCost::ReturnToHand(_) => {
                let taken: Vec<ObjectId> = candidates().into_iter().take(n).collect();
                if taken.len() < n {
                    return None;
                }
                plan(self.kept_sources(&without(None), &taken), life)
            }
            AdditionalCost::Times(..) | AdditionalCost::XTimes(_) | AdditionalCost::PerExtraMode(_) | AdditionalCost::AnyNumber(_) => None,
            // CR 601.2b: before one is chosen, a plan leaving one option (not of mana) payable.
            AdditionalCost::OneOf(options) => options.iter().filter(|o| !matches!(o, AdditionalCost::Mana(_))).find_map(|o| self.reserved_plan(player, due, pool, sources, life + r.life as i32, &Reserve { extra: Some((o, payer)), ..*r }, must, spent)),
            AdditionalCost::Mana(_) => None,
        };
        match fast {
            Some(fast) => {
                #[cfg(debug_assertions)]
                assert_eq!(fast.as_ref().map(|p| &p.0), slow().as_ref().map(|p| &p.0), "the spare candidates' plan disagrees with the search");
                fast
            }
            None => slow(),
        }
    }

    /// CR 702.122a: untapped creatures with total power `k` or more, the strongest first
    /// (those making no mana come first in `candidates`).
    fn crew_from(&self, candidates: Vec<ObjectId>, k: i64) -> Option<Vec<ObjectId>> {
        let mut crew: Vec<(ObjectId, i64)> = candidates.into_iter().map(|c| (c, self.power(c).max(0) as i64)).collect();
        crew.sort_by_key(|c| std::cmp::Reverse(c.1));
        let (mut power, mut taken) = (0i64, Vec::new());
        for (c, p) in crew {
            if power >= k {
                break;
            }
            power += p;
            taken.push(c);
        }
        (power >= k).then_some(taken)
    }

    /// For `cost`, a cost sacrificing, tapping or returning permanents: whether `n`
    /// permanents that make no mana (not among `sources`; any, when `mana_free`) could pay
    /// it, apart from `must` and the permanents `spent` makes unavailable. Stops at the
    /// `n`th; `None` for other costs.
    #[allow(clippy::too_many_arguments)]
    fn spare_candidates(&self, player: PlayerId, payer: Payer, cost: &AdditionalCost, n: usize, sources: &[ManaSource], must: Option<ObjectId>, spent: &[(ObjectId, bool)], mana_free: bool) -> Option<bool> {
        let (filter, taps) = match cost {
            AdditionalCost::Sacrifice(f) | AdditionalCost::ReturnToHand(f) => (f, false),
            AdditionalCost::TapUntapped(f) => (f, true),
            _ => return None,
        };
        let spare = |id: &ObjectId| {
            Some(*id) != must && !spent.iter().any(|(s, gone)| s == id && (*gone || taps)) && (mana_free || !sources.iter().any(|s| s.source == *id))
        };
        Some(self.permanents_for(player, payer, filter, taps).filter(spare).take(n).count() == n)
    }

    /// CR 601.2g–h: the sources left when `taken` will be sacrificed or returned: each
    /// may still be tapped for mana first, not sacrificed for it.
    fn kept_sources<'s>(&self, sources: &[ManaSource], taken: &[ObjectId]) -> Cow<'s, [ManaSource]> {
        let kept: Vec<ManaSource> = sources
            .iter()
            .filter_map(|s| {
                if !taken.contains(&s.source) {
                    return Some(s.clone());
                }
                let keep: Vec<usize> = (0..s.choices.len()).filter(|&k| !self.mana_ability_leaves(s.source, s.abilities[k])).collect();
                (!keep.is_empty()).then(|| s.only_choices(&keep))
            })
            .collect();
        Cow::Owned(kept)
    }

    /// CR 601.2f–h: the total cost is fixed; its mana is paid first, one mana or mana
    /// ability at a time (CR 601.2g: mana abilities are activated before costs are paid),
    /// then the part that chooses objects, then the source's own part.
    pub(crate) fn announce_costs(&mut self) -> Next {
        let Some(mut a) = self.announcing.clone() else { return Next::OfferPriority };
        if !a.mana_fixed {
            let x = self.stack.last().map_or(0, |s| s.x);
            let def = self.cards.get(a.card);
            match a.origin {
                // CR 702.37c: the cost to cast a face-down spell is {3}.
                Origin::Cast if a.face_down => a.due = ManaDue::new(&[mw_types::ManaSymbol::Generic(3)], 0),
                Origin::Cast if a.flashback => {
                    let cost = flashback_cost(def).unwrap_or(&def.mana_cost).symbols.clone();
                    let cost = self.changed_cost(a.player, a.source, def, std::borrow::Cow::Owned(cost), 0);
                    a.due = ManaDue::new(&cost, x);
                }
                // CR 118.9: the alternative cost's mana (its life is paid after the mana).
                Origin::Cast if a.progress.alt.is_some() => a.due = self.alternative_due(&a, x),
                Origin::Cast => {
                    // CR 601.2f: the total cost includes a kicker cost being paid.
                    let kicks = self.stack.last().map_or(0, |s| s.kicks);
                    a.due = ManaDue::new(&self.spell_cost_with_x(a.player, a.source, def, kicks, x), 0);
                }
                // CR 702.35a: the alternative cost the resolving instruction names.
                Origin::CastResolving if a.progress.alt.is_some() => a.due = self.alternative_due(&a, x),
                // CR 118.9, 118.9d: an alternative cost of nothing, with the increases.
                Origin::CastResolving => a.due = ManaDue::new(&self.free_cast_cost(a.player, a.source, def), 0),
                Origin::Activate => {
                    let Some(Ability::Activated(ab)) = a.ability.and_then(|i| def.ability(i)) else {
                        return Next::OfferPriority;
                    };
                    // CR 602.2b / 601.2f: its own cost change, fixed before anything is paid.
                    a.due = ManaDue::new(&self.ability_mana(a.player, a.source, ab), x);
                }
                Origin::Trigger | Origin::Copy => {}
            }
            a.mana_fixed = true;
            let (paid, player) = (a.due.is_paid(), a.player);
            self.announcing = Some(a);
            if !paid {
                return self.ask_payment(player);
            }
        }
        // CR 601.2h: the source's own part must still be payable once the mana is; the
        // answers offered keep it so (`Reserve`), so this only guards the invariant.
        if let Some((a, Err(e))) = self.announcing.as_ref().and_then(|a| self.own_part_check(a).map(|r| (a.clone(), r))) {
            return self.reverse_activation(a, e);
        }
        if matches!(self.announcing.as_ref().map(|a| a.origin), Some(Origin::Cast | Origin::CastResolving | Origin::Activate)) {
            if let Some(next) = self.pay_additional() {
                return next;
            }
        }
        let Some(a) = self.announcing.clone() else { return Next::OfferPriority };
        // CR 118.9: an alternative cost's life, paid with its other parts.
        if matches!(a.origin, Origin::Cast | Origin::CastResolving) {
            self.pay_alternative_life(&a);
        }
        if a.origin == Origin::Activate {
            let cards = self.cards.clone();
            if let Some(Ability::Activated(ab)) = a.ability.and_then(|i| cards.get(a.card).ability(i)) {
                // CR 616.1: the replacement effects of the moves the cost makes are chosen
                // before any of it is paid; the answer pays it from here.
                if self.zone_replacements_possible(crate::state::zones::Zone::Graveyard) && self.ask_before_moves(&self.cost_moves(a.player, a.source, &ab.cost), crate::state::replacement_state::AfterMoveChoice::AnnounceCosts) {
                    return Next::Decide;
                }
                if let Err(e) = self.pay_non_mana_costs(a.player, a.source, &ab.cost) {
                    // FIXME(CR 732.1): an object-choosing part paid just before isn't
                    // given back; `own_part_check` refused before it was paid, so only
                    // paying that part itself could lead here.
                    return self.reverse_activation(a, e);
                }
            }
        }
        self.finish_announcing()
    }

    /// For an activation whose mana is paid: whether its own non-mana part can be paid
    /// now (None: not an activation, or not that far).
    fn own_part_check(&self, a: &Announcing) -> Option<Result<(), CostError>> {
        if a.origin != Origin::Activate || !a.mana_fixed || !a.due.is_paid() {
            return None;
        }
        match a.ability.and_then(|i| self.cards.get(a.card).ability(i)) {
            Some(Ability::Activated(ab)) => Some(self.check_non_mana(a.player, a.source, &ab.cost)),
            _ => None,
        }
    }

    /// CR 601.2g–h: while an activation whose cost uses its source (taps, untaps,
    /// sacrifices or exiles it) is paid for, that source: no mana ability whose cost uses
    /// it too may be activated first.
    pub(crate) fn source_needed(&self) -> Option<ObjectId> {
        let a = self.announcing.as_ref().filter(|a| a.origin == Origin::Activate && a.mana_fixed)?;
        match a.ability.and_then(|i| self.cards.get(a.card).ability(i)) {
            Some(Ability::Activated(ab)) if uses_source(&ab.cost) => Some(a.source),
            _ => None,
        }
    }

    /// CR 732.1–2: an activation that can't be completed is reversed: the ability leaves
    /// the stack, the mana spent on it returns to the pool (the mana abilities activated
    /// meanwhile stay activated, as 732.1 lets a player keep them), a once-each-turn
    /// activation no longer counts, and its controller keeps priority. The answers
    /// offered never lead here (invariant 2), which debug builds assert.
    fn reverse_activation(&mut self, a: Announcing, err: CostError) -> Next {
        debug_assert!(false, "the activation of an ability of {:?} reached a cost it can't pay: {err}", a.source);
        self.announcing = None;
        let top = self.stack.last().is_some_and(|s| matches!(s.kind, StackKind::Ability { source, .. } if source == a.source));
        if top {
            self.stack.pop();
        }
        self.players[a.player.index()].pool.absorb(&a.spent);
        if matches!(a.ability.and_then(|i| self.cards.get(a.card).ability(i)), Some(Ability::Activated(ab)) if ab.once_per_turn || ab.limit.is_some()) {
            if let Some(k) = self.activated_this_turn.iter().rposition(|(s, _)| *s == a.source) {
                self.activated_this_turn.remove(k);
            }
            if let Some(k) = self.activated_ever.iter().rposition(|(s, _)| *s == a.source) {
                self.activated_ever.remove(k);
            }
        }
        self.emit("732.1", crate::state::events::EventKind::ActivationReversed { player: a.player, source: a.source });
        self.turn.priority = a.player;
        self.turn.passes = 0;
        Next::OfferPriority
    }
}

/// CR 119.4: the life left after paying `k` life, if the life total allows it (paying
/// none always does).
fn life_left(life: i32, k: usize) -> Option<i32> {
    let k = k as i32;
    (k == 0 || life >= k).then_some(life - k)
}
