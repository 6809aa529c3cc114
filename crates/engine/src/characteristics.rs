//! Characteristics (CR 109.3) computed through the layer system (CR 613), never patched
//! onto objects (DESIGN.md invariant 6). Layer 1 (copy effects, `copy.rs`) gives the
//! copiable values; static abilities of permanents and effects of resolved spells then
//! apply by layer and sublayer, in timestamp order within each (CR 613.7), with counters
//! in layer 7c (CR 613.4c).

use crate::abilities::Extras;
use crate::copy::Copiable;
use crate::game::Game;
use crate::zones::Zone;
use mw_ir::{Ability, Affected, Change, Duration, Keyword};
use mw_types::{CardId, CardType, Color, ColorSet, CounterKind, ObjectId, PlayerId, Supertype};
use serde::{Deserialize, Serialize};
use smallvec::SmallVec;

/// What a continuous effect from a resolved spell or ability does (CR 611.2).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum LayerEffect {
    /// CR 613.2a (layer 1a): the object's copiable values become these.
    Copy(Copiable),
    /// CR 613.4c (layer 7c): power and toughness modified.
    ModifyPt { power: i32, toughness: i32 },
    /// CR 613.4d (layer 7d): power and toughness switched.
    SwitchPt,
    /// CR 613.1f (layer 6): keywords gained (`Keyword::bit` set).
    AddKeywords(u32),
    /// Combat rules a resolved effect gave it ("can't block this turn", `CombatRule::bit`
    /// set). FIXME: not an ability, yet applied with layer 6's abilities, so an earlier
    /// "loses all abilities" would not remove it but a later one does.
    AddCombatRules(u16),
    /// CR 613.1d (layer 4): card types added ("becomes an artifact creature").
    AddTypes(TypeSet),
    /// CR 613.1b (layer 2): "gain control of target creature until end of turn".
    Control(PlayerId),
    /// CR 613.1f (layer 6) / 702.16: protection from these colors gained.
    AddProtection(ColorSet),
    /// CR 613.4b (layer 7b): base power and toughness set ("has base power and
    /// toughness 1/1 until end of turn").
    SetPt { power: i32, toughness: i32 },
    /// CR 613.1f (layer 6): an ability gained (an `Ability::Granted` of the card whose
    /// instruction gave it).
    AddAbility(crate::abilities::AbilityRef),
    /// CR 613.1d (layer 4): creature types gained ("becomes a … Elemental creature"), or
    /// every creature type (CR 205.3m).
    /// `replace`: its earlier creature types are gone (CR 205.1b).
    AddCreatureTypes { types: [Option<mw_types::CreatureType>; 3], all: bool, replace: bool },
    /// CR 613.1e (layer 5): its colors become these.
    SetColors(ColorSet),
}

impl LayerEffect {
    /// CR 613.1: the layer, as a sortable number (see `Change::layer`).
    pub fn layer(self) -> u8 {
        match self {
            LayerEffect::Copy(_) => 10,
            LayerEffect::ModifyPt { .. } => 73,
            LayerEffect::SetPt { .. } => 72,
            LayerEffect::SwitchPt => 74,
            LayerEffect::AddKeywords(_) | LayerEffect::AddCombatRules(_) | LayerEffect::AddProtection(_) | LayerEffect::AddAbility(_) => 60,
            LayerEffect::AddTypes(_) | LayerEffect::AddCreatureTypes { .. } => 40,
            LayerEffect::SetColors(_) => 50,
            LayerEffect::Control(_) => 20,
        }
    }
}

/// CR 611: a continuous effect from a resolved spell or ability, with the set of objects
/// it affects locked in as it began (CR 611.2c).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct ContinuousEffect {
    pub timestamp: u32,
    pub affected: ObjectId,
    pub effect: LayerEffect,
    pub duration: Duration,
}

/// A type set as bits, in `CardType` order.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct TypeSet(u16);

