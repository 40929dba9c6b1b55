"""Locks on the opponent's Pokémon: Yveltal's Life-Locked ("Your opponent's Active Pokémon
can't be healed": the rule point cant_be_healed, read wherever damage is healed), Perilous
Jungle ("During Pokémon Checkup, put 2 more damage counters on each Poisoned non-Darkness
Pokémon (both yours and your opponent's)": PTCG:I-F step 1), Team Rocket's Arbok's Potent
Glare (no Pokémon that has an Ability from the hand, except Team Rocket's Pokémon), and
Snorlax's Good Sleep (a Checkup effect after the Special Conditions are checked)."""

from __future__ import annotations

import pytest

import tcgsim.pokemon  # noqa: F401  (registers handlers and card implementations)
from tcgsim.pokemon.scenario import Scenario
from tests.helpers import answer, do, end_turn, events

KYOGRE, SNOVER = "me1-34", "me1-35"
YVELTAL = "me30c-100"  # Darkness
INDEEDEE = "sv8-93"  # Obliging Heal: heal 30 from your Active, recover from a condition
PERILOUS_JUNGLE = "sv5-156"


def test_life_locked_the_opponents_active_pokemon_is_not_healed():
    sc = Scenario()
    sc.active(0, SNOVER)
    sc.bench(0, YVELTAL)
    sc.active(1, KYOGRE, damage=50, conditions=["confused"])
    sc.hand(1, INDEEDEE)
    g = sc.start(1, 4)
    n = len(g.log)
    do(g, "bench")
    answer(g, "may", "Use it")
    kyogre = g.pl(1)["active"]
    assert kyogre["dmg"] == 50  # not healed
    assert kyogre["sp"] is None  # the rest of the text still happens
    assert events(g, "heal_prevented", n)


def test_life_locked_only_the_opponents_active():
    sc = Scenario()
    sc.active(0, KYOGRE, damage=50)
    sc.bench(0, YVELTAL)
    sc.hand(0, INDEEDEE)
    sc.active(1, SNOVER)
    g = sc.start(0, 3)
    do(g, "bench")
    answer(g, "may", "Use it")
    assert g.pl(0)["active"]["dmg"] == 20  # Yveltal's owner heals as usual


def test_perilous_jungle_two_more_counters_on_poisoned_non_darkness_pokemon():
    sc = Scenario()
    sc.active(0, SNOVER, conditions=["poisoned"])
    sc.active(1, YVELTAL, conditions=["poisoned"])
    sc.stadium(PERILOUS_JUNGLE)
    g = sc.start(0, 3)
    end_turn(g)  # Pokémon Checkup
    assert g.pl(0)["active"]["dmg"] == 30  # 1 + 2 counters
    assert g.pl(1)["active"]["dmg"] == 10  # a Darkness Pokémon: 1


TR_ARBOK = "sv10-113"  # Potent Glare


def _benchable(arbok_active: bool) -> list[str]:
    sc = Scenario()
    if arbok_active:
        sc.active(0, TR_ARBOK)
    else:
        sc.active(0, SNOVER)
        sc.bench(0, TR_ARBOK)
    sc.active(1, KYOGRE)
    sc.hand(1, INDEEDEE, SNOVER)
    g = sc.start(1, 4)
    return sorted(o.label for o in g.decision.options if o.data[0] == "bench")


def test_potent_glare_no_pokemon_with_an_ability_from_the_hand():
    assert _benchable(True) == ["Put Snover onto your Bench"]  # Indeedee has an Ability
    assert _benchable(False) == ["Put Indeedee onto your Bench", "Put Snover onto your Bench"]


SNORLAX = "me30c-119"  # Good Sleep


@pytest.mark.parametrize("wakes, damage", [(False, 0), (True, 60)])
def test_good_sleep_heals_all_if_it_remains_asleep(wakes, damage):
    sc = Scenario()
    sc.active(0, SNOVER)
    sc.active(1, SNORLAX, damage=50, conditions=["asleep", "poisoned"])
    g = sc.start(0, 3)
    g.rng.force(wakes)  # the Asleep coin; no question: Good Sleep comes after the conditions
    end_turn(g)
    assert g.pl(1)["active"]["dmg"] == damage  # 50 + 1 Poison counter, all healed if asleep
