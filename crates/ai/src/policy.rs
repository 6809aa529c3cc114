//! The fast policy: cheap rules for every question, used by the search agents to play
//! games forward (rollouts) and by the heuristic agent for the questions it doesn't
//! look ahead on. Rules: keep a hand of two to five lands; play a land, then the most
//! expensive spell castable (creatures first); attack with a creature when no blocker
//! can kill it without dying in a trade worth taking, or with everything when the
//! attack is lethal; block to kill an attacker and survive, to trade up, or to absorb
//! damage for free, and chump only when the damage coming is lethal; pay mana with the
//! engine's automatic payment (which keeps what the rest of the cost needs).
//!
//! It reads the board, the combat, and the deciding player's own hand only.

use crate::eval::{creature_value, is_land_card, mana_value, score};
use mw_engine::characteristics::Characteristics;
use mw_engine::events::Target;
use mw_engine::turn::Step;
use mw_engine::{Answer, Game, Question};
use mw_ir::Keyword;
use mw_types::{CardType, ObjectId, PlayerId};
use rand::Rng;
use rand_xoshiro::Xoshiro256PlusPlus;

/// How the policy uses its priority.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Style {
    /// Plays lands and casts spells (rollouts).
    Play,
    /// Passes priority (the continuation after an action whose worth is measured).
    Quiet,
}

/// The most decisions a settling continuation makes before it stops.
const SETTLE_CAP: u32 = 400;

/// The fast policy's choice among `answers` for `me`. `depth` 0 lets it compare targets
/// by playing each on a copy of `game` (which must then be a determinized copy, or the
/// comparison would see hidden cards); deeper it takes the engine's first target.
pub fn choose(game: &Game, me: PlayerId, answers: &[Answer], style: Style, depth: u8, rng: &mut Xoshiro256PlusPlus) -> usize {
    if answers.len() <= 1 {
        return 0;
    }
    match game.decision().question {
        Question::Mulligan { mulligans_taken } => mulligan(game, me, mulligans_taken, answers),
        Question::PutOnBottom { .. } | Question::Discard { .. } => worst_card(game, me, answers),
        Question::Priority => {
            if style == Style::Play && wants_priority(game, me, rng) {
                priority(game, me, answers, rng)
            } else {
                find(answers, |a| *a == Answer::Pass).unwrap_or(0)
            }
        }
        Question::ChooseTarget { .. } if depth == 0 => best_by_resolution(game, me, answers, rng),
        Question::PayMana { .. } => find(answers, |a| *a == Answer::AutoPay).unwrap_or(0),
        Question::ChooseX { .. } => answers.len() - 1,
        Question::DeclareAttackers => attack(game, me, answers),
        Question::DeclareBlockers => block(game, me, answers),
        // CR 510.1c–d: lethal damage to the blockers one point at a time, then the rest
        // to the player (trample) as soon as the engine allows it.
        Question::AssignDamage { .. } => find(answers, |a| matches!(a, Answer::AssignAllDamage(Target::Player(_))))
            .or_else(|| find(answers, |a| matches!(a, Answer::AssignDamage(Target::Object(_)))))
            .unwrap_or(0),
        Question::MayDo { .. } | Question::PayOrCounter { .. } | Question::CastWithoutPaying { .. } | Question::CastForCost { .. } => {
            find(answers, |a| *a == Answer::Yes).unwrap_or(0)
        }
        // CR 701.38a: a permanent voted for is one another player controls (Council's
        // Judgment exiles what gets the most votes); a named option, the first.
        Question::Vote { .. } => find(answers, |a| matches!(a, Answer::Object(o) if game.controller(*o) != Some(me))).unwrap_or(0),
        _ => 0,
    }
}

pub(crate) fn find(answers: &[Answer], f: impl Fn(&Answer) -> bool) -> Option<usize> {
    answers.iter().position(f)
}

/// CR 103.5: keep two to five lands in seven (fewer cards: one to five); after two
/// mulligans, keep.
fn mulligan(game: &Game, me: PlayerId, taken: u8, answers: &[Answer]) -> usize {
    let hand = &game.player(me).hand;
    let lands = hand.iter().filter(|&&c| is_land_card(game, c)).count();
    let keep = taken >= 2 || (lands >= if taken == 0 { 2 } else { 1 } && lands <= 5);
    let want = if keep { Answer::Keep } else { Answer::Mulligan };
    find(answers, |a| *a == want).unwrap_or(0)
}

