"""The vector environment equals its single environments and keeps its shapes."""

import numpy as np

import manaweave
from conftest import random_legal


def test_vector_equals_single_environments():
    n, seed = 4, 30
    vec = manaweave.VectorEnv(n, threads=2)
    singles = [manaweave.gym_env() for _ in range(n)]
    vobs, _ = vec.reset(seed=seed)
    sobs = [env.reset(seed=seed + i)[0] for i, env in enumerate(singles)]
    seeds = [seed + i for i in range(n)]
    ended = [False] * n
    rng = np.random.default_rng(0)
    resets = 0
    for _ in range(1200):
        for i in range(n):
            for k in vobs:
                assert np.array_equal(vobs[k][i], sobs[i][k]), (i, k)
        # A game that just ended has no legal action; the vector ignores its action.
        actions = np.array([random_legal(rng, o["action_mask"]) if o["action_mask"].any() else 0 for o in sobs])
        vobs, vrew, vterm, vtrunc, vinfo = vec.step(actions)
        for i, env in enumerate(singles):
            if ended[i]:
                seeds[i] += n
                sobs[i], _ = env.reset(seed=seeds[i])
                r, term, trunc = 0.0, False, False
                ended[i] = False
                resets += 1
            else:
                sobs[i], r, term, trunc, _ = env.step(actions[i])
                ended[i] = term or trunc
            assert (vrew[i], vterm[i], vtrunc[i]) == (r, term, trunc)
    assert resets >= 1


def test_vector_spaces_and_illegal_actions():
    vec = manaweave.VectorEnv(3, threads=1)
    obs, info = vec.reset(seed=0)
    assert vec.observation_space.contains(obs)
    assert obs["actions"].shape == (3, manaweave.Layout().actions, len(manaweave.ACTION_FIELDS))
    counts = obs["action_mask"].sum(axis=1)
    obs2, rew, term, trunc, info = vec.step(counts)  # one past the last legal action
    assert info["illegal_action"].all()
    assert all(np.array_equal(obs[k], obs2[k]) for k in obs)
