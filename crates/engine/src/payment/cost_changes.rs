//! Cost changes (CR 601.2f, 118.7): a spell's total cost is its mana cost (or other cost),
//! plus optional additional costs, plus increases, less reductions, from the spell's own
//! abilities and the static abilities of permanents.

use crate::continuous_effects::frozen::CostChanger;
use crate::state::game::Game;
use mw_ir::{Ability, CardDef, Controller, CostChange};
use mw_types::{ManaSymbol, ObjectId, PlayerId};
use smallvec::SmallVec;
use std::borrow::Cow;


impl Game {
    /// CR 601.2f: the mana `player` pays to cast `card` as `def` (with its kicker or
    /// buyback cost paid `kicks` times, CR 702.56a), cost changes applied.
    pub(crate) fn spell_cost<'a>(&self, player: PlayerId, card: ObjectId, def: &'a CardDef, kicks: u8) -> Cow<'a, [ManaSymbol]> {
        self.changed_cost(player, card, def, Cow::Borrowed(&def.mana_cost.symbols), kicks)
    }

    /// CR 602.2b / 601.2f: the mana an activated ability of `source` costs `player` now,
    /// with the ability's own cost change ("This ability costs {1} less to activate for
    /// each legendary creature you control").
    pub(crate) fn ability_mana<'a>(&self, player: PlayerId, source: ObjectId, ab: &'a mw_ir::ActivatedAbility) -> Cow<'a, [ManaSymbol]> {
        let Some(c) = &ab.cost_change else { return Cow::Borrowed(&ab.cost.mana.symbols) };
        let mut all = ab.cost.mana.symbols.clone();
        self.apply_cost_change(c, player, source, player, crate::state::game::NO_OBJECT, &mut all);
        all.retain(|s| *s != ManaSymbol::Generic(0));
        Cow::Owned(all)
    }

    /// CR 601.2f: `spell_cost` once X is announced: X's value counts in the total cost
    /// before cost changes apply, so a reduction of generic mana may reduce what X asks.
    pub(crate) fn spell_cost_with_x(&self, player: PlayerId, card: ObjectId, def: &CardDef, kicks: u8, x: u32) -> Vec<ManaSymbol> {
        let base: Vec<ManaSymbol> = def.mana_cost.symbols.iter().map(|s| if *s == ManaSymbol::X { ManaSymbol::Generic(x) } else { *s }).collect();
        self.changed_cost(player, card, def, Cow::Owned(base), kicks).into_owned()
    }

    /// CR 601.2b / 601.2f: the largest X the spell being announced could be paid with,
    /// from `least` (what the cost with X left unreduced allows) up: a reduction that
    /// finds no generic mana in the printed cost reduces what X asks.
    pub(crate) fn max_x_reduced(&self, player: PlayerId, card: ObjectId, def: &CardDef, kicks: u8, least: u32, reserve: &crate::payment::cost_order::Reserve, what: crate::payment::mana::PaymentFor) -> u32 {
        if !self.cards.has_cost_changes() {
            return least;
        }
        let sources = self.mana_sources(player);
        let mut x = least;
        while x < least.saturating_add(256) && self.can_pay_mana_reserved(player, &self.spell_cost_with_x(player, card, def, kicks, x + 1), 0, &sources, what, reserve) {
            x += 1;
        }
        x
    }

    /// `spell_cost` starting from another cost (an alternative cost, CR 118.9).
    pub(crate) fn changed_cost<'a>(&self, player: PlayerId, card: ObjectId, def: &CardDef, base: Cow<'a, [ManaSymbol]>, kicks: u8) -> Cow<'a, [ManaSymbol]> {
        // The common case first, on the priority hot path: nothing to add or change.
        // CR 601.2f: the mana of the additional cost chosen of several (while announced).
        let option = self.option_mana(card, def);
        // CR 702.42a: the entwine cost of the modes chosen.
        let entwine = self.entwine_mana(card, def);
        if kicks == 0 && option.is_none() && entwine.is_none() && !self.cards.has_cost_changes() && self.commander.is_none() && self.play_permissions.is_empty() {
            return base;
        }
        let kicker = if kicks > 0 { crate::state::announcing::kicker_cost(def) } else { None };
        let changes = if self.cards.has_cost_changes() { self.cost_changes_for(player, card, def) } else { SmallVec::new() };
        // CR 903.8: the commander tax, an additional {2} per earlier cast from the command zone.
        let tax = self.commander_tax(player, card) + self.permission_tax(player, card);
        if kicker.is_none() && option.is_none() && entwine.is_none() && changes.is_empty() && tax == 0 {
            return base;
        }
        let mut all = base.into_owned();
        if tax > 0 {
            all.push(ManaSymbol::Generic(tax));
        }
        for m in option.into_iter().chain(entwine) {
            all.extend(m.symbols.iter().copied());
        }
        if let Some(k) = kicker {
            for _ in 0..kicks {
                all.extend(k.symbols.iter().copied());
            }
        }
        self.apply_cost_changes(&changes, player, card, &mut all);
        Cow::Owned(all)
    }

    /// CR 601.2c/601.2f: for a spell that costs less "if it targets a tapped creature",
    /// the quality the next target must have while the cost without the reduction is out
    /// of reach (it was offered for casting on that promise); None when any will do.
    pub(crate) fn target_for_reduction(&self, a: &crate::state::announcing::Announcing) -> Option<mw_ir::ObjectFilter> {
        if a.origin != crate::state::announcing::Origin::Cast {
            return None;
        }
        let def = self.cards.get(a.card);
        let filter = def.abilities.iter().find_map(|ab| match ab {
            Ability::CostChange(CostChange { condition: Some(mw_ir::Condition::SpellTargets(f)), .. }) => Some(*f),
            _ => None,
        })?;
        let what = crate::payment::mana::PaymentFor::Spell(a.card);
        let x = self.stack.last().map_or(0, |s| s.x);
        let payable = self.can_pay_mana(a.player, &self.spell_cost(a.player, a.source, def, 0), x, &self.mana_sources(a.player), what);
        (!payable).then_some(filter)
    }

    /// Whether the spell `source` (not cast yet) has a legal target passing `filter`.
    pub(crate) fn could_target_matching(&self, filter: &mw_ir::ObjectFilter, player: PlayerId, source: ObjectId) -> bool {
        let Some(o) = self.objects.get(source) else { return false };
        let def = self.cards.get(self.cards.castable(o.card));
        let specs = crate::state::announcing::ability_targets(def, crate::state::announcing::spell_ability(def));
        specs.iter().any(|spec| {
            self.find_target(spec, player, source, |t| matches!(t, crate::state::events::Target::Object(id) if self.object_matches(filter, id, player, source)))
        })
    }

    /// The cost changes that apply to `player` casting `card` (`def`): the spell's own,
    /// then the permanents', increases before reductions (CR 601.2f).
    fn cost_changes_for<'a>(&'a self, player: PlayerId, card: ObjectId, def: &'a CardDef) -> SmallVec<[(&'a CostChange, PlayerId, ObjectId); 2]> {
        let mut changes: SmallVec<[(&CostChange, PlayerId, ObjectId); 2]> = SmallVec::new();
        for a in &def.abilities {
            if let Ability::CostChange(c) = a {
                if c.caster.is_none() {
                    changes.push((c, player, card));
                }
            }
        }
        let mut each = |k: &CostChanger| {
            let Some(Ability::CostChange(c)) = self.ability(k.ability) else { return };
            let caster_ok = match c.caster {
                Some(Controller::You) => player == k.controller,
                Some(Controller::NotYou) => player != k.controller,
                Some(Controller::Any) => true,
                _ => false,
            };
            if caster_ok && self.object_matches(&c.filter, card, k.controller, k.source) {
                changes.push((c, k.controller, k.source));
            }
        };
        match self.kept_cost_changers() {
            Some(list) => list.iter().for_each(&mut each),
            None => {
                let mut list: SmallVec<[CostChanger; 4]> = SmallVec::new();
                self.cost_changers_into(&mut list);
                list.iter().for_each(&mut each);
            }
        }
        // Increases, then reductions, then floors on the total (CR 601.2f).
        changes.sort_by_key(|(c, _, _)| (c.minimum > 0, !c.more));
        changes
    }

    /// The cost-changing abilities the permanents on the battlefield have now.
    pub(crate) fn cost_changers_into(&self, out: &mut impl Extend<CostChanger>) {
        for &source in &self.battlefield {
            if !self.may_have(source, crate::state::game::KIND_COST_CHANGE) {
                continue;
            }
            let Some(controller) = self.controller(source) else { continue };
            out.extend(
                self.abilities(source)
                    .filter(|(_, _, a)| matches!(a, Ability::CostChange(_)))
                    .map(|(_, ability, _)| CostChanger { source, controller, ability }),
            );
        }
    }

    /// Applies the changes in order (CR 601.2f).
    fn apply_cost_changes(&self, changes: &[(&CostChange, PlayerId, ObjectId)], caster: PlayerId, spell: ObjectId, all: &mut Vec<ManaSymbol>) {
        for &(c, controller, source) in changes {
            self.apply_cost_change(c, controller, source, caster, spell, all);
        }
        all.retain(|s| *s != ManaSymbol::Generic(0));
    }

    /// One cost change to the cost of `spell` (or of an ability: `NO_OBJECT`), if its
    /// condition holds, as many times as it says.
    fn apply_cost_change(&self, c: &CostChange, controller: PlayerId, source: ObjectId, caster: PlayerId, spell: ObjectId, all: &mut Vec<ManaSymbol>) {
        if c.condition.is_some_and(|k| !self.condition_holds(k, controller, source)) {
            return;
        }
        // CR 601.2f: "except during its controller's turn" (the caster's).
        if c.except_casters_turn && self.turn.active == caster {
            return;
        }
        if c.minimum > 0 {
            raise_to(all, u32::from(c.minimum));
            return;
        }
        let times = match c.times {
            // CR 601.2f: the caster's spells this turn, the one being cast not yet among
            // them (it is counted as it becomes cast, CR 601.2i).
            mw_ir::Amount::Count { of: mw_ir::Counted::CasterSpellsThisTurn, times } => self.players[caster.index()].cast_this_turn.saturating_mul(times.max(0) as u32),
            mw_ir::Amount::Count { of: mw_ir::Counted::SpellTargets { beyond_first }, times } => {
                self.spell_targets(spell).saturating_sub(u32::from(beyond_first)).saturating_mul(times.max(0) as u32)
            }
            a => self.static_amount(a, controller, source).max(0) as u32,
        };
        for _ in 0..times.min(64) {
            if c.more {
                all.extend(c.mana.symbols.iter().copied());
            } else {
                c.mana.symbols.iter().for_each(|s| reduce(all, *s));
            }
        }
    }

    /// CR 601.2f: the targets the spell being cast has chosen (601.2c comes first); an
    /// unchosen optional target counts none. Before it is cast (may it be, CR 601.3):
    /// the targets it must choose.
    fn spell_targets(&self, spell: ObjectId) -> u32 {
        let unchosen = crate::state::events::Target::Object(crate::state::game::NO_OBJECT);
        if let Some(item) = self.stack.iter().rev().find(|s| s.spell_object() == Some(spell)) {
            return item.targets.iter().filter(|t| **t != unchosen).count() as u32;
        }
        let Some(o) = self.objects.get(spell) else { return 0 };
        let def = self.cards.get(self.cards.castable(o.card));
        let specs = crate::state::announcing::ability_targets(def, crate::state::announcing::spell_ability(def));
        specs.iter().filter(|s| !s.optional).count() as u32
    }

    /// CR 601.2f: whether the spell being announced could still be paid for with one
    /// more target than it has chosen ("spells cost {1} more to cast for each target"),
    /// so an optional target is offered only when it keeps the cost payable.
    pub(crate) fn one_more_target_payable(&self, a: &crate::state::announcing::Announcing) -> bool {
        if a.origin != crate::state::announcing::Origin::Cast || !self.cards.has_cost_changes() {
            return true;
        }
        let def = self.cards.get(a.card);
        let changes = self.cost_changes_for(a.player, a.source, def);
        let per_target = |c: &&(&CostChange, PlayerId, ObjectId)| matches!(c.0.times, mw_ir::Amount::Count { of: mw_ir::Counted::SpellTargets { .. }, .. });
        if !changes.iter().any(|c| per_target(&c) && c.0.more) {
            return true;
        }
        let mut all = self.spell_cost(a.player, a.source, def, 0).into_owned();
        let first = self.spell_targets(a.source) == 0;
        for &(c, controller, source) in changes.iter().filter(per_target) {
            let beyond_first = matches!(c.times, mw_ir::Amount::Count { of: mw_ir::Counted::SpellTargets { beyond_first: true }, .. });
            if (beyond_first && first) || c.condition.is_some_and(|k| !self.condition_holds(k, controller, source)) {
                continue;
            }
            if c.more {
                all.extend(c.mana.symbols.iter().copied());
            } else {
                c.mana.symbols.iter().for_each(|s| reduce(&mut all, *s));
            }
        }
        let what = crate::payment::mana::PaymentFor::Spell(a.card);
        let x = self.stack.last().map_or(0, |s| s.x);
        self.can_pay_mana(a.player, &all, x, &self.mana_sources(a.player), what)
    }
}

