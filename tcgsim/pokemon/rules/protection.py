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

from tcgsim.pokemon.model.durations import effects
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
    return _shielded_by_active(g, attacker, target)


def _shielded_by_active(g: Game, attacker: Slot, target: Slot) -> str | None:
    """"During your opponent's next turn, prevent all damage done to each of your Future
    Pokémon by attacks from Pokémon ex. If this Pokémon is no longer your Active Pokémon, this
    effect ends." (Miraidon's C.O.D.E.: Protect): an effect on the Pokémon that used the attack
    (``shield_yours``), so moving to the Bench ends it as it ends every attack's effect on a
    Pokémon; it protects its owner's Pokémon of that kind (``tag``) while it is Active."""
    active = g.pl(g.slot_owner(target["id"]))["active"]
    if active is None or not active["fx"]:
        return None
    for fx in effects(g.s, active, "shield_yours"):
        if fx["tag"] in g.top(target).subtypes and ATTACKERS[fx["only_from"]](g, attacker):
            return fx.get("label", "prevent all damage")
    return None


def unaffected_by_attack_effects(g: Game, slot: Slot, by: int | None = None,
                                 attacker: Slot | None = None) -> bool:
    """"Isn't affected by the effects of attacks": attack step 5 skips it (PTCG:II-C-17); an
    effect on it (one that names attackers, "by your opponent's Pokémon ex", only against
    those), or one in play (Mist Energy). ``by``: the attacking player; ``attacker``: the
    Attacking Pokémon."""
    for fx in effects(g.s, slot, "prevent_effects"):
        only = fx.get("only_from")
        if only is None or (attacker is not None and ATTACKERS[only](g, attacker)):
            return True
    return prevents_attack_effects(g, slot, by, attacker)
