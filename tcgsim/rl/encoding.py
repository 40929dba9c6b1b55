"""What both games' observation encoders share: the arrays' layout, the decision's context and
the options of the pending decision.

An encoder turns one player's view (and the decision they face, with the picks made on it so
far) into fixed-shape numpy arrays. It reads nothing else: no state, no hidden card. Player
axis 0 of every per-player array is the viewer, 1 the opponent.

Each array is described once by a :class:`Field` (name, shape, dtype); an encoder fills a
zeroed array per field, so what it does not write stays 0 ("nothing there").
"""

from __future__ import annotations

import struct
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

#: the columns of ``options`` (int32, one row per option of the pending decision):
#: present 1; picked 1 once picked; card: the card index the option names (0: none);
#: slot: 1 + the board position it names (0: none); verb: 1 + the index of the first word of
#: its data in the game's ``verbs`` (len(verbs) + 1: another word; 0: no word); data: the
#: kind of its data (DATA_KINDS); number: the int in its data when it names no card or
#: position (a count, an attack's index, a bool as 0/1)
OPTION_COLUMNS = ("present", "picked", "card", "slot", "verb", "data", "number")
DATA_KINDS = ("none", "bool", "int", "str", "list", "other")
#: the decision's context at the end of each game's global features
DECISION_FEATURES = ("deciding", "min", "max", "options", "picked", "truncated")


