"""What a playout's default policy is shown of its seat: the parts of the view it reads.

A search plays each of its playouts with the heuristic agent for both seats, and
a full view (``Game.view``) at each of their decisions cost as much as the
heuristic's own thinking: every character's attack, defense and keywords
computed through the continuous effects, every zone's card names, the effects in
force, the tokens. The heuristic reads far less, and most of its decisions (the
resource step, passing outside the action phase, using a card from hand) no
character's numbers at all.

:func:`seat_view` builds the view's entries that the heuristic reads, each equal to
the full view's (the same cards shown to the same seat, hidden ones hidden):

* the turn, the current player, the step, the chain (the links' kind and player)
  and the combat as the view shows them;
* per player the counts, the own hand and the resources as the view shows them,
  whether an event is in play, and the battle zone's characters: card number, card
  id, tapped, damage, level, equipment, the turn they appeared;
* each character's ``atk``, ``def`` and ``keywords`` are computed the first time a
  decision reads one of them, for every character at once in one reading stretch
  (``character_values``, as the full view computes them: a plain character's printed
  values without the continuous effects' pipeline).

It is read only while its game stands still: a playout asks the policy and then
answers, so the game never moves under a view being read. It makes no reference cycle
(the characters' shared numbers hold the game weakly), so each view is freed as soon as
it is dropped: the cyclic garbage collector, which a search's thousands of views would
otherwise set off again and again, has nothing to do.
"""

from __future__ import annotations

import weakref
from collections.abc import ItemsView, Iterator, KeysView, ValuesView
from typing import TYPE_CHECKING, Any

from tcgsim.zero.rules.combat import combat_view
from tcgsim.zero.rules.continuous import character_values, level, reading

if TYPE_CHECKING:
    from tcgsim.zero.game import Game
    from tcgsim.zero.model.state import Entry, Player

#: a character's entries computed on first reading (through the continuous effects)
LAZY = frozenset(("atk", "def", "keywords"))


class _Battle:
    """The characters of both battle zones: their numbers worked out for all of them at once
    when one is first read. It holds neither the characters (each asks for its own) nor
    its game but weakly, so a view makes no reference cycle: a playout's views and the
    worlds that keep one are freed at once, not left to the cyclic garbage collector."""

    __slots__ = ("game", "entries", "values")

    def __init__(self, g: Game) -> None:
        self.game = weakref.ref(g)  # read while the game stands still, so alive then
        self.entries: list[tuple[Entry, int]] = []  # each character's entry and side
        self.values: dict[int, tuple[int, int, list[list[Any]]]] | None = None

    def of(self, c: int) -> tuple[int, int, list[list[Any]]]:
        """Card ``c``'s attack, defense and keywords (``character_values``)."""
        values = self.values
        if values is None:
            g = self.game()
            if g is None:
                raise ReferenceError("a seat view read after its game was freed")
            with reading(g):
                values = self.values = {e["c"]: character_values(g, e["c"], e, p)
                                        for e, p in self.entries}
        return values[c]


class _Lazy(dict[str, Any]):
    """A dict some of whose entries are made when first read (``_filled`` makes the missing
    ones): whatever reads it whole (a copy, ``dict(ch)``, ``{**ch}``, iterating)
    makes them first. (Its length stays dict's own: a truth test of a character must not
    work its values out; a side, which has no such cost, fills itself first.)"""

    __slots__ = ()

    def _filled(self) -> _Lazy:
        raise NotImplementedError

    def __iter__(self) -> Iterator[str]:
        return dict.__iter__(self._filled())

    def keys(self) -> KeysView[str]:  # type: ignore[override]
        return dict.keys(self._filled())

    def items(self) -> ItemsView[str, Any]:  # type: ignore[override]
        return dict.items(self._filled())

    def values(self) -> ValuesView[Any]:  # type: ignore[override]
        return dict.values(self._filled())