impl TypeSet {
    /// One bit per card type, by declaration order.
    pub fn bits(self) -> u16 {
        self.0
    }
    pub fn contains(self, t: CardType) -> bool {
        self.0 & (1 << t as u16) != 0
    }
    pub fn insert(&mut self, t: CardType) {
        self.0 |= 1 << t as u16;
    }
    pub fn union(self, other: TypeSet) -> TypeSet {
        TypeSet(self.0 | other.0)
    }
}

/// An object's characteristics as the game sees them now.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Characteristics {
    /// The card whose copiable values it has (layer 1): its name, mana cost, subtypes and
    /// printed abilities.
    pub face: CardId,
    /// Abilities it has besides its face's (copy exceptions, a land type's mana ability).
    pub extra: Extras,
    /// It lost the abilities of its face (layer 6, or CR 305.7 in layer 4).
    pub text_lost: bool,
    /// CR 305.7: its land subtypes were replaced by this basic land type.
    pub land_type: Option<Color>,
    /// A creature type an effect added ("is the chosen type in addition").
    pub added_type: Option<mw_types::CreatureType>,
    /// Creature types a resolved "becomes" effect added, or all of them (CR 205.3m).
    pub gained_types: [Option<mw_types::CreatureType>; 3],
    pub all_creature_types: bool,
    /// Its printed creature types (and changeling's) were replaced in layer 4.
    pub printed_types_lost: bool,
    pub controller: PlayerId,
    pub types: TypeSet,
    pub colors: ColorSet,
    pub keywords: u32,
    /// CR 702.16: the colors it has protection from.
    pub protection: ColorSet,
    /// CR 702.16a: the card types it has protection from, and whether from multicolored.
    pub protection_types: TypeSet,
    pub protection_multicolored: bool,
    /// Its combat rules (`CombatRule::bit`), and how many extra creatures it may block.
    pub combat_rules: u16,
    pub extra_blocks: u8,
    pub power: i32,
    pub toughness: i32,
}

impl Characteristics {
    pub fn is(&self, t: CardType) -> bool {
        self.types.contains(t)
    }
    pub fn has(&self, k: Keyword) -> bool {
        self.keywords & k.bit() != 0
    }
    /// CR 702.16: whether it has protection from an object with these characteristics
    /// (a color, a card type, or multicolored).
    pub fn protected_from(&self, source: &Characteristics) -> bool {
        source.colors.iter().any(|c| self.protection.contains(c))
            || self.protection_types.bits() & source.types.bits() != 0
            || (self.protection_multicolored && source.colors.iter().count() > 1)
    }

    /// Whether an effect gave it this creature type (CR 205.3m; printed ones aside).
    pub fn gained_creature_type(&self, t: mw_types::CreatureType) -> bool {
        self.added_type == Some(t) || self.all_creature_types || self.gained_types.contains(&Some(t))
    }

    /// Layer 4: creature types gained, or (`replace`) set.
    fn gain_creature_types(&mut self, types: [Option<mw_types::CreatureType>; 3], all: bool, replace: bool) {
        if replace {
            self.printed_types_lost = true;
            self.added_type = None;
            self.gained_types = [None; 3];
            self.all_creature_types = false;
        }
        self.all_creature_types |= all;
        for t in types.into_iter().flatten() {
            if let Some(slot) = self.gained_types.iter_mut().find(|s| s.is_none() || **s == Some(t)) {
                *slot = Some(t);
            }
        }
    }

    pub fn rule(&self, r: mw_ir::CombatRule) -> bool {
        self.combat_rules & r.bit() != 0
    }

    /// Adds what an ability it has means for its characteristics.
    fn grant(&mut self, a: &Ability) {
        match a {
            Ability::Keyword(k) => self.keywords |= k.bit(),
            Ability::Protection(colors) => self.protection = self.protection.union(*colors),
            Ability::ProtectionFromTypes { types, multicolored } => {
                types.iter().for_each(|t| self.protection_types.insert(*t));
                self.protection_multicolored |= multicolored;
            }
            Ability::Combat(r) => {
                self.combat_rules |= r.bit();
                if let mw_ir::CombatRule::BlocksAdditional(n) = r {
                    self.extra_blocks = self.extra_blocks.saturating_add(*n);
                }
            }
            _ => {}
        }
    }

