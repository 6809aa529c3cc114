//! Convoke (CR 702.51): while paying for a spell with convoke, its controller may tap
//! untapped creatures they control, each paying for {1} or one mana of that creature's
//! color. Convoke isn't a mana ability: for planning a payment, each such creature is a
//! source whose choices are marked `CONVOKE`; paying with it taps the creature.

use crate::game::Game;
use crate::mana::ManaSource;
use mw_ir::Ability;
use mw_types::{CardId, CardType, ManaType, ObjectId, PlayerId};
use smallvec::SmallVec;

/// The ability number that marks a convoke choice among a source's choices.
pub(crate) const CONVOKE: u16 = u16::MAX;

impl Game {
    /// Whether the card (a spell's face) has convoke.
    pub(crate) fn has_convoke(&self, card: CardId) -> bool {
        self.cards.get(card).abilities.contains(&Ability::Convoke)
    }

    /// `sources` with, for a spell with convoke, each untapped creature `player` controls
    /// added as a source (or its choices widened, if it also has a mana ability: it is
    /// tapped either way, so only one of them can be used).
    pub(crate) fn with_convoke(&self, player: PlayerId, card: CardId, mut sources: Vec<ManaSource>) -> Vec<ManaSource> {
        if !self.has_convoke(card) {
            return sources;
        }
        for &id in &self.battlefield {
            let Some(c) = self.characteristics(id) else { continue };
            if c.controller != player || !c.is(CardType::Creature) || self.objects.get(id).is_none_or(|o| o.tapped) {
                continue;
            }
            let mut choices: SmallVec<[ManaType; 5]> = c.colors.iter().map(ManaType::of_color).collect();
            choices.push(ManaType::Colorless);
            let i = match sources.iter().position(|s| s.source == id) {
                Some(i) => i,
                None => {
                    sources.push(ManaSource { source: id, abilities: SmallVec::new(), choices: SmallVec::new(), spend: SmallVec::new() });
                    sources.len() - 1
                }
            };
            for t in choices {
                let mut one = SmallVec::new();
                one.push(t);
                sources[i].abilities.push(CONVOKE);
                sources[i].choices.push(one);
                sources[i].spend.push(None);
            }
        }
        sources
    }

    /// CR 702.51a: taps the creature for convoke; the mana it stands for goes to the pool
    /// only to be spent on this cost at once.
    pub(crate) fn convoke_tap(&mut self, player: PlayerId, creature: ObjectId, mana: ManaType) {
        if let Some(o) = self.objects.get_mut(creature) {
            o.tapped = true;
        }
        self.emit("702.51a", crate::events::EventKind::Tapped { object: creature });
        self.became_tapped(creature);
        self.players[player.index()].pool.add(mana, 1);
    }
}
