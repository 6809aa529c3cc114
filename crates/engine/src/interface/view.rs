//! What one player may know (DESIGN.md invariant 3): their own hand, everyone's public
//! zones, and only the sizes of hidden zones.

use crate::state::game::Game;
use crate::stack_resolution::stack::StackItem;
use crate::turn_flow::turn::Step;
use mw_types::{ObjectId, PlayerId};
use serde::Serialize;

/// A card as a viewer sees it.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct SeenCard {
    pub id: ObjectId,
    pub name: String,
    pub tapped: bool,
    pub power: Option<i32>,
    pub toughness: Option<i32>,
    pub damage: i32,
}

/// One player as a viewer sees them.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct SeenPlayer {
    pub player: PlayerId,
    pub life: i32,
    pub library_size: usize,
    /// CR 401.5: the top card of the library, when the viewer is this player and may
    /// look at it any time.
    pub library_top: Option<SeenCard>,
    pub hand_size: usize,
    /// Only the viewer's own hand is shown.
    pub hand: Option<Vec<SeenCard>>,
    pub graveyard: Vec<SeenCard>,
    pub battlefield: Vec<SeenCard>,
}

/// A player's view of the game.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct PlayerView {
    pub viewer: PlayerId,
    pub turn: u32,
    pub active: PlayerId,
    pub step: Step,
    pub players: Vec<SeenPlayer>,
    pub stack: Vec<StackItem>,
    /// The viewer's mana pool.
    pub pool: crate::payment::mana::ManaPool,
    /// What mana the viewer could make right now, as distinct combinations
    /// (`Game::available_mana`).
    pub available_mana: Vec<crate::payment::mana::ManaPool>,
}

impl Game {
    fn seen(&self, id: ObjectId) -> SeenCard {
        let o = self.objects.last_known(id);
        let c = self.characteristics(id);
        let creature = c.is_some_and(|c| c.is(mw_types::CardType::Creature));
        SeenCard {
            id,
            name: self.name(id).to_string(),
            tapped: o.is_some_and(|o| o.tapped()),
            power: creature.then(|| self.power(id)),
            toughness: creature.then(|| self.toughness(id)),
            damage: o.map_or(0, |o| o.damage()),
        }
    }

    /// CR 401.5: whether `viewer` may see the top card of `owner`'s library: their own,
    /// with a permanent that lets them look at it any time, or anyone's played revealed
    /// ("play with the top card of your library revealed", or of every library).
    pub(crate) fn may_see_top(&self, viewer: PlayerId, owner: PlayerId) -> bool {
        let look = mw_ir::SelfStatic::LookAtTopAnyTime;
        let mine = mw_ir::SelfStatic::TopCardRevealed { each_player: false };
        let all = mw_ir::SelfStatic::TopCardRevealed { each_player: true };
        if !self.cards.has_self_static(look) && !self.cards.has_self_static(mine) && !self.cards.has_self_static(all) {
            return false;
        }
        let has = |p: PlayerId, s: mw_ir::SelfStatic| self.zone(p, crate::state::zones::Zone::Battlefield).into_iter().any(|id| self.abilities(id).any(|(_, _, a)| *a == mw_ir::Ability::Static(s)));
        (viewer == owner && has(owner, look)) || has(owner, mine) || self.player_ids().any(|p| has(p, all))
    }

    /// The game as `viewer` may see it.
    pub fn view(&self, viewer: PlayerId) -> PlayerView {
        let players = self
            .player_ids()
            .map(|p| {
                let pl = self.player(p);
                SeenPlayer {
                    player: p,
                    life: pl.life(),
                    library_size: pl.library.len(),
                    library_top: self.may_see_top(viewer, p).then(|| pl.library.first().map(|&c| self.seen(c))).flatten(),
                    hand_size: pl.hand.len(),
                    hand: (p == viewer).then(|| pl.hand.iter().map(|&c| self.seen(c)).collect()),
                    graveyard: pl.graveyard.iter().map(|&c| self.seen(c)).collect(),
                    battlefield: self
                        .zone(p, crate::state::zones::Zone::Battlefield)
                        .into_iter()
                        .map(|c| self.seen(c))
                        .collect(),
                }
            })
            .collect();
        PlayerView {
            viewer,
            turn: self.turn.number,
            active: self.turn.active,
            step: self.turn.step,
            players,
            stack: self.stack.clone(),
            pool: self.player(viewer).pool.clone(),
            available_mana: self.available_mana(viewer),
        }
    }
}
