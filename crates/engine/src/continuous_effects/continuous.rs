//! Continuous effects from resolved spells and abilities (CR 611.2): what each one does
//! and the layer it applies in (CR 613.1), the object it affects, locked in as it began
//! (CR 611.2c), its timestamp (CR 613.7b) and its duration, to the end of turn (CR 514.2).
//! Copy effects (layer 1) live in `copy`; static abilities' effects in `layers`.

pub use crate::state::effect_values::{ContinuousEffect, LayerEffect};
use crate::state::game::Game;
use mw_ir::Duration;
use mw_types::{ObjectId, PlayerId};

impl Game {
    /// CR 611.2: adds an effect with a new timestamp (CR 613.7a).
    pub(crate) fn add_effect(&mut self, affected: ObjectId, effect: LayerEffect, duration: Duration) {
        // Sums in layer 7c commute, and gained keywords are a set: an effect of either kind
        // joins an existing one on the same object with the same duration (keywords: only
        // the latest timestamp), so repeated activations ({0}: +1/+0) keep the list short
        // without changing any result.
        // CR 500.1: "until your next turn": the next turn of the resolving spell's or
        // ability's controller ends it.
        let until = (duration == Duration::UntilYourNextTurn).then(|| self.resolving_controller()).flatten();
        let same = |e: &ContinuousEffect| e.affected == affected && e.duration == duration && e.until == until;
        let now = self.timestamp;
        let joined = self.effects.iter_mut().rev().find(|e| same(e) && std::mem::discriminant(&e.effect) == std::mem::discriminant(&effect));
        let latest = joined.as_ref().is_some_and(|e| e.timestamp == now);
        match (effect, joined.map(|e| &mut e.effect)) {
            (LayerEffect::ModifyPt { power, toughness }, Some(LayerEffect::ModifyPt { power: p, toughness: t })) => {
                *p = p.saturating_add(power);
                *t = t.saturating_add(toughness);
                return;
            }
            // CR 613.7: layer 6 effects apply in timestamp order, so a gain joins only the
            // latest timestamp given out (nothing came between them).
            (LayerEffect::AddKeywords(k), Some(LayerEffect::AddKeywords(bits))) if latest => {
                *bits |= k;
                return;
            }
            (LayerEffect::AddCombatRules(k), Some(LayerEffect::AddCombatRules(bits))) if latest => {
                *bits |= k;
                return;
            }
            _ => {}
        }
        let timestamp = self.next_timestamp();
        self.effects.push(ContinuousEffect { timestamp, affected, effect, duration, until });
        self.gained_abilities |= effect.changes_abilities();
    }

    /// The controller of the spell or ability resolving now, if one is.
    pub(crate) fn resolving_controller(&self) -> Option<PlayerId> {
        let r = self.resolving.as_ref()?;
        self.stack.iter().find(|i| i.id == r.item).map(|i| i.controller)
    }

    /// CR 613.6: one effect with parts in several layers ("becomes a 4/4 blue Elemental
    /// creature with flying"): each part applies in its own layer, all with the effect's
    /// one timestamp.
    /// `until`: whose next turn ends an effect "until your next turn".
    pub(crate) fn add_effect_parts(&mut self, affected: ObjectId, parts: &[LayerEffect], duration: Duration, until: Option<PlayerId>) {
        let timestamp = self.next_timestamp();
        for &effect in parts {
            self.effects.push(ContinuousEffect { timestamp, affected, effect, duration, until });
            self.gained_abilities |= effect.changes_abilities();
        }
    }

    /// "until your next turn" effects of `player` end as their turn begins (CR 500.1).
    pub(crate) fn end_until_next_turn_effects(&mut self, player: PlayerId) {
        self.players[player.index()].cast_as_flash.retain(|(_, d)| *d != Duration::UntilYourNextTurn);
        if !self.replacement.prevent_all.is_empty() {
            self.end_preventions(Some(player));
        }
        if self.effects.iter().any(|e| e.until == Some(player)) {
            self.effects.retain(|e| e.until != Some(player));
            self.gained_abilities = self.effects.iter().any(|e| e.effect.changes_abilities());
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
        self.gained_abilities = self.effects.iter().any(|e| e.effect.changes_abilities());
        before != self.effects.len() || copies
    }
}
