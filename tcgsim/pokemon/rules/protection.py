"""Protection from attacks: "prevent all damage" (PTCG:II-C-16), "isn't affected by the
effects of attacks" (PTCG:II-C-17) and the Tera rule.

Both protections are effects on the protected Pokémon (``slot["fx"]`` entries of kind
``prevent_damage`` / ``prevent_effects``). A ``prevent_damage`` effect may name the
attackers it protects from (``"only_from"``: a key of :data:`ATTACKERS`, e.g. "attacks from
Basic Pokémon"; the table is in :mod:`~tcgsim.pokemon.rules.continuous`, whose step 5 reads it
for "takes 100 less damage from attacks from Evolution Pokémon" too).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from tcgsim.pokemon.model.durations import effects, has_effect
from tcgsim.pokemon.model.state import Slot, find_slot
from tcgsim.pokemon.rules.continuous import ATTACKERS, prevents_attack_effects

if TYPE_CHECKING:
    from tcgsim.pokemon.game import Game

TERA_RULE = "PTCG:II-C-16"


def on_bench(g: Game, slot: Slot) -> bool:
    found = find_slot(g.s, slot["id"])
    return found is not None and g.pl(found[0])["active"] is not slot


def damage_prevented(g: Game, attacker: Slot, target: Slot, dmg: int = 0) -> str | None:
    """Why all damage from this attack to ``target`` is prevented at step 6, or None.
    ``dmg``: the step 6 damage ("prevent all damage … if that damage is 60 or less")."""
    top = g.top(target)
    if top.is_tera and on_bench(g, target):
        # Tera: "As long as this Pokémon is on your Bench, prevent all damage done to this
        # Pokémon by attacks (both yours and your opponent's)."
        return "Tera: on the Bench"
    for fx in effects(g.s, target, "prevent_damage"):
        only = fx.get("only_from")  # "from" is the first turn of its duration
        if "at_most" in fx and dmg > fx["at_most"]:
            continue
        if only is None or ATTACKERS[only](g, attacker):
            return fx.get("label", "prevent all damage")
    return None


def unaffected_by_attack_effects(g: Game, slot: Slot, by: int | None = None) -> bool:
    """"Isn't affected by the effects of attacks": attack step 5 skips it (PTCG:II-C-17); an
    effect on it, or one in play (Mist Energy). ``by``: the attacking player."""
    return has_effect(g.s, slot, "prevent_effects") or prevents_attack_effects(g, slot, by)
