//! N `Solo` games stepped together, split over threads, writing into batched arrays
//! (envpool's contract, Gymnasium's vector API with next-step autoreset): a game that
//! ended on one step is reset on the next, whose action for it is ignored. Game `i`
//! starts from seed `s + i` after `reset(s)` and each autoreset adds `n` to its seed, so
//! a vector's games are exactly the single environments' with those seeds.

use crate::encode::ObsMut;
use crate::env::{Config, EnvError, OpponentKind, Solo, Transition};
use crate::matchup::Matchup;
use mw_types::PlayerId;
use std::sync::Arc;

/// The batch's arrays, each `n` observations (or values) long, row-major.
pub struct BatchMut<'a> {
    pub game: &'a mut [i32],
    pub hand: &'a mut [i32],
    pub battlefield: &'a mut [i32],
    pub graveyard: &'a mut [i32],
    pub stack: &'a mut [i32],
    pub actions: &'a mut [i32],
    pub opponents: &'a mut [i32],
    pub mask: &'a mut [i8],
    pub reward: &'a mut [f32],
    /// 0 or 1.
    pub terminated: &'a mut [u8],
    /// 0 or 1.
    pub truncated: &'a mut [u8],
    /// 1 where the action was refused as illegal (that game unchanged).
    pub illegal: &'a mut [u8],
}

/// N games against built-in agents.
pub struct VecSolo {
    envs: Vec<Solo>,
    seeds: Vec<u64>,
    ended: Vec<bool>,
    sizes: [usize; 8],
    threads: usize,
}

impl VecSolo {
    pub fn new(matchup: Arc<Matchup>, config: Config, n: usize, learner: PlayerId, kind: OpponentKind, threads: usize) -> Result<VecSolo, EnvError> {
        let envs = (0..n)
            .map(|i| Solo::new(matchup.clone(), config, learner, kind, i as u64))
            .collect::<Result<Vec<_>, _>>()?;
        let sizes = config.layout.sizes();
        Ok(VecSolo { envs, seeds: (0..n as u64).collect(), ended: vec![false; n], sizes, threads: threads.max(1) })
    }

    pub fn len(&self) -> usize {
        self.envs.len()
    }

    pub fn is_empty(&self) -> bool {
        self.envs.is_empty()
    }

    pub fn env(&self, i: usize) -> &Solo {
        &self.envs[i]
    }

    /// Engine decisions answered by all the games so far (both seats, across resets).
    pub fn decisions(&self) -> u64 {
        self.envs.iter().map(|e| e.table().lifetime_decisions()).sum()
    }

    /// Resets every game (game `i` from `seed + i`) and writes the first observations.
    pub fn reset(&mut self, seed: u64, out: BatchMut) -> Result<(), EnvError> {
        for (i, s) in self.seeds.iter_mut().enumerate() {
            *s = seed.wrapping_add(i as u64);
        }
        self.ended.fill(false);
        self.run(out, &|env: &mut Solo, _i: usize, _ended: &mut bool, seed: &mut u64| {
            env.reset(*seed)?;
            Ok(Transition::default())
        })
    }

    /// Steps every game with its action (ignored for a game being autoreset; refused,
    /// leaving that game unchanged, where illegal).
    pub fn step(&mut self, actions: &[i64], out: BatchMut) -> Result<(), EnvError> {
        assert_eq!(actions.len(), self.envs.len(), "one action per environment");
        let n = self.envs.len() as u64;
        self.run(out, &|env: &mut Solo, i: usize, ended: &mut bool, seed: &mut u64| {
            if *ended {
                *seed = seed.wrapping_add(n);
                env.reset(*seed)?;
                *ended = false;
                return Ok(Transition::default());
            }
            let t = env.step_or_refuse(actions[i])?;
            *ended = t.terminated || t.truncated;
            Ok(t)
        })
    }

