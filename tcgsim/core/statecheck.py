"""Checking a game state before a game is built from it (``Game.from_json``).

A saved state is data from outside (a file, a database, another process): read as it is,
a missing key or a wrong type would surface later as a KeyError deep in a rule, and some
corruptions (an unknown card, a card number past the last card, a winner 7) would be
played. :class:`StateError` names the bad field by its path instead::

    state: missing key 'rng'
    state.turn: expected an int of 0 or more, got '3'
    state.players[1].hand[3]: expected a card number from 0 to 119, got 250
    state.defs[5]: unknown card id 'xyz'

Each game describes its state once, with the shapes below (``record``, ``list_of``,
``CARDS``, …). ``from_json`` is benchmarked (``tcgsim bench``), so a description is
compiled, when the game module is imported, into one Python function that tests the whole
state as a single expression (``Shape.fast``: no call per field; the types of a record's
fields compared as one tuple, lists of values and all card numbers tested by built-ins in
C). Only a state that fails it is walked again, shape by shape (``Shape.check``), to name
the first bad field; the fast test may let pass a bool where an int is expected (True
indexes as 1), the walk does not.

A shape's ``fast(var, c)`` is the source of an expression that is true when the value
``var`` (a name in the generated function) fits; it must be false for :data:`MISSING`,
what ``record`` reads for an absent key. ``check(v, n)`` raises :class:`_Bad` naming what
is wrong; containers add their key or index to its path on its way out. ``n`` is the
number of cards of the game: card numbers are below it.
"""

from __future__ import annotations

from array import array
from collections.abc import Callable, Container, Iterable
from functools import partial
from operator import itemgetter
from typing import Any

import orjson

_JSON_NAMES = {
    type(None): "null", bool: "bool", int: "int", float: "float", str: "str",
    list: "list", dict: "object",
}  # fmt: skip
#: What a record's fast test reads for a key that is absent: no shape accepts it.
MISSING = object()


class StateError(ValueError):
    """A state that is not a state of this game; ``path`` names the field, ``problem`` says
    what is wrong with it."""

    def __init__(self, path: str, problem: str) -> None:
        super().__init__(f"{path}: {problem}")
        self.path = path
        self.problem = problem


class _Bad(Exception):
    """A check's failure on its way out: ``parts`` collects the path, innermost first."""

    def __init__(self, problem: str) -> None:
        super().__init__(problem)
        self.problem = problem
        self.parts: list[str] = []


def _check_each(items: Iterable[tuple[Any, Shape, Any]], n: int, part: str) -> None:
    """Check each ``(key, shape, value)``; a failure gets ``part`` (a format of the key, such
    as ``"[{}]"``) added to its path."""
    for key, shape, x in items:
        try:
            shape.check(x, n)
        except _Bad as e:
            e.parts.append(part.format(key))
            raise


def _got(v: Any) -> str:
    return _JSON_NAMES.get(type(v), type(v).__name__)


def _expected(what: str, v: Any, show: bool = False) -> _Bad:
    """The failure "expected <what>, got <v's type>" (``show``: v itself, for a number)."""
    got = repr(v) if show and type(v) in (int, str) else _got(v)
    return _Bad(f"expected {what}, got {got}")


class _Compiler:
    """Names for the generated source: fresh temporaries and the constants it refers to."""

    def __init__(self) -> None:
        self.ns: dict[str, Any] = {"MISSING": MISSING}
        self.count = 0

    def tmp(self) -> str:
        self.count += 1
        return f"_t{self.count}"

    def const(self, value: Any) -> str:
        name = f"_k{len(self.ns)}"
        self.ns[name] = value
        return name


class Shape:
    """What a value of the state must look like (see the module's docstring)."""

    def check(self, v: Any, n: int) -> None:
        raise NotImplementedError

    def fast(self, var: str, c: _Compiler) -> str:
        raise NotImplementedError

    def split(self, var: str, c: _Compiler) -> tuple[type, str | None] | None:
        """(the one type a value must have, the rest of the test once it has it: None for
        nothing), for shapes a record may test the types of at once; None for others."""
        return None


class _Bind(Shape):
    """A shape that reads its value more than once: the generated code names it first."""

    def fast(self, var: str, c: _Compiler) -> str:
        if var.isidentifier():
            return self.test(var, var, c)
        t = c.tmp()
        return self.test(f"({t} := {var})", t, c)

    def test(self, first: str, name: str, c: _Compiler) -> str:
        """The expression, reading the value as ``first`` once, then as ``name``."""
        raise NotImplementedError


