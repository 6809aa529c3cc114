"""Multiplayer and Commander games: whole 4-player Commander games played to the end,
players leaving as PettingZoo's agents do, opponents in turn order, two-player shapes
unchanged."""

import warnings

import numpy as np
import pytest
from gymnasium.utils.env_checker import check_env
from pettingzoo.test import api_test

import manaweave
from conftest import random_legal

OPP = {name: i for i, name in enumerate(manaweave.OPPONENT_FIELDS)}
GAME = {name: i for i, name in enumerate(manaweave.GAME_FIELDS)}


def play_to_the_end(env, seed):
    """One game with random legal actions; each agent's total reward, how its episode
    ended, and the agents still in the game when each left."""
    env.reset(seed=seed)
    rng = np.random.default_rng(seed)
    totals = {a: 0.0 for a in env.possible_agents}
    ended = {}
    for agent in env.agent_iter(max_iter=1_000_000):
        obs, reward, term, trunc, info = env.last()
        totals[agent] += reward
        if term or trunc:
            ended[agent] = (info["result"], term, trunc, len(env.agents))
            env.step(None)
        else:
            assert obs["game"][GAME["i_decide"]] == 1
            env.step(random_legal(rng, obs["action_mask"]))
    assert env.agents == []
    return totals, ended


def test_four_player_commander_games_play_to_the_end():
    env = manaweave.env(format="commander", players=4)
    assert env.possible_agents == ["player_0", "player_1", "player_2", "player_3"]
    assert env.matchup.deck_names() == list(manaweave.BUILTIN_COMMANDER_DECKS)
    assert env.matchup.is_commander()
    won = left_early = 0
    for seed in (1, 2, 3):
        totals, ended = play_to_the_end(env, seed)
        assert set(ended) == set(env.possible_agents), "every agent's episode ended"
        results = {r for r, *_ in ended.values()}
        if "won" in results:
            won += 1
            assert sorted(totals.values()) == [-1.0, -1.0, -1.0, 1.0]
            assert sum(totals.values()) == -2.0
            assert all(term and not trunc for _, term, trunc, _ in ended.values())
        for agent, (result, term, trunc, still) in ended.items():
            if result == "lost":
                # CR 800.4a: left the game while it went on: terminated then, with -1.
                left_early += 1
                assert term and not trunc and totals[agent] == -1.0 and still > 1
            elif result == "capped":
                assert trunc and not term
    assert won >= 1, "a random 4-player Commander game was won"
    assert left_early >= 1, "a player left a game before its end"


def test_pettingzoo_api_test_four_players():
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        api_test(manaweave.env(format="commander", players=4, seed=3), num_cycles=200)


def test_opponents_are_in_turn_order_from_the_viewer():
    env = manaweave.env(players=4)
    assert env.matchup.deck_names() == ["red-aggro", "green-midrange", "red-aggro", "green-midrange"]
    assert env.layout.opponents == 3
    env.reset(seed=4)
    rng = np.random.default_rng(0)
    for _ in range(300):
        env.step(random_legal(rng, env.last()[0]["action_mask"]))
    views = {a: env.observe(a) for a in env.possible_agents}
    for i, a in enumerate(env.possible_agents):
        obs = views[a]
        assert obs["battlefield"].shape == (4, env.layout.battlefield, len(manaweave.CARD_FIELDS))
        assert obs["graveyard"].shape == (4, env.layout.graveyard)
        assert obs["opponents"].shape == (3, len(manaweave.OPPONENT_FIELDS))
        assert (obs["opponents"][:, OPP["present"]] == 1).all()
        assert obs["game"][GAME["players"]] == 4 and obs["game"][GAME["commander_game"]] == 0
        for k in range(3):
            other = views[env.possible_agents[(i + k + 1) % 4]]
            row = obs["opponents"][k]
            assert row[OPP["life"]] == other["game"][GAME["my_life"]]
            assert row[OPP["hand"]] == other["game"][GAME["my_hand"]]
            assert row[OPP["battlefield"]] == other["game"][GAME["my_battlefield"]]
            # Their permanents, as they see them, are the viewer's block k + 1.
            n = min(row[OPP["battlefield"]], env.layout.battlefield)
            assert np.array_equal(obs["battlefield"][k + 1, :n, 0], other["battlefield"][0, :n, 0])
            assert np.array_equal(obs["graveyard"][k + 1], other["graveyard"][0])
        assert obs["game"][GAME["opp_life"]] == obs["opponents"][0, OPP["life"]]


def test_two_player_shapes_are_unchanged():
    env = manaweave.env()
    assert env.possible_agents == ["player_0", "player_1"]
    shapes = {k: v.shape for k, v in env.observation_space("player_0").spaces.items()}
    lay = manaweave.Layout()
    assert shapes["battlefield"] == (2, lay.battlefield, len(manaweave.CARD_FIELDS))
    assert shapes["graveyard"] == (2, lay.graveyard)
    assert shapes["opponents"] == (1, len(manaweave.OPPONENT_FIELDS))
    assert manaweave.GAME_FIELDS[:31][-1] == "overflow" and manaweave.STACK_FIELDS[:6][-1] == "x"


def test_a_wide_layout_pads_and_masks_the_missing_opponents():
    env = manaweave.env(layout=manaweave.Layout(opponents=5))
    env.reset(seed=1)
    obs = env.observe("player_0")
    assert obs["opponents"].shape == (5, len(manaweave.OPPONENT_FIELDS))
    assert list(obs["opponents"][:, OPP["present"]]) == [1, 0, 0, 0, 0]
    assert (obs["opponents"][1:] == 0).all() and (obs["battlefield"][2:] == 0).all()


def test_gym_and_vector_against_three_built_in_opponents():
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        check_env(manaweave.gym_env(format="commander", players=4, max_turns=30), skip_render_check=True)
    env = manaweave.gym_env(format="commander", players=4, seat=2)
    obs, _ = env.reset(seed=5)
    rng = np.random.default_rng(5)
    for _ in range(5000):
        obs, r, term, trunc, info = env.step(random_legal(rng, obs["action_mask"]))
        if term:
            assert info["result"] in ("won", "lost", "draw")
            assert r == (1.0 if info["winner"] == 2 else -1.0 if info["result"] != "draw" else 0.0)
            break
        if trunc:
            assert r == 0.0 and info["result"] == "capped"
            break
    vec = manaweave.VectorEnv(2, format="commander", players=4, threads=2)
    vobs, _ = vec.reset(seed=0)
    assert vobs["opponents"].shape == (2, 3, len(manaweave.OPPONENT_FIELDS))
    for _ in range(50):
        acts = np.array([random_legal(rng, m) if m.any() else 0 for m in vobs["action_mask"]])
        vobs, *_ = vec.step(acts)


def test_bad_tables_are_refused():
    with pytest.raises(ValueError, match="2 to 6 decks"):
        manaweave.env(decks=["red-aggro"] * 7)
    with pytest.raises(ValueError, match="one deck per player"):
        manaweave.env(decks=["red-aggro", "green-midrange"], players=3)
    with pytest.raises(ValueError, match="layout.opponents"):
        manaweave.env(players=4, layout=manaweave.Layout())
    with pytest.raises(ValueError, match="format"):
        manaweave.env(format="modern")
    with pytest.raises(ValueError, match="not a legal Commander deck"):
        manaweave.env(format="commander", decks=["red-aggro"] * 4)
    with pytest.raises(ValueError, match="format=\"commander\""):
        manaweave.env(decks=["white-weenie", "black-drana"])
    with pytest.raises(ValueError, match="seat"):
        manaweave.gym_env(players=3, seat=3)
