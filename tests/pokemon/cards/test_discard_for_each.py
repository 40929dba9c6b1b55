""""Discard <cards> from your hand, and <N for each card you discarded in this way>": Gwynn
(draw 3 cards for each, only Pokémon without a Rule Box) and Skarmory's Steel Cutter (40 damage
for each), the compiler pattern ``zones.discard_from_hand_for_each``."""

from __future__ import annotations

import tcgsim.pokemon  # noqa: F401  (registers handlers and card implementations)
from tcgsim.pokemon.game import Game
from tcgsim.pokemon.scenario import Scenario
from tests.helpers import attack, do, offered, pick, zone

GWYNN = "me5-119"
SKARMORY = "me5-60"  # Steel Cutter [M]: 40×
SNOVER = "me1-35"  # Basic, no Rule Box
KYOGRE = "me1-34"  # Basic, no Rule Box, 150 HP, weak to Lightning only
PIKACHU_EX = "svp-106"  # a Rule Box
WATER = "sve-3"
METAL = "sve-8"


def _gwynn_game(*hand: str) -> Game:
    sc = Scenario()
    sc.active(0, SNOVER)
    sc.active(1, KYOGRE)
    sc.hand(0, GWYNN, *hand)
    return sc.start(0, 3)


def test_gwynn_draws_three_for_each_pokemon_without_a_rule_box_discarded():
    g = _gwynn_game(SNOVER, KYOGRE, PIKACHU_EX)
    deck = len(g.pl(0)["deck"])
    do(g, "trainer", "Gwynn")
    labels = [o.label for o in g.decision.options]
    assert not any("Pikachu ex" in label for label in labels)  # a Rule Box: not offered
    pick(g, "Snover", "Kyogre")
    assert zone(g, 0, "discard") == ["Gwynn", "Kyogre", "Snover"]
    assert len(g.pl(0)["deck"]) == deck - 6
    assert len(g.pl(0)["hand"]) == 7  # Pikachu ex + 6 drawn


def test_gwynn_one_discarded_draws_three():
    g = _gwynn_game(SNOVER, KYOGRE)
    deck = len(g.pl(0)["deck"])
    do(g, "trainer", "Gwynn")
    pick(g, "Snover")
    assert len(g.pl(0)["deck"]) == deck - 3
    assert zone(g, 0, "discard") == ["Gwynn", "Snover"]


def test_gwynn_none_discarded_draws_nothing():
    g = _gwynn_game(SNOVER)
    deck = len(g.pl(0)["deck"])
    do(g, "trainer", "Gwynn")
    g.respond([])  # "up to 2": none
    assert len(g.pl(0)["deck"]) == deck
    assert zone(g, 0, "hand") == ["Snover"]


def test_gwynn_cannot_be_played_without_a_pokemon_that_has_no_rule_box():
    g = _gwynn_game(PIKACHU_EX, WATER)
    assert offered(g, "trainer", "Gwynn") == []


def _skarmory_game() -> Game:
    sc = Scenario()
    sc.active(0, SKARMORY, energy=[METAL])
    sc.active(1, KYOGRE)
    sc.hand(0, METAL, METAL, METAL, WATER)
    return sc.start(0, 3)


def test_steel_cutter_does_40_for_each_basic_metal_energy_discarded():
    g = _skarmory_game()
    attack(g, "Steel Cutter")
    labels = [o.label for o in g.decision.options]
    assert labels and all("Metal" in label for label in labels)  # Water is not offered
    pick(g, "Metal", "Metal")  # up to 2
    assert g.pl(1)["active"]["dmg"] == 80
    assert zone(g, 0, "discard").count("Basic Metal Energy") == 2


def test_steel_cutter_nothing_discarded_does_no_damage():
    g = _skarmory_game()
    attack(g, "Steel Cutter")
    g.respond([])  # "up to 2": none
    assert g.pl(1)["active"]["dmg"] == 0
    assert zone(g, 0, "hand").count("Basic Metal Energy") == 3
