//! Continuous effects from resolved spells and abilities (CR 611.2): what each one does
//! and the layer it applies in (CR 613.1), the object it affects, locked in as it began
//! (CR 611.2c), its timestamp (CR 613.7b) and its duration, to the end of turn (CR 514.2).
//! Copy effects (layer 1) live in `copy`; static abilities' effects in `layers`.

use crate::continuous_effects::characteristics::TypeSet;
use crate::state::game::Game;
use mw_ir::Duration;
use mw_types::{ColorSet, CreatureType, Layer, ObjectId, PlayerId};
use serde::{Deserialize, Serialize};

/// What a continuous effect from a resolved spell or ability does (CR 611.2).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum LayerEffect {
    /// CR 613.4c (layer 7c): power and toughness modified.
    ModifyPt { power: i32, toughness: i32 },
    /// CR 613.4d (layer 7d): power and toughness switched.
    SwitchPt,
    /// CR 613.1f (layer 6): keywords gained (`Keyword::bit` set).
    AddKeywords(u32),
    /// CR 613.1f (layer 6): keywords lost (`Keyword::bit` set), in timestamp order with
    /// the effects that give them (CR 613.7).
    RemoveKeywords(u32),
    /// Combat rules a resolved effect gave it ("can't block this turn", `CombatRule::bit`
    /// set). FIXME: not an ability, yet applied with layer 6's abilities, so an earlier
    /// "loses all abilities" would not remove it but a later one does.
    AddCombatRules(u16),
    /// CR 613.1d (layer 4): card types added ("becomes an artifact creature").
    AddTypes(TypeSet),
    /// CR 613.1d (layer 4): creature types gained ("becomes a … Elemental creature"), or
    /// every creature type (CR 205.3m); `replace`: its earlier creature types are gone
    /// (CR 205.1b: "becomes a 2/2 Bird artifact creature").
    AddCreatureTypes { types: [Option<CreatureType>; 3], all: bool, replace: bool },
    /// CR 613.1b (layer 2): "gain control of target creature until end of turn".
    Control(PlayerId),
    /// CR 613.1e (layer 5) / 105.3: its colors become these ("becomes blue until end of
    /// turn", "becomes colorless").
    SetColors(ColorSet),
    /// CR 613.1f (layer 6) / 702.16: protection from these colors gained.
    AddProtection(ColorSet),
    /// CR 613.1f (layer 6) / 702.11d: hexproof from these colors gained.
    AddHexproofFrom(ColorSet),
    /// CR 613.1f (layer 6): an ability gained (an `Ability::Granted` of the card whose
    /// instruction gave it).
    AddAbility(crate::continuous_effects::abilities::AbilityRef),
    /// CR 613.4b (layer 7b): base power and toughness set ("has base power and
    /// toughness 1/1 until end of turn").
    SetPt { power: i32, toughness: i32 },
}

impl LayerEffect {
    /// CR 613.1: the layer it applies in.
    pub fn layer(self) -> Layer {
        match self {
            LayerEffect::Control(_) => Layer::Control,
            LayerEffect::AddTypes(_) | LayerEffect::AddCreatureTypes { .. } => Layer::Type,
            LayerEffect::SetColors(_) => Layer::Color,
            LayerEffect::AddKeywords(_) | LayerEffect::RemoveKeywords(_) | LayerEffect::AddCombatRules(_) | LayerEffect::AddProtection(_) | LayerEffect::AddHexproofFrom(_) | LayerEffect::AddAbility(_) => {
                Layer::Ability
            }
            LayerEffect::SetPt { .. } => Layer::PtSet,
            LayerEffect::ModifyPt { .. } => Layer::PtModify,
            LayerEffect::SwitchPt => Layer::PtSwitch,
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
    /// `Duration::UntilYourNextTurn`: whose next turn ends it (the controller of the
    /// spell or ability that made it).
    pub until: Option<PlayerId>,
}

impl Game {
    /// CR 611.2: adds an effect with a new timestamp (CR 613.7a).
    pub(crate) fn add_effect(&mut self, affected: ObjectId, effect: LayerEffect, duration: Duration) {
        // Sums in layer 7c commute, and gained keywords are a set: an effect of either kind
        // joins an existing one on the same object with the same duration, so repeated
        // activations ({0}: +1/+0) keep the list short without changing any result.
        let same = |e: &ContinuousEffect| e.affected == affected && e.duration == duration;
        let joined = self.effects.iter_mut().rev().find(|e| same(e) && std::mem::discriminant(&e.effect) == std::mem::discriminant(&effect));
        match (effect, joined.map(|e| &mut e.effect)) {
            (LayerEffect::ModifyPt { power, toughness }, Some(LayerEffect::ModifyPt { power: p, toughness: t })) => {
                *p = p.saturating_add(power);
                *t = t.saturating_add(toughness);
                return;
            }
            (LayerEffect::AddKeywords(k), Some(LayerEffect::AddKeywords(bits))) => {
                *bits |= k;
                return;
            }
            (LayerEffect::AddCombatRules(k), Some(LayerEffect::AddCombatRules(bits))) => {
                *bits |= k;
                return;
            }
            _ => {}
        }
        let timestamp = self.next_timestamp();
        self.effects.push(ContinuousEffect { timestamp, affected, effect, duration, until: None });
        self.gained_abilities |= matches!(effect, LayerEffect::AddAbility(_));
    }

    /// CR 613.6: one effect with parts in several layers ("becomes a 4/4 blue Elemental
    /// creature with flying"): each part applies in its own layer, all with the effect's
    /// one timestamp.
    /// `until`: whose next turn ends an effect "until your next turn".
    pub(crate) fn add_effect_parts(&mut self, affected: ObjectId, parts: &[LayerEffect], duration: Duration, until: Option<PlayerId>) {
        let timestamp = self.next_timestamp();
        for &effect in parts {
            self.effects.push(ContinuousEffect { timestamp, affected, effect, duration, until });
            self.gained_abilities |= matches!(effect, LayerEffect::AddAbility(_));
        }
    }

    /// "until your next turn" effects of `player` end as their turn begins (CR 500.1).
    pub(crate) fn end_until_next_turn_effects(&mut self, player: PlayerId) {
        self.players[player.index()].cast_as_flash.retain(|(_, d)| *d != Duration::UntilYourNextTurn);
        if self.effects.iter().any(|e| e.until == Some(player)) {
            self.effects.retain(|e| e.until != Some(player));
            self.gained_abilities = self.effects.iter().any(|e| matches!(e.effect, LayerEffect::AddAbility(_)));
        }
    }

    /// CR 514.2: "until end of turn" effects end; effects on objects that no longer exist
    /// are dropped. Returns whether any effect ended.
    pub(crate) fn end_turn_effects(&mut self) -> bool {
        // CR 514.2: unused regeneration shields end with the turn's effects.
        self.replacement.regeneration_shields.clear();
        for p in &mut self.players {
            p.cast_as_flash.retain(|(_, d)| *d != Duration::EndOfTurn);
        }
        let before = self.effects.len();
        let objects = &self.objects;
        self.effects.retain(|e| e.duration != Duration::EndOfTurn && objects.get(e.affected).is_some());
        let copies = self.drop_gone_copy_effects();
        self.gained_abilities = self.effects.iter().any(|e| matches!(e.effect, LayerEffect::AddAbility(_)));
        before != self.effects.len() || copies
    }
}