    /// Loses every ability it had so far (layer 6, CR 305.7).
    fn lose_abilities(&mut self) {
        self.text_lost = true;
        self.keywords = 0;
        self.protection = ColorSet::EMPTY;
        self.protection_types = TypeSet::default();
        self.protection_multicolored = false;
        self.combat_rules = 0;
        self.extra_blocks = 0;
        self.extra = Extras::default();
    }
}

/// The characteristics a card definition gives before any effect (computed once per card).
pub(crate) fn base_characteristics(id: CardId, def: &mw_ir::CardDef) -> Characteristics {
    let mut types = TypeSet::default();
    def.card_types.iter().for_each(|t| types.insert(*t));
    // CR 702.114a / 604.3: devoid defines the object as colorless (layer 5).
    let colorless = def.abilities.contains(&Ability::Static(mw_ir::SelfStatic::Devoid));
    let mut c = Characteristics {
        face: id,
        extra: Extras::default(),
        text_lost: false,
        land_type: None,
        added_type: None,
        gained_types: [None; 3],
        all_creature_types: false,
        printed_types_lost: false,
        controller: PlayerId(0),
        types,
        colors: if colorless { ColorSet::EMPTY } else { def.colors },
        keywords: 0,
        protection: ColorSet::EMPTY,
        protection_types: TypeSet::default(),
        protection_multicolored: false,
        combat_rules: 0,
        extra_blocks: 0,
        power: def.power.map_or(0, |p| p.base()),
        toughness: def.toughness.map_or(0, |t| t.base()),
    };
    def.abilities.iter().for_each(|a| c.grant(a));
    c
}

/// One continuous effect that may apply to the object being computed.
#[derive(Clone, Copy)]
struct Op<'a> {
    layer: u8,
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
    Grant { source: ObjectId, affected: &'a Affected, ability: crate::abilities::AbilityRef, needs_text: bool },
    Resolved(LayerEffect),
    /// The object's own characteristic-defining ability for power and toughness.
    Cda,
}

/// How far a computation goes: `Abilities` stops after the effects that remove abilities,
/// which is all that deciding whether a source still has its abilities needs.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Depth {
    Full,
    Abilities,
}

impl Game {
    /// Whether anything beyond printed values, counters and resolved power/toughness
    /// effects can shape characteristics now: static abilities or copy effects.
    pub(crate) fn layered_possible(&self) -> bool {
        self.static_sources > 0 || self.has_copies
    }

    /// The characteristics of a live object, or of its last known information.
    pub fn characteristics(&self, id: ObjectId) -> Option<Characteristics> {
        self.compute(id, Depth::Full)
    }