/// The card to put away: a land when the hand has more than three or the player has
/// enough in play, else the most expensive spell.
fn worst_card(game: &Game, me: PlayerId, answers: &[Answer]) -> usize {
    let lands_in_play = game.battlefield().iter().filter(|&&id| game.controller(id) == Some(me) && game.is_type(id, CardType::Land)).count();
    let hand_lands = game.player(me).hand.iter().filter(|&&c| is_land_card(game, c)).count();
    let shed_land = hand_lands > 3 || (hand_lands > 0 && lands_in_play + hand_lands > 6);
    let mut best = (0, i64::MIN);
    for (i, a) in answers.iter().enumerate() {
        let Answer::Object(c) = *a else { continue };
        let land = is_land_card(game, c);
        let v = if land == shed_land { 1000 + mana_value(game, c) as i64 } else { mana_value(game, c) as i64 };
        if v > best.1 {
            best = (i, v);
        }
    }
    best.0
}

/// Whether the policy does more than pass this priority: in a main phase of one's own
/// turn with an empty stack, and half the time when blockers are declared or at an
/// opponent's end step (for instants).
fn wants_priority(game: &Game, me: PlayerId, rng: &mut Xoshiro256PlusPlus) -> bool {
    let turn = game.turn();
    let own = turn.active == me;
    if own && matches!(turn.step, Step::Main1 | Step::Main2) && game.stack().is_empty() {
        return true;
    }
    let window = (turn.step == Step::DeclareBlockers && !game.combat().attackers.is_empty())
        || (!own && turn.step == Step::End && game.stack().is_empty());
    window && rng.random_bool(0.5)
}

/// With `wants_priority`: lands first, then in one's own main phase the most expensive
/// castable non-instant (creatures first, instants in the second main phase half the
/// time); in the other windows, a spell at random.
fn priority(game: &Game, me: PlayerId, answers: &[Answer], rng: &mut Xoshiro256PlusPlus) -> usize {
    let turn = game.turn();
    let pass = find(answers, |a| *a == Answer::Pass).unwrap_or(0);
    let main = matches!(turn.step, Step::Main1 | Step::Main2);
    if turn.active == me && main && game.stack().is_empty() {
        if let Some(i) = find(answers, |a| matches!(a, Answer::PlayLand(_))) {
            return i;
        }
        let mut best: Option<(usize, i64)> = None;
        for (i, a) in answers.iter().enumerate() {
            let Answer::Cast(c) = *a else { continue };
            let def = game.object(c).map(|o| game.def(o.card));
            let Some(def) = def else { continue };
            if def.has_type(CardType::Instant) && !(turn.step == Step::Main2 && rng.random_bool(0.5)) {
                continue;
            }
            let v = mana_value(game, c) as i64 * 10 + if def.has_type(CardType::Creature) { 5 } else { 0 } + rng.random_range(0..5);
            if best.is_none_or(|b| v > b.1) {
                best = Some((i, v));
            }
        }
        return best.map_or(pass, |b| b.0);
    }
    let casts: smallvec::SmallVec<[usize; 8]> = (0..answers.len()).filter(|&i| matches!(answers[i], Answer::Cast(_))).collect();
    if casts.is_empty() {
        return pass;
    }
    casts[rng.random_range(0..casts.len())]
}

/// Plays each answer on a copy until what it started resolves, and keeps the best for
/// `me` (targets chosen by value).
pub fn best_by_resolution(game: &Game, me: PlayerId, answers: &[Answer], rng: &mut Xoshiro256PlusPlus) -> usize {
    let base = game.stack().len().saturating_sub(1);
    let mut buf = Vec::new();
    let mut best = (0, f32::MIN);
    for (i, &a) in answers.iter().enumerate() {
        let mut g = game.clone();
        if g.apply(me, a).is_err() {
            continue;
        }
        settle(&mut g, &mut buf, Until::Resolved(base), Style::Quiet, 1, rng);
        let s = score(&g, me);
        if s > best.1 {
            best = (i, s);
        }
    }
    best.0
}