class _Type(Shape):
    def __init__(self, t: type | tuple[type, ...], what: str) -> None:
        self.types = t if isinstance(t, tuple) else (t,)
        self.what = what

    def check(self, v: Any, n: int) -> None:
        if type(v) not in self.types:
            raise _expected(self.what, v)

    def fast(self, var: str, c: _Compiler) -> str:
        if len(self.types) == 1:
            return f"type({var}) is {c.const(self.types[0])}"
        return f"type({var}) in {c.const(self.types)}"

    def split(self, var: str, c: _Compiler) -> tuple[type, str | None] | None:
        return (self.types[0], None) if len(self.types) == 1 else None


class _Range(_Bind):
    """An int from ``lo`` to below ``hi`` (``hi`` None: no bound; "n": the card count)."""

    def __init__(self, lo: int, hi: int | str | None, what: str) -> None:
        self.lo, self.hi, self.what = lo, hi, what

    def _hi(self, n: int) -> int | None:
        return n if self.hi == "n" else self.hi  # type: ignore[return-value]

    def check(self, v: Any, n: int) -> None:
        hi = self._hi(n)
        if type(v) is not int or v < self.lo or (hi is not None and v >= hi):
            what = self.what.format(last=n - 1)
            raise _expected(what, v, show=True)

    def test(self, first: str, name: str, c: _Compiler) -> str:
        return f"(type({first}) is int and {self._bounds(name)})"

    def _bounds(self, name: str) -> str:
        hi = "" if self.hi is None else f" < {'n' if self.hi == 'n' else self.hi}"
        return f"{self.lo} <= {name}{hi}"

    def split(self, var: str, c: _Compiler) -> tuple[type, str | None] | None:
        return int, self._bounds(var)


class _Any(Shape):
    """Anything present (data whose shape is the business of the code that wrote it)."""

    def check(self, v: Any, n: int) -> None:
        pass

    def fast(self, var: str, c: _Compiler) -> str:
        return f"{var} is not MISSING"


INT = _Type(int, "an int")
BOOL = _Type(bool, "a bool")
STR = _Type(str, "a str")
OBJECT = _Type(dict, "an object")
ANY = _Any()
NAT = _Range(0, None, "an int of 0 or more")
PLAYER = _Range(0, 2, "a player (0 or 1)")
CARD = _Range(0, "n", "a card number from 0 to {last}")
U64 = _Range(0, 1 << 64, "an int from 0 to 2**64 - 1")


class _Cards(_Bind):
    """A list of card numbers (a zone) of at least ``least`` cards; tested in C."""

    def __init__(self, least: int = 0) -> None:
        self.least = least

    def check(self, v: Any, n: int) -> None:
        if type(v) is not list:
            raise _expected("a list of card numbers", v)
        if len(v) < self.least:
            raise _Bad(f"expected at least {self.least} card(s), got {len(v)}")
        _check_each(((i, CARD, x) for i, x in enumerate(v)), n, "[{}]")

    def test(self, first: str, name: str, c: _Compiler) -> str:
        # the numbers themselves are tested once for the whole state (StateChecker), on
        # the list ``add`` collects them in: the built-ins' cost is per call, not per card
        return f"(type({first}) is list and {self._rest(name)})"

    def _rest(self, name: str) -> str:
        least = f"len({name}) >= {self.least} and " if self.least else ""
        return f"{least}not add({name})"

    def split(self, var: str, c: _Compiler) -> tuple[type, str | None] | None:
        return list, self._rest(var)


CARDS = _Cards()
STACK_OF_CARDS = _Cards(least=1)  # a Pokémon in play: at least its Basic


class _ListOfType(_Bind):
    """A list of values of type ``t`` (a log, the answers, card ids): tested in C."""

    def __init__(self, t: type, what: str, values: frozenset[Any] | None = None) -> None:
        self.t, self.what, self.values = t, what, values

    def check(self, v: Any, n: int) -> None:
        if type(v) is not list:
            raise _expected("a list", v)
        show = self.values is not None
        for i, x in enumerate(v):
            if type(x) is not self.t or (show and x not in self.values):  # type: ignore[operator]
                e = _expected(self.what, x, show=show)
                e.parts.append(f"[{i}]")
                raise e

    def test(self, first: str, name: str, c: _Compiler) -> str:
        return f"(type({first}) is list and {self._rest(name, c)})"

    def _rest(self, name: str, c: _Compiler) -> str:
        if self.values:  # few values: the type of each distinct one (a bool equal to 0 or 1
            t = c.tmp()  # is let be, as it indexes as that int does)
            return (
                f"(({t} := {{*{name}}}) <= {c.const(self.values)} and "
                f"{{*map(type, {t})}} <= {c.const({self.t})})"
            )
        return f"(not {name} or ({{*map(type, {name})}} == {c.const({self.t})}))"

    def split(self, var: str, c: _Compiler) -> tuple[type, str | None] | None:
        return list, self._rest(var, c)


