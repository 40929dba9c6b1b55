"""The Pokémon game state: plain data, and the small accessors the rules share.

A physical card is an integer (its index into ``state["defs"]``, the card ids
of both decks). A Pokémon in play is a *slot*: the stack of Pokémon cards (the
Basic first, the current Stage last), attached Energy and Tools, damage,
Special Conditions and the effects placed on it. Zones are lists of card
integers; the Active Spot is one slot or None, the Bench a list of slots.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from tcgsim.pokemon.game import Game

Slot = dict[str, Any]
State = dict[str, Any]

ZONES = ("deck", "hand", "discard", "prizes", "lost", "playing", "taking")
ROTATION_CONDITIONS = ("asleep", "confused", "paralyzed")  # one at a time (PTCG:S4-COND)


def new_player(cards: list[int]) -> dict[str, Any]:
    return {
        "deck": list(cards),
        "hand": [],
        "discard": [],
        "prizes": [],
        "lost": [],
        "playing": [],  # a Trainer card while its effect resolves
        "taking": [],  # cards looked at on their way to the hand (PTCG:II-E-31)
        "active": None,
        "bench": [],
        "mulligans": 0,
    }


def new_slot(s: State, card: int, turn: int, facedown: bool = False) -> Slot:
    s["next_slot"] += 1
    return {
        "id": s["next_slot"],
        "cards": [card],
        "energy": [],
        "tools": [],
        "dmg": 0,
        "sp": None,  # asleep | confused | paralyzed (they replace each other)
        "psn": 0,  # damage counters a Poisoned checkup places; 0 = not Poisoned
        "brn": 0,  # damage counters a Burned checkup places; 0 = not Burned
        "played": turn,  # turn it came into play or last evolved
        "fx": [],  # effects on this Pokémon: dicts with a kind and an expiry
        "down": facedown,
    }


def in_play(s: State, p: int) -> list[Slot]:
    """The player's Pokémon in play, Active first."""
    pl = s["players"][p]
    return ([pl["active"]] if pl["active"] is not None else []) + pl["bench"]


def all_in_play(s: State) -> list[tuple[int, Slot]]:
    return [(p, slot) for p in (0, 1) for slot in in_play(s, p)]


def find_slot(s: State, slot_id: int) -> tuple[int, Slot] | None:
    # the order of in_play (player 0 first, Active first), without building its lists:
    # slots are looked up by id at nearly every step of an attack or effect
    for p, pl in enumerate(s["players"]):
        active = pl["active"]
        if active is not None and active["id"] == slot_id:
            return p, active
        for slot in pl["bench"]:
            if slot["id"] == slot_id:
                return p, slot
    return None


def slot_cards(slot: Slot) -> list[int]:
    return slot["cards"] + slot["energy"] + slot["tools"]


def clear_conditions_and_effects(slot: Slot) -> None:
    """Moving to the Bench or evolving ends Special Conditions and attack effects."""
    slot["sp"] = None
    slot["psn"] = 0
    slot["brn"] = 0
    slot["fx"] = [fx for fx in slot["fx"] if fx.get("keep")]


def conditions(slot: Slot) -> list[str]:
    out = []
    if slot["psn"]:
        out.append("poisoned")
    if slot["brn"]:
        out.append("burned")
    if slot["sp"]:
        out.append(slot["sp"])
    return out


def card_zone_counts(s: State) -> dict[int, int]:
    """How many places each card is in; every card must be in exactly one (an invariant)."""
    seen: dict[int, int] = {}

    def add(c: int) -> None:
        seen[c] = seen.get(c, 0) + 1

    for p in (0, 1):
        pl = s["players"][p]
        for z in ZONES:
            for c in pl[z]:
                add(c)
        for slot in in_play(s, p):
            for c in slot_cards(slot):
                add(c)
    if s["stadium"] is not None:
        add(s["stadium"])
    return seen


def sorted_cards(g: Game, cs: list[int]) -> list[int]:
    """Options over hidden zones are sorted by card, never by position (no order leaks)."""
    return sorted(cs, key=lambda c: (g.s["defs"][c], c))
