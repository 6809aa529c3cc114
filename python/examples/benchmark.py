"""Steps per second of the environments, random legal actions, the benchmark decks
(red-aggro, learner, against green-midrange played by the built-in random agent).

    python python/examples/benchmark.py [--seconds 10] [--envs 64] [--threads 2]

A step is one decision of the learner (Gymnasium) or of either player (PettingZoo);
the opponent's decisions inside a Gymnasium step are counted as engine decisions.
"""

from __future__ import annotations

import argparse
import time

import numpy as np

import manaweave


def single(seconds: float) -> tuple:
    env = manaweave.gym_env()
    rng = np.random.default_rng(0)
    obs, _ = env.reset(seed=0)
    steps = decisions = 0
    start = time.time()
    while time.time() - start < seconds:
        obs, r, term, trunc, _ = env.step(int(rng.choice(np.flatnonzero(obs["action_mask"]))))
        steps += 1
        if term or trunc:
            decisions += env._solo.decisions()
            obs, _ = env.reset()
    decisions += env._solo.decisions()
    s = time.time() - start
    return steps / s, decisions / s


def aec(seconds: float) -> float:
    env = manaweave.env(seed=0)
    env.reset(seed=0)
    rng = np.random.default_rng(0)
    steps = 0
    start = time.time()
    while time.time() - start < seconds:
        obs, r, term, trunc, _ = env.last()
        if term or trunc:
            env.reset()
            continue
        env.step(int(rng.choice(np.flatnonzero(obs["action_mask"]))))
        steps += 1
    return steps / (time.time() - start)


def vector(seconds: float, n: int, threads: int) -> tuple:
    env = manaweave.VectorEnv(n, threads=threads, copy=False)
    rng = np.random.default_rng(0)
    obs, _ = env.reset(seed=0)
    steps = 0
    first = env.decisions()
    start = time.time()
    while time.time() - start < seconds:
        mask = obs["action_mask"]
        # A uniformly random legal action per game (a game being reset takes 0).
        count = mask.sum(axis=1)
        actions = (rng.random(n) * np.maximum(count, 1)).astype(np.int64)
        obs, r, term, trunc, _ = env.step(actions)
        steps += int((count > 0).sum())
    s = time.time() - start
    return steps / s, (env.decisions() - first) / s


def main():
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--seconds", type=float, default=10)
    ap.add_argument("--envs", type=int, default=64)
    ap.add_argument("--threads", type=int, default=2)
    a = ap.parse_args()
    s, d = single(a.seconds)
    print(f"gym_env, one env: {s:,.0f} steps/s ({d:,.0f} engine decisions/s)")
    print(f"env (PettingZoo AEC), one env: {aec(a.seconds):,.0f} steps/s")
    for threads in sorted({1, a.threads}):
        s, d = vector(a.seconds, a.envs, threads)
        print(f"VectorEnv({a.envs}), {threads} thread(s): {s:,.0f} steps/s ({d:,.0f} engine decisions/s)")


if __name__ == "__main__":
    main()
