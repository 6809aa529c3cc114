//! Requirements on the choice of targets (CR 601.2c, 602.2b): "while choosing targets as
//! part of casting a spell or activating an ability, your opponents must choose at least
//! one Flagbearer on the battlefield if able" (`Ability::OpponentsMustTarget`).

use crate::state::announcing::{Announcing, Origin};
use crate::state::events::Target;
use crate::state::game::Game;
use mw_ir::{Ability, TargetSpec};
use mw_types::ObjectId;
use smallvec::SmallVec;

impl Game {
    /// CR 601.2c: the permanents of which the spell or ability being announced must
    /// name at least one, when the target chosen now is the last that could and none is
    /// named yet; `None` when nothing restricts this choice.
    pub(crate) fn required_targets(&self, a: &Announcing, chosen: usize, specs: &[TargetSpec]) -> Option<SmallVec<[ObjectId; 4]>> {
        if !self.cards.has_target_requirements() || !matches!(a.origin, Origin::Cast | Origin::Activate) {
            return None;
        }
        let mut required: SmallVec<[ObjectId; 4]> = SmallVec::new();
        for &holder in &self.battlefield {
            let Some(controller) = self.objects.get(holder).map(|o| o.controller) else { continue };
            // CR 102.2 (two players) / 102.3: every other player is an opponent.
            if controller == a.player {
                continue;
            }
            for (_, _, ability) in self.abilities(holder) {
                let Ability::OpponentsMustTarget(filter) = ability else { continue };
                for &id in &self.battlefield {
                    if !required.contains(&id) && self.object_matches(filter, id, controller, holder) {
                        required.push(id);
                    }
                }
            }
        }
        if required.is_empty() {
            return None;
        }
        let named = self.stack.last().is_some_and(|s| s.targets.iter().any(|t| matches!(t, Target::Object(o) if required.contains(o))));
        let legal = |spec: &TargetSpec| required.iter().any(|&o| self.target_is_legal(spec, a.player, a.source, Target::Object(o)));
        // A later target that could name one keeps this choice free.
        if named || specs.iter().skip(chosen + 1).any(legal) || !specs.get(chosen).is_some_and(legal) {
            return None;
        }
        Some(required)
    }
}
