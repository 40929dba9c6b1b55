"""Fezandipiti (PRE 45) Adrena-Pheromone: "If this Pokémon has any Darkness Energy attached and is
damaged by an attack, flip a coin. If heads, prevent that damage." (PTCG:II-C-16)"""

from __future__ import annotations

import tcgsim.pokemon  # noqa: F401  (registers handlers and card implementations)
from tcgsim.pokemon.game import Game
from tcgsim.pokemon.scenario import Scenario
from tests.helpers import attack, events

FEZANDIPITI = "sv8pt5-45"  # 120 HP
LINOONE = "me2-82"  # Slash [C] 70
DARK, PSYCHIC, WATER = "sve-7", "sve-5", "sve-3"


def _slashed(energy: list[str], coins: tuple[bool, ...]) -> Game:
    sc = Scenario()
    sc.active(0, FEZANDIPITI, energy=energy)
    sc.active(1, LINOONE, energy=[WATER])
    g = sc.start(1, 3)
    g.rng.force(*coins)
    attack(g, "Slash")
    return g


def test_with_darkness_energy_heads_prevents_the_damage():
    assert _slashed([DARK], (True,)).pl(0)["active"]["dmg"] == 0
    assert _slashed([DARK], (False,)).pl(0)["active"]["dmg"] == 70


def test_without_darkness_energy_no_coin_is_flipped():
    g = _slashed([PSYCHIC], (True,))
    assert g.pl(0)["active"]["dmg"] == 70 and events(g, "coin") == []
