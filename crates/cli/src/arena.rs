//! `manaweave arena A B [C …]`: agents measured against each other. Each pair of agents
//! plays seat-swapped pairs of games: the same seed (the same shuffles and starting
//! player) twice, each agent once in each seat with each seat's deck. Two agents print
//! wins, draws, a 95% confidence interval (Wilson), mean game length and time per
//! decision, and end on the line `A vs B: W-L-D over N games (P% wins, 95% CI L–U%)`;
//! more agents play a round robin and print a table with Elo ratings. `--format commander`
//! plays free-for-all games instead (`arena_ffa`).

use crate::agents::{agent_seed, parse_agent, BudgetArgs};
use crate::decks::{deck_arg, matchup, setup, LoadedDeck};
use crate::sim::wilson;
use mw_ai::{play, Agent, AgentKind, Budget, Outcome, SearchStats};
use mw_engine::{Answer, Game, GameResult};
use mw_types::{CardId, PlayerId};
use std::io::IsTerminal;
use std::sync::atomic::{AtomicU64, Ordering};
use std::sync::{Arc, Mutex};
use mw_ai::clock::Clock;
use std::time::Instant;

#[derive(clap::Args, Debug)]
pub struct ArenaArgs {
    /// The agents (random, first, heuristic, mcts): two for a match, more for a round
    /// robin.
    #[arg(required = true, num_args = 2.., value_parser = parse_agent)]
    pub agents: Vec<AgentKind>,
    /// Games per pair of agents (an even number: seat-swapped pairs).
    #[arg(long, default_value_t = 100)]
    pub games: u64,
    /// Seed of the first pair; pair k uses seed + k for both its games.
    #[arg(long, default_value_t = 1)]
    pub seed: u64,
    /// Two decks, seat 1's then seat 2's: built-in names or deck list files (default:
    /// the built-in benchmark matchup).
    #[arg(long = "deck")]
    pub decks: Vec<String>,
    #[command(flatten)]
    pub budget: BudgetArgs,
    /// Worker threads (default: all cores).
    #[arg(long)]
    pub threads: Option<usize>,
    /// Stop a game after this many turns (counted as a draw).
    #[arg(long, default_value_t = 200)]
    pub max_turns: u32,
    /// `commander`: free-for-all Commander games (CR 903) on Commander decks (by default
    /// the built-in ones, seat i with deck i), the agents rotated around the table.
    #[arg(long)]
    pub format: Option<String>,
    /// Number of players (with `--format commander`; default 4).
    #[arg(long)]
    pub players: Option<u8>,
    /// The search agent's options, `name=value` pairs separated by commas (the fields of
    /// `mw_ai::Tuning`, e.g. `horizon=1,blend=0.5`), for screening them; default: as landed.
    #[arg(long, value_parser = mw_ai::Tuning::parse)]
    pub tuning: Option<mw_ai::Tuning>,
}

/// An agent with a clock on its decisions (the thread's CPU time: `mw_ai::clock`).
pub(crate) struct Timed {
    pub(crate) agent: Box<dyn Agent + Send>,
    pub(crate) decisions: u64,
    pub(crate) seconds: f64,
}

impl Agent for Timed {
    fn choose(&mut self, game: &Game, player: PlayerId, answers: &[Answer]) -> usize {
        let t = Clock::start();
        let i = self.agent.choose(game, player, answers);
        self.seconds += t.elapsed();
        self.decisions += 1;
        i
    }
}

/// One agent's results in a match.
#[derive(Clone, Copy, Debug, Default)]
struct Side {
    wins: u64,
    /// Wins in each seat.
    seat_wins: [u64; 2],
    decisions: u64,
    seconds: f64,
    search: SearchStats,
    searching: bool,
}

/// A match between two agents.
#[derive(Clone, Debug, Default)]
struct Match {
    sides: [Side; 2],
    draws: u64,
    capped: u64,
    games: u64,
    turns: u64,
    decisions: u64,
    errors: Vec<String>,
}

