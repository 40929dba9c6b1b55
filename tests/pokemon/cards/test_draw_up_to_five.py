"""Drawing up to 5 after giving up cards: Quaquaval's Up-Tempo (a card under the deck as the
Ability's cost, PTCG:II-E-30) and Naveen (any number discarded first)."""

from __future__ import annotations

import tcgsim.pokemon  # noqa: F401  (registers handlers and card implementations)
from tcgsim.pokemon.scenario import Scenario
from tests.helpers import answer, do, offered, pick, zone

QUAXLY, QUAXWELL, QUAQUAVAL = "sv8-50", "sv8-51", "sv8-52"
NAVEEN = "me3-112"
SNOVER, KYOGRE = "me1-35", "me1-34"
ULTRA_BALL = "me1-131"
GRASS, WATER, FIRE = "sve-1", "sve-3", "sve-2"


def _quaquaval(*hand: str) -> Scenario:
    sc = Scenario()
    sc.active(0, QUAXLY, QUAXWELL, QUAQUAVAL)
    sc.active(1, KYOGRE)
    sc.hand(0, *hand)
    sc.deck(0, *([WATER] * 10))
    sc.deck(1, pad=True)
    return sc


def test_up_tempo_puts_a_card_on_the_bottom_then_draws_up_to_5():
    g = _quaquaval(ULTRA_BALL, GRASS, FIRE).start(0, 3)
    do(g, "ability")
    answer(g, "to_deck", "Ultra Ball")
    pl = g.pl(0)
    assert g.name(pl["deck"][-1]) == "Ultra Ball"
    assert len(pl["hand"]) == 5 and "Ultra Ball" not in zone(g, 0, "hand")


def test_up_tempo_needs_a_card_to_pay_and_room_below_5():
    assert offered(_quaquaval().start(0, 3), "ability") == []  # nothing to pay with
    assert offered(_quaquaval(*([GRASS] * 6)).start(0, 3), "ability") == []  # 5 after paying
    assert offered(_quaquaval(*([GRASS] * 5)).start(0, 3), "ability") != []


def test_naveen_discards_any_number_first_then_draws_up_to_5():
    sc = Scenario()
    sc.active(0, SNOVER)
    sc.active(1, KYOGRE)
    sc.hand(0, NAVEEN, ULTRA_BALL, GRASS, FIRE, SNOVER, KYOGRE, GRASS)
    sc.deck(0, *([WATER] * 10))
    sc.deck(1, pad=True)
    g = sc.start(0, 3)
    do(g, "trainer", "Naveen")
    pick(g, "Snover", "Kyogre", "Basic Fire Energy")
    pl = g.pl(0)
    assert zone(g, 0, "discard") == ["Basic Fire Energy", "Kyogre", "Naveen", "Snover"]
    assert len(pl["hand"]) == 5 and zone(g, 0, "hand").count("Basic Water Energy") == 2
