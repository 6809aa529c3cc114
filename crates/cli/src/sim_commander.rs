//! `manaweave sim --format commander --players N`: free-for-all Commander games (CR 903,
//! 806) between agents on Commander decks (the built-in ones by default, seat i playing
//! deck i modulo their number), with each seat's wins, errors and speed.

use crate::agents::agent_seed;
use crate::decks::{commander_matchup, deck_arg, LoadedDeck, BUILTIN_COMMANDER};
use crate::sim::SimArgs;
use mw_ai::{play, Agent, AgentKind, Outcome};
use mw_engine::{Game, GameResult, GameSetup};
use std::time::Instant;

/// What the games of one worker came to.
#[derive(Default)]
struct Tally {
    wins: Vec<u64>,
    draws: u64,
    capped: u64,
    turns: u64,
    decisions: u64,
    errors: Vec<String>,
    games: u64,
}

/// The decks in seat order: `--deck` once per player, or the built-in ones in turn.
pub(crate) fn seat_decks(decks: &[String], players: usize) -> Result<Vec<LoadedDeck>, String> {
    match decks.len() {
        0 => Ok((0..players)
            .map(|i| {
                let (n, t) = BUILTIN_COMMANDER[i % BUILTIN_COMMANDER.len()];
                LoadedDeck { name: n.to_string(), text: t.to_string() }
            })
            .collect()),
        n if n == players => decks.iter().map(|d| deck_arg(d)).collect(),
        n => Err(format!("give --deck once per player ({players}), or none for the built-in Commander decks, not {n} times")),
    }
}

/// Each seat's agent: `--agent` once for all, or once per player.
fn seat_agents(args: &SimArgs, players: usize) -> Result<Vec<AgentKind>, String> {
    match args.agents.len() {
        0 => Ok(vec![AgentKind::Random; players]),
        1 => Ok(vec![args.agents[0]; players]),
        n if n == players => Ok(args.agents.clone()),
        n => Err(format!("give --agent once (all players) or once per player ({players}), not {n} times")),
    }
}

pub fn run(args: &SimArgs) -> Result<(), String> {
    let players = args.players.unwrap_or(4) as usize;
    if !(2..=8).contains(&players) {
        return Err(format!("--players must be 2 to 8, not {players}"));
    }
    if args.save.is_some() {
        return Err("--save is not supported for Commander games yet".to_string());
    }
    let decks = seat_decks(&args.decks, players)?;
    let kinds = seat_agents(args, players)?;
    let db = crate::load_db()?;
    let (table, ids, commanders) = commander_matchup(&db, &decks)?;
    let threads = args.threads.unwrap_or_else(|| std::thread::available_parallelism().map_or(1, |n| n.get())).clamp(1, 256);
    crate::failed::catch_interrupt();
    let start = Instant::now();
    let budget = args.budget.budget();
    let tallies: Vec<Tally> = std::thread::scope(|s| {
        let handles: Vec<_> = (0..threads)
            .map(|t| {
                let (table, ids, commanders, kinds) = (&table, &ids, &commanders, &kinds);
                s.spawn(move || {
                    let mut tally = Tally { wins: vec![0; players], ..Tally::default() };
                    let mut i = t as u64;
                    while i < args.games && !crate::failed::interrupted() {
                        let seed = args.seed.wrapping_add(i);
                        let r = crate::failed::catch(|| {
                            let setup = GameSetup::commander(table.clone(), ids.clone(), commanders.clone(), seed);
                            let mut game = Game::new(setup).map_err(|e| e.to_string())?;
                            if args.shortcuts {
                                game.set_shortcuts(mw_engine::shortcuts::Shortcuts::ALL);
                            }
                            let mut boxed: Vec<Box<dyn Agent + Send>> = kinds.iter().enumerate().map(|(p, k)| k.build(agent_seed(seed, p), budget)).collect();
                            let mut agents: Vec<&mut dyn Agent> = boxed.iter_mut().map(|a| a.as_mut() as &mut dyn Agent).collect();
                            play(&mut game, &mut agents, args.max_turns, false).map_err(|e| format!("game seed {seed}: {e}"))
                        });
                        match r {
                            Ok(g) => {
                                match g.outcome {
                                    Outcome::Finished(GameResult::Won(p)) => tally.wins[p.index()] += 1,
                                    Outcome::Finished(GameResult::Draw) => tally.draws += 1,
                                    Outcome::TurnCap | Outcome::SizeCap => tally.capped += 1,
                                    Outcome::DecisionCap => tally.errors.push(format!("game seed {seed}: {} decisions without ending", g.decisions)),
                                }
                                tally.turns += g.turns as u64;
                                tally.decisions += g.decisions;
                            }
                            Err(e) => tally.errors.push(e),
                        }
                        tally.games += 1;
                        i += threads as u64;
                    }
                    tally
                })
            })
            .collect();
        handles.into_iter().map(|h| h.join().unwrap_or_default()).collect()
    });
    let secs = start.elapsed().as_secs_f64();
    let mut all = Tally { wins: vec![0; players], ..Tally::default() };
    for t in tallies {
        for (a, w) in all.wins.iter_mut().zip(&t.wins) {
            *a += w;
        }
        all.draws += t.draws;
        all.capped += t.capped;
        all.turns += t.turns;
        all.decisions += t.decisions;
        all.errors.extend(t.errors);
        all.games += t.games;
    }
    let played = all.games - all.errors.len() as u64;
    let names: Vec<&str> = decks.iter().map(|d| d.name.as_str()).collect();
    println!("commander games: {played} ({} players: {}; agents {}; seeds {}..{})", players, names.join(", "), kinds.iter().map(|k| k.name()).collect::<Vec<_>>().join(", "), args.seed, args.seed.wrapping_add(args.games));
    for (i, d) in decks.iter().enumerate() {
        println!("p{} {} wins: {}", i + 1, d.name, all.wins[i]);
    }
    println!("draws: {}", all.draws);
    println!("stopped at the turn cap ({}) or size cap: {}", args.max_turns, all.capped);
    let per = |x: u64| if played > 0 { x as f64 / played as f64 } else { 0.0 };
    println!("average turns: {:.1}", per(all.turns));
    println!("decisions per game: {:.1}", per(all.decisions));
    println!("games per second: {:.1} ({threads} threads, {secs:.2} s)", played as f64 / secs);
    println!("decisions per second: {:.0}", all.decisions as f64 / secs);
    println!("errors: {}", all.errors.len());
    if all.errors.is_empty() {
        return Ok(());
    }
    for e in all.errors.iter().take(10) {
        eprintln!("error: {e}");
    }
    Err(format!("{} games ended in an engine error", all.errors.len()))
}
