"""Bug Out (Sizzlipede, Masquerain): "Reveal the bottom 7 cards of your deck, and this attack
does 50 damage for each Pokémon you find there that has the Bug Out attack. Then, shuffle any
revealed Pokémon back into your deck. Discard the other cards." — every revealed Pokémon goes
back (those without Bug Out too), the other cards are discarded."""

from __future__ import annotations

import tcgsim.pokemon  # noqa: F401  (registers handlers and card implementations)
from tcgsim.pokemon.scenario import Scenario
from tests.helpers import active, attack, events, zone

SIZZLIPEDE = "me5-9"
MASQUERAIN = "mep-111"
GRENINJA_EX = "me30c-148"  # 300 HP, Water
SNOVER = "me1-35"
FIRE = "sve-2"
WATER = "sve-3"


def test_bug_out_counts_bug_out_pokemon_among_the_bottom_seven():
    sc = Scenario()
    sc.active(0, SIZZLIPEDE, energy=[FIRE] * 3)
    # top first: the two top cards are not revealed
    sc.deck(0, SIZZLIPEDE, WATER, SIZZLIPEDE, MASQUERAIN, SNOVER, FIRE, WATER, WATER, FIRE)
    sc.active(1, GRENINJA_EX)
    g = sc.start(0, 3)
    attack(g, "Bug Out")
    assert active(g, 1)["dmg"] == 100  # Sizzlipede and Masquerain, not the top one
    assert sorted(zone(g, 0, "discard")) == ["Basic Fire Energy"] * 2 + ["Basic Water Energy"] * 2
    assert sorted(zone(g, 0, "deck")) == ["Basic Water Energy", "Masquerain", "Sizzlipede",
                                          "Sizzlipede", "Snover"]
    assert events(g, "reveal", source="deck bottom")
