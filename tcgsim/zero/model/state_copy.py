"""A copy of a Zero Dimension state without a round trip through JSON (``Game.clone``).

The engine's own clone (``core.engine.Engine.clone``) writes the state as JSON and reads it
back. The copy JSON makes has key strings of its own, not the rules' constants: every
``e["c"]`` of the rules and the views then compares strings where it would find the same
object, and the first view of a clone (an agent's, a search's) pays for that. This copy knows
the state's shape (:mod:`tcgsim.zero.model.state`): the zones and the card tables are lists
of numbers, copied as one list each (in C); an entry of a zone is copied as a dict whose
known containers are copied by their shape; whatever has no fixed shape (the work stack's
frames, the chain, effects in force, the turn's flags) by
:func:`~tcgsim.core.plain_copy.plain_copy`. The copy is the same state as
``orjson.loads(orjson.dumps(state))``, key order included, and shares the original's key
strings.
"""

from __future__ import annotations

from typing import Any, cast

from tcgsim.core.plain_copy import copy_other_keys, copy_pairs, plain_copy
from tcgsim.zero.model.state import Player, Resource, State


def _copy_resource(r: Resource) -> Resource:
    out = r.copy()
    out["cnt"] = r["cnt"].copy()  # counters by name: numbers
    return out


def _copy_player(pl: Player) -> Player:
    out = pl.copy()
    # (the zones written out: a loop over them costs more than the copies)
    out["deck"] = pl["deck"][:]
    out["life"] = pl["life"][:]
    out["hand"] = pl["hand"][:]
    out["rest"] = pl["rest"][:]
    out["removed"] = pl["removed"][:]
    res = pl["res"]
    out["res"] = [_copy_resource(r) for r in res] if res else []
    battle = pl["battle"]
    # a character in a battle zone: the keys of ``model.state.Entry`` and those keywords add
    # (a string, or the 聚气 state), a flat dict that plain_copy copies as it is
    out["battle"] = [plain_copy(e) for e in battle] if battle else []
    event = pl["event"]
    if event is not None:
        out["event"] = plain_copy(event)
    return out


def _copy_decision(d: dict[str, Any] | None) -> dict[str, Any] | None:
    """The pending decision: its options are [label, data] pairs (``Engine.ask``)."""
    if d is None:
        return None
    out = d.copy()
    out["options"] = copy_pairs(d["options"])
    return out


#: the keys every state has (``game.initial_state`` and the engine's
#: ``core.engine.Engine.base_state``) that :func:`copy_state` copies by their shape; any
#: other key (a state's optional ones) is looked at as :func:`plain_copy` does
_BY_SHAPE = frozenset({
    "seed", "stack", "decision", "result", "log", "answers", "rng", "forced", "game", "defs",
    "owner", "ver", "decks", "players", "turn", "cur", "first", "step", "chain", "pending",
    "combat", "limbo", "gone", "fx", "tf", "ts", "next_link", "tokdefs"})


def copy_state(s: State) -> State:
    """An independent copy of ``s``: nothing of it is shared but the log's events and the
    answers (never changed once appended), and its strings and numbers."""
    src = cast(dict[str, Any], s)  # (read by keys that are not literals)
    out = dict(src)  # the keys that hold a number or a string: kept as they are
    # (each key written out: a loop over the keys, asking each one's type, costs more)
    out["stack"] = [plain_copy(f) for f in src["stack"]]
    out["decision"] = _copy_decision(src["decision"])
    out["log"] = list(src["log"])  # their items are never changed once appended
    out["answers"] = list(src["answers"])
    out["forced"] = plain_copy(src["forced"])
    out["defs"] = src["defs"][:]  # card ids
    out["owner"] = src["owner"][:]  # players
    out["ver"] = src["ver"][:]  # numbers
    out["decks"] = [d[:] for d in src["decks"]]  # card ids
    a, b = src["players"]
    out["players"] = [_copy_player(a), _copy_player(b)]
    out["chain"] = plain_copy(src["chain"])
    out["pending"] = plain_copy(src["pending"])
    combat = src["combat"]
    if combat is not None:
        out["combat"] = plain_copy(combat)
    out["limbo"] = src["limbo"][:]
    out["gone"] = src["gone"][:]
    out["fx"] = plain_copy(src["fx"])
    out["tf"] = plain_copy(src["tf"])
    out["tokdefs"] = plain_copy(src["tokdefs"])
    result = src["result"]
    if result is not None:
        out["result"] = plain_copy(result)
    copy_other_keys(src, out, _BY_SHAPE)  # (usually none)
    return cast(State, out)
