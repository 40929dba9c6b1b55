"""Genesect's ACE Nullifier: "If this Pokémon has a Pokémon Tool attached, your opponent
can't play any ACE SPEC cards from their hand." (rule point cant_play, kind 'ACE SPEC': any
ACE SPEC card of the hand, Item, Tool or Special Energy; other cards still play)."""

from __future__ import annotations

import tcgsim.pokemon  # noqa: F401  (registers handlers and card implementations)
from tcgsim.pokemon.game import Game
from tcgsim.pokemon.scenario import Scenario

GENESECT = "sv6pt5-40"
SNOVER = "me1-35"
PRIME_CATCHER = "sv5-157"  # ACE SPEC Item
MAXIMUM_BELT = "sv5-154"  # ACE SPEC Pokémon Tool
NEO_UPPER = "sv5-162"  # ACE SPEC Special Energy
ULTRA_BALL = "me1-131"
BRAVERY_CHARM = "sv2-173"
WATER = "sve-3"


def _offered(genesect_tool: bool, where: str = "bench") -> list[str]:
    sc = Scenario()
    sc.active(0, SNOVER)
    sc.bench(0, SNOVER)
    sc.hand(0, PRIME_CATCHER, MAXIMUM_BELT, NEO_UPPER, ULTRA_BALL, WATER, WATER)
    tools = [BRAVERY_CHARM] if genesect_tool else []
    if where == "active":
        sc.active(1, GENESECT, tools=tools)
    else:
        sc.active(1, SNOVER)
        sc.bench(1, GENESECT, tools=tools)
    sc.deck(1, WATER, WATER, pad=True)
    g: Game = sc.start(0, 3)
    return [o.label for o in g.decision.options]


def test_ace_nullifier_locks_every_ace_spec_card_while_genesect_has_a_tool():
    for where in ("bench", "active"):  # anywhere in play
        locked = _offered(True, where)
        for name in ("Prime Catcher", "Maximum Belt", "Neo Upper Energy"):
            assert not any(name in label for label in locked), (where, name)
        assert any("Ultra Ball" in label for label in locked)  # other Items still play
        assert any("Attach Basic Water Energy" in label for label in locked)


def test_ace_nullifier_does_nothing_without_a_tool():
    free = _offered(False)
    for name in ("Play Prime Catcher", "Attach Maximum Belt", "Attach Neo Upper Energy"):
        assert any(name in label for label in free), name


def test_ace_nullifier_locks_only_the_opponent():
    sc = Scenario()
    sc.active(0, GENESECT, tools=[BRAVERY_CHARM])
    sc.bench(0, SNOVER)
    sc.hand(0, PRIME_CATCHER)
    sc.active(1, SNOVER)
    sc.bench(1, SNOVER)
    g = sc.start(0, 3)
    assert any("Play Prime Catcher" in o.label for o in g.decision.options)