    fn compute(&self, id: ObjectId, depth: Depth) -> Option<Characteristics> {
        let obj = self.objects.last_known(id)?;
        if obj.zone != Zone::Battlefield || !self.layered_possible() {
            let mut c = self.cards.base(obj.card);
            c.controller = obj.controller;
            if depth == Depth::Full && self.cards.has_cda(obj.card) {
                self.apply_cda(&mut c);
            }
            let late = self.apply_resolved(id, &mut c);
            return Some(self.finish_simple(id, c, late));
        }
        // Layer 1: copiable values (CR 613.2).
        let v = self.copiable(id);
        let mut c = self.cards.base(v.card);
        c.types = c.types.union(v.extra_types);
        // Layer 2 starts from the controller it had before control-changing effects.
        let base_controller = obj.base_controller;
        if !v.extra.is_empty() {
            for r in v.extra.iter() {
                if let Some(a) = self.ability(r) {
                    c.grant(a);
                }
            }
            c.extra = v.extra;
        }
        c.controller = obj.controller;
        if self.complex_sources == 0 && !self.has_copies {
            // Every static effect grants abilities or adds to power and toughness: they
            // commute, and no effect changes what they apply to.
            if depth == Depth::Full && self.cards.has_cda(c.face) {
                self.apply_cda(&mut c);
            }
            // Resolved type, color and base P/T changes first: the statics' filters
            // see them (an animated land is a creature for "creatures you control").
            let late = self.apply_resolved(id, &mut c);
            self.apply_simple_statics(id, &mut c);
            return Some(self.finish_simple(id, c, late));
        }
        c.controller = base_controller;
        let mut ops: SmallVec<[Op; 8]> = SmallVec::new();
        let removal = self.gather_statics(depth, &mut ops);
        for e in self.effects.iter().filter(|e| e.affected == id) {
            if !matches!(e.effect, LayerEffect::Copy(_)) {
                ops.push(Op { layer: e.effect.layer(), timestamp: e.timestamp, kind: OpKind::Resolved(e.effect) });
            }
        }
        if depth == Depth::Full && self.cards.has_cda(c.face) {
            ops.push(Op { layer: 71, timestamp: 0, kind: OpKind::Cda });
        }
        ops.sort_by_key(|o| (o.layer, o.timestamp));
        let mut counters_done = false;
        for op in &ops {
            if op.layer > 73 && !counters_done {
                self.apply_counters(id, &mut c);
                counters_done = true;
            }
            match op.kind {
                OpKind::Static { source, affected, change, needs_text } => {
                    if !self.static_applies(affected, source, id, &c) {
                        continue;
                    }
                    if needs_text && removal && self.loses_text(source) {
                        continue;
                    }
                    if change == Change::Control {
                        // The source's controller, as its own layer 2 left it.
                        if let Some(s) = self.objects.get(source) {
                            c.controller = s.controller;
                        }
                        continue;
                    }
                    if let Change::PtFor(count, p, t) = change {
                        // The count for the source's controller, as it is now.
                        let n = self.objects.get(source).map_or(0, |s| self.count(count, s.controller));
                        c.power = c.power.saturating_add(n.saturating_mul(p));
                        c.toughness = c.toughness.saturating_add(n.saturating_mul(t));
                        continue;
                    }
                    if change == Change::ChosenType {
                        // CR 607.2: the type chosen for the source as it entered.
                        c.added_type = self.objects.get(source).and_then(|s| s.chosen_type());
                        continue;
                    }
                    self.apply_change(change, &mut c);
                }
                OpKind::Grant { source, affected, ability, needs_text } => {
                    if self.static_applies(affected, source, id, &c) && !(needs_text && removal && self.loses_text(source)) {
                        c.extra.push(ability);
                    }
                }
                OpKind::Resolved(LayerEffect::ModifyPt { power, toughness }) => {
                    c.power += power;
                    c.toughness += toughness;
                }
                OpKind::Resolved(LayerEffect::SwitchPt) => std::mem::swap(&mut c.power, &mut c.toughness),
                OpKind::Resolved(LayerEffect::SetPt { power, toughness }) => {
                    c.power = power;
                    c.toughness = toughness;
                }
                OpKind::Resolved(LayerEffect::AddKeywords(k)) => c.keywords |= k,
                OpKind::Resolved(LayerEffect::AddCombatRules(r)) => c.combat_rules |= r,
                OpKind::Resolved(LayerEffect::AddProtection(k)) => c.protection = c.protection.union(k),
                OpKind::Resolved(LayerEffect::AddTypes(t)) => c.types = c.types.union(t),
                OpKind::Resolved(LayerEffect::AddCreatureTypes { types, all, replace }) => c.gain_creature_types(types, all, replace),
                OpKind::Resolved(LayerEffect::SetColors(k)) => c.colors = k,
                OpKind::Resolved(LayerEffect::Control(p)) => c.controller = p,
                OpKind::Resolved(LayerEffect::AddAbility(r)) => c.extra.push(r),
                OpKind::Resolved(LayerEffect::Copy(_)) => {}
                // CR 613.4a: layer 7a, unless the ability was taken away in layer 6.
                OpKind::Cda if !c.text_lost => self.apply_cda(&mut c),
                OpKind::Cda => {}
            }
        }
        if !counters_done {
            self.apply_counters(id, &mut c);
        }
        Some(c)
    }

