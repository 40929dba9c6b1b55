"""Transformation Tome (CRI 83): two played at once, the effect once (rules.actions.play_trainer
``played_at_once``); a Basic Pokémon from the discard pile takes the place of a Basic Pokémon in
play, which keeps its Energy, damage counters and Special Conditions
(effects.ops_pokemon.swap_basic_from_discard)."""

from __future__ import annotations

import tcgsim.pokemon  # noqa: F401  (registers handlers and card implementations)
from tcgsim.pokemon.scenario import Scenario
from tests.helpers import do, events, pick

TOME, LAPRAS, FUECOCO, PIKACHU_EX = "me4-83", "sv7-31", "sv2-34", "svp-106"
BELDUM, METANG, WATER = "sv5-113", "sv5-114", "sve-3"


def names(g, cs) -> list[str]:  # type: ignore[no-untyped-def]
    return sorted(g.name(c) for c in cs)


def test_two_tomes_switch_a_basic_from_the_discard_pile_which_keeps_everything():
    sc = Scenario()
    sc.active(0, LAPRAS, energy=[WATER], damage=30, conditions=["poisoned"])
    sc.bench(0, FUECOCO)
    sc.bench(0, BELDUM, METANG)
    sc.hand(0, TOME, TOME)
    sc.discard(0, PIKACHU_EX)
    sc.active(1, LAPRAS)
    g = sc.start(0, 3)
    do(g, "trainer", "Transformation Tome")
    assert [o.label for o in g.decision.options if "Metang" in o.label] == []
    pick(g, "Lapras")
    active = g.pl(0)["active"]
    assert g.top(active).name == "Pikachu ex"
    assert active["dmg"] == 30 and active["psn"] and names(g, active["energy"]) == ["Basic Water Energy"]
    assert g.pl(0)["hand"] == []
    assert names(g, g.pl(0)["discard"]) == ["Lapras", "Transformation Tome", "Transformation Tome"]
    assert len(events(g, "play_trainer", card="Transformation Tome")) == 1
    assert events(g, "inherit", old="Lapras", new="Pikachu ex")


def test_one_tome_alone_or_no_basic_in_the_discard_pile_cannot_be_played():
    for hand, discard in (([TOME], [PIKACHU_EX]), ([TOME, TOME], [METANG])):
        sc = Scenario()
        sc.active(0, LAPRAS)
        sc.hand(0, *hand)
        sc.discard(0, *discard)
        sc.active(1, LAPRAS)
        g = sc.start(0, 3)
        assert not [o for o in g.decision.options if o.data[0] == "trainer"]
