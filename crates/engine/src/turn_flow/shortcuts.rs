//! Shortcuts a game's driver may turn on (`Game::set_shortcuts`): decisions that offer no
//! real choice are not asked. Off by default (scenario scripts and the decision API see
//! every priority and every payment step); `manaweave sim` and `bench` turn them on.
//!
//! - Priority (CR 117.3d): a player whose only legal answers are passing and activating
//!   inert mana abilities (`inert_mana`: a land's or artifact's "{T}: Add one mana", no
//!   other cost, nothing else done, nothing in the game watching taps) passes at once.
//!   Casting a spell, playing a land, activating any other ability and special actions
//!   (turning a face-down permanent up) all keep the decision.
//! - Mana payment (CR 601.2g–h): when every source that could pay is inert and sources
//!   of one card making one type of mana are interchangeable, a payment is one choice
//!   among its distinct plans (how many sources of each kind it taps, so which stay
//!   untapped), and no choice at all when there is one plan. Anything else (mana in the
//!   pool, sources with several choices, convoke, Phyrexian or hybrid symbols, a cost
//!   paid after the mana that chooses objects) keeps the one-source-at-a-time payment.

use crate::state::decisions::Answer;
use crate::state::game::{Game, Next, Pending};
use crate::payment::mana::{ManaDue, PaymentFor};
use mw_ir::Ability;
use mw_types::{CardType, ManaType, ObjectId, PlayerId};
use smallvec::SmallVec;

pub use crate::state::settings::Shortcuts;

/// More kinds of interchangeable sources than this, or more plans, and the payment is
/// asked one source at a time.
const MAX_CLASSES: usize = 6;
const MAX_PLANS: usize = 24;

/// The distinct ways to pay a mana cost from inert sources: the sources by kind (a
/// card and the mana it makes), and each plan as how many of each kind it taps.
#[derive(Debug, Default)]
pub(crate) struct Plans {
    classes: SmallVec<[(mw_types::CardId, ManaType, SmallVec<[(ObjectId, u16); 8]>); MAX_CLASSES]>,
    plans: SmallVec<[[u8; MAX_CLASSES]; 4]>,
}

impl Game {
    /// The shortcuts this game takes.
    pub fn shortcuts(&self) -> Shortcuts {
        self.shortcuts
    }

    /// Turns shortcuts on or off from the next decision on.
    pub fn set_shortcuts(&mut self, s: Shortcuts) {
        self.shortcuts = s;
    }

    /// Whether tapping `source` for mana with its ability `ability` changes nothing but
    /// the mana pool: a noncreature permanent without counters, a mana ability whose
    /// only cost is {T}, that does nothing else (CR 605.3b) and adds unrestricted mana
    /// (CR 106.6), in a game where nothing triggers on mana abilities or taps.
    pub(crate) fn inert_mana(&self, source: ObjectId, ability: u16) -> bool {
        if self.cards.has_mana_rules() || self.cards.watches(mw_ir::ability::WATCH_TAPPED) {
            return false;
        }
        let Some((_, Ability::Mana(m))) = self.ability_at(source, ability) else { return false };
        if !(m.cost.is_only_tap() && m.then.is_empty() && m.spend.is_none()) {
            return false;
        }
        !self.is_type(source, CardType::Creature) && self.counters_on(source).next().is_none()
    }

    /// Whether every mana ability `player` could activate now for its {T} or {Q} (CR
    /// 302.6: not a tapped permanent's, nor a summoning-sick creature's) is inert
    /// (`inert_mana`), whether its other costs could be paid or not.
    fn all_mana_inert(&self, player: PlayerId) -> bool {
        self.battlefield.iter().all(|&id| {
            self.objects.get(id).is_none_or(|o| o.controller != player)
                || !self.may_have(id, crate::state::game::KIND_MANA)
                || self.abilities(id).all(|(i, _, a)| match a {
                    Ability::Mana(m) => !self.can_pay_tap_symbols(id, &m.cost) || self.inert_mana(id, i),
                    _ => true,
                })
        })
    }

    /// Gives priority to `player` (already `pending`): with the shortcut on, lists their
    /// actions (mana abilities aside) once, and passes for them when passing is the only
    /// one and their mana abilities are all inert (CR 117.3d); otherwise the whole list
    /// is kept for the decision.
    pub(crate) fn priority_shortcut(&mut self, player: PlayerId) -> Next {
        if !self.shortcuts.skip_empty_priority {
            return Next::Decide;
        }
        let mut answers = self.take_scratch();
        answers.clear();
        let pass = {
            let _frozen = self.freeze();
            let sources = crate::payment::mana::LazySources::new(self, player);
            self.priority_actions(player, &sources, &mut answers);
            let pass = answers.len() == 1 && self.all_mana_inert(player);
            if !pass {
                self.mana_ability_answers(player, &sources, &mut answers);
                self.keep_answers(&answers);
            }
            pass
        };
        self.put_scratch(answers);
        if pass {
            // As `apply` does before an answer: the pass may end the step or resolve
            // the stack (`pass_priority` declares the state unchanged when it doesn't).
            self.state_changes();
            return self.pass_priority(player);
        }
        Next::Decide
    }

