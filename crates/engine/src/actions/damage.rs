//! Dealing damage (CR 120): prevention shields and protection first, then what damage
//! does to each kind of recipient (life loss, marked damage or -1/-1 counters, loyalty,
//! poison), with deathtouch, infect, wither and lifelink.

use crate::state::events::{EventKind, Target};
use crate::state::game::Game;
use crate::state::zones::Zone;
use mw_ir::Keyword;
use mw_types::{CardType, CounterKind, ObjectId};

impl Game {
    /// CR 120.3: damage to a player is life loss, to a creature is marked, to a
    /// planeswalker removes loyalty; lifelink gains life (120.3f). CR 120.8: 0 is no damage.
    pub(crate) fn deal_damage(&mut self, source: ObjectId, to: Target, amount: i32, rule: &'static str) -> i32 {
        if amount <= 0 {
            return 0;
        }
        let amount = self.after_prevention(source, to, amount);
        if amount <= 0 {
            return 0;
        }
        let n = amount as u32;
        let src = self.characteristics(source);
        let deathtouch = src.is_some_and(|c| c.has(Keyword::Deathtouch));
        let infect = src.is_some_and(|c| c.has(Keyword::Infect));
        let wither = infect || src.is_some_and(|c| c.has(Keyword::Wither));
        match to {
            Target::Player(p) if infect => {
                // CR 120.3b / 702.90b: poison counters instead of life loss.
                self.emit(rule, EventKind::DamageDealt { source, to, amount: n });
                self.players[p.index()].damaged_this_turn |= n > 0;
                let pl = &mut self.players[p.index()];
                pl.poison = pl.poison.saturating_add(n);
                self.emit("120.3b", EventKind::PoisonCountersGiven { player: p, amount: n });
            }
            Target::Player(p) => {
                self.emit(rule, EventKind::DamageDealt { source, to, amount: n });
                self.players[p.index()].damaged_this_turn |= n > 0;
                self.players[p.index()].life -= amount;
                self.emit("120.3a", EventKind::LifeLost { player: p, amount: n });
            }
            Target::Object(id) => {
                let Some(c) = self.characteristics(id) else { return 0 };
                if self.objects.get(id).is_none_or(|o| o.zone != Zone::Battlefield) {
                    return 0;
                }
                // CR 702.16e: damage from a source it has protection from is prevented
                // (unless damage can't be prevented this turn, CR 615.12).
                let unpreventable = self.turn_rules & mw_ir::TurnRule::DamageCantBePrevented.bit() != 0;
                if !unpreventable && src.is_some_and(|s| c.protected_from(&s)) {
                    self.emit("702.16e", EventKind::DamagePrevented { source, to, amount: n });
                    return 0;
                }
                self.emit(rule, EventKind::DamageDealt { source, to, amount: n });
                if !self.damaged_this_turn.contains(&(id, source)) {
                    self.damaged_this_turn.push((id, source));
                }
                if c.is(CardType::Planeswalker) {
                    self.counters.remove(id, CounterKind::Loyalty, n);
                }
                if c.is(CardType::Creature) && wither {
                    // CR 120.3d / 702.80a: -1/-1 counters instead of marked damage.
                    let k = self.counters_to_put(id, CounterKind::MinusOne, n);
                    self.counters.add(id, CounterKind::MinusOne, k);
                    self.emit("120.3d", EventKind::CountersPut { object: id, kind: CounterKind::MinusOne, amount: k });
                    if let Some(o) = self.objects.get_mut(id) {
                        o.deathtouch_damage |= deathtouch;
                    }
                } else if c.is(CardType::Creature) {
                    if let Some(o) = self.objects.get_mut(id) {
                        o.damage += amount;
                        o.deathtouch_damage |= deathtouch;
                    }
                }
                self.dealt_damage_triggers(id, n);
            }
        }
        if let Some(c) = src {
            if c.has(Keyword::Lifelink) {
                self.gain_life(c.controller, n);
            }
        }
        self.deals_damage_watchers(source, to, n, rule == "510.2");
        amount
    }

    /// CR 615.7: prevention shields on `to` ("prevent the next N damage") use up what they
    /// prevent, unless damage can't be prevented this turn (CR 615.12).
    fn after_prevention(&mut self, source: ObjectId, to: Target, amount: i32) -> i32 {
        if self.prevention.is_empty() || self.turn_rules & mw_ir::TurnRule::DamageCantBePrevented.bit() != 0 {
            return amount;
        }
        let mut left = amount as u32;
        for shield in self.prevention.iter_mut().filter(|(t, _)| *t == to) {
            let stop = shield.1.min(left);
            shield.1 -= stop;
            left -= stop;
        }
        self.prevention.retain(|(_, n)| *n > 0);
        let prevented = amount as u32 - left;
        if prevented > 0 {
            self.emit("615.7", EventKind::DamagePrevented { source, to, amount: prevented });
        }
        left as i32
    }
}