/// What every game needs.
struct Setup<'a> {
    table: &'a Arc<mw_engine::CardTable>,
    decks: &'a [Vec<CardId>],
    budget: Option<Budget>,
    tuning: Option<mw_ai::Tuning>,
    max_turns: u32,
}

/// Plays one game: `kinds[0]` in seat 1, `kinds[1]` in seat 2; `flip` says the match's
/// agent A sits in seat 2. Adds the result to `m`.
fn game(s: &Setup, kinds: [AgentKind; 2], flip: bool, seed: u64, m: &mut Match) {
    let mut g = match Game::new(setup(s.table, s.decks, seed)) {
        Ok(g) => g,
        Err(e) => return m.errors.push(format!("seed {seed}: {e}")),
    };
    let mut timed: Vec<Timed> = (0..2)
        .map(|i| Timed { agent: kinds[i].build_tuned(agent_seed(seed, i), s.budget, s.tuning), decisions: 0, seconds: 0.0 })
        .collect();
    let (t0, t1) = timed.split_at_mut(1);
    let mut agents: Vec<&mut dyn Agent> = vec![&mut t0[0], &mut t1[0]];
    let played = match play(&mut g, &mut agents, s.max_turns, false) {
        Ok(p) => p,
        Err(e) => return m.errors.push(format!("seed {seed}: {e}")),
    };
    // Seat i's agent is the match's side `side(i)`.
    let side = |seat: usize| if flip { 1 - seat } else { seat };
    match played.outcome {
        Outcome::Finished(GameResult::Won(w)) => {
            let seat = w.index().min(1);
            m.sides[side(seat)].wins += 1;
            m.sides[side(seat)].seat_wins[seat] += 1;
        }
        Outcome::Finished(GameResult::Draw) => m.draws += 1,
        Outcome::TurnCap | Outcome::SizeCap => {
            m.draws += 1;
            m.capped += 1;
        }
        Outcome::DecisionCap => return m.errors.push(format!("seed {seed}: {} decisions without an end", played.decisions)),
    }
    m.games += 1;
    m.turns += played.turns as u64;
    m.decisions += played.decisions;
    for (seat, t) in timed.iter().enumerate() {
        let s = &mut m.sides[side(seat)];
        s.decisions += t.decisions;
        s.seconds += t.seconds;
        if let Some(st) = t.agent.stats() {
            s.search.add(&st);
            s.searching = true;
        }
    }
}

impl Match {
    fn merge(&mut self, o: &Match) {
        for (a, b) in self.sides.iter_mut().zip(&o.sides) {
            a.wins += b.wins;
            a.seat_wins[0] += b.seat_wins[0];
            a.seat_wins[1] += b.seat_wins[1];
            a.decisions += b.decisions;
            a.seconds += b.seconds;
            a.search.add(&b.search);
            a.searching |= b.searching;
        }
        self.draws += o.draws;
        self.capped += o.capped;
        self.games += o.games;
        self.turns += o.turns;
        self.decisions += o.decisions;
        self.errors.extend(o.errors.iter().cloned());
    }
}

pub(crate) fn progress(total: u64) -> indicatif::ProgressBar {
    if !std::io::stderr().is_terminal() {
        return indicatif::ProgressBar::hidden();
    }
    let b = indicatif::ProgressBar::new(total);
    b.set_style(
        indicatif::ProgressStyle::with_template("{bar:40} {pos}/{len} games {msg} eta {eta}")
            .unwrap_or_else(|_| indicatif::ProgressStyle::default_bar()),
    );
    b
}

