//! `manaweave sim`: agent-vs-agent games with win rates, speed, and saved replays.

use crate::decks::{deck_arg, matchup, LoadedDeck};
use crate::agents::{agent_seed, parse_agent, BudgetArgs};
use mw_ai::{play, Agent, AgentKind, Budget, Outcome, PlayedGame, MAX_PERMANENTS};
use mw_engine::GameResult;
use serde::{Deserialize, Serialize};
use std::io::IsTerminal;
use std::time::Instant;

#[derive(clap::Args, Debug)]
pub struct SimArgs {
    /// A deck: a built-in name or a deck list file; give two (default: the built-in pair).
    #[arg(long = "deck")]
    pub decks: Vec<String>,
    /// Number of games.
    #[arg(long, default_value_t = 100, value_parser = clap::value_parser!(u64).range(1..))]
    pub games: u64,
    /// Seed of the first game; game i uses seed + i.
    #[arg(long, default_value_t = 1)]
    pub seed: u64,
    /// Worker threads (default: all cores).
    #[arg(long)]
    pub threads: Option<usize>,
    /// Write each game's replay into this folder.
    #[arg(long)]
    pub save: Option<String>,
    /// Stop a game after this many turns (counted apart from results).
    #[arg(long, default_value_t = 200)]
    pub max_turns: u32,
    /// The agent both players use, or give it twice: player 1's, then player 2's
    /// (random, first, heuristic, mcts).
    #[arg(long = "agent", value_parser = parse_agent)]
    pub agents: Vec<AgentKind>,
    #[command(flatten)]
    pub budget: BudgetArgs,
    /// Don't ask decisions without a real choice (`mw_engine::shortcuts`): priority for a
    /// player who could only pass, a payment with one plan.
    #[arg(long)]
    pub shortcuts: bool,
    /// `commander`: free-for-all Commander games (CR 903) on Commander decks (by default
    /// the built-in ones: white-weenie, black-drana, red-krenko, green-ezuri).
    #[arg(long)]
    pub format: Option<String>,
    /// Number of players (with `--format commander`; default 4).
    #[arg(long)]
    pub players: Option<u8>,
}

impl SimArgs {
    /// Each player's agent.
    fn kinds(&self) -> Result<[AgentKind; 2], String> {
        match self.agents[..] {
            [] => Ok([AgentKind::Random; 2]),
            [a] => Ok([a, a]),
            [a, b] => Ok([a, b]),
            _ => Err(format!("give --agent once (both players) or twice (player 1, player 2), not {} times", self.agents.len())),
        }
    }
}

/// A saved game: enough to replay it bit for bit.
#[derive(Serialize, Deserialize)]
pub struct Replay {
    pub decks: Vec<(String, String)>,
    pub seed: u64,
    /// Player 1's agent.
    pub agent: AgentKind,
    /// Each player's agent (older files name one for both).
    #[serde(default)]
    pub agents: Vec<AgentKind>,
    pub max_turns: u32,
    /// Whether the game took the engine's shortcuts (older files: no).
    #[serde(default)]
    pub shortcuts: bool,
    pub game: PlayedGame,
    /// The engine error the game ended in; `game` then holds the answers up to it.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub error: Option<String>,
}

/// A game that ended in an engine error, with the answers given up to it.
pub struct Failed {
    pub message: String,
    pub answers: Vec<(mw_types::PlayerId, mw_engine::Answer)>,
}

impl From<Failed> for String {
    fn from(f: Failed) -> String {
        f.message
    }
}

/// Plays one game of the matchup with the given seed.
pub fn play_one(
    table: &std::sync::Arc<mw_engine::CardTable>,
    decks: &[Vec<mw_types::CardId>],
    seed: u64,
    kinds: [AgentKind; 2],
    budget: Option<Budget>,
    max_turns: u32,
    record: bool,
    shortcuts: bool,
) -> Result<PlayedGame, Failed> {
    let log = std::cell::RefCell::new(Vec::new());
    let r = crate::failed::catch(|| play_logged(table, decks, seed, kinds, budget, max_turns, record, shortcuts, &log));
    r.map_err(|message| Failed { message, answers: log.into_inner() })
}

