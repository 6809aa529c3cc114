//! Combat (CR 506–509): declaring attackers and blockers as small decisions. Combat
//! damage is in `combat_damage`.

use crate::state::decisions::Answer;
use crate::state::events::{EventKind, Target};
pub use crate::state::combat_state::{AttackerInfo, Combat};
use crate::state::game::{Game, Next, Pending};
use mw_ir::{Ability, CombatRule, Keyword, SelfStatic};
use mw_types::{CardType, ObjectId, PlayerId};
use smallvec::SmallVec;

impl Game {
    /// CR 508.1a: the creatures `player` could declare as attackers.
    fn can_attack(&self, id: ObjectId, player: PlayerId) -> bool {
        let Some(o) = self.objects.get(id) else { return false };
        let Some(c) = self.characteristics(id) else { return false };
        o.controller == player
            && c.is(CardType::Creature)
            && !o.tapped()
            && (!c.has(Keyword::Defender) || c.rule(CombatRule::AttacksDespiteDefender))
            && !c.rule(CombatRule::CantAttack)
            && (o.controlled_since_turn_start() || c.has(Keyword::Haste))
            && !self.combat.is_attacking(id)
            && self.attacks_someone(id, player)
    }

    /// CR 508.1c: whether restrictions naming whom it attacks leave `id` a player or a
    /// planeswalker to attack.
    fn attacks_someone(&self, id: ObjectId, player: PlayerId) -> bool {
        if !self.any_restrictions() && !self.characteristics(id).is_some_and(|c| c.rule(CombatRule::AttacksOnlyIfDefenderHasIsland)) {
            return true;
        }
        self.attackable(player).into_iter().any(|t| self.may_attack(id, t))
    }

    /// CR 508.1c: whether `id` may attack `target`: a restriction that depends on the
    /// defending player ("can't attack unless defending player controls an Island"), or
    /// that names whom ("can't attack you").
    fn may_attack(&self, id: ObjectId, target: Target) -> bool {
        let defender = match target {
            Target::Player(p) => Some(p),
            Target::Object(pw) => self.controller(pw),
        };
        let island_only = self.characteristics(id).is_some_and(|c| c.rule(CombatRule::AttacksOnlyIfDefenderHasIsland));
        (!island_only || defender.is_some_and(|d| self.controls_island(d))) && !self.attack_restricted(id, target)
    }

    /// Whether `player` controls an Island (CR 305.6: a land with that subtype).
    pub(crate) fn controls_island(&self, player: PlayerId) -> bool {
        self.battlefield.iter().any(|&id| self.characteristics(id).is_some_and(|c| c.controller == player && self.has_basic_land_type(&c, mw_types::Color::Blue)))
    }

    /// CR 508.1: starts the declaration, or skips it when no creature can attack.
    pub(crate) fn begin_declare_attackers(&mut self) -> Next {
        let p = self.turn.active;
        if !self.battlefield.iter().any(|&id| self.can_attack(id, p)) {
            return Next::OfferPriority;
        }
        self.pending = Pending::DeclareAttackers { player: p };
        Next::Decide
    }

    /// CR 508.1d: the declaration must obey as many requirements as possible; the
    /// requirements here are "attacks each combat if able" and "attacks that player this
    /// turn if able", so every able such creature must be declared before "done".
    fn attack_requirements_met(&self, player: PlayerId) -> bool {
        !self.battlefield.iter().any(|&id| {
            self.can_attack_now(id, player)
                && (self.characteristics(id).is_some_and(|c| c.rule(CombatRule::AttacksEachCombat)) || self.required_defender(id, player).is_some())
                && self.attacks_at_no_cost(player, id)
        })
    }

