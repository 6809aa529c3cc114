//! The heuristic agent: each action measured by playing it on a determinized copy of
//! the game to the end of the turn (everyone passing priority from then on, attacks
//! and blocks by the fast policy's rules) and scoring the result (`eval::score`).
//! Priority actions (a land, a spell, an ability, or passing), targets, and the set
//! of attackers are chosen that way; blocks, mulligans and the rest by the fast
//! policy's rules (`policy`). It sees the game only through what its player may know:
//! every look ahead starts from `Game::determinize`.

use crate::policy::{self, settle, Style, Until};
use crate::eval::score;
use crate::Agent;
use mw_engine::events::Target;
use mw_engine::{Answer, Game, Question};
use mw_types::{ObjectId, PlayerId};
use rand::{Rng, SeedableRng};
use rand_xoshiro::Xoshiro256PlusPlus;

/// Chooses by a one-action look ahead and a hand-tuned evaluation.
#[derive(Clone, Debug)]
pub struct HeuristicAgent {
    rng: Xoshiro256PlusPlus,
    buf: Vec<Answer>,
    /// The attackers chosen for the combat of this turn.
    plan: Option<(u32, Vec<ObjectId>)>,
}

/// The answers worth considering: mana abilities are activated while paying, never
/// ahead of time; the engine's automatic payment stands for the manual ones.
pub fn prune(game: &Game, answers: &[Answer], out: &mut Vec<usize>) {
    out.clear();
    let auto = answers.contains(&Answer::AutoPay);
    let paying = answers.iter().any(|a| matches!(a, Answer::ActivateMana { .. })) && matches!(game.decision().question, Question::PayMana { .. });
    for (i, a) in answers.iter().enumerate() {
        let keep = match a {
            Answer::ActivateMana { .. } => paying && !auto,
            Answer::PayFromPool(_) | Answer::PayLife | Answer::Convoke { .. } => !auto,
            _ => true,
        };
        if keep {
            out.push(i);
        }
    }
    if out.is_empty() {
        out.push(0);
    }
}

/// The score for `me` of answering `answer` on `sample` (a determinized copy), then
/// playing to the end of the turn with everyone passing priority (attacks and blocks by
/// the fast policy's rules); None if the answer is refused. Passing wins ties: an
/// action must earn its card.
pub fn quiet_score(sample: &Game, me: PlayerId, answer: Answer, buf: &mut Vec<Answer>, rng: &mut Xoshiro256PlusPlus) -> Option<f32> {
    quiet_score_by(sample, me, answer, buf, rng, score)
}

/// `quiet_score` with another scoring of the final position.
pub fn quiet_score_by(
    sample: &Game,
    me: PlayerId,
    answer: Answer,
    buf: &mut Vec<Answer>,
    rng: &mut Xoshiro256PlusPlus,
    score: fn(&Game, PlayerId) -> f32,
) -> Option<f32> {
    let mut g = sample.clone();
    g.apply(me, answer).ok()?;
    settle(&mut g, buf, Until::TurnOver(sample.turn().number), Style::Quiet, 0, rng);
    let pass = if answer == Answer::Pass { 0.05 } else { 0.0 };
    Some(score(&g, me) + pass)
}

impl HeuristicAgent {
    pub fn new(seed: u64) -> HeuristicAgent {
        HeuristicAgent { rng: Xoshiro256PlusPlus::seed_from_u64(seed), buf: Vec::new(), plan: None }
    }

    /// A copy of `game` with what `me` can't see re-dealt.
    fn sample(&mut self, game: &Game, me: PlayerId) -> Game {
        let mut g = game.clone();
        g.determinize(me, self.rng.random());
        g
    }

    /// Each candidate played on the same sample to the end of the turn; the best.
    fn look_ahead(&mut self, game: &Game, me: PlayerId, answers: &[Answer], candidates: &[usize]) -> usize {
        let sample = self.sample(game, me);
        let mut best = (candidates[0], f32::MIN);
        for &i in candidates {
            if let Some(s) = quiet_score(&sample, me, answers[i], &mut self.buf, &mut self.rng) {
                if s > best.1 {
                    best = (i, s);
                }
            }
        }
        best.0
    }

