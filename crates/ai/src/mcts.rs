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
//! attacks, the player's own blocks); below the root, the parts of an action (its
//! targets, payment, mode, X) are the fast policy's, so that an action is not judged
//! by its worst variants, and so are the opponents' blocks (`Tuning::policy_blocks`:
//! rules that read only the board, where a tree lets the opponent block with perfect
//! foresight of the sample). Mulligans are the fast policy's (`Tuning::policy_mulligan`):
//! the first turn played with everyone passing never plays a land, so its score can't
//! tell a hand of lands from a hand of spells.
//!
//! Options (`Tuning`, off by default: not measured stronger yet): the root of a first
//! declaration of attackers or blockers choosing among whole sets (`combat_sets`, the
//! later declarations of that combat following the chosen set), positions scored with
//! the opponents' hands counted by size (`eval::score_as_seen`), a second scoring after
//! the next turn played by the fast policy (`Tuning::horizon`, `Tuning::blend`), and
//! deals shared among a search's playouts (`Tuning::samples`), progressive widening
//! below the root, the quiet answer first (`Tuning::widen`), an opponent model that
//! answers the opponent's priority below the root as the heuristic agent would
//! (`Tuning::opponent_model`), and the opponents' attacks below the root by the fast
//! policy's rules (`Tuning::policy_attacks`). `arena --tuning` sets them by name.
//!
//! Time: a search stops as soon as the playouts left (of its budget, or at its rate in
//! the time left) can't change its most visited answer, so a decision with one clearly
//! best answer costs a fraction of the budget (`SearchStats::settled` counts them).
//!
//! Measured (BENCHMARKS.md): playouts that went on to the end of the next turn with
//! both players casting spells by the fast policy's rules were noisier and no stronger
//! than the heuristic at 200 or 1,500 playouts per decision.

use crate::combat_sets;
use crate::eval::{reward, score, score_as_seen};
use crate::heuristic::{prune, quiet_score_by};
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
    /// At a root that chooses a whole attack or block (`combat_sets`): the index of the
    /// set in `MctsAgent::sets` this edge declares (`answer` is then unused).
    set: u32,
}

/// `Edge::set` of an edge that is one answer.
const NO_SET: u32 = u32::MAX;

#[derive(Clone, Debug, Default)]
struct Node {
    player: Option<PlayerId>,
    edges: Vec<Edge>,
    /// Playouts that went through this node (progressive widening counts them).
    visits: u32,
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
    /// The attack or block sets the root of the current search chooses among (empty
    /// when the root chooses one answer).
    sets: Vec<Vec<Answer>>,
    /// The set chosen at this combat's first declaration: (turn, question, set); the
    /// declarations after the first follow it.
    plan: Option<(u32, Question, Vec<Answer>)>,
    tuning: Tuning,
    /// The seed the current search's common deals derive from (`Tuning::samples`).
    deal_base: u64,
    /// A second answer buffer (the opponent model's look ahead).
    scratch: Vec<Answer>,
}

