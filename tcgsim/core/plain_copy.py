"""Plain data copied as a round trip through JSON would give it back, without the JSON.

A game's state is plain data (dicts, lists, strings, numbers). ``orjson.loads(orjson.dumps(x))``
copies it in C, but encodes and parses every number and key again, and the dicts it makes
have key strings of their own: not the code's constants, so a lookup by a literal key compares
the strings instead of finding the same object. A game that knows its state's shape copies
the containers it knows by C-level copies (``list[:]``, ``dict.copy``) and the rest by
:func:`plain_copy`; the copy shares the original's key strings.
"""

from __future__ import annotations

from typing import Any

#: what JSON gives back as it is: no copy needed (one set lookup instead of a call)
SCALARS = frozenset({int, str, bool, float, type(None)})


def plain_copy(x: Any) -> Any:
    """``x`` as JSON would give it back: every dict and list anew, tuples as lists."""
    t = type(x)
    scalars = SCALARS
    if t is dict:
        return {k: (v if type(v) in scalars else plain_copy(v)) for k, v in x.items()}
    if t is list or t is tuple:
        return [v if type(v) in scalars else plain_copy(v) for v in x]
    # a subclass (a view's read-only parts, ``core.readonly``): plain, as JSON gives it back
    if isinstance(x, dict):
        return {k: plain_copy(v) for k, v in x.items()}
    if isinstance(x, (list, tuple)):
        return [plain_copy(v) for v in x]
    return x


def copy_pairs(pairs: list[Any]) -> list[Any]:
    """A decision's options, ``[label, data]`` pairs (``Engine.ask``), as JSON gives them back."""
    scalars = SCALARS
    return [[label, data if type(data) in scalars else plain_copy(data)] for label, data in pairs]


def copy_other_keys(src: dict[str, Any], out: dict[str, Any], known: frozenset[str]) -> None:
    """Into ``out`` (a shallow copy of ``src``), :func:`plain_copy` of each key of ``src`` that
    ``known`` (the keys a game's copy writes out by their shape) leaves out and that holds a
    container: a state's optional keys."""
    scalars = SCALARS
    for k in src.keys() - known:  # (a set difference in C: usually a key or two)
        v = src[k]
        if type(v) not in scalars:
            out[k] = plain_copy(v)
