//! Keywords for casting a card from its owner's graveyard that another ability gives it
//! (CR 702.34a flashback, 702.81a retrace): a static ability of a permanent or an emblem
//! ("instant and sorcery cards in your graveyard have retrace", "… have flashback. The
//! flashback cost is equal to that card's mana cost.", `Ability::GraveyardCardsHave`),
//! or an effect until end of turn ("target instant card in your graveyard gains
//! flashback until end of turn …", `Effect::GainFlashback`). A card's printed flashback
//! cost comes first.

use crate::state::game::Game;
use crate::state::zones::Zone;
use mw_ir::Ability;
use mw_types::{ManaCost, ObjectId, PlayerId};

impl Game {
    /// CR 604.1: whether a static ability of a permanent or an emblem `player` controls
    /// gives `card` (in their graveyard) the ability `wanted`, its condition holding.
    fn graveyard_grant(&self, player: PlayerId, card: ObjectId, wanted: &Ability) -> bool {
        if !self.cards.has_graveyard_grants() {
            return false;
        }
        let sources = self.battlefield.iter().copied().filter(|&id| self.objects.get(id).is_some_and(|o| o.controller == player)).chain(self.emblems_of(player));
        for src in sources {
            let Some(o) = self.objects.get(src) else { continue };
            for a in &self.cards.get(o.card).abilities {
                if let Ability::GraveyardCardsHave { filter, ability, condition } = a {
                    if **ability == *wanted && self.object_matches(filter, card, player, src) && condition.is_none_or(|c| self.condition_holds(c, player, src)) {
                        return true;
                    }
                }
            }
        }
        false
    }

    /// CR 702.81a: retrace's discard given to `card` in `player`'s graveyard, when its own
    /// text gives none.
    pub(crate) fn granted_graveyard_discard(&self, player: PlayerId, card: ObjectId) -> Option<mw_ir::AdditionalCost> {
        self.graveyard_grant(player, card, &Ability::Retrace).then_some(mw_ir::AdditionalCost::DiscardLand)
    }

    /// CR 702.34a: the flashback cost `player` may cast `card` (in their graveyard) for:
    /// its printed one, else its mana cost when an effect or a static ability gives it
    /// flashback.
    pub(crate) fn flashback_cost_of(&self, player: PlayerId, card: ObjectId) -> Option<&ManaCost> {
        let o = self.objects.get(card)?;
        let def = self.cards.get(o.card);
        if let Some(c) = crate::state::announcing::flashback_cost(def) {
            return Some(c);
        }
        let granted = o.zone == Zone::Graveyard
            && o.owner == player
            && (self.flashback_grants.contains(&card) || self.graveyard_grant(player, card, &Ability::FlashbackAtManaCost));
        granted.then_some(&def.mana_cost)
    }

    /// CR 611.2c: `card` gains flashback until end of turn, if it is in a graveyard.
    pub(crate) fn gain_flashback(&mut self, card: ObjectId) {
        if self.objects.get(card).is_some_and(|o| o.zone == Zone::Graveyard) && !self.flashback_grants.contains(&card) {
            self.flashback_grants.push(card);
        }
    }
}