    /// CR 508.1d, 702.141a: the player `id` must attack this turn if able, while it may
    /// attack them at no cost (a requirement it can't obey, or that costs, is none).
    fn required_defender(&self, id: ObjectId, player: PlayerId) -> Option<PlayerId> {
        self.history
            .must_attack
            .iter()
            .find(|&&(c, p)| c == id && p != player && !self.player(p).has_lost && self.may_attack(id, Target::Player(p)) && self.attack_tax(id, Target::Player(p)) == 0)
            .map(|&(_, p)| p)
    }

    /// CR 506.5: `id` may be declared now: able to attack, and if it can't attack alone,
    /// another creature attacks or still can.
    fn can_attack_now(&self, id: ObjectId, player: PlayerId) -> bool {
        self.can_attack(id, player)
            && (!self.characteristics(id).is_some_and(|c| c.rule(CombatRule::CantAttackAlone))
                || !self.combat.attackers.is_empty()
                || self.battlefield.iter().any(|&o| o != id && self.can_attack(o, player)))
    }

    /// CR 506.5: a creature that can't attack or block alone is not the only creature
    /// declared: `alone` is the only one declared, if it is.
    fn declared_alone_ok(&self, alone: Option<ObjectId>, rule: CombatRule) -> bool {
        alone.is_none_or(|id| !self.characteristics(id).is_some_and(|c| c.rule(rule)))
    }

    pub(crate) fn attack_answers(&self, player: PlayerId, out: &mut Vec<Answer>) {
        let alone = match self.combat.attackers.as_slice() {
            [only] => Some(only.attacker),
            _ => None,
        };
        if self.attack_requirements_met(player) && self.declared_alone_ok(alone, CombatRule::CantAttackAlone) {
            out.push(Answer::Done);
        }
        for &id in &self.battlefield {
            if self.can_attack_now(id, player) {
                // CR 508.1b: an opponent or a planeswalker an opponent controls; CR 508.1d:
                // only the player it is required to attack, when there is one.
                let required = self.required_defender(id, player);
                for target in self.attackable(player) {
                    // CR 508.1h: only while the declaration's total cost stays payable.
                    if self.may_attack(id, target) && required.is_none_or(|p| target == Target::Player(p)) && self.attack_affordable(player, id, target) {
                        out.push(Answer::Attack { attacker: id, target });
                    }
                }
            }
        }
    }

    pub(crate) fn answer_attack(&mut self, player: PlayerId, answer: Answer) -> Next {
        match answer {
            Answer::Attack { attacker, target } => {
                let defender = match target {
                    Target::Player(p) => p,
                    Target::Object(pw) => self.controller(pw).unwrap_or(player),
                };
                self.combat.attackers.push(AttackerInfo {
                    attacker,
                    defender,
                    target,
                    blocked: false,
                    blockers: SmallVec::new(),
                });
                self.pending = Pending::DeclareAttackers { player };
                Next::Decide
            }
            _ => {
                // CR 508.1h–j: the attack costs, paid after the attackers tap.
                self.pay_attack_costs(player);
                // CR 508.1f: attackers without vigilance tap; CR 508.3a: triggers.
                for i in 0..self.combat.attackers.len() {
                    let info = self.combat.attackers[i].clone();
                    if !self.has_keyword(info.attacker, Keyword::Vigilance) {
                        self.tap(info.attacker, "508.1f");
                    }
                    self.emit(
                        "508.1",
                        EventKind::AttackerDeclared { attacker: info.attacker, target: info.target },
                    );
                    self.attack_triggers(info.attacker);
                }
                let attackers: SmallVec<[ObjectId; 4]> = self.combat.attackers.iter().map(|a| a.attacker).collect();
                if !attackers.is_empty() {
                    self.note_attacked(player);
                    self.history.attacked.extend_from_slice(&attackers);
                }
                self.attack_watchers(player, &attackers);
                if attackers.len() >= 3 {
                    // Battalion: "whenever ~ and at least two other creatures attack".
                    for &a in &attackers {
                        if let Some(c) = self.controller(a) {
                            self.queue_triggers(a, c, &mw_ir::Trigger::SelfAttacksWithTwoOthers);
                        }
                    }
                }
                if let [only] = self.combat.attackers.as_slice() {
                    let a = only.attacker;
                    self.attacks_alone_triggers(a);
                }
                Next::OfferPriority
            }
        }
    }

