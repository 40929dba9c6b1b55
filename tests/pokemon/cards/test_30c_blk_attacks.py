"""Attacks of 30th Celebration (30C) and Black Bolt (BLK) read by compiler patterns: Scraggy's
Nitpick (the opponent shuffles their hand into their deck and draws 4), Mewtwo ex's Photon
Bullets (50 damage to each of the opponent's Pokémon ex) and Kyurem ex's Blizzard Burst (10 to
each Benched Pokémon for each Prize card the opponent has taken)."""

from __future__ import annotations

import tcgsim.pokemon  # noqa: F401  (registers handlers and card implementations)
from tcgsim.pokemon.scenario import Scenario
from tests.helpers import attack

SCRAGGY = "me30c-140"  # Nitpick [D]
MEWTWO_EX = "me30c-157"  # Photon Bullets [P][P]
KYUREM_EX = "zsv10pt5-165"  # Blizzard Burst [W][W][C] 130
PIKACHU_EX = "svp-106"  # 200 HP
KYOGRE = "me1-34"  # 150 HP
SNOVER = "me1-35"  # 90 HP, weak to Metal
WATER, PSYCHIC, DARK = "sve-3", "sve-5", "sve-7"


def test_nitpick_opponent_shuffles_hand_into_deck_and_draws_4():
    sc = Scenario()
    sc.active(0, SCRAGGY, energy=[DARK])
    sc.hand(0, WATER)
    sc.active(1, KYOGRE)
    sc.hand(1, SNOVER, SNOVER)
    g = sc.start(0, 3)
    deck = len(g.pl(1)["deck"])
    attack(g, "Nitpick")
    # 4 drawn by Nitpick, then 1 at the start of their turn
    assert len(g.pl(1)["hand"]) == 5
    assert len(g.pl(1)["deck"]) == deck + 2 - 5
    assert len(g.pl(0)["hand"]) == 1  # the attacking player's hand is not touched


def test_photon_bullets_50_to_each_opponents_pokemon_ex():
    sc = Scenario()
    sc.active(0, MEWTWO_EX, energy=[PSYCHIC, PSYCHIC])
    sc.active(1, PIKACHU_EX)
    sc.bench(1, KYOGRE)
    sc.bench(1, PIKACHU_EX)
    g = sc.start(0, 3)
    attack(g, "Photon Bullets")
    assert g.pl(1)["active"]["dmg"] == 50
    assert [b["dmg"] for b in g.pl(1)["bench"]] == [0, 50]


def test_blizzard_burst_10_to_each_benched_for_each_prize_card_the_opponent_took():
    sc = Scenario()
    sc.active(0, KYUREM_EX, energy=[WATER, WATER, WATER])
    sc.active(1, PIKACHU_EX)
    sc.bench(1, KYOGRE)
    sc.bench(1, SNOVER)
    sc.prizes(1, n=4)  # the opponent has taken 2
    g = sc.start(0, 3)
    attack(g, "Blizzard Burst")
    assert g.pl(1)["active"]["dmg"] == 130
    assert [b["dmg"] for b in g.pl(1)["bench"]] == [20, 20]
