//! What happened earlier in the turn that conditions ask about (revolt, morbid, raid):
//! recorded per player as it happens, forgotten as the next turn begins (CR 500.1).

use crate::state::game::Game;
use crate::state::zones::Zone;
use mw_ir::TurnEvent;
use mw_types::{CardType, ObjectId, PlayerId};
use serde::{Deserialize, Serialize};

/// One player's record of this turn's events.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct TurnEvents {
    /// A permanent they controlled left the battlefield (CR 400.7: for any zone).
    pub permanent_left: bool,
    /// A creature they controlled died (CR 700.4).
    pub creature_died: bool,
    /// They declared one or more attackers (CR 508.1).
    pub attacked: bool,
    /// They gained life (CR 119.3).
    pub gained_life: bool,
    /// The life they gained, summed over every gain (CR 119.3).
    pub life_gained: u32,
    /// They lost life (CR 119.3, 119.4).
    pub lost_life: bool,
}

impl Game {
    /// A permanent `old_id`, controlled by `controller`, left the battlefield for `to`
    /// (its characteristics as it last existed, CR 608.2h).
    pub(crate) fn note_left_battlefield(&mut self, old_id: ObjectId, controller: PlayerId, to: Zone) {
        let died = to == Zone::Graveyard && self.is_type(old_id, CardType::Creature);
        let e = &mut self.players[controller.index()].this_turn;
        e.permanent_left = true;
        e.creature_died |= died;
    }

    /// CR 508.1: `player` declared attackers.
    pub(crate) fn note_attacked(&mut self, player: PlayerId) {
        self.players[player.index()].this_turn.attacked = true;
    }

    /// Whether the event happened this turn, for an ability controlled by `player`.
    pub(crate) fn happened_this_turn(&self, e: TurnEvent, player: PlayerId) -> bool {
        match e {
            TurnEvent::PermanentYouControlledLeft => self.players[player.index()].this_turn.permanent_left,
            TurnEvent::CreatureDied => self.players.iter().any(|p| p.this_turn.creature_died),
            TurnEvent::YouAttacked => self.players[player.index()].this_turn.attacked,
            TurnEvent::CreatureYouControlledDied => self.players[player.index()].this_turn.creature_died,
            TurnEvent::YouGainedLife => self.players[player.index()].this_turn.gained_life,
            TurnEvent::OpponentLostLife => self.player_ids().any(|p| p != player && self.players[p.index()].this_turn.lost_life),
        }
    }
}
