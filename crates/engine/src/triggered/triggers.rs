//! Triggered abilities (CR 603): noticing trigger events as they happen, and putting
//! waiting triggers on the stack in APNAP order, each player ordering their own
//! (CR 603.3b).

use crate::state::decisions::Answer;
use crate::state::game::{Game, Next, Pending};
use crate::state::waiting_triggers::TriggerEvent;
use crate::state::objects::Object;
use crate::stack_resolution::stack::PendingTrigger;
use crate::state::zones::Zone;
use mw_ir::{Ability, Trigger};
use mw_types::{CardType, ObjectId, PlayerId};

impl Game {
    pub(crate) fn queue_triggers(&mut self, source: ObjectId, controller: PlayerId, want: &Trigger) {
        self.queue_triggers_with(source, controller, want, 0);
    }

    /// Queues `source`'s triggered abilities (those it has now, or had as it last
    /// existed) that wait for `want`.
    fn queue_triggers_with(&mut self, source: ObjectId, controller: PlayerId, want: &Trigger, amount: u32) {
        self.queue_triggers_full(source, controller, want, TriggerEvent { amount, ..Default::default() });
    }

    /// Queues `source`'s abilities waiting for `want`, with the event's amount, stack
    /// item and player.
    pub(crate) fn queue_triggers_full(&mut self, source: ObjectId, controller: PlayerId, want: &Trigger, ev: TriggerEvent) {
        self.queue_where(source, controller, ev, |_, t| t == want);
        if self.cards.has_attached_triggers() {
            self.attached_event(source, want, ev);
        }
    }

    /// CR 603.2: `creature`'s own event `want` as the Auras and Equipment attached to it
    /// see it ("whenever enchanted creature becomes tapped"), with it as "that creature".
    fn attached_event(&mut self, creature: ObjectId, want: &Trigger, ev: TriggerEvent) {
        let attached = self.attached_with_controllers(creature);
        let ev = TriggerEvent { object: Some(creature), ..ev };
        for (src, controller) in attached {
            self.queue_where(src, controller, ev, |_, t| matches!(t, Trigger::Attached(inner) if **inner == *want));
        }
    }

    /// The permanents attached to `object` (its Auras and Equipment), with their
    /// controllers: the sources of its `Trigger::Attached` events.
    pub(crate) fn attached_with_controllers(&self, object: ObjectId) -> smallvec::SmallVec<[(ObjectId, PlayerId); 2]> {
        self.battlefield.iter().filter_map(|&id| self.objects.get(id).filter(|o| o.attached_to == Some(object)).map(|o| (id, o.controller))).collect()
    }

    /// A trigger waits to be put on the stack, unless it triggers only once each turn and
    /// already has.
    pub(crate) fn push_pending_trigger(&mut self, t: PendingTrigger) {
        // CR 603.4: an intervening "if" must hold as the event happens; CR 603.2: so must
        // the state the event is qualified by ("while …", "during your turn").
        if let Some(Ability::Triggered(a)) = self.cards.get(t.card).ability(t.ability) {
            let fails = |c: Option<mw_ir::Condition>| c.is_some_and(|c| !self.condition_holds_about(c, t.controller, t.source, t.event));
            if fails(a.condition) || fails(a.during) {
                return;
            }
        }
        let once = matches!(self.cards.get(t.card).ability(t.ability), Some(Ability::Triggered(a)) if a.once_per_turn);
        if once {
            if self.triggered_this_turn.contains(&(t.source, t.ability)) {
                return;
            }
            self.triggered_this_turn.push((t.source, t.ability));
        }
        let mut t = t;
        t.event.defender = self.event_defender(t.event.object, t.source);
        self.pending_triggers.push(t);
    }

    /// CR 508.5: the player attacked by the attacking creature a trigger event is about:
    /// the event's creature, else the source itself or the creature it is attached to.
    fn event_defender(&self, object: Option<ObjectId>, source: ObjectId) -> Option<PlayerId> {
        if self.combat.attackers.is_empty() {
            return None;
        }
        let attacks = |id: ObjectId| self.combat.attackers.iter().find(|a| a.attacker == id).map(|a| a.defender);
        object
            .and_then(attacks)
            .or_else(|| attacks(source))
            .or_else(|| self.objects.last_known(source).and_then(|o| o.attached_to).and_then(attacks))
    }

