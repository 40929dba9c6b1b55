"""Effects on a player that forbid their Pokémon to attack or retreat while a condition holds
(PTCG:II-C-14, II-C-15, II-C-19): "During your opponent's next turn, Pokémon that have 2 or
less Energy attached can't attack" (Walrein), "their Poisoned Pokémon can't retreat" (Roxie's
Performance). On the player, not on a Pokémon: Pokémon that come into play, or that meet the
condition later, are held too.
"""

from __future__ import annotations

from tcgsim.pokemon.game import Game
from tcgsim.pokemon.model.durations import player_effects
from tcgsim.pokemon.model.state import Slot


def _holds(fx: dict[str, object], slot: Slot) -> bool:
    if "max_energy" in fx:
        return len(slot["energy"]) <= fx["max_energy"]  # type: ignore[operator]
    return fx.get("condition") == "poisoned" and bool(slot["psn"])


def player_locked(g: Game, slot: Slot, kind: str) -> bool:
    """Whether an effect of ``kind`` ("cant_attack_if", "cant_retreat_if") on the Pokémon's
    owner holds it now."""
    if not g.s.get("pfx"):
        return False
    p = g.slot_owner(slot["id"])
    return any(_holds(fx, slot) for fx in player_effects(g.s, p, kind))
