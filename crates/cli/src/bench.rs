//! `manaweave bench`: the figures BENCHMARKS.md records.

use crate::decks::{deck_arg, matchup, setup, LoadedDeck, BUILTIN};
use crate::sim::play_one;
use mw_ai::AgentKind;
use mw_ai::clock::Clock;
use mw_ai::{Agent, RandomAgent};
use mw_engine::Game;
use std::time::Instant;

#[derive(clap::Args, Debug)]
pub struct BenchArgs {
    /// Random-vs-random games to time per matchup (one thread).
    #[arg(long, default_value_t = 500)]
    pub games: u64,
    /// Playouts per search for the search agent's figure.
    #[arg(long, default_value_t = 1000)]
    pub playouts: u32,
    /// A deck: a built-in name or a deck list file; give two (default: the built-in pair).
    #[arg(long = "deck")]
    pub decks: Vec<String>,
    /// The fixed benchmark set of BENCHMARKS.md: the built-in matchup, the
    /// Mountain/Lightning Bolt mirror, the creature matchup, and `--random-decks` pool
    /// decks (default 100 with `--set`).
    #[arg(long)]
    pub set: bool,
    /// This many random decks from the card pool, each against the next (`--seed`).
    #[arg(long)]
    pub random_decks: Option<u32>,
    /// Games per random-deck matchup.
    #[arg(long, default_value_t = 20)]
    pub random_games: u64,
    /// Seed of the random decks.
    #[arg(long, default_value_t = 1)]
    pub seed: u64,
    /// Ask every decision (no `mw_engine::shortcuts`), as games did before them.
    #[arg(long)]
    pub no_shortcuts: bool,
    /// Only the games: no pool compile, clone or search figures.
    #[arg(long)]
    pub games_only: bool,
    /// Where the time of the games goes: listing answers, the agents, applying answers.
    #[arg(long)]
    pub profile: bool,
    /// Write the deck lists of the slowest random matchups (and of any that failed) into
    /// this folder, for `--deck` runs and profiles.
    #[arg(long)]
    pub save_decks: Option<std::path::PathBuf>,
}

/// How many of the slowest random matchups `bench` lists (and `--save-decks` writes).
const SLOWEST: usize = 10;

/// The benchmark decks that live in `decks/bench/` (built in, so `--set` runs anywhere).
const BOLT: &str = include_str!("../../../decks/bench/bolt-mirror.txt");
const GREEN: &str = include_str!("../../../decks/bench/creatures-green.txt");
const WHITE: &str = include_str!("../../../decks/bench/creatures-white.txt");

fn deck(name: &str, text: &str) -> LoadedDeck {
    LoadedDeck { name: name.to_string(), text: text.to_string() }
}

