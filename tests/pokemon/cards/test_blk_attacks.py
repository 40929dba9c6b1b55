"""Attacks of Black Bolt (BLK) and White Flare: each test builds the board with the Scenario
builder and checks what the attack promises."""

from __future__ import annotations

import tcgsim.pokemon  # noqa: F401  (registers handlers and card implementations)
from tcgsim.pokemon.game import Game
from tcgsim.pokemon.scenario import Scenario
from tests.helpers import attack, pick

ELGYEM = "zsv10pt5-120"  # Slight Shift [P]
KYOGRE = "me1-34"
SNOVER = "me1-35"
SHUPPET = "me5-33"  # Hide 'n' Sneak: prevents the effects of attacks done to it
PSYCHIC = "sve-5"
WATER = "sve-3"


def _game() -> Game:
    sc = Scenario()
    sc.active(0, ELGYEM, energy=[PSYCHIC])
    sc.active(1, KYOGRE, energy=[WATER, WATER])
    sc.bench(1, SNOVER)
    sc.bench(1, SHUPPET)
    return sc.start(0, 3)


def test_slight_shift_moves_an_energy_between_the_opponents_pokemon():
    g = _game()
    attack(g, "Slight Shift")
    assert g.decision.player == 0  # the attacking player chooses
    pick(g, "Kyogre")
    pick(g, "Snover")
    assert len(g.pl(1)["active"]["energy"]) == 1
    assert len(g.pl(1)["bench"][0]["energy"]) == 1
    assert len(g.pl(0)["active"]["energy"]) == 1  # Elgyem's own Energy stays


def test_slight_shift_moves_nothing_onto_a_pokemon_protected_from_attack_effects():
    g = _game()
    attack(g, "Slight Shift")
    pick(g, "Kyogre")
    pick(g, "Shuppet")
    assert len(g.pl(1)["active"]["energy"]) == 2
    assert g.pl(1)["bench"][1]["energy"] == []