/// CR 601.2f: once the total cost is determined, an effect on the total ("each spell
/// that would cost less than three mana to cast costs three mana to cast") adds generic
/// mana up to `least`. Each symbol counts as the mana it asks for (a Phyrexian symbol as
/// one, CR 107.4f).
/// FIXME: {X} counts as 0 here, since the announced X isn't known to the cost; the rules
/// count the X chosen (CR 601.2f comes after 601.2b's announcement).
fn raise_to(all: &mut Vec<ManaSymbol>, least: u32) {
    let total: u32 = all.iter().map(|s| s.mana_value()).sum();
    if total < least {
        all.push(ManaSymbol::Generic(least - total));
    }
}

/// CR 118.7a–d: takes one symbol's worth off a cost: generic from the generic part; a
/// color from that color's symbols, else from the generic part.
fn reduce(all: &mut Vec<ManaSymbol>, by: ManaSymbol) {
    let mut generic = match by {
        ManaSymbol::Generic(n) => n,
        other => match all.iter().position(|s| *s == other) {
            Some(i) => {
                all.remove(i);
                return;
            }
            None => 1,
        },
    };
    for s in all.iter_mut() {
        if let ManaSymbol::Generic(n) = s {
            let k = generic.min(*n);
            *n -= k;
            generic -= k;
        }
    }
}
