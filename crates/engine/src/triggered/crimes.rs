//! Committing a crime (CR 700.13): a player commits one as they cast a spell, activate an
//! ability or put a triggered ability on the stack that targets an opponent, something an
//! opponent controls, or a card in an opponent's graveyard. "Whenever you commit a crime"
//! and "whenever an opponent commits a crime" trigger once for each such spell or ability.

use crate::state::events::Target;
use crate::state::game::Game;
use crate::state::waiting_triggers::TriggerEvent;
use crate::state::zones::Zone;
use mw_ir::{Controller, Trigger};
use mw_types::PlayerId;

impl Game {
    /// CR 700.13: the spell or ability just announced (the top of the stack, its targets
    /// chosen) is a crime of its controller if it targets an opponent's.
    pub(crate) fn crime_check(&mut self) {
        let Some(item) = self.stack.last() else { return };
        let player = item.controller;
        let crime = item.targets.iter().any(|t| self.is_criminal_target(*t, player));
        if !crime {
            return;
        }
        let pl = &mut self.players[player.index()].this_turn;
        pl.crimes = pl.crimes.saturating_add(1);
        if !self.cards.has_trigger(&Trigger::CommitsCrime(Controller::You)) {
            return;
        }
        for (src, controller) in self.watchers() {
            let ev = TriggerEvent { player: Some(player), ..Default::default() };
            self.queue_where(src, controller, ev, |_, t| match t {
                Trigger::CommitsCrime(Controller::You) => player == controller,
                Trigger::CommitsCrime(Controller::NotYou) => player != controller,
                _ => false,
            });
        }
    }

    /// CR 700.13: an opponent of `player`; a permanent, spell or ability an opponent
    /// controls; a card in an opponent's graveyard.
    fn is_criminal_target(&self, t: Target, player: PlayerId) -> bool {
        match t {
            Target::Player(p) => p != player,
            Target::Object(id) => self.objects.get(id).is_some_and(|o| match o.zone {
                Zone::Battlefield | Zone::Stack => o.controller != player,
                Zone::Graveyard => o.owner != player,
                _ => false,
            }),
        }
    }
}