    /// Resolved effects when no static effect needs ordering, up to layer 7b (control,
    /// types, colors, abilities, base power and toughness: the latest set, CR 613.4b);
    /// returns what comes after the static effects: the 7c sum (sums commute) and the
    /// number of 7d switches.
    #[inline(always)]
    fn apply_resolved(&self, id: ObjectId, c: &mut Characteristics) -> ((i32, i32), u32) {
        let mut switches = 0;
        let (mut base, mut delta) = (None, (0, 0));
        for e in self.effects.iter().filter(|e| e.affected == id) {
            match e.effect {
                LayerEffect::ModifyPt { power, toughness } => {
                    delta.0 += power;
                    delta.1 += toughness;
                }
                LayerEffect::SetPt { power, toughness } => base = Some((power, toughness)),
                LayerEffect::SwitchPt => switches += 1,
                LayerEffect::AddKeywords(k) => c.keywords |= k,
                LayerEffect::AddCombatRules(r) => c.combat_rules |= r,
                LayerEffect::AddProtection(k) => c.protection = c.protection.union(k),
                LayerEffect::AddTypes(t) => c.types = c.types.union(t),
                LayerEffect::AddCreatureTypes { types, all, replace } => c.gain_creature_types(types, all, replace),
                LayerEffect::SetColors(k) => c.colors = k,
                LayerEffect::Control(p) => c.controller = p,
                LayerEffect::AddAbility(r) => c.extra.push(r),
                LayerEffect::Copy(_) => {}
            }
        }
        if let Some((p, t)) = base {
            c.power = p;
            c.toughness = t;
        }
        (delta, switches)
    }

    /// Layers 7c (the resolved sum, then counters) and 7d after `apply_resolved`.
    #[inline(always)]
    fn finish_simple(&self, id: ObjectId, mut c: Characteristics, late: ((i32, i32), u32)) -> Characteristics {
        let (delta, switches) = late;
        c.power += delta.0;
        c.toughness += delta.1;
        self.apply_counters(id, &mut c);
        if switches % 2 == 1 {
            std::mem::swap(&mut c.power, &mut c.toughness);
        }
        c
    }

    /// Static effects that only grant abilities or add to power and toughness.
    #[inline]
    fn apply_simple_statics(&self, id: ObjectId, c: &mut Characteristics) {
        for &src in &self.battlefield {
            let Some(s) = self.objects.get(src) else { continue };
            if !self.cards.has_statics(s.card) {
                continue;
            }
            for a in &self.cards.get(s.card).abilities {
                let Ability::Continuous(e) = a else { continue };
                if !self.static_applies(&e.affected, src, id, c) || !self.static_condition(e, src) {
                    continue;
                }
                for &change in &e.changes {
                    self.apply_change(change, c);
                }
            }
        }
    }