    /// CR 603.6a: enters-the-battlefield abilities of the permanent that entered, and
    /// of the permanents that watch for others entering (landfall, "another creature").
    pub(crate) fn entered_battlefield(&mut self, id: ObjectId) {
        let Some(o) = self.objects.get(id) else { return };
        let controller = o.controller;
        self.note_entered(id, controller);
        self.queue_triggers(id, controller, &Trigger::SelfEnters);
        self.enters_watchers(id);
    }

    /// Step triggers: "at the beginning of your end step", "… of combat on your turn"
    /// (the active player's permanents), "at the beginning of each upkeep" (everyone's),
    /// "… of each opponent's upkeep" (the other players').
    pub(crate) fn step_triggers(&mut self, want: Trigger) {
        if !self.cards.has_trigger(&want) {
            return;
        }
        let active = self.turn.active;
        for i in 0..self.battlefield.len() {
            let id = self.battlefield[i];
            let Some(o) = self.objects.get(id) else { continue };
            let controller = o.controller;
            let whose = match want {
                Trigger::EachUpkeep | Trigger::EachEndStep | Trigger::EachCombat | Trigger::EachEndOfCombat | Trigger::EachDrawStep => true,
                Trigger::EachOpponentUpkeep => controller != active,
                _ => controller == active,
            };
            if whose && self.may_have(id, crate::state::game::KIND_TRIGGERED) {
                // "that player": the player whose step it is.
                let ev = TriggerEvent { player: Some(active), ..Default::default() };
                self.queue_triggers_full(id, controller, &want, ev);
            }
        }
        for (id, owner) in self.graveyard_watchers() {
            let whose = match want {
                Trigger::EachUpkeep | Trigger::EachEndStep | Trigger::EachCombat | Trigger::EachEndOfCombat | Trigger::EachDrawStep => true,
                Trigger::EachOpponentUpkeep => owner != active,
                _ => owner == active,
            };
            if whose {
                self.queue_triggers(id, owner, &want);
            }
        }
    }

    /// CR 603.6c / 603.10a: "when ~ is put into your graveyard from your library", "… from
    /// anywhere": the card's own ability, from the graveyard (its owner controls it).
    pub(crate) fn put_into_graveyard_triggers(&mut self, card: ObjectId, owner: PlayerId, from: Zone) {
        let zone = match from {
            Zone::Library => Some(mw_ir::CardZone::Library),
            Zone::Hand => Some(mw_ir::CardZone::Hand),
            _ => None,
        };
        self.queue_where(card, owner, TriggerEvent::default(), |_, t| {
            matches!(t, Trigger::SelfPutIntoGraveyard { from: f } if f.is_none() || (*f == zone && zone.is_some()))
        });
    }

    /// "Whenever ~ deals combat damage to a player": the amount and that player.
    pub(crate) fn combat_damage_to_player_triggers(&mut self, source: ObjectId, player: PlayerId, amount: u32) {
        let Some(controller) = self.objects.last_known(source).map(|o| o.controller) else { return };
        let ev = TriggerEvent { amount, player: Some(player), ..Default::default() };
        self.queue_triggers_full(source, controller, &Trigger::SelfCombatDamageToPlayer, ev);
        // CR 701.54c: "whenever your Ring-bearer deals combat damage to a player".
        if self.is_ring_bearer(source) {
            self.ring_bearer_trigger(source, mw_ir::trigger::RingBearerEvent::CombatDamageToPlayer, ev);
        }
        self.attached_damage_watchers(source, player, amount);
    }

    /// CR 724.2: the monarch's inherent abilities (no source; the monarch controls them).
    pub(crate) fn monarch_trigger(&mut self, want: Trigger, player: Option<PlayerId>) {
        let Some(monarch) = self.monarch else { return };
        let card = self.cards.monarch();
        let index = match want {
            Trigger::MonarchEndStep => 0,
            _ => 1,
        };
        let t = PendingTrigger {
            event: TriggerEvent { player, ..Default::default() },
            controller: monarch,
            source: crate::state::game::NO_OBJECT,
            card,
            ability: index,
        };
        self.pending_triggers.push(t);
    }

    /// CR 702.83a: "whenever a creature you control attacks alone" (exalted), of every
    /// permanent of the attacker's controller, with the attacker as "that creature".
    pub(crate) fn attacks_alone_triggers(&mut self, attacker: ObjectId) {
        let Some(controller) = self.controller(attacker) else { return };
        for i in 0..self.battlefield.len() {
            let src = self.battlefield[i];
            let mine = self.objects.get(src).is_some_and(|s| s.controller == controller);
            if mine && self.may_have(src, crate::state::game::KIND_TRIGGERED) {
                let ev = TriggerEvent { object: Some(attacker), ..Default::default() };
                self.queue_triggers_full(src, controller, &Trigger::CreatureYouControlAttacksAlone, ev);
            }
        }
        self.queue_triggers(attacker, controller, &Trigger::SelfAttacksAlone);
    }

