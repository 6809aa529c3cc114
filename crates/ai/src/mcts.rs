//! The search agent: information-set Monte Carlo tree search (single observer). Each
//! playout re-deals what the searching player can't see (`Game::determinize`, a new
//! sample every time), walks a tree of decisions shared by all samples (an answer
//! legal in some samples only is counted as available only where it is), adds one
//! decision, then plays on to the end of the turn with everyone passing priority
//! (attacks, blocks and targets by the fast policy, `policy`) and scores the position
//! (`eval`), as the heuristic agent judges one action; the search adds what that look
//! ahead can't see: the opponent's answers and the player's next actions. The root's
//! edges start from the heuristic's judgement of each action (`PRIOR_VISITS`). The
//! answer chosen is the most visited one. The tree branches on what to do (priority,
//! attacks, blocks); below the root, the parts of an action (its targets, payment,
//! mode, X) are the fast policy's, so that an action is not judged by its worst
//! variants.
//!
//! Measured (BENCHMARKS.md): playouts that went on to the end of the next turn with
//! both players casting spells by the fast policy's rules were noisier and no stronger
//! than the heuristic at 200 or 1,500 playouts per decision.

use crate::eval::{reward, score};
use crate::heuristic::{prune, quiet_score};
use crate::policy::{self, settle, Style, Until};
use crate::{Agent, SearchStats};
use mw_engine::{Answer, Game, Question};
use mw_types::PlayerId;
use rand::{Rng, SeedableRng};
use rand_xoshiro::Xoshiro256PlusPlus;
use crate::clock::Clock;

/// How much search one decision gets.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Budget {
    /// This many playouts (deterministic).
    Playouts(u32),
    /// About this many milliseconds of the thread's CPU time (`clock`: wall-clock time
    /// where the system doesn't give it); the result depends on the machine's speed.
    Millis(u32),
}

/// UCB1's exploration constant, for rewards in 0..1.
const EXPLORATION: f32 = 0.7;
/// Turns after the current one that playouts go on to before the position is scored
/// (0: the end of the current turn).
const HORIZON_TURNS: u32 = 0;
/// How many playouts the heuristic's judgement of a root answer counts for: each root
/// action is first scored as the heuristic agent scores it (played on one sample to the
/// end of the turn, everyone passing after it), and that reward seeds its edge. The
/// search then needs evidence to overturn a judgement the cheap look ahead gets right.
const PRIOR_VISITS: u32 = 8;
/// The deepest the tree grows, in decisions below the root.
const MAX_DEPTH: usize = 40;

#[derive(Clone, Debug)]
struct Edge {
    answer: Answer,
    visits: u32,
    /// Sum of rewards for the player deciding at the node.
    total: f32,
    /// Playouts in which this answer was legal (ISMCTS availability).
    available: u32,
    child: u32,
}

#[derive(Clone, Debug, Default)]
struct Node {
    player: Option<PlayerId>,
    edges: Vec<Edge>,
}

/// Information-set MCTS with the fast policy for playouts.
#[derive(Clone, Debug)]
pub struct MctsAgent {
    rng: Xoshiro256PlusPlus,
    budget: Budget,
    nodes: Vec<Node>,
    buf: Vec<Answer>,
    keep: Vec<usize>,
    path: Vec<(u32, u32)>,
    stats: SearchStats,
}

impl MctsAgent {
    pub fn new(seed: u64, budget: Budget) -> MctsAgent {
        MctsAgent {
            rng: Xoshiro256PlusPlus::seed_from_u64(seed),
            budget,
            nodes: Vec::new(),
            buf: Vec::new(),
            keep: Vec::new(),
            path: Vec::new(),
            stats: SearchStats::default(),
        }
    }

