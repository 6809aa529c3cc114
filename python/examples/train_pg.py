"""Policy gradient (REINFORCE) on the vector environment, numpy only, CPU: a softmax
policy scores each legal answer by learned weights of (question, answer kind), (answer
kind, target zone) and (answer kind, object zone), and learns from wins and losses
against the built-in random agent. Then it plays fresh games and reports win rates.

    python python/examples/train_pg.py --minutes 3
"""

from __future__ import annotations

import argparse
import time

import numpy as np

import manaweave

Q = len(manaweave.QUESTION_KINDS)
K = len(manaweave.ANSWER_KINDS)
Z = len(manaweave.ZONE_REFS)
A = manaweave.ACTION_FIELDS
G = manaweave.GAME_FIELDS
P = Q * K + 2 * K * Z  # number of weights


def features(obs: dict) -> np.ndarray:
    """Three weight indices per action row: [n, actions, 3]."""
    q = obs["game"][:, G.index("question")][:, None]
    acts = obs["actions"]
    kind = acts[:, :, A.index("kind")]
    target = acts[:, :, A.index("target_zone")]
    obj = acts[:, :, A.index("object_zone")]
    return np.stack([q * K + kind, Q * K + kind * Z + target, Q * K + K * Z + kind * Z + obj], axis=-1)


def policy(w: np.ndarray, obs: dict):
    """Action probabilities over the legal rows and the feature indices."""
    idx = features(obs)
    mask = obs["action_mask"].astype(bool)
    logits = w[idx].sum(-1)
    logits = np.where(mask, logits, -1e30)
    logits -= logits.max(axis=1, keepdims=True)
    p = np.exp(logits)
    p /= p.sum(axis=1, keepdims=True)
    return p, idx


def sample(rng: np.random.Generator, p: np.ndarray) -> np.ndarray:
    u = rng.random((p.shape[0], 1))
    return np.minimum((p.cumsum(axis=1) < u).sum(axis=1), p.shape[1] - 1)


def train(minutes: float, n: int, seed: int, lr: float):
    env = manaweave.VectorEnv(n, opponent="random")
    rng = np.random.default_rng(seed)
    w = np.zeros(P)
    m = np.zeros(P)
    v = np.zeros(P)
    t_adam = 0
    trace = np.zeros((n, P))  # each game's sum of grad log pi
    grad = np.zeros(P)
    finished, returns, recent = 0, [], []
    obs, _ = env.reset(seed=seed)
    live = obs["action_mask"].any(axis=1)
    start = last = time.time()
    steps = 0
    while time.time() - start < minutes * 60:
        p, idx = policy(w, obs)
        p = np.where(live[:, None], p, 0.0)
        p[~live, 0] = 1.0
        a = sample(rng, p)
        rows = np.flatnonzero(live)
        # grad log pi(a) = onehot(features of a) - sum_b p_b onehot(features of b)
        np.add.at(trace, (rows[:, None], idx[rows, a[rows]]), 1.0)
        np.add.at(trace, (np.repeat(rows, idx.shape[1] * 3), idx[rows].reshape(-1)), -np.repeat(p[rows], 3, axis=1).reshape(-1))
        obs, reward, term, trunc, info = env.step(a)
        steps += len(rows)
        done = term | trunc
        for i in np.flatnonzero(done):
            returns.append(float(reward[i]))
            recent.append(float(reward[i] > 0))
            grad += reward[i] * trace[i]
            trace[i] = 0.0
            finished += 1
        live = obs["action_mask"].any(axis=1)
        if len(returns) >= n // 2:
            # Adam ascent on the mean return (rewards are +-1, symmetric: no baseline).
            g = grad / len(returns)
            t_adam += 1
            m = 0.9 * m + 0.1 * g
            v = 0.999 * v + 0.001 * g * g
            w += lr * (m / (1 - 0.9**t_adam)) / (np.sqrt(v / (1 - 0.999**t_adam)) + 1e-8)
            grad[:] = 0.0
            returns = []
        if time.time() - last >= 10:
            last = time.time()
            print(f"{time.time() - start:6.0f}s  games {finished:6d}  win rate (last 200) {np.mean(recent[-200:]):.2f}  steps/s {steps / (time.time() - start):.0f}", flush=True)
    return w, finished


def evaluate(w, games: int, n: int, seed: int, uniform: bool = False) -> float:
    """Win rate of the policy (sampled: it is a stochastic policy; its argmax can loop,
    e.g. making mana every step, until the turn cap) over the first `games` games."""
    env = manaweave.VectorEnv(n, opponent="random")
    rng = np.random.default_rng(seed)
    obs, _ = env.reset(seed=seed)
    results = []
    started = n
    active = np.ones(n, dtype=bool)  # games counted: the first `games` games only
    while len(results) < games:
        p, _ = policy(np.zeros(P) if uniform else w, obs)
        live = obs["action_mask"].any(axis=1)
        p = np.where(live[:, None], p, 0.0)
        p[~live, 0] = 1.0
        a = sample(rng, p)
        obs, reward, term, trunc, _ = env.step(a)
        for i in np.flatnonzero(term | trunc):
            if active[i]:
                results.append(reward[i] > 0)
            active[i] = started < games
            started += 1
    return float(np.mean(results[:games]))


def main():
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--minutes", type=float, default=3.0)
    ap.add_argument("--envs", type=int, default=64)
    ap.add_argument("--seed", type=int, default=0)
    ap.add_argument("--lr", type=float, default=0.05)
    ap.add_argument("--eval-games", type=int, default=500)
    a = ap.parse_args()
    w, played = train(a.minutes, a.envs, a.seed, a.lr)
    # Evaluation games use seeds far from training's.
    seed = 10_000_000
    print(f"trained on {played} games")
    print(f"uniform random policy vs random: {evaluate(w, a.eval_games, a.envs, seed, uniform=True):.3f} over {a.eval_games} games")
    print(f"learned policy vs random: {evaluate(w, a.eval_games, a.envs, seed):.3f} over {a.eval_games} games")
    top = np.argsort(-w[: Q * K])[:8]
    print("most preferred (question, answer):", [(manaweave.QUESTION_KINDS[i // K], manaweave.ANSWER_KINDS[i % K], round(float(w[i]), 2)) for i in top])


if __name__ == "__main__":
    main()