pub fn run(args: ArenaArgs) -> Result<(), String> {
    match args.format.as_deref() {
        None => {}
        Some(f) if f.eq_ignore_ascii_case("commander") => return crate::arena_ffa::run(args),
        Some(f) => return Err(format!("no game format {f:?}: arena plays two-player games, or --format commander")),
    }
    if args.players.is_some_and(|n| n != 2) {
        return Err("--players other than 2 needs --format commander".to_string());
    }
    if args.games == 0 || args.games % 2 != 0 {
        return Err(format!("--games must be a positive even number (seat-swapped pairs), not {}", args.games));
    }
    let decks: Vec<LoadedDeck> = match args.decks.len() {
        0 => mw_carddb::builtin_lists(false),
        2 => args.decks.iter().map(|d| deck_arg(d)).collect::<Result<_, _>>()?,
        n => return Err(format!("give two --deck arguments (or none for the built-in pair), not {n}")),
    };
    let db = crate::load_db()?;
    let (table, ids) = matchup(&db, &decks)?;
    let threads = args.threads.unwrap_or_else(|| std::thread::available_parallelism().map_or(1, |n| n.get())).clamp(1, 256);
    let kinds = &args.agents;
    let pairs: Vec<(usize, usize)> = (0..kinds.len()).flat_map(|i| (i + 1..kinds.len()).map(move |j| (i, j))).collect();
    let per_match = args.games / 2;
    let total_units = per_match * pairs.len() as u64;
    println!(
        "arena: {} on {} vs {}, {} games per pair of agents (seat-swapped, seeds {}..{}), search: {}, {threads} threads",
        kinds.iter().map(|k| k.name()).collect::<Vec<_>>().join(", "),
        decks[0].name,
        decks[1].name,
        args.games,
        args.seed,
        args.seed.wrapping_add(per_match),
        args.budget.describe(),
    );
    if let Some(t) = &args.tuning {
        println!("arena: search options {t:?}");
    }
    let bar = progress(args.games * pairs.len() as u64);
    let next = AtomicU64::new(0);
    let results: Mutex<Vec<Match>> = Mutex::new(vec![Match::default(); pairs.len()]);
    let s = Setup { table: &table, decks: &ids, budget: args.budget.budget(), tuning: args.tuning, max_turns: args.max_turns };
    let start = Instant::now();
    std::thread::scope(|scope| {
        for _ in 0..threads {
            scope.spawn(|| loop {
                let unit = next.fetch_add(1, Ordering::Relaxed);
                if unit >= total_units {
                    break;
                }
                let (pair, k) = ((unit / per_match) as usize, unit % per_match);
                let (a, b) = (kinds[pairs[pair].0], kinds[pairs[pair].1]);
                let seed = args.seed.wrapping_add(k);
                let mut m = Match::default();
                game(&s, [a, b], false, seed, &mut m);
                bar.inc(1);
                game(&s, [b, a], true, seed, &mut m);
                bar.inc(1);
                if let Ok(mut r) = results.lock() {
                    r[pair].merge(&m);
                }
            });
        }
    });
    bar.finish_and_clear();
    let secs = start.elapsed().as_secs_f64();
    let results = results.into_inner().map_err(|_| "a worker thread panicked".to_string())?;
    let errors: Vec<&String> = results.iter().flat_map(|m| &m.errors).collect();
    for e in errors.iter().take(10) {
        eprintln!("error: {e}");
    }
    println!("time: {secs:.1} s");
    if pairs.len() > 1 {
        round_robin(kinds, &pairs, &results);
    }
    for (&(i, j), m) in pairs.iter().zip(&results) {
        report(kinds[i], kinds[j], &decks, m);
    }
    if errors.is_empty() {
        Ok(())
    } else {
        Err(format!("{} games ended in an engine error", errors.len()))
    }
}

/// The line the issue fixes: `A vs B: W-L-D over N games (P% wins, 95% CI L–U%)`.
fn summary(a: AgentKind, b: AgentKind, m: &Match) -> String {
    let (w, l, d, n) = (m.sides[0].wins, m.sides[1].wins, m.draws, m.games);
    let (lo, hi) = wilson(w, n);
    let pct = if n > 0 { 100.0 * w as f64 / n as f64 } else { 0.0 };
    format!("{} vs {}: {w}-{l}-{d} over {n} games ({pct:.1}% wins, 95% CI {:.1}–{:.1}%)", a.name(), b.name(), 100.0 * lo, 100.0 * hi)
}