CARD_IDS = _ListOfType(str, "a card id (a str)")
INTS = _ListOfType(int, "an int")
PLAYERS = _ListOfType(int, "a player (0 or 1)", frozenset({0, 1}))
EFFECTS = _ListOfType(dict, "an effect (an object)")


class _OneOf(_Bind):
    def __init__(self, values: tuple[str, ...]) -> None:
        self.values = values

    def check(self, v: Any, n: int) -> None:
        if type(v) is not str or v not in self.values:
            raise _expected(" or ".join(repr(x) for x in self.values), v, show=True)

    def test(self, first: str, name: str, c: _Compiler) -> str:
        return f"(type({first}) is str and {name} in {c.const(frozenset(self.values))})"


def one_of(*values: str) -> Shape:
    return _OneOf(values)


class _Nullable(_Bind):
    def __init__(self, inner: Shape) -> None:
        self.inner = inner

    def check(self, v: Any, n: int) -> None:
        if v is not None:
            self.inner.check(v, n)

    def test(self, first: str, name: str, c: _Compiler) -> str:
        return f"({first} is None or {self.inner.fast(name, c)})"


def nullable(inner: Shape) -> Shape:
    """None, or a value of ``inner``'s shape."""
    return _Nullable(inner)


class _ListOf(_Bind):
    def __init__(self, item: Shape, size: int | None) -> None:
        self.item, self.size = item, size

    def check(self, v: Any, n: int) -> None:
        if type(v) is not list:
            raise _expected("a list", v)
        if self.size is not None and len(v) != self.size:
            raise _Bad(f"expected a list of {self.size} items, got {len(v)}")
        _check_each(((i, self.item, x) for i, x in enumerate(v)), n, "[{}]")

    def test(self, first: str, name: str, c: _Compiler) -> str:
        x = c.tmp()
        size = "" if self.size is None else f" and len({name}) == {self.size}"
        return f"(type({first}) is list{size} and all({self.item.fast(x, c)} for {x} in {name}))"


def list_of(item: Shape, size: int | None = None) -> Shape:
    """A list whose items have ``item``'s shape; of exactly ``size`` items when given."""
    return _ListOf(item, size)


class _DictOf(_Bind):
    def __init__(self, value: Shape) -> None:
        self.value = value

    def check(self, v: Any, n: int) -> None:
        if type(v) is not dict:
            raise _expected("an object", v)
        _check_each(((key, self.value, x) for key, x in v.items()), n, "[{!r}]")

    def test(self, first: str, name: str, c: _Compiler) -> str:
        x = c.tmp()
        return f"(type({first}) is dict and all({self.value.fast(x, c)} for {x} in {name}.values()))"


def dict_of(value: Shape) -> Shape:
    """An object whose values have ``value``'s shape."""
    return _DictOf(value)


class _TupleOf(_Bind):
    def __init__(self, items: tuple[Shape, ...]) -> None:
        self.items = items

    def check(self, v: Any, n: int) -> None:
        if type(v) is not list or len(v) != len(self.items):
            raise _expected(f"a list of {len(self.items)} items", v)
        pairs = enumerate(zip(self.items, v, strict=True))
        _check_each(((i, item, x) for i, (item, x) in pairs), n, "[{}]")

    def test(self, first: str, name: str, c: _Compiler) -> str:
        parts = [item.fast(f"{name}[{i}]", c) for i, item in enumerate(self.items)]
        return f"(type({first}) is list and len({name}) == {len(self.items)} and {' and '.join(parts)})"


def tuple_of(*items: Shape) -> Shape:
    """A list of ``len(items)`` values, each of its own shape (JSON has no tuples)."""
    return _TupleOf(items)