class Char(_Lazy):
    """A character as the view shows it; ``atk``, ``def`` and ``keywords`` filled in on
    first reading (worked out for every character of the view at once). Whatever reads all
    its entries (a copy, ``dict(ch, damage=0)``; iterating) fills them in first."""

    __slots__ = ("battle",)
    battle: _Battle

    def _filled(self) -> Char:
        if not dict.__contains__(self, "atk"):
            atk, dfn, kws = self.battle.of(dict.__getitem__(self, "id"))
            dict.update(self, {"atk": atk, "def": dfn, "keywords": kws})
        return self

    def __missing__(self, key: str) -> Any:
        if key in LAZY:
            return dict.__getitem__(self._filled(), key)
        raise KeyError(key)

    def get(self, key: str, default: Any = None) -> Any:
        if key in LAZY:
            self._filled()
        return dict.get(self, key, default)

    def __contains__(self, key: object) -> bool:
        if key in LAZY:
            self._filled()
        return dict.__contains__(self, key)


class _Side(_Lazy):
    """A player as the view shows them: the counts and the battle zone at once, the hand,
    the resources and the event made when first read (most decisions read a few of them,
    the opponent's resources none)."""

    __slots__ = ("pl", "defs", "mine")
    pl: Player
    defs: list[str]
    mine: bool

    def _make(self, key: str) -> Any:
        pl, defs = self.pl, self.defs
        if key == "hand":
            return ([{"id": c, "card": defs[c]} for c in sorted(pl["hand"])] if self.mine
                    else None)
        if key == "resources":
            mine = self.mine
            return [{"id": r["c"], "card": defs[r["c"]], "tapped": r["tap"],
                     "facedown": not r["up"]} if r["up"] or mine
                    else {"facedown": True, "tapped": r["tap"]} for r in pl["res"]]
        ev = pl["event"]  # "event", the last of LAZY_SIDE
        return None if ev is None else {"id": ev["c"], "card": defs[ev["c"]]}

    def _filled(self) -> _Side:
        for key in LAZY_SIDE:
            if not dict.__contains__(self, key):
                dict.__setitem__(self, key, self._make(key))
        return self

    def __missing__(self, key: str) -> Any:
        if key in LAZY_SIDE:
            value = self._make(key)
            dict.__setitem__(self, key, value)
            return value
        raise KeyError(key)

    def get(self, key: str, default: Any = None) -> Any:
        if key in LAZY_SIDE:
            return self[key]
        return dict.get(self, key, default)

    def __contains__(self, key: object) -> bool:
        return key in LAZY_SIDE or dict.__contains__(self, key)

    def __len__(self) -> int:
        return dict.__len__(self._filled())


#: a player's entries made on first reading (see :class:`_Side`)
LAZY_SIDE = ("hand", "resources", "event")


def seat_view(g: Game, p: int) -> dict[str, Any]:
    """The entries of ``g.view(p)`` that the heuristic agent reads (see the module text)."""
    s = g.s
    defs = s["defs"]
    battle = _Battle(g)
    players = []
    for q, pl in enumerate(s["players"]):
        chars = []
        for e in pl["battle"]:
            eq = e["eq"]
            ch = Char(id=e["c"], card=defs[e["c"]], tapped=e["tap"], damage=e["dmg"],
                      level=level(e),
                      equipment=None if eq is None else {"id": eq["c"], "card": defs[eq["c"]],
                                                         "tapped": eq["tap"]},
                      appeared_turn=e["turn"])
            ch.battle = battle
            chars.append(ch)
            battle.entries.append((e, q))
        side = _Side(hand_count=len(pl["hand"]), deck_count=len(pl["deck"]),
                     life_count=len(pl["life"]), battle=chars)
        side.pl, side.defs, side.mine = pl, defs, q == p
        players.append(side)
    return {
        "game": "zero", "you": p, "turn": s["turn"], "current": s["cur"], "first": s["first"],
        "step": s["step"], "players": players,
        "chain": [{"kind": link["kind"], "player": link["ctl"]} for link in s["chain"]],
        "combat": combat_view(g),
    }
