"""Coins counted from the board and what they count for: "Your opponent flips a coin for each
of their Benched Pokémon. This attack does 80 damage … for each tails" (Team Rocket's Hypno),
"Flip a coin for each Maushold you have in play. For each heads, discard the top 2 cards of
your opponent's deck" (Maushold); and Morpeko's "Discard the top 3 cards of your deck and put
1 of them into your hand"."""

from __future__ import annotations

import tcgsim.pokemon  # noqa: F401  (registers handlers and card implementations)
from tcgsim.pokemon.scenario import Scenario
from tests.helpers import active, attack, events, pick, zone

HYPNO = "sv10-80"  # Team Rocket's Hypno, Bench Manipulation [P][P][P] 80×
MAUSHOLD = "me30c-146"  # Gnaw Together [C]
MORPEKO = "me30c-135"  # Select a Snack [C]
KYOGRE = "me1-34"  # 150 HP
PIKACHU_EX = "svp-106"  # Lightning ex, 200 HP, weak to Fighting ×2
SNOVER = "me1-35"
PSYCHIC = "sve-5"
WATER = "sve-3"
FIRE = "sve-2"


def test_bench_manipulation_80_for_each_tails_without_weakness():
    sc = Scenario()
    sc.active(0, HYPNO, energy=[PSYCHIC] * 3)
    sc.active(1, PIKACHU_EX)
    for _ in range(3):
        sc.bench(1, SNOVER)
    g = sc.start(0, 3)
    g.rng.force(False, True, False)  # 3 coins: one per Benched Pokémon
    attack(g, "Bench Manipulation")
    assert len(events(g, "coin")) == 3
    assert active(g, 1)["dmg"] == 160


def test_bench_manipulation_no_bench_no_damage():
    sc = Scenario()
    sc.active(0, HYPNO, energy=[PSYCHIC] * 3)
    sc.active(1, KYOGRE)
    g = sc.start(0, 3)
    attack(g, "Bench Manipulation")
    assert not events(g, "coin")
    assert active(g, 1)["dmg"] == 0


def test_gnaw_together_two_cards_per_heads_for_each_maushold():
    sc = Scenario()
    sc.active(0, MAUSHOLD, energy=[WATER])
    sc.bench(0, MAUSHOLD)
    sc.bench(0, SNOVER)
    sc.active(1, KYOGRE)
    sc.deck(1, *[WATER] * 6)
    g = sc.start(0, 3)
    g.rng.force(True, True)  # 2 Maushold: 2 coins
    attack(g, "Gnaw Together")
    assert len(events(g, "coin")) == 2
    assert len(g.pl(1)["deck"]) == 1  # 6 - 4 discarded - 1 drawn on their turn
    assert zone(g, 1, "discard") == ["Basic Water Energy"] * 4


def test_select_a_snack_takes_one_of_the_three_discarded():
    sc = Scenario()
    sc.active(0, MORPEKO, energy=[WATER])
    sc.deck(0, FIRE, SNOVER, WATER, PSYCHIC)
    sc.discard(0, KYOGRE)
    sc.active(1, KYOGRE)
    g = sc.start(0, 3)
    attack(g, "Select a Snack")
    d = g.decision
    assert d.min == d.max == 1
    assert sorted(o.label for o in d.options) == ["Basic Fire Energy", "Basic Water Energy",
                                                  "Snover"]  # not the Kyogre already there
    pick(g, "Snover")
    assert zone(g, 0, "hand") == ["Snover"]
    assert zone(g, 0, "discard") == ["Basic Fire Energy", "Basic Water Energy", "Kyogre"]
    assert zone(g, 0, "deck") == ["Basic Psychic Energy"]
