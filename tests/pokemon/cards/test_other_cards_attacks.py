"""Abilities that let a Pokémon use attacks printed on other cards (you still need the
necessary Energy): Memory Helix (Mew ex, 30C 158: "This Pokémon can use the attacks of any of
your Benched Pokémon") and Memory Dive (Relicanth, TEF 173: "Each of your evolved Pokémon can
use any attack from its previous Evolutions")."""

from __future__ import annotations

import tcgsim.pokemon  # noqa: F401  (registers handlers and card implementations)
from tcgsim.pokemon.game import Game
from tcgsim.pokemon.rules.attack import attacks_of
from tcgsim.pokemon.scenario import Scenario
from tests.helpers import KYOGRE, MEGA_ABOMASNOW, SNOVER, attack

MEW_EX = "me30c-158"  # Teleportation Burst [P]
RELICANTH = "sv5-173"
WATER = "sve-3"


def _names(g: Game, p: int = 0) -> list[str]:
    return [a.name for a in attacks_of(g, g.pl(p)["active"])]


def _offered(g: Game) -> list[str]:
    attacks = attacks_of(g, g.pl(g.current)["active"])
    return [attacks[o.data[1]].name for o in g.decision.options if o.data[0] == "attack"]


def test_memory_helix_uses_a_benched_pokemons_attack():
    sc = Scenario()
    sc.active(0, MEW_EX, energy=[WATER] * 3)
    sc.bench(0, KYOGRE)
    sc.active(1, MEGA_ABOMASNOW)
    g = sc.start(0, 3)
    assert "Swirling Waves" in _offered(g)  # [W][W][C]: Mew ex has the Energy
    attack(g, "Swirling Waves")
    assert g.pl(1)["active"]["dmg"] == 130
    assert len(g.pl(0)["active"]["energy"]) == 1  # "Discard 2 Energy from this Pokémon": Mew's


def test_memory_helix_still_needs_the_energy():
    sc = Scenario()
    sc.active(0, MEW_EX, energy=[WATER])
    sc.bench(0, KYOGRE)
    sc.active(1, MEGA_ABOMASNOW)
    g = sc.start(0, 3)
    assert "Swirling Waves" in _names(g)
    assert "Swirling Waves" not in _offered(g)
    assert "Riptide" in _offered(g)  # [W]


def test_memory_dive_previous_evolutions_attacks():
    sc = Scenario()
    sc.active(0, SNOVER, MEGA_ABOMASNOW, energy=[WATER])
    sc.bench(0, RELICANTH)
    sc.active(1, KYOGRE)
    g = sc.start(0, 3)
    attack(g, "Beat")  # Snover's
    assert g.pl(1)["active"]["dmg"] == 10


def test_memory_dive_not_without_relicanth_nor_for_a_basic_pokemon():
    sc = Scenario()
    sc.active(0, SNOVER, MEGA_ABOMASNOW, energy=[WATER])
    sc.active(1, KYOGRE)
    assert "Beat" not in _names(sc.start(0, 3))
    sc = Scenario()
    sc.active(0, KYOGRE)
    sc.bench(0, RELICANTH)
    sc.active(1, KYOGRE)
    assert _names(sc.start(0, 3)) == ["Riptide", "Swirling Waves"]
