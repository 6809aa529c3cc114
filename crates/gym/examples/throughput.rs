//! Steps per second of the environments without Python: `Solo` alone and `VecSolo` over
//! threads, the learner answering uniformly among its legal answers, the benchmark
//! decks. `cargo run --release -p mw-gym --example throughput [N_ENVS] [THREADS] [SECONDS]`

use mw_gym::{BatchMut, Config, Matchup, Obs, OpponentKind, Solo, VecSolo};
use mw_types::PlayerId;
use std::sync::Arc;
use std::time::Instant;

fn next(state: &mut u64) -> u64 {
    *state = state.wrapping_mul(6364136223846793005).wrapping_add(1442695040888963407);
    *state >> 33
}

fn main() {
    let args: Vec<usize> = std::env::args().skip(1).filter_map(|a| a.parse().ok()).collect();
    let (n, threads, secs) = (args.first().copied().unwrap_or(64), args.get(1).copied().unwrap_or(2), args.get(2).copied().unwrap_or(5));
    let db = mw_gym::matchup::builtin_pool().expect("pool");
    let m = Arc::new(Matchup::load(&db, &["red-aggro", "green-midrange"]).expect("decks"));
    let config = Config::default();
    let mut rng = 1;

    // One environment.
    let mut env = Solo::new(m.clone(), config, PlayerId(0), OpponentKind::Random, 1).unwrap();
    let mut obs = Obs::zeros(&config.layout);
    let (start, mut steps, mut decisions, mut seed) = (Instant::now(), 0u64, 0u64, 1);
    env.observe(&mut obs.as_mut());
    while start.elapsed().as_secs() < secs as u64 {
        let k = obs.mask.iter().filter(|&&x| x == 1).count() as u64;
        let t = env.step((next(&mut rng) % k) as i64).unwrap();
        steps += 1;
        if t.terminated || t.truncated {
            decisions += env.table().decisions();
            seed += 1;
            env.reset(seed).unwrap();
        }
        env.observe(&mut obs.as_mut());
    }
    decisions += env.table().decisions();
    let s = start.elapsed().as_secs_f64();
    println!("one env: {:.0} steps/s, {:.0} engine decisions/s", steps as f64 / s, decisions as f64 / s);

    // The vector.
    let mut v = VecSolo::new(m, config, n, PlayerId(0), OpponentKind::Random, threads).unwrap();
    let sz = config.layout.sizes();
    let mut bufs: Vec<Vec<i32>> = (0..7).map(|k| vec![0; n * sz[k]]).collect();
    let mut mask = vec![0i8; n * sz[7]];
    let (mut reward, mut term, mut trunc, mut illegal) = (vec![0f32; n], vec![0u8; n], vec![0u8; n], vec![0u8; n]);
    macro_rules! batch {
        () => {{
            let [g, h, b, y, st, a, o] = &mut bufs[..] else { unreachable!() };
            BatchMut { game: g, hand: h, battlefield: b, graveyard: y, stack: st, actions: a, opponents: o, mask: &mut mask, reward: &mut reward, terminated: &mut term, truncated: &mut trunc, illegal: &mut illegal }
        }};
    }
    v.reset(0, batch!()).unwrap();
    let (start, mut steps) = (Instant::now(), 0u64);
    let mut actions = vec![0i64; n];
    while start.elapsed().as_secs() < secs as u64 {
        for (i, a) in actions.iter_mut().enumerate() {
            let k = mask[i * sz[7]..(i + 1) * sz[7]].iter().filter(|&&x| x == 1).count().max(1) as u64;
            *a = (next(&mut rng) % k) as i64;
        }
        v.step(&actions, batch!()).unwrap();
        steps += n as u64;
    }
    let s = start.elapsed().as_secs_f64();
    println!("vector of {n} over {threads} threads: {:.0} steps/s", steps as f64 / s);
}