/// Where a continuation stops.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Until {
    /// A player gets priority with at most this many items on the stack.
    Resolved(usize),
    /// Every turn up to this number is over.
    TurnOver(u32),
}

/// Plays `game` forward with the fast policy for every player until `until` (or the
/// game's end, or `SETTLE_CAP` decisions).
pub fn settle(game: &mut Game, buf: &mut Vec<Answer>, until: Until, style: Style, depth: u8, rng: &mut Xoshiro256PlusPlus) {
    for _ in 0..SETTLE_CAP {
        if game.is_over() {
            return;
        }
        let d = game.decision();
        let Some(p) = d.player else { return };
        match until {
            Until::Resolved(n) if d.question == Question::Priority && game.stack().len() <= n => return,
            Until::TurnOver(t) if game.turn().number > t => return,
            _ => {}
        }
        // Passing needs no list of answers (most priorities in a playout are passes).
        if d.question == Question::Priority && (style == Style::Quiet || !wants_priority(game, p, rng)) {
            if game.apply(p, Answer::Pass).is_err() {
                return;
            }
            continue;
        }
        game.legal_answers_into(buf);
        if buf.is_empty() {
            return;
        }
        let i = if d.question == Question::Priority {
            priority(game, p, buf, rng)
        } else {
            choose(game, p, buf, style, depth, rng).min(buf.len() - 1)
        };
        game.apply_listed(p, buf[i]);
    }
}

fn chars(game: &Game, id: ObjectId) -> Option<Characteristics> {
    game.characteristics(id)
}

/// Whether `b` could block `a` as far as evasion goes (CR 702.9b, 702.17b).
fn evades(a: &Characteristics, b: &Characteristics) -> bool {
    a.has(Keyword::Flying) && !b.has(Keyword::Flying) && !b.has(Keyword::Reach)
}

/// Whether `x` dealing combat damage to `y` destroys it (deathtouch included).
fn kills(x: &Characteristics, y: &Characteristics, y_damage: i32) -> bool {
    !y.has(Keyword::Indestructible) && x.power > 0 && (x.has(Keyword::Deathtouch) || x.power + y_damage >= y.toughness)
}

/// The untapped creatures `p` controls, with their characteristics and damage.
fn ready_creatures(game: &Game, p: PlayerId) -> smallvec::SmallVec<[(ObjectId, Characteristics, i32); 8]> {
    game.battlefield()
        .iter()
        .filter_map(|&id| {
            let o = game.object(id)?;
            let c = chars(game, id)?;
            (c.controller == p && c.is(CardType::Creature) && !o.tapped()).then_some((id, c, o.damage()))
        })
        .collect()
}

/// Attack with the creatures `should_attack` approves, one at a time, then done; with
/// every creature when the attack is lethal through the blockers available.
fn attack(game: &Game, _me: PlayerId, answers: &[Answer]) -> usize {
    let done = find(answers, |a| *a == Answer::Done);
    let defender = answers.iter().find_map(|a| match a {
        Answer::Attack { target: Target::Player(d), .. } => Some(*d),
        _ => None,
    });
    let Some(defender) = defender else { return done.unwrap_or(0) };
    let blockers = ready_creatures(game, defender);
    let mut powers: smallvec::SmallVec<[i32; 8]> = smallvec::SmallVec::new();
    for a in answers {
        if let Answer::Attack { attacker, target: Target::Player(_) } = *a {
            powers.push(game.power(attacker).max(0));
        }
    }
    powers.sort_unstable_by(|a, b| b.cmp(a));
    let through: i32 = powers.iter().skip(blockers.len()).sum();
    let lethal = through >= game.player(defender).life();
    for (i, a) in answers.iter().enumerate() {
        let Answer::Attack { attacker, target: Target::Player(d) } = *a else { continue };
        if d != defender {
            continue;
        }
        if lethal || should_attack(game, attacker, &blockers) {
            return i;
        }
    }
    done.unwrap_or(0)
}