    /// CR 509.2a: "whenever ~ blocks" and "whenever ~ becomes blocked" (each once); per
    /// pair, "… blocks or becomes blocked by a creature" (the other one as "that
    /// creature").
    pub(crate) fn block_triggers(&mut self, blocker: ObjectId, attacker: ObjectId, newly_blocked: bool) {
        // CR 701.54c: "whenever your Ring-bearer becomes blocked by a creature": once for
        // each blocking creature, which the event names.
        if self.is_ring_bearer(attacker) {
            self.ring_bearer_trigger(attacker, mw_ir::trigger::RingBearerEvent::BlockedBy, TriggerEvent { object: Some(blocker), ..Default::default() });
        }
        let watched = self.cards.has_trigger(&Trigger::BlockPair { blocks: true, blocked: true, filter: Default::default() });
        let pairs = [(blocker, attacker, true), (attacker, blocker, false)];
        for &(me, other, as_blocker) in pairs.iter().filter(|_| watched) {
            let Some(c) = self.controller(me) else { continue };
            let ev = TriggerEvent { object: Some(other), ..Default::default() };
            self.queue_where(me, c, ev, |g, t| match t {
                Trigger::BlockPair { blocks, blocked, filter } => {
                    (if as_blocker { *blocks } else { *blocked }) && g.object_matches(filter, other, c, me)
                }
                _ => false,
            });
        }
        for (id, want) in [(blocker, Trigger::SelfBlocks), (blocker, Trigger::SelfBlocksOrBecomesBlocked)] {
            if let Some(c) = self.controller(id) {
                self.queue_triggers(id, c, &want);
            }
        }
        if newly_blocked {
            for want in [Trigger::SelfBecomesBlocked, Trigger::SelfBlocksOrBecomesBlocked] {
                if let Some(c) = self.controller(attacker) {
                    self.queue_triggers(attacker, c, &want);
                }
            }
        }
    }

    /// CR 603.10a: leaves-the-battlefield abilities look back in time.
    pub(crate) fn left_battlefield(&mut self, old_id: ObjectId, old: &Object, _new: ObjectId, to: Zone) {
        let was_creature = self.is_type(old_id, CardType::Creature);
        self.note_left_battlefield(old_id, old.controller, to);
        if to == Zone::Graveyard && was_creature {
            // CR 700.4: "dies" means put into a graveyard from the battlefield.
            self.queue_triggers(old_id, old.controller, &Trigger::SelfDies);
        }
        if to == Zone::Graveyard {
            self.queue_triggers(old_id, old.controller, &Trigger::SelfToGraveyardFromBattlefield);
        }
        self.queue_triggers(old_id, old.controller, &Trigger::SelfLeaves);
        // CR 610.3a: what it exiled "until it leaves the battlefield" comes back.
        if self.exiled_until.iter().any(|(s, _)| *s == old_id) {
            let back: Vec<ObjectId> = self.exiled_until.iter().filter(|(s, _)| *s == old_id).map(|(_, c)| *c).collect();
            self.exiled_until.retain(|(s, _)| *s != old_id);
            self.returning.extend(back);
        }
        if let Some(batch) = self.simultaneous.as_mut() {
            batch.push(old_id);
        }
        // CR 700.4: a creature or planeswalker "dies"; any permanent may be "put into a
        // graveyard from the battlefield"; CR 603.6c: any leaves the battlefield.
        let died = to == Zone::Graveyard && (was_creature || self.is_type(old_id, CardType::Planeswalker));
        if to == Zone::Graveyard && was_creature {
            self.fire_delayed_dies(old_id);
        }
        self.dies_watchers(old_id, died, to == Zone::Graveyard);
    }

