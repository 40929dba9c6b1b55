"""What both games' observation encoders share: the arrays' layout, the decision's context and
the options of the pending decision.

An encoder turns one player's view (and the decision they face, with the picks made on it so
far) into fixed-shape numpy arrays. It reads nothing else: no state, no hidden card. Player
axis 0 of every per-player array is the viewer, 1 the opponent.

Each array is described once by a :class:`Field` (name, shape, dtype); an encoder fills a
zeroed array per field, so what it does not write stays 0 ("nothing there").
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

import numpy as np
from gymnasium import spaces

from tcgsim.core.decision import Decision
from tcgsim.rl.picks import Picks
from tcgsim.rl.vocab import UNKNOWN, CardVocabulary

Obs = dict[str, np.ndarray]
#: a view's card reference: {"id": card number, "card": card id, "name": card name}
Ref = dict[str, Any]

#: option features shared by both games (then one per verb, the game's own)
OPTION_FEATURES = (
    "present", "picked", "is_card", "is_slot", "number",
    "data_none", "data_bool", "data_int", "data_str", "data_list", "bool_value",
)
#: the decision's context at the end of each game's global features
DECISION_FEATURES = ("deciding", "min", "max", "options", "picked", "truncated")


@dataclass(frozen=True)
class Field:
    """One array of the observation: ``high`` bounds its values (cards: the vocabulary)."""

    name: str
    shape: tuple[int, ...]
    dtype: type
    high: float

    def space(self) -> spaces.Box:
        low = 0.0 if self.dtype is np.int32 else -self.high
        return spaces.Box(low, self.high, self.shape, self.dtype)


def names(*groups: tuple[str, ...]) -> tuple[str, ...]:
    return tuple(n for g in groups for n in g)


class Encoder:
    """Base of a game's encoder: ``fields`` describe the arrays, :meth:`encode` fills them.

    Subclasses set ``game``, ``kinds`` (the decision kinds named one-hot; any other counts as
    "other") and ``verbs`` (the first word of an option's data, as in ``["attack", 1]``), and
    implement :meth:`fill` (the board) and :meth:`resolve` (what an option names).
    """

    game: str
    kinds: tuple[str, ...]
    verbs: tuple[str, ...]
    global_features: tuple[str, ...]

    def __init__(self, vocab: CardVocabulary, max_options: int) -> None:
        self.vocab = vocab
        self.index = vocab.index
        self.max_options = max_options
        # the option rows of the last decision encoded (see _options)
        self._options_cache: tuple[Any, Any, Any] | None = None
        self.kind_names = (*self.kinds, "other")
        self.option_names = names(OPTION_FEATURES, tuple(f"verb_{v}" for v in self.verbs),
                                  ("verb_other",))
        self.option_col = {n: i for i, n in enumerate(self.option_names)}
        self.global_names = names(self.global_features, DECISION_FEATURES,
                                  tuple(f"kind_{k}" for k in self.kind_names))
        self.global_col = {n: i for i, n in enumerate(self.global_names)}
        self._kind_col = {k: self.global_col[f"kind_{k}"] for k in self.kinds}
        self._verb_col = {v: self.option_col[f"verb_{v}"] for v in self.verbs}
        cards = float(len(vocab) - 1)
        self.fields: tuple[Field, ...] = (
            Field("globals", (len(self.global_names),), np.float32, 1000.0),
            *self.board_fields(cards),
            Field("option_cards", (max_options,), np.int32, cards),
            Field("option_slots", (max_options,), np.int32, float(self.slot_positions())),
            Field("options", (max_options, len(self.option_names)), np.float32, 1000.0),
        )

    # -- what a game describes -----------------------------------------------------------
    def board_fields(self, cards: float) -> tuple[Field, ...]:
        raise NotImplementedError

    def slot_positions(self) -> int:
        """How many board positions an option may name (``option_slots``: 1 + a position)."""
        raise NotImplementedError

    def fill(self, obs: Obs, view: dict[str, Any], g: list[float]) -> None:
        """Write the board of ``view`` into ``obs`` and its global features into ``g`` (a
        list the length of ``globals``, all 0.0)."""
        raise NotImplementedError

    def resolve(self, view: dict[str, Any], label: str, x: Any) -> tuple[int, int]:
        """(card index, board position + 1) an option names by its label and the int ``x`` of
        its data; (0, 0) when it names neither (then ``x`` is a plain number)."""
        raise NotImplementedError

    # -- the observation -----------------------------------------------------------------
    def space(self) -> spaces.Dict:
        return spaces.Dict({f.name: f.space() for f in self.fields})

    def empty(self) -> Obs:
        return {f.name: np.zeros(f.shape, f.dtype) for f in self.fields}

    def encode(self, view: dict[str, Any], decision: Decision | None,
               picks: Picks | None) -> Obs:
        """The arrays of ``view``; the options and decision context when the viewer decides
        (``picks`` on ``decision``).

        Written row by row from Python lists: one numpy assignment per row or zone costs far
        less than one per number (this runs at every step of an environment)."""
        obs = self.empty()
        g = [0.0] * len(self.global_names)
        self.fill(obs, view, g)
        if decision is not None and picks is not None:
            self._decision(obs, g, decision, picks, view)
        obs["globals"][:] = g
        return obs

    def card(self, ref: Ref) -> int:
        return self.index.get(ref["card"], UNKNOWN)

    def cards(self, refs: list[Ref]) -> list[int]:
        index = self.index
        return [index.get(r["card"], UNKNOWN) for r in refs]

    def _decision(self, obs: Obs, g: list[float], d: Decision, picks: Picks,
                  view: dict[str, Any]) -> None:
        col = self.global_col
        g[col["deciding"]] = 1.0
        g[col["min"]] = d.min
        g[col["max"]] = d.max
        g[col["options"]] = len(d.options)
        g[col["picked"]] = len(picks.picked)
        g[col["truncated"]] = float(len(d.options) > self.max_options)
        g[self._kind_col.get(d.kind, col["kind_other"])] = 1.0
        n = picks.n
        if not n:
            return
        cached = self._options_cache
        if cached is not None and cached[0] is d and cached[1] is view:
            rows, ocards, oslots = cached[2]
        else:
            rows, ocards, oslots = self._options(d, n, view)
            self._options_cache = (d, view, (rows, ocards, oslots))
        opt = obs["options"]
        opt[:n] = rows
        for i in picks.picked:
            opt[i, 1] = 1.0  # picked
        obs["option_cards"][:n] = ocards
        obs["option_slots"][:n] = oslots

    def _options(self, d: Decision, n: int, view: dict[str, Any]
                 ) -> tuple[list[list[float]], list[int], list[int]]:
        """The option rows of ``d``'s first ``n`` options, their cards and positions. The same
        decision asked again with the same view (the picks of one answer) reuses them."""
        oc = self.option_col
        verb_col, other_verb = self._verb_col, oc["verb_other"]
        data_list, data_none, data_bool = oc["data_list"], oc["data_none"], oc["data_bool"]
        data_int, data_str, bool_value = oc["data_int"], oc["data_str"], oc["bool_value"]
        is_card, is_slot, number = oc["is_card"], oc["is_slot"], oc["number"]
        width = len(self.option_names)
        resolve = self.resolve
        rows: list[list[float]] = []
        ocards: list[int] = []
        oslots: list[int] = []
        for label, data in d.options[:n]:
            row = [0.0] * width
            row[0] = 1.0  # present
            x = data
            t = type(data)
            if t is list:
                row[data_list] = 1.0
                if data and type(data[0]) is str:
                    row[verb_col.get(data[0], other_verb)] = 1.0
                x = data[1] if len(data) > 1 else None
            elif data is None:
                row[data_none] = 1.0
            elif t is bool:
                row[data_bool] = 1.0
                row[bool_value] = float(data)
            elif t is int:
                row[data_int] = 1.0
            elif t is str:
                row[data_str] = 1.0
            card, slot = resolve(view, label, x if type(x) is int else None)
            if card:
                row[is_card] = 1.0
            if slot:
                row[is_slot] = 1.0
            if not card and not slot and type(x) is int:
                row[number] = x
            rows.append(row)
            ocards.append(card)
            oslots.append(slot)
        return rows, ocards, oslots


def bracketed_id(label: str) -> str | None:
    """The card id a label names in brackets, as in "少年悟空 [BP02-001]"."""
    end = label.rfind("]")
    if end < 0:
        return None
    start = label.rfind("[", 0, end)
    return label[start + 1:end] if start >= 0 else None


CardName = Callable[[str], str]
