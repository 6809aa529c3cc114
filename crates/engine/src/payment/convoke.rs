//! Convoke (CR 702.51), improvise (CR 702.126) and delve (CR 702.66): while paying for
//! a spell with one of them, its controller may tap untapped creatures they control (each
//! paying for {1} or one mana of that creature's color), tap untapped artifacts (each
//! paying for {1}), or exile cards from their graveyard (each paying for {1}). None is a
//! mana ability: for planning a payment, each such permanent or card is a source whose
//! choices are marked `CONVOKE`; paying with it taps or exiles it. FIXME: the colorless
//! mana standing for {1} could also pay a {C} symbol, which these keywords don't allow.

use crate::state::game::Game;
use crate::payment::mana::ManaSource;
use mw_ir::Ability;
use mw_types::{CardId, CardType, ManaType, ObjectId, PlayerId};
use smallvec::SmallVec;

/// The ability number that marks a convoke choice among a source's choices.
pub(crate) const CONVOKE: u16 = u16::MAX;

impl Game {
    /// Whether the card (a spell's face) has convoke, improvise or delve.
    pub(crate) fn has_convoke(&self, card: CardId) -> bool {
        self.cards.get(card).abilities.iter().any(|a| matches!(a, Ability::Convoke | Ability::Improvise | Ability::Delve))
    }

    /// `sources` with, for a spell with convoke, each untapped creature `player` controls
    /// added as a source (or its choices widened, if it also has a mana ability: it is
    /// tapped either way, so only one of them can be used).
    pub(crate) fn with_convoke(&self, player: PlayerId, card: CardId, mut sources: Vec<ManaSource>) -> Vec<ManaSource> {
        if !self.has_convoke(card) {
            return sources;
        }
        // The permanents convoke and improvise may tap aren't planned twice.
        self.without_choosing(&mut sources);
        let has = |k: &Ability| self.cards.get(card).abilities.contains(k);
        let (convoke, improvise) = (has(&Ability::Convoke), has(&Ability::Improvise));
        let graveyard: &[ObjectId] = if has(&Ability::Delve) { &self.players[player.index()].graveyard } else { &[] };
        for &id in self.battlefield.iter().chain(graveyard) {
            let Some(c) = self.characteristics(id) else { continue };
            let in_graveyard = self.objects.get(id).is_some_and(|o| o.zone == crate::state::zones::Zone::Graveyard);
            let creature = convoke && c.is(CardType::Creature);
            let artifact = improvise && c.is(CardType::Artifact);
            if !in_graveyard && (c.controller != player || !(creature || artifact) || self.objects.get(id).is_none_or(|o| o.tapped())) {
                continue;
            }
            let mut choices: SmallVec<[ManaType; 5]> = SmallVec::new();
            if creature && !in_graveyard {
                choices.extend(c.colors.iter().map(ManaType::of_color));
            }
            choices.push(ManaType::Colorless);
            let i = match sources.iter().position(|s| s.source == id) {
                Some(i) => i,
                None => {
                    sources.push(ManaSource::new(id));
                    sources.len() - 1
                }
            };
            for t in choices {
                let mut one = SmallVec::new();
                one.push(t);
                sources[i].abilities.push(CONVOKE);
                sources[i].choices.push(one);
                sources[i].restricted.push(false);
                if sources[i].has_costs() {
                    sources[i].costs.push(Default::default());
                }
            }
        }
        sources
    }

    /// CR 702.51a / 702.126a: taps the creature or artifact; CR 702.66a: exiles the
    /// graveyard card. The mana it stands for goes to the pool only to be spent on this
    /// cost at once.
    pub(crate) fn convoke_tap(&mut self, player: PlayerId, creature: ObjectId, mana: ManaType) {
        if self.objects.get(creature).is_some_and(|o| o.zone == crate::state::zones::Zone::Graveyard) {
            let exiled = self.move_object(creature, crate::state::zones::Zone::Exile, "702.66a");
            // CR 607.2a: the cards a spell's delve exiled are "exiled with" it.
            if let Some(spell) = self.announcing.as_ref().map(|a| a.source) {
                self.linked_exiles.push((spell, exiled));
            }
        } else {
            self.tap(creature, "702.51a");
        }
        self.players[player.index()].pool.add(mana, 1);
    }
}
