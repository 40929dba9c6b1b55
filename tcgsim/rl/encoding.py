"""What both games' observation encoders share: the arrays' layout, the decision's context and
the options of the pending decision.

An encoder turns one player's view (and the decision they face, with the picks made on it so
far) into fixed-shape numpy arrays. It reads nothing else: no state, no hidden card. Player
axis 0 of every per-player array is the viewer, 1 the opponent.

Each array is described once by a :class:`Field` (name, shape, dtype); an encoder fills a
zeroed array per field, so what it does not write stays 0 ("nothing there").

An encoder that says it is ``incremental`` keeps, per viewer, the arrays of the last
observation it gave from a game (a :class:`Sheet`) with what each part was written from,
and rewrites only the parts whose content changed since (most steps change a zone or two);
each observation is a copy of those arrays. The same observation as one encoded from
scratch: a part is kept only when what it is encoded from is equal, compared in full.
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
_PICKED = DECISION_FEATURES.index("picked")
NO_ROWS: list[int] = []  # no option rows, no picks (never changed)
#: what a decision writes (:meth:`Encoder._decision_part`): its option rows end to end, its
#: DECISION_FEATURES (none picked yet), the column of its kind in ``globals`` (None: none)
DecisionPart = tuple[list[int], tuple[float, ...], int | None]
#: the part of a seat not deciding: no rows, every feature 0, no kind
NO_DECISION: DecisionPart = (NO_ROWS, (0.0,) * len(DECISION_FEATURES), None)
NO_GLOBALS: list[float] = []  # no board features written yet (never changed)


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


class Sheet:
    """The arrays of one observation being written, and for an incremental encoder what
    each part holds, so the next observation of the same viewer rewrites only what changed.

    ``parts`` maps a part's name (a zone, a player's board...) to what it was written from,
    as the encoder chooses to record it; ``ids`` is the card numbering it was written with
    (another numbering: everything is written again). ``decision`` is the decision's part
    written (:data:`DecisionPart`, made once per decision: None, nothing written yet),
    ``rows`` how many ints of option rows ``options`` holds, ``picked`` the options marked
    picked there; ``moment`` the position of the ``game`` the board was written from (see
    :meth:`Encoder.observe`); ``board_globals`` the board's features in ``globals`` (its
    first columns, the list they were written from) and ``kind`` the column of the decision
    kind set there (None: none), so that each is written only when it changes."""

    __slots__ = ("arrays", "board_globals", "decision", "game", "ids", "kind", "moment",
                 "parts", "picked", "rows")

    def __init__(self, arrays: Obs) -> None:
        self.arrays = arrays
        self.parts: dict[str, Any] = {}
        self.ids: object = None
        self.moment: object = None
        self.game: object = None
        self.board_globals: list[float] = NO_GLOBALS
        self.kind: int | None = None
        self.decision: DecisionPart | None = None
        self.rows = 0
        self.picked: list[int] = NO_ROWS

    def clear(self) -> None:
        for array in self.arrays.values():
            array.fill(0)
        self.parts.clear()
        self.moment = self.game = None
        self.board_globals = NO_GLOBALS
        self.kind = None
        self.decision = None
        self.rows = 0
        self.picked = NO_ROWS


class Encoder:
    """Base of a game's encoder: ``fields`` describe the arrays, :meth:`encode` fills them.

    Subclasses set ``game``, ``kinds`` (the decision kinds named one-hot; any other counts as
    "other") and ``verbs`` (the first word of an option's data, as in ``["attack", 1]``), and
    implement :meth:`fill` (the board) and :meth:`resolve` (what an option names). One that
    sets ``incremental`` writes only what changed (see the module's docstring) and says by
    :meth:`numbering` what its parts' content is read with.
    """

    game: str
    kinds: tuple[str, ...]
    verbs: tuple[str, ...]
    global_features: tuple[str, ...]
    incremental = False

    def __init__(self, vocab: CardVocabulary, max_options: int) -> None:
        self.vocab = vocab
        self.index = vocab.index
        self.max_options = max_options
        # the last decision encoded, of which view or game, and its part (_decision_part)
        self._options_cache: tuple[Any, Any, DecisionPart] | None = None
        self.kind_names = (*self.kinds, "other")
        self.global_names = (*self.global_features, *DECISION_FEATURES,
                             *(f"kind_{k}" for k in self.kind_names))
        self.global_col = {n: i for i, n in enumerate(self.global_names)}
        self._kind_col = {k: self.global_col[f"kind_{k}"] for k in self.kinds}
        self._other_col = self.global_col["kind_other"]
        self._decision_col = self.global_col[DECISION_FEATURES[0]]
        self._verb = {v: i + 1 for i, v in enumerate(self.verbs)}
        cards = float(len(vocab) - 1)
        self.fields: tuple[Field, ...] = (
            Field("globals", (len(self.global_names),), np.float32, 1000.0),
            *self.board_fields(cards),
            Field("options", (max_options, len(OPTION_COLUMNS)), np.int32, 1e6, -1e6),
        )
        self._field_names = tuple(f.name for f in self.fields)
        # zeroed arrays, never handed out: each observation's copied from them (one call in C
        # per array, where np.zeros converts its type and shape at every call)
        self._blanks: tuple[np.ndarray, ...] = tuple(np.zeros(f.shape, f.dtype) for f in self.fields)
        self._sheets: dict[int, tuple[Sheet, list[np.ndarray]]] = {}  # per seat

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

    def fill(self, sheet: Sheet, seen: Any, g: list[float]) -> None:
        """Write the board of ``seen`` into ``sheet.arrays`` and its global features into
        ``g`` (a list of ``global_features``' length, all 0.0: the first columns of
        ``globals``). The arrays are zeroed, unless the encoder is incremental: then they
        hold what ``sheet.parts`` says was written."""
        raise NotImplementedError

    def resolve(self, seen: Any, label: str, x: Any) -> tuple[int, int, bool]:
        """(card index, board position + 1) an option names by its label and the int ``x`` of
        its data, (0, 0) when it names neither (then ``x`` is a plain number); and whether
        that is read from nothing that changes during a game (the label alone, the viewer's
        own cards), so that the same label and data always give the same."""
        raise NotImplementedError

    def numbering(self, seen: Any) -> object:
        """An incremental encoder's card numbering of ``seen``: parts written for the same
        viewer with the same numbering (the same object) are compared and kept."""
        raise NotImplementedError

    # -- the observation -----------------------------------------------------------------
    def space(self) -> spaces.Dict:
        return spaces.Dict({f.name: f.space() for f in self.fields})

    def empty(self) -> Obs:
        return dict(zip(self._field_names, map(np.ndarray.copy, self._blanks), strict=True))

    def encode(self, view: dict[str, Any], decision: Decision | None,
               picks: Picks | None) -> Obs:
        """The arrays of ``view``; the options and decision context when the viewer decides
        (``picks`` on ``decision``). Always encoded from scratch."""
        sheet = Sheet(self.empty())
        self._encode(sheet, self.seen(view), view, decision, picks)
        return sheet.arrays

    def observe(self, game: Any, seat: int, decision: Decision | None, picks: Picks | None,
                view: Callable[[int], dict[str, Any]] | None = None,
                moment: object = None) -> Obs:
        """What :meth:`encode` gives for ``game.view(seat)``, the same arrays, read from what
        the game shows ``seat`` (:meth:`seen_in`; ``view``: where to get a seat's view if
        it needs one, by default ``game.view``). An incremental encoder writes only what
        changed since the last observation of ``seat`` it gave; ``moment``, if given, names
        the game's position (the same object only while the game has not changed since,
        as between the picks of one answer): then the board is not read again."""
        if not self.incremental:
            sheet = Sheet(self.empty())
            self._encode(sheet, self.seen_in(game, seat, view or game.view), game, decision,
                         picks)
            return sheet.arrays
        kept = self._sheets.get(seat)
        if kept is None:
            arrays = self.empty()
            kept = self._sheets[seat] = (Sheet(arrays), list(arrays.values()))
        sheet, order = kept
        if moment is not None and moment is sheet.moment and game is sheet.game and \
                self._rows_kept(decision, picks, game):
            # the same position: the board as written, only the decision's part again
            self._decision(sheet, decision if picks is not None else None, picks, None, game)
        else:
            seen = self.seen_in(game, seat, view or game.view)
            ids = self.numbering(seen)
            if sheet.ids is not ids:
                sheet.clear()
                sheet.ids = ids
            try:
                self._encode(sheet, seen, game, decision, picks)
            except BaseException:  # written in part: start again from scratch next time
                sheet.clear()
                sheet.ids = None
                raise
            sheet.moment, sheet.game = moment, game
        # the caller's own copy: the sheet's arrays are written again at the next step
        return dict(zip(self._field_names, map(np.ndarray.copy, order), strict=True))

    def _rows_kept(self, d: Decision | None, picks: Picks | None, source: object) -> bool:
        """Whether the option rows of ``d`` need nothing read (none asked, or kept)."""
        if d is None or picks is None or not picks.n:
            return True
        cached = self._options_cache
        return cached is not None and cached[0] is d and cached[1] is source

    def _encode(self, sheet: Sheet, seen: Any, source: object, decision: Decision | None,
                picks: Picks | None) -> None:
        """Rows and zones are gathered in Python lists and packed straight into the arrays'
        memory, one :func:`put_ints` / :func:`put_floats` each (this runs at every step of
        an environment: numpy's own conversion of a list costs several times more).
        ``source`` (the view or the game) names the state for the option rows' cache."""
        g = [0.0] * self._decision_col
        self.fill(sheet, seen, g)
        if g != sheet.board_globals:  # the board's features, where they changed
            FLOATS[len(g)](sheet.arrays["globals"], 0, *g)
            sheet.board_globals = g
        self._decision(sheet, decision if picks is not None else None, picks, seen, source)

    def card(self, ref: Ref) -> int:
        return self.index.get(ref["card"], UNKNOWN)

    def cards(self, refs: list[Ref]) -> list[int]:
        index = self.index
        return [index.get(r["card"], UNKNOWN) for r in refs]

    def _decision(self, sheet: Sheet, d: Decision | None, picks: Picks | None, seen: Any,
                  source: object) -> None:
        """Write the decision's part of ``globals`` (its context, its kind's column) and its
        option rows where the sheet holds another decision's (a new decision at nearly every
        step), then the picks made on it where they differ from those the sheet marks."""
        if d is None or picks is None:
            part, picked = NO_DECISION, NO_ROWS
        else:
            cached = self._options_cache
            if cached is None or cached[0] is not d or cached[1] is not source:
                cached = self._options_cache = (d, source, self._decision_part(d, picks.n, seen))
            part, picked = cached[2], picks.picked
        glob = sheet.arrays["globals"]
        if part is not sheet.decision:
            rows, features, kind = part
            FLOATS[len(DECISION_FEATURES)](glob, 4 * self._decision_col, *features)
            if kind != sheet.kind:  # one column of the decision kinds is 1, the others 0
                if sheet.kind is not None:
                    FLOATS[1](glob, 4 * sheet.kind, 0.0)
                if kind is not None:
                    FLOATS[1](glob, 4 * kind, 1.0)
                sheet.kind = kind
            opt = sheet.arrays["options"]
            INTS[len(rows)](opt, 0, *rows)
            if sheet.rows > len(rows):  # fewer rows than before: clear the rest
                ZEROS[sheet.rows - len(rows)](opt, 4 * len(rows))
            sheet.rows = len(rows)
            sheet.decision = part
            sheet.picked = NO_ROWS  # the rows just written mark none
        if picked != sheet.picked:  # a pick made on the same decision
            opt = sheet.arrays["options"]
            for i in sheet.picked:
                opt[i, 1] = 0
            for i in picked:
                opt[i, 1] = 1  # picked
            FLOATS[1](glob, 4 * (self._decision_col + _PICKED), float(len(picked)))
            sheet.picked = list(picked)

    def _decision_part(self, d: Decision, n: int, seen: Any) -> DecisionPart:
        """What a decision writes: its first ``n`` options' rows (see :meth:`_options`), its
        DECISION_FEATURES before any pick, its kind's column."""
        count = len(d.options)
        return (self._options(d, n, seen) if n else NO_ROWS,
                (1.0, d.min, d.max, count, 0, float(count > self.max_options)),
                self._kind_col.get(d.kind, self._other_col))

    def _options(self, d: Decision, n: int, seen: Any) -> list[int]:
        """The rows of ``options`` for ``d``'s first ``n`` options, end to end. The same
        decision asked again of the same view or game (the picks of one answer) reuses
        them; so does an option that a decision before offered, where its row can only be
        the same (:meth:`option_memo`)."""
        memo = self.option_memo(seen)
        out: list[int] = []
        if memo is None:
            for label, data in d.options[:n]:
                out += self._option_row(seen, label, data)[0]
            return out
        for label, data in d.options[:n]:
            t = type(data)
            # the key: the label, the data and the type of each of its values (1 == True)
            key = (label, t, *map(type, data), *data) if t is list else (label, t, data)
            try:
                row = memo.get(key)
            except TypeError:  # data the key cannot hold (a dict in a list...): not kept
                row = self._option_row(seen, label, data)[0]
            else:
                if row is None:
                    row, static = self._option_row(seen, label, data)
                    if static:
                        memo[key] = row
            out += row
        return out

    def option_memo(self, seen: Any) -> dict[Any, tuple[int, ...]] | None:
        """Where to keep the rows of options that name nothing in ``seen`` that can change
        (:meth:`resolve` says which), for the decisions after; None: keep none. By
        default none."""
        return None

    def _option_row(self, seen: Any, label: str, data: Any) -> tuple[tuple[int, ...], bool]:
        """An option's row of ``options``, and whether it is the same in every position of
        the game where the encoder's memo is kept (see :meth:`resolve`)."""
        x = data
        verb = 0
        t = type(data)
        if t is list:
            kind = 4
            if data and type(data[0]) is str:
                verb = self._verb.get(data[0], len(self.verbs) + 1)
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
        card, slot, static = self.resolve(seen, label,
                                          x if type(x) is int and t is not bool else None)
        number = x if not card and not slot and type(x) is int else 0
        return (1, 0, card, slot, verb, kind, number), static


class _Packers(dict[int, Callable[..., None]]):
    """``struct.pack_into`` of ``n`` values of one format, compiled once per ``n``: given a
    format string, struct looks its compiled form up at every call, and the string is made
    anew (together about half the cost of writing a short row)."""

    def __init__(self, code: str, size: int = 1) -> None:
        super().__init__()
        self.code = code
        self.size = size  # how many of ``code`` one value takes

    def __missing__(self, n: int) -> Callable[..., None]:
        packer = self[n] = struct.Struct(f"{n * self.size}{self.code}").pack_into
        return packer


#: the packers of ``n`` int32 values, float32 values and 4-byte zeros, by ``n``: called
#: directly where a row is written at every step (a call of put_ints fewer)
INTS = _Packers("i")
FLOATS = _Packers("f")
ZEROS = _Packers("x", 4)


def put_ints(array: np.ndarray, at: int, values: list[int]) -> None:
    """Write ``values`` into the int32 ``array`` from its flat position ``at`` on, packed
    straight into its memory (a fifth of the cost of a slice assignment from an array)."""
    INTS[len(values)](array, 4 * at, *values)


def put_zeros(array: np.ndarray, at: int, n: int) -> None:
    """Write ``n`` zeros into the 4-byte ``array`` from its flat position ``at`` on."""
    ZEROS[n](array, 4 * at)


def put_floats(array: np.ndarray, at: int, values: list[float]) -> None:
    """Write ``values`` into the float32 ``array`` from its flat position ``at`` on (see
    :func:`put_ints`)."""
    FLOATS[len(values)](array, 4 * at, *values)


def bracketed_id(label: str) -> str | None:
    """The card id a label names in brackets, as in "少年悟空 [BP02-001]"."""
    end = label.rfind("]")
    if end < 0:
        return None
    start = label.rfind("[", 0, end)
    return label[start + 1:end] if start >= 0 else None


CardName = Callable[[str], str]
