"""The PettingZoo AEC environment: 2 to 6 players (a Commander game with
``format="commander"``), each answering their own decisions."""

from __future__ import annotations

from typing import Any, Dict, Optional, Sequence

import numpy as np
from gymnasium import spaces
from pettingzoo import AECEnv

from . import _core
from ._spaces import Layout, as_list, buffers, copy, observation_space, table_args, table_layout


class ManaweaveAEC(AECEnv):
    """A free-for-all game between ``player_0`` … ``player_{N-1}`` (seat i plays deck i;
    the starting player is chosen at random by the game's seed, CR 103.1).

    The agent selected is the one the engine asks (mulligans, priority, attacks, blocks,
    targets, payments: every decision is one step). Actions index the legal answers
    (``action_mask`` in the observation and in ``infos[agent]``). Rewards: +1 to the
    winner and -1 to every other player. A player who loses while the game goes on (CR
    800.4a: they leave it) is terminated then with -1, and steps out with ``None``
    before the next decider is selected, as PettingZoo's agents leaving do; the others
    are terminated when the game ends (truncated, reward 0, past ``max_turns``).
    ``reset(seed)`` reproduces a game bit for bit.
    """

    metadata = {"name": "manaweave_v0", "render_modes": ["ansi"], "is_parallelizable": False}

    def __init__(
        self,
        decks: Optional[Sequence[str]] = None,
        seed: Optional[int] = None,
        max_turns: int = 200,
        layout: Optional[Layout] = None,
        render_mode: Optional[str] = None,
        format: Optional[str] = None,
        players: Optional[int] = None,
    ):
        super().__init__()
        deck_list, commander = table_args(decks, players, format)
        self.layout = table_layout(layout, len(deck_list))
        self.matchup = _core.Matchup(deck_list, commander)
        self.format = format
        self.max_turns = max_turns
        self.render_mode = render_mode
        self.possible_agents = [f"player_{i}" for i in range(len(deck_list))]
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
        self._skip_agent_selection = None
        self._select()

    def _seat(self, agent: str) -> int:
        return self.possible_agents.index(agent)

    def _no_mask(self) -> np.ndarray:
        return np.zeros(self.layout.actions, dtype=np.int8)

    def _select(self) -> None:
        seat = self._table.decider()
        if seat is not None:
            self.agent_selection = self.possible_agents[seat]
        for a in self.agents:
            if self.terminations[a] or self.truncations[a]:
                continue
            if a == self.agent_selection:
                self._table.observe(seat, as_list(self._bufs))
                mask = self._bufs["action_mask"].copy()
            else:
                mask = self._no_mask()
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
        self._clear_rewards()
        self._table.step(int(action))
        state, winner = self._table.status()
        if state == "running":
            # CR 800.4a: players who lost leave the game; it goes on without them.
            for seat in self._table.lost():
                a = self.possible_agents[seat]
                if a in self.agents and not self.terminations[a]:
                    self.rewards[a] = -1.0
                    self.terminations[a] = True
                    self.infos[a] = {"action_mask": self._no_mask(), "result": "lost", "winner": None}
            self._select()
            # The players who just left step out (with None) before the next decider.
            self._deads_step_first()
        else:
            for a in self.agents:
                if self.terminations[a] or self.truncations[a]:
                    continue
                seat = self._seat(a)
                if state == "won":
                    self.rewards[a] = 1.0 if seat == winner else -1.0
                if state == "capped":
                    self.truncations[a] = True
                else:
                    self.terminations[a] = True
                self.infos[a] = {"action_mask": self._no_mask(), "result": state, "winner": winner}
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
