//! Dealing damage (CR 120): the one place damage is dealt and marked damage changes.
//!
//! A proposed [`DamageEvent`] first meets the prevention effects that apply to it (CR
//! 615): "prevent all combat damage" (Fog) and protection (CR 702.16e) prevent all of it,
//! then a permanent's static replacement of the event (CR 614.1a: "prevent that damage
//! and remove that many +1/+1 counters from it"), then shields against a chosen source's next damage (CR 615.8, what follows them kept
//! for `stack_resolution::source_shields`, CR 615.5), statics preventing part of each
//! event (CR 615.10) and prevention shields ("prevent the next N damage", CR 615.7) use
//! up what they
//! prevent — unless damage can't be prevented (CR 615.12). What is left is dealt: life
//! loss, poison, marked damage, -1/-1 counters or loyalty removed, each through its own
//! choke point; the event is recorded and the damage triggers are matched; lifelink
//! gains life (CR 702.15b).

use super::Seal;
use crate::state::events::{EventKind, Target};
use crate::state::game::Game;
use crate::state::zones::Zone;
use mw_ir::{Keyword, TurnRule};
use mw_types::{CardType, CounterKind, ObjectId};

/// A proposed amount of damage from one source to one recipient.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) struct DamageEvent {
    pub source: ObjectId,
    pub to: Target,
    pub amount: u32,
    /// CR 510.2: combat damage.
    pub combat: bool,
}

impl Game {
    /// CR 120.3: damage to a player is life loss, to a creature is marked, to a
    /// planeswalker removes loyalty; lifelink gains life (120.3f). CR 120.8: 0 is no
    /// damage. Returns the damage dealt.
    pub(crate) fn deal_damage(&mut self, source: ObjectId, to: Target, amount: i32, rule: &'static str) -> i32 {
        if amount <= 0 {
            return 0;
        }
        let proposed = DamageEvent { source, to, amount: amount as u32, combat: rule == "510.2" };
        let Some(ev) = self.prevent_damage(proposed) else { return 0 };
        let n = ev.amount;
        let src = self.characteristics(source);
        let deathtouch = src.is_some_and(|c| c.has(Keyword::Deathtouch));
        let infect = src.is_some_and(|c| c.has(Keyword::Infect));
        let wither = infect || src.is_some_and(|c| c.has(Keyword::Wither));
        match to {
            Target::Player(p) => {
                // CR 800.4e: no damage to a player who has left the game.
                if self.players[p.index()].has_lost {
                    return 0;
                }
                self.emit(rule, EventKind::DamageDealt { source, to, amount: n });
                self.players[p.index()].damaged_this_turn = true;
                if ev.combat && self.is_commander(source) {
                    self.record_commander_damage(source, p, n);
                }
                if infect {
                    // CR 120.3b / 702.90b: poison counters instead of life loss.
                    self.give_poison(p, n, "120.3b");
                } else {
                    self.lose_life(p, n, "120.3a");
                }
            }
            Target::Object(id) => {
                let Some(c) = self.characteristics(id) else { return 0 };
                if self.objects.get(id).is_none_or(|o| o.zone != Zone::Battlefield) {
                    return 0;
                }
                self.emit(rule, EventKind::DamageDealt { source, to, amount: n });
                if !self.damaged_this_turn.contains(&(id, source)) {
                    self.damaged_this_turn.push((id, source));
                }
                if c.is(CardType::Planeswalker) {
                    self.remove_counters(id, CounterKind::Loyalty, n, "120.3c");
                }
                if c.is(CardType::Creature) && wither {
                    // CR 120.3d / 702.80a: -1/-1 counters instead of marked damage.
                    self.put_counters(id, CounterKind::MinusOne, n, "120.3d");
                    self.mark_damage(id, 0, deathtouch);
                } else if c.is(CardType::Creature) {
                    self.mark_damage(id, n, deathtouch);
                }
                self.dealt_damage_triggers(id, n);
            }
        }
        if let Some(c) = src.filter(|c| c.has(Keyword::Lifelink)) {
            self.gain_life(c.controller, n, "702.15b");
        }
        self.deals_damage_watchers(source, to, n, ev.combat);
        // CR 608.2c: "the damage dealt this way" by the resolving instructions.
        if let Some(r) = self.resolving.as_mut() {
            r.this_way.add(mw_ir::Tally::DamageDealt, n);
        }
        n as i32
    }

    /// CR 120.3e: damage marked on a creature (and whether a source had deathtouch,
    /// CR 704.5h).
    fn mark_damage(&mut self, id: ObjectId, n: u32, deathtouch: bool) {
        if let Some(o) = self.objects.get_mut(id) {
            let marked = o.damage().saturating_add(n.min(i32::MAX as u32) as i32);
            o.set_damage(marked, o.deathtouch_damage() || deathtouch, Seal::new());
        }
    }

