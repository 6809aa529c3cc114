"""Games in Ray actors (the optional `ray` extra): skipped only where ray isn't installed."""

import pytest

ray = pytest.importorskip("ray")

from manaweave import ray_sim  # noqa: E402


def test_ray_sim_plays_games_in_actors():
    result = ray_sim.run(workers=2, games=4, decks=("red-aggro", "green-midrange"), seed=1)
    assert result["games"] == 4
    assert sum(result["wins"]) + result["draws"] + result["capped"] == 4
