"""A copy of a game state without a round trip through JSON (``Game.clone``).

The engine's own clone (``core.engine.Engine.clone``) writes the state as JSON and reads it
back: C code, but every card number, zone and key is encoded and parsed again, and a search
clones a game for each of its playouts. The state is plain data whose shape this game knows
(:mod:`tcgsim.pokemon.model.state`): a list of card numbers is copied as one list (a C
copy, its ints shared as JSON would make them anew), a Pokémon in play as one dict of such
lists, and whatever has no fixed shape (the work stack's frames, the turn's flags, effects)
by :func:`~tcgsim.core.plain_copy.plain_copy`, which makes what JSON would make of it: dicts
and lists anew, tuples as lists, strings and numbers as they are. The copy is the same state as
``orjson.loads(orjson.dumps(state))``, key order included.
"""

from __future__ import annotations

from typing import Any, cast

from tcgsim.core.plain_copy import SCALARS as _SCALARS
from tcgsim.core.plain_copy import copy_other_keys, copy_pairs, plain_copy
from tcgsim.pokemon.model.state import Player, Slot, State


def _copy_slot(slot: Slot) -> Slot:
    """Its keys are those of :class:`~tcgsim.pokemon.model.state.Slot`: numbers, strings and
    lists of numbers but for the effects (dicts)."""
    out = slot.copy()
    out["cards"] = slot["cards"][:]
    out["energy"] = slot["energy"][:]
    out["tools"] = slot["tools"][:]
    fx = slot["fx"]
    out["fx"] = [plain_copy(e) for e in fx] if fx else []
    if "hit" in slot:
        out["hit"] = slot["hit"][:]
    return out


def _copy_player(pl: Player) -> Player:
    out = pl.copy()
    # (the zones of model.state.ZONES written out: a loop over them costs more than the copies)
    out["deck"] = pl["deck"][:]
    out["hand"] = pl["hand"][:]
    out["discard"] = pl["discard"][:]
    out["prizes"] = pl["prizes"][:]
    out["lost"] = pl["lost"][:]
    out["playing"] = pl["playing"][:]
    out["taking"] = pl["taking"][:]
    active = pl["active"]
    out["active"] = None if active is None else _copy_slot(active)
    bench = pl["bench"]
    out["bench"] = [_copy_slot(s) for s in bench] if bench else []
    return out


def _copy_actions(pairs: list[Any]) -> list[Any]:
    """The main phase's options: each one's data is a flat list of numbers and strings (an
    action, ``rules.actions.perform``), so a copy of that list is what JSON gives back. A
    search clones games at that decision above all: its frame (``opts``) and the pending
    decision hold them."""
    return [[label, data[:]] for label, data in pairs]


def _copy_decision(d: dict[str, Any] | None) -> dict[str, Any] | None:
    """The pending decision: its options are [label, data] pairs (``Engine.ask``)."""
    if d is None:
        return None
    out = d.copy()
    options = d["options"]
    out["options"] = _copy_actions(options) if d["kind"] == "main" else copy_pairs(options)
    return out


def _copy_stack(stack: list[dict[str, Any]]) -> list[dict[str, Any]]:
    """The work stack: frames of no fixed shape (:func:`plain_copy`), but for the options
    the main phase's frame keeps while its decision is pending (:func:`_copy_actions`)."""
    scalars = _SCALARS
    out = []
    for f in stack:
        copy = {k: (v if type(v) in scalars else plain_copy(v)) for k, v in f.items()
                if k != "opts"}
        if "opts" in f:
            copy["opts"] = _copy_actions(f["opts"]) if f["op"] == "main" else plain_copy(f["opts"])
        out.append(copy)
    return out


#: the keys :func:`~tcgsim.pokemon.game.initial_state` gives every state, and the engine's
#: (``core.engine.Engine.base_state``): :func:`copy_state` copies those that hold a dict or a
#: list by their known shape, and looks at any other key (the optional ones of
#: :class:`~tcgsim.pokemon.model.state.State`) as :func:`plain_copy` does
_EVERY_STATE = frozenset({
    "seed", "stack", "decision", "result", "log", "answers", "rng", "forced", "defs", "owner",
    "decks", "players", "turn", "cur", "first", "stadium", "tf", "prize_count", "sudden_death",
    "options", "next_slot", "phase"})


def copy_state(s: State) -> State:
    """An independent copy of ``s``: nothing of it is shared but the log's events and the
    answers (never changed once appended), and its strings and numbers."""
    src = cast(dict[str, Any], s)  # (read by keys that are not literals)
    out = dict(src)  # most of its keys hold a number or a string: kept as they are
    # (each key written out: a loop over the keys, asking each one's type, costs more)
    out["stack"] = _copy_stack(src["stack"])
    out["decision"] = _copy_decision(src["decision"])
    out["log"] = list(src["log"])  # their items are never changed once appended
    out["answers"] = list(src["answers"])
    out["forced"] = list(src["forced"])  # bools
    out["defs"] = list(src["defs"])  # card ids
    out["owner"] = list(src["owner"])  # players
    out["decks"] = [list(d) for d in src["decks"]]
    a, b = src["players"]
    out["players"] = [_copy_player(a), _copy_player(b)]
    out["tf"] = plain_copy(src["tf"])
    out["options"] = plain_copy(src["options"])
    result = src["result"]
    if result is not None:
        out["result"] = plain_copy(result)
    copy_other_keys(src, out, _EVERY_STATE)
    return cast(State, out)