class _Record(_Bind):
    def __init__(self, required: dict[str, Shape], optional: dict[str, Shape]) -> None:
        self.required, self.optional = required, optional

    def check(self, v: Any, n: int) -> None:
        if type(v) is not dict:
            raise _expected("an object", v)
        for key in self.required:
            if key not in v:
                raise _Bad(f"missing key {key!r}")
        fields = [*self.required.items(), *self.optional.items()]
        _check_each(((key, shape, v[key]) for key, shape in fields if key in v), n, ".{}")

    def test(self, first: str, name: str, c: _Compiler) -> str:
        parts = [f"type({first}) is dict"]
        # A missing key raises KeyError, which makes the whole test false (StateChecker).
        # The types of the fields that need one type are tested at once (one tuple built
        # in C: the cost of a test is mostly its calls), then what else each field needs.
        split = {key: shape.split(f"{name}[{key!r}]", c) for key, shape in self.required.items()}
        typed = [key for key, sp in split.items() if sp is not None]
        if len(typed) < 2:
            typed = []
        else:
            getter = c.const(itemgetter(*typed))
            types = c.const(tuple(split[key][0] for key in typed))  # type: ignore[index]
            parts.append(f"tuple(map(type, {getter}({name}))) == {types}")
            parts += [rest for key in typed if (rest := split[key][1]) is not None]  # type: ignore[index]
        parts += [
            shape.fast(f"{name}[{key!r}]", c)
            for key, shape in self.required.items()
            if key not in typed
        ]
        for key, shape in self.optional.items():
            t = c.tmp()
            parts.append(f"(({t} := {name}.get({key!r}, MISSING)) is MISSING or {shape.fast(t, c)})")
        return "(" + " and ".join(parts) + ")"


def record(required: dict[str, Shape], optional: dict[str, Shape] | None = None) -> Shape:
    """An object with the ``required`` keys and perhaps the ``optional`` ones, each of its
    shape. Other keys are let be: the rules never read them."""
    return _Record(required, optional or {})


class _Tagged(_Bind):
    def __init__(self, base: Shape, tag: str, kinds: dict[str, Shape]) -> None:
        self.base, self.tag, self.kinds = base, tag, kinds

    def check(self, v: Any, n: int) -> None:
        self.base.check(v, n)
        extra = self.kinds.get(v[self.tag])
        if extra is not None:
            extra.check(v, n)

    def test(self, first: str, name: str, c: _Compiler) -> str:
        parts = [self.base.fast(first, c)]
        parts += [
            f"({name}[{self.tag!r}] != {kind!r} or {shape.fast(name, c)})"
            for kind, shape in self.kinds.items()
        ]
        return "(" + " and ".join(parts) + ")"


def tagged(base: Shape, tag: str, kinds: dict[str, Shape]) -> Shape:
    """``base`` (a record with the str field ``tag``), and for a tag in ``kinds`` that
    kind's shape as well."""
    return _Tagged(base, tag, kinds)


class _Op(_Bind):
    """An op name the game has a handler for (``ops`` is read when a state is checked, so
    handlers registered later count)."""

    def __init__(self, ops: Container[str]) -> None:
        self.ops = ops

    def check(self, v: Any, n: int) -> None:
        if type(v) is not str:
            raise _expected("an op name (a str)", v)
        if v not in self.ops:
            raise _Bad(f"unknown op {v!r}: no handler of this game runs it")

    def test(self, first: str, name: str, c: _Compiler) -> str:
        return f"(type({first}) is str and {name} in {c.const(self.ops)})"


# -- what every engine's state holds ----------------------------------------------------------
def engine_fields(ops: Container[str]) -> dict[str, Shape]:
    """The fields of ``Engine.base_state``: seed and RNG, work stack, decision, result, log
    and answers. ``ops``: the op names the game's handlers run."""
    return {
        "seed": INT,
        "rng": U64,
        "forced": _ListOfType(bool, "a coin result (a bool)"),
        # a frame's step counts (an int) or names the part it is in (a str: a turn's steps)
        "stack": list_of(record({"op": _Op(ops), "step": _Type((int, str), "an int or a str")})),
        "decision": nullable(record({
            "player": PLAYER, "kind": STR, "prompt": STR,
            "options": list_of(tuple_of(STR, ANY)), "min": NAT, "max": NAT,
        })),  # fmt: skip
        "result": nullable(record({"winner": nullable(PLAYER), "reason": STR})),
        "log": _ListOfType(dict, "an event (an object)"),
        "answers": _ListOfType(list, "an answer (a list of option numbers)"),
    }


def card_game_fields(player: Shape) -> dict[str, Shape]:
    """The fields of a numbered-card game (``CardGame``): card ids, owners, the two decks
    and the two players (of ``player``'s shape)."""
    return {
        "defs": CARD_IDS,
        "owner": PLAYERS,
        # the card ids of the decks are checked with the other ids (StateChecker._check_ids)
        "decks": list_of(_Type(list, "a list of card ids"), size=2),
        "players": list_of(player, size=2),
    }


