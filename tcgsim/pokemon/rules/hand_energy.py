"""Effects an attack leaves on the Defending Pokémon about Energy attached to it from the hand
during the opponent's next turn (PTCG:I-C, II-E-01):

* ``no_hand_energy``: "Energy can't be attached from your opponent's hand to the Defending
  Pokémon" — it is not offered as a target (:func:`tcgsim.pokemon.rules.actions.energy_targets`);
* ``hand_energy_punish``: "if / whenever they attach an Energy card from their hand to the
  Defending Pokémon, their turn ends / place N damage counters on that Pokémon" — done at once,
  after each such attachment (:func:`attached_from_hand`).
"""

from __future__ import annotations

from tcgsim.pokemon.game import Game
from tcgsim.pokemon.model.durations import effects, has_effect
from tcgsim.pokemon.model.state import Slot


def hand_energy_blocked(g: Game, slot: Slot) -> bool:
    return bool(slot["fx"]) and has_effect(g.s, slot, "no_hand_energy")


def attached_from_hand(g: Game, p: int, slot: Slot) -> None:
    """Player p attached an Energy card from their hand to ``slot``: the punishments on it
    happen (the caller checks for Knock Outs after)."""
    if not slot["fx"]:
        return
    for fx in effects(g.s, slot, "hand_energy_punish"):
        g.event("effect", clause="PTCG:II-E-01", pokemon=g.top(slot).name,
                effect=fx.get("label", ""))
        if fx.get("n"):
            g.place_counters(slot, fx["n"], clause="PTCG:II-E-01", why=fx.get("label", ""),
                             by=1 - p)
        if fx.get("ends_turn"):
            g.s["tf"]["turn_ends"] = True  # the main phase gives way to the end of the turn
