//! Characteristics (CR 109.3) computed through the layer system (CR 613), never patched
//! onto objects (DESIGN.md invariant 6). Copiable values come from the card definition;
//! continuous effects apply layer by layer, in timestamp order within a layer.

use crate::game::Game;
use mw_ir::{Ability, Affected, Change, Duration, Keyword};
use mw_types::{CardType, ColorSet, CounterKind, ObjectId, PlayerId};
use serde::{Deserialize, Serialize};

/// What a continuous effect does, tagged by the layer it applies in (CR 613.1).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum LayerEffect {
    /// CR 613.4c (layer 7c): power and toughness modified.
    ModifyPt { power: i32, toughness: i32 },
}

impl LayerEffect {
    /// CR 613.1: the layer, as a sortable number (7c = 73).
    pub fn layer(self) -> u8 {
        match self {
            LayerEffect::ModifyPt { .. } => 73,
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
    pub fn contains(self, t: CardType) -> bool {
        self.0 & (1 << t as u16) != 0
    }
    pub fn insert(&mut self, t: CardType) {
        self.0 |= 1 << t as u16;
    }
}

/// An object's characteristics as the game sees them now.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Characteristics {
    pub controller: PlayerId,
    pub types: TypeSet,
    pub colors: ColorSet,
    pub keywords: u32,
    /// CR 702.16: the colors it has protection from.
    pub protection: ColorSet,
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
    pub fn rule(&self, r: mw_ir::CombatRule) -> bool {
        self.combat_rules & r.bit() != 0
    }
}

/// The characteristics a card definition gives before any effect (computed once per card).
pub(crate) fn base_characteristics(def: &mw_ir::CardDef) -> Characteristics {
    let mut types = TypeSet::default();
    def.card_types.iter().for_each(|t| types.insert(*t));
    let mut keywords = 0;
    let mut protection = ColorSet::EMPTY;
    let (mut combat_rules, mut extra_blocks) = (0u16, 0u8);
    let mut colorless = false;
    for a in &def.abilities {
        match a {
            Ability::Keyword(k) => keywords |= k.bit(),
            Ability::Protection(colors) => protection = protection.union(*colors),
            // CR 702.114a / 604.3: devoid defines the object as colorless (layer 5).
            Ability::Static(mw_ir::SelfStatic::Devoid) => colorless = true,
            Ability::Combat(r) => {
                combat_rules |= r.bit();
                if let mw_ir::CombatRule::BlocksAdditional(n) = r {
                    extra_blocks = extra_blocks.saturating_add(*n);
                }
            }
            _ => {}
        }
    }
    Characteristics {
        controller: PlayerId(0),
        types,
        colors: if colorless { ColorSet::EMPTY } else { def.colors },
        keywords,
        protection,
        combat_rules,
        extra_blocks,
        power: def.power.map_or(0, |p| p.base()),
        toughness: def.toughness.map_or(0, |t| t.base()),
    }
}

impl Game {
    /// The characteristics of a live object, or of its last known information.
    pub fn characteristics(&self, id: ObjectId) -> Option<Characteristics> {
        let obj = self.objects.last_known(id)?;
        // Layer 1 (copy) and 3 (text) have no effects yet: copiable values as printed,
        // with the card's own characteristic-defining and keyword abilities, precomputed.
        let mut c = self.cards.base(obj.card);
        // Layer 2: control is kept on the object by control-changing events.
        c.controller = obj.controller;
        // Static abilities of permanents (CR 604.2, 611.3): layer 6 (abilities) before
        // layer 7c (power/toughness); sums commute, so timestamps don't matter here yet.
        if obj.zone == crate::zones::Zone::Battlefield && self.static_sources > 0 {
            self.apply_statics(id, obj.controller, &mut c);
        }
        // Layers 4–7b: no effects of these kinds exist yet. Layer 7c: effects in timestamp
        // order (the list is kept in that order), then counters (CR 613.4c).
        for e in self.effects.iter().filter(|e| e.affected == id) {
            match e.effect {
                LayerEffect::ModifyPt { power, toughness } => {
                    c.power += power;
                    c.toughness += toughness;
                }
            }
        }
        let plus = self.counters.get(id, CounterKind::PlusOne) as i32;
        let minus = self.counters.get(id, CounterKind::MinusOne) as i32;
        c.power += plus - minus;
        c.toughness += plus - minus;
        Some(c)
    }

    /// Applies every static ability on the battlefield that affects `id`.
    fn apply_statics(&self, id: ObjectId, controller: PlayerId, c: &mut Characteristics) {
        for &src in &self.battlefield {
            let Some(s) = self.objects.get(src) else { continue };
            if !self.cards.has_statics(s.card) {
                continue;
            }
            for a in &self.cards.get(s.card).abilities {
                let Ability::Continuous(e) = a else { continue };
                let applies = match e.affected {
                    Affected::Enchanted | Affected::Equipped => s.attached_to == Some(id),
                    Affected::CreaturesYouControl { other } => {
                        c.is(CardType::Creature) && s.controller == controller && !(other && src == id)
                    }
                    Affected::AllCreatures => c.is(CardType::Creature),
                };
                if !applies {
                    continue;
                }
                for ch in &e.changes {
                    match *ch {
                        Change::Keyword(k) => c.keywords |= k.bit(),
                        Change::Combat(r) => c.combat_rules |= r.bit(),
                        Change::Pt(p, t) => {
                            c.power += p;
                            c.toughness += t;
                        }
                    }
                }
            }
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

    pub fn controller(&self, id: ObjectId) -> Option<PlayerId> {
        self.objects.last_known(id).map(|o| o.controller)
    }

    /// CR 611.2: adds an effect with a new timestamp (CR 613.7a).
    pub(crate) fn add_effect(&mut self, affected: ObjectId, effect: LayerEffect, duration: Duration) {
        let timestamp = self.next_timestamp();
        self.effects.push(ContinuousEffect { timestamp, affected, effect, duration });
    }

    /// CR 514.2: "until end of turn" effects end; effects on objects that no longer exist
    /// are dropped. Returns whether any effect ended.
    pub(crate) fn end_turn_effects(&mut self) -> bool {
        let before = self.effects.len();
        let objects = &self.objects;
        self.effects.retain(|e| {
            e.duration != Duration::EndOfTurn && objects.get(e.affected).is_some()
        });
        before != self.effects.len()
    }
}