    /// CR 601.2g–h: the distinct plans for the payment in progress, when it is simple
    /// enough to be one choice (see the module header); None otherwise.
    pub(crate) fn payment_plans(&self, player: PlayerId) -> Option<Plans> {
        if !self.shortcuts.payment_plans {
            return None;
        }
        let a = self.announcing.as_ref()?;
        let what = self.paying_for();
        if !self.usable_pool(player, what).is_empty() {
            return None;
        }
        let cards = self.cards.clone();
        let reserve = self.announcing_reserve(a, &cards);
        if reserve.extra.is_some() {
            return None;
        }
        // What the cost needs: mana of each type, then any.
        let (need, total) = a.due.by_type()?;
        let mut plans = Plans::default();
        for s in self.payment_sources(player).iter() {
            if Some(s.source) == reserve.exclude {
                continue;
            }
            let ([choice], [ability]) = (&s.choices[..], &s.abilities[..]) else { return None };
            let ([t], false) = (&choice[..], s.has_costs()) else { return None };
            if !self.inert_mana(s.source, *ability) {
                return None;
            }
            let card = self.objects.get(s.source)?.card;
            match plans.classes.iter().position(|(c, m, _)| *c == card && *m == *t) {
                Some(k) => plans.classes[k].2.push((s.source, *ability)),
                None if plans.classes.len() < MAX_CLASSES => plans.classes.push((card, *t, SmallVec::from_slice(&[(s.source, *ability)]))),
                None => return None,
            }
        }
        let mut counts = [0u8; MAX_CLASSES];
        if !plans.enumerate(0, total, &need, &mut counts) || plans.plans.is_empty() {
            return None;
        }
        Some(plans)
    }

    /// The payment answers with the plans shortcut: the automatic payment, then each
    /// plan when there are several (`None`: not a simple payment).
    pub(crate) fn plan_answers(&self, player: PlayerId, out: &mut Vec<Answer>) -> bool {
        let Some(plans) = self.payment_plans(player) else { return false };
        out.push(Answer::AutoPay);
        if plans.plans.len() > 1 {
            out.extend((0..plans.plans.len() as u16).map(Answer::PayPlan));
        }
        true
    }

    /// Pays the mana in progress with plan `i`: taps the first sources of each kind it
    /// counts, then spends the pool on the cost.
    pub(crate) fn pay_plan(&mut self, player: PlayerId, i: u16, due: &mut ManaDue, what: PaymentFor) {
        let Some(plans) = self.payment_plans(player) else { return };
        self.pay_plan_of(player, &plans, i, due, what);
    }

    /// `pay_plan` with the plans of the payment in progress, found already.
    fn pay_plan_of(&mut self, player: PlayerId, plans: &Plans, i: u16, due: &mut ManaDue, what: PaymentFor) {
        let Some(counts) = plans.plans.get(i as usize) else { return };
        for (k, (_, mana, ids)) in plans.classes.iter().enumerate() {
            for &(source, ability) in ids.iter().take(counts[k] as usize) {
                self.activate_mana_ability(player, source, ability, *mana);
            }
        }
        self.spend_pool_on(player, due, what, 0);
    }

    /// Plan `i` of the payment in progress in words ("tap 2 Mountain, 1 Forest").
    pub(crate) fn plan_words(&self, i: u16) -> String {
        let plans = self.decision().player.and_then(|p| self.payment_plans(p));
        let Some((plans, counts)) = plans.as_ref().and_then(|p| Some((p, p.plans.get(i as usize)?))) else {
            return format!("payment plan {i}");
        };
        let parts: Vec<String> = plans
            .classes
            .iter()
            .zip(counts)
            .filter(|(_, n)| **n > 0)
            .map(|((card, _, _), n)| format!("{n} {}", self.cards.get(*card).name))
            .collect();
        format!("pay tapping {}", parts.join(", "))
    }

    /// CR 601.2g: asks for the payment in progress, or, with one plan only, makes it.
    pub(crate) fn ask_payment(&mut self, player: PlayerId) -> Next {
        // As `answer_payment` does with `Answer::PayPlan(0)`, with the plans found here.
        if let Some(plans) = self.payment_plans(player).filter(|p| p.plans.len() == 1) {
            let Some(mut due) = self.announcing.as_ref().map(|a| a.due.clone()) else { return Next::Decide };
            let what = self.paying_for();
            self.pay_plan_of(player, &plans, 0, &mut due, what);
            return self.after_payment_step(player, due);
        }
        self.pending = Pending::PayMana { player };
        Next::Decide
    }
}

impl Plans {
    /// Fills `plans` with every count vector from class `k` on that taps `left` more
    /// sources and meets `need` (mana of each type; the rest pays generic mana). False
    /// when there are too many.
    fn enumerate(&mut self, k: usize, left: u32, need: &[u32; 6], counts: &mut [u8; MAX_CLASSES]) -> bool {
        if k == self.classes.len() {
            if left == 0 && self.meets(need, counts) {
                if self.plans.len() >= MAX_PLANS {
                    return false;
                }
                self.plans.push(*counts);
            }
            return true;
        }
        let have = self.classes[k].2.len().min(u8::MAX as usize) as u32;
        for x in 0..=have.min(left) {
            counts[k] = x as u8;
            if !self.enumerate(k + 1, left - x, need, counts) {
                return false;
            }
        }
        counts[k] = 0;
        true
    }

    /// Whether tapping `counts` of each class makes at least the mana of each type `need`s.
    fn meets(&self, need: &[u32; 6], counts: &[u8; MAX_CLASSES]) -> bool {
        let mut made = [0u32; 6];
        for (k, (_, t, _)) in self.classes.iter().enumerate() {
            made[*t as usize] += counts[k] as u32;
        }
        made.iter().zip(need).all(|(m, n)| m >= n)
    }
}
