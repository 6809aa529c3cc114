//! Mana abilities (CR 605): what they could produce (CR 106.7), activating them, and
//! tapping for mana (CR 106.12): replacement effects on that mana and triggered mana
//! abilities, which resolve at once (CR 605.1b, 605.4a).

use crate::state::events::EventKind;
use crate::state::game::Game;
use crate::payment::mana::{mask_of, TypeMask};
use mw_ir::{Ability, Controller, ManaAbility, ManaProduction, ManaReplacement, ManaTrigger};
use mw_types::{CardType, ManaType, ObjectId, PlayerId};
use smallvec::SmallVec;

fn types_of(mask: TypeMask) -> impl Iterator<Item = ManaType> {
    ManaType::ALL.into_iter().filter(move |t| mask & mask_of(*t) != 0)
}

const COLORS: TypeMask = 0b01_1111;

impl Game {
    /// CR 106.7: the types of mana `id` could produce: what its mana abilities would add
    /// if they resolved now, replacement effects applied, costs ignored; never looping.
    /// Each permanent is asked at most once per query (a permanent asked again adds
    /// nothing more), so a query is linear in the number of lands, not exponential.
    pub fn could_produce(&self, id: ObjectId) -> Vec<ManaType> {
        let mut visited = SmallVec::new();
        types_of(self.could_produce_mask(id, &mut visited)).collect()
    }

    fn could_produce_mask(&self, id: ObjectId, visited: &mut SmallVec<[ObjectId; 8]>) -> TypeMask {
        if visited.contains(&id) {
            return 0;
        }
        if self.objects.get(id).is_none() {
            return 0;
        }
        visited.push(id);
        // CR 106.7 / 602.5: a mana ability that can't be activated produces nothing.
        if self.activation_forbidden(id, true) {
            return 0;
        }
        let mut mask = 0;
        for (_, _, a) in self.abilities(id) {
            if let Ability::Mana(m) = a {
                mask |= self.ability_could_produce(id, m, visited);
            }
        }
        mask
    }

    fn ability_could_produce(&self, id: ObjectId, m: &ManaAbility, visited: &mut SmallVec<[ObjectId; 8]>) -> TypeMask {
        let raw = match &m.produce {
            ManaProduction::Fixed(v) => v.iter().fold(0, |k, t| k | mask_of(*t)),
            ManaProduction::OneOf { colors, .. } | ManaProduction::Combination { colors, .. } => colors.iter().fold(0, |k, c| k | mask_of(ManaType::of_color(c))),
            ManaProduction::OneOfAmount { colors, amount } => {
                let n = self.controller(id).map_or(0, |p| self.static_amount(*amount, p, id));
                if n > 0 { colors.iter().fold(0, |k, c| k | mask_of(ManaType::of_color(c))) } else { 0 }
            }
            ManaProduction::PerCreature(t) => {
                if self.creature_count(self.controller(id)) > 0 { mask_of(*t) } else { 0 }
            }
            ManaProduction::Counted { mana, of } => {
                if self.counted_for(*of, id) > 0 { mask_of(*mana) } else { 0 }
            }
            ManaProduction::Amount { mana, amount } => {
                let n = self.controller(id).map_or(0, |p| self.static_amount(*amount, p, id));
                if n > 0 { mask_of(*mana) } else { 0 }
            }
            ManaProduction::CouldProduce { whose, colors_only } => {
                self.lands_could_produce(id, *whose, *colors_only, visited)
            }
            ManaProduction::ChosenColor { or } => {
                or.iter().chain(self.chosen_color(id)).fold(0, |k, c| k | mask_of(ManaType::of_color(c)))
            }
            ManaProduction::LinkedExiledColors => self.linked_exiled_colors(id).iter().fold(0, |k, c| k | mask_of(ManaType::of_color(c))),
            ManaProduction::Instead { .. } => self.raw_mana_choices(id, &m.produce).iter().flatten().fold(0, |k, t| k | mask_of(*t)),
        };
        if raw != 0 && m.cost.tap && self.is_type(id, CardType::Land) {
            if let Some((t, least)) = self.lands_produce_only() {
                // How much it makes, where the ability says (otherwise either may happen).
                let amount = match &m.produce {
                    ManaProduction::Fixed(v) => Some(v.len()),
                    ManaProduction::OneOf { amount, .. } | ManaProduction::Combination { amount, .. } => Some(*amount as usize),
                    ManaProduction::Instead { .. } => self.raw_mana_choices(id, &m.produce).first().map(|c| c.len()),
                    _ => None,
                };
                return match amount {
                    Some(n) if n < least => raw,
                    Some(_) => mask_of(t),
                    None if least <= 1 => mask_of(t),
                    None => raw | mask_of(t),
                };
            }
        }
        raw
    }

