//! Combat damage (CR 510): first-strike and regular steps (510.4), assignment as small
//! decisions where the controller has a real choice (510.1c, trample 702.19b), automatic
//! where it has none, then all of it dealt at once (510.2).

use crate::state::decisions::Answer;
use crate::state::events::Target;
use crate::state::game::{Game, Next, Pending};
use crate::state::zones::Zone;
use mw_ir::Keyword;
use mw_types::{ObjectId, PlayerId};
use smallvec::SmallVec;

impl Game {
    pub(crate) fn combat_has_first_strike(&self) -> bool {
        self.combat.attackers.iter().any(|a| self.strikes_first(a.attacker))
            || self.combat.blocks.iter().any(|(b, _)| self.strikes_first(*b))
    }

    fn strikes_first(&self, id: ObjectId) -> bool {
        self.has_keyword(id, Keyword::FirstStrike) || self.has_keyword(id, Keyword::DoubleStrike)
    }

    fn on_battlefield(&self, id: ObjectId) -> bool {
        self.objects.get(id).is_some_and(|o| o.zone == Zone::Battlefield)
    }

    /// CR 510.1 / 510.4: whether `id` assigns combat damage in this step.
    fn deals_damage_now(&self, id: ObjectId, first_strike_step: bool) -> bool {
        if !self.on_battlefield(id) {
            return false;
        }
        // One computation of its characteristics for every question here.
        let Some(c) = self.characteristics(id) else { return false };
        if c.rule(mw_ir::CombatRule::AssignsNoCombatDamage) {
            return false;
        }
        if first_strike_step {
            c.has(Keyword::FirstStrike) || c.has(Keyword::DoubleStrike)
        } else {
            c.has(Keyword::DoubleStrike) || !self.combat.dealt_first_strike.contains(&id)
        }
    }

    fn live_blockers(&self, attacker: ObjectId) -> SmallVec<[ObjectId; 2]> {
        let info = self.combat.attackers.iter().find(|a| a.attacker == attacker);
        info.map(|i| i.blockers.iter().copied().filter(|b| self.on_battlefield(*b)).collect())
            .unwrap_or_default()
    }

    /// CR 510.1a–c: the assignments that involve no choice are made here; attackers whose
    /// controller must divide damage wait in `to_assign`.
    pub(crate) fn begin_combat_damage(&mut self, first_strike_step: bool) -> Next {
        self.combat.assigned.clear();
        self.combat.to_assign.clear();
        if first_strike_step {
            let mut fs: SmallVec<[ObjectId; 4]> = SmallVec::new();
            for id in self.combat.attackers.iter().map(|a| a.attacker).chain(self.combat.blocks.iter().map(|b| b.0)) {
                if self.strikes_first(id) && !fs.contains(&id) {
                    fs.push(id);
                }
            }
            self.combat.dealt_first_strike = fs;
        }
        for info in self.combat.attackers.clone() {
            let a = info.attacker;
            if !self.deals_damage_now(a, first_strike_step) {
                continue;
            }
            let power = self.power(a);
            if power <= 0 {
                continue;
            }
            let trample = self.has_keyword(a, Keyword::Trample);
            let live = self.live_blockers(a);
            // CR 510.1b: what it attacks (a planeswalker that left takes nothing).
            let to = info.target;
            match (info.blocked, live.as_slice(), trample) {
                (false, _, _) => self.combat.assigned.push((a, to, power)),
                // CR 702.19d: a blocked trampler with no blockers left hits the player.
                (true, [], true) => self.combat.assigned.push((a, to, power)),
                (true, [], false) => {}
                (true, [only], false) => self.combat.assigned.push((a, Target::Object(*only), power)),
                _ => self.combat.to_assign.push(a),
            }
        }
        // CR 510.1d: a blocker divides its damage among the attackers it blocks.
        let mut seen: SmallVec<[ObjectId; 4]> = SmallVec::new();
        for (b, _) in self.combat.blocks.clone() {
            if seen.contains(&b) || !self.deals_damage_now(b, first_strike_step) {
                continue;
            }
            seen.push(b);
            let power = self.power(b);
            if power <= 0 {
                continue;
            }
            match self.blocked_by(b).as_slice() {
                [] => {}
                [only] => self.combat.assigned.push((b, Target::Object(*only), power)),
                _ => self.combat.to_assign.push(b),
            }
        }
        self.next_assignment()
    }

    /// The attackers still on the battlefield that `blocker` blocks.
    fn blocked_by(&self, blocker: ObjectId) -> SmallVec<[ObjectId; 2]> {
        self.combat.blocks.iter().filter(|(b, a)| *b == blocker && self.on_battlefield(*a)).map(|x| x.1).collect()
    }

    fn is_attacker(&self, id: ObjectId) -> bool {
        self.combat.attackers.iter().any(|a| a.attacker == id)
    }

    fn assigned_by(&self, source: ObjectId) -> i32 {
        self.combat.assigned.iter().filter(|x| x.0 == source).map(|x| x.2).sum()
    }

