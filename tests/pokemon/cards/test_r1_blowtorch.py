"""Blowtorch (PFL 117): played only by discarding a Basic Fire Energy card from the hand; then one
Pokémon Tool or Special Energy card from 1 of the opponent's Pokémon, or the Stadium, is
discarded (the player's choice)."""

from __future__ import annotations

import tcgsim.pokemon  # noqa: F401  (registers handlers and card implementations)
from tcgsim.pokemon.game import Game
from tcgsim.pokemon.scenario import Scenario
from tests.helpers import do, offered, pick, zone

BLOWTORCH = "me2-117"
FIRE, WATER = "sve-2", "sve-3"
MIST = "sv5-161"  # Special Energy
BRAVERY_CHARM = "sv2-173"  # Pokémon Tool
SURFING_BEACH = "me1-129"  # Stadium
LAPRAS, KYOGRE = "sv7-31", "me1-34"


def _game(hand: tuple[str, ...], stadium: bool = True, attached: bool = True) -> Game:
    sc = Scenario()
    sc.active(0, LAPRAS)
    sc.active(1, LAPRAS, energy=[WATER, MIST] if attached else [WATER])
    sc.bench(1, KYOGRE, tools=[BRAVERY_CHARM] if attached else [])
    if stadium:
        sc.stadium(SURFING_BEACH, owner=1)
    sc.hand(0, BLOWTORCH, *hand)
    return sc.start(0, 3)


def test_needs_a_basic_fire_energy_to_discard():
    assert not offered(_game((WATER,)), "trainer", "Blowtorch")
    assert offered(_game((WATER, FIRE)), "trainer", "Blowtorch")


def test_needs_something_to_discard():
    """PTCG:II-D-05: nothing of those in play, so it can't be played."""
    assert not offered(_game((FIRE,), stadium=False, attached=False), "trainer", "Blowtorch")


def test_discards_the_chosen_tool_after_the_fire_energy():
    g = _game((FIRE, WATER))
    do(g, "trainer", "Blowtorch")
    assert [o.label for o in g.decision.options] == ["Basic Fire Energy"]  # not the Water
    pick(g, "Basic Fire Energy")
    assert zone(g, 0, "discard") == ["Basic Fire Energy"]  # the cost, paid first
    labels = sorted(o.label for o in g.decision.options)
    assert len(labels) == 3 and not [x for x in labels if "Water" in x]
    pick(g, "Bravery Charm")
    assert g.pl(1)["bench"][0]["tools"] == [] and zone(g, 1, "discard") == ["Bravery Charm"]
    assert len(g.pl(1)["active"]["energy"]) == 2 and g.s["stadium"] is not None
    assert zone(g, 0, "hand") == ["Basic Water Energy"]


def test_discards_the_special_energy_or_the_stadium():
    g = _game((FIRE,))
    do(g, "trainer", "Blowtorch")
    pick(g, "Basic Fire Energy")
    pick(g, "Mist Energy")
    assert [g.name(c) for c in g.pl(1)["active"]["energy"]] == ["Basic Water Energy"]
    g = _game((FIRE,))
    do(g, "trainer", "Blowtorch")
    pick(g, "Basic Fire Energy")
    pick(g, "Surfing Beach")
    assert g.s["stadium"] is None and zone(g, 1, "discard") == ["Surfing Beach"]
    assert g.pl(1)["bench"][0]["tools"] and len(g.pl(1)["active"]["energy"]) == 2
