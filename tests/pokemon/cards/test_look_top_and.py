""""Look at the top N cards of your deck, and …" (Tropius, Mega Delphox ex, Grimsley's Move):
the rest of the sentence acts on the cards looked at; the others are shuffled back or put on
the bottom as printed. Only Basic Pokémon go onto the Bench (PTCG:II-C-11)."""

from __future__ import annotations

import tcgsim.pokemon  # noqa: F401  (registers handlers and card implementations)
from tcgsim.pokemon.scenario import Scenario
from tests.helpers import attack, do, events, pick, zone

TROPIUS = "me5-1"  # Fruity Aroma [C]
DELPHOX = "me5-8"  # Mega Delphox ex, Trick Portal [R]
GRIMSLEY = "me2-120"
KYOGRE = "me1-34"
SNOVER = "me1-35"
ABOMASNOW = "me1-36"  # Stage 1
SNEASEL = "sv10-128"  # Team Rocket's Sneasel, a Basic Darkness Pokémon
WATER = "sve-3"
FIRE = "sve-2"


def test_fruity_aroma_takes_any_number_of_pokemon_from_the_top_six():
    sc = Scenario()
    sc.active(0, TROPIUS, energy=[WATER])
    sc.deck(0, SNOVER, WATER, ABOMASNOW, WATER, WATER, WATER, KYOGRE)
    sc.active(1, KYOGRE)
    g = sc.start(0, 3)
    attack(g, "Fruity Aroma")
    assert sorted(o.label for o in g.decision.options) == ["Mega Abomasnow ex", "Snover"]
    pick(g, "Snover", "Mega Abomasnow ex")  # Kyogre is the 7th card: not looked at
    assert zone(g, 0, "hand") == ["Mega Abomasnow ex", "Snover"]
    assert len(g.pl(0)["deck"]) == 5
    assert events(g, "shuffle")


def test_trick_portal_benches_the_basic_pokemon_found():
    sc = Scenario()
    sc.active(0, DELPHOX, energy=[FIRE])
    sc.deck(0, SNOVER, ABOMASNOW, KYOGRE, *[WATER] * 7)
    sc.active(1, KYOGRE)
    g = sc.start(0, 3)
    attack(g, "Trick Portal")
    assert sorted(o.label for o in g.decision.options) == ["Kyogre", "Snover"]
    pick(g, "Snover", "Kyogre")
    assert sorted(g.name(s["cards"][-1]) for s in g.pl(0)["bench"]) == ["Kyogre", "Snover"]
    assert "Mega Abomasnow ex" in zone(g, 0, "deck")


def test_grimsleys_move_benches_a_darkness_pokemon_and_the_rest_go_to_the_bottom():
    sc = Scenario()
    sc.active(0, KYOGRE)
    sc.hand(0, GRIMSLEY)
    sc.deck(0, SNOVER, SNEASEL, WATER, WATER, WATER, WATER, WATER, FIRE)
    sc.active(1, KYOGRE)
    g = sc.start(0, 3)
    do(g, "trainer", "Grimsley's Move")
    assert [o.label for o in g.decision.options] == ["Team Rocket's Sneasel"]
    pick(g, "Team Rocket's Sneasel")
    assert [g.name(s["cards"][-1]) for s in g.pl(0)["bench"]] == ["Team Rocket's Sneasel"]
    deck = [g.name(c) for c in g.pl(0)["deck"]]
    assert deck[0] == "Basic Fire Energy"  # the 8th card, not looked at, is now on top
    assert sorted(deck[1:]) == ["Basic Water Energy"] * 5 + ["Snover"]