    /// Collects the changes of every static ability on the battlefield (by each source's
    /// copiable values). Returns whether any of them removes abilities.
    fn gather_statics<'a>(&'a self, depth: Depth, ops: &mut SmallVec<[Op<'a>; 8]>) -> bool {
        let mut removal = false;
        for &src in self.battlefield.iter() {
            let Some(s) = self.objects.get(src) else { continue };
            let face = if self.has_copies { self.copiable(src).card } else { s.card };
            if !self.cards.has_statics(face) {
                continue;
            }
            for (index, a) in self.cards.get(face).abilities.iter().enumerate() {
                let Ability::Continuous(e) = a else { continue };
                if !self.static_condition(e, src) {
                    continue;
                }
                let removes = e.changes.iter().any(|c| matches!(c, Change::LoseAllAbilities | Change::BasicLandType(_)));
                let first = e.changes.iter().map(|c| c.layer()).min().unwrap_or(0);
                let needs_text = first >= 60 && !removes;
                removal |= removes;
                for &change in &e.changes {
                    if depth == Depth::Abilities && (needs_text || change.layer() > 60) {
                        continue;
                    }
                    let kind = match change {
                        Change::Grant(k) => {
                            let ability = crate::abilities::AbilityRef { card: face, index: index as u16 + k as u16 };
                            OpKind::Grant { source: src, affected: &e.affected, ability, needs_text }
                        }
                        _ => OpKind::Static { source: src, affected: &e.affected, change, needs_text },
                    };
                    ops.push(Op { layer: change.layer(), timestamp: s.timestamp, kind });
                }
            }
        }
        removal
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
    fn static_condition_holds(&self, c: mw_ir::Condition, source: ObjectId) -> bool {
        !self.conditions_suspended() && self.objects.get(source).is_some_and(|s| self.condition_holds(c, s.controller, source))
    }

    /// Whether `source` has lost the abilities of its text (so its static abilities that
    /// apply after layer 6 don't exist).
    fn loses_text(&self, source: ObjectId) -> bool {
        self.compute(source, Depth::Abilities).is_some_and(|c| c.text_lost)
    }

    /// CR 611.3a: whether a static ability's effect applies to `id` as it is so far.
    fn static_applies(&self, affected: &Affected, source: ObjectId, id: ObjectId, c: &Characteristics) -> bool {
        let Some(s) = self.objects.get(source) else { return false };
        let def = self.cards.get(c.face);
        match affected {
            Affected::Enchanted | Affected::Equipped => s.attached_to == Some(id),
            Affected::CreaturesYouControl { other } => {
                c.is(CardType::Creature) && s.controller == c.controller && !(*other && source == id)
            }
            Affected::AllCreatures => c.is(CardType::Creature),
            Affected::NonbasicLands => c.is(CardType::Land) && !def.supertypes.contains(&Supertype::Basic),
            Affected::OtherNonAuraEnchantments => {
                source != id && c.is(CardType::Enchantment) && !def.subtypes.iter().any(|t| t == "Aura")
            }
            Affected::Itself => source == id,
            // The characteristics so far (the layers before this change's).
            Affected::Matching(f) => self.filter_accepts(f, id, c, s.controller, source),
        }
    }

    #[inline(always)]
    fn apply_change(&self, change: Change, c: &mut Characteristics) {
        match change {
            // Applied by `compute`, which knows the source.
            Change::Control | Change::ChosenType | Change::Grant(_) | Change::PtFor(..) => {}
            Change::AddType(t) => c.types.insert(t),
            Change::BasicLandType(color) => {
                // CR 305.7: the land types are replaced; the text's abilities go; the
                // basic land type's mana ability comes.
                c.lose_abilities();
                c.land_type = Some(color);
                c.extra.push(self.cards.intrinsic(color));
            }
            Change::LoseAllAbilities => c.lose_abilities(),
            Change::Keyword(k) => c.keywords |= k.bit(),
            Change::Combat(r) => c.combat_rules |= r.bit(),
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
                c.power += p;
                c.toughness += t;
            }
        }
    }

    /// CR 604.3 / 613.4a: power and toughness defined by a count, added to the printed
    /// number of "1+*". Counting reads other objects' types only (never their power), so
    /// two such creatures never ask each other.
    fn apply_cda(&self, c: &mut Characteristics) {
        let def = self.cards.get(c.face);
        for a in &def.abilities {
            let mw_ir::Ability::PtEquals { count, power, toughness } = a else { continue };
            let n = self.count(*count, c.controller);
            if *power {
                c.power = def.power.map_or(0, |p| p.base()).saturating_add(n);
            }
            if *toughness {
                c.toughness = def.toughness.map_or(0, |t| t.base()).saturating_add(n);
            }
        }
    }