    /// What the lands of `whose` (relative to `id`'s controller) could produce together.
    fn lands_could_produce(&self, id: ObjectId, whose: Controller, colors_only: bool, visited: &mut SmallVec<[ObjectId; 8]>) -> TypeMask {
        let me = self.controller(id);
        let mut mask = 0;
        for i in 0..self.battlefield.len() {
            let l = self.battlefield[i];
            let Some(c) = self.characteristics(l) else { continue };
            let mine = Some(c.controller) == me;
            let wanted = match whose {
                Controller::Any => true,
                Controller::You => mine,
                Controller::NotYou | Controller::Defending => !mine,
                Controller::Player { .. } => false,
            };
            if wanted && c.is(CardType::Land) {
                mask |= self.could_produce_mask(l, visited);
            }
        }
        if colors_only { mask & COLORS } else { mask }
    }

    fn creature_count(&self, p: Option<PlayerId>) -> usize {
        self.battlefield
            .iter()
            .filter(|&&c| self.characteristics(c).is_some_and(|ch| Some(ch.controller) == p && ch.is(CardType::Creature)))
            .count()
    }

    /// CR 106.12b: "if a land is tapped for [two or more] mana, it produces {B} instead"
    /// in force: the type, and the least amount of mana it replaces.
    fn lands_produce_only(&self) -> Option<(ManaType, usize)> {
        if !self.cards.has_mana_rule(crate::state::card_table::MANA_RULE_LANDS_ONLY) {
            return None;
        }
        let rule = crate::state::card_table::KIND_MANA_RULE;
        self.battlefield.iter().filter(|&&p| self.may_have(p, rule)).find_map(|&p| {
            self.abilities(p).find_map(|(_, _, a)| match a {
                Ability::TappedForMana(ManaReplacement::LandsProduceOnly(t)) => Some((*t, 1)),
                Ability::TappedForMana(ManaReplacement::LandsProduceOnlyFromMany { mana, least }) => Some((*mana, usize::from(*least))),
                _ => None,
            })
        })
    }

    /// The choices one activation of a mana ability of `id` offers now, as they will
    /// resolve: a type-changing replacement on tapping lands for mana applies (CR 106.12b).
    /// CR 607.2: the color chosen as the permanent entered, if any.
    pub(crate) fn chosen_color(&self, id: ObjectId) -> Option<mw_types::Color> {
        self.objects.last_known(id).and_then(|o| o.chosen_color())
    }

    /// CR 607.2a: the colors of the cards `id`'s linked abilities exiled, still in exile.
    fn linked_exiled_colors(&self, id: ObjectId) -> mw_types::ColorSet {
        let mut colors = mw_types::ColorSet::EMPTY;
        for o in self.linked_exiled(id).filter_map(|c| self.objects.get(c)) {
            self.cards.get(o.card).colors.iter().for_each(|k| colors.insert(k));
        }
        colors
    }

    pub(crate) fn mana_choices(&self, id: ObjectId, m: &ManaAbility) -> SmallVec<[SmallVec<[ManaType; 2]>; 5]> {
        let raw = self.raw_mana_choices(id, &m.produce);
        if self.cards.has_mana_rules() && m.cost.tap && !raw.is_empty() && self.is_type(id, CardType::Land) {
            if let Some((t, least)) = self.lands_produce_only() {
                // Each way the ability could produce mana is replaced when it makes at
                // least that much (CR 106.12b: one mana of that type instead).
                let mut out: SmallVec<[SmallVec<[ManaType; 2]>; 5]> = SmallVec::new();
                for c in raw {
                    let c = if c.len() >= least { smallvec::smallvec![t] } else { c };
                    if !out.contains(&c) {
                        out.push(c);
                    }
                }
                return out;
            }
        }
        raw
    }

