"""The Gymnasium environment against a built-in agent."""

import warnings

import numpy as np
import pytest
from gymnasium.utils.env_checker import check_env

import manaweave
from conftest import random_legal


def test_gymnasium_check_env():
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        check_env(manaweave.gym_env(), skip_render_check=True)


def trajectory(env, seed, steps=400):
    obs, _ = env.reset(seed=seed)
    rng = np.random.default_rng(seed)
    out = [obs]
    for _ in range(steps):
        obs, r, term, trunc, info = env.step(random_legal(rng, obs["action_mask"]))
        out.append(obs)
        if term or trunc:
            break
    return out


def test_reset_seed_reproduces_a_game_and_the_opponent():
    a = trajectory(manaweave.gym_env(), 5)
    b = trajectory(manaweave.gym_env(), 5)
    assert len(a) == len(b)
    assert all(np.array_equal(x[k], y[k]) for x, y in zip(a, b) for k in x)


def test_observations_fit_their_space_and_masks_the_answers():
    env = manaweave.gym_env()
    obs, info = env.reset(seed=2)
    rng = np.random.default_rng(0)
    for _ in range(300):
        assert env.observation_space.contains(obs)
        assert obs["action_mask"].sum() == len(env.legal_answers())
        assert obs["game"][manaweave.GAME_FIELDS.index("i_decide")] == 1
        obs, r, term, trunc, info = env.step(random_legal(rng, obs["action_mask"]))
        if term or trunc:
            assert info["result"] in ("won", "draw", "capped")
            obs, info = env.reset()


def test_illegal_actions_are_refused_or_raise():
    env = manaweave.gym_env()
    obs, _ = env.reset(seed=1)
    n = int(obs["action_mask"].sum())
    again, r, term, trunc, info = env.step(n)
    assert info["illegal_action"] and r == 0.0 and not term and not trunc
    assert all(np.array_equal(obs[k], again[k]) for k in obs)
    strict = manaweave.gym_env(illegal_action="raise")
    strict.reset(seed=1)
    with pytest.raises(ValueError, match="not legal"):
        strict.step(n)


def test_opponents():
    first = manaweave.gym_env(opponent="first")
    first.reset(seed=0)
    with pytest.raises(ValueError, match="not built yet"):
        manaweave.gym_env(opponent="mcts")
    with pytest.raises(ValueError, match="unknown opponent"):
        manaweave.gym_env(opponent="nobody")


def test_random_against_random_wins_about_half():
    env = manaweave.gym_env()
    rng = np.random.default_rng(0)
    wins = games = 0
    obs, _ = env.reset(seed=100)
    while games < 40:
        obs, r, term, trunc, info = env.step(random_legal(rng, obs["action_mask"]))
        if term or trunc:
            games += 1
            wins += r > 0
            obs, _ = env.reset()
    assert 8 <= wins <= 32
