"""Perfect Order / Pitch Black (PBL, me5): the texts of this set the compiler can't read, each
beside the card that prints it."""

from __future__ import annotations

from tcgsim.pokemon.effects import filters as F
from tcgsim.pokemon.model.impl import TrainerImpl, trainer

# Tremendous Bomb (PBL 82, 113): "If the Pokémon this card is attached to isn't a Mega Evolution
# Pokémon ex, is in the Active Spot, and takes 240 or more damage from an attack from your
# opponent's Mega Evolution Pokémon ex (even if this Pokémon is Knocked Out), place 12 damage
# counters on the Attacking Pokémon. If you placed any damage counters in this way, discard
# this card." (attack step 6, PTCG:II-E-03)
trainer("Tremendous Bomb", TrainerImpl(when_damaged=(
    ("holder_is_active", {}),
    ("holder_is", {"what": F.other_than(F.mega_evolution_ex), "var": "kind"}, "active"),
    ("holder_took_from", {"at_least": 240, "attacker": F.mega_evolution_ex, "var": "big"},
     "kind"),
    ("counters_on_attacker", {"n": 12}, "big"),
    ("discard_this_card", {}, "placed"),
)))
