"""Decisions as data: the only way the engine asks a player anything."""

from __future__ import annotations

import reprlib
from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from itertools import repeat
from operator import itemgetter
from typing import Any, NamedTuple

#: Quoting what a player sent back to them: a short prefix, however much was sent.
QUOTE_CHARS = 40
_quote = reprlib.Repr()  # keyword arguments only from Python 3.12
_quote.maxstring = _quote.maxother = QUOTE_CHARS
_quote.maxlist, _quote.maxlevel = 8, 2


def shorten(text: str, limit: int) -> str:
    """``text`` cut to ``limit`` characters, with "…" where it was cut."""
    return text if len(text) <= limit else text[: limit - 1] + "…"


def quoted(value: Any, limit: int = QUOTE_CHARS) -> str:
    """``repr(value)`` cut to ``limit`` characters (ending in "…" when cut); the work is
    bounded too, so a huge list or string costs no more than a small one."""
    return shorten(_quote.repr(value), limit)


class IllegalResponse(ValueError):
    """An answer that does not fit the pending decision. The game is unchanged."""


class Option(NamedTuple):
    """One choice of a decision. A named tuple, not a dataclass: a decision is built for
    every answer asked, with up to dozens of options, and tuples are the cheapest to make."""

    label: str
    data: Any = None


_new_tuple = tuple.__new__


@dataclass(frozen=True, slots=True)
class Decision:
    """One pending choice: ``player`` picks between ``min`` and ``max`` distinct options."""

    player: int
    kind: str
    prompt: str
    options: tuple[Option, ...]
    min: int
    max: int

    @staticmethod
    def from_state(d: dict[str, Any]) -> Decision:
        return Decision.of(d["player"], d["kind"], d["prompt"], d["options"], d["min"], d["max"])

    @staticmethod
    def of(player: int, kind: str, prompt: str, options: Iterable[Sequence[Any]], lo: int,
           hi: int) -> Decision:
        """The decision of these fields, each option a ``(label, data)`` pair (a tuple, or a
        list as the state keeps it). Built for every answer asked: the slots set directly,
        not through the frozen dataclass's __init__ (one object.__setattr__ by name each)."""
        out = _new_object(Decision)
        _SET_PLAYER(out, player)
        _SET_KIND(out, kind)
        _SET_PROMPT(out, prompt)
        # tuple.__new__ is Option._make without its checks
        _SET_OPTIONS(out, tuple(map(_new_tuple, repeat(Option), options)))  # no loop
        _SET_MIN(out, lo)
        _SET_MAX(out, hi)
        return out

    def to_dict(self) -> dict[str, Any]:
        return {
            "player": self.player,
            "kind": self.kind,
            "prompt": self.prompt,
            "options": [{"label": o.label, "data": o.data} for o in self.options],
            "min": self.min,
            "max": self.max,
        }


_new_object = object.__new__
# the slots' setters (member descriptors' __set__), for Decision.from_state
_SET_PLAYER, _SET_KIND, _SET_PROMPT, _SET_OPTIONS, _SET_MIN, _SET_MAX = (
    Decision.__dict__[name].__set__ for name in ("player", "kind", "prompt", "options", "min",
                                                 "max"))


def validate(d: dict[str, Any], answer: Any) -> list[int]:
    """Check an answer against a stored decision; return it as a list of ints."""
    # the usual answer, one option: the checks below, at once (``__class__`` is type()
    # without a call; chained comparisons written out cost fewer bytecode instructions)
    if answer.__class__ is list and len(answer) == 1 and d["min"] <= 1 and d["max"] >= 1:
        a = answer[0]
        if a.__class__ is int and a >= 0 and a < len(d["options"]):
            return [a]
    if not isinstance(answer, (list, tuple)):
        raise IllegalResponse(f"answer must be a list of option indices, got {quoted(answer)}")
    n = len(d["options"])
    out: list[int] = []
    for a in answer:
        if isinstance(a, bool) or not isinstance(a, int):
            raise IllegalResponse(f"option index must be an integer, got {quoted(a)}")
        if not 0 <= a < n:
            raise IllegalResponse(f"option index {quoted(a)} out of range: {n} options")
        if a in out:
            raise IllegalResponse(f"option {a} chosen twice")
        out.append(a)
    if not d["min"] <= len(out) <= d["max"]:
        raise IllegalResponse(
            f"'{d['prompt']}' needs between {d['min']} and {d['max']} options, got {len(out)}"
        )
    return out


_label = itemgetter(0)  # an option's label, as the state keeps it ([label, data])


def decision_view(d: dict[str, Any]) -> dict[str, Any]:
    """A pending decision as its player's view shows it (its stored form: ``Decision`` as
    the state keeps it): the options by their labels."""
    return {
        "kind": d["kind"],
        "prompt": d["prompt"],
        "options": list(map(_label, d["options"])),
        "min": d["min"],
        "max": d["max"],
    }
