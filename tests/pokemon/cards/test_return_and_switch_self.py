"""A Pokémon that leaves play or moves to the Active Spot by its own text: Team Rocket's
Crobat ex's Assassin's Return ("You may put this Pokémon into your hand. (Discard all cards
attached to this Pokémon.)", PTCG:II-C-02) and Meowscarada's Showtime ("Once during your
turn, if this Pokémon is on your Bench, you may switch it with your Active Pokémon.",
PTCG:II-C-03). Each test checks where the cards went."""

from __future__ import annotations

import tcgsim.pokemon  # noqa: F401  (registers handlers and card implementations)
from tcgsim.pokemon.game import Game
from tcgsim.pokemon.scenario import Scenario
from tests.helpers import answer, attack, names, pick

TR_ZUBAT = "sv10-120"
TR_GOLBAT = "sv10-121"
TR_CROBAT_EX = "sv10-122"  # Assassin's Return [D][D] 120
MEOWSCARADA = "sv9-18"
SNOVER = "me1-35"
MEGA_ABOMASNOW = "me1-36"
DARKNESS = "sve-7"
POWERGLASS = "sv6pt5-63"


def _showtime_offered(g: Game) -> bool:
    return any("Showtime" in o.label for o in g.decision.options)


def test_assassins_return_takes_the_pokemon_cards_and_discards_the_rest():
    sc = Scenario()
    sc.active(0, TR_ZUBAT, TR_GOLBAT, TR_CROBAT_EX, energy=[DARKNESS, DARKNESS],
              tools=[POWERGLASS])
    sc.bench(0, SNOVER)
    sc.active(1, MEGA_ABOMASNOW)
    g = sc.start(0, 3)
    attack(g, "Assassin's Return")
    answer(g, "may", "Yes")
    pl = g.pl(0)
    assert g.pl(1)["active"]["dmg"] == 120  # the damage came first
    assert names(g, pl["hand"]) == ["Team Rocket's Crobat ex", "Team Rocket's Golbat",
                                    "Team Rocket's Zubat"]
    assert names(g, pl["discard"]) == ["Basic Darkness Energy"] * 2 + ["Powerglass"]


def test_assassins_return_may_be_declined():
    sc = Scenario()
    sc.active(0, TR_CROBAT_EX, energy=[DARKNESS, DARKNESS])
    sc.bench(0, SNOVER)
    sc.active(1, MEGA_ABOMASNOW)
    g = sc.start(0, 3)
    attack(g, "Assassin's Return")
    answer(g, "may", "No")
    assert g.name(g.pl(0)["active"]["cards"][-1]) == "Team Rocket's Crobat ex"


def test_showtime_switches_a_benched_meowscarada_in():
    sc = Scenario()
    sc.active(0, SNOVER)
    sc.bench(0, MEOWSCARADA)
    sc.active(1, MEGA_ABOMASNOW)
    g = sc.start(0, 3)
    pick(g, "Use Showtime")
    assert g.name(g.pl(0)["active"]["cards"][-1]) == "Meowscarada"
    assert [g.name(b["cards"][-1]) for b in g.pl(0)["bench"]] == ["Snover"]
    assert not _showtime_offered(g)  # from the Active Spot: not usable


def test_showtime_not_offered_from_the_active_spot():
    sc = Scenario()
    sc.active(0, MEOWSCARADA)
    sc.bench(0, SNOVER)
    sc.active(1, MEGA_ABOMASNOW)
    g = sc.start(0, 3)
    assert not _showtime_offered(g)
