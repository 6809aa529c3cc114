"""The Gymnasium environment: one seat against built-in agents (1 to 5 of them)."""

from __future__ import annotations

from typing import Any, Dict, Optional, Sequence, Tuple

import gymnasium as gym
import numpy as np
from gymnasium import spaces

from . import _core
from ._spaces import Layout, as_list, buffers, copy, observation_space, table_args, table_layout


class ManaweaveGym(gym.Env):
    """A game where the learner holds ``seat`` (seat i plays deck i) and every other seat
    is played by a built-in agent (``"random"`` or ``"first"``) inside ``step``: two
    players by default, 2 to 6 with ``players`` or one deck per player, a Commander
    game (CR 903) with ``format="commander"`` (default decks: the built-in Commander
    ones, 4 players).

    Actions index the learner's legal answers (``obs["action_mask"]``, also
    ``info["action_mask"]``). An action outside the mask is refused with the game
    unchanged (reward 0, ``info["illegal_action"]`` True), as the engine refuses an
    illegal answer; ``illegal_action="raise"`` raises ``ValueError`` instead. Reward: +1
    for a win, -1 for a loss (the episode ends when the learner loses, even while the
    others play on); a game past ``max_turns`` is truncated.
    ``reset(seed=s)`` reproduces a game, the opponent's choices included, bit for bit.
    """

    metadata = {"render_modes": ["ansi"]}

    def __init__(
        self,
        decks: Optional[Sequence[str]] = None,
        opponent: str = "random",
        seat: int = 0,
        max_turns: int = 200,
        layout: Optional[Layout] = None,
        illegal_action: str = "refuse",
        render_mode: Optional[str] = None,
        format: Optional[str] = None,
        players: Optional[int] = None,
    ):
        if illegal_action not in ("refuse", "raise"):
            raise ValueError(f'illegal_action is "refuse" or "raise", not {illegal_action!r}')
        deck_list, commander = table_args(decks, players, format)
        self.layout = table_layout(layout, len(deck_list))
        self.matchup = _core.Matchup(deck_list, commander)
        self.observation_space = observation_space(self.layout)
        self.action_space = spaces.Discrete(self.layout.actions)
        self.render_mode = render_mode
        self._refuse = illegal_action == "refuse"
        self._solo = _core.Solo(self.matchup, seat, opponent, 0, max_turns, self.layout.as_tuple())
        self._bufs = buffers(self.layout)
        self.game_seed: Optional[int] = None

    def _observe(self) -> Tuple[Dict[str, np.ndarray], Dict[str, Any]]:
        self._solo.observe(as_list(self._bufs))
        obs = copy(self._bufs)
        return obs, {"action_mask": obs["action_mask"].copy()}

    def reset(self, *, seed: Optional[int] = None, options: Optional[Dict[str, Any]] = None):
        super().reset(seed=seed)
        self.game_seed = int(seed) if seed is not None else int(self.np_random.integers(0, 2**63 - 1))
        self._solo.reset(self.game_seed)
        return self._observe()

    def step(self, action):
        reward, terminated, truncated, illegal = self._solo.step(int(action), self._refuse)
        obs, info = self._observe()
        info["illegal_action"] = illegal
        if terminated or truncated:
            info["result"], info["winner"] = self._solo.status()
            if info["result"] == "running":
                # CR 800.4a: the learner lost and left; the others play on without it.
                info["result"] = "lost"
        return obs, float(reward), terminated, truncated, info

    def legal_answers(self) -> list:
        """The engine's legal answers (as text) to the learner's decision, in action order."""
        return self._solo.answers()

    def render(self) -> Optional[str]:
        if self.render_mode != "ansi":
            return None
        state, winner = self._solo.status()
        return f"turn {self._solo.turn()}: {state}" + (f", seat {winner} won" if winner is not None else "") + f"; answers: {self.legal_answers()}"
