"""Attacks of Ascended Heroes and Twilight Masquerade the compiler reads with patterns widened
for them: Mega Eelektross ex's Split Bomb ("60 damage to each of 2 of your opponent's Pokémon",
``damage.damage_chosen``)."""

from __future__ import annotations

import tcgsim.pokemon  # noqa: F401  (registers handlers and card implementations)
from tcgsim.pokemon.scenario import Scenario
from tests.helpers import attack, pick

EELEKTROSS = "me2pt5-278"  # Mega Eelektross ex, Split Bomb [L][L]
KANGASKHAN = "me1-104"  # Mega Kangaskhan ex: 300 HP, weak to Fighting only
POLTCHAGEIST = "sv6-20"
LIGHTNING = "sve-4"


def test_split_bomb_does_60_to_each_of_2_chosen_pokemon():
    sc = Scenario()
    sc.active(0, EELEKTROSS, energy=[LIGHTNING, LIGHTNING])
    sc.active(1, KANGASKHAN)
    sc.bench(1, KANGASKHAN)
    sc.bench(1, POLTCHAGEIST)
    g = sc.start(0, 3)
    attack(g, "Split Bomb")
    assert (g.decision.min, g.decision.max) == (2, 2)
    pick(g, "Kangaskhan ex (Active)", "Kangaskhan ex (Bench)")
    assert g.pl(1)["active"]["dmg"] == 60
    assert [s["dmg"] for s in g.pl(1)["bench"]] == [60, 0]