pub fn run(args: BenchArgs) -> Result<(), String> {
    let t = Instant::now();
    let db = crate::load_db()?;
    let load = t.elapsed();
    println!("card pool load: {:.1} ms ({} cards)", load.as_secs_f64() * 1e3, db.len());
    if !args.games_only {
        let t = Instant::now();
        let mut supported = 0;
        for r in db.records() {
            if mw_carddb::compile_record(r).1.is_empty() {
                supported += 1;
            }
        }
        println!("card pool compile: {:.1} ms ({supported} supported)", t.elapsed().as_secs_f64() * 1e3);
    }
    let shortcuts = !args.no_shortcuts;
    let builtin: Vec<LoadedDeck> = BUILTIN.iter().map(|(n, t)| deck(n, t)).collect();
    let main_pair: Vec<LoadedDeck> = match args.decks.len() {
        0 => builtin.clone(),
        2 => args.decks.iter().map(|d| deck_arg(d)).collect::<Result<_, _>>()?,
        n => return Err(format!("give two --deck arguments (or none for the built-in pair), not {n}")),
    };
    let mut matchups = vec![main_pair.clone()];
    if args.set {
        matchups.push(vec![deck("bolt-mirror", BOLT), deck("bolt-mirror", BOLT)]);
        matchups.push(vec![deck("creatures-green", GREEN), deck("creatures-white", WHITE)]);
    }
    println!("shortcuts (mw_engine::shortcuts): {}", if shortcuts { "on" } else { "off (--no-shortcuts)" });
    let mut first = None;
    for m in &matchups {
        let (table, ids) = matchup(&db, m)?;
        let r = time_games(&table, &ids, 0..args.games, shortcuts, args.profile)?;
        r.print(&format!("{} vs {}", m[0].name, m[1].name), args.profile);
        first.get_or_insert((table, ids));
    }
    let random = args.random_decks.or(args.set.then_some(100)).unwrap_or(0);
    if random > 0 {
        random_matchups(&db, random, &args, shortcuts)?;
    }
    if args.games_only {
        return Ok(());
    }
    let (table, ids) = first.ok_or("no matchup")?;
    let game = mid_game(&table, &ids)?;
    let n = 200_000;
    // The thread's CPU time, as for the games: a loaded machine's wall clock triples it.
    let t = Clock::start();
    let wall = Instant::now();
    let mut keep = 0usize;
    for _ in 0..n {
        let c = std::hint::black_box(&game).clone();
        keep += c.decisions_made() as usize;
    }
    std::hint::black_box(keep);
    let per = t.elapsed() / n as f64;
    let per_wall = wall.elapsed().as_secs_f64() / n as f64;
    println!("clone of a mid-game state (turn {}): {:.0} ns (wall clock {:.0} ns)", game.turn().number, per * 1e9, per_wall * 1e9);
    println!("mid-game state size: {} bytes", game.approx_bytes());
    mcts(&game, args.playouts)
}

/// What timing a set of games measured: wall-clock and thread CPU seconds, and where the
/// time went with `--profile`.
#[derive(Default)]
struct Timing {
    games: u64,
    decisions: u64,
    wall: f64,
    cpu: f64,
    /// Seconds listing answers, choosing, applying (with `--profile`).
    parts: [f64; 3],
}

impl Timing {
    fn add(&mut self, o: &Timing) {
        self.games += o.games;
        self.decisions += o.decisions;
        self.cpu += o.cpu;
        self.wall += o.wall;
    }

    fn print(&self, what: &str, profile: bool) {
        let (g, d) = (self.games as f64, self.decisions as f64);
        println!(
            "{what}: {} random games in {:.2} s: {:.0} games/s, {:.0} decisions/s ({:.1} decisions/game); wall clock {:.0} games/s",
            self.games,
            self.cpu,
            g / self.cpu,
            d / self.cpu,
            d / g.max(1.0),
            g / self.wall
        );
        if profile {
            let total: f64 = self.parts.iter().sum::<f64>().max(1e-9);
            let names = ["listing legal answers", "the agents choosing", "applying answers (the game running to the next decision)"];
            for (n, s) in names.iter().zip(self.parts) {
                println!("  {n}: {:.0}% ({:.0} ns per decision)", 100.0 * s / total, 1e9 * s / d.max(1.0));
            }
        }
    }
}

/// Random-vs-random games with these seeds on one thread, timed on the thread's CPU
/// clock (figures from a busy machine stay comparable) and the wall clock.
fn time_games(
    table: &std::sync::Arc<mw_engine::CardTable>,
    ids: &[Vec<mw_types::CardId>],
    seeds: std::ops::Range<u64>,
    shortcuts: bool,
    profile: bool,
) -> Result<Timing, String> {
    let mut out = Timing::default();
    let wall = Instant::now();
    let cpu = Clock::start();
    for seed in seeds {
        let g = if profile {
            profiled_game(table, ids, seed, shortcuts, &mut out.parts)?
        } else {
            play_one(table, ids, seed, [AgentKind::Random; 2], None, 200, false, shortcuts)?.decisions
        };
        out.games += 1;
        out.decisions += g;
    }
    out.cpu = cpu.elapsed();
    out.wall = wall.elapsed().as_secs_f64();
    Ok(out)
}