/// `play_one`, with every answer written to `log` as it is chosen.
fn play_logged(
    table: &std::sync::Arc<mw_engine::CardTable>,
    decks: &[Vec<mw_types::CardId>],
    seed: u64,
    kinds: [AgentKind; 2],
    budget: Option<Budget>,
    max_turns: u32,
    record: bool,
    shortcuts: bool,
    log: &std::cell::RefCell<Vec<(mw_types::PlayerId, mw_engine::Answer)>>,
) -> Result<PlayedGame, String> {
    let mut game = crate::decks::new_game(table, decks, seed, shortcuts)?;
    let mut a0 = kinds[0].build(agent_seed(seed, 0), budget);
    let mut a1 = kinds[1].build(agent_seed(seed, 1), budget);
    if !record {
        let mut agents: Vec<&mut dyn Agent> = vec![a0.as_mut(), a1.as_mut()];
        return play(&mut game, &mut agents, max_turns, false).map_err(|e| format!("game seed {seed}: {e}"));
    }
    let (mut r0, mut r1) = (crate::failed::Recorder { inner: a0.as_mut(), log }, crate::failed::Recorder { inner: a1.as_mut(), log });
    let mut recorders: Vec<&mut dyn Agent> = vec![&mut r0, &mut r1];
    play(&mut game, &mut recorders, max_turns, true).map_err(|e| format!("game seed {seed}: {e}"))
}

#[derive(Default)]
struct Tally {
    wins: [u64; 2],
    draws: u64,
    /// Games the driver stopped at its turn cap.
    capped: u64,
    /// Games the driver stopped at its permanent cap (not the turn cap).
    size_capped: u64,
    turns: u64,
    decisions: u64,
    errors: Vec<String>,
    /// Games begun (all of them, unless Ctrl-C stopped the run).
    games: u64,
}

pub fn wilson(k: u64, n: u64) -> (f64, f64) {
    if n == 0 {
        return (0.0, 0.0);
    }
    let (k, n, z) = (k as f64, n as f64, 1.96f64);
    let p = k / n;
    let denom = 1.0 + z * z / n;
    let centre = (p + z * z / (2.0 * n)) / denom;
    let half = z * (p * (1.0 - p) / n + z * z / (4.0 * n * n)).sqrt() / denom;
    ((centre - half).max(0.0), (centre + half).min(1.0))
}

pub fn run(args: SimArgs) -> Result<(), String> {
    match args.format.as_deref() {
        None => {}
        Some(f) if f.eq_ignore_ascii_case("commander") => return crate::sim_commander::run(&args),
        Some(f) => return Err(format!("no game format {f:?}: sim plays two-player games, or --format commander")),
    }
    if args.players.is_some_and(|n| n != 2) {
        return Err("--players other than 2 needs --format commander".to_string());
    }
    let decks: Vec<LoadedDeck> = match args.decks.len() {
        0 => mw_carddb::builtin_lists(false),
        2 => args.decks.iter().map(|d| deck_arg(d)).collect::<Result<_, _>>()?,
        n => return Err(format!("give two --deck arguments (or none for the built-in pair), not {n}")),
    };
    let kinds = args.kinds()?;
    let db = crate::load_db()?;
    let (table, ids) = matchup(&db, &decks)?;
    if let Some(dir) = &args.save {
        std::fs::create_dir_all(dir).map_err(|e| format!("cannot create {dir}: {e}"))?;
    }
    let threads = args
        .threads
        .unwrap_or_else(|| std::thread::available_parallelism().map_or(1, |n| n.get()))
        .clamp(1, 256);
    let bar = if std::io::stderr().is_terminal() {
        let b = indicatif::ProgressBar::new(args.games);
        b.set_style(
            indicatif::ProgressStyle::with_template("{bar:40} {pos}/{len} games {per_sec} eta {eta}")
                .unwrap_or_else(|_| indicatif::ProgressStyle::default_bar()),
        );
        b
    } else {
        indicatif::ProgressBar::hidden()
    };
    crate::failed::catch_interrupt();
    let start = Instant::now();
    let tallies: Vec<Tally> = std::thread::scope(|s| {
        let handles: Vec<_> = (0..threads)
            .map(|t| {
                let (table, ids, decks, bar, args, budget) = (&table, &ids, &decks, &bar, &args, args.budget.budget());
                s.spawn(move || {
                    let mut tally = Tally::default();
                    let mut i = t as u64;
                    while i < args.games && !crate::failed::interrupted() {
                        let seed = args.seed.wrapping_add(i);
                        match play_one(table, ids, seed, kinds, budget, args.max_turns, args.save.is_some(), args.shortcuts) {
                            Ok(g) => {
                                record(&mut tally, &g);
                                if let Some(dir) = &args.save {
                                    if let Err(e) = save(dir, decks, seed, args, kinds, g, None) {
                                        tally.errors.push(e);
                                    }
                                }
                            }
                            Err(f) => {
                                if let Some(dir) = &args.save {
                                    let game = PlayedGame { outcome: Outcome::DecisionCap, turns: 0, decisions: f.answers.len() as u64, answers: f.answers };
                                    if let Err(e) = save(dir, decks, seed, args, kinds, game, Some(f.message.clone())) {
                                        tally.errors.push(e);
                                    }
                                }
                                tally.errors.push(f.message)
                            }
                        }
                        tally.games += 1;
                        bar.inc(1);
                        i += threads as u64;
                    }
                    tally
                })
            })
            .collect();
        handles.into_iter().map(|h| h.join().unwrap_or_default()).collect()
    });
    bar.finish_and_clear();
    let secs = start.elapsed().as_secs_f64();
    let mut all = Tally::default();
    for t in tallies {
        all.wins[0] += t.wins[0];
        all.wins[1] += t.wins[1];
        all.draws += t.draws;
        all.capped += t.capped;
        all.size_capped += t.size_capped;
        all.turns += t.turns;
        all.decisions += t.decisions;
        all.errors.extend(t.errors);
        all.games += t.games;
    }
    if all.games < args.games {
        println!("interrupted: {} of {} games played; the results so far:", all.games, args.games);
    }
    report(&args, kinds, &decks, &all, secs, threads);
    if all.errors.is_empty() {
        Ok(())
    } else {
        for e in all.errors.iter().take(10) {
            eprintln!("error: {e}");
        }
        Err(format!("{} games ended in an engine error", all.errors.len()))
    }
}

