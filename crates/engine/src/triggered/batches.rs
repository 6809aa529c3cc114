//! Batch triggers (CR 603.2c): abilities that trigger once for an event touching one or
//! more objects ("whenever one or more creatures you control attack", "… deal combat
//! damage to a player"), not once for each object.

use crate::state::events::Target;
use crate::state::game::Game;
use crate::state::waiting_triggers::TriggerEvent;
use mw_ir::{Controller, Trigger};
use mw_types::{ObjectId, PlayerId};

/// Whether `player` is the player `to` names relative to `controller`.
fn player_is(to: Controller, player: PlayerId, controller: PlayerId) -> bool {
    match to {
        Controller::Any => true,
        Controller::You => player == controller,
        Controller::NotYou | Controller::Defending => player != controller,
        Controller::Player { .. } => false,
    }
}

impl Game {
    /// CR 508.3d / 603.2c: "whenever one or more [creatures] attack [you]": once for the
    /// declaration, when any declared attacker passes the filter (and attacks the
    /// ability's controller, for "attack you"); "whenever you attack with three or more
    /// creatures": when that many do, the event's amount their number.
    pub(crate) fn attack_batch_triggers(&mut self, attackers: &[ObjectId]) {
        let any = Trigger::AttackBatch { filter: mw_ir::ObjectFilter::default(), to: Controller::Any, min: 0 };
        if attackers.is_empty() || !self.cards.has_trigger(&any) {
            return;
        }
        for (src, controller) in self.watchers() {
            self.queue_each(src, controller, |g, t| {
                let Trigger::AttackBatch { filter, to, min } = t else { return None };
                let hits = |a: &ObjectId| {
                    let attacked = g.combat.attackers.iter().find(|x| x.attacker == *a).map(|x| x.target);
                    let whom = *to == Controller::Any || attacked == Some(Target::Player(controller));
                    whom && g.object_matches(filter, *a, controller, src)
                };
                // "whenever you attack with three or more creatures": "that many".
                let amount = attackers.iter().filter(|a| hits(a)).count() as u32;
                (amount >= u32::from((*min).max(1))).then_some(TriggerEvent { amount, ..Default::default() })
            });
        }
    }

    /// CR 510.2 / 603.2c: "whenever one or more [creatures] deal combat damage to a
    /// player": after a combat damage step's damage, once for each player dealt damage by
    /// creatures passing the filter; "that player" is them, the amount what those
    /// creatures dealt them. `dealt` lists (source, player, amount) for this step.
    pub(crate) fn combat_damage_batch_triggers(&mut self, dealt: &[(ObjectId, PlayerId, u32)]) {
        let any = Trigger::CombatDamageBatch { filter: mw_ir::ObjectFilter::default(), to: Controller::Any };
        if dealt.is_empty() || !self.cards.has_trigger(&any) {
            return;
        }
        let mut players: smallvec::SmallVec<[PlayerId; 4]> = smallvec::SmallVec::new();
        for &(_, p, _) in dealt {
            if !players.contains(&p) {
                players.push(p);
            }
        }
        for (src, controller) in self.watchers() {
            for &p in &players {
                self.queue_each(src, controller, |g, t| {
                    let Trigger::CombatDamageBatch { filter, to } = t else { return None };
                    if !player_is(*to, p, controller) {
                        return None;
                    }
                    let amount: u32 = dealt
                        .iter()
                        .filter(|(s, q, _)| *q == p && g.object_matches(filter, *s, controller, src))
                        .map(|x| x.2)
                        .sum();
                    (amount > 0).then_some(TriggerEvent { amount, player: Some(p), ..Default::default() })
                });
            }
        }
    }
}