    /// The next defending player (APNAP order) still to declare blockers.
    fn next_blocking_player(&self) -> Option<PlayerId> {
        self.apnap().into_iter().find(|p| {
            !self.combat.blockers_done.contains(p) && self.combat.attackers.iter().any(|a| a.defender == *p)
        })
    }

    pub(crate) fn begin_declare_blockers(&mut self) -> Next {
        match self.next_blocking_player() {
            Some(p) => {
                let can = self.battlefield.iter().any(|&b| self.can_block_any(b, p));
                if !can {
                    self.combat.blockers_done.push(p);
                    return self.begin_declare_blockers();
                }
                self.pending = Pending::DeclareBlockers { player: p };
                Next::Decide
            }
            None => self.finish_blocks(),
        }
    }

    fn blocks_declared(&self, id: ObjectId) -> usize {
        self.combat.blocks.iter().filter(|(b, _)| *b == id).count()
    }

    /// CR 509.1b: whether `blocker` may block `attacker` now, given the blocks declared
    /// so far (one attacker each, CR 509.1a; "can't be blocked by more than one").
    fn can_block(&self, blocker: ObjectId, attacker: ObjectId, player: PlayerId) -> bool {
        self.can_block_pair_now(blocker, attacker, player) && self.not_blocking_alone(blocker, player)
    }

    fn can_block_pair_now(&self, blocker: ObjectId, attacker: ObjectId, player: PlayerId) -> bool {
        self.block_pair_allowed(blocker, attacker, player)
            && self.blocks_declared(blocker) < self.block_capacity(blocker)
            && !self.combat.blocks.contains(&(blocker, attacker))
            && !(self.blocked_by_at_most_one(attacker) && self.combat.blocks.iter().any(|(_, x)| *x == attacker))
    }

    /// CR 506.5: a creature that can't block alone blocks only if another creature
    /// blocks or still can.
    fn not_blocking_alone(&self, blocker: ObjectId, player: PlayerId) -> bool {
        if !self.characteristics(blocker).is_some_and(|c| c.rule(CombatRule::CantBlockAlone)) {
            return true;
        }
        self.combat.blocks.iter().any(|(b, _)| *b != blocker)
            || self.battlefield.iter().any(|&o| {
                o != blocker && self.combat.attackers.iter().any(|a| a.defender == player && self.can_block_pair_now(o, a.attacker, player))
            })
    }

    /// CR 506.5: the only creature declared as a blocker so far, if just one is.
    fn lone_blocker(&self) -> Option<ObjectId> {
        let (first, _) = *self.combat.blocks.first()?;
        self.combat.blocks.iter().all(|(b, _)| *b == first).then_some(first)
    }

    /// CR 509.1a: how many attackers `blocker` may block ("can block an additional
    /// creature each combat").
    pub(crate) fn block_capacity(&self, blocker: ObjectId) -> usize {
        1 + self.characteristics(blocker).map_or(0, |b| b.extra_blocks as usize)
    }

    /// CR 509.1b: "can't be blocked by more than one creature".
    pub(crate) fn blocked_by_at_most_one(&self, attacker: ObjectId) -> bool {
        self.abilities(attacker).any(|(_, _, ab)| matches!(ab, Ability::Static(SelfStatic::CantBeBlockedByMoreThanOne)))
    }

