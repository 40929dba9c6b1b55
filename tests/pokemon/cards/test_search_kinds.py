"""Searches for Pokémon of a Resistance and for one of two kinds (compiler.filters,
compiler.zones.search_either_to_hand): Fletchling's Chirp, Brock's Scouting."""

from __future__ import annotations

import tcgsim.pokemon  # noqa: F401  (registers handlers and card implementations)
from tcgsim.pokemon.scenario import Scenario
from tests.helpers import answer, attack, do, pick, zone

FLETCHLING, BROCKS_SCOUTING = "me3-66", "sv9-179"
MURKROW, MEWTWO = "svp-21", "svp-52"  # Fighting Resistance
SNOVER, KYOGRE = "me1-35", "me1-34"
CAPSAKID, SCOVILLAIN_EX = "sv1-27", "sv8-216"
WATER = "sve-3"


def test_chirp_offers_only_pokemon_with_fighting_resistance():
    sc = Scenario()
    sc.active(0, FLETCHLING, energy=[WATER])
    sc.active(1, KYOGRE)
    sc.deck(0, MURKROW, MEWTWO, SNOVER, KYOGRE, WATER)
    sc.deck(1, pad=True)
    g = sc.start(0, 3)
    attack(g, "Chirp")
    assert sorted(o.label for o in g.decision.options) == ["Mewtwo", "Murkrow"]
    pick(g, "Murkrow", "Mewtwo")
    assert zone(g, 0, "hand") == ["Mewtwo", "Murkrow"]


def _brock() -> Scenario:
    sc = Scenario()
    sc.active(0, SNOVER)
    sc.hand(0, BROCKS_SCOUTING)
    sc.active(1, KYOGRE)
    sc.deck(0, KYOGRE, SNOVER, SNOVER, SCOVILLAIN_EX, WATER)
    sc.deck(1, pad=True)
    return sc


def test_brocks_scouting_up_to_2_basic_pokemon():
    g = _brock().start(0, 3)
    do(g, "trainer", "Brock's Scouting")
    answer(g, "choose", "up to 2 Basic Pokémon")
    assert "Scovillain ex" not in [o.label for o in g.decision.options]
    assert g.decision.max == 2
    pick(g, "Kyogre", "Snover")
    assert zone(g, 0, "hand") == ["Kyogre", "Snover"]


def test_brocks_scouting_or_1_evolution_pokemon():
    g = _brock().start(0, 3)
    do(g, "trainer", "Brock's Scouting")
    answer(g, "choose", "1 Evolution Pokémon")
    assert [o.label for o in g.decision.options] == ["Scovillain ex"]
    pick(g, "Scovillain ex")
    assert zone(g, 0, "hand") == ["Scovillain ex"]
