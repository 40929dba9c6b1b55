"""Indeedee's Obliging Heal: "When you play this Pokémon from your hand onto your Bench during
your turn, you may heal 30 damage from your Active Pokémon and have it recover from a Special
Condition" (PTCG:II-E-06; the compiler's heal_and_recover_one)."""

from __future__ import annotations

import tcgsim.pokemon  # noqa: F401  (registers handlers and card implementations)
from tcgsim.pokemon.scenario import Scenario
from tests.helpers import answer, do

KYOGRE, SNOVER = "me1-34", "me1-35"
INDEEDEE = "sv8-93"


def test_obliging_heal_heals_the_active_and_removes_its_condition():
    sc = Scenario()
    sc.active(0, KYOGRE, damage=50, conditions=["confused"])
    sc.hand(0, INDEEDEE)
    sc.active(1, SNOVER)
    g = sc.start(0, 3)
    do(g, "bench")
    answer(g, "may", "Use it")
    kyogre = g.pl(0)["active"]
    assert kyogre["dmg"] == 20 and kyogre["sp"] is None
