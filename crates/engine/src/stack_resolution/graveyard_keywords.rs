//! Keywords for casting a card from its owner's graveyard that another ability gives it
//! (CR 702.34a flashback, 702.81a retrace, 702.138a escape): a static ability of a
//! permanent or an emblem ("instant and sorcery cards in your graveyard have retrace", "…
//! have flashback. The flashback cost is equal to that card's mana cost.", "each nonland
//! card in your graveyard has escape. The escape cost is equal to the card's mana cost
//! plus exile three other cards from your graveyard.", `Ability::GraveyardCardsHave`),
//! or an effect until end of turn ("target instant card in your graveyard gains
//! flashback until end of turn …", `Effect::GainFlashback`). A card's printed flashback
//! cost comes first.

use crate::state::game::Game;
use crate::state::zones::Zone;
use mw_ir::Ability;
use mw_types::{ManaCost, ObjectId, PlayerId};

impl Game {
    /// CR 604.1: the first ability a static ability of a permanent or an emblem `player`
    /// controls gives `card` (in their graveyard) that `wanted` accepts, its condition
    /// holding.
    fn graveyard_grant(&self, player: PlayerId, card: ObjectId, wanted: impl Fn(&Ability) -> bool) -> Option<&Ability> {
        if !self.cards.has_graveyard_grants() {
            return None;
        }
        let sources = self.battlefield.iter().copied().filter(|&id| self.objects.get(id).is_some_and(|o| o.controller == player)).chain(self.emblems_of(player));
        for src in sources {
            let Some(o) = self.objects.get(src) else { continue };
            for a in &self.cards.get(o.card).abilities {
                if let Ability::GraveyardCardsHave { filter, ability, condition } = a {
                    if wanted(ability) && self.object_matches(filter, card, player, src) && condition.is_none_or(|c| self.condition_holds(c, player, src)) {
                        return Some(ability);
                    }
                }
            }
        }
        None
    }

    /// CR 702.81a / 702.138a: the cost a keyword another ability gives `card` (in
    /// `player`'s graveyard) adds to its mana cost as it is cast from there, when its own
    /// text gives none: retrace's discard of a land card, or escape's exiled cards (then
    /// `true`). Retrace comes first.
    pub(crate) fn granted_graveyard_cost(&self, player: PlayerId, card: ObjectId) -> Option<(mw_ir::AdditionalCost, bool)> {
        if self.graveyard_grant(player, card, |a| *a == Ability::Retrace).is_some() {
            return Some((mw_ir::AdditionalCost::DiscardLand, false));
        }
        match self.graveyard_grant(player, card, |a| matches!(a, Ability::EscapeAtManaCost(_)))? {
            Ability::EscapeAtManaCost(extra) => Some((extra.clone(), true)),
            _ => None,
        }
    }

    /// CR 702.81a / 702.138a: the additional cost of casting `card` from `player`'s
    /// graveyard by a keyword another ability gives it (`granted_graveyard_cost`).
    pub(crate) fn granted_graveyard_discard(&self, player: PlayerId, card: ObjectId) -> Option<mw_ir::AdditionalCost> {
        self.granted_graveyard_cost(player, card).map(|(c, _)| c)
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
            && (self.flashback_grants.contains(&card) || self.graveyard_grant(player, card, |a| *a == Ability::FlashbackAtManaCost).is_some());
        granted.then_some(&def.mana_cost)
    }

    /// CR 611.2c: `card` gains flashback until end of turn, if it is in a graveyard.
    pub(crate) fn gain_flashback(&mut self, card: ObjectId) {
        if self.objects.get(card).is_some_and(|o| o.zone == Zone::Graveyard) && !self.flashback_grants.contains(&card) {
            self.flashback_grants.push(card);
        }
    }
}