fn record(t: &mut Tally, g: &PlayedGame) {
    match g.outcome {
        Outcome::Finished(GameResult::Won(p)) => t.wins[p.index().min(1)] += 1,
        Outcome::Finished(GameResult::Draw) => t.draws += 1,
        Outcome::TurnCap => t.capped += 1,
        Outcome::SizeCap => t.size_capped += 1,
        Outcome::DecisionCap => t.errors.push(format!("a game took {} decisions without ending", g.decisions)),
    }
    t.turns += g.turns as u64;
    t.decisions += g.decisions;
}

fn save(dir: &str, decks: &[LoadedDeck], seed: u64, args: &SimArgs, kinds: [AgentKind; 2], game: PlayedGame, error: Option<String>) -> Result<(), String> {
    let replay = Replay {
        decks: decks.iter().map(|d| (d.name.clone(), d.text.clone())).collect(),
        seed,
        agent: kinds[0],
        agents: kinds.to_vec(),
        max_turns: args.max_turns,
        shortcuts: args.shortcuts,
        game,
        error,
    };
    let path = format!("{dir}/game-{seed}.json");
    let text = serde_json::to_string(&replay).map_err(|e| e.to_string())?;
    std::fs::write(&path, text).map_err(|e| format!("cannot write {path}: {e}"))
}

fn report(args: &SimArgs, kinds: [AgentKind; 2], decks: &[LoadedDeck], t: &Tally, secs: f64, threads: usize) {
    let played = t.games - t.errors.len() as u64;
    println!(
        "games: {played} ({} vs {}, agents {} vs {}, seeds {}..{})",
        decks[0].name,
        decks[1].name,
        kinds[0].name(),
        kinds[1].name(),
        args.seed,
        args.seed.wrapping_add(args.games)
    );
    for (i, d) in decks.iter().enumerate() {
        let (lo, hi) = wilson(t.wins[i], played);
        let pct = if played > 0 { 100.0 * t.wins[i] as f64 / played as f64 } else { 0.0 };
        println!("{} wins: {} ({pct:.1}%, 95% CI {:.1}%–{:.1}%)", d.name, t.wins[i], 100.0 * lo, 100.0 * hi);
    }
    println!("draws: {}", t.draws);
    println!("stopped at the turn cap ({}): {}", args.max_turns, t.capped);
    if t.size_capped > 0 {
        println!("stopped at the size cap ({MAX_PERMANENTS} permanents): {}", t.size_capped);
    }
    let per = |x: u64| if played > 0 { x as f64 / played as f64 } else { 0.0 };
    println!("average turns: {:.1}", per(t.turns));
    println!("decisions per game: {:.1}", per(t.decisions));
    println!("games per second: {:.1} ({threads} threads, {secs:.2} s)", played as f64 / secs);
    println!("decisions per second: {:.0}", t.decisions as f64 / secs);
}