    /// CR 208.3 / 107.1: what a count comes to now, for `player`.
    pub(crate) fn count(&self, count: mw_ir::Count, player: PlayerId) -> i32 {
        use mw_ir::Count;
        let perms = |f: &dyn Fn(&Characteristics) -> bool| {
            self.battlefield.iter().filter(|&&x| self.compute(x, Depth::Abilities).is_some_and(|k| f(&k))).count() as i32
        };
        match count {
            Count::YouControl(t) => perms(&|k| k.controller == player && k.is(t)),
            Count::LandTypeYouControl(color) => {
                const BASIC: [&str; 5] = ["Plains", "Island", "Swamp", "Mountain", "Forest"];
                let land = BASIC[Color::ALL.iter().position(|x| *x == color).unwrap_or(0)];
                perms(&|k| k.controller == player && k.is(CardType::Land) && self.has_land_type(k, land))
            }
            Count::CreaturesOnBattlefield => perms(&|k| k.is(CardType::Creature)),
            Count::CardsInHand => self.players[player.index()].hand.len() as i32,
            Count::CardsInGraveyard(t) => self.players[player.index()]
                .graveyard
                .iter()
                .filter(|&&g| self.objects.get(g).is_some_and(|o| self.cards.get(o.card).has_type(t)))
                .count() as i32,
            Count::LifeTotal => self.players[player.index()].life,
        }
    }

    /// CR 613.4c: +1/+1 and -1/-1 counters.
    fn apply_counters(&self, id: ObjectId, c: &mut Characteristics) {
        // Counts beyond 2^30 (doubling every turn) are capped, so the sums never overflow.
        let plus = self.counters.get(id, CounterKind::PlusOne).min(1 << 30) as i32;
        let minus = self.counters.get(id, CounterKind::MinusOne).min(1 << 30) as i32;
        c.power = c.power.saturating_add(plus - minus);
        c.toughness = c.toughness.saturating_add(plus - minus);
    }

    /// CR 205.3i: whether a permanent has a land type now (CR 305.7: a set basic land
    /// type replaces the printed ones).
    pub fn has_land_type(&self, c: &Characteristics, land: &str) -> bool {
        const BASIC: [&str; 5] = ["Plains", "Island", "Swamp", "Mountain", "Forest"];
        match c.land_type {
            Some(color) => BASIC[Color::ALL.iter().position(|k| *k == color).unwrap_or(0)] == land,
            None => self.cards.get(c.face).subtypes.iter().any(|t| t == land),
        }
    }

    pub fn power(&self, id: ObjectId) -> i32 {
        self.characteristics(id).map_or(0, |c| c.power)
    }

    pub fn toughness(&self, id: ObjectId) -> i32 {
        self.characteristics(id).map_or(0, |c| c.toughness)
    }

    pub fn has_keyword(&self, id: ObjectId, k: Keyword) -> bool {
        self.characteristics(id).is_some_and(|c| c.has(k))
    }

    pub fn is_type(&self, id: ObjectId, t: CardType) -> bool {
        self.characteristics(id).is_some_and(|c| c.is(t))
    }

    /// CR 108.4: the controller, as layer 2 last left it (see `sync_control`).
    pub fn controller(&self, id: ObjectId) -> Option<PlayerId> {
        self.objects.last_known(id).map(|o| o.controller)
    }

    /// CR 613.1b: control-changing effects (layer 2) apply continuously; the engine
    /// refreshes each permanent's controller from them whenever a player would receive
    /// priority and before state-based actions, so every rule reading `controller` sees
    /// layer 2. A permanent that changes controller is no longer "continuously controlled
    /// since the turn began" (CR 302.6).
    pub(crate) fn sync_control(&mut self) {
        let drifted = || self.battlefield.iter().any(|&id| self.objects.get(id).is_some_and(|o| o.controller != o.base_controller));
        let resolved = self.effects.iter().any(|e| matches!(e.effect, LayerEffect::Control(_)));
        if self.complex_sources == 0 && !resolved && !drifted() {
            return;
        }
        for i in 0..self.battlefield.len() {
            let id = self.battlefield[i];
            let Some(o) = self.objects.get(id) else { continue };
            let want = if self.complex_sources > 0 || resolved {
                self.characteristics(id).map_or(o.base_controller, |c| c.controller)
            } else {
                o.base_controller
            };
            if want != o.controller {
                if let Some(o) = self.objects.get_mut(id) {
                    o.controller = want;
                    o.controlled_since_turn_start = false;
                }
                self.emit("613.1b", crate::events::EventKind::ControlChanged { object: id, controller: want });
            }
        }
    }