/// The search's constants (`Tuning::default` is what the agent plays with).
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Tuning {
    /// UCB1's exploration constant, for rewards in 0..1.
    pub exploration: f32,
    /// How many playouts the heuristic's judgement of a root answer counts for.
    pub prior_visits: u32,
    /// Whether a first declaration of attackers or blockers at the root chooses among
    /// whole sets (`combat_sets`) rather than creature by creature.
    pub root_sets: bool,
    /// Whether the tree branches on attacks and blocks below the root (else the fast
    /// policy declares them).
    pub combat_in_tree: bool,
    /// Whether positions are scored with the opponents' hands counted by size only
    /// (`eval::score_as_seen`), else as dealt by the sample (`eval::score`).
    pub hands_as_seen: bool,
    /// Turns after the current one that a playout goes on to, both players acting by the
    /// fast policy (`Style::Play`), before its second scoring (0: none).
    pub horizon: u32,
    /// The weight of that second scoring in a playout's reward (the rest is the score at
    /// the end of the current turn, everyone passing).
    pub blend: f32,
    /// How many deals a search shares among its playouts (playout `i` plays on deal
    /// `i % samples`, with the same random numbers for its continuation), so that the
    /// root's answers are compared on the same deals; 0: a new deal for every playout.
    pub samples: u32,
    /// Whether the opponents' blocks below the root are declared by the fast policy's
    /// rules (which read only the board) instead of branching in the tree.
    pub policy_blocks: bool,
    /// Whether the opponents' attacks below the root are declared by the fast policy's
    /// rules too, instead of branching in the tree (where the opponent attacks with sight
    /// of the sample, and a creature pumped before its attack deters it).
    pub policy_attacks: bool,
    /// Progressive widening below the root: a node's first child is the answer the quiet
    /// continuation gives (`policy::choose`, `Style::Quiet`: pass, the fast policy's
    /// attacks and blocks), so a new line is first worth what the heuristic's look ahead
    /// says; the node may hold `1 + widen * sqrt(visits)` children, the others added in
    /// the engine's order as its visits grow. 0: every answer is tried once first.
    pub widen: f32,
    /// Whether mulligans and the cards put on the bottom after one are decided by the
    /// fast policy's rules (as the heuristic agent does) instead of by search: a position
    /// scored at the end of the first turn, everyone passing, can't judge an opening hand
    /// (no land is played in it, so a hand of spells outscores a hand with lands).
    pub policy_mulligan: bool,
    /// Whether an opponent's priority below the root is answered as the heuristic agent
    /// would (each answer played on the opponent's own re-deal of what it can't see, to
    /// the end of the turn with everyone passing, and scored for it) instead of
    /// branching in the tree, where the opponent chooses with the sample's cards as
    /// known to every line.
    pub opponent_model: bool,
}

impl Tuning {
    fn scorer(&self) -> fn(&Game, PlayerId) -> f32 {
        if self.hands_as_seen { score_as_seen } else { score }
    }
}

impl Tuning {
    /// `Tuning::default` with the options named in `spec` changed: comma-separated
    /// `name=value` pairs (`horizon=1,blend=0.5`; a flag alone is `name=1`), the names
    /// those of the fields. For screening options from the command line (`arena --tuning`).
    pub fn parse(spec: &str) -> Result<Tuning, String> {
        let mut t = Tuning::default();
        for kv in spec.split(',').map(str::trim).filter(|s| !s.is_empty()) {
            let (k, v) = kv.split_once('=').unwrap_or((kv, "1"));
            let num = |v: &str| v.trim().parse::<f32>().map_err(|_| format!("tuning {k}: {v:?} is not a number"));
            let flag = |v: &str| num(v).map(|x| x != 0.0);
            match k.trim() {
                "exploration" => t.exploration = num(v)?,
                "prior_visits" => t.prior_visits = num(v)? as u32,
                "root_sets" => t.root_sets = flag(v)?,
                "combat_in_tree" => t.combat_in_tree = flag(v)?,
                "hands_as_seen" => t.hands_as_seen = flag(v)?,
                "horizon" => t.horizon = num(v)? as u32,
                "blend" => t.blend = num(v)?,
                "samples" => t.samples = num(v)? as u32,
                "policy_blocks" => t.policy_blocks = flag(v)?,
                "policy_attacks" => t.policy_attacks = flag(v)?,
                "widen" => t.widen = num(v)?,
                "policy_mulligan" => t.policy_mulligan = flag(v)?,
                "opponent_model" => t.opponent_model = flag(v)?,
                other => return Err(format!("no search option named {other:?}")),
            }
        }
        Ok(t)
    }
}

