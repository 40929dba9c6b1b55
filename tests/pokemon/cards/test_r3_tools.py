"""Sparkling Crystal (PRE 129): "When the Tera Pokémon this card is attached to uses an attack,
that attack costs 1 Energy less. (The Energy can be of any type.)" — any one unit of the cost,
whichever the attached Energy pays (rules.costs.attack_costs, PTCG:II-D-12)."""

from __future__ import annotations

import tcgsim.pokemon  # noqa: F401  (registers handlers and card implementations)
from tcgsim.pokemon.game import Game
from tcgsim.pokemon.rules.attack import attacks_of, usable_attacks
from tcgsim.pokemon.scenario import Scenario

SPARKLING_CRYSTAL = "sv8pt5-129"
TERAPAGOS_EX = "sv7-128"  # Tera; Crown Opal [G][W][L], Unified Beatdown [C][C]
TERAPAGOS = "me2pt5-178"  # not Tera; Hard Tackle [C][C][C]
KYOGRE = "me1-34"
GRASS, WATER, LIGHTNING = "sve-1", "sve-3", "sve-4"


def _usable(active: str, energy: list[str], crystal: bool) -> list[str]:
    sc = Scenario()
    sc.active(0, active, energy=energy, tools=[SPARKLING_CRYSTAL] if crystal else [])
    sc.active(1, KYOGRE)
    g: Game = sc.start(0, 3)
    attacks = attacks_of(g, g.pl(0)["active"])
    return [attacks[i].name for i in usable_attacks(g, 0)]


def test_sparkling_crystal_takes_one_typed_unit_off_a_tera_pokemons_attack():
    assert "Crown Opal" not in _usable(TERAPAGOS_EX, [GRASS, WATER], crystal=False)
    assert "Crown Opal" in _usable(TERAPAGOS_EX, [GRASS, WATER], crystal=True)  # no [L] needed
    assert "Crown Opal" in _usable(TERAPAGOS_EX, [WATER, LIGHTNING], crystal=True)  # no [G]
    # only one unit: two Grass still leave a [W] or an [L] unpaid
    assert "Crown Opal" not in _usable(TERAPAGOS_EX, [GRASS, GRASS], crystal=True)
    assert "Unified Beatdown" in _usable(TERAPAGOS_EX, [GRASS], crystal=True)


def test_sparkling_crystal_does_nothing_for_a_pokemon_that_is_not_tera():
    assert "Hard Tackle" not in _usable(TERAPAGOS, [GRASS, WATER], crystal=True)