    /// CR 701.19a / 702.89a / 514.2: all damage marked on `id` is removed (regeneration,
    /// umbra armor, cleanup).
    pub(crate) fn remove_all_damage(&mut self, id: ObjectId) {
        if let Some(o) = self.objects.get_mut(id) {
            o.set_damage(0, false, Seal::new());
        }
    }

    /// A position's starting damage (scenarios, `position`): no event.
    pub(crate) fn set_up_damage(&mut self, id: ObjectId, damage: i32) {
        if let Some(o) = self.objects.get_mut(id) {
            o.set_damage(damage, false, Seal::new());
        }
    }

    /// CR 615: the prevention effects that apply to a proposed damage event, the ones
    /// preventing all of it first (CR 616.1: that order keeps the recipient's shields,
    /// never worse for the player who would choose it); `None` when all is prevented.
    fn prevent_damage(&mut self, mut ev: DamageEvent) -> Option<DamageEvent> {
        // CR 120.4: damage to a permanent that has left the battlefield isn't dealt.
        if let Target::Object(id) = ev.to {
            if self.objects.get(id).is_none_or(|o| o.zone != Zone::Battlefield) {
                return None;
            }
        }
        if self.turn_rules & TurnRule::DamageCantBePrevented.bit() != 0 {
            // CR 615.12: replacements that aren't preventions still apply.
            return (!self.replace_damage(&ev, false)).then_some(ev);
        }
        // CR 615.1a: "prevent all combat damage that would be dealt this turn", "prevent
        // all damage that red sources would deal this turn", "… that would be dealt to ~".
        if self.prevents_all(&ev) {
            self.emit("615.1", EventKind::DamagePrevented { source: ev.source, to: ev.to, amount: ev.amount });
            return None;
        }
        // CR 702.16e: damage from a source the permanent has protection from; CR 702.16k:
        // or the player.
        {
            let protected = match (self.characteristics(ev.source), ev.to) {
                (Some(s), Target::Object(id)) => self.characteristics(id).is_some_and(|c| self.protects(&c, &s)),
                (Some(s), Target::Player(p)) => self.player_protected_from(p, &s),
                _ => false,
            };
            if protected {
                self.emit("702.16e", EventKind::DamagePrevented { source: ev.source, to: ev.to, amount: ev.amount });
                return None;
            }
        }
        // CR 122.1c: shield counters prevent all the damage and one is removed (after the
        // effects above, which keep the counter: the order the player would choose).
        if let Target::Object(id) = ev.to {
            if self.counters.get(id, CounterKind::SHIELD) > 0 {
                self.emit("122.1c", EventKind::DamagePrevented { source: ev.source, to: ev.to, amount: ev.amount });
                self.remove_counters(id, CounterKind::SHIELD, 1, "122.1c");
                return None;
            }
        }
        // CR 614.1a / 615.1a: a permanent's static replacing the event ("prevent that
        // damage and remove that many +1/+1 counters from it").
        if self.replace_damage(&ev, true) {
            return None;
        }
        // CR 615.8: the next damage from a chosen source to this recipient.
        if let Some(i) = self.replacement.source_shields.iter().position(|s| s.source == ev.source && s.to == ev.to) {
            let shield = self.replacement.source_shields.remove(i);
            self.emit("615.8", EventKind::DamagePrevented { source: ev.source, to: ev.to, amount: ev.amount });
            self.replacement.after_prevention.push((shield, ev.amount));
            return None;
        }
        // CR 615.10: statics preventing part of each event ("prevent 1 of that damage"),
        // before shields, so they keep the recipient's shields.
        // FIXME(CR 616.1): the affected player doesn't choose this order against a 615.8
        // shield (applied first) or a 615.7 one (applied after).
        let some = self.prevents_some(&ev).min(ev.amount);
        if some > 0 {
            self.emit("615.10", EventKind::DamagePrevented { source: ev.source, to: ev.to, amount: some });
            ev.amount -= some;
            if ev.amount == 0 {
                return None;
            }
        }
        ev.amount = self.after_shields(ev);
        (ev.amount > 0).then_some(ev)
    }

    /// CR 615.7: prevention shields on the recipient ("prevent the next N damage") use up
    /// what they prevent; returns what is left.
    fn after_shields(&mut self, ev: DamageEvent) -> u32 {
        if self.replacement.prevention.is_empty() {
            return ev.amount;
        }
        let mut left = ev.amount;
        for shield in self.replacement.prevention.iter_mut().filter(|(t, _)| *t == ev.to) {
            let stop = shield.1.min(left);
            shield.1 -= stop;
            left -= stop;
        }
        self.replacement.prevention.retain(|(_, n)| *n > 0);
        let prevented = ev.amount - left;
        if prevented > 0 {
            self.emit("615.7", EventKind::DamagePrevented { source: ev.source, to: ev.to, amount: prevented });
        }
        left
    }
}
