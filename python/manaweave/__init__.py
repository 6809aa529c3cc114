"""Manaweave, a Magic: The Gathering rules engine, as environments for learning agents.

- ``env(decks, seed, format, players)``: PettingZoo AEC environment, 2 to 6 players
  (``format="commander"``: a Commander game, by default 4 players on the built-in
  Commander decks).
- ``gym_env(opponent, ...)``: Gymnasium environment against built-in agents.
- ``VectorEnv(n, ...)``: Gymnasium vector environment, N games stepped in Rust threads.
- ``python -m manaweave.ray_sim``: games in Ray actors (``pip install ./python[ray]``).

The observation's fields are documented in ``manaweave._spaces`` and named by
``GAME_FIELDS``, ``CARD_FIELDS``, ``STACK_FIELDS``, ``ACTION_FIELDS``,
``OPPONENT_FIELDS``, ``ZONE_REFS``,
``QUESTION_KINDS`` and ``ANSWER_KINDS``.
"""

from __future__ import annotations

from typing import Optional, Sequence

from . import _core
from ._core import (
    ACTION_FIELDS,
    ANSWER_KINDS,
    BUILTIN_COMMANDER_DECKS,
    BUILTIN_DECKS,
    CARD_FIELDS,
    MAX_PLAYERS,
    OPPONENT_FIELDS,
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
    "OPPONENT_FIELDS",
    "ZONE_REFS",
    "QUESTION_KINDS",
    "ANSWER_KINDS",
    "BUILTIN_DECKS",
    "BUILTIN_COMMANDER_DECKS",
    "MAX_PLAYERS",
]


def env(
    decks: Optional[Sequence[str]] = None,
    seed: Optional[int] = None,
    max_turns: int = 200,
    layout: Optional[Layout] = None,
    render_mode: Optional[str] = None,
    format: Optional[str] = None,
    players: Optional[int] = None,
) -> ManaweaveAEC:
    """A PettingZoo AEC environment: one deck per player (built-in deck names or deck
    list files; by default red-aggro and green-midrange in turn), 2 to 6 players;
    ``format="commander"``: a Commander game (CR 903), by default ``players=4`` on the
    built-in Commander decks."""
    return ManaweaveAEC(
        decks=decks, seed=seed, max_turns=max_turns, layout=layout, render_mode=render_mode, format=format, players=players
    )


def gym_env(
    opponent: str = "random",
    decks: Optional[Sequence[str]] = None,
    seat: int = 0,
    max_turns: int = 200,
    layout: Optional[Layout] = None,
    illegal_action: str = "refuse",
    render_mode: Optional[str] = None,
    format: Optional[str] = None,
    players: Optional[int] = None,
) -> ManaweaveGym:
    """A Gymnasium environment against built-in agents ("random" or "first" at every
    other seat; "heuristic" and "mcts" are not built yet and raise ``ValueError``);
    ``decks``, ``players`` and ``format`` as for ``env``."""
    return ManaweaveGym(
        decks=decks,
        opponent=opponent,
        seat=seat,
        max_turns=max_turns,
        layout=layout,
        illegal_action=illegal_action,
        render_mode=render_mode,
        format=format,
        players=players,
    )
