//! Attacks and blocks as whole sets. The engine asks for attackers and blockers one
//! creature at a time (CR 508.1a, 509.1a: a declaration is a set the player builds);
//! an agent comparing what to do compares sets: the fast policy's own set, none, all,
//! and the sets one change away from the policy's. `declare` plays a chosen set out as
//! the engine's one-at-a-time answers.

use crate::policy::{self, Style};
use mw_engine::events::Target;
use mw_engine::{Answer, Game, Question};
use mw_types::{ObjectId, PlayerId};
use rand_xoshiro::Xoshiro256PlusPlus;

/// The most answers one declaration takes before `declare` gives up (a loop guard).
const DECLARE_CAP: usize = 64;

/// Whether `game` is at the first of `me`'s declarations of this combat's attackers or
/// blockers (none declared yet), where a set is chosen.
pub fn at_first_declaration(game: &Game, me: PlayerId) -> bool {
    let combat = game.combat();
    match game.decision().question {
        Question::DeclareAttackers => combat.attackers.is_empty(),
        Question::DeclareBlockers => !combat.blocks.iter().any(|&(b, _)| game.controller(b) == Some(me)),
        _ => false,
    }
}

/// The fast policy's declarations from `game` (a determinized copy) on, as a set.
fn policy_set(game: &Game, me: PlayerId, buf: &mut Vec<Answer>, rng: &mut Xoshiro256PlusPlus) -> Vec<Answer> {
    let q = game.decision().question;
    let mut g = game.clone();
    let mut set = Vec::new();
    for _ in 0..DECLARE_CAP {
        if g.is_over() || g.decision().question != q || g.decision().player != Some(me) {
            break;
        }
        g.legal_answers_into(buf);
        if buf.is_empty() {
            break;
        }
        let a = buf[policy::choose(&g, me, buf, Style::Quiet, 1, rng).min(buf.len() - 1)];
        if matches!(a, Answer::Attack { .. } | Answer::Block { .. }) {
            set.push(a);
        }
        if a == Answer::Done || g.apply(me, a).is_err() {
            break;
        }
    }
    set
}

/// The attack sets worth comparing at a first declaration of attackers: the fast
/// policy's, none, all, and each creature added to or taken from the policy's (each
/// attacker against the first player it may attack).
pub fn attack_sets(game: &Game, me: PlayerId, answers: &[Answer], buf: &mut Vec<Answer>, rng: &mut Xoshiro256PlusPlus) -> Vec<Vec<Answer>> {
    let mut able: Vec<Answer> = Vec::new();
    for &a in answers {
        if let Answer::Attack { attacker, target: Target::Player(_) } = a {
            if !able.iter().any(|x| attacker_of(x) == Some(attacker)) {
                able.push(a);
            }
        }
    }
    let rules = policy_set(game, me, buf, rng);
    let mut sets = vec![rules.clone(), Vec::new(), able.clone()];
    for &c in &able {
        let mut s = rules.clone();
        match s.iter().position(|x| attacker_of(x) == attacker_of(&c)) {
            Some(k) => {
                s.remove(k);
            }
            None => s.push(c),
        }
        sets.push(s);
    }
    dedup(sets)
}

/// The block sets worth comparing at a first declaration of blockers: the fast
/// policy's, none, the policy's with each block taken away, and the policy's with each
/// other block on offer added (a creature not blocking yet onto any attacker it may
/// block).
pub fn block_sets(game: &Game, me: PlayerId, answers: &[Answer], buf: &mut Vec<Answer>, rng: &mut Xoshiro256PlusPlus) -> Vec<Vec<Answer>> {
    let rules = policy_set(game, me, buf, rng);
    let mut sets = vec![rules.clone(), Vec::new()];
    for k in 0..rules.len() {
        let mut s = rules.clone();
        s.remove(k);
        sets.push(s);
    }
    let blocking = |s: &[Answer], b: ObjectId| s.iter().any(|x| matches!(x, Answer::Block { blocker, .. } if *blocker == b));
    for &a in answers {
        if let Answer::Block { blocker, .. } = a {
            if !blocking(&rules, blocker) {
                let mut s = rules.clone();
                s.push(a);
                sets.push(s);
            }
        }
    }
    dedup(sets)
}

fn attacker_of(a: &Answer) -> Option<ObjectId> {
    match *a {
        Answer::Attack { attacker, .. } => Some(attacker),
        _ => None,
    }
}

/// The sets without repeats (the same declarations in another order are the same set).
fn dedup(sets: Vec<Vec<Answer>>) -> Vec<Vec<Answer>> {
    let mut out: Vec<Vec<Answer>> = Vec::with_capacity(sets.len());
    for s in sets {
        if !out.iter().any(|o| o.len() == s.len() && o.iter().all(|x| s.contains(x))) {
            out.push(s);
        }
    }
    out
}

/// The answer that declares the next part of `set` at `game`'s declaration (or ends it:
/// `Done`); None when neither is on offer (the engine requires another declaration, a
/// menace attacker's second blocker: the fast policy then answers).
pub fn next_in_set(game: &Game, set: &[Answer], answers: &[Answer]) -> Option<usize> {
    let combat = game.combat();
    let declared = |a: &Answer| match *a {
        Answer::Attack { attacker, .. } => combat.attackers.iter().any(|i| i.attacker == attacker),
        Answer::Block { blocker, attacker } => combat.blocks.contains(&(blocker, attacker)),
        _ => true,
    };
    set.iter()
        .filter(|a| !declared(a))
        .find_map(|a| answers.iter().position(|x| x == a))
        .or_else(|| answers.iter().position(|x| *x == Answer::Done))
}

/// Declares `set` on `g` for `me`, answer by answer, to the end of the declaration.
pub fn declare(g: &mut Game, me: PlayerId, set: &[Answer], buf: &mut Vec<Answer>, rng: &mut Xoshiro256PlusPlus) {
    let q = g.decision().question;
    for _ in 0..DECLARE_CAP {
        if g.is_over() || g.decision().question != q || g.decision().player != Some(me) {
            return;
        }
        g.legal_answers_into(buf);
        if buf.is_empty() {
            return;
        }
        let i = next_in_set(g, set, buf).unwrap_or_else(|| policy::choose(g, me, buf, Style::Quiet, 1, rng).min(buf.len() - 1));
        let a = buf[i];
        g.apply_listed(me, a);
        if a == Answer::Done {
            return;
        }
    }
}
