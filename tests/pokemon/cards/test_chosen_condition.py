"""A Special Condition the player chooses (PTCG:S4-COND; effects/chosen_condition.py):
Grafaiai's Miraculous Paint ("choose a Special Condition") and Cradily's Selective Slime
("choose Burned, Confused, or Poisoned"), each after a coin."""

from __future__ import annotations

import tcgsim.pokemon  # noqa: F401  (registers handlers and card implementations)
from tcgsim.pokemon.game import Game
from tcgsim.pokemon.scenario import Scenario
from tests.helpers import answer, attack, do

KYOGRE = "me1-34"
GRAFAIAI = "me1-92"  # Miraculous Paint [D][C] 90
CRADILY = "sv7-6"  # Selective Slime
DARKNESS = "sve-7"


def _game(attacker: str, energy: list[str]) -> Game:
    sc = Scenario()
    sc.active(0, attacker, energy=energy)
    sc.active(1, KYOGRE)
    return sc.start(0, 3)


def test_miraculous_paint_heads_any_condition_chosen():
    g = _game(GRAFAIAI, [DARKNESS, DARKNESS])
    g.rng.force(True)
    attack(g, "Miraculous Paint")
    assert [o.label for o in g.decision.options] == ["Asleep", "Burned", "Confused", "Paralyzed",
                                                      "Poisoned"]
    answer(g, "choose", "Paralyzed")
    assert g.pl(1)["active"]["sp"] == "paralyzed"
    assert g.pl(1)["active"]["dmg"] == 90


def test_miraculous_paint_tails_nothing_to_choose():
    g = _game(GRAFAIAI, [DARKNESS, DARKNESS])
    g.rng.force(False)
    attack(g, "Miraculous Paint")
    kyogre = g.pl(1)["active"]
    assert kyogre["sp"] is None and not kyogre["psn"] and not kyogre["brn"]
    assert g.current == 1


def test_selective_slime_offers_three_conditions():
    g = _game(CRADILY, [])
    g.rng.force(True)
    do(g, "ability")
    answer(g, "choose", "Poisoned")  # hence: no "Asleep" offered (below)
    assert g.pl(1)["active"]["psn"]
    g = _game(CRADILY, [])
    g.rng.force(True)
    do(g, "ability")
    assert [o.label for o in g.decision.options] == ["Burned", "Confused", "Poisoned"]


LANTURN = "sv7-49"  # Disorienting Flash [C][C]: Confused, 8 counters instead of 3
SNOVER = "me1-35"  # Beat [W] 10
WATER = "sve-3"


def test_disorienting_flash_confusion_puts_8_counters_on_tails():
    from tests.helpers import check_state_keys
    sc = Scenario()
    sc.active(0, LANTURN, energy=[WATER, WATER])
    sc.active(1, SNOVER, energy=[WATER])
    g = sc.start(0, 3)
    attack(g, "Disorienting Flash")
    snover = g.pl(1)["active"]
    assert snover["sp"] == "confused"
    check_state_keys(g.s)  # the effect's keys are declared
    g.rng.force(False)
    attack(g, "Beat")
    assert snover["dmg"] == 80