/// One game of random agents as `mw_ai::play` plays it, the time of each part of a
/// decision added to `parts` (listing, choosing, applying).
fn profiled_game(table: &std::sync::Arc<mw_engine::CardTable>, ids: &[Vec<mw_types::CardId>], seed: u64, shortcuts: bool, parts: &mut [f64; 3]) -> Result<u64, String> {
    let mut game = crate::decks::new_game(table, ids, seed, shortcuts)?;
    let mut agents = [RandomAgent::new(crate::agents::agent_seed(seed, 0)), RandomAgent::new(crate::agents::agent_seed(seed, 1))];
    let mut buf = Vec::new();
    let mut decisions = 0;
    while !game.is_over() && game.turn().number <= 200 && decisions < mw_ai::MAX_DECISIONS {
        let Some(p) = game.decision().player else { break };
        let t0 = Instant::now();
        game.legal_answers_into(&mut buf);
        let t1 = Instant::now();
        let i = agents[p.index()].choose(&game, p, &buf);
        let t2 = Instant::now();
        game.apply(p, buf[i]).map_err(|e| e.to_string())?;
        let t3 = Instant::now();
        parts[0] += (t1 - t0).as_secs_f64();
        parts[1] += (t2 - t1).as_secs_f64();
        parts[2] += (t3 - t2).as_secs_f64();
        decisions += 1;
    }
    Ok(decisions)
}

/// `n` random two-color decks from the card pool, each against the next: the slowest
/// and the median matchup, and all of them together. A game that ends in an engine error
/// or a panic is counted and listed with the command that replays its matchup; the run
/// goes on (a soak reports every failure).
fn random_matchups(db: &mw_carddb::CardDb, n: u32, args: &BenchArgs, shortcuts: bool) -> Result<(), String> {
    let t = Instant::now();
    let decks: Vec<LoadedDeck> = (0..n).map(|i| crate::pool_decks::random_deck(db, args.seed.wrapping_add(i as u64))).collect::<Result<_, _>>()?;
    println!("{n} random pool decks built in {:.1} s (seed {})", t.elapsed().as_secs_f64(), args.seed);
    let mut all = Timing::default();
    // (games/s, decisions/game, index of the first deck)
    let mut rates: Vec<(f64, f64, usize)> = Vec::new();
    let mut failed: Vec<(usize, u64, String)> = Vec::new();
    let name = |i: usize| format!("{} vs {}", decks[i].name, decks[(i + 1) % decks.len()].name);
    for i in 0..decks.len() {
        let pair = [decks[i].clone(), decks[(i + 1) % decks.len()].clone()];
        let (table, ids) = matchup(db, &pair)?;
        let mut r = Timing::default();
        for seed in 0..args.random_games {
            match time_games(&table, &ids, seed..seed + 1, shortcuts, false) {
                Ok(g) => r.add(&g),
                Err(e) => {
                    // Said at once too: a long soak stopped early still tells.
                    eprintln!("engine error: {} game seed {seed}: {e}", name(i));
                    failed.push((i, seed, e));
                }
            }
        }
        if r.games > 0 {
            rates.push((r.games as f64 / r.cpu, r.decisions as f64 / r.games as f64, i));
        }
        all.add(&r);
    }
    all.print(&format!("{n} random pool matchups"), false);
    rates.sort_by(|a, b| a.0.total_cmp(&b.0));
    if let Some(median) = rates.get(rates.len() / 2) {
        println!("  median matchup: {:.0} games/s ({}, {:.0} decisions/game)", median.0, name(median.2), median.1);
    }
    for r in rates.iter().take(SLOWEST) {
        let seed = args.seed.wrapping_add(r.2 as u64);
        println!("  slowest: {:.0} games/s ({}, {:.0} decisions/game; alone: --random-decks 2 --seed {seed})", r.0, name(r.2), r.1);
    }
    println!("  engine errors and panics: {} of {} games", failed.len(), all.games + failed.len() as u64);
    for (i, seed, e) in &failed {
        let deck_seed = args.seed.wrapping_add(*i as u64);
        println!("  failed: {} game seed {seed}: {e} (again: --random-decks 2 --seed {deck_seed} --random-games {})", name(*i), seed + 1);
    }
    if let Some(dir) = &args.save_decks {
        std::fs::create_dir_all(dir).map_err(|e| format!("{}: {e}", dir.display()))?;
        let mut save = rates.iter().take(SLOWEST).map(|r| r.2).chain(failed.iter().map(|f| f.0)).collect::<Vec<_>>();
        save.sort_unstable();
        save.dedup();
        for i in save {
            for d in [&decks[i], &decks[(i + 1) % decks.len()]] {
                let path = dir.join(format!("{}.txt", d.name));
                std::fs::write(&path, &d.text).map_err(|e| format!("{}: {e}", path.display()))?;
            }
        }
        println!("  deck lists of the slowest and failed matchups written to {}", dir.display());
    }
    Ok(())
}