    /// CR 509.1b: whether restrictions of the pair alone let `blocker` block `attacker`
    /// (flying and reach, CR 702.9b), whatever else is declared.
    pub(crate) fn block_pair_allowed(&self, blocker: ObjectId, attacker: ObjectId, player: PlayerId) -> bool {
        let Some(o) = self.objects.get(blocker) else { return false };
        let (Some(b), Some(a)) = (self.characteristics(blocker), self.characteristics(attacker)) else {
            return false;
        };
        o.controller == player
            && b.is(CardType::Creature)
            && !o.tapped()
            && !b.rule(CombatRule::CantBlock)
            && !a.rule(CombatRule::CantBeBlocked)
            && (!b.rule(CombatRule::BlocksOnlyFlying) || a.has(Keyword::Flying))
            && (!a.has(Keyword::Flying) || b.has(Keyword::Flying) || b.has(Keyword::Reach))
            // CR 702.16f: not blocked by creatures with a quality it has protection from.
            && !self.protects(&a, &b)
            && !b.colors.iter().any(|k| a.unblockable_by.contains(k))
            && !self.landwalk_unblockable(&a, player)
            && evasion_allows(&a, &b)
            // CR 701.54c: a Ring-bearer can't be blocked by creatures with greater power.
            && !(b.power > a.power && self.is_ring_bearer(attacker))
            && self.static_evasion_allows(attacker, blocker, &b)
            && !self.block_restricted(blocker, attacker)
    }

    /// An attacker's own "can't be blocked by creatures with power N or less", "… by
    /// [filter]", "… except by [filter]" (CR 509.1b).
    fn static_evasion_allows(&self, attacker: ObjectId, blocker: ObjectId, b: &crate::continuous_effects::characteristics::Characteristics) -> bool {
        self.abilities(attacker).all(|(_, _, ab)| match ab {
            Ability::Static(SelfStatic::CantBeBlockedByPower(cmp)) => !cmp.holds(b.power),
            Ability::Static(SelfStatic::CantBeBlockedBy { filter, except }) => {
                let controller = self.controller(attacker).unwrap_or(b.controller);
                self.filter_accepts(filter, blocker, b, controller, attacker) == *except
            }
            _ => true,
        })
    }

    /// CR 506.4: a permanent removed from combat is no longer attacking or blocking; an
    /// attacker it blocked stays blocked (CR 509.1h).
    pub(crate) fn remove_from_combat(&mut self, id: ObjectId) {
        self.combat.attackers.retain(|a| a.attacker != id);
        for a in self.combat.attackers.iter_mut() {
            a.blockers.retain(|b| *b != id);
        }
        self.combat.blocks.retain(|(b, a)| *b != id && *a != id);
        self.combat.to_assign.retain(|x| *x != id);
        self.combat.assigned.retain(|(src, to, _)| *src != id && *to != Target::Object(id));
    }

    /// CR 702.14c: a creature with landwalk can't be blocked while the defending player
    /// controls a land of that type.
    fn landwalk_unblockable(&self, a: &crate::continuous_effects::characteristics::Characteristics, defender: PlayerId) -> bool {
        let walks = [Keyword::Plainswalk, Keyword::Islandwalk, Keyword::Swampwalk, Keyword::Mountainwalk, Keyword::Forestwalk];
        if walks.iter().all(|k| !a.has(*k)) {
            return false;
        }
        Keyword::ALL.iter().filter_map(|k| k.landwalk().filter(|_| a.has(*k))).any(|land| {
            self.battlefield.iter().any(|&l| {
                self.characteristics(l).is_some_and(|c| c.controller == defender && c.is(CardType::Land) && self.has_basic_land_type(&c, land))
            })
        })
    }

    fn can_block_any(&self, blocker: ObjectId, player: PlayerId) -> bool {
        self.combat.attackers.iter().any(|a| a.defender == player && self.can_block(blocker, a.attacker, player))
    }

    /// CR 509.1c / 702.110b: a menace attacker blocked by exactly one creature makes the
    /// declaration illegal; while one is, only a second blocker for it may be added.
    fn half_blocked_menace(&self) -> Option<ObjectId> {
        self.combat.attackers.iter().map(|a| a.attacker).find(|&a| {
            self.has_keyword(a, Keyword::Menace) && self.combat.blocks.iter().filter(|(_, x)| *x == a).count() == 1
        })
    }

