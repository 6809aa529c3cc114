"""The vector environment: N games against built-in agents, stepped in Rust threads."""

from __future__ import annotations

import os
from typing import Any, Dict, Optional, Sequence

import numpy as np
from gymnasium import spaces
from gymnasium.vector import AutoresetMode, VectorEnv as _VectorEnv
from gymnasium.vector.utils import batch_space

from . import _core
from ._spaces import KEYS, Layout, buffers, observation_space, table_args, table_layout


class VectorEnv(_VectorEnv):
    """``n`` games of ``ManaweaveGym`` as one Gymnasium vector environment (the same
    ``decks``, ``players`` and ``format``: N-player and Commander games too).

    ``step`` hands all actions to Rust, which steps the games over ``threads`` threads
    with the GIL released and writes the batched observations into numpy arrays (no
    per-game Python objects). Autoreset is Gymnasium's next-step mode: a game that ended
    on one step is reset on the next, whose action for it is ignored. After
    ``reset(seed=s)`` game ``i`` starts from seed ``s + i`` and each autoreset adds ``n``
    to its seed, so the vector's games are those of ``n`` single environments reset
    with those seeds. Illegal actions are refused, that game unchanged
    (``infos["illegal_action"]``).
    """

    metadata = {"autoreset_mode": AutoresetMode.NEXT_STEP, "render_modes": []}

    def __init__(
        self,
        n: int,
        decks: Optional[Sequence[str]] = None,
        opponent: str = "random",
        seat: int = 0,
        max_turns: int = 200,
        layout: Optional[Layout] = None,
        threads: Optional[int] = None,
        copy: bool = True,
        format: Optional[str] = None,
        players: Optional[int] = None,
    ):
        deck_list, commander = table_args(decks, players, format)
        self.layout = table_layout(layout, len(deck_list))
        self.matchup = _core.Matchup(deck_list, commander)
        self.num_envs = int(n)
        self.threads = int(threads or os.cpu_count() or 1)
        self._vec = _core.VecSolo(self.matchup, self.num_envs, seat, opponent, self.threads, max_turns, self.layout.as_tuple())
        self.single_observation_space = observation_space(self.layout)
        self.single_action_space = spaces.Discrete(self.layout.actions)
        self.observation_space = batch_space(self.single_observation_space, self.num_envs)
        self.action_space = batch_space(self.single_action_space, self.num_envs)
        self._copy = copy
        self._bufs = buffers(self.layout, self.num_envs)
        self._reward = np.zeros(self.num_envs, dtype=np.float32)
        self._terminated = np.zeros(self.num_envs, dtype=np.uint8)
        self._truncated = np.zeros(self.num_envs, dtype=np.uint8)
        self._illegal = np.zeros(self.num_envs, dtype=np.uint8)
        self._arrays = [self._bufs[k] for k in KEYS]
        self._rng = np.random.default_rng()

    def _out(self):
        obs = {k: (v.copy() if self._copy else v) for k, v in self._bufs.items()}
        info = {"action_mask": obs["action_mask"], "illegal_action": self._illegal.astype(bool)}
        return obs, info

    def reset(self, *, seed: Optional[int] = None, options: Optional[Dict[str, Any]] = None):
        if seed is None:
            seed = int(self._rng.integers(0, 2**62))
        else:
            self._rng = np.random.default_rng(seed)
        self._vec.reset(int(seed), self._arrays, self._reward, self._terminated, self._truncated, self._illegal)
        return self._out()

    def step(self, actions):
        acts = np.ascontiguousarray(actions, dtype=np.int64).reshape(self.num_envs)
        self._vec.step(acts, self._arrays, self._reward, self._terminated, self._truncated, self._illegal)
        obs, info = self._out()
        return obs, self._reward.copy(), self._terminated.astype(bool), self._truncated.astype(bool), info

    def decisions(self) -> int:
        """Engine decisions answered by all the games so far (both seats, across resets)."""
        return self._vec.decisions()