    fn assigned_to(&self, to: Target) -> i32 {
        self.combat.assigned.iter().filter(|x| x.1 == to).map(|x| x.2).sum()
    }

    /// CR 702.19b / 702.2c: lethal damage for a blocker, counting damage already marked and
    /// damage assigned to it this step.
    fn still_needs_lethal(&self, attacker: ObjectId, blocker: ObjectId) -> bool {
        let already = self.objects.get(blocker).map_or(0, |o| o.damage()) + self.assigned_to(Target::Object(blocker));
        if self.has_keyword(attacker, Keyword::Deathtouch) {
            let from_me: i32 = self
                .combat
                .assigned
                .iter()
                .filter(|x| x.0 == attacker && x.1 == Target::Object(blocker))
                .map(|x| x.2)
                .sum();
            return from_me == 0;
        }
        already < self.toughness(blocker)
    }

    fn next_assignment(&mut self) -> Next {
        if let Some(&a) = self.combat.to_assign.first() {
            let player = self.controller(a).unwrap_or(self.turn.active);
            self.pending = Pending::AssignDamage { player, attacker: a };
            return Next::Decide;
        }
        let hits = std::mem::take(&mut self.combat.assigned);
        // CR 603.2c: what each creature dealt each player, for the batch triggers.
        let mut to_players: SmallVec<[(ObjectId, mw_types::PlayerId, u32); 4]> = SmallVec::new();
        for (source, to, n) in hits {
            // Prevention (Fog, shields, protection) happens in the damage pipeline.
            let dealt = self.deal_damage(source, to, n, "510.2");
            if let (Target::Player(p), true) = (to, dealt > 0) {
                to_players.push((source, p, dealt as u32));
                self.toxic(source, p, dealt);
                self.combat_damage_to_player_triggers(source, p, dealt as u32);
                if self.monarch == Some(p) {
                    let its_controller = self.controller(source);
                    self.monarch_trigger(mw_ir::Trigger::CombatDamageToMonarch, its_controller);
                }
            }
        }
        self.combat_damage_batch_triggers(&to_players);
        Next::OfferPriority
    }

    /// CR 702.164c: combat damage to a player from a creature with toxic also gives its
    /// total toxic value in poison counters.
    fn toxic(&mut self, source: ObjectId, player: mw_types::PlayerId, damage: i32) {
        if damage <= 0 {
            return;
        }
        let total: u32 = self.abilities(source).map(|(_, _, a)| if let mw_ir::Ability::Toxic(n) = a { *n } else { 0 }).sum();
        if total > 0 {
            self.give_poison(player, total, "702.164c");
        }
    }

    /// The remaining combat damage `attacker` has to assign.
    pub(crate) fn damage_left(&self, attacker: ObjectId) -> u32 {
        (self.power(attacker) - self.assigned_by(attacker)).max(0) as u32
    }

    /// One point of damage at a time: to any blocker, or, with trample, to what it attacks
    /// once every blocker has lethal damage (CR 702.19b).
    pub(crate) fn assign_answers(&self, attacker: ObjectId, out: &mut Vec<Answer>) {
        let start = out.len();
        self.assign_one_answers(attacker, out);
        let all: Vec<Answer> = out[start..].iter().filter_map(|a| match a {
            Answer::AssignDamage(t) => Some(Answer::AssignAllDamage(*t)),
            _ => None,
        }).collect();
        out.extend(all);
    }

    fn assign_one_answers(&self, attacker: ObjectId, out: &mut Vec<Answer>) {
        if !self.is_attacker(attacker) {
            // A blocker dividing its damage among the attackers it blocks (CR 510.1d).
            out.extend(self.blocked_by(attacker).into_iter().map(|a| Answer::AssignDamage(Target::Object(a))));
            return;
        }
        let live = self.live_blockers(attacker);
        for &b in &live {
            out.push(Answer::AssignDamage(Target::Object(b)));
        }
        if self.has_keyword(attacker, Keyword::Trample) && live.iter().all(|&b| !self.still_needs_lethal(attacker, b)) {
            if let Some(info) = self.combat.attackers.iter().find(|i| i.attacker == attacker) {
                out.push(Answer::AssignDamage(info.target));
            }
        }
    }

    pub(crate) fn answer_assign(&mut self, player: PlayerId, attacker: ObjectId, answer: Answer) -> Next {
        let (to, n) = match answer {
            Answer::AssignDamage(to) => (to, 1),
            Answer::AssignAllDamage(to) => (to, self.damage_left(attacker).clamp(1, i32::MAX as u32) as i32),
            _ => return Next::Decide,
        };
        match self.combat.assigned.iter_mut().find(|x| x.0 == attacker && x.1 == to) {
            Some(x) => x.2 = x.2.saturating_add(n),
            None => self.combat.assigned.push((attacker, to, n)),
        }
        if self.damage_left(attacker) == 0 {
            self.combat.to_assign.retain(|a| *a != attacker);
            return self.next_assignment();
        }
        self.pending = Pending::AssignDamage { player, attacker };
        Next::Decide
    }
}