class StateChecker:
    """Checks a whole state of ``shape``; StateError naming the first bad field.

    ``game``: the state's ``game`` field (None: it has none), so that another game's state
    is named as such. ``known(state, id)``: whether the game knows the card id; ids of
    decks in ``played`` (a mapping keyed by the tuple of ``defs``: the games' caches of
    decks already played) are known. ``same_length``: lists with one item per card.
    """

    def __init__(
        self,
        shape: Shape,
        *,
        game: str | None,
        title: str,
        known: Callable[[dict[str, Any], str], bool],
        played: Container[tuple[str, ...]],
        same_length: tuple[str, ...] = ("owner",),
    ) -> None:
        self.shape, self.game, self.title = shape, game, title
        self.known, self.played, self.same_length = known, played, same_length
        c = _Compiler()
        # The card numbers are tested at once, in C: an unsigned array takes only ints
        # from 0 (a float or a str is a TypeError, a negative an OverflowError; a bool
        # is let be, as it indexes as 0 or 1), then the largest is below the card count.
        unsigned = c.const(partial(array, "I"))
        #: the generated test (kept for reading: ``print(checker.source)``)
        self.source = (
            "def fits(s, n):\n"
            "    cards = []\n"
            "    add = cards.extend\n"
            "    try:\n"
            f"        return {shape.fast('s', c)} and (not cards or ({unsigned}(cards) is not "
            "None and max(cards) < n))\n"
            "    except (KeyError, TypeError, OverflowError):  # not a state: a key missing, a\n"
            "        return False  # list where a set needs a value, a negative card number\n"
        )
        exec(compile(self.source, "<state shape>", "exec"), c.ns)  # noqa: S102 (our own source)
        self.fits: Callable[[Any, int], bool] = c.ns["fits"]

    def __call__(self, s: Any) -> None:
        if type(s) is not dict:
            raise StateError("state", f"expected an object, got {_got(s)}")
        if s.get("game") != self.game:
            raise StateError("state.game", f"not a {self.title} state (its game is {s.get('game')!r})")
        defs = s.get("defs")
        if type(defs) is not list:  # the card count comes first: card numbers are below it
            if defs is None:
                raise StateError("state", "missing key 'defs'")
            raise StateError("state.defs", f"expected a list, got {_got(defs)}")
        n = len(defs)
        if not self.fits(s, n):
            try:
                self.shape.check(s, n)
            except _Bad as e:
                raise StateError("state" + "".join(reversed(e.parts)), e.problem) from None
            raise StateError("state", "does not fit this game's state")  # the tests disagree
        for key in self.same_length:
            if len(s[key]) != n:
                raise StateError(f"state.{key}", f"expected {n} items (one per card), got {len(s[key])}")
        d = s["decision"]
        if d is not None:
            if d["max"] > len(d["options"]):
                raise StateError("state.decision.max",
                                 f"expected at most the {len(d['options'])} options, got {d['max']}")  # fmt: skip
            if s["result"] is not None:
                raise StateError("state.decision", "expected null: the game is over (state.result is set)")
            if not s["stack"]:
                raise StateError("state.stack", "expected the frame that asked the pending decision, got []")
        self._check_ids(s, defs)

    def _check_ids(self, s: dict[str, Any], defs: list[str]) -> None:
        """Every card id of ``defs`` and ``decks`` known to the game (a new game is built from
        the decks: a replay, a sudden death)."""
        d0, d1 = s["decks"]
        same = defs[: len(d0) + len(d1)] == d0 + d1  # the decks are the first cards: as usual
        lists = [] if same else [("state.decks[0]", d0), ("state.decks[1]", d1)]
        if tuple(defs) not in self.played:
            lists.insert(0, ("state.defs", defs))
        for path, ids in lists:
            for i, cid in enumerate(ids):
                if type(cid) is not str:
                    raise StateError(f"{path}[{i}]", f"expected a card id (a str), got {_got(cid)}")
                if not self.known(s, cid):
                    raise StateError(f"{path}[{i}]", f"unknown card id {cid!r}")


def load_state(text: str | bytes) -> Any:
    """JSON text as data; StateError when it is not JSON."""
    try:
        return orjson.loads(text)
    except orjson.JSONDecodeError as e:
        raise StateError("state", f"not JSON: {e}") from None
