"""A Special Condition the player chooses ("choose Burned, Confused, or Poisoned. Your
opponent's Active Pokémon is now affected by that Special Condition": Cradily, Grafaiai;
PTCG:S4-COND)."""

from __future__ import annotations

from typing import Any

from tcgsim.pokemon.effects.script import apply_condition, frame_vars
from tcgsim.pokemon.game import Game
from tcgsim.pokemon.model.state import Slot
from tcgsim.pokemon.rules import continuous

ALL = ("asleep", "burned", "confused", "paralyzed", "poisoned")


def choose_condition(g: Game, f: dict[str, Any], options: tuple[str, ...] = ALL) -> bool:
    """The player picks one of ``options``; "that Special Condition" is remembered."""
    if "ans" not in f:
        g.ask(f["p"], "choose", "Choose a Special Condition",
              [(c.capitalize(), c) for c in options])
        return False
    frame_vars(g, f)["condition"] = options[f.pop("ans")[0]]
    return True


def apply_chosen_condition(g: Game, f: dict[str, Any]) -> bool:
    """Your opponent's Active Pokémon is now affected by the one chosen (none chosen, as after
    tails: nothing)."""
    chosen = frame_vars(g, f).get("condition")
    return True if chosen is None else apply_condition(g, f, chosen)


def could_apply(g: Game, p: int, slot: Slot | None, a: dict[str, Any]) -> bool:
    """Could any of the conditions offered affect the opponent's Active Pokémon now."""
    active = g.pl(1 - p)["active"]
    return active is not None and not all(continuous.condition_immune(g, active, c)
                                          for c in a.get("options", ALL))