impl Default for Tuning {
    /// What the agent plays with (BENCHMARKS.md, seeds 1–100 seat-swapped against the
    /// heuristic at 200 playouts per decision). On: the opponents' blocks by the fast
    /// policy's rules (112-88, against 105-95 with blocks in the tree); mulligans by the
    /// fast policy's rules (the search kept hands of no or one land and sent back
    /// hands of four; BENCHMARKS.md has the figures). Off, measured no
    /// stronger: whole sets at the root and hands scored by size (96-104 with both,
    /// 99-101 with hands scored by size alone, 100-100 with sets and the fast policy's
    /// combat below the root), progressive widening (102-98 against 101-99 without it);
    /// common deals (101-99 against 109-91), a prior worth 32 playouts (218-182 against
    /// 220-180 over 400 games), the opponents' attacks by the fast policy (105-95 against
    /// 107-93); the second scoring after the next turn is not measured yet.
    fn default() -> Tuning {
        Tuning {
            exploration: EXPLORATION,
            prior_visits: PRIOR_VISITS,
            root_sets: false,
            combat_in_tree: true,
            hands_as_seen: false,
            horizon: 0,
            blend: 0.0,
            samples: 0,
            policy_blocks: true,
            policy_attacks: false,
            policy_mulligan: true,
            widen: 0.0,
            opponent_model: false,
        }
    }
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
            sets: Vec::new(),
            plan: None,
            tuning: Tuning::default(),
            deal_base: 0,
            scratch: Vec::new(),
        }
    }

    /// The agent with other search constants.
    pub fn with_tuning(mut self, tuning: Tuning) -> MctsAgent {
        self.tuning = tuning;
        self
    }

    /// The UCB1 choice among `node`'s edges that `legal` allows (ISMCTS: exploration
    /// counted over the playouts where the edge was available).
    fn select(&self, node: u32, legal: impl Fn(&Edge) -> bool) -> Option<usize> {
        let c = self.tuning.exploration;
        let mut best = (None, f32::MIN);
        for (i, e) in self.nodes[node as usize].edges.iter().enumerate() {
            if !legal(e) {
                continue;
            }
            let v = e.visits.max(1) as f32;
            let ucb = e.total / v + c * ((e.available.max(1) as f32).ln() / v).sqrt();
            if ucb > best.1 {
                best = (Some(i), ucb);
            }
        }
        best.0
    }

    /// Follows `edge` of `node` (creating its child): the path grows by it.
    fn descend(&mut self, node: u32, edge: usize) -> u32 {
        self.path.push((node, edge as u32));
        let child = self.nodes[node as usize].edges[edge].child;
        if child != 0 {
            return child;
        }
        self.nodes.push(Node::default());
        let c = (self.nodes.len() - 1) as u32;
        self.nodes[node as usize].edges[edge].child = c;
        c
    }

    /// One playout from `root`: select and expand in the tree, play out, back up.
    fn playout(&mut self, root: &Game, me: PlayerId, i: u32) {
        let mut g = root.clone();
        // Common deals: playout `i` re-deals from deal `i % samples` and continues with
        // that deal's random numbers (the search's own stream is put back afterwards).
        let saved = (self.tuning.samples > 0).then(|| {
            let k = (i % self.tuning.samples) as u64;
            let seed = self.deal_base ^ k.wrapping_add(1).wrapping_mul(0x9E37_79B9_7F4A_7C15);
            std::mem::replace(&mut self.rng, Xoshiro256PlusPlus::seed_from_u64(seed))
        });
        g.determinize(me, self.rng.random());
        self.path.clear();
        let mut node = 0u32;
        let mut expanded = false;
        if !self.sets.is_empty() {
            // The root chooses a whole attack or block: every set is always available.
            for e in &mut self.nodes[0].edges {
                e.available += 1;
            }
            let Some(edge) = self.select(0, |_| true) else {
                if let Some(saved) = saved {
                    self.rng = saved;
                }
                return;
            };
            let set = std::mem::take(&mut self.sets[self.nodes[0].edges[edge].set as usize]);
            combat_sets::declare(&mut g, me, &set, &mut self.buf, &mut self.rng);
            self.sets[self.nodes[0].edges[edge].set as usize] = set;
            node = self.descend(0, edge);
        }
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
            let combat = matches!(q, Question::DeclareAttackers | Question::DeclareBlockers);
            let policy_block = p != me
                && ((self.tuning.policy_blocks && q == Question::DeclareBlockers)
                    || (self.tuning.policy_attacks && q == Question::DeclareAttackers));
            let branching = q == Question::Priority || (combat && self.tuning.combat_in_tree && !policy_block);
            if self.tuning.opponent_model && p != me && q == Question::Priority && self.keep.len() > 1 {
                let i = self.model_choice(&g, p);
                g.apply_listed(p, self.buf[i]);
                continue;
            }
            if self.keep.len() > 1 && !self.path.is_empty() && !branching {
                let i = policy::choose(&g, p, &self.buf, Style::Play, 0, &mut self.rng);
                g.apply_listed(p, self.buf[i]);
                continue;
            }
            if self.keep.len() == 1 {
                g.apply_listed(p, self.buf[self.keep[0]]);
                continue;
            }
            // Progressive widening below the root (`Tuning::widen`): the quiet answer
            // first, then more children as the node's visits grow.
            let widen = self.tuning.widen > 0.0 && node != 0;
            let quiet = if widen && self.nodes[node as usize].edges.is_empty() {
                Some(self.buf[policy::choose(&g, p, &self.buf, Style::Quiet, 1, &mut self.rng).min(self.buf.len() - 1)])
            } else {
                None
            };
            let n = &mut self.nodes[node as usize];
            n.player.get_or_insert(p);
            let room = !widen || (n.edges.len() as f32) < 1.0 + self.tuning.widen * (n.visits as f32).sqrt();
            n.visits += 1;
            // Availability, and the first answer not tried yet.
            let mut fresh = None;
            let mut known = false;
            for &k in &self.keep {
                let a = self.buf[k];
                match n.edges.iter_mut().find(|e| e.answer == a) {
                    Some(e) => {
                        e.available += 1;
                        known = true;
                    }
                    None if fresh.is_none() => fresh = Some(a),
                    None => {}
                }
            }
            if let Some(q) = quiet.filter(|q| self.keep.iter().any(|&k| self.buf[k] == *q)) {
                fresh = Some(q);
            }
            if !room && known {
                fresh = None;
            }
            let (edge, answer) = match fresh {
                Some(a) => {
                    n.edges.push(Edge { answer: a, visits: 0, total: 0.0, available: 1, child: 0, set: NO_SET });
                    expanded = true;
                    (n.edges.len() - 1, a)
                }
                None => {
                    let (buf, keep) = (&self.buf, &self.keep);
                    let Some(i) = self.select(node, |e| keep.iter().any(|&k| buf[k] == e.answer)) else { break };
                    (i, self.nodes[node as usize].edges[i].answer)
                }
            };
            g.apply_listed(p, answer);
            node = self.descend(node, edge);
        }
        let r = self.evaluate(&mut g, root.turn().number, me);
        if let Some(saved) = saved {
            self.rng = saved;
        }
        self.back_up(r, me);
    }

    /// The playout's reward for `me`: `g` settled to the horizon and scored, blended with
    /// a longer look when `Tuning::horizon` and `Tuning::blend` ask for one.
    fn evaluate(&mut self, g: &mut Game, turn: u32, me: PlayerId) -> f32 {
        let horizon = turn + HORIZON_TURNS;
        settle(g, &mut self.buf, Until::TurnOver(horizon), Style::Quiet, 0, &mut self.rng);
        let mut r = reward((self.tuning.scorer())(g, me));
        if self.tuning.horizon > 0 && self.tuning.blend > 0.0 && !g.is_over() {
            let later = horizon + self.tuning.horizon;
            settle(g, &mut self.buf, Until::TurnOver(later), Style::Play, 0, &mut self.rng);
            let b = self.tuning.blend;
            r = (1.0 - b) * r + b * reward((self.tuning.scorer())(g, me));
        }
        r
    }

    /// Credits reward `r` (for `me`) along the playout's path, each edge from the view of
    /// the player who chose it.
    fn back_up(&mut self, r: f32, me: PlayerId) {
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
    /// The opponent model's answer (`Tuning::opponent_model`): among `self.keep`, the
    /// heuristic agent's choice for `p` on `g`, judged on `p`'s own re-deal of what `p`
    /// can't see (so it doesn't read the searching player's hand).
    fn model_choice(&mut self, g: &Game, p: PlayerId) -> usize {
        let mut sample = g.clone();
        sample.determinize(p, self.rng.random());
        let mut scratch = std::mem::take(&mut self.scratch);
        let mut best = (self.keep[0], f32::MIN);
        for &k in &self.keep {
            if let Some(s) = quiet_score_by(&sample, p, self.buf[k], &mut scratch, &mut self.rng, score) {
                if s > best.1 {
                    best = (k, s);
                }
            }
        }
        self.scratch = scratch;
        best.0
    }

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
        self.sets.clear();
        if self.tuning.root_sets && combat_sets::at_first_declaration(game, me) {
            self.seed_sets(game, me, answers);
        } else {
            self.seed_root(game, me, answers, keep);
        }
        let (count, time) = match self.budget {
            Budget::Playouts(n) => (n.max(1), None),
            Budget::Millis(ms) => (u32::MAX, Some(ms as f64 / 1e3)),
        };
        if self.tuning.samples > 0 {
            self.deal_base = self.rng.random();
        }
        // The playouts' own rate (the root's seeding excluded) says how many fit in the time left.
        let playing = Clock::start();
        for i in 0..count {
            self.playout(game, me, i);
            if i % 8 != 7 {
                continue;
            }
            // Playouts left: of the budget, or at this search's rate in the time left.
            let left = match time {
                None => count - i - 1,
                Some(t) => {
                    let spent = start.elapsed();
                    if spent >= t {
                        break;
                    }
                    ((t - spent) * (i + 1) as f64 / playing.elapsed().max(1e-6)).min(u32::MAX as f64) as u32
                }
            };
            if self.settled(left) {
                self.stats.settled += 1;
                break;
            }
        }
        self.stats.searches += 1;
        self.stats.seconds += start.elapsed();
        let root = &self.nodes[0];
        let best = root.edges.iter().max_by(|a, b| a.visits.cmp(&b.visits).then(a.total.total_cmp(&b.total)));
        let Some(best) = best else { return keep[0] };
        if best.set != NO_SET {
            let set = std::mem::take(&mut self.sets[best.set as usize]);
            let i = combat_sets::next_in_set(game, &set, answers).unwrap_or(keep[0]);
            self.plan = Some((game.turn().number, game.decision().question, set));
            return i;
        }
        answers.iter().position(|x| *x == best.answer).unwrap_or(keep[0])
    }
}

