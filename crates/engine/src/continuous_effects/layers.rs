//! The layer system (CR 613): an object's characteristics from its copiable values
//! (layer 1, `copy`) through control (2), text (3), types (4), colors (5), abilities (6)
//! and power and toughness (7a–7d). Static abilities of permanents and effects of resolved
//! spells apply by `Layer`, in timestamp order within each (CR 613.7), characteristic-
//! defining abilities first (CR 613.3, 613.4a), counters in 7c (CR 613.4c). Dependency
//! (CR 613.8a): an effect that removes abilities applies before the effects of the
//! abilities it removes, which then don't exist; one that removes abilities keeps applying
//! once begun (CR 613.6). Other dependencies follow timestamps.
//!
//! Layer 3 (text-changing effects, CR 612) has no effect the compiler makes yet: it is
//! ordered like the others and stays empty.
//!
//! Fast path: with no copy effect and only static abilities that grant keywords or add
//! to power and toughness, nothing needs ordering beyond the sublayers of layer 7.

use crate::continuous_effects::characteristics::{Characteristics, LayerEffect};
use crate::continuous_effects::frozen::StaticSource;
use crate::state::game::Game;
use crate::state::zones::Zone;
use mw_ir::{Ability, Affected, Change};
use mw_types::{CardType, Layer, ObjectId, Subtype};
use smallvec::SmallVec;

/// How far a computation goes: `Abilities` stops after layer 6, which is what deciding
/// whether a source still has its abilities and counting permanents need: only its face,
/// whether it lost its text, its card types, land type and controller are meaningful.
#[derive(Clone, Copy, PartialEq, Eq)]
pub(crate) enum Depth {
    Full,
    Abilities,
}

/// One continuous effect that may apply to the object being computed.
#[derive(Clone, Copy)]
struct Op<'a> {
    layer: Layer,
    timestamp: u32,
    kind: OpKind<'a>,
}

