"""Attacks of Mega Evolution (MEG) and Chaos Rising (CRI) Pokémon, each exercised with its
printed text in a game built with the Scenario builder."""

from __future__ import annotations

from typing import Any

import tcgsim.pokemon  # noqa: F401  (registers handlers and card implementations)
from tcgsim.pokemon.game import Game
from tcgsim.pokemon.model.state import in_play
from tcgsim.pokemon.scenario import Scenario
from tests.helpers import attack, events, names, pick

MEGA_ABSOL_EX = "me1-86"  # Terminal Period [D][C]; Claw of Darkness [D][D][C] 200
KYOGRE, LAPRAS, SNOVER = "me1-34", "sv7-31", "me1-35"  # Basic Water
ULTRA_BALL, NEST_BALL = "me1-131", "sv1-181"
WATER, DARK = "sve-3", "sve-7"


def slot_of(g: Game, p: int, name: str) -> dict[str, Any]:
    (found,) = [s for s in in_play(g.s, p) if g.top(s).name == name]
    return found


# -- Mega Absol ex (MEG 86 / 180) ---------------------------------------------------------------
def test_terminal_period_knocks_out_with_exactly_six_counters():
    """Terminal Period: the opponent's Active Pokémon with exactly 6 damage counters is
    Knocked Out (Prize cards taken as usual); with 5 or 7 it is not."""
    for dmg, knocked_out in ((60, True), (50, False), (70, False)):
        sc = Scenario()
        sc.active(0, MEGA_ABSOL_EX, energy=[DARK] * 2)
        sc.active(1, LAPRAS, damage=dmg)
        sc.bench(1, KYOGRE)
        sc.prizes(0, WATER, WATER)
        g = sc.start(0, 3)
        attack(g, "Terminal Period")
        assert bool(events(g, "knocked_out", pokemon="Lapras")) is knocked_out
        if knocked_out:  # a Prize card for it, as usual (Lapras has no Rule Box)
            assert g.decision.kind == "prize" and g.decision.player == 0
        else:
            assert slot_of(g, 1, "Lapras")["dmg"] == dmg


def test_claw_of_darkness_reveals_the_hand_and_discards_exactly_one_card():
    """Claw of Darkness: 200 damage; the opponent's hand is revealed and the attacker must
    discard 1 card of it (any card)."""
    sc = Scenario()
    sc.active(0, MEGA_ABSOL_EX, energy=[DARK] * 3)
    sc.active(1, KYOGRE)
    sc.hand(1, ULTRA_BALL, NEST_BALL, WATER)
    g = sc.start(0, 3)
    attack(g, "Claw of Darkness")
    assert len(events(g, "reveal_hand")[-1]["cards"]) == 3
    d = g.decision
    assert d.player == 0 and (d.min, d.max) == (1, 1)
    pick(g, "Nest Ball")
    assert names(g, g.pl(1)["discard"]) == ["Kyogre", "Nest Ball"]  # Kyogre: Knocked Out
    assert names(g, g.pl(1)["hand"]) == ["Basic Water Energy", "Ultra Ball"]
    assert events(g, "knocked_out", pokemon="Kyogre")  # 200 damage, Kyogre has 150 HP
