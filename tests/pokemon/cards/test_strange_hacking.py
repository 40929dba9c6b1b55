"""Alakazam's Strange Hacking (TWM 82, effects.counter_moves.move_any_among): "Your
opponent's Active Pokémon is now Confused. You may move any number of damage counters from
your opponent's Pokémon to their other Pokémon in any way you like." (PTCG:II-C-08): one
counter at a time, from any of theirs to another of theirs, until the player stops."""

from __future__ import annotations

import tcgsim.pokemon  # noqa: F401  (registers handlers and card implementations)
from tcgsim.pokemon.scenario import Scenario
from tests.helpers import answer, attack

ALAKAZAM = "sv6-82"
MEGA_KANGASKHAN_EX, SNOVER, KYOGRE = "me1-104", "me1-35", "me1-34"
PSYCHIC = "sve-5"


def _game():
    sc = Scenario()
    sc.active(0, ALAKAZAM, energy=[PSYCHIC])
    sc.active(1, MEGA_KANGASKHAN_EX, damage=30)
    sc.bench(1, SNOVER, damage=20)
    sc.bench(1, KYOGRE)
    sc.deck(0, pad=True)
    sc.deck(1, pad=True)
    return sc.start(0, 3)


def test_strange_hacking_confuses_and_moves_counters_any_way_chosen():
    g = _game()
    attack(g, "Strange Hacking")
    answer(g, "target", "Mega Kangaskhan ex")  # from the Active…
    answer(g, "target", "Kyogre")  # …to Kyogre
    answer(g, "target", "Snover")  # from the Benched Snover…
    answer(g, "target", "Mega Kangaskhan ex")  # …to the Active
    answer(g, "target", "Snover")
    answer(g, "target", "Kyogre")
    answer(g, "target", "Stop moving")
    opp = g.pl(1)
    assert opp["active"]["dmg"] == 30
    assert [b["dmg"] for b in opp["bench"]] == [0, 20]
    assert opp["active"]["sp"] == "confused"


def test_strange_hacking_may_move_none():
    g = _game()
    attack(g, "Strange Hacking")
    answer(g, "target", "Stop moving")
    opp = g.pl(1)
    assert opp["active"]["dmg"] == 30
    assert [b["dmg"] for b in opp["bench"]] == [20, 0]
