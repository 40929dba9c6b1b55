""""You may move any amount of Metal Energy from your Pokémon to your other Pokémon in any way
you like" (Forretress's Iron Shake-Up, Clefable ex's Wondrous Moon): a card at a time, each
to a Pokémon of the player's choice, until they stop; only Energy providing that type."""

from __future__ import annotations

import tcgsim.pokemon  # noqa: F401  (registers handlers and card implementations)
from tcgsim.pokemon.scenario import Scenario
from tests.helpers import active, attack, pick

FORRETRESS = "sv10-140"  # Iron Shake-Up [C] 20
KYOGRE = "me1-34"
SNOVER = "me1-35"
METAL = "sve-8"
WATER = "sve-3"


def _energy(g, slot) -> list[str]:  # type: ignore[no-untyped-def]
    return sorted(g.name(c) for c in slot["energy"])


def test_iron_shake_up_moves_each_card_where_the_player_likes():
    sc = Scenario()
    sc.active(0, FORRETRESS, energy=[METAL, METAL, WATER])
    sc.bench(0, SNOVER, energy=[METAL])
    sc.bench(0, KYOGRE)
    sc.active(1, KYOGRE)
    g = sc.start(0, 3)
    attack(g, "Iron Shake-Up")
    labels = [o.label for o in g.decision.options]
    assert len(labels) == 3 and not [x for x in labels if "Water" in x]
    pick(g, "Metal Energy on Forretress")
    pick(g, "Kyogre")
    pick(g, "Metal Energy on Snover")
    pick(g, "Kyogre")
    assert g.decision.options  # the last Metal Energy on Forretress is still offered
    g.respond([])  # stop
    snover, kyogre = g.pl(0)["bench"]
    assert _energy(g, active(g, 0)) == ["Basic Metal Energy", "Basic Water Energy"]
    assert _energy(g, snover) == []
    assert _energy(g, kyogre) == ["Basic Metal Energy"] * 2
    assert active(g, 1)["dmg"] == 20


DELCATTY = "sv5-131"  # Energy Blender [CCC] 110
PIDGEOT_EX = "sv3-164"  # 280 HP


def test_energy_blender_moves_energy_of_any_type():
    """Delcatty (TEF 131): "any amount of Energy" — every type is offered, after the damage."""
    sc = Scenario()
    sc.active(0, DELCATTY, energy=[METAL, WATER, WATER])
    sc.bench(0, KYOGRE)
    sc.active(1, PIDGEOT_EX)
    g = sc.start(0, 3)
    attack(g, "Energy Blender")
    labels = [o.label for o in g.decision.options]
    assert sorted(labels) == ["Basic Metal Energy on Delcatty (Active)",
                              "Basic Water Energy on Delcatty (Active)",
                              "Basic Water Energy on Delcatty (Active)"]
    pick(g, "Basic Water Energy on Delcatty")  # Kyogre, the only other Pokémon, takes it
    pick(g, "Basic Metal Energy on Delcatty")
    g.respond([])  # stop
    assert _energy(g, active(g, 0)) == ["Basic Water Energy"]
    assert _energy(g, g.pl(0)["bench"][0]) == ["Basic Metal Energy", "Basic Water Energy"]
    assert active(g, 1)["dmg"] == 110
