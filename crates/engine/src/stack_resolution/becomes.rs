//! "~ becomes a 1/1 Phyrexian Blinkmoth artifact creature with flying until end of turn.
//! It's still a land." (CR 205.1b, 611.2): one continuous effect whose parts apply in
//! layers 4 (types), 5 (colors), 6 (abilities) and 7b (base power and toughness), all with
//! one timestamp (CR 613.6).

use crate::continuous_effects::characteristics::{LayerEffect, TypeSet};
use crate::stack_resolution::effects::EffectCtx;
use crate::state::game::Game;
use crate::state::zones::Zone;
use mw_ir::{Becomes, Duration, Subject};
use smallvec::SmallVec;

impl Game {
    /// CR 611.2c: the affected permanent is fixed as the effect begins; CR 611.2d: an X
    /// in its power and toughness too.
    pub(crate) fn apply_becomes(&mut self, subject: Subject, b: &Becomes, duration: Duration, ctx: &EffectCtx) {
        let Some(id) = self.subject(subject, ctx) else { return };
        if self.objects.get(id).is_none_or(|o| o.zone != Zone::Battlefield) {
            return;
        }
        let mut parts: SmallVec<[LayerEffect; 5]> = SmallVec::new();
        let mut types = TypeSet::default();
        b.types.iter().for_each(|t| types.insert(*t));
        if types != TypeSet::default() {
            parts.push(LayerEffect::AddTypes(types));
        }
        // CR 305.7: a basic land type replaces its land types.
        if let Some(color) = b.land_type {
            parts.push(LayerEffect::BasicLandType(color));
        }
        // CR 205.3m: the creature type chosen as it resolved replaces its own (none
        // chosen: nothing changes).
        if b.chosen_creature_type {
            match self.chosen_for(ctx.source) {
                Some(crate::state::objects::Chosen::CreatureType(t)) => {
                    parts.push(LayerEffect::AddCreatureTypes { types: [Some(t), None, None], all: false, replace: true })
                }
                _ => return,
            }
        }
        if !b.creature_types.is_empty() || b.all_creature_types || b.replaces_creature_types {
            let mut slots = [None; 3];
            for (slot, t) in slots.iter_mut().zip(&b.creature_types) {
                *slot = Some(*t);
            }
            parts.push(LayerEffect::AddCreatureTypes { types: slots, all: b.all_creature_types, replace: b.replaces_creature_types });
        }
        if let Some(colors) = b.colors {
            parts.push(LayerEffect::SetColors(colors));
        }
        let keywords = b.keywords.iter().fold(0, |bits, k| bits | k.bit());
        if keywords != 0 {
            parts.push(LayerEffect::AddKeywords(keywords));
        }
        if let Some((p, t)) = b.pt {
            parts.push(LayerEffect::SetPt { power: self.amount(p, ctx), toughness: self.amount(t, ctx) });
        }
        let until = (duration == Duration::UntilYourNextTurn).then_some(ctx.controller);
        self.add_effect_parts(id, &parts, duration, until);
    }
}