    /// CR 611.2: adds an effect with a new timestamp (CR 613.7a).
    pub(crate) fn add_effect(&mut self, affected: ObjectId, effect: LayerEffect, duration: Duration) {
        // Sums in layer 7c commute, and gained keywords are a set: an effect of either kind
        // joins an existing one on the same object with the same duration, so repeated
        // activations ({0}: +1/+0) keep the list short without changing any result.
        let same = |e: &ContinuousEffect| e.affected == affected && e.duration == duration;
        match effect {
            LayerEffect::ModifyPt { power, toughness } => {
                if let Some(e) = self.effects.iter_mut().rev().find(|e| same(e) && matches!(e.effect, LayerEffect::ModifyPt { .. })) {
                    if let LayerEffect::ModifyPt { power: p, toughness: t } = &mut e.effect {
                        *p = p.saturating_add(power);
                        *t = t.saturating_add(toughness);
                    }
                    return;
                }
            }
            LayerEffect::AddKeywords(k) => {
                if let Some(e) = self.effects.iter_mut().rev().find(|e| same(e) && matches!(e.effect, LayerEffect::AddKeywords(_))) {
                    if let LayerEffect::AddKeywords(bits) = &mut e.effect {
                        *bits |= k;
                    }
                    return;
                }
            }
            LayerEffect::AddCombatRules(k) => {
                if let Some(e) = self.effects.iter_mut().rev().find(|e| same(e) && matches!(e.effect, LayerEffect::AddCombatRules(_))) {
                    if let LayerEffect::AddCombatRules(bits) = &mut e.effect {
                        *bits |= k;
                    }
                    return;
                }
            }
            LayerEffect::Copy(_)
            | LayerEffect::SwitchPt
            | LayerEffect::AddTypes(_)
            | LayerEffect::Control(_)
            | LayerEffect::AddProtection(_)
            | LayerEffect::SetPt { .. }
            | LayerEffect::AddCreatureTypes { .. }
            | LayerEffect::SetColors(_)
            | LayerEffect::AddAbility(_) => {}
        }
        let timestamp = self.next_timestamp();
        self.effects.push(ContinuousEffect { timestamp, affected, effect, duration });
        self.has_copies |= matches!(effect, LayerEffect::Copy(_));
        self.gained_abilities |= matches!(effect, LayerEffect::AddAbility(_));
    }

    /// CR 613.6: one effect with parts in several layers: each part applies in its own
    /// layer, all with the effect's one timestamp.
    pub(crate) fn add_effect_parts(&mut self, affected: ObjectId, parts: &[LayerEffect], duration: Duration) {
        let timestamp = self.next_timestamp();
        for &effect in parts {
            self.effects.push(ContinuousEffect { timestamp, affected, effect, duration });
        }
    }

    /// CR 514.2: "until end of turn" effects end; effects on objects that no longer exist
    /// are dropped. Returns whether any effect ended.
    pub(crate) fn end_turn_effects(&mut self) -> bool {
        // CR 514.2: unused regeneration shields end with the turn's effects.
        self.regeneration_shields.clear();
        let before = self.effects.len();
        let objects = &self.objects;
        self.effects.retain(|e| e.duration != Duration::EndOfTurn && objects.get(e.affected).is_some());
        self.has_copies = self.effects.iter().any(|e| matches!(e.effect, LayerEffect::Copy(_)));
        self.gained_abilities = self.effects.iter().any(|e| matches!(e.effect, LayerEffect::AddAbility(_)));
        before != self.effects.len()
    }
}
