"""Observation arrays and spaces shared by the environments.

Every observation is a dict of fixed-shape numpy arrays seen by one player ("my" is the
viewer, "opp" the opponent); ``int32`` everywhere except ``action_mask`` (``int8``):

``game`` (``GAME_FIELDS``)
    turn, step (0 untap … 12 cleanup), whether the viewer is the active player and is
    deciding, the question (code in ``QUESTION_KINDS``) and the number it carries, the
    number of legal answers and whether it exceeded the action rows, life, library,
    hand, graveyard and battlefield sizes for both players, the stack's size, the
    viewer's mana pool (W, U, B, R, G, C), lands played this turn, poison and energy
    for both, and ``overflow`` (bits: 1 hand, 2 battlefield, 4 graveyard, 8 stack,
    16 actions: a zone had more objects than rows; never silent).
``hand`` (hand rows × ``CARD_FIELDS``)
    the viewer's hand only.
``battlefield`` (2 × battlefield rows × ``CARD_FIELDS``)
    the viewer's permanents, then the opponent's: card (index into
    ``Matchup.card_names()`` plus one; 0 is an empty row), mana value, types (bit
    set by card type), colors (bits W U B R G), power and toughness (creatures),
    tapped, damage, summoning sick, +1/+1, -1/-1, loyalty and other counters,
    attacking, blocking, attached to (1 + row, the opponent's rows after the
    viewer's), keywords (bit set), token.
``graveyard`` (2 × graveyard rows)
    cards, top first, the viewer's then the opponent's.
``stack`` (stack rows × ``STACK_FIELDS``)
    top first: kind (1 spell, 2 ability), card, whether the viewer controls it, the
    source's zone reference and row, X.
``actions`` (action rows × ``ACTION_FIELDS``)
    one row per legal answer, in the engine's order (action ``i`` is the engine's
    ``i``-th legal answer): kind (``ANSWER_KINDS``), the object answered (zone
    reference, row, card), the target or the attacker blocked (zone reference, row),
    ability index, mana type (1 W … 6 C) or color (1 W … 5 G), a number.
``action_mask`` (action rows)
    1 for each legal action of the viewer, 0 elsewhere (all 0 when the viewer is not
    deciding).

Zone references (``ZONE_REFS``): 0 none, 1 my hand, 2 my battlefield, 3 opponent's
battlefield, 4 my graveyard, 5 opponent's graveyard, 6 stack, 7 me, 8 opponent,
9 elsewhere (not shown: a library being searched, exile).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Dict, List, Tuple

import numpy as np
from gymnasium import spaces

from . import _core

KEYS: Tuple[str, ...] = ("game", "hand", "battlefield", "graveyard", "stack", "actions", "action_mask")


@dataclass(frozen=True)
class Layout:
    """How many rows each zone gets (the action rows are the action space's size)."""

    hand: int = _core.DEFAULT_LAYOUT[0]
    battlefield: int = _core.DEFAULT_LAYOUT[1]
    graveyard: int = _core.DEFAULT_LAYOUT[2]
    stack: int = _core.DEFAULT_LAYOUT[3]
    actions: int = _core.DEFAULT_LAYOUT[4]

    def as_tuple(self) -> Tuple[int, int, int, int, int]:
        return (self.hand, self.battlefield, self.graveyard, self.stack, self.actions)

    def shapes(self) -> Dict[str, Tuple[int, ...]]:
        """Each observation array's shape."""
        cf = len(_core.CARD_FIELDS)
        return {
            "game": (len(_core.GAME_FIELDS),),
            "hand": (self.hand, cf),
            "battlefield": (2, self.battlefield, cf),
            "graveyard": (2, self.graveyard),
            "stack": (self.stack, len(_core.STACK_FIELDS)),
            "actions": (self.actions, len(_core.ACTION_FIELDS)),
            "action_mask": (self.actions,),
        }


def dtype(key: str) -> type:
    return np.int8 if key == "action_mask" else np.int32


def observation_space(layout: Layout) -> spaces.Dict:
    """The ``gymnasium.spaces.Dict`` of one observation."""
    lo, hi = np.iinfo(np.int32).min, np.iinfo(np.int32).max
    out = {}
    for key, shape in layout.shapes().items():
        if key == "action_mask":
            out[key] = spaces.Box(0, 1, shape=shape, dtype=np.int8)
        else:
            out[key] = spaces.Box(lo, hi, shape=shape, dtype=np.int32)
    return spaces.Dict(out)


def buffers(layout: Layout, n: int = 0) -> Dict[str, np.ndarray]:
    """Zeroed arrays for one observation, or ``n`` stacked observations."""
    lead = (n,) if n else ()
    return {k: np.zeros(lead + s, dtype=dtype(k)) for k, s in layout.shapes().items()}


def as_list(bufs: Dict[str, np.ndarray]) -> List[np.ndarray]:
    return [bufs[k] for k in KEYS]


def copy(bufs: Dict[str, np.ndarray]) -> Dict[str, np.ndarray]:
    return {k: bufs[k].copy() for k in KEYS}


def decks_arg(decks) -> List[str]:
    """Two deck names or paths (a single name plays a mirror match)."""
    if isinstance(decks, str):
        decks = [decks, decks]
    decks = [str(d) for d in decks]
    if len(decks) != 2:
        raise ValueError(f"give two decks, not {len(decks)}")
    return decks
