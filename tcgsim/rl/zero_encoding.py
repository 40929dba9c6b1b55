"""The observation of a Zero Dimension view (docs/rl.md has the layout).

The encoder reads a seat's parts (:mod:`tcgsim.rl.zero_parts`: what the seat's view shows,
as card numbers, read from the game without building the view, :func:`tcgsim.zero.views.seat_parts`);
a view gives the same parts.

Board arrays: per player (0 the viewer, 1 the opponent) the characters of the battle zone in
order, the resource zone (a face-down resource of the opponent is present and UNKNOWN; the
viewer sees their own), the event, the rest and removed zones, and the chain.
"""

from __future__ import annotations

from collections.abc import Callable
from itertools import chain, islice
from typing import Any

import numpy as np

from tcgsim.rl.encoding import Encoder, Field, Sheet, bracketed_id, put_floats, put_ints
from tcgsim.rl.vocab import UNKNOWN
from tcgsim.rl.zero_parts import (
    CODES,
    ME,
    PLAYERS,
    Kept,
    ZeroParts,
    card_codes,
    game_parts,
    view_parts,
)
from tcgsim.zero.views import Character

CHARACTERS = 12
#: the cards of a character: itself, its equipment, 4 level cards, 2 cards under it
CHARACTER_CARDS = 8
EQUIPMENT, LEVEL, UNDER = 1, 2, 6
HAND = 30
RESOURCES = 16
REST = 60
REMOVED = 30
CHAIN = 8
CHARACTER_FEATURES = (
    "present", "tapped", "damage", "level", "atk", "def", "keywords", "counters",
    "appeared_this_turn", "equipped", "equipment_tapped", "level_cards", "under",
    "attacking", "attack_target", "defending",
)
RESOURCE_FEATURES = ("present", "tapped", "facedown")
STEPS = ("setup", "untap", "start", "draw", "action", "end", "discard", "cleanup")
PLAYER_FEATURES = ("hand", "deck", "life", "resources", "untapped_resources", "battle",
                   "rest", "removed", "mulligan", "event")
GLOBAL_FEATURES = (
    "turn", "my_turn", "went_first", *(f"step_{s}" for s in STEPS), "step_other", "chain",
    "combat", "combat_life", "combat_mine",
    *(f"me_{f}" for f in PLAYER_FEATURES), *(f"opp_{f}" for f in PLAYER_FEATURES),
)
_CHAR = {n: i for i, n in enumerate(CHARACTER_FEATURES)}
_KEPT_ROWS = 4096  # characters' rows kept at most (see ZeroEncoder._rows)


class _ResourceRows(dict[tuple[Any, Any], tuple[float, float, float]]):
    """A resource's row of ``resources`` (RESOURCE_FEATURES) by (tapped, face up): a few
    rows, made once each, so a zone's rows are looked up in C."""

    def __missing__(self, key: tuple[Any, Any]) -> tuple[float, float, float]:
        row = self[key] = (1.0, float(key[0]), float(not key[1]))
        return row


_RESOURCE_ROWS = _ResourceRows()


