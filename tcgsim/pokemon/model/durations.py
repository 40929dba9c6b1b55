"""How long effects last (PTCG:II-E-01, II-E-02, II-E-21, II-E-22) and whether one is live now.

An effect is a plain dict stored on a Pokémon (``slot["fx"]``) or on a player
(``state["pfx"]``, PTCG:II-C-19) with a ``kind``, a first turn ``from`` and a last
turn ``until`` (turn numbers; both players' turns count). It is live while
``from <= turn <= until``. Effects whose last turn has ended are dropped at the end
of that turn, before Pokémon Checkup (``turn.end_turn``).

The windows, counted from the turn the effect is created (turn T):

* "during this turn": T .. T
* "during your opponent's next turn" (II-E-01): T+1 .. T+1, not the Checkup before it
* "until the end of your opponent's next turn" (II-E-22): T .. T+1, the Checkup between
  included
* "during your next turn" (II-E-02): T+2 .. T+2
* "until the end of your next turn" (II-E-21): T .. T+2, both Checkups included

During Pokémon Checkup the turn number is still that of the turn just ended, so an
effect starting at T+1 is not live in the Checkup after turn T (II-E-01: "不包含宝可梦检查").
"""

from __future__ import annotations

from tcgsim.pokemon.model.state import Effect, Slot, State

#: duration name -> (first turn, last turn) counted from the turn the effect starts
WINDOWS: dict[str, tuple[int, int]] = {
    "this_turn": (0, 0),
    "opponent_next_turn": (1, 1),  # PTCG:II-E-01
    "end_of_opponent_next_turn": (0, 1),  # PTCG:II-E-22
    "your_next_turn": (2, 2),  # PTCG:II-E-02
    "end_of_your_next_turn": (0, 2),  # PTCG:II-E-21
    # "… until it leaves the Active Spot": no end of its own; moving to the Bench ends it, as
    # it ends every attack effect (state.clear_conditions_and_effects)
    "until_leaves_active": (0, 1 << 30),
}

CLAUSES = {
    "opponent_next_turn": "PTCG:II-E-01",
    "end_of_opponent_next_turn": "PTCG:II-E-22",
    "your_next_turn": "PTCG:II-E-02",
    "end_of_your_next_turn": "PTCG:II-E-21",
}

FOREVER = 1 << 30


def timed(fx: Effect, turn: int, until: str) -> Effect:
    """The effect ``fx`` with the window ``until`` names, starting from ``turn``."""
    first, last = WINDOWS[until]
    return {**fx, "from": turn + first, "until": turn + last}


def live(fx: Effect, turn: int) -> bool:
    return fx.get("from", 0) <= turn <= fx.get("until", FOREVER)


def effects(s: State, slot: Slot, kind: str) -> list[Effect]:
    """The live effects of ``kind`` on a Pokémon."""
    fxs = slot["fx"]
    if not fxs:  # the usual case: nothing on it
        return []
    turn = s["turn"]
    return [fx for fx in fxs if fx["kind"] == kind and live(fx, turn)]


def has_effect(s: State, slot: Slot, kind: str) -> bool:
    return bool(effects(s, slot, kind))


def player_effects(s: State, p: int, kind: str) -> list[Effect]:
    """The live effects of ``kind`` on player ``p`` (PTCG:II-C-19: on the player, not on a
    Pokémon, so switching or protecting a Pokémon does not end them)."""
    return [fx for fx in s.get("pfx", [])
            if fx["player"] == p and fx["kind"] == kind and live(fx, s["turn"])]


def expire(s: State, slots: list[Slot]) -> None:
    """At the end of a turn: drop every effect whose last turn it was."""
    for slot in slots:
        if slot["fx"]:  # most Pokémon have none: no list to rebuild
            slot["fx"] = [fx for fx in slot["fx"] if fx.get("until", FOREVER) > s["turn"]]
    s["pfx"] = [fx for fx in s.get("pfx", []) if fx.get("until", FOREVER) > s["turn"]]