fn report(a: AgentKind, b: AgentKind, decks: &[LoadedDeck], m: &Match) {
    let n = m.games.max(1) as f64;
    for (side, kind) in [(0, a), (1, b)] {
        let s = &m.sides[side];
        let (lo, hi) = wilson(s.wins, m.games);
        println!(
            "{}: {} wins ({:.1}%, 95% CI {:.1}–{:.1}%; {} with {}, {} with {}), {:.3} ms per decision ({} decisions, thread CPU time)",
            kind.name(),
            s.wins,
            100.0 * s.wins as f64 / n,
            100.0 * lo,
            100.0 * hi,
            s.seat_wins[0],
            decks[0].name,
            s.seat_wins[1],
            decks[1].name,
            1e3 * s.seconds / s.decisions.max(1) as f64,
            s.decisions,
        );
        if s.searching && s.search.searches > 0 {
            println!(
                "{}: {:.1} ms per searched decision ({} searches, {} stopped early: choice made), {:.0} playouts per CPU second, {:.0} playouts per search",
                kind.name(),
                1e3 * s.search.seconds / s.search.searches as f64,
                s.search.searches,
                s.search.settled,
                s.search.playouts as f64 / s.search.seconds.max(1e-9),
                s.search.playouts as f64 / s.search.searches as f64,
            );
        }
    }
    println!("draws: {} ({} stopped at the turn or size cap)", m.draws, m.capped);
    println!("mean game: {:.1} turns, {:.0} decisions", m.turns as f64 / n, m.decisions as f64 / n);
    println!("{}", summary(a, b, m));
}

/// The round robin's table (each row's score against each column) and Elo ratings
/// (Bradley–Terry by iteration, draws as half a win, the first agent at 0), with a 95%
/// error bar from each agent's overall score.
fn round_robin(kinds: &[AgentKind], pairs: &[(usize, usize)], results: &[Match]) {
    let n = kinds.len();
    let mut score = vec![vec![0.0f64; n]; n];
    let mut games = vec![vec![0.0f64; n]; n];
    for (&(i, j), m) in pairs.iter().zip(results) {
        let d = m.draws as f64 / 2.0;
        score[i][j] += m.sides[0].wins as f64 + d;
        score[j][i] += m.sides[1].wins as f64 + d;
        games[i][j] += m.games as f64;
        games[j][i] += m.games as f64;
    }
    let width = kinds.iter().map(|k| k.name().len()).max().unwrap_or(5).max(9);
    let mut head = format!("{:width$}", "");
    for k in kinds {
        head.push_str(&format!(" {:>9}", k.name()));
    }
    println!("{head}  {:>7}  {:>11}", "score", "Elo");
    let elo = bradley_terry(&score, &games);
    for i in 0..n {
        let mut line = format!("{:width$}", kinds[i].name());
        for j in 0..n {
            if i == j || games[i][j] == 0.0 {
                line.push_str(&format!(" {:>9}", "—"));
            } else {
                line.push_str(&format!(" {:>8.1}%", 100.0 * score[i][j] / games[i][j]));
            }
        }
        let total: f64 = games[i].iter().sum();
        let p = (score[i].iter().sum::<f64>() / total.max(1.0)).clamp(0.01, 0.99);
        let err = 1.96 * 400.0 / std::f64::consts::LN_10 * (p * (1.0 - p) / total.max(1.0)).sqrt() / (p * (1.0 - p));
        line.push_str(&format!("  {:>6.1}%  {:>+5.0} ± {:>3.0}", 100.0 * p, elo[i], err));
        println!("{line}");
    }
}

/// Ratings that best explain the scores (Bradley–Terry, iterated), in Elo points.
fn bradley_terry(score: &[Vec<f64>], games: &[Vec<f64>]) -> Vec<f64> {
    let n = score.len();
    let mut r = vec![1.0f64; n];
    for _ in 0..200 {
        for i in 0..n {
            let w: f64 = score[i].iter().sum::<f64>().max(0.5);
            let d: f64 = (0..n).filter(|&j| j != i && games[i][j] > 0.0).map(|j| games[i][j] / (r[i] + r[j])).sum();
            if d > 0.0 {
                r[i] = w / d;
            }
        }
    }
    let base = r[0];
    r.iter().map(|x| 400.0 * (x / base).log10()).collect()
}