/// Playouts per second of the search agent from the mid-game position (one thread), and
/// the heuristic agent's time per decision there.
fn mcts(game: &Game, playouts: u32) -> Result<(), String> {
    // The first decision from turn 6 on with a choice to make.
    let mut game = game.clone();
    let mut random = RandomAgent::new(3);
    let mut keep = Vec::new();
    let mut answers = game.legal_answers();
    loop {
        if game.is_over() {
            return Err("the game ended before a mid-game choice".into());
        }
        mw_ai::heuristic::prune(&game, &answers, &mut keep);
        if keep.len() > 1 {
            break;
        }
        let p = game.decision().player.ok_or("no player to decide")?;
        let i = random.choose(&game, p, &answers);
        game.apply(p, answers[i]).map_err(|e| e.to_string())?;
        answers = game.legal_answers();
    }
    let game = &game;
    let p = game.decision().player.ok_or("no player to decide")?;
    let mut agent = mw_ai::MctsAgent::new(1, mw_ai::Budget::Playouts(playouts));
    // The thread's CPU time: the figure is one core's, however loaded the machine.
    let t = Clock::start();
    let mut searches = 0;
    while t.elapsed() < 1.0 || searches < 3 {
        std::hint::black_box(agent.force_search(game, p, &answers));
        searches += 1;
    }
    let secs = t.elapsed();
    // A search may stop before its budget once its choice is made: count what it did.
    let done = agent.stats().map_or(0, |s| s.playouts) as f64;
    println!(
        "mcts from a mid-game position (turn {}, {:?}, {} answers): {:.0} playouts/s, {:.1} ms per search of at most {playouts} playouts (thread CPU time)",
        game.turn().number,
        game.decision().question,
        keep.len(),
        done / secs,
        1e3 * secs / searches as f64
    );
    let mut h = mw_ai::HeuristicAgent::new(1);
    let t = Clock::start();
    let n = 200;
    for _ in 0..n {
        std::hint::black_box(h.choose(game, p, &answers));
    }
    println!("heuristic at the mid-game position: {:.3} ms per decision", 1e3 * t.elapsed() / n as f64);
    Ok(())
}

/// A game played by random agents to its sixth turn (or its end, if sooner).
pub fn mid_game(
    table: &std::sync::Arc<mw_engine::CardTable>,
    ids: &[Vec<mw_types::CardId>],
) -> Result<Game, String> {
    let mut game = Game::new(setup(table, ids, 7)).map_err(|e| e.to_string())?;
    let mut agents = [RandomAgent::new(1), RandomAgent::new(2)];
    let mut buf = Vec::new();
    while !game.is_over() && (game.turn().number < 6 || game.decision().question != mw_engine::Question::Priority || game.turn().step != mw_engine::turn::Step::Main1) {
        let p = game.decision().player.ok_or("no player to decide")?;
        game.legal_answers_into(&mut buf);
        let i = agents[p.index()].choose(&game, p, &buf);
        game.apply(p, buf[i]).map_err(|e| e.to_string())?;
    }
    Ok(game)
}
