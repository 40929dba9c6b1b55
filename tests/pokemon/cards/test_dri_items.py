"""Destined Rivals Items: Arven's Sandwich ("Heal 30 damage from your Active Pokémon. If that
Pokémon is an Arven's Pokémon, heal 100 damage from it instead.") and Team Rocket's Venture
Bomb ("Flip a coin. If heads, put 2 damage counters on 1 of your opponent's Pokémon. If tails,
put 2 damage counters on your Active Pokémon.")."""

from __future__ import annotations

import tcgsim.pokemon  # noqa: F401  (registers handlers and card implementations)
from tcgsim.pokemon.scenario import Scenario
from tests.helpers import active, do, pick

SANDWICH = "sv10-161"
VENTURE_BOMB = "sv10-179"
TOEDSCOOL = "sv10-109"  # Arven's Toedscool, 70 HP
KYOGRE = "me1-34"  # 150 HP
SNOVER = "me1-35"


def _sandwich_game(active_card: str):  # type: ignore[no-untyped-def]
    sc = Scenario()
    sc.active(0, active_card, damage=60)
    sc.bench(0, KYOGRE, damage=60)
    sc.hand(0, SANDWICH)
    sc.active(1, KYOGRE)
    return sc.start(0, 3)


def test_arvens_sandwich_heals_30_from_the_active_pokemon():
    g = _sandwich_game(KYOGRE)
    do(g, "trainer", "Arven's Sandwich")
    assert active(g, 0)["dmg"] == 30
    assert g.pl(0)["bench"][0]["dmg"] == 60  # not a Benched Pokémon


def test_arvens_sandwich_heals_100_from_an_arvens_pokemon():
    g = _sandwich_game(TOEDSCOOL)
    do(g, "trainer", "Arven's Sandwich")
    assert active(g, 0)["dmg"] == 0


def _bomb_game(heads: bool):  # type: ignore[no-untyped-def]
    sc = Scenario()
    sc.active(0, KYOGRE)
    sc.hand(0, VENTURE_BOMB)
    sc.active(1, KYOGRE)
    sc.bench(1, SNOVER)
    g = sc.start(0, 3)
    g.rng.force(heads)
    do(g, "trainer", "Team Rocket's Venture Bomb")
    return g


def test_venture_bomb_heads_two_counters_on_a_chosen_opponents_pokemon():
    g = _bomb_game(True)
    pick(g, "Snover")
    assert g.pl(1)["bench"][0]["dmg"] == 20
    assert active(g, 1)["dmg"] == 0
    assert active(g, 0)["dmg"] == 0


def test_venture_bomb_tails_two_counters_on_your_active_pokemon():
    g = _bomb_game(False)
    assert active(g, 0)["dmg"] == 20
    assert active(g, 1)["dmg"] == 0 and g.pl(1)["bench"][0]["dmg"] == 0
