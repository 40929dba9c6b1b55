"""Technical Machine: Fluorite's attack (compiler.pokemon.discard_and, compiler.trainers.
heal_each): "Discard all Energy from this Pokémon, and heal all damage from each of your Tera
Pokémon."."""

from __future__ import annotations

import tcgsim.pokemon  # noqa: F401  (registers handlers and card implementations)
from tcgsim.pokemon.scenario import Scenario
from tests.helpers import attack, zone

TM_FLUORITE = "sv8-188"
LAPRAS_EX = "svp-164"  # a Tera Pokémon
SNOVER, KYOGRE = "me1-35", "me1-34"
GRASS, WATER, PSYCHIC = "sve-1", "sve-3", "sve-5"


def test_fluorite_discards_this_pokemons_energy_and_heals_each_tera_pokemon():
    sc = Scenario()
    sc.active(0, LAPRAS_EX, energy=[GRASS, WATER, PSYCHIC], tools=[TM_FLUORITE], damage=100)
    sc.bench(0, LAPRAS_EX, damage=50)
    sc.bench(0, SNOVER, damage=30)
    sc.active(1, KYOGRE)
    sc.deck(0, pad=True)
    sc.deck(1, pad=True)
    g = sc.start(0, 3)
    attack(g, "Fluorite")
    me = g.pl(0)
    assert me["active"]["energy"] == []
    assert me["active"]["dmg"] == 0 and me["bench"][0]["dmg"] == 0
    assert me["bench"][1]["dmg"] == 30  # not a Tera Pokémon
    assert "Basic Psychic Energy" in zone(g, 0, "discard")
