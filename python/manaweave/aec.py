"""The PettingZoo AEC environment: two players, each answering their own decisions."""

from __future__ import annotations

from typing import Any, Dict, Optional, Sequence

import numpy as np
from gymnasium import spaces
from pettingzoo import AECEnv

from . import _core
from ._spaces import Layout, as_list, buffers, copy, decks_arg, observation_space


class ManaweaveAEC(AECEnv):
    """A game between ``player_0`` and ``player_1`` (seat 0 plays the first deck).

    The agent selected is the one the engine asks (mulligans, priority, attacks, blocks,
    targets, payments: every decision is one step). Actions index the legal answers
    (``action_mask`` in the observation and in ``infos[agent]``). Rewards: +1 to the
    winner, -1 to the loser at the end; a game past ``max_turns`` is truncated.
    ``reset(seed)`` reproduces a game bit for bit.
    """

    metadata = {"name": "manaweave_v0", "render_modes": ["ansi"], "is_parallelizable": False}

    def __init__(
        self,
        decks: Sequence[str] = ("red-aggro", "green-midrange"),
        seed: Optional[int] = None,
        max_turns: int = 200,
        layout: Optional[Layout] = None,
        render_mode: Optional[str] = None,
    ):
        super().__init__()
        self.layout = layout or Layout()
        self.matchup = _core.Matchup(decks_arg(decks))
        self.max_turns = max_turns
        self.render_mode = render_mode
        self.possible_agents = ["player_0", "player_1"]
        self._obs_space = observation_space(self.layout)
        self._act_space = spaces.Discrete(self.layout.actions)
        self._rng = np.random.default_rng(seed)
        self._table: Optional[_core.Table] = None
        self._bufs = buffers(self.layout)
        self.game_seed: Optional[int] = None

    def observation_space(self, agent: str) -> spaces.Dict:
        return self._obs_space

    def action_space(self, agent: str) -> spaces.Discrete:
        return self._act_space

    def reset(self, seed: Optional[int] = None, options: Optional[Dict[str, Any]] = None) -> None:
        if seed is not None:
            self._rng = np.random.default_rng(seed)
            game_seed = int(seed)
        else:
            game_seed = int(self._rng.integers(0, 2**63 - 1))
        self.game_seed = game_seed
        if self._table is None:
            self._table = _core.Table(self.matchup, game_seed, self.max_turns, self.layout.as_tuple())
        else:
            self._table.reset(game_seed)
        self.agents = self.possible_agents[:]
        self.rewards = {a: 0.0 for a in self.agents}
        self._cumulative_rewards = {a: 0.0 for a in self.agents}
        self.terminations = {a: False for a in self.agents}
        self.truncations = {a: False for a in self.agents}
        self.infos = {a: {} for a in self.agents}
        self._select()

    def _seat(self, agent: str) -> int:
        return self.possible_agents.index(agent)

    def _select(self) -> None:
        seat = self._table.decider()
        if seat is not None:
            self.agent_selection = self.possible_agents[seat]
        for a in self.agents:
            if a == self.agent_selection:
                self._table.observe(seat, as_list(self._bufs))
                mask = self._bufs["action_mask"].copy()
            else:
                mask = np.zeros(self.layout.actions, dtype=np.int8)
            self.infos[a] = {"action_mask": mask}

    def observe(self, agent: str) -> Dict[str, np.ndarray]:
        self._table.observe(self._seat(agent), as_list(self._bufs))
        return copy(self._bufs)

    def step(self, action) -> None:
        agent = self.agent_selection
        if self.terminations[agent] or self.truncations[agent]:
            self._was_dead_step(action)
            return
        self._cumulative_rewards[agent] = 0.0
        self._table.step(int(action))
        state, winner = self._table.status()
        if state == "running":
            self._select()
        else:
            for a in self.agents:
                seat = self._seat(a)
                if state == "won":
                    self.rewards[a] = 1.0 if seat == winner else -1.0
                if state == "capped":
                    self.truncations[a] = True
                else:
                    self.terminations[a] = True
                self.infos[a] = {"action_mask": np.zeros(self.layout.actions, dtype=np.int8), "result": state, "winner": winner}
            # The selected agent stays; each then steps out with None (`_was_dead_step`).
        self._accumulate_rewards()

    def legal_answers(self) -> list:
        """The engine's legal answers (as text) to the pending decision, in action order."""
        return self._table.answers()

    def render(self) -> Optional[str]:
        if self.render_mode != "ansi" or self._table is None:
            return None
        state, winner = self._table.status()
        return f"turn {self._table.turn()}: {state}" + (f", player_{winner} won" if winner is not None else "") + f"; {self.agent_selection} to answer: {self.legal_answers()}"

    def close(self) -> None:
        pass