/// An attack is safe when every blocker able to block either can't kill the attacker or
/// dies to it in a trade that is worth it.
pub fn should_attack(game: &Game, attacker: ObjectId, blockers: &[(ObjectId, Characteristics, i32)]) -> bool {
    let Some(a) = chars(game, attacker) else { return false };
    if a.power <= 0 {
        return false;
    }
    let a_damage = game.object(attacker).map_or(0, |o| o.damage());
    let va = creature_value(&a);
    blockers.iter().all(|(_, b, b_damage)| {
        if evades(&a, b) {
            return true;
        }
        let dies = kills(b, &a, a_damage) && !(a.has(Keyword::FirstStrike) && kills(&a, b, *b_damage));
        !dies || (kills(&a, b, *b_damage) && creature_value(b) >= va - 0.5)
    })
}

/// The block plan, recomputed at each step from what is declared so far; the first
/// block of the plan not yet declared, or done.
fn block(game: &Game, me: PlayerId, answers: &[Answer]) -> usize {
    let done = find(answers, |a| *a == Answer::Done);
    let combat = game.combat();
    let used = |b: ObjectId| combat.blocks.iter().any(|(x, _)| *x == b);
    let legal = |b: ObjectId, a: ObjectId| answers.iter().position(|x| *x == Answer::Block { blocker: b, attacker: a });
    let mut attackers: smallvec::SmallVec<[(ObjectId, Characteristics, i32, bool); 4]> = combat
        .attackers
        .iter()
        .filter(|i| i.defender == me)
        .filter_map(|i| Some((i.attacker, chars(game, i.attacker)?, game.object(i.attacker)?.damage(), !i.blockers.is_empty())))
        .collect();
    attackers.sort_by(|x, y| creature_value(&y.1).total_cmp(&creature_value(&x.1)));
    let mut free: smallvec::SmallVec<[(ObjectId, Characteristics, i32); 8]> =
        ready_creatures(game, me).into_iter().filter(|(b, _, _)| !used(*b)).collect();
    let mut plan: smallvec::SmallVec<[(ObjectId, ObjectId); 4]> = smallvec::SmallVec::new();
    let mut unblocked_damage = 0;
    for (a, ac, a_damage, blocked) in &attackers {
        if *blocked {
            continue;
        }
        let va = creature_value(ac);
        let mut pick: Option<(usize, f32)> = None;
        for (k, (b, bc, b_damage)) in free.iter().enumerate() {
            if legal(*b, *a).is_none() {
                continue;
            }
            let survives = !kills(ac, bc, *b_damage) || (bc.has(Keyword::FirstStrike) && !ac.has(Keyword::FirstStrike) && kills(bc, ac, *a_damage));
            let kills_it = kills(bc, ac, *a_damage) && !(ac.has(Keyword::FirstStrike) && !bc.has(Keyword::FirstStrike) && kills(ac, bc, *b_damage));
            let vb = creature_value(bc);
            let worth = match (survives, kills_it) {
                (true, true) => 100.0 - vb,
                (true, false) if ac.power > 0 && !ac.has(Keyword::Trample) => 50.0 - vb,
                (false, true) if va >= vb => 20.0 + va - vb,
                _ => continue,
            };
            if pick.is_none_or(|p| worth > p.1) {
                pick = Some((k, worth));
            }
        }
        match pick {
            Some((k, _)) => plan.push((free.remove(k).0, *a)),
            None => unblocked_damage += ac.power.max(0) * if ac.has(Keyword::DoubleStrike) { 2 } else { 1 },
        }
    }
    // Chump blocks, only against lethal damage: the least valuable blocker on the
    // biggest attacker left.
    let life = game.player(me).life();
    if unblocked_damage >= life {
        for (a, ac, _, blocked) in &attackers {
            if unblocked_damage < life {
                break;
            }
            if *blocked || plan.iter().any(|(_, x)| x == a) || ac.has(Keyword::Trample) {
                continue;
            }
            let k = free
                .iter()
                .enumerate()
                .filter(|(_, (b, _, _))| legal(*b, *a).is_some())
                .min_by(|x, y| creature_value(&x.1 .1).total_cmp(&creature_value(&y.1 .1)))
                .map(|(k, _)| k);
            if let Some(k) = k {
                plan.push((free.remove(k).0, *a));
                unblocked_damage -= ac.power.max(0) * if ac.has(Keyword::DoubleStrike) { 2 } else { 1 };
            }
        }
    }
    plan.iter().find_map(|&(b, a)| legal(b, a)).or(done).unwrap_or(0)
}