#[derive(Clone, Copy)]
enum OpKind<'a> {
    /// From a static ability of `source`. `needs_text`: the ability applies only while its
    /// source still has it after abilities are removed (CR 613.8a: an effect that removes
    /// the ability is applied first); abilities that remove abilities keep applying once
    /// begun (CR 613.6).
    Static { source: ObjectId, affected: &'a Affected, change: Change, needs_text: bool },
    /// CR 613.1f: a static ability gives the objects it affects one of its card's
    /// `Ability::Granted` abilities.
    Grant { source: ObjectId, affected: &'a Affected, ability: crate::continuous_effects::abilities::AbilityRef, needs_text: bool },
    Resolved(LayerEffect),
    /// The object's own characteristic-defining ability for power and toughness.
    Cda,
}

/// Power and toughness gathered on the fast path, applied in layer 7's order at the end:
/// the latest set (7b), the sum of modifications (7c), and how many switches (7d).
#[derive(Default)]
struct PtParts {
    set: Option<(i32, i32)>,
    delta: (i32, i32),
    switches: u32,
}

impl Game {
    /// Whether anything beyond printed values, counters and resolved effects can shape
    /// characteristics now: static abilities or copy effects.
    pub(crate) fn layered_possible(&self) -> bool {
        self.static_sources > 0 || self.has_copies()
    }

    /// The characteristics of `id` (live, or its last known information), computed now.
    pub(crate) fn compute(&self, id: ObjectId, depth: Depth) -> Option<Characteristics> {
        let obj = self.objects.last_known(id)?;
        if obj.zone != Zone::Battlefield || !self.layered_possible() {
            // CR 113.6c: what a card is off the battlefield may differ.
            let mut c = if obj.zone == Zone::Battlefield { self.cards.battlefield_base(obj.card) } else { self.cards.base(obj.card) };
            self.reconfigured(obj, &mut c);
            c.controller = obj.controller;
            c.spell = obj.zone == Zone::Stack;
            return Some(self.simple(id, depth, c, false));
        }
        // Layer 1: copiable values (CR 613.2).
        let v = self.copiable(id);
        let mut c = self.cards.battlefield_base(v.card);
        c.types = c.types.union(v.extra_types);
        c.keywords |= v.extra_keywords;
        if let Some((p, t)) = v.pt {
            c.power = p;
            c.toughness = t;
        }
        self.reconfigured(obj, &mut c);
        if !v.extra.is_empty() {
            for r in v.extra.iter() {
                if let Some(a) = self.ability(r) {
                    c.grant(a);
                }
            }
            c.extra = v.extra;
        }
        if self.complex_sources == 0 && !self.has_copies() {
            c.controller = obj.controller;
            return Some(self.simple(id, depth, c, true));
        }
        // Layer 2 starts from the controller it had before control-changing effects.
        c.controller = obj.base_controller;
        Some(self.layered(id, depth, c))
    }

    /// CR 702.151b: an Equipment with reconfigure attached to a creature stops being a
    /// creature until it becomes unattached (from its timestamp as it was attached: before
    /// any later effect, so applied to the values the layers start from).
    fn reconfigured(&self, obj: &crate::state::objects::Object, c: &mut Characteristics) {
        if obj.attached_to.is_some() && obj.zone == Zone::Battlefield && self.cards.get(c.face).abilities.iter().any(|a| matches!(a, mw_ir::Ability::Reconfigure)) {
            c.types.remove(mw_types::CardType::Creature);
        }
    }

    /// The fast path: resolved effects of layers 2–6 apply as they come (each a set, or
    /// the latest wins); static abilities that only grant keywords or add to power and
    /// toughness apply after them (their filters read what layers 2–5 made); layer 7 last.
    #[inline(always)]
    fn simple(&self, id: ObjectId, depth: Depth, mut c: Characteristics, statics: bool) -> Characteristics {
        let mut pt = PtParts::default();
        for e in self.effects.iter().filter(|e| e.affected == id) {
            match e.effect {
                LayerEffect::ModifyPt { power, toughness } => {
                    pt.delta.0 += power;
                    pt.delta.1 += toughness;
                }
                // CR 613.4b: a set base (the latest) comes before every modification.
                LayerEffect::SetPt { power, toughness } => pt.set = Some((power, toughness)),
                LayerEffect::SwitchPt => pt.switches += 1,
                // FIXME: on this fast path a land made a basic land type by a resolved
                // effect keeps its own keyword and P/T statics (`simple_statics` doesn't
                // ask whether a source lost its text); the layered path drops them.
                LayerEffect::BasicLandType(color) => self.apply_change(Change::BasicLandType(color), &mut c),
                e => apply_resolved(e, &mut c),
            }
        }
        if statics {
            self.simple_statics(id, depth, &mut c, &mut pt);
        }
        // CR 613.4a: layer 7a.
        if depth == Depth::Full && self.cards.has_cda(c.face) {
            self.apply_cda(id, &mut c);
        }
        if let Some((p, t)) = pt.set {
            c.power = p;
            c.toughness = t;
        }
        let counters = self.counters_pt(id);
        c.power = c.power.saturating_add(pt.delta.0).saturating_add(counters);
        c.toughness = c.toughness.saturating_add(pt.delta.1).saturating_add(counters);
        if pt.switches % 2 == 1 {
            std::mem::swap(&mut c.power, &mut c.toughness);
        }
        c
    }

    /// Static effects that only grant keywords or add to power and toughness.
    #[inline]
    fn simple_statics(&self, id: ObjectId, depth: Depth, c: &mut Characteristics, pt: &mut PtParts) {
        self.for_each_static_source(id, |src| {
            if !self.cards.local_statics(src.face) {
                self.reads_more();
            }
            for a in &self.cards.get(src.face).abilities {
                let Ability::Continuous(e) = a else { continue };
                if !self.static_applies(&e.affected, src.id, id, c) || !self.static_condition(e, src.id) {
                    continue;
                }
                for &change in &e.changes {
                    match change {
                        Change::Pt(p, t) => {
                            pt.delta.0 += p;
                            pt.delta.1 += t;
                        }
                        Change::PtFor(count, p, t) => {
                            if depth == Depth::Full {
                                let n = self.static_count(count, src.id);
                                pt.delta.0 = pt.delta.0.saturating_add(n.saturating_mul(p));
                                pt.delta.1 = pt.delta.1.saturating_add(n.saturating_mul(t));
                            }
                        }
                        change => self.apply_change(change, c),
                    }
                }
            }
        });
    }

    /// "+1/+1 for each …": the count for the source's controller, as it is now.
    pub(crate) fn static_count(&self, count: mw_ir::Count, source: ObjectId) -> i32 {
        self.reads_more();
        self.objects.get(source).map_or(0, |s| self.count(count, s.controller, source))
    }

    /// Every effect sorted by layer and timestamp.
    fn layered(&self, id: ObjectId, depth: Depth, mut c: Characteristics) -> Characteristics {
        // Read-only from here: what the sources' own characteristics need is computed once.
        let _frozen = self.freeze();
        let mut ops: SmallVec<[Op; 8]> = SmallVec::new();
        // CR 305.7: a land made a basic land type loses its text's static abilities too.
        let removal = self.gather_statics(id, depth, &mut ops) || self.effects.iter().any(|e| matches!(e.effect, LayerEffect::BasicLandType(_)));
        ops.extend(
            self.effects
                .iter()
                .filter(|e| e.affected == id)
                .map(|e| Op { layer: e.effect.layer(), timestamp: e.timestamp, kind: OpKind::Resolved(e.effect) }),
        );
        if depth == Depth::Full && self.cards.has_cda(c.face) {
            ops.push(Op { layer: Layer::PtDefining, timestamp: 0, kind: OpKind::Cda });
        }
        // CR 613.3 / 613.7: by layer, then timestamp (CDAs have none: first).
        ops.sort_by_key(|o| (o.layer, o.timestamp));
        let mut counters_done = false;
        for op in &ops {
            if op.layer > Layer::PtModify && !counters_done {
                self.add_counters(id, &mut c);
                counters_done = true;
            }
            self.apply_op(id, op.kind, removal, &mut c);
        }
        if !counters_done {
            self.add_counters(id, &mut c);
        }
        c
    }

    /// CR 613.4c: counters modify power and toughness in layer 7c.
    fn add_counters(&self, id: ObjectId, c: &mut Characteristics) {
        let n = self.counters_pt(id);
        c.power = c.power.saturating_add(n);
        c.toughness = c.toughness.saturating_add(n);
    }

    fn apply_op(&self, id: ObjectId, op: OpKind, removal: bool, c: &mut Characteristics) {
        match op {
            OpKind::Static { source, affected, change, needs_text } => {
                if !self.static_applies(affected, source, id, c) || (needs_text && removal && self.loses_text(source)) {
                    return;
                }
                match change {
                    // The source's controller, as its own layer 2 left it.
                    Change::Control => {
                        if let Some(s) = self.objects.get(source) {
                            c.controller = s.controller;
                        }
                    }
                    Change::PtFor(count, p, t) => {
                        let n = self.static_count(count, source);
                        c.power = c.power.saturating_add(n.saturating_mul(p));
                        c.toughness = c.toughness.saturating_add(n.saturating_mul(t));
                    }
                    // CR 607.2: the type chosen for the source as it entered.
                    Change::ChosenType => c.added_type = self.objects.get(source).and_then(|s| s.chosen_type()),
                    // CR 702.16a, 607.2: protection from the card type chosen for the source.
                    Change::ProtectionFromChosenType => {
                        if let Some(t) = self.objects.get(source).and_then(|s| s.chosen_card_type()) {
                            c.protection_types.insert(t);
                        }
                    }
                    change => self.apply_change(change, c),
                }
            }
            OpKind::Grant { source, affected, ability, needs_text } => {
                if self.static_applies(affected, source, id, c) && !(needs_text && removal && self.loses_text(source)) {
                    c.extra.push(ability);
                }
            }
            OpKind::Resolved(LayerEffect::ModifyPt { power, toughness }) => {
                c.power = c.power.saturating_add(power);
                c.toughness = c.toughness.saturating_add(toughness);
            }
            OpKind::Resolved(LayerEffect::SwitchPt) => std::mem::swap(&mut c.power, &mut c.toughness),
            OpKind::Resolved(LayerEffect::SetPt { power, toughness }) => {
                c.power = power;
                c.toughness = toughness;
            }
            // CR 305.7: as the static ability's change.
            OpKind::Resolved(LayerEffect::BasicLandType(color)) => self.apply_change(Change::BasicLandType(color), c),
            OpKind::Resolved(e) => apply_resolved(e, c),
            // CR 613.4a: layer 7a, unless the ability was taken away in layer 6.
            OpKind::Cda if !c.text_lost => self.apply_cda(id, c),
            OpKind::Cda => {}
        }
    }

    /// The static sources whose effects can reach `id`.
    #[inline]
    fn for_each_static_source(&self, id: ObjectId, f: impl FnMut(StaticSource)) {
        self.kept_static_sources().iter().filter(|s| s.only.is_none_or(|o| o == id)).copied().for_each(f);
    }

    /// Collects the changes of every static ability that can reach `id` (by each source's
    /// copiable values). Returns whether any of them removes abilities.
    fn gather_statics<'a>(&'a self, id: ObjectId, depth: Depth, ops: &mut SmallVec<[Op<'a>; 8]>) -> bool {
        let mut removal = false;
        self.for_each_static_source(id, |src| {
            if !self.cards.local_statics(src.face) {
                self.reads_more();
            }
            for (index, a) in self.cards.get(src.face).abilities.iter().enumerate() {
                let Ability::Continuous(e) = a else { continue };
                if !self.static_condition(e, src.id) {
                    continue;
                }
                let removes = e.changes.iter().any(|c| matches!(c, Change::LoseAllAbilities | Change::BasicLandType(_)));
                let first = e.changes.iter().map(|c| c.layer()).min().unwrap_or(Layer::Copy);
                let needs_text = first >= Layer::Ability && !removes;
                removal |= removes;
                for &change in &e.changes {
                    if depth == Depth::Abilities && (needs_text || change.layer() > Layer::Ability) {
                        continue;
                    }
                    let kind = match change {
                        Change::Grant(k) => {
                            let ability = crate::continuous_effects::abilities::AbilityRef { card: src.face, index: index as u16 + k as u16 };
                            OpKind::Grant { source: src.id, affected: &e.affected, ability, needs_text }
                        }
                        _ => OpKind::Static { source: src.id, affected: &e.affected, change, needs_text },
                    };
                    // "can't have or gain": after every other effect of its layer.
                    let timestamp = if matches!(change, Change::CantHaveKeyword(_)) { u32::MAX } else { src.timestamp };
                    ops.push(Op { layer: change.layer(), timestamp, kind });
                }
            }
        });
        removal
    }

    /// The permanents whose copiable values have static abilities, in battlefield order.
    pub(crate) fn static_sources_into(&self, out: &mut impl Extend<StaticSource>) {
        out.extend(self.battlefield.iter().filter_map(|&src| self.static_source(src)));
    }

    /// `src` as a static source, if its copiable values have static abilities that can
    /// affect anything now.
    fn static_source(&self, src: ObjectId) -> Option<StaticSource> {
        use crate::state::card_table::StaticScope;
        let s = self.objects.get(src)?;
        let face = if self.has_copies() { self.copiable(src).card } else { s.card };
        let only = match self.cards.static_scope(face) {
            StaticScope::None => return None,
            // Attached to nothing, it affects nothing.
            StaticScope::Attached => Some(s.attached_to?),
            StaticScope::Itself => Some(src),
            StaticScope::Any => None,
        };
        Some(StaticSource { id: src, face, timestamp: s.timestamp, only })
    }

    /// CR 611.3a: whether a static ability's "as long as" holds now (always, without one).
    #[inline]
    fn static_condition(&self, e: &mw_ir::StaticEffect, source: ObjectId) -> bool {
        match e.condition {
            None => true,
            Some(c) => self.static_condition_holds(c, source),
        }
    }

    /// Out of the hot path: most static abilities have no condition.
    #[cold]
    #[inline(never)]
    pub(crate) fn static_condition_holds(&self, c: mw_ir::Condition, source: ObjectId) -> bool {
        self.reads_more();
        !self.conditions_suspended()
            && self.kept_condition(source, c, || self.objects.get(source).is_some_and(|s| self.condition_holds(c, s.controller, source)))
    }

    /// Whether `source` has lost the abilities of its text (so its static abilities that
    /// apply after layer 6 don't exist).
    fn loses_text(&self, source: ObjectId) -> bool {
        self.computed(source, Depth::Abilities).is_some_and(|c| c.text_lost)
    }

    /// CR 611.3a: whether a static ability's effect applies to `id` as it is so far.
    pub(crate) fn static_applies(&self, affected: &Affected, source: ObjectId, id: ObjectId, c: &Characteristics) -> bool {
        let Some(s) = self.objects.get(source) else { return false };
        match affected {
            Affected::Enchanted | Affected::Equipped => s.attached_to == Some(id),
            Affected::CreaturesYouControl { other } => {
                c.is(CardType::Creature) && s.controller == c.controller && !(*other && source == id)
            }
            Affected::AllCreatures => c.is(CardType::Creature),
            Affected::NonbasicLands => {
                c.is(CardType::Land) && !self.cards.get(c.face).supertypes.contains(&mw_types::Supertype::Basic)
            }
            Affected::OtherNonAuraEnchantments => {
                source != id && c.is(CardType::Enchantment) && !self.cards.subtypes(c.face).contains(&Subtype::AURA)
            }
            Affected::Itself => source == id,
            // The characteristics so far (the layers before this change's).
            Affected::Matching(f) => self.filter_accepts(f, id, c, s.controller, source),
        }
    }

    #[inline(always)]
    fn apply_change(&self, change: Change, c: &mut Characteristics) {
        match change {
            // Applied by `apply_op`, which knows the source.
            Change::Control | Change::ChosenType | Change::ProtectionFromChosenType | Change::Grant(_) | Change::PtFor(..) => {}
            Change::AddType(t) => c.types.insert(t),
            Change::RemoveType(t) => c.types.remove(t),
            Change::BasicLandType(color) => {
                // CR 305.7: the land types are replaced; the text's abilities go; the
                // basic land type's mana ability comes.
                c.lose_abilities();
                c.land_type = Some(color);
                c.extra.push(self.cards.intrinsic(color));
            }
            // CR 105.3: new colors replace the old.
            Change::SetColors(colors) => c.colors = colors,
            Change::CreatureTypes { types, all, replace } => c.gain_creature_types(types, all, replace),
            Change::LoseAllAbilities => c.lose_abilities(),
            // CR 205.1b: no land subtypes now (a later basic land type sets one).
            Change::LoseLandTypes => {
                c.land_type = None;
                c.land_types_lost = true;
            }
            Change::Keyword(k) => c.keywords |= k.bit(),
            Change::LoseKeyword(k) | Change::CantHaveKeyword(k) => c.keywords &= !k.bit(),
            Change::Protection(colors) => c.protection = c.protection.union(colors),
            Change::Combat(r) => c.combat_rules |= r.bit(),
            Change::CantActivate { mana } => {
                c.cant_activate = true;
                c.cant_activate_mana |= mana;
            }
            Change::SetPt(p, t) => {
                c.power = p;
                c.toughness = t;
            }
            Change::SetPtToManaValue => {
                let mv = self.cards.mana_value(c.face) as i32;
                c.power = mv;
                c.toughness = mv;
            }
            Change::Pt(p, t) => {
                c.power = c.power.saturating_add(p);
                c.toughness = c.toughness.saturating_add(t);
            }
        }
    }
}

/// A resolved effect of layers 2–6, which needs nothing but itself.
#[inline(always)]
fn apply_resolved(e: LayerEffect, c: &mut Characteristics) {
    match e {
        LayerEffect::Control(p) => c.controller = p,
        LayerEffect::AddTypes(t) => c.types = c.types.union(t),
        LayerEffect::AddCreatureTypes { types, all, replace } => c.gain_creature_types(types, all, replace),
        // CR 105.3: new colors replace the old.
        LayerEffect::SetColors(colors) => c.colors = colors,
        LayerEffect::AddKeywords(k) | LayerEffect::CounterKeyword(k) => c.keywords |= k,
        LayerEffect::RemoveKeywords(k) => c.keywords &= !k,
        LayerEffect::AddCombatRules(r) => c.combat_rules |= r,
        LayerEffect::AddProtection(k) => c.protection = c.protection.union(k),
        LayerEffect::AddHexproofFrom(k) => c.hexproof_from = c.hexproof_from.union(k),
        LayerEffect::UnblockableBy(k) => c.unblockable_by = c.unblockable_by.union(k),
        LayerEffect::AddAbility(r) => c.extra.push(r),
        // Checked as creatures attack and block (`combat_phase::restrictions`).
        LayerEffect::Restricted { .. } => {}
        // Applied with the card table (`apply_change`), before this is reached.
        LayerEffect::BasicLandType(_) => {}
        LayerEffect::ModifyPt { .. } | LayerEffect::SetPt { .. } | LayerEffect::SwitchPt => {}
    }
}
