//! `manaweave bench`: the figures BENCHMARKS.md records.

use crate::decks::{matchup, setup, LoadedDeck, BUILTIN};
use crate::sim::{play_one, AgentKind};
use mw_ai::{Agent, RandomAgent};
use mw_engine::Game;
use std::time::Instant;

#[derive(clap::Args, Debug)]
pub struct BenchArgs {
    /// Random-vs-random games to time (one thread).
    #[arg(long, default_value_t = 500)]
    pub games: u64,
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
        let g = play_one(&table, &ids, seed, AgentKind::Random, 200, false)?;
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
    while !game.is_over() && game.turn().number < 6 {
        let p = game.decision().player.ok_or("no player to decide")?;
        game.legal_answers_into(&mut buf);
        let i = agents[p.index()].choose(&game, p, &buf);
        game.apply(p, buf[i]).map_err(|e| e.to_string())?;
    }
    Ok(game)
}
