//! When a player may cast spells beyond the card's own timing (CR 307.1, 601.3):
//! permissions to cast spells as though they had flash (CR 601.3b: permanents' static
//! abilities and resolved instructions' permissions) and restrictions permanents put on
//! some players (CR 101.2: a "can't" or an "only" wins over a permission; CR 307.5:
//! "any time they could cast a sorcery"). FIXME: spells cast while an instruction
//! resolves (cascade, discover, "cast without paying") don't check the restrictions yet.

use crate::state::game::Game;
use crate::turn_flow::turn::Step;
use mw_ir::{Ability, CastRestriction, Controller};
use mw_types::{ObjectId, PlayerId};

impl Game {
    /// CR 601.3b: whether `player` may cast the spell `card` as though it had flash: a
    /// resolved instruction's permission for now, or a static ability of a permanent they
    /// control.
    pub(crate) fn may_cast_as_flash(&self, player: PlayerId, card: ObjectId) -> bool {
        let granted = &self.players[player.index()].cast_as_flash;
        if granted.iter().any(|(f, _)| self.object_matches(f, card, player, card)) {
            return true;
        }
        self.cards.has_cast_timing()
            && self.battlefield.iter().any(|&id| {
                self.controller(id) == Some(player)
                    && self.abilities(id).any(|(_, _, a)| matches!(a, Ability::CastAsThoughFlash(f) if self.object_matches(f, card, player, id)))
            })
    }

    /// CR 101.2: whether the restrictions permanents put on when `player` may cast
    /// spells allow it now.
    pub(crate) fn cast_restrictions_allow(&self, player: PlayerId) -> bool {
        if !self.cards.has_cast_timing() {
            return true;
        }
        self.battlefield.iter().all(|&id| {
            let Some(owner_of_rule) = self.controller(id) else { return true };
            self.abilities(id).all(|(_, _, a)| match a {
                Ability::CastRestriction { who, rule } => !restricted(*who, owner_of_rule, player) || self.restriction_allows(*rule, owner_of_rule, player),
                _ => true,
            })
        })
    }

    /// Whether a restriction of a permanent controlled by `controller` lets `player`
    /// cast a spell now.
    fn restriction_allows(&self, rule: CastRestriction, controller: PlayerId, player: PlayerId) -> bool {
        match rule {
            // CR 307.5: priority is implied by the question being asked.
            CastRestriction::SorceryTiming => self.sorcery_timing(player),
            CastRestriction::OwnTurn => self.turn.active == player,
            CastRestriction::NotDuringYourTurn => self.turn.active != controller,
            // CR 506.1: the combat phase runs from its beginning step to its end step.
            CastRestriction::NotDuringCombat => !(Step::BeginCombat..=Step::EndCombat).contains(&self.turn.step),
        }
    }
}

/// Whether a restriction for `who` (relative to `controller`) restricts `player`.
fn restricted(who: Controller, controller: PlayerId, player: PlayerId) -> bool {
    match who {
        Controller::You => player == controller,
        Controller::NotYou => player != controller,
        _ => true,
    }
}
