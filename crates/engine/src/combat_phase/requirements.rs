//! Requirements on blocks (CR 509.1c): "blocks each combat if able", "~ must be blocked
//! if able", "all creatures able to block ~ do so" (Lure). A declaration must obey as
//! many requirements as possible without breaking a restriction: the best count is found
//! by a search over the blocks that can change it, and only blocks still leading to a
//! declaration with that count are offered (`combat::block_answers`).

use crate::state::game::Game;
use mw_ir::{CombatRule, Keyword};
use mw_types::{CardType, ObjectId, PlayerId};
use smallvec::SmallVec;

/// An attacking creature the blocking player may block, and what it asks or allows.
struct Attacker {
    id: ObjectId,
    /// CR 509.1c: "must be blocked if able".
    must: bool,
    /// CR 509.1c: "all creatures able to block ~ do so".
    lure: bool,
    /// CR 702.110b: at least two blockers or none.
    menace: bool,
    /// CR 509.1b: "can't be blocked by more than one creature".
    at_most_one: bool,
}

/// A creature of the blocking player: whether it must block (CR 509.1c), how many
/// attackers it may block, and the attackers (indexes) it may block.
struct Blocker {
    id: ObjectId,
    each_combat: bool,
    capacity: usize,
    may_block: SmallVec<[usize; 4]>,
}

/// The position a declaration is searched in.
struct Search {
    attackers: Vec<Attacker>,
    blockers: Vec<Blocker>,
}

impl Search {
    /// CR 509.1c: how many requirements a whole declaration obeys, or None if it breaks a
    /// restriction (menace, "by more than one", a creature blocking too many).
    fn obeyed(&self, blocks: &[(usize, usize)]) -> Option<usize> {
        let mut n = 0;
        for (i, a) in self.attackers.iter().enumerate() {
            let count = blocks.iter().filter(|(_, x)| *x == i).count();
            if (a.menace && count == 1) || (a.at_most_one && count > 1) {
                return None;
            }
            n += usize::from(a.must && count > 0) + if a.lure { count } else { 0 };
        }
        for (j, b) in self.blockers.iter().enumerate() {
            let count = blocks.iter().filter(|(x, _)| *x == j).count();
            if count > b.capacity {
                return None;
            }
            n += usize::from(b.each_combat && count > 0);
        }
        Some(n)
    }

    /// The most requirements any legal completion of `blocks` (more blocks added, by the
    /// pairs `pairs` lists) obeys; `lost`: requirements the choices so far have given up.
    fn best(&self, pairs: &[(usize, usize)], k: usize, blocks: &mut Vec<(usize, usize)>, lost: usize, total: usize, found: &mut Option<usize>) {
        if found.is_some_and(|f| f >= total.saturating_sub(lost)) {
            return;
        }
        let Some(&(b, a)) = pairs.get(k) else {
            if let Some(n) = self.obeyed(blocks) {
                *found = Some(found.map_or(n, |f| f.max(n)));
            }
            return;
        };
        let last_of_blocker = pairs.get(k + 1).is_none_or(|(nb, _)| *nb != b);
        let uses = blocks.iter().filter(|(x, _)| *x == b).count();
        if uses < self.blockers[b].capacity {
            blocks.push((b, a));
            self.best(pairs, k + 1, blocks, lost, total, found);
            blocks.pop();
        }
        // Not this block: a Lure requirement given up; a creature that must block and
        // blocks nothing, once its last pair is passed.
        let given_up = usize::from(self.attackers[a].lure) + usize::from(last_of_blocker && uses == 0 && self.blockers[b].each_combat);
        self.best(pairs, k + 1, blocks, lost + given_up, total, found);
    }
}

impl Game {
    /// CR 509.1c: whether a requirement bears on `player`'s blocks now.
    pub(crate) fn block_requirements_apply(&self, player: PlayerId) -> bool {
        self.combat.attackers.iter().any(|a| {
            a.defender == player && self.characteristics(a.attacker).is_some_and(|c| c.rule(CombatRule::MustBeBlocked) || c.rule(CombatRule::AllAbleMustBlock))
        }) || self.battlefield.iter().any(|&id| self.characteristics(id).is_some_and(|c| c.controller == player && c.is(CardType::Creature) && c.rule(CombatRule::BlocksEachCombat)))
    }