    pub(crate) fn raw_mana_choices(&self, id: ObjectId, p: &ManaProduction) -> SmallVec<[SmallVec<[ManaType; 2]>; 5]> {
        match p {
            ManaProduction::Fixed(v) => smallvec::smallvec![v.clone()],
            ManaProduction::OneOf { colors, amount } => colors
                .iter()
                .map(|c| (0..*amount).map(|_| ManaType::of_color(c)).collect())
                .collect(),
            ManaProduction::Combination { colors, amount, distinct } => combinations(*colors, *amount, *distinct),
            ManaProduction::PerCreature(t) => {
                let n = self.creature_count(self.controller(id)).min(64);
                if n == 0 {
                    SmallVec::new()
                } else {
                    smallvec::smallvec![(0..n).map(|_| *t).collect()]
                }
            }
            ManaProduction::Counted { mana, of } => {
                let n = self.counted_for(*of, id).clamp(0, 64) as usize;
                if n == 0 {
                    SmallVec::new()
                } else {
                    smallvec::smallvec![(0..n).map(|_| *mana).collect()]
                }
            }
            ManaProduction::Amount { mana, amount } => {
                let n = self.controller(id).map_or(0, |p| self.static_amount(*amount, p, id)).clamp(0, 64) as usize;
                if n == 0 {
                    SmallVec::new()
                } else {
                    smallvec::smallvec![(0..n).map(|_| *mana).collect()]
                }
            }
            // CR 106.1: one color chosen, the amount figured as the mana is added.
            ManaProduction::OneOfAmount { colors, amount } => {
                let n = self.controller(id).map_or(0, |p| self.static_amount(*amount, p, id)).clamp(0, 64) as usize;
                if n == 0 {
                    SmallVec::new()
                } else {
                    colors.iter().map(|c| (0..n).map(|_| ManaType::of_color(c)).collect()).collect()
                }
            }
            ManaProduction::LinkedExiledColors => self.linked_exiled_colors(id).iter().map(|c| smallvec::smallvec![ManaType::of_color(c)]).collect(),
            ManaProduction::ChosenColor { or } => {
                let mut colors = *or;
                if let Some(c) = self.chosen_color(id) {
                    colors.insert(c);
                }
                colors.iter().map(|c| smallvec::smallvec![ManaType::of_color(c)]).collect()
            }
            // CR 608.2c: the condition as the ability resolves (at once, CR 605.3a).
            ManaProduction::Instead { condition, then, otherwise } => {
                let holds = self.controller(id).is_some_and(|p| self.condition_holds(*condition, p, id));
                smallvec::smallvec![if holds { then.clone() } else { otherwise.clone() }]
            }
            ManaProduction::CouldProduce { whose, colors_only } => {
                let mut visited = smallvec::smallvec![id];
                let mask = self.lands_could_produce(id, *whose, *colors_only, &mut visited);
                types_of(mask).map(|t| smallvec::smallvec![t]).collect()
            }
        }
    }

    /// CR 605.3: activates a mana ability; it resolves at once and its mana goes to the
    /// player's pool. `mana` picks among the choices the ability offers. A mana part of
    /// its cost is paid from the pool as it stands (see `activate_mana_ability_paying`
    /// for one paid by other mana abilities too).
    pub(crate) fn activate_mana_ability(&mut self, player: PlayerId, source: ObjectId, ability: u16, mana: ManaType) {
        let pool = self.usable_pool(player, crate::payment::mana::PaymentFor::Ability(source));
        let with: SmallVec<[ManaType; 8]> = pool.iter().flat_map(|(t, n)| std::iter::repeat_n(t, n.min(16) as usize)).collect();
        self.activate_mana_ability_with(player, source, ability, mana, &with);
    }

