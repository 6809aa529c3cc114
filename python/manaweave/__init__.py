"""Manaweave, a Magic: The Gathering rules engine, as environments for learning agents.

- ``env(decks, seed)``: PettingZoo AEC environment, two players.
- ``gym_env(opponent, ...)``: Gymnasium environment against a built-in agent.
- ``VectorEnv(n, ...)``: Gymnasium vector environment, N games stepped in Rust threads.
- ``python -m manaweave.ray_sim``: games in Ray actors (``pip install ./python[ray]``).

The observation's fields are documented in ``manaweave._spaces`` and named by
``GAME_FIELDS``, ``CARD_FIELDS``, ``STACK_FIELDS``, ``ACTION_FIELDS``, ``ZONE_REFS``,
``QUESTION_KINDS`` and ``ANSWER_KINDS``.
"""

from __future__ import annotations

from typing import Optional, Sequence

from . import _core
from ._core import (
    ACTION_FIELDS,
    ANSWER_KINDS,
    BUILTIN_DECKS,
    CARD_FIELDS,
    GAME_FIELDS,
    QUESTION_KINDS,
    STACK_FIELDS,
    ZONE_REFS,
    Matchup,
)
from ._spaces import Layout, observation_space
from .aec import ManaweaveAEC
from .single import ManaweaveGym
from .vector import VectorEnv

__all__ = [
    "env",
    "gym_env",
    "VectorEnv",
    "ManaweaveAEC",
    "ManaweaveGym",
    "Layout",
    "Matchup",
    "observation_space",
    "GAME_FIELDS",
    "CARD_FIELDS",
    "STACK_FIELDS",
    "ACTION_FIELDS",
    "ZONE_REFS",
    "QUESTION_KINDS",
    "ANSWER_KINDS",
    "BUILTIN_DECKS",
]


def env(
    decks: Sequence[str] = ("red-aggro", "green-midrange"),
    seed: Optional[int] = None,
    max_turns: int = 200,
    layout: Optional[Layout] = None,
    render_mode: Optional[str] = None,
) -> ManaweaveAEC:
    """A PettingZoo AEC environment: two players, built-in deck names or deck list files."""
    return ManaweaveAEC(decks=decks, seed=seed, max_turns=max_turns, layout=layout, render_mode=render_mode)


def gym_env(
    opponent: str = "random",
    decks: Sequence[str] = ("red-aggro", "green-midrange"),
    seat: int = 0,
    max_turns: int = 200,
    layout: Optional[Layout] = None,
    illegal_action: str = "refuse",
    render_mode: Optional[str] = None,
) -> ManaweaveGym:
    """A Gymnasium environment against a built-in agent ("random" or "first";
    "heuristic" and "mcts" are not built yet and raise ``ValueError``)."""
    return ManaweaveGym(
        decks=decks,
        opponent=opponent,
        seat=seat,
        max_turns=max_turns,
        layout=layout,
        illegal_action=illegal_action,
        render_mode=render_mode,
    )