    pub(crate) fn block_answers(&self, player: PlayerId, out: &mut Vec<Answer>) {
        let forced = self.half_blocked_menace();
        let start = out.len();
        self.block_choices(player, forced, out);
        let alone_ok = self.declared_alone_ok(self.lone_blocker(), CombatRule::CantBlockAlone);
        if !self.block_requirements_apply(player) {
            if forced.is_none() && alone_ok {
                out.insert(start, Answer::Done);
            }
            return;
        }
        // CR 509.1c: requirements ("blocks each combat if able", "must be blocked if
        // able", Lure): only blocks that still allow a declaration obeying as many of them
        // as possible, and "done" only once the declaration does.
        let current: SmallVec<[(ObjectId, ObjectId); 8]> = self.combat.blocks.iter().copied().collect();
        let Some(target) = self.best_block_completion(player, &current) else { return };
        let mut k = start;
        while k < out.len() {
            let keep = match out[k] {
                Answer::Block { blocker, attacker } => {
                    let mut with = current.clone();
                    with.push((blocker, attacker));
                    self.best_block_completion(player, &with) == Some(target)
                }
                _ => true,
            };
            if keep {
                k += 1;
            } else {
                out.remove(k);
            }
        }
        if forced.is_none() && alone_ok && self.blocks_obeyed(player, &current) == Some(target) {
            out.insert(start, Answer::Done);
        }
    }

    fn block_choices(&self, player: PlayerId, forced: Option<ObjectId>, out: &mut Vec<Answer>) {
        for info in &self.combat.attackers {
            if info.defender != player || forced.is_some_and(|f| f != info.attacker) {
                continue;
            }
            let able: SmallVec<[ObjectId; 8]> = self
                .battlefield
                .iter()
                .copied()
                .filter(|&b| self.can_block(b, info.attacker, player))
                .collect();
            let menace = self.has_keyword(info.attacker, Keyword::Menace);
            let already = self.combat.blocks.iter().any(|(_, x)| *x == info.attacker);
            if menace && !already && able.len() < 2 {
                continue;
            }
            out.extend(able.into_iter().map(|blocker| Answer::Block { blocker, attacker: info.attacker }));
        }
    }

    pub(crate) fn answer_block(&mut self, player: PlayerId, answer: Answer) -> Next {
        match answer {
            Answer::Block { blocker, attacker } => {
                self.combat.blocks.push((blocker, attacker));
                self.pending = Pending::DeclareBlockers { player };
                Next::Decide
            }
            _ => {
                self.combat.blockers_done.push(player);
                self.begin_declare_blockers()
            }
        }
    }

    /// CR 509.1h–509.2: blocks become official; events are emitted.
    fn finish_blocks(&mut self) -> Next {
        let blocks = self.combat.blocks.clone();
        for (blocker, attacker) in blocks {
            let mut newly = false;
            if let Some(a) = self.combat.attackers.iter_mut().find(|a| a.attacker == attacker) {
                newly = !a.blocked;
                a.blocked = true;
                a.blockers.push(blocker);
            }
            self.emit("509.1", EventKind::BlockerDeclared { blocker, attacker });
            self.block_triggers(blocker, attacker, newly);
        }
        // "whenever ~ attacks and isn't blocked".
        if !self.cards.has_trigger(&mw_ir::Trigger::SelfAttacksUnblocked) {
            return Next::OfferPriority;
        }
        let unblocked: Vec<ObjectId> = self.combat.attackers.iter().filter(|a| !a.blocked).map(|a| a.attacker).collect();
        for a in unblocked {
            if let Some(c) = self.controller(a) {
                self.queue_triggers(a, c, &mw_ir::Trigger::SelfAttacksUnblocked);
            }
        }
        Next::OfferPriority
    }
}