    /// `activate_mana_ability`, its mana cost (if any) paid with these types of mana from
    /// the pool.
    pub(crate) fn activate_mana_ability_with(&mut self, player: PlayerId, source: ObjectId, ability: u16, mana: ManaType, with: &[ManaType]) {
        if self.activation_forbidden(source, true) {
            return;
        }
        let Some((_, Ability::Mana(m))) = self.ability_at(source, ability) else { return };
        if self.mana_used_this_turn(m, source, ability) {
            return;
        }
        let (cost, produce, spend, then, once) = (m.cost.clone(), m.produce.clone(), m.spend, m.then.clone(), m.once_per_turn);
        let choices = self.raw_mana_choices(source, &produce);
        // The answer names a predicted mana (after replacements); match it against what
        // the ability itself makes, before replacements apply.
        let known = choices.iter().any(|c| c.first() == Some(&mana));
        let mana = if !known && self.mana_choices(source, m).iter().any(|c| c.first() == Some(&mana)) {
            choices.first().and_then(|c| c.first().copied()).unwrap_or(mana)
        } else {
            mana
        };
        let is_land = self.is_type(source, CardType::Land);
        // CR 602.2: a cost that can't be paid (energy spent meanwhile) makes no mana.
        if !self.can_pay_non_mana(player, source, &cost) {
            return;
        }
        // CR 601.2g–h: the source of the activation being paid for, needed by its own
        // cost after the mana, can't be used by its own mana ability first. Never offered
        // (`choice_keeps_payable`, `Reserve::exclude`); refused here, nothing paid.
        if Some(source) == self.source_needed() && crate::payment::cost_order::uses_source(&cost) {
            debug_assert!(false, "{}", crate::payment::costs::CostError::SourceNeeded(source));
            return;
        }
        if !cost.mana.is_empty() && !self.pay_mana_ability_cost(player, source, &cost, with) {
            return;
        }
        // CR 118.3: the object its cost chooses (asked for before, or planned).
        if let Some(extra) = &cost.extra {
            if !self.pay_mana_choice(player, source, ability, extra) {
                return;
            }
        }
        if self.pay_non_mana_costs(player, source, &cost).is_err() {
            return;
        }
        // CR 602.5b: activated (its costs paid) once this turn.
        if once {
            self.activated_this_turn.push((source, ability));
        }
        // CR 106.5: a type that can't be defined gives no mana.
        let Some(chosen) = choices.into_iter().find(|c| c.first() == Some(&mana)) else {
            self.emit("106.5", EventKind::ManaAdded { player, mana, amount: 0 });
            return;
        };
        let mut produced: SmallVec<[(ManaType, u32); 2]> = SmallVec::new();
        for t in chosen {
            match produced.iter_mut().find(|(k, _)| *k == t) {
                Some(e) => e.1 = e.1.saturating_add(1),
                None => produced.push((t, 1)),
            }
        }
        let rules = self.cards.has_mana_rules();
        if cost.tap && rules {
            self.replace_tapped_mana(player, is_land, &mut produced);
        }
        for &(t, n) in &produced {
            match spend {
                // CR 106.6: the mana keeps its restriction in the pool.
                Some(only) => {
                    let only = self.resolve_spend(source, only);
                    self.players[player.index()].pool.add_restricted(t, only, n);
                    self.emit("106.6", EventKind::ManaAdded { player, mana: t, amount: n });
                }
                None => self.add_mana(player, t, n),
            }
        }
        if rules && cost.tap && produced.iter().any(|(_, n)| *n > 0) && is_land {
            self.tapped_for_mana_triggers(player, source, &produced);
        }
        // CR 106.12 / 605.1b: "whenever you tap ~ for mana" abilities that add no mana
        // wait for the stack like other triggered abilities.
        if cost.tap && self.cards.has_trigger(&mw_ir::Trigger::SelfTappedForMana) {
            self.queue_triggers(source, player, &mw_ir::Trigger::SelfTappedForMana);
        }
        // CR 605.3b: the rest of its instructions, at once.
        let ctx = crate::state::effect_context::EffectCtx::bare(player, source);
        for e in &then {
            self.mana_rider(e, &ctx);
        }
    }

    /// CR 605.3b: one further instruction of a mana ability, done at once ("if you
    /// control a Nissa planeswalker, you gain 2 life": the condition as it resolves).
    fn mana_rider(&mut self, e: &mw_ir::Effect, ctx: &crate::state::effect_context::EffectCtx) {
        match e {
            mw_ir::Effect::If { condition, effect, otherwise: None } => {
                if self.condition_holds_in(*condition, ctx) {
                    self.mana_rider(effect, ctx);
                }
            }
            _ => self.execute_simple(e, ctx),
        }
    }

    /// CR 602.5b: whether this "activate only once each turn" mana ability was
    /// activated this turn.
    pub(crate) fn mana_used_this_turn(&self, m: &mw_ir::ManaAbility, source: ObjectId, ability: u16) -> bool {
        m.once_per_turn && self.activated_this_turn.contains(&(source, ability))
    }

