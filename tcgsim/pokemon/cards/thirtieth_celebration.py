"""30th Celebration (30C, me30c): the texts of this set the compiler can't read."""

from __future__ import annotations

from typing import Any

from tcgsim.pokemon.model.impl import AbilityImpl, ability


def _asleep_active(g: Any, p: int, slot: Any = None) -> bool:
    active = g.pl(p)["active"]
    return active is not None and active["sp"] == "asleep" and (slot is None or active is slot)


# Snorlax (30C 119) — Good Sleep: a Checkup effect done after the Special Conditions are
# checked (AbilityImpl.checkup_after), when the Asleep coin has left it Asleep. Only an Active
# Pokémon is Asleep, and the Active Pokémon can't change during the Checkup: the one asleep
# when it is done is this one.
ability(
    "Good Sleep",
    "If this Pokémon remains Asleep during Pokémon Checkup, heal all damage from this Pokémon.",
    AbilityImpl(declared=False, checkup_if=_asleep_active, checkup_after=True, checkup=(
        ("check", {"cond": _asleep_active, "var": "still_asleep"}),
        ("heal", {"amount": None, "target": "self"}, "still_asleep"),
    )),
)