/// The evasion keywords that restrict which creatures may block (CR 702.13, 702.28,
/// 702.31, 702.36, 702.118).
fn evasion_allows(a: &crate::continuous_effects::characteristics::Characteristics, b: &crate::continuous_effects::characteristics::Characteristics) -> bool {
    let artifact = b.is(CardType::Artifact);
    (!a.has(Keyword::Fear) || artifact || b.colors.contains(mw_types::Color::Black))
        && (!a.has(Keyword::Intimidate) || artifact || a.colors.iter().any(|c| b.colors.contains(c)))
        && (a.has(Keyword::Shadow) == b.has(Keyword::Shadow))
        && (!a.has(Keyword::Horsemanship) || b.has(Keyword::Horsemanship))
        && (!a.has(Keyword::Skulk) || b.power <= a.power)
}

/// CR 506.3, 508.4: creatures put onto the battlefield attacking during combat: never
/// declared (no "whenever … attacks" triggers), unblocked, each attacking what its
/// controller chooses. Outside combat they just stay where they entered.
impl Game {
    /// CR 506.3, 508.4: whether creatures may be put onto the battlefield attacking now
    /// for `controller` (the active player, in combat); the players and planeswalkers they
    /// may attack.
    pub(crate) fn attackable_now(&self, controller: PlayerId) -> SmallVec<[Target; 2]> {
        use crate::turn_flow::turn::Step;
        if !(Step::DeclareAttackers..=Step::CombatDamage).contains(&self.turn.step) || self.turn.active != controller {
            return SmallVec::new();
        }
        self.attackable(controller)
    }

    /// CR 508.4: what a creature `controller` puts onto the battlefield attacking may
    /// attack now: with `whom`, only that player or, with `or_planeswalker`, the
    /// planeswalkers they control.
    pub(crate) fn attack_options(&self, controller: PlayerId, whom: Option<PlayerId>, or_planeswalker: bool) -> SmallVec<[Target; 2]> {
        let mut all = self.attackable_now(controller);
        all.retain(|t| match (*t, whom) {
            (_, None) => true,
            (Target::Player(q), Some(p)) => q == p,
            (Target::Object(pw), Some(p)) => or_planeswalker && self.controller(pw) == Some(p),
        });
        all
    }

    /// Whether a creature that must attack `whom` (or one of their planeswalkers) may
    /// attack `t` (asked only when planeswalkers were among the options).
    pub(crate) fn may_attack_whom(&self, t: Target, whom: Option<PlayerId>) -> bool {
        match (t, whom) {
            (_, None) => true,
            (Target::Player(q), Some(p)) => q == p,
            (Target::Object(pw), Some(p)) => self.controller(pw) == Some(p),
        }
    }

    /// The players (opponents still in the game) and planeswalkers they control that a
    /// creature of `player` may attack.
    pub(crate) fn attackable(&self, player: PlayerId) -> SmallVec<[Target; 2]> {
        let mut out: SmallVec<[Target; 2]> = self.player_ids().filter(|d| *d != player && !self.player(*d).has_lost).map(Target::Player).collect();
        for &pw in &self.battlefield {
            if self.characteristics(pw).is_some_and(|c| c.is(CardType::Planeswalker) && c.controller != player) {
                out.push(Target::Object(pw));
            }
        }
        out
    }

    /// CR 508.4: `id` is attacking `target` (it was never declared as an attacker).
    pub(crate) fn attack_now(&mut self, id: ObjectId, target: Target) {
        let defender = match target {
            Target::Player(p) => p,
            Target::Object(pw) => match self.controller(pw) {
                Some(p) => p,
                None => return,
            },
        };
        self.combat.attackers.push(AttackerInfo { attacker: id, defender, target, blocked: false, blockers: SmallVec::new() });
    }
}