    /// Declares the attackers in `set` (against the first player each may attack),
    /// then done, on `g`.
    fn declare(g: &mut Game, me: PlayerId, set: &[ObjectId], buf: &mut Vec<Answer>) {
        for _ in 0..64 {
            if g.is_over() || g.decision().question != Question::DeclareAttackers {
                return;
            }
            g.legal_answers_into(buf);
            let next = buf
                .iter()
                .position(|a| matches!(a, Answer::Attack { attacker, target: Target::Player(_) } if set.contains(attacker)))
                .or_else(|| buf.iter().position(|a| *a == Answer::Done))
                .unwrap_or(0);
            if buf.is_empty() || g.apply(me, buf[next]).is_err() {
                return;
            }
        }
    }

    /// The attack plan: the fast policy's attackers, none, all, and each creature
    /// added to or taken from the first, each played to the end of the turn.
    fn plan_attack(&mut self, game: &Game, me: PlayerId, answers: &[Answer]) -> Vec<ObjectId> {
        let mut able: Vec<ObjectId> = Vec::new();
        for a in answers {
            if let Answer::Attack { attacker, .. } = *a {
                if !able.contains(&attacker) {
                    able.push(attacker);
                }
            }
        }
        let sample = self.sample(game, me);
        // The fast policy's own choice, played out declaration by declaration.
        let mut rules = Vec::new();
        {
            let mut g = sample.clone();
            for _ in 0..64 {
                if g.is_over() || g.decision().question != Question::DeclareAttackers {
                    break;
                }
                g.legal_answers_into(&mut self.buf);
                let i = policy::choose(&g, me, &self.buf, Style::Quiet, 1, &mut self.rng);
                let a = self.buf[i];
                if let Answer::Attack { attacker, .. } = a {
                    rules.push(attacker);
                }
                if g.apply(me, a).is_err() {
                    break;
                }
            }
        }
        let mut sets: Vec<Vec<ObjectId>> = vec![rules.clone(), Vec::new(), able.clone()];
        for &c in &able {
            let mut s = rules.clone();
            match s.iter().position(|&x| x == c) {
                Some(k) => {
                    s.remove(k);
                }
                None => s.push(c),
            }
            sets.push(s);
        }
        let turn = game.turn().number;
        let mut best = (0, f32::MIN);
        for (k, set) in sets.iter().enumerate() {
            let mut g = sample.clone();
            Self::declare(&mut g, me, set, &mut self.buf);
            settle(&mut g, &mut self.buf, Until::TurnOver(turn), Style::Quiet, 0, &mut self.rng);
            let s = score(&g, me);
            if s > best.1 {
                best = (k, s);
            }
        }
        sets.swap_remove(best.0)
    }
}

impl Agent for HeuristicAgent {
    fn choose(&mut self, game: &Game, me: PlayerId, answers: &[Answer]) -> usize {
        if answers.len() <= 1 {
            return 0;
        }
        let mut candidates = Vec::new();
        prune(game, answers, &mut candidates);
        if candidates.len() == 1 {
            return candidates[0];
        }
        match game.decision().question {
            Question::Priority | Question::ChooseTarget { .. } | Question::ChooseMode | Question::ChooseX { .. } => {
                self.look_ahead(game, me, answers, &candidates)
            }
            Question::DeclareAttackers => {
                let turn = game.turn().number;
                if self.plan.as_ref().is_none_or(|(t, _)| *t != turn) {
                    let set = self.plan_attack(game, me, answers);
                    self.plan = Some((turn, set));
                }
                let set = self.plan.as_ref().map(|p| &p.1[..]).unwrap_or(&[]);
                answers
                    .iter()
                    .position(|a| matches!(a, Answer::Attack { attacker, target: Target::Player(_) } if set.contains(attacker)))
                    .or_else(|| answers.iter().position(|a| *a == Answer::Done))
                    .unwrap_or(0)
            }
            // The rules read only the board and the player's own hand.
            _ => {
                let i = policy::choose(game, me, answers, Style::Play, 1, &mut self.rng);
                if candidates.contains(&i) { i } else { candidates[0] }
            }
        }
    }
}