impl MctsAgent {
    /// Seeds the root's edges with the heuristic's judgement (`Tuning::prior_visits`)
    /// where the heuristic looks ahead: priority actions, targets, modes and X.
    fn seed_root(&mut self, game: &Game, me: PlayerId, answers: &[Answer], keep: &[usize]) {
        let q = game.decision().question;
        if !matches!(q, Question::Priority | Question::ChooseTarget { .. } | Question::ChooseMode | Question::ChooseX { .. }) {
            return;
        }
        let mut sample = game.clone();
        sample.determinize(me, self.rng.random());
        let mut edges = Vec::with_capacity(keep.len());
        let pv = self.tuning.prior_visits;
        for &k in keep {
            let a = answers[k];
            if let Some(s) = quiet_score_by(&sample, me, a, &mut self.buf, &mut self.rng, self.tuning.scorer()) {
                edges.push(Edge { answer: a, visits: pv, total: reward(s) * pv as f32, available: pv, child: 0, set: NO_SET });
            }
        }
        self.nodes[0].player = Some(me);
        self.nodes[0].edges = edges;
    }

    /// A root at a first declaration of attackers or blockers: its edges are the sets
    /// worth comparing (`combat_sets`), each seeded with its score played on one sample
    /// to the end of the turn, everyone passing.
    fn seed_sets(&mut self, game: &Game, me: PlayerId, answers: &[Answer]) {
        let mut sample = game.clone();
        sample.determinize(me, self.rng.random());
        self.sets = match game.decision().question {
            Question::DeclareAttackers => combat_sets::attack_sets(&sample, me, answers, &mut self.buf, &mut self.rng),
            _ => combat_sets::block_sets(&sample, me, answers, &mut self.buf, &mut self.rng),
        };
        let turn = game.turn().number;
        let pv = self.tuning.prior_visits;
        let mut edges = Vec::with_capacity(self.sets.len());
        for (k, set) in self.sets.iter().enumerate() {
            let mut g = sample.clone();
            combat_sets::declare(&mut g, me, set, &mut self.buf, &mut self.rng);
            settle(&mut g, &mut self.buf, Until::TurnOver(turn), Style::Quiet, 0, &mut self.rng);
            let r = reward((self.tuning.scorer())(&g, me));
            edges.push(Edge { answer: Answer::Done, visits: pv, total: r * pv as f32, available: pv, child: 0, set: k as u32 });
        }
        self.nodes[0].player = Some(me);
        self.nodes[0].edges = edges;
    }

