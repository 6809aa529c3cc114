//! `manaweave bench`: the figures BENCHMARKS.md records.

use crate::decks::{matchup, setup, LoadedDeck, BUILTIN};
use crate::sim::play_one;
use mw_ai::AgentKind;
use mw_ai::clock::Clock;
use mw_ai::{Agent, RandomAgent};
use mw_engine::Game;
use std::time::Instant;

#[derive(clap::Args, Debug)]
pub struct BenchArgs {
    /// Random-vs-random games to time (one thread).
    #[arg(long, default_value_t = 500)]
    pub games: u64,
    /// Playouts per search for the search agent's figure.
    #[arg(long, default_value_t = 1000)]
    pub playouts: u32,
}

pub fn run(args: BenchArgs) -> Result<(), String> {
    let t = Instant::now();
    let db = crate::load_db()?;
    let load = t.elapsed();
    println!("card pool load: {:.1} ms ({} cards)", load.as_secs_f64() * 1e3, db.len());

    let t = Instant::now();
    let mut supported = 0;
    for r in db.records() {
        if mw_carddb::compile_record(r).1.is_empty() {
            supported += 1;
        }
    }
    println!("card pool compile: {:.1} ms ({supported} supported)", t.elapsed().as_secs_f64() * 1e3);

    let decks: Vec<LoadedDeck> =
        BUILTIN.iter().map(|(n, t)| LoadedDeck { name: n.to_string(), text: t.to_string() }).collect();
    let (table, ids) = matchup(&db, &decks)?;
    let t = Instant::now();
    let mut decisions = 0;
    for seed in 0..args.games {
        let g = play_one(&table, &ids, seed, [AgentKind::Random; 2], None, 200, false)?;
        decisions += g.decisions;
    }
    let secs = t.elapsed().as_secs_f64();
    println!(
        "random games: {} in {secs:.2} s: {:.0} games/s, {:.0} decisions/s ({:.0} decisions/game)",
        args.games,
        args.games as f64 / secs,
        decisions as f64 / secs,
        decisions as f64 / args.games as f64
    );

    let game = mid_game(&table, &ids)?;
    let n = 200_000;
    let t = Instant::now();
    let mut keep = 0usize;
    for _ in 0..n {
        let c = std::hint::black_box(&game).clone();
        keep += c.decisions_made() as usize;
    }
    std::hint::black_box(keep);
    let per = t.elapsed().as_secs_f64() / n as f64;
    println!("clone of a mid-game state (turn {}): {:.0} ns", game.turn().number, per * 1e9);
    println!("mid-game state size: {} bytes", game.approx_bytes());
    mcts(&game, args.playouts)
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
    let done = searches as f64 * playouts as f64;
    println!(
        "mcts from a mid-game position (turn {}, {:?}, {} answers): {:.0} playouts/s, {:.1} ms per {playouts}-playout search (thread CPU time)",
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