    /// One playout from `root`: select and expand in the tree, play out, back up.
    fn playout(&mut self, root: &Game, me: PlayerId) {
        let mut g = root.clone();
        g.determinize(me, self.rng.random());
        self.path.clear();
        let mut node = 0u32;
        let mut expanded = false;
        while !expanded && self.path.len() < MAX_DEPTH && !g.is_over() {
            let Some(p) = g.decision().player else { break };
            g.legal_answers_into(&mut self.buf);
            if self.buf.is_empty() {
                break;
            }
            prune(&g, &self.buf, &mut self.keep);
            // Below the root, the parts of an action (targets, payment, modes, X, order
            // of triggers…) are chosen by the fast policy, so that an action's worth is
            // not diluted by trying its bad variants; the tree branches on what to do.
            let q = g.decision().question;
            let branching = matches!(q, Question::Priority | Question::DeclareAttackers | Question::DeclareBlockers);
            if self.keep.len() > 1 && !self.path.is_empty() && !branching {
                let i = policy::choose(&g, p, &self.buf, Style::Play, 0, &mut self.rng);
                g.apply_listed(p, self.buf[i]);
                continue;
            }
            if self.keep.len() == 1 {
                g.apply_listed(p, self.buf[self.keep[0]]);
                continue;
            }
            let n = &mut self.nodes[node as usize];
            n.player.get_or_insert(p);
            // Availability, and the first answer not tried yet.
            let mut fresh = None;
            for &k in &self.keep {
                let a = self.buf[k];
                match n.edges.iter_mut().find(|e| e.answer == a) {
                    Some(e) => e.available += 1,
                    None if fresh.is_none() => fresh = Some(a),
                    None => {}
                }
            }
            let (edge, answer) = match fresh {
                Some(a) => {
                    n.edges.push(Edge { answer: a, visits: 0, total: 0.0, available: 1, child: 0 });
                    expanded = true;
                    (n.edges.len() - 1, a)
                }
                None => {
                    let legal = |a: &Answer| self.keep.iter().any(|&k| self.buf[k] == *a);
                    let mut best = (usize::MAX, f32::MIN);
                    for (i, e) in n.edges.iter().enumerate() {
                        if !legal(&e.answer) {
                            continue;
                        }
                        let v = e.visits.max(1) as f32;
                        let ucb = e.total / v + EXPLORATION * ((e.available.max(1) as f32).ln() / v).sqrt();
                        if ucb > best.1 {
                            best = (i, ucb);
                        }
                    }
                    if best.0 == usize::MAX {
                        break;
                    }
                    (best.0, n.edges[best.0].answer)
                }
            };
            g.apply_listed(p, answer);
            self.path.push((node, edge as u32));
            let child = self.nodes[node as usize].edges[edge].child;
            node = if child == 0 {
                self.nodes.push(Node::default());
                let c = (self.nodes.len() - 1) as u32;
                self.nodes[node as usize].edges[edge].child = c;
                c
            } else {
                child
            };
        }
        let horizon = root.turn().number + HORIZON_TURNS;
        settle(&mut g, &mut self.buf, Until::TurnOver(horizon), Style::Quiet, 0, &mut self.rng);
        let r = reward(score(&g, me));
        for &(n, e) in &self.path {
            let node = &mut self.nodes[n as usize];
            let mine = node.player == Some(me);
            let edge = &mut node.edges[e as usize];
            edge.visits += 1;
            edge.total += if mine { r } else { 1.0 - r };
        }
        self.stats.playouts += 1;
    }
}

impl MctsAgent {
    /// Searches even when the answer is forced (for measuring); returns the choice.
    pub fn force_search(&mut self, game: &Game, me: PlayerId, answers: &[Answer]) -> usize {
        let mut keep = Vec::new();
        prune(game, answers, &mut keep);
        self.search(game, me, answers, &keep)
    }

    fn search(&mut self, game: &Game, me: PlayerId, answers: &[Answer], keep: &[usize]) -> usize {
        let start = Clock::start();
        self.nodes.clear();
        self.nodes.push(Node::default());
        self.seed_root(game, me, answers, keep);
        let (count, time) = match self.budget {
            Budget::Playouts(n) => (n.max(1), None),
            Budget::Millis(ms) => (u32::MAX, Some(ms as f64 / 1e3)),
        };
        for i in 0..count {
            self.playout(game, me);
            if time.is_some_and(|t| i % 8 == 7 && start.elapsed() >= t) {
                break;
            }
        }
        self.stats.searches += 1;
        self.stats.seconds += start.elapsed();
        let root = &self.nodes[0];
        let best = root
            .edges
            .iter()
            .max_by(|a, b| a.visits.cmp(&b.visits).then(a.total.total_cmp(&b.total)))
            .map(|e| e.answer);
        best.and_then(|a| answers.iter().position(|x| *x == a)).unwrap_or(keep[0])
    }
}

impl MctsAgent {
    /// Seeds the root's edges with the heuristic's judgement (`PRIOR_VISITS`) where the
    /// heuristic looks ahead: priority actions, targets, modes and X.
    fn seed_root(&mut self, game: &Game, me: PlayerId, answers: &[Answer], keep: &[usize]) {
        let q = game.decision().question;
        if !matches!(q, Question::Priority | Question::ChooseTarget { .. } | Question::ChooseMode | Question::ChooseX { .. }) {
            return;
        }
        let mut sample = game.clone();
        sample.determinize(me, self.rng.random());
        let mut edges = Vec::with_capacity(keep.len());
        for &k in keep {
            let a = answers[k];
            if let Some(s) = quiet_score(&sample, me, a, &mut self.buf, &mut self.rng) {
                let v = PRIOR_VISITS as f32;
                edges.push(Edge { answer: a, visits: PRIOR_VISITS, total: reward(s) * v, available: PRIOR_VISITS, child: 0 });
            }
        }
        self.nodes[0].player = Some(me);
        self.nodes[0].edges = edges;
    }
}

impl Agent for MctsAgent {
    fn choose(&mut self, game: &Game, me: PlayerId, answers: &[Answer]) -> usize {
        if answers.len() <= 1 {
            return 0;
        }
        let mut keep = Vec::new();
        prune(game, answers, &mut keep);
        if keep.len() == 1 {
            return keep[0];
        }
        self.search(game, me, answers, &keep)
    }

    fn stats(&self) -> Option<SearchStats> {
        Some(self.stats)
    }
}
