//! The environments against the engine: masks are the legal answers, observations fit
//! the layout in the benchmark games, seeds reproduce games, a vector is its singles.

use mw_gym::codes::{answer_code, ANSWER_KINDS, QUESTION_KINDS};
use mw_gym::layout::{game as g, ACTION_FIELDS};
use mw_gym::{BatchMut, Config, EnvError, Matchup, Obs, OpponentKind, Solo, Status, Table, VecSolo};
use mw_types::PlayerId;
use std::sync::{Arc, OnceLock};

fn matchup() -> Arc<Matchup> {
    static M: OnceLock<Arc<Matchup>> = OnceLock::new();
    M.get_or_init(|| {
        let db = mw_gym::matchup::builtin_pool().expect("pool");
        Arc::new(Matchup::load(&db, &["red-aggro", "green-midrange"]).expect("decks"))
    })
    .clone()
}

/// A small deterministic generator for the tests' own choices.
fn next(state: &mut u64) -> u64 {
    *state = state.wrapping_mul(6364136223846793005).wrapping_add(1442695040888963407);
    *state >> 33
}

#[test]
fn masks_are_the_legal_answers_and_fit_the_layout() {
    let config = Config::default();
    let mut obs = Obs::zeros(&config.layout);
    let mut rng = 7;
    let mut most = 0;
    for seed in 0..12 {
        let mut t = Table::new(matchup(), config, seed).unwrap();
        while let Some(p) = t.decider() {
            let other = PlayerId(1 - p.0);
            t.observe(other, &mut obs.as_mut());
            assert!(obs.mask.iter().all(|&m| m == 0), "no mask for the player not deciding");
            assert_eq!(obs.game[g::I_DECIDE], 0);
            t.observe(p, &mut obs.as_mut());
            let n = t.answers().len();
            most = most.max(n);
            assert_eq!(obs.game[g::OVERFLOW], 0, "seed {seed}: a zone overflowed the default layout");
            assert_eq!(obs.game[g::N_ANSWERS] as usize, n);
            let code = obs.game[g::QUESTION] as usize;
            assert_ne!(QUESTION_KINDS[code], "other", "seed {seed}: every question has its own code");
            let shown = obs.mask.iter().filter(|&&m| m == 1).count();
            assert_eq!(shown, n);
            assert!(obs.mask[..n].iter().all(|&m| m == 1));
            for (i, a) in t.answers().iter().enumerate() {
                assert_eq!(obs.actions[i * ACTION_FIELDS.len()], answer_code(a));
                assert_ne!(ANSWER_KINDS[answer_code(a) as usize], "other");
            }
            // The viewer's hand rows are their hand.
            let hand_rows = (0..config.layout.hand).filter(|&r| obs.hand[r * 18] != 0).count();
            assert_eq!(hand_rows, t.game().player(p).hand.len());
            let a = next(&mut rng) % n as u64;
            t.step(a as i64).unwrap();
        }
        assert_ne!(t.status(), Status::Running);
    }
    assert!(most > 4, "games offered real choices (at most {most})");
}

#[test]
fn a_solo_refuses_an_illegal_action_when_asked_to() {
    let config = Config::default();
    let mut env = Solo::new(matchup(), config, PlayerId(0), OpponentKind::Random, 4).unwrap();
    let n = env.table().answers().len();
    let before = env.table().game().decisions_made();
    let t = env.step_or_refuse(n as i64 + 3).unwrap();
    assert!(t.illegal && !t.terminated && !t.truncated && t.reward == 0.0);
    assert_eq!(env.table().game().decisions_made(), before);
    assert!(matches!(env.step(n as i64), Err(EnvError::IllegalAction { .. })));
}

#[test]
fn illegal_actions_are_refused_and_change_nothing() {
    let config = Config::default();
    let mut t = Table::new(matchup(), config, 3).unwrap();
    let n = t.answers().len();
    let before = t.game().decisions_made();
    assert_eq!(t.step(n as i64), Err(EnvError::IllegalAction { action: n as i64, legal: n }));
    assert!(matches!(t.step(-1), Err(EnvError::IllegalAction { .. })));
    assert_eq!(t.game().decisions_made(), before);
}

/// Plays `steps` learner decisions (random by `rng`), returning every observation.
fn trajectory(seed: u64, steps: usize) -> Vec<Obs> {
    let config = Config::default();
    let mut env = Solo::new(matchup(), config, PlayerId(0), OpponentKind::Random, 0).unwrap();
    env.reset(seed).unwrap();
    let mut rng = seed;
    let mut out = Vec::new();
    for _ in 0..steps {
        let mut o = Obs::zeros(&config.layout);
        env.observe(&mut o.as_mut());
        let n = o.mask.iter().filter(|&&m| m == 1).count() as u64;
        out.push(o);
        let t = env.step((next(&mut rng) % n) as i64).unwrap();
        if t.terminated || t.truncated {
            break;
        }
    }
    out
}

