"""Observation arrays and spaces shared by the environments.

Every observation is a dict of fixed-shape numpy arrays seen by one player ("my" is the
viewer, "opp" the first opponent: the next player in turn order); ``int32`` everywhere
except ``action_mask`` (``int8``). Games have 2 to 6 players; the layout's
``opponents`` rows (by default the game's opponents: 1 in a two-player game, so the
two-player shapes are unchanged) hold the opponents in turn order from the viewer, a
player who left the game keeping their row, rows past the game's opponents zero
(``opponents[:, present]`` is the mask):

``game`` (``GAME_FIELDS``)
    turn, step (0 untap … 12 cleanup), whether the viewer is the active player and is
    deciding, the question (code in ``QUESTION_KINDS``) and the number it carries, the
    number of legal answers and whether it exceeded the action rows, life, library,
    hand, graveyard and battlefield sizes for the viewer and the first opponent, the
    stack's size, the viewer's mana pool (W, U, B, R, G, C), lands played this turn,
    poison and energy for both, and ``overflow`` (bits: 1 hand, 2 battlefield,
    4 graveyard, 8 stack, 16 actions: a zone had more objects than rows; never silent).
    Appended for multiplayer and Commander (no earlier field moved): ``players`` (at
    the table), ``players_in_game`` (not yet lost), ``commander_game`` (1 in a
    Commander game), ``my_commander`` (the viewer's commander's card), ``my_command_zone``
    (the viewer's objects in the command zone), ``my_commander_casts`` (casts of the
    viewer's commander from the command zone; the tax is {2} each).
``hand`` (hand rows × ``CARD_FIELDS``)
    the viewer's hand only.
``battlefield`` ((1 + opponents) × battlefield rows × ``CARD_FIELDS``)
    the viewer's permanents, then each opponent's in turn order: card (index into
    ``Matchup.card_names()`` plus one; 0 is an empty row), mana value, types (bit
    set by card type), colors (bits W U B R G), power and toughness (creatures),
    tapped, damage, summoning sick, +1/+1, -1/-1, loyalty and other counters,
    attacking, blocking, attached to (1 + row in this array flattened over players:
    the viewer's rows, then the first opponent's, …), keywords (bit set), token.
``graveyard`` ((1 + opponents) × graveyard rows)
    cards, top first, the viewer's then each opponent's in turn order.
``stack`` (stack rows × ``STACK_FIELDS``)
    top first: kind (1 spell, 2 ability), card, whether the viewer controls it, the
    source's zone reference and row, X, and (appended) the controller: 0 the viewer,
    k the viewer's k-th opponent (row k - 1 of ``opponents``).
``actions`` (action rows × ``ACTION_FIELDS``)
    one row per legal answer, in the engine's order (action ``i`` is the engine's
    ``i``-th legal answer): kind (``ANSWER_KINDS``), the object answered (zone
    reference, row, card), the target or the attacker blocked (zone reference, row),
    ability index, mana type (1 W … 6 C) or color (1 W … 5 G), a number.
``opponents`` (opponents rows × ``OPPONENT_FIELDS``)
    one row per opponent in turn order from the viewer: present (1: a player sits
    here; 0: padding), in_game (0 once they lost and left the game), active, deciding,
    life, library, hand, graveyard and battlefield sizes, poison, energy, and in a
    Commander game their commander's card, their objects in the command zone, their
    commander casts from it, and the most combat damage one of their commanders dealt
    the viewer (21 loses, CR 903.10a).
``action_mask`` (action rows)
    1 for each legal action of the viewer, 0 elsewhere (all 0 when the viewer is not
    deciding).

Zone references (``ZONE_REFS``): 0 none, 1 my hand, 2 my battlefield, 3 an opponent's
battlefield, 4 my graveyard, 5 an opponent's graveyard, 6 stack, 7 me, 8 an opponent,
9 elsewhere (not shown: a library being searched, exile), 10 the command zone (row: the
object's place in it). An opponent's battlefield or graveyard row counts over the
opponents in turn (opponent k's row r is ``k * rows + r``: in ``battlefield[1:]`` and
``graveyard[1:]`` flattened); "an opponent"'s row is their row in ``opponents``.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Dict, List, Tuple

import numpy as np
from gymnasium import spaces

from . import _core

KEYS: Tuple[str, ...] = ("game", "hand", "battlefield", "graveyard", "stack", "actions", "opponents", "action_mask")


@dataclass(frozen=True)
class Layout:
    """How many rows each zone gets (the action rows are the action space's size;
    ``opponents``: the most opponents shown, at least the game's)."""

    hand: int = _core.DEFAULT_LAYOUT[0]
    battlefield: int = _core.DEFAULT_LAYOUT[1]
    graveyard: int = _core.DEFAULT_LAYOUT[2]
    stack: int = _core.DEFAULT_LAYOUT[3]
    actions: int = _core.DEFAULT_LAYOUT[4]
    opponents: int = _core.DEFAULT_LAYOUT[5]

    def as_tuple(self) -> Tuple[int, int, int, int, int, int]:
        return (self.hand, self.battlefield, self.graveyard, self.stack, self.actions, self.opponents)

    def shapes(self) -> Dict[str, Tuple[int, ...]]:
        """Each observation array's shape."""
        cf = len(_core.CARD_FIELDS)
        seats = 1 + self.opponents
        return {
            "game": (len(_core.GAME_FIELDS),),
            "hand": (self.hand, cf),
            "battlefield": (seats, self.battlefield, cf),
            "graveyard": (seats, self.graveyard),
            "stack": (self.stack, len(_core.STACK_FIELDS)),
            "actions": (self.actions, len(_core.ACTION_FIELDS)),
            "opponents": (self.opponents, len(_core.OPPONENT_FIELDS)),
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


FORMATS = (None, "commander")


def table_args(decks, players, format) -> Tuple[List[str], bool]:
    """The decks in seat order and whether the game is a Commander game.

    ``decks``: deck names or paths, one per player (a single name seats it everywhere);
    None: the built-in decks, seated in turn (the Commander ones for
    ``format="commander"``). ``players``: 2 to 6 (default: one per deck given, else 2,
    or 4 for Commander)."""
    if format not in FORMATS:
        raise ValueError(f'format is None or "commander", not {format!r}')
    commander = format == "commander"
    if isinstance(decks, (str, bytes)) or hasattr(decks, "__fspath__"):
        decks = [decks] * (players or (4 if commander else 2))
    if decks is None:
        n = players or (4 if commander else 2)
        pool = _core.BUILTIN_COMMANDER_DECKS if commander else _core.BUILTIN_DECKS
        decks = [pool[i % len(pool)] for i in range(n)]
    decks = [str(d) for d in decks]
    if players is not None and len(decks) != players:
        raise ValueError(f"give one deck per player ({players}), not {len(decks)}")
    if not 2 <= len(decks) <= _core.MAX_PLAYERS:
        raise ValueError(f"give 2 to {_core.MAX_PLAYERS} decks (one per player), not {len(decks)}")
    return decks, commander


def table_layout(layout, players: int) -> Layout:
    """``layout``, or the default one showing the game's ``players - 1`` opponents."""
    if layout is None:
        return Layout(opponents=players - 1)
    if layout.opponents < players - 1:
        raise ValueError(f"layout.opponents is {layout.opponents}; this game has {players - 1} opponents")
    return layout


def decks_arg(decks) -> List[str]:
    """Two deck names or paths (a single name plays a mirror match)."""
    return table_args(decks, None, None)[0]
