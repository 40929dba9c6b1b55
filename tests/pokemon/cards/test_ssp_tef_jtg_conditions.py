"""Search to the top of the deck by an attack, hand-size and Bench-damage conditions
(compiler.zones.search_to_top / then, compiler.board conditions): Dialga's Time Manipulation,
Billy & O'Nare, Drampa's Raging Cannon."""

from __future__ import annotations

import tcgsim.pokemon  # noqa: F401  (registers handlers and card implementations)
from tcgsim.pokemon.scenario import Scenario
from tests.helpers import active, attack, do, pick

DIALGA, DRAMPA = "sv8-135", "sv5-184"
BILLY = "sv9-142"
SNOVER, KYOGRE, IRON_HANDS_EX = "me1-35", "me1-34", "sv4-70"
ULTRA_BALL, NEST_BALL = "me1-131", "sv1-181"
WATER, GRASS = "sve-3", "sve-1"


def test_time_manipulation_puts_the_2_chosen_cards_on_top_in_the_chosen_order():
    sc = Scenario()
    sc.active(0, DIALGA, energy=[WATER])
    sc.active(1, KYOGRE)
    sc.deck(0, WATER, ULTRA_BALL, WATER, SNOVER, WATER, WATER)
    sc.deck(1, pad=True)
    g = sc.start(0, 3)
    attack(g, "Time Manipulation")
    pick(g, "Ultra Ball", "Snover")
    pick(g, "Snover")  # on the very top
    deck = g.pl(0)["deck"]
    assert [g.name(c) for c in deck[:2]] == ["Snover", "Ultra Ball"]
    assert len(deck) == 6


def _billy(others: int) -> int:
    sc = Scenario()
    sc.active(0, SNOVER)
    sc.active(1, KYOGRE)
    sc.hand(0, BILLY, *([GRASS] * others))
    sc.deck(0, pad=True)
    sc.deck(1, pad=True)
    g = sc.start(0, 3)
    do(g, "trainer", "Billy & O'Nare")
    return len(g.pl(0)["hand"])


def test_billy_and_onare_draws_2_more_only_with_10_or_more_cards_in_hand():
    assert _billy(8) == 12  # 8 + 2 = 10: 2 more
    assert _billy(7) == 9  # 7 + 2 = 9: no more


def _raging_cannon(*bench_damage: int) -> int:
    sc = Scenario()
    sc.active(0, DRAMPA, energy=[WATER, WATER, WATER])
    for dmg in bench_damage:
        sc.bench(0, SNOVER, damage=dmg)
    sc.active(1, IRON_HANDS_EX)
    sc.deck(0, pad=True)
    sc.deck(1, pad=True)
    g = sc.start(0, 3)
    attack(g, "Raging Cannon")
    dmg: int = active(g, 1)["dmg"]
    return dmg


def test_raging_cannon_needs_damage_counters_on_every_benched_pokemon():
    assert _raging_cannon(10, 30) == 220
    assert _raging_cannon(10, 0) == 100
    assert _raging_cannon() == 100  # no Benched Pokémon: none has a counter
