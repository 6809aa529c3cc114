//! Qualities players have from static abilities (CR 702.11c, 702.18a, 702.16k): "You have
//! hexproof", "You have shroud", "You … have protection from the chosen card type". Read
//! where a player is targeted (`target_legality`), dealt damage (`pipeline::damage`) or
//! enchanted (CR 303.4d).

use crate::continuous_effects::characteristics::Characteristics;
use crate::state::game::Game;
use mw_ir::{Ability, PlayerQuality, SelfStatic};
use mw_types::{ObjectId, PlayerId};

impl Game {
    /// Whether a permanent `p` controls gives them a quality for which `f` says yes (with
    /// the permanent giving it).
    fn player_quality(&self, p: PlayerId, mut f: impl FnMut(PlayerQuality, ObjectId) -> bool) -> bool {
        const ALL: [PlayerQuality; 3] = [PlayerQuality::Hexproof, PlayerQuality::Shroud, PlayerQuality::ProtectionFromChosenType];
        if !ALL.iter().any(|&q| self.cards.has_self_static(SelfStatic::YouHave(q))) {
            return false;
        }
        self.battlefield.iter().filter(|&&id| self.controller(id) == Some(p)).any(|&id| {
            self.abilities(id).any(|(_, _, a)| matches!(a, Ability::Static(SelfStatic::YouHave(q)) if f(*q, id)))
        })
    }

    /// CR 702.16k: whether the player `p` has protection from an object with the
    /// characteristics `source` (damage from it is prevented, it can't target or enchant
    /// them).
    pub(crate) fn player_protected_from(&self, p: PlayerId, source: &Characteristics) -> bool {
        self.player_quality(p, |q, giver| {
            q == PlayerQuality::ProtectionFromChosenType
                && self.objects.get(giver).and_then(|o| o.chosen_card_type()).is_some_and(|t| source.is(t))
        })
    }

    /// CR 702.11c, 702.18a, 702.16k: whether the player `p` can't be the target of a spell
    /// or ability from `source` controlled by `by`.
    pub(crate) fn player_untargetable(&self, p: PlayerId, by: PlayerId, source: ObjectId) -> bool {
        self.player_quality(p, |q, giver| match q {
            PlayerQuality::Shroud => true,
            PlayerQuality::Hexproof => by != p,
            PlayerQuality::ProtectionFromChosenType => {
                let chosen = self.objects.get(giver).and_then(|o| o.chosen_card_type());
                chosen.is_some_and(|t| self.characteristics(source).is_some_and(|s| s.is(t)))
            }
        })
    }
}