    /// The attackers and potential blockers of `player`'s declaration.
    fn block_search(&self, player: PlayerId) -> Search {
        let attackers: Vec<Attacker> = self
            .combat
            .attackers
            .iter()
            .filter(|a| a.defender == player)
            .filter_map(|a| {
                let c = self.characteristics(a.attacker)?;
                Some(Attacker {
                    id: a.attacker,
                    must: c.rule(CombatRule::MustBeBlocked),
                    lure: c.rule(CombatRule::AllAbleMustBlock),
                    menace: c.has(Keyword::Menace),
                    at_most_one: self.blocked_by_at_most_one(a.attacker),
                })
            })
            .collect();
        let blockers = self
            .battlefield
            .iter()
            .filter_map(|&id| {
                let may_block: SmallVec<[usize; 4]> = (0..attackers.len()).filter(|&i| self.block_pair_allowed(id, attackers[i].id, player)).collect();
                if may_block.is_empty() {
                    return None;
                }
                let each_combat = self.characteristics(id).is_some_and(|c| c.rule(CombatRule::BlocksEachCombat));
                Some(Blocker { id, each_combat, capacity: self.block_capacity(id), may_block })
            })
            .collect();
        Search { attackers, blockers }
    }

    /// CR 509.1c: the most requirements a legal declaration extending `fixed` obeys (None:
    /// no legal one extends it). Only blocks that can change the count are searched: on
    /// attackers with a requirement, attackers a creature that must block may block, and
    /// attackers already blocked (a second blocker for menace).
    pub(crate) fn best_block_completion(&self, player: PlayerId, fixed: &[(ObjectId, ObjectId)]) -> Option<usize> {
        let s = self.block_search(player);
        let mut blocks: Vec<(usize, usize)> = Vec::new();
        for &(b, a) in fixed {
            let j = s.blockers.iter().position(|x| x.id == b)?;
            let i = s.attackers.iter().position(|x| x.id == a)?;
            if !s.blockers[j].may_block.contains(&i) || blocks.contains(&(j, i)) {
                return None;
            }
            blocks.push((j, i));
        }
        let relevant: Vec<bool> = (0..s.attackers.len())
            .map(|i| {
                let a = &s.attackers[i];
                a.must || a.lure || blocks.iter().any(|(_, x)| *x == i) || s.blockers.iter().any(|b| b.each_combat && b.may_block.contains(&i))
            })
            .collect();
        let pairs: Vec<(usize, usize)> = s
            .blockers
            .iter()
            .enumerate()
            .flat_map(|(j, b)| b.may_block.iter().map(move |&i| (j, i)))
            .filter(|&(j, i)| relevant[i] && !blocks.contains(&(j, i)))
            .collect();
        let lure_pairs = s.blockers.iter().map(|b| b.may_block.iter().filter(|&&i| s.attackers[i].lure).count()).sum::<usize>();
        let total = lure_pairs + s.attackers.iter().filter(|a| a.must).count() + s.blockers.iter().filter(|b| b.each_combat).count();
        // Lure blocks already declared can't be given up; creatures that must block and
        // have no pair left to search are judged by the blocks they have.
        let mut found = None;
        s.best(&pairs, 0, &mut blocks, 0, total, &mut found);
        found
    }

    /// CR 509.1c: how many requirements `blocks`, as a whole declaration, obeys (None: it
    /// breaks a restriction).
    pub(crate) fn blocks_obeyed(&self, player: PlayerId, blocks: &[(ObjectId, ObjectId)]) -> Option<usize> {
        let s = self.block_search(player);
        let mut idx = Vec::with_capacity(blocks.len());
        for &(b, a) in blocks {
            idx.push((s.blockers.iter().position(|x| x.id == b)?, s.attackers.iter().position(|x| x.id == a)?));
        }
        s.obeyed(&idx)
    }
}
