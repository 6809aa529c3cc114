"""Games in Ray actors, one engine per actor, results aggregated.

    python -m manaweave.ray_sim --workers 4 --games 100 --decks red-aggro green-midrange

Needs the ``ray`` extra (``pip install './python[ray]'``); ``ray.init()`` starts a local
cluster, or joins one with ``--address``.
"""

from __future__ import annotations

import argparse
import json
import time
from typing import Dict, List, Sequence

import numpy as np

from . import _core
from ._spaces import Layout, as_list, buffers, decks_arg


def play_games(decks: Sequence[str], seeds: List[int], max_turns: int = 200) -> Dict[str, object]:
    """Plays random-vs-random games (seat 0 answered uniformly among its legal actions,
    seat 1 by the built-in random agent), one per seed; counts the results."""
    matchup = _core.Matchup(decks_arg(decks))
    layout = Layout()
    solo = _core.Solo(matchup, 0, "random", 0, max_turns, layout.as_tuple())
    bufs = buffers(layout)
    out = {"games": 0, "wins": [0, 0], "draws": 0, "capped": 0, "decisions": 0}
    for seed in seeds:
        rng = np.random.default_rng(seed)
        solo.reset(seed)
        while True:
            state, winner = solo.status()
            if state != "running":
                break
            solo.observe(as_list(bufs))
            legal = np.flatnonzero(bufs["action_mask"])
            solo.step(int(rng.choice(legal)), False)
        out["games"] += 1
        out["decisions"] += solo.decisions()
        if state == "won":
            out["wins"][winner] += 1
        elif state == "draw":
            out["draws"] += 1
        else:
            out["capped"] += 1
    return out


def run(workers: int, games: int, decks: Sequence[str], seed: int = 1, max_turns: int = 200, address: str | None = None) -> Dict[str, object]:
    """Spreads `games` games (seeds seed … seed+games-1) over `workers` Ray actors."""
    import ray

    if not ray.is_initialized():
        ray.init(address=address, include_dashboard=False, log_to_driver=False)

    @ray.remote
    class Player:
        def play(self, seeds):
            return play_games(decks, seeds, max_turns)

    actors = [Player.remote() for _ in range(workers)]
    seeds = list(range(seed, seed + games))
    start = time.time()
    parts = ray.get([a.play.remote(seeds[i::workers]) for i, a in enumerate(actors)])
    total = {"games": 0, "wins": [0, 0], "draws": 0, "capped": 0, "decisions": 0}
    for p in parts:
        for k in ("games", "draws", "capped", "decisions"):
            total[k] += p[k]
        total["wins"] = [a + b for a, b in zip(total["wins"], p["wins"])]
    total["seconds"] = time.time() - start
    total["decks"] = list(decks)
    total["workers"] = workers
    return total


def main(argv=None) -> None:
    ap = argparse.ArgumentParser(prog="python -m manaweave.ray_sim", description=__doc__.splitlines()[0])
    ap.add_argument("--workers", type=int, default=2)
    ap.add_argument("--games", type=int, default=20)
    ap.add_argument("--decks", nargs=2, default=["red-aggro", "green-midrange"])
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--max-turns", type=int, default=200)
    ap.add_argument("--address", default=None, help="a Ray cluster to join (default: start a local one)")
    a = ap.parse_args(argv)
    print(json.dumps(run(a.workers, a.games, a.decks, a.seed, a.max_turns, a.address), indent=2))


if __name__ == "__main__":
    main()
