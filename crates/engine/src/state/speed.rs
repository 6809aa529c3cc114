//! Speed (CR 702.179): a player's speed, from none to 4, which start your engines! starts
//! (a state-based action, `turn_flow::sba`) and the player's inherent triggered ability
//! raises once a turn when an opponent loses life during their turn; "max speed" (CR
//! 702.178, 702.179e) is a speed of 4.

use crate::state::game::{Game, NO_OBJECT};
use crate::state::stack_items::PendingTrigger;
use crate::state::waiting_triggers::TriggerEvent;
use mw_types::PlayerId;
use serde::{Deserialize, Serialize};

/// CR 702.179e: the greatest speed, "max speed".
pub const MAX_SPEED: u8 = 4;

/// A player's speed (CR 702.179).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct Speed {
    /// CR 702.179b, 702.179f: 0 while the player has no speed (no rule sets a speed of
    /// 0, so "none" and 0 never need telling apart: both read as 0, and an increase
    /// from either gives the amount, CR 702.179c).
    value: u8,
    /// CR 702.179d: the inherent ability triggered this turn ("only once each turn").
    triggered_this_turn: bool,
}

impl Speed {
    /// A speed set up directly (a position), at most 4.
    pub(crate) fn with_value(value: u8) -> Speed {
        Speed { value: value.min(MAX_SPEED), triggered_this_turn: false }
    }

    /// CR 702.179f: the speed effects read (0 for none).
    #[inline]
    pub fn value(self) -> u8 {
        self.value
    }

    /// CR 702.179b: whether the player has a speed at all.
    #[inline]
    pub fn has_speed(self) -> bool {
        self.value > 0
    }

    /// A new turn: the inherent ability may trigger again.
    pub(crate) fn new_turn(&mut self) {
        self.triggered_this_turn = false;
    }
}

/// CR 702.179d: the inherent ability, as `rule_defs::speed_def` holds it.
pub(crate) const SPEED_ABILITY: u16 = 0;

impl Game {
    /// CR 702.179: `player`'s speed (0 while they have none).
    pub fn speed(&self, player: PlayerId) -> u8 {
        self.players[player.index()].speed.value()
    }

    /// CR 702.179a / 704.5z: a player with no speed gets speed 1.
    pub(crate) fn start_speed(&mut self, player: PlayerId) {
        let s = &mut self.players[player.index()].speed;
        if !s.has_speed() {
            s.value = 1;
            self.emit("704.5z", crate::state::events::EventKind::SpeedChanged { player, speed: 1 });
        }
    }

    /// CR 702.179c: `player`'s speed increases by `by` (from none, it becomes `by`),
    /// never past 4 (CR 702.179d's ability stops at 4; no effect raises it further).
    pub(crate) fn increase_speed(&mut self, player: PlayerId, by: u8) {
        let s = &mut self.players[player.index()].speed;
        let speed = s.value.saturating_add(by).min(MAX_SPEED);
        if speed != s.value {
            s.value = speed;
            self.emit("702.179d", crate::state::events::EventKind::SpeedChanged { player, speed });
        }
    }

    /// CR 702.179d: `loser` lost life. During the turn of a player with speed 1 to 3 of
    /// whom `loser` is an opponent, that player's inherent ability triggers ("whenever one
    /// or more opponents lose life during your turn, if your speed is less than 4, your
    /// speed increases by 1"), only once each turn. It has no source; its controller is
    /// that player.
    pub(crate) fn speed_life_lost(&mut self, loser: PlayerId) {
        let active = self.turn.active;
        let s = self.players[active.index()].speed;
        // CR 102.2: in a two-player or free-for-all game every other player is an opponent.
        if loser == active || !s.has_speed() || s.value >= MAX_SPEED || s.triggered_this_turn {
            return;
        }
        self.players[active.index()].speed.triggered_this_turn = true;
        let t = PendingTrigger {
            event: TriggerEvent { player: Some(loser), ..Default::default() },
            controller: active,
            source: NO_OBJECT,
            card: self.cards.speed(),
            ability: SPEED_ABILITY,
        };
        self.pending_triggers.push(t);
    }
}
