"""Types of the Rust extension (crates/py). Observations are written in place into the
eight arrays of ``manaweave._spaces.KEYS`` order: game, hand, battlefield, graveyard,
stack, actions, opponents (int32) and action_mask (int8), C-contiguous, of the layout's
sizes."""

from typing import List, Optional, Sequence, Tuple

import numpy as np

# (hand, battlefield, graveyard, stack, actions, opponents)
LayoutTuple = Tuple[int, int, int, int, int, int]

GAME_FIELDS: List[str]
CARD_FIELDS: List[str]
STACK_FIELDS: List[str]
ACTION_FIELDS: List[str]
ZONE_REFS: List[str]
OPPONENT_FIELDS: List[str]
QUESTION_KINDS: List[str]
ANSWER_KINDS: List[str]
DEFAULT_LAYOUT: LayoutTuple
BUILTIN_DECKS: List[str]
BUILTIN_COMMANDER_DECKS: List[str]
MAX_PLAYERS: int

class Matchup:
    """One deck per player, 2 to 6 (built-in names or deck list paths), compiled into one
    card table; with ``commander``, Commander decks (CR 903, checked against CR 903.5)."""

    def __init__(self, decks: Sequence[str], commander: bool = False) -> None: ...
    def players(self) -> int: ...
    def is_commander(self) -> bool: ...
    def card_names(self) -> List[str]:
        """Each card's name by index (an observation's ``card`` is the index plus one)."""
    def deck_names(self) -> List[str]: ...

class Table:
    """One game, every seat answered by the caller."""

    def __init__(self, matchup: Matchup, seed: int, max_turns: int, layout: LayoutTuple) -> None: ...
    def reset(self, seed: int) -> None: ...
    def decider(self) -> Optional[int]:
        """The seat that must answer now, or None once the game is over."""
    def step(self, action: int) -> None:
        """Answers with legal answer ``action``; ``ValueError`` if it isn't legal."""
    def observe(self, seat_: int, arrays: List[np.ndarray]) -> None: ...
    def lost(self) -> List[int]:
        """The seats that lost and left the game (CR 800.4a), in seat order."""
    def status(self) -> Tuple[str, Optional[int]]:
        """("running" | "won" | "draw" | "capped", the winning seat)."""
    def answers(self) -> List[str]:
        """The legal answers as the engine writes them, in action order."""
    def turn(self) -> int: ...
    def decisions(self) -> int: ...

class Solo:
    """One game against built-in agents ("random" or "first") at every other seat."""

    def __init__(self, matchup: Matchup, seat_: int, opponent_: str, seed: int, max_turns: int, layout: LayoutTuple) -> None: ...
    def reset(self, seed: int) -> None: ...
    def step(self, action: int, refuse: bool) -> Tuple[float, bool, bool, bool]:
        """(reward, terminated, truncated, illegal); with ``refuse`` an illegal action
        leaves the game unchanged instead of raising ``ValueError``."""
    def observe(self, arrays: List[np.ndarray]) -> None: ...
    def status(self) -> Tuple[str, Optional[int]]: ...
    def answers(self) -> List[str]: ...
    def turn(self) -> int: ...
    def decisions(self) -> int: ...

class VecSolo:
    """N games against built-in agents, stepped in Rust threads with the GIL released."""

    def __init__(self, matchup: Matchup, n: int, seat_: int, opponent_: str, threads: int, max_turns: int, layout: LayoutTuple) -> None: ...
    def __len__(self) -> int: ...
    def reset(self, seed: int, arrays: List[np.ndarray], reward: np.ndarray, terminated: np.ndarray, truncated: np.ndarray, illegal: np.ndarray) -> None: ...
    def step(self, actions: np.ndarray, arrays: List[np.ndarray], reward: np.ndarray, terminated: np.ndarray, truncated: np.ndarray, illegal: np.ndarray) -> None:
        """``actions``: int64, one per game; rewards float32, flags uint8, written in place."""
    def decisions(self) -> int:
        """Engine decisions answered by all the games so far (both seats, across resets)."""