class ZeroEncoder(Encoder):
    game = "zero"
    kinds = ("priority", "resource", "pay", "attack_target", "order", "levelup_cost", "defend",
             "target", "declare_name", "mulligan", "unique", "pick", "choose", "discard",
             "count", "may", "search", "top_or_bottom", "untap")
    verbs = ("pass", "use", "attack", "act", "auto", "char", "charge", "false_life", "levelup",
             "life", "res", "reveal", "transform")
    global_features = GLOBAL_FEATURES

    def __init__(self, *args: Any, **kwargs: Any) -> None:
        super().__init__(*args, **kwargs)
        # where each player's PLAYER_FEATURES start in globals (the viewer's, the opponent's)
        self._player_col = (self.global_col["me_hand"], self.global_col["opp_hand"])
        self._codes: Kept | None = None  # the last game's card indices (see card_codes)
        # a character's rows of battle and battle_cards by its parts and the turn, for the
        # card indices of _rows_codes (most characters stay as they are from step to step)
        self._rows: dict[tuple[Character, int], tuple[list[float], list[int]]] = {}
        self._rows_codes: object = None

    def board_fields(self, cards: float) -> tuple[Field, ...]:
        return (
            Field("hand", (HAND,), np.int32, cards),
            Field("battle_cards", (2, CHARACTERS, CHARACTER_CARDS), np.int32, cards),
            Field("battle", (2, CHARACTERS, len(CHARACTER_FEATURES)), np.float32, 100000.0),
            Field("resource_cards", (2, RESOURCES), np.int32, cards),
            Field("resources", (2, RESOURCES, len(RESOURCE_FEATURES)), np.float32, 1.0),
            Field("event", (2,), np.int32, cards),
            Field("rest", (2, REST), np.int32, cards),
            Field("removed", (2, REMOVED), np.int32, cards),
            Field("chain", (CHAIN,), np.int32, cards),
        )

    # -- what is read: a seat's parts -------------------------------------------------------
    def seen_in(self, game: Any, seat: int, view: Callable[[int], dict[str, Any]]) -> ZeroParts:
        kept = self._codes = card_codes(game, self.index, self._codes)
        return game_parts(game, seat, kept[2])

    def seen(self, view: dict[str, Any]) -> ZeroParts:
        return view_parts(view, self.index)

    # -- the board --------------------------------------------------------------------------
    def fill(self, sheet: Sheet, seen: ZeroParts, g: list[float]) -> None:
        obs = sheet.arrays
        me, turn, current, first, step, links, combat, players, codes = seen
        code = codes.__getitem__
        col = self.global_col
        g[col["turn"]] = turn
        g[col["my_turn"]] = float(current == me)
        g[col["went_first"]] = float(first == me)
        g[col.get(f"step_{step}", col["step_other"])] = 1.0
        g[col["chain"]] = len(links)
        if links:
            put_ints(obs["chain"], 0, list(map(code, links[-CHAIN:])))
        fighting: dict[int, int] = {}
        if combat is not None:
            g[col["combat"]] = 1.0
            g[col["combat_life"]] = float(combat["target"] == "life")
            fighting[combat["attacker"]] = _CHAR["attacking"]
            for t in combat["targets"]:
                fighting[t] = _CHAR["attack_target"]
            for d in combat["defenders"]:
                fighting[d] = _CHAR["defending"]
        for axis, p in enumerate((me, 1 - me)):
            (hand, hand_count, deck_count, life_count, resources, battle, event, rest, removed,
             mulligan) = players[p]
            at = self._player_col[axis]
            if hand:
                put_ints(obs["hand"], 0, list(map(code, hand[:HAND])))
            if rest:
                put_ints(obs["rest"], axis * REST, list(map(code, rest[-REST:])))
            if removed:
                put_ints(obs["removed"], axis * REMOVED, list(map(code, removed[-REMOVED:])))
            if event is not None:
                obs["event"][axis] = code(event)
            cards, taps, ups = resources
            if cards:
                shown_rows = map(_RESOURCE_ROWS.__getitem__, zip(taps, ups, strict=True))
                put_floats(obs["resources"], axis * RESOURCES * len(RESOURCE_FEATURES),
                           list(chain.from_iterable(islice(shown_rows, RESOURCES))))
                put_ints(obs["resource_cards"], axis * RESOURCES,
                         list(map(code, cards[:RESOURCES])))
            g[at] = hand_count
            g[at + 1] = deck_count
            g[at + 2] = life_count
            g[at + 3] = len(cards)
            g[at + 4] = taps.count(False)  # untapped
            g[at + 5] = len(battle)
            g[at + 6] = len(rest)
            g[at + 7] = len(removed)
            g[at + 8] = float(bool(mulligan))
            g[at + 9] = float(event is not None)
            if not battle:
                continue
            if codes is not self._rows_codes:  # other card indices: other rows
                self._rows_codes = codes
                self._rows.clear()
            kept = self._rows
            rows: list[float] = []
            card_rows: list[int] = []
            for e in battle[:CHARACTERS]:
                got = kept.get((e, turn))
                if got is None:
                    if len(kept) >= _KEPT_ROWS:
                        kept.clear()
                    got = kept[e, turn] = (_character(e, turn), _character_cards(e, code))
                row, its_cards = got
                role = fighting.get(e[0])
                if role is not None:
                    row = [*row]
                    row[role] = 1.0
                    if role == _CHAR["attacking"]:
                        g[col["combat_mine"]] = float(axis == 0)
                rows += row
                card_rows += its_cards
            put_floats(obs["battle"], axis * CHARACTERS * len(CHARACTER_FEATURES), rows)
            put_ints(obs["battle_cards"], axis * CHARACTERS * CHARACTER_CARDS, card_rows)

    def resolve(self, seen: ZeroParts, label: str, x: Any) -> tuple[int, int, bool]:
        card = 0
        cid = bracketed_id(label)
        if cid is not None:
            card = self.index.get(cid, UNKNOWN)
        if x is not None:
            me, players, codes = seen[ME], seen[PLAYERS], seen[CODES]
            for axis, p in enumerate((me, 1 - me)):
                for i, e in enumerate(players[p][5][:CHARACTERS]):
                    if e[0] == x:
                        return card or codes[x], axis * CHARACTERS + i + 1, False
        return card, 0, x is None  # a character not in play now may be later


def _character(e: Character, turn: int) -> list[float]:
    """A character's row of ``battle`` (CHARACTER_FEATURES)."""
    _, tapped, damage, level, atk, dfn, keywords, counters, appeared, eq, lv, under = e
    return [
        1.0, float(tapped), damage, level, atk, dfn, keywords, counters,
        float(appeared == turn), float(eq is not None),
        float(eq[1]) if eq is not None else 0.0, len(lv), len(under), 0.0, 0.0, 0.0,
    ]


def _character_cards(e: Character, code: Callable[[int | None], int]) -> list[int]:
    """A character's row of ``battle_cards``: itself, its equipment, level cards, under."""
    row = [0] * CHARACTER_CARDS
    row[0] = code(e[0])
    eq, lv, under = e[9], e[10], e[11]
    if eq is not None:
        row[EQUIPMENT] = code(eq[0])
    for i, lc in enumerate(lv[: UNDER - LEVEL]):
        row[LEVEL + i] = code(lc)  # None: face down, UNKNOWN
    if under:
        got = list(map(code, under[: CHARACTER_CARDS - UNDER]))
        row[UNDER: UNDER + len(got)] = got
    return row