@dataclass(frozen=True)
class Field:
    """One array of the observation: ``high`` bounds its values (cards: the vocabulary)."""

    name: str
    shape: tuple[int, ...]
    dtype: type
    high: float
    low: float | None = None  # default: 0 for ints (card indices), -high for floats

    def space(self) -> spaces.Box:
        low = self.low if self.low is not None else 0.0 if self.dtype is np.int32 else -self.high
        return spaces.Box(low, self.high, self.shape, self.dtype)


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
        self._options_cache: tuple[Any, Any, list[int]] | None = None
        self.kind_names = (*self.kinds, "other")
        self.global_names = (*self.global_features, *DECISION_FEATURES,
                             *(f"kind_{k}" for k in self.kind_names))
        self.global_col = {n: i for i, n in enumerate(self.global_names)}
        self._kind_col = {k: self.global_col[f"kind_{k}"] for k in self.kinds}
        self._verb = {v: i + 1 for i, v in enumerate(self.verbs)}
        cards = float(len(vocab) - 1)
        self.fields: tuple[Field, ...] = (
            Field("globals", (len(self.global_names),), np.float32, 1000.0),
            *self.board_fields(cards),
            Field("options", (max_options, len(OPTION_COLUMNS)), np.int32, 1e6, -1e6),
        )
        # numpy dtypes made once: np.zeros given a type converts it at every call
        self._blanks = tuple((f.name, f.shape, np.dtype(f.dtype)) for f in self.fields)

    # -- what a game describes -----------------------------------------------------------
    def board_fields(self, cards: float) -> tuple[Field, ...]:
        raise NotImplementedError

    def seen(self, view: dict[str, Any]) -> Any:
        """What :meth:`fill` and :meth:`resolve` read of ``view`` (by default the view
        itself; a game may read a leaner form of the same content)."""
        return view

    def seen_in(self, game: Any, seat: int, view: Callable[[int], dict[str, Any]]) -> Any:
        """What :meth:`seen` gives for ``seat``'s view of ``game`` (``view(seat)``, by
        default), taken from the game without building the view where the game offers a
        leaner way to what it shows."""
        return self.seen(view(seat))

    def fill(self, obs: Obs, seen: Any, g: list[float]) -> None:
        """Write the board of ``seen`` into ``obs`` and its global features into ``g`` (a
        list the length of ``globals``, all 0.0)."""
        raise NotImplementedError

    def resolve(self, seen: Any, label: str, x: Any) -> tuple[int, int]:
        """(card index, board position + 1) an option names by its label and the int ``x`` of
        its data; (0, 0) when it names neither (then ``x`` is a plain number)."""
        raise NotImplementedError

    # -- the observation -----------------------------------------------------------------
    def space(self) -> spaces.Dict:
        return spaces.Dict({f.name: f.space() for f in self.fields})

    def empty(self) -> Obs:
        return {name: np.zeros(shape, dtype) for name, shape, dtype in self._blanks}

    def encode(self, view: dict[str, Any], decision: Decision | None,
               picks: Picks | None) -> Obs:
        """The arrays of ``view``; the options and decision context when the viewer decides
        (``picks`` on ``decision``)."""
        return self._encode(self.seen(view), view, decision, picks)

    def observe(self, game: Any, seat: int, decision: Decision | None, picks: Picks | None,
                view: Callable[[int], dict[str, Any]] | None = None) -> Obs:
        """What :meth:`encode` gives for ``game.view(seat)``, the same arrays, read from what
        the game shows ``seat`` (:meth:`seen_in`; ``view``: where to get a seat's view if
        it needs one, by default ``game.view``)."""
        seen = self.seen_in(game, seat, view or game.view)
        return self._encode(seen, game, decision, picks)

    def _encode(self, seen: Any, source: object, decision: Decision | None,
                picks: Picks | None) -> Obs:
        """Rows and zones are gathered in Python lists and packed straight into the arrays'
        memory, one :func:`put_ints` / :func:`put_floats` each (this runs at every step of
        an environment: numpy's own conversion of a list costs several times more).
        ``source`` (the view or the game) names the state for the option rows' cache."""
        obs = self.empty()
        g = [0.0] * len(self.global_names)
        self.fill(obs, seen, g)
        if decision is not None and picks is not None:
            self._decision(obs, g, decision, picks, seen, source)
        put_floats(obs["globals"], 0, g)
        return obs

    def card(self, ref: Ref) -> int:
        return self.index.get(ref["card"], UNKNOWN)

    def cards(self, refs: list[Ref]) -> list[int]:
        index = self.index
        return [index.get(r["card"], UNKNOWN) for r in refs]

    def _decision(self, obs: Obs, g: list[float], d: Decision, picks: Picks, seen: Any,
                  source: object) -> None:
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
        if cached is not None and cached[0] is d and cached[1] is source:
            rows = cached[2]
        else:
            rows = self._options(d, n, seen)
            self._options_cache = (d, source, rows)
        opt = obs["options"]
        put_ints(opt, 0, rows)
        for i in picks.picked:
            opt[i, 1] = 1  # picked

    def _options(self, d: Decision, n: int, seen: Any) -> list[int]:
        """The rows of ``options`` for ``d``'s first ``n`` options, end to end. The same
        decision asked again of the same view or game (the picks of one answer) reuses
        them."""
        verbs, other_verb = self._verb, len(self.verbs) + 1
        resolve = self.resolve
        out: list[int] = []
        for label, data in d.options[:n]:
            x = data
            verb = 0
            t = type(data)
            if t is list:
                kind = 4
                if data and type(data[0]) is str:
                    verb = verbs.get(data[0], other_verb)
                x = data[1] if len(data) > 1 else None
            elif data is None:
                kind = 0
            elif t is bool:
                kind, x = 1, int(data)
            elif t is int:
                kind = 2
            elif t is str:
                kind = 3
            else:
                kind = 5
            card, slot = resolve(seen, label, x if type(x) is int and t is not bool else None)
            number = x if not card and not slot and type(x) is int else 0
            out += (1, 0, card, slot, verb, kind, number)
        return out


def put_ints(array: np.ndarray, at: int, values: list[int]) -> None:
    """Write ``values`` into the int32 ``array`` from its flat position ``at`` on, packed
    straight into its memory (a fifth of the cost of a slice assignment from an array)."""
    # an ndarray is a writable buffer; numpy's stubs say so only from Python 3.12 on
    struct.pack_into(f"{len(values)}i", array, 4 * at, *values)  # type: ignore[arg-type]


def put_floats(array: np.ndarray, at: int, values: list[float]) -> None:
    """Write ``values`` into the float32 ``array`` from its flat position ``at`` on (see
    :func:`put_ints`)."""
    struct.pack_into(f"{len(values)}f", array, 4 * at, *values)  # type: ignore[arg-type]


def bracketed_id(label: str) -> str | None:
    """The card id a label names in brackets, as in "少年悟空 [BP02-001]"."""
    end = label.rfind("]")
    if end < 0:
        return None
    start = label.rfind("[", 0, end)
    return label[start + 1:end] if start >= 0 else None


CardName = Callable[[str], str]