#[test]
fn a_seed_reproduces_a_game() {
    let a = trajectory(11, 400);
    let b = trajectory(11, 400);
    assert_eq!(a, b);
    let c = trajectory(12, 400);
    assert_ne!(a, c);
}

struct Batch {
    game: Vec<i32>,
    hand: Vec<i32>,
    battlefield: Vec<i32>,
    graveyard: Vec<i32>,
    stack: Vec<i32>,
    actions: Vec<i32>,
    opponents: Vec<i32>,
    mask: Vec<i8>,
    reward: Vec<f32>,
    terminated: Vec<u8>,
    truncated: Vec<u8>,
    illegal: Vec<u8>,
}

impl Batch {
    fn new(n: usize, config: &Config) -> Batch {
        let s = config.layout.sizes();
        Batch {
            game: vec![0; n * s[0]],
            hand: vec![0; n * s[1]],
            battlefield: vec![0; n * s[2]],
            graveyard: vec![0; n * s[3]],
            stack: vec![0; n * s[4]],
            actions: vec![0; n * s[5]],
            opponents: vec![0; n * s[6]],
            mask: vec![0; n * s[7]],
            reward: vec![0.0; n],
            terminated: vec![0; n],
            truncated: vec![0; n],
            illegal: vec![0; n],
        }
    }
    fn as_mut(&mut self) -> BatchMut<'_> {
        BatchMut {
            game: &mut self.game,
            hand: &mut self.hand,
            battlefield: &mut self.battlefield,
            graveyard: &mut self.graveyard,
            stack: &mut self.stack,
            actions: &mut self.actions,
            opponents: &mut self.opponents,
            mask: &mut self.mask,
            reward: &mut self.reward,
            terminated: &mut self.terminated,
            truncated: &mut self.truncated,
            illegal: &mut self.illegal,
        }
    }
}

#[test]
fn a_vector_is_its_single_environments() {
    let config = Config::default();
    let n = 5;
    let s = config.layout.sizes();
    let mut v = VecSolo::new(matchup(), config, n, PlayerId(0), OpponentKind::Random, 2).unwrap();
    let mut singles: Vec<Solo> = (0..n).map(|i| Solo::new(matchup(), config, PlayerId(0), OpponentKind::Random, 100 + i as u64).unwrap()).collect();
    let mut seeds: Vec<u64> = (0..n as u64).map(|i| 100 + i).collect();
    let mut ended = vec![false; n];
    let mut b = Batch::new(n, &config);
    v.reset(100, b.as_mut()).unwrap();
    let mut rng = 5;
    let mut finished = 0;
    for _ in 0..1500 {
        let mut actions = Vec::new();
        for (i, env) in singles.iter_mut().enumerate() {
            let mut o = Obs::zeros(&config.layout);
            env.observe(&mut o.as_mut());
            assert_eq!(o.game, b.game[i * s[0]..(i + 1) * s[0]]);
            assert_eq!(o.battlefield, b.battlefield[i * s[2]..(i + 1) * s[2]]);
            assert_eq!(o.actions, b.actions[i * s[5]..(i + 1) * s[5]]);
            assert_eq!(o.opponents, b.opponents[i * s[6]..(i + 1) * s[6]]);
            assert_eq!(o.mask, b.mask[i * s[7]..(i + 1) * s[7]]);
            let k = o.mask.iter().filter(|&&m| m == 1).count().max(1) as u64;
            actions.push((next(&mut rng) % k) as i64);
        }
        v.step(&actions, b.as_mut()).unwrap();
        for (i, env) in singles.iter_mut().enumerate() {
            let t = if ended[i] {
                seeds[i] += n as u64;
                env.reset(seeds[i]).unwrap();
                ended[i] = false;
                Default::default()
            } else {
                let t = env.step(actions[i]).unwrap();
                ended[i] = t.terminated || t.truncated;
                finished += usize::from(ended[i]);
                t
            };
            assert_eq!(b.reward[i], t.reward);
            assert_eq!(b.terminated[i] == 1, t.terminated);
            assert_eq!(b.truncated[i] == 1, t.truncated);
            assert_eq!(b.illegal[i], 0);
        }
    }
    assert!(finished >= 1, "games ended and were reset during the test");
}
