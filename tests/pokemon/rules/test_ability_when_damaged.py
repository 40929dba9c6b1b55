"""Abilities of a Pokémon "in the Active Spot and damaged by an attack" (PTCG:II-E-03),
compiled from the printed text."""

from __future__ import annotations

from tcgsim.pokemon.scenario import Scenario
from tests.helpers import attack

QWILFISH = "me4-52"  # 90 HP; Poison Point: Active and damaged -> the Attacking Pokémon Poisoned
BRUXISH = "sv8-200"  # 110 HP; Counterattack: Active and damaged -> 3 counters on the attacker
MUDSDALE = "sv10-108"  # Heavy Impact FFC 130
KYOGRE = "me1-34"
FIGHTING, WATER = "sve-6", "sve-3"


def test_even_if_knocked_out():
    """PTCG:II-E-03: Qwilfish is Knocked Out by the attack's damage, yet its Poison Point
    happens (step 6, before the Knock Out): the Attacking Pokémon is Poisoned."""
    sc = Scenario()
    sc.active(0, MUDSDALE, energy=[FIGHTING] * 3)
    sc.active(1, QWILFISH)
    sc.bench(1, KYOGRE)
    g = sc.start(0, 3)
    attack(g, "Heavy Impact")
    assert g.pl(0)["active"]["psn"]
    assert "Qwilfish" in [g.name(c) for c in g.pl(1)["discard"]]


def test_counters_on_the_attacker_only_when_damaged():
    """PTCG:II-E-03: Bruxish damaged in the Active Spot puts 3 damage counters on the
    Attacking Pokémon; an attack that does it no damage changes nothing."""
    sc = Scenario()
    sc.active(0, MUDSDALE, energy=[FIGHTING] * 3)
    sc.active(1, BRUXISH)
    sc.bench(1, KYOGRE)
    g = sc.start(0, 3)
    attack(g, "Heavy Impact")
    assert g.pl(0)["active"]["dmg"] == 30

    sc = Scenario()
    sc.active(0, KYOGRE, energy=[WATER])
    sc.active(1, BRUXISH)
    g = sc.start(0, 3)
    attack(g, "Riptide")  # no Basic Water Energy in the discard pile: 0 damage
    assert g.pl(1)["active"]["dmg"] == 0 and g.pl(0)["active"]["dmg"] == 0
