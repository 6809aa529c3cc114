"""The PettingZoo environment: the API test, masks against the engine, seeds."""

import warnings

import numpy as np
import pytest
from pettingzoo.test import api_test

import manaweave
from conftest import random_legal


def test_pettingzoo_api_test():
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        api_test(manaweave.env(seed=3), num_cycles=300)


def kind_name(answer_text: str) -> str:
    """The engine's answer (Debug text) as the snake_case kind the actions carry."""
    head = answer_text.split("(")[0].split(" {")[0].strip()
    return "".join("_" + c.lower() if c.isupper() else c for c in head).lstrip("_")


def play(env, seed, steps, rng_seed=0):
    """Plays `steps` decisions with random legal actions; returns every observation."""
    env.reset(seed=seed)
    rng = np.random.default_rng(rng_seed)
    seen = []
    for _ in range(steps):
        agent = env.agent_selection
        obs, reward, term, trunc, info = env.last()
        if term or trunc:
            break
        seen.append((agent, obs))
        env.step(random_legal(rng, obs["action_mask"]))
    return seen


def test_masks_are_the_engines_legal_answers():
    env = manaweave.env()
    env.reset(seed=5)
    rng = np.random.default_rng(1)
    kinds = manaweave.ANSWER_KINDS
    for _ in range(600):
        obs, _, term, trunc, info = env.last()
        if term or trunc:
            break
        answers = env.legal_answers()
        mask = obs["action_mask"]
        assert mask.sum() == len(answers) and mask[: len(answers)].all()
        assert np.array_equal(info["action_mask"], mask)
        names = [kinds[k] for k in obs["actions"][: len(answers), 0]]
        assert names == [kind_name(a) for a in answers]
        other = [a for a in env.agents if a != env.agent_selection][0]
        assert env.observe(other)["action_mask"].sum() == 0
        env.step(random_legal(rng, mask))


def test_reset_seed_reproduces_a_game():
    a = play(manaweave.env(), seed=42, steps=500)
    b = play(manaweave.env(), seed=42, steps=500)
    assert len(a) == len(b)
    for (pa, oa), (pb, ob) in zip(a, b):
        assert pa == pb
        for k in oa:
            assert np.array_equal(oa[k], ob[k]), k
    c = play(manaweave.env(), seed=43, steps=500)
    assert any(not np.array_equal(x[1]["game"], y[1]["game"]) for x, y in zip(a, c))


def test_a_game_ends_with_opposite_rewards():
    env = manaweave.env(seed=0)
    env.reset(seed=7)
    rng = np.random.default_rng(0)
    totals = {a: 0.0 for a in env.possible_agents}
    for agent in env.agent_iter(max_iter=100_000):
        obs, reward, term, trunc, info = env.last()
        totals[agent] += reward
        env.step(None if term or trunc else random_legal(rng, obs["action_mask"]))
    assert sorted(totals.values()) in ([-1.0, 1.0], [0.0, 0.0])


def test_hidden_information_stays_hidden():
    env = manaweave.env()
    env.reset(seed=9)
    obs = env.observe("player_0")
    game = dict(zip(manaweave.GAME_FIELDS, obs["game"]))
    assert game["my_hand"] == 7 and game["opp_hand"] == 7
    # Only the viewer's own hand has rows.
    assert (obs["hand"][:, 0] != 0).sum() == 7


def test_deck_files_and_bad_decks(tmp_path):
    deck = tmp_path / "burn.txt"
    deck.write_text("20 Mountain\n40 Lightning Bolt\n")
    env = manaweave.env(decks=[str(deck), "green-midrange"])
    env.reset(seed=1)
    assert env.matchup.deck_names() == ["burn", "green-midrange"]
    assert "Lightning Bolt" in env.matchup.card_names()
    with pytest.raises(ValueError, match="no-such-deck"):
        manaweave.env(decks=["no-such-deck", "red-aggro"])
    bad = tmp_path / "bad.txt"
    bad.write_text("4 Lightning Boltt\n")
    with pytest.raises(ValueError, match="Lightning Boltt"):
        manaweave.env(decks=[str(bad), "red-aggro"])