    /// Runs `f` on every game over the threads, then writes each game's observation and
    /// transition into its rows of `out`.
    fn run<F>(&mut self, out: BatchMut, f: &F) -> Result<(), EnvError>
    where
        F: Fn(&mut Solo, usize, &mut bool, &mut u64) -> Result<Transition, EnvError> + Sync,
    {
        let n = self.envs.len();
        let per = n.div_ceil(self.threads).max(1);
        let s = self.sizes;
        let parts = split(out, per, &s);
        let work = self.envs.chunks_mut(per).zip(self.ended.chunks_mut(per)).zip(self.seeds.chunks_mut(per)).zip(parts);
        let chunk = |((envs, ended), seeds): ((&mut [Solo], &mut [bool]), &mut [u64]), b: BatchMut, base: usize| {
            for (k, env) in envs.iter_mut().enumerate() {
                let t = f(env, base + k, &mut ended[k], &mut seeds[k]).map_err(|e| EnvError::InVector { index: base + k, error: Box::new(e) })?;
                let mut o = ObsMut {
                    game: &mut b.game[k * s[0]..(k + 1) * s[0]],
                    hand: &mut b.hand[k * s[1]..(k + 1) * s[1]],
                    battlefield: &mut b.battlefield[k * s[2]..(k + 1) * s[2]],
                    graveyard: &mut b.graveyard[k * s[3]..(k + 1) * s[3]],
                    stack: &mut b.stack[k * s[4]..(k + 1) * s[4]],
                    actions: &mut b.actions[k * s[5]..(k + 1) * s[5]],
                    opponents: &mut b.opponents[k * s[6]..(k + 1) * s[6]],
                    mask: &mut b.mask[k * s[7]..(k + 1) * s[7]],
                };
                env.observe(&mut o);
                b.reward[k] = t.reward;
                b.terminated[k] = u8::from(t.terminated);
                b.truncated[k] = u8::from(t.truncated);
                b.illegal[k] = u8::from(t.illegal);
            }
            Ok(())
        };
        if self.threads == 1 || n <= 1 {
            for (j, (w, b)) in work.enumerate() {
                chunk(w, b, j * per)?;
            }
            return Ok(());
        }
        let results: Vec<Result<(), EnvError>> = std::thread::scope(|scope| {
            let handles: Vec<_> = work.enumerate().map(|(j, (w, b))| scope.spawn(move || chunk(w, b, j * per))).collect();
            handles.into_iter().map(|h| h.join().unwrap_or_else(|_| Err(EnvError::Engine("a worker thread panicked".into())))).collect()
        });
        results.into_iter().collect()
    }
}

/// Splits the batch into consecutive parts of `per` games.
fn split<'a>(b: BatchMut<'a>, per: usize, s: &[usize; 8]) -> Vec<BatchMut<'a>> {
    let mut game = b.game.chunks_mut(per * s[0]);
    let mut hand = b.hand.chunks_mut(per * s[1]);
    let mut battlefield = b.battlefield.chunks_mut(per * s[2]);
    let mut graveyard = b.graveyard.chunks_mut(per * s[3]);
    let mut stack = b.stack.chunks_mut(per * s[4]);
    let mut actions = b.actions.chunks_mut(per * s[5]);
    let mut opponents = b.opponents.chunks_mut(per * s[6]);
    let mut mask = b.mask.chunks_mut(per * s[7]);
    let mut reward = b.reward.chunks_mut(per);
    let mut terminated = b.terminated.chunks_mut(per);
    let mut truncated = b.truncated.chunks_mut(per);
    let mut illegal = b.illegal.chunks_mut(per);
    let mut out = Vec::new();
    while let (Some(game), Some(hand), Some(battlefield), Some(graveyard), Some(stack), Some(actions), Some(opponents), Some(mask), Some(reward), Some(terminated), Some(truncated), Some(illegal)) = (
        game.next(),
        hand.next(),
        battlefield.next(),
        graveyard.next(),
        stack.next(),
        actions.next(),
        opponents.next(),
        mask.next(),
        reward.next(),
        terminated.next(),
        truncated.next(),
        illegal.next(),
    ) {
        out.push(BatchMut { game, hand, battlefield, graveyard, stack, actions, opponents, mask, reward, terminated, truncated, illegal });
    }
    out
}