    /// CR 503.1a: "at the beginning of your upkeep".
    pub(crate) fn upkeep_triggers(&mut self) {
        let active = self.turn.active;
        for i in 0..self.battlefield.len() {
            let id = self.battlefield[i];
            let Some(o) = self.objects.get(id).copied() else { continue };
            if o.controller == active {
                self.queue_triggers(id, active, &Trigger::YourUpkeep);
            }
            // "at the beginning of the upkeep of enchanted creature's controller".
            let (controller, attached) = (o.controller, o.attached_to);
            // CR 303.4: an Aura attached to a player: that player's upkeep.
            if attached.and_then(|t| self.controller(t)).or(o.attached_player) == Some(active) {
                // "that player": the enchanted creature's controller, whose upkeep it is.
                let ev = TriggerEvent { player: Some(active), ..Default::default() };
                self.queue_triggers_full(id, controller, &Trigger::AttachedControllerUpkeep, ev);
            }
        }
        // CR 113.6k: "at the beginning of your upkeep, … return ~ from your graveyard".
        for (id, owner) in self.graveyard_watchers() {
            if owner == active {
                self.queue_triggers(id, active, &Trigger::YourUpkeep);
            }
        }
        // CR 702.62a: suspend's upkeep trigger works in exile.
        for id in self.suspended_cards(active) {
            self.queue_triggers(id, active, &Trigger::YourUpkeep);
        }
    }

    /// "Whenever this is dealt damage", with the amount dealt.
    pub(crate) fn dealt_damage_triggers(&mut self, id: ObjectId, amount: u32) {
        let Some(o) = self.objects.get(id) else { return };
        let controller = o.controller;
        self.queue_triggers_with(id, controller, &Trigger::SelfDealtDamage, amount);
    }

    /// CR 508.3a: "whenever this attacks".
    pub(crate) fn attack_triggers(&mut self, attacker: ObjectId) {
        let Some(o) = self.objects.get(attacker) else { return };
        let controller = o.controller;
        self.queue_triggers(attacker, controller, &Trigger::SelfAttacks);
    }

    /// CR 603.3b: the first player in APNAP order with waiting triggers puts one on the
    /// stack (asking which, if they have several). Returns a decision to wait for, or None
    /// when a trigger went on the stack without one.
    pub(crate) fn put_triggers_on_stack(&mut self) -> Option<Next> {
        let order = self.apnap();
        let p = *order.iter().find(|p| self.pending_triggers.iter().any(|t| t.controller == **p))?;
        if self.distinct_triggers(p).len() > 1 {
            self.pending = Pending::OrderTriggers { player: p };
            return Some(Next::Decide);
        }
        let i = self.pending_triggers.iter().position(|t| t.controller == p)?;
        let t = self.pending_triggers.remove(i);
        match self.put_trigger(t) {
            Next::Decide => Some(Next::Decide),
            _ => None,
        }
    }

    /// The positions (among `player`'s waiting triggers) of the first of each group of
    /// identical ones: choosing between identical triggers is no choice.
    fn distinct_triggers(&self, player: PlayerId) -> Vec<u32> {
        let mine: Vec<&PendingTrigger> = self.pending_triggers.iter().filter(|t| t.controller == player).collect();
        (0..mine.len()).filter(|&i| !mine[..i].contains(&mine[i])).map(|i| i as u32).collect()
    }

    /// CR 603.3b: the source of the waiting triggered ability that the answer
    /// `Number(k)` to `OrderTriggers` puts on the stack (so people can name it).
    pub fn waiting_trigger_source(&self, player: PlayerId, k: u32) -> Option<ObjectId> {
        self.pending_triggers.iter().filter(|t| t.controller == player).nth(k as usize).map(|t| t.source)
    }

    /// CR 603.3b: the waiting triggered ability that `Number(k)` to `OrderTriggers` puts
    /// on the stack, with its source (so people can read which one it is).
    pub fn waiting_trigger(&self, player: PlayerId, k: u32) -> Option<(ObjectId, &Ability)> {
        let t = self.pending_triggers.iter().filter(|t| t.controller == player).nth(k as usize)?;
        Some((t.source, self.cards.get(t.card).ability(t.ability)?))
    }

    pub(crate) fn order_trigger_answers(&self, player: PlayerId, out: &mut Vec<Answer>) {
        out.extend(self.distinct_triggers(player).into_iter().map(Answer::Number));
    }

    pub(crate) fn answer_order_triggers(&mut self, player: PlayerId, answer: Answer) -> Next {
        let Answer::Number(k) = answer else { return Next::Decide };
        let Some(i) = self
            .pending_triggers
            .iter()
            .enumerate()
            .filter(|(_, t)| t.controller == player)
            .nth(k as usize)
            .map(|(i, _)| i)
        else {
            return Next::Decide;
        };
        let t = self.pending_triggers.remove(i);
        self.put_trigger(t)
    }
}
