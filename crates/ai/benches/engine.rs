//! `cargo bench -p mw-ai`: random-policy games, cloning, answer enumeration, and the card
//! pool's load and compile time, on the built-in decks. BENCHMARKS.md records the figures.

use mw_ai::{play, Agent, RandomAgent};
use mw_carddb::{compile_record, CardDb};
use mw_ir::CardDef;
use mw_engine::{CardTable, Game, GameSetup};
use mw_types::CardId;
use std::sync::{Arc, LazyLock};

fn main() {
    divan::main();
}

#[path = "../tests/common/mod.rs"]
mod common;
use common::DB;

static MATCHUP: LazyLock<(Arc<CardTable>, Vec<Vec<CardId>>)> = LazyLock::new(common::benchmark_matchup);

fn game(seed: u64) -> Game {
    let (t, d) = &*MATCHUP;
    Game::new(GameSetup::new(t.clone(), d.clone(), seed)).expect("setup")
}

fn mid_game() -> Game {
    let mut g = game(7);
    let mut agents = [RandomAgent::new(1), RandomAgent::new(2)];
    let mut buf = Vec::new();
    while !g.is_over() && g.turn().number < 6 {
        let p = g.decision().player.expect("player");
        g.legal_answers_into(&mut buf);
        let i = agents[p.index()].choose(&g, p, &buf);
        g.apply(p, buf[i]).expect("legal");
    }
    g
}

/// One whole random-vs-random game (seeds 0..100 in turn); counter: decisions.
#[divan::bench(sample_count = 100)]
fn random_game(b: divan::Bencher) {
    let mut seed = 0u64;
    b.with_inputs(|| {
        seed = (seed + 1) % 100;
        (game(seed), seed)
    })
    .bench_local_values(|(mut g, seed)| {
        let mut a = RandomAgent::new(seed);
        let mut c = RandomAgent::new(seed + 1);
        let mut agents: [&mut dyn Agent; 2] = [&mut a, &mut c];
        play(&mut g, &mut agents, 500, false).expect("no engine error").decisions
    });
}

#[divan::bench]
fn clone_mid_game(b: divan::Bencher) {
    let g = mid_game();
    b.bench_local(|| divan::black_box(&g).clone());
}

#[divan::bench]
fn legal_answers_mid_game(b: divan::Bencher) {
    let g = mid_game();
    let mut buf = Vec::new();
    b.bench_local(|| {
        divan::black_box(&g).legal_answers_into(&mut buf);
        buf.len()
    });
}

#[divan::bench(sample_count = 10)]
fn load_card_pool() -> usize {
    CardDb::builtin().expect("card data").len()
}

#[divan::bench(sample_count = 10)]
fn compile_card_pool() -> usize {
    DB.records().iter().filter(|r| compile_record(r).1.is_empty()).count()
}

/// A board of 20 lands with Reflecting Pools and Exotic Orchards on both sides.
fn mana_board() -> (Game, mw_types::ObjectId, mw_types::ObjectId) {
    use mw_engine::{PermanentSetup, PlayerSetup, PositionSetup, Step};
    let names = ["Reflecting Pool", "Exotic Orchard", "Forest", "Plains", "Island", "Mountain", "Swamp"];
    let defs: Vec<CardDef> = names.iter().map(|n| DB.compile(n).expect("compiles")).collect();
    let table = Arc::new(CardTable::new(defs));
    let perm = |i: u32| PermanentSetup::new(CardId(i));
    let mut p1 = PlayerSetup::default();
    for (i, n) in [(0, 6), (1, 4), (2, 4), (3, 3), (4, 3)] {
        p1.battlefield.extend((0..n).map(|_| perm(i)));
    }
    let mut p2 = PlayerSetup::default();
    for (i, n) in [(0, 2), (1, 1), (5, 2), (6, 1)] {
        p2.battlefield.extend((0..n).map(|_| perm(i)));
    }
    let setup = PositionSetup { cards: table, seed: 0, turn: 3, active: mw_types::PlayerId(0), step: Step::Main1, players: vec![p1, p2] };
    let (g, ids) = Game::from_position(setup).expect("valid position");
    (g, ids.permanents[0], ids.permanents[6])
}

/// CR 106.7: what a Reflecting Pool and an Exotic Orchard could produce on that board.
#[divan::bench]
fn could_produce_20_lands(b: divan::Bencher) {
    let (g, pool, orchard) = mana_board();
    assert_eq!(g.could_produce(pool).len(), 5);
    b.bench_local(|| (divan::black_box(&g).could_produce(pool).len(), g.could_produce(orchard).len()));
}