    /// CR 106.12b: replacement effects on mana from tapping for mana. Applied in a fixed
    /// order (type changes, then multipliers); amounts saturate.
    fn replace_tapped_mana(&mut self, player: PlayerId, is_land: bool, produced: &mut SmallVec<[(ManaType, u32); 2]>) {
        if is_land {
            let total: u64 = produced.iter().map(|(_, n)| u64::from(*n)).sum();
            if let Some((t, _)) = self.lands_produce_only().filter(|(_, least)| total >= *least as u64) {
                produced.clear();
                produced.push((t, 1));
                self.emit("106.12b", EventKind::ManaReplaced { player });
            }
        }
        if !self.cards.has_mana_rule(crate::state::card_table::MANA_RULE_MULTIPLY) {
            return;
        }
        for i in 0..self.battlefield.len() {
            let id = self.battlefield[i];
            if self.objects.get(id).is_none_or(|o| o.controller != player) || !self.may_have(id, crate::state::card_table::KIND_MANA_RULE) {
                continue;
            }
            for (_, _, a) in self.abilities(id) {
                if let Ability::TappedForMana(ManaReplacement::Multiply(k)) = a {
                    produced.iter_mut().for_each(|e| e.1 = e.1.saturating_mul(*k));
                }
            }
        }
    }

    /// CR 106.12a / 605.4a: triggered mana abilities resolve immediately.
    fn tapped_for_mana_triggers(&mut self, player: PlayerId, land: ObjectId, produced: &[(ManaType, u32)]) {
        if !self.cards.has_mana_rule(crate::state::card_table::MANA_RULE_TRIGGER) {
            return;
        }
        let mut adds: SmallVec<[(PlayerId, ManaType); 4]> = SmallVec::new();
        for &p in &self.battlefield {
            let Some(o) = self.objects.get(p) else { continue };
            if !self.may_have(p, crate::state::card_table::KIND_MANA_RULE) {
                continue;
            }
            for (_, _, a) in self.abilities(p) {
                match a {
                    Ability::ManaTrigger(ManaTrigger::EnchantedLandAdds(produce)) if o.attached_to == Some(land) => {
                        let controller = self.controller(land).unwrap_or(player);
                        match produce {
                            ManaProduction::Fixed(v) => adds.extend(v.iter().map(|t| (controller, *t))),
                            // CR 614.12: the color the Aura's controller chose as it entered.
                            ManaProduction::ChosenColor { .. } => {
                                if let Some(crate::state::objects::Chosen::Color(k)) = o.chosen {
                                    adds.push((controller, ManaType::of_color(k)));
                                }
                            }
                            _ => {}
                        }
                    }
                    Ability::ManaTrigger(ManaTrigger::AnyLandAddsProducedType) => {
                        if let Some(&(t, _)) = produced.iter().find(|(_, n)| *n > 0) {
                            adds.push((player, t));
                        }
                    }
                    _ => {}
                }
            }
        }
        for (p, t) in adds {
            self.emit("605.4a", EventKind::ManaAdded { player: p, mana: t, amount: 1 });
            self.players[p.index()].pool.add(t, 1);
        }
    }

    pub(crate) fn add_mana(&mut self, player: PlayerId, mana: ManaType, amount: u32) {
        self.players[player.index()].pool.add(mana, amount);
        self.emit("106.4", EventKind::ManaAdded { player, mana, amount });
    }
}

/// CR 106.1: every way to add `amount` mana of these colors, each mana's color chosen
/// (a multiset, in color order); `distinct`: no color twice (a set).
fn combinations(colors: mw_types::ColorSet, amount: u32, distinct: bool) -> SmallVec<[SmallVec<[ManaType; 2]>; 5]> {
    let types: SmallVec<[ManaType; 5]> = colors.iter().map(ManaType::of_color).collect();
    let mut out = SmallVec::new();
    let mut pick: SmallVec<[ManaType; 2]> = SmallVec::new();
    fn go(types: &[ManaType], left: u32, distinct: bool, pick: &mut SmallVec<[ManaType; 2]>, out: &mut SmallVec<[SmallVec<[ManaType; 2]>; 5]>) {
        if left == 0 {
            out.push(pick.clone());
            return;
        }
        for (i, t) in types.iter().enumerate() {
            pick.push(*t);
            // Later choices never come before this color: each multiset once.
            let rest = if distinct { &types[i + 1..] } else { &types[i..] };
            go(rest, left - 1, distinct, pick, out);
            pick.pop();
        }
    }
    go(&types, amount, distinct, &mut pick, &mut out);
    out
}