    /// Whether the root's most visited answer stays the most visited whatever `left`
    /// more playouts do (the choice is then made: the rest of the budget is saved).
    fn settled(&self, left: u32) -> bool {
        let (mut first, mut second) = (0u32, 0u32);
        for e in &self.nodes[0].edges {
            if e.visits > first {
                second = first;
                first = e.visits;
            } else if e.visits > second {
                second = e.visits;
            }
        }
        first - second > left
    }

    /// The answer the plan of this combat gives at a later declaration, if there is one.
    fn follow_plan(&self, game: &Game, answers: &[Answer]) -> Option<usize> {
        let (turn, q, set) = self.plan.as_ref()?;
        if *turn != game.turn().number || *q != game.decision().question {
            return None;
        }
        combat_sets::next_in_set(game, set, answers)
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
        if self.tuning.policy_mulligan && matches!(game.decision().question, Question::Mulligan { .. } | Question::PutOnBottom { .. }) {
            return policy::choose(game, me, answers, Style::Play, 1, &mut self.rng);
        }
        if self.tuning.root_sets && !combat_sets::at_first_declaration(game, me) {
            if let Some(i) = self.follow_plan(game, answers) {
                return i;
            }
        }
        self.search(game, me, answers, &keep)
    }

    fn stats(&self) -> Option<SearchStats> {
        Some(self.stats)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn root_with(visits: &[u32]) -> MctsAgent {
        let mut agent = MctsAgent::new(1, Budget::Playouts(100));
        let edges = visits
            .iter()
            .map(|&v| Edge { answer: Answer::Pass, visits: v, total: 0.0, available: v, child: 0, set: NO_SET })
            .collect();
        agent.nodes = vec![Node { player: None, edges, visits: 0 }];
        agent
    }

    /// `Tuning::parse` changes the named options only, and refuses unknown names.
    #[test]
    fn tuning_parses_named_options() {
        let t = Tuning::parse("horizon=1, blend=0.5,opponent_model").unwrap();
        assert_eq!((t.horizon, t.blend, t.opponent_model), (1, 0.5, true));
        assert_eq!(Tuning { horizon: 0, blend: 0.0, opponent_model: false, ..t }, Tuning::default());
        assert_eq!(Tuning::parse("").unwrap(), Tuning::default());
        assert!(Tuning::parse("nonsense=1").is_err());
        assert!(Tuning::parse("blend=x").is_err());
    }

    /// The choice is made once the playouts left can't give the runner-up more visits
    /// than the leader has.
    #[test]
    fn a_search_is_settled_when_the_leader_cannot_be_caught() {
        let agent = root_with(&[50, 20, 30]);
        assert!(agent.settled(19));
        assert!(!agent.settled(20), "a tie would leave the choice to the rewards");
        assert!(!root_with(&[40, 40]).settled(0));
        assert!(root_with(&[3]).settled(2));
        assert!(!root_with(&[]).settled(0));
    }
}
