//! The Ring tempts you (CR 701.54): how many times the Ring has tempted each player and
//! their Ring-bearer. The emblem named The Ring (CR 701.54c) is this state: its static
//! abilities are read where the rules they change are (the legendary supertype by
//! `Game::is_legendary`, blocking by `combat_phase::combat`), and its triggered abilities
//! are `rule_defs::ring_def`'s, put on the stack by `ring_bearer_trigger` with no source
//! (their controller is the player), each only once the Ring has tempted that player
//! often enough.

use crate::state::game::{Game, NO_OBJECT};
use crate::state::stack_items::PendingTrigger;
use crate::state::waiting_triggers::TriggerEvent;
use mw_ir::trigger::RingBearerEvent;
use mw_types::{ObjectId, PlayerId};
use serde::{Deserialize, Serialize};

/// A player's Ring (CR 701.54c): how often it tempted them, and their Ring-bearer.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct Ring {
    /// CR 701.54c: times the Ring has tempted the player this game (0: they have no
    /// emblem named The Ring); counted up to 255.
    tempted: u8,
    /// CR 701.54a–b: the permanent with the player's Ring-bearer designation.
    bearer: Option<ObjectId>,
}

impl Ring {
    /// A Ring set up directly (a position).
    pub(crate) fn with_tempted(tempted: u8) -> Ring {
        Ring { tempted, bearer: None }
    }
}

impl Game {
    /// CR 701.54c: how many times the Ring has tempted `player` this game.
    pub fn ring_tempted(&self, player: PlayerId) -> u8 {
        self.players[player.index()].ring.tempted
    }

    /// CR 701.54e: `player`'s Ring-bearer: the permanent with the designation, while it is
    /// on the battlefield under their control.
    pub fn ring_bearer(&self, player: PlayerId) -> Option<ObjectId> {
        let id = self.players[player.index()].ring.bearer?;
        self.objects.get(id).filter(|o| o.zone == crate::state::zones::Zone::Battlefield && o.controller == player).map(|_| id)
    }

    /// CR 701.54e: whether `id` is its controller's Ring-bearer.
    pub fn is_ring_bearer(&self, id: ObjectId) -> bool {
        self.objects.get(id).is_some_and(|o| self.ring_bearer(o.controller) == Some(id))
    }

    /// Whether any player has a Ring-bearer (so rules that ask can skip looking).
    pub(crate) fn any_ring_bearer(&self) -> bool {
        self.players.iter().any(|p| p.ring.bearer.is_some())
    }

    /// A position's Ring-bearer for `player` (the scenario setup).
    pub(crate) fn set_ring_bearer(&mut self, player: PlayerId, id: ObjectId) {
        self.players[player.index()].ring.bearer = Some(id);
    }

    /// CR 701.54a: another player gained control of `id`: it is no longer the Ring-bearer
    /// of the player who chose it (not even if they get it back).
    pub(crate) fn ring_bearer_changed_control(&mut self, id: ObjectId, to: PlayerId) {
        for (i, p) in self.players.iter_mut().enumerate() {
            if p.ring.bearer == Some(id) && i != to.index() {
                p.ring.bearer = None;
            }
        }
    }

    /// CR 701.54a: a player's creatures one of which becomes their Ring-bearer.
    pub(crate) fn ring_bearer_candidates(&self, player: PlayerId) -> smallvec::SmallVec<[ObjectId; 4]> {
        self.battlefield.iter().copied().filter(|&id| self.controller(id) == Some(player) && self.is_type(id, mw_types::CardType::Creature)).collect()
    }

    /// CR 701.54a, 701.54d: the Ring has tempted `player`, who chose `chosen` (none when
    /// they control no creature): it becomes their Ring-bearer (the last one loses the
    /// designation), the count goes up, and "whenever the Ring tempts you" and "whenever
    /// you choose a creature as your Ring-bearer" trigger.
    pub(crate) fn ring_tempted_done(&mut self, player: PlayerId, chosen: Option<ObjectId>) {
        let ring = &mut self.players[player.index()].ring;
        ring.tempted = ring.tempted.saturating_add(1);
        if chosen.is_some() {
            ring.bearer = chosen;
        }
        let times = ring.tempted;
        self.emit("701.54a", crate::state::events::EventKind::RingTempted { player, bearer: chosen, times });
        let ev = TriggerEvent { player: Some(player), object: chosen, ..Default::default() };
        self.own_watchers(player, ev, mw_ir::Trigger::RingTemptsYou);
        if chosen.is_some() {
            self.own_watchers(player, ev, mw_ir::Trigger::YouChooseRingBearer);
        }
    }

    /// CR 701.54c: the Ring's triggered ability about `creature` (the Ring-bearer of its
    /// controller) for `what`, when the Ring has tempted that player often enough; `ev`
    /// the event (the blocking creature, the player dealt damage).
    pub(crate) fn ring_bearer_trigger(&mut self, creature: ObjectId, what: RingBearerEvent, ev: TriggerEvent) {
        let Some(player) = self.objects.get(creature).map(|o| o.controller) else { return };
        if self.ring_bearer(player) != Some(creature) {
            return;
        }
        let (ability, needs) = match what {
            RingBearerEvent::Attacks => (0, 2),
            RingBearerEvent::BlockedBy => (1, 3),
            RingBearerEvent::CombatDamageToPlayer => (2, 4),
        };
        if self.ring_tempted(player) < needs {
            return;
        }
        let t = PendingTrigger { event: ev, controller: player, source: NO_OBJECT, card: self.cards.ring(), ability };
        self.pending_triggers.push(t);
    }
}
