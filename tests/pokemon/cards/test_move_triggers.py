"""Abilities that a move between the Bench and the Active Spot triggers (PTCG:II-E-24;
compiler/move_triggers.py, rules.triggers.moved): Clawitzer, Yanmega ex, Cobalion ex ("when
this Pokémon moves …, you may"), Latios ("when your Mega Latias ex moves …"), Magcargo,
Mismagius ex, Team Rocket's Dugtrio ("whenever your opponent's Active Pokémon moves to the
Bench during their turn"), and Goodra's Slimy Sliding (a coin before the opponent's
retreat)."""

from __future__ import annotations

import tcgsim.pokemon  # noqa: F401  (registers handlers and card implementations)
from tcgsim.pokemon.game import Game
from tcgsim.pokemon.scenario import Scenario
from tests.helpers import answer, attack, do, pick

SNOVER = "me1-35"  # Water, 90 HP, Retreat Cost 3
KYOGRE = "me1-34"
WATER, GRASS = "sve-3", "sve-1"
CLAWITZER = "me1-141"  # Fall Back to Reload (Active -> Bench), Retreat Cost 2
YANMEGA_EX = "sv10-228"  # Buzzing Boost (Bench -> Active)
MAGCARGO = "sv5-29"  # Lava Zone: their new Active is Burned
MISMAGIUS_EX = "me2-112"  # Swirling Prose: as long as Active, their new Active is Confused
TR_DUGTRIO = "me2pt5-239"  # Holes: 2 counters on the Pokémon that moved to the Bench


def _names(g: Game, slots: list) -> list[str]:
    return [g.name(s["cards"][-1]) for s in slots]


def test_fall_back_to_reload_attaches_water_from_hand_when_it_retreats():
    sc = Scenario()
    sc.active(0, CLAWITZER, energy=[WATER, WATER])
    sc.bench(0, KYOGRE)
    sc.hand(0, WATER, WATER, WATER)
    sc.active(1, SNOVER)
    g = sc.start(0, 3)
    do(g, "retreat")
    answer(g, "may", "Use it")
    pick(g, "Basic Water Energy", "Basic Water Energy")
    clawitzer = g.pl(0)["bench"][0]
    assert _names(g, [clawitzer]) == ["Clawitzer"]
    assert [g.name(c) for c in clawitzer["energy"]] == ["Basic Water Energy"] * 2
    assert [g.name(c) for c in g.pl(0)["hand"]] == ["Basic Water Energy"]


def test_buzzing_boost_when_it_moves_to_the_active_spot_once_a_turn():
    sc = Scenario()
    sc.active(0, KYOGRE, energy=[WATER, WATER, WATER])
    sc.bench(0, YANMEGA_EX)
    sc.deck(0, GRASS, GRASS, GRASS, GRASS, WATER)
    sc.active(1, SNOVER)
    g = sc.start(0, 3)
    do(g, "retreat")
    answer(g, "may", "Use it")
    pick(g, "Basic Grass Energy", "Basic Grass Energy", "Basic Grass Energy")
    yanmega = g.pl(0)["active"]
    assert _names(g, [yanmega]) == ["Yanmega ex"]
    assert [g.name(c) for c in yanmega["energy"]] == ["Basic Grass Energy"] * 3


def test_buzzing_boost_not_when_promoted_on_the_opponents_turn():
    sc = Scenario()
    sc.active(0, KYOGRE, damage=140)
    sc.bench(0, YANMEGA_EX)
    sc.deck(0, GRASS, GRASS, GRASS, WATER)
    sc.active(1, SNOVER, energy=[WATER])
    g = sc.start(1, 4)
    attack(g, "Beat")  # Knocks Out Kyogre: Yanmega ex is promoted on player 1's turn
    answer(g, "prize", "Prize card 1")
    assert _names(g, [g.pl(0)["active"]]) == ["Yanmega ex"]
    assert g.decision.kind == "main" and g.current == 0  # nothing was offered
    assert g.pl(0)["active"]["energy"] == []


def _opponent_retreats(ability_holder: str, holder_active: bool = True) -> Game:
    """Player 0 has ``ability_holder``; on player 1's turn Snover retreats for Kyogre."""
    sc = Scenario()
    if holder_active:
        sc.active(0, ability_holder)
    else:
        sc.active(0, KYOGRE)
        sc.bench(0, ability_holder)
    sc.active(1, SNOVER, energy=[WATER, WATER, WATER])
    sc.bench(1, KYOGRE)
    g = sc.start(1, 4)
    do(g, "retreat")
    return g


def test_lava_zone_burns_their_new_active_pokemon():
    g = _opponent_retreats(MAGCARGO, holder_active=False)
    assert _names(g, [g.pl(1)["active"]]) == ["Kyogre"]
    assert g.pl(1)["active"]["brn"]


def test_lava_zone_not_when_its_owner_retreats():
    sc = Scenario()
    sc.active(0, SNOVER, energy=[WATER, WATER, WATER])
    sc.bench(0, KYOGRE)
    sc.bench(0, MAGCARGO)
    sc.active(1, SNOVER)
    g = sc.start(0, 3)
    do(g, "retreat")
    answer(g, "promote", "Kyogre")
    assert not g.pl(0)["active"]["brn"]


def test_swirling_prose_confuses_only_while_mismagius_is_active():
    g = _opponent_retreats(MISMAGIUS_EX)
    assert g.pl(1)["active"]["sp"] == "confused"
    g = _opponent_retreats(MISMAGIUS_EX, holder_active=False)
    assert g.pl(1)["active"]["sp"] is None


def test_holes_puts_2_counters_on_the_pokemon_that_moved_to_the_bench():
    g = _opponent_retreats(TR_DUGTRIO, holder_active=False)
    assert [s["dmg"] for s in g.pl(1)["bench"]] == [20]
    assert g.pl(1)["active"]["dmg"] == 0


GOODRA = "me4-68"  # Slimy Sliding


def test_slimy_sliding_tails_no_discard_and_no_switch():
    sc = Scenario()
    sc.active(0, GOODRA)
    sc.bench(0, GOODRA)  # doesn't stack: one coin
    sc.active(1, SNOVER, energy=[WATER, WATER, WATER])
    sc.bench(1, KYOGRE)
    g = sc.start(1, 4)
    g.rng.force(False)
    n = len(g.log)
    do(g, "retreat")
    assert len([e for e in g.log[n:] if e["type"] == "coin"]) == 1
    snover = g.pl(1)["active"]
    assert _names(g, [snover]) == ["Snover"] and len(snover["energy"]) == 3
    assert not [o for o in g.decision.options if o.data[0] == "retreat"]  # the retreat is used


def test_slimy_sliding_heads_the_retreat_happens():
    g = _opponent_retreats_with_coin(True)
    assert _names(g, [g.pl(1)["active"]]) == ["Kyogre"]


def _opponent_retreats_with_coin(heads: bool) -> Game:
    sc = Scenario()
    sc.active(0, GOODRA)
    sc.active(1, SNOVER, energy=[WATER, WATER, WATER])
    sc.bench(1, KYOGRE)
    g = sc.start(1, 4)
    g.rng.force(heads)
    do(g, "retreat")
    return g


COBALION_EX = "me4-103"  # Metal Road: Metal Energy from your other Pokémon to this one
LATIOS, MEGA_LATIAS_EX = "me1-101", "me1-100"  # Lustrous Assist: when Mega Latias ex moves up
METAL = "sve-8"


def test_metal_road_moves_metal_energy_to_cobalion_ex_when_it_becomes_active():
    sc = Scenario()
    sc.active(0, SNOVER, energy=[WATER, WATER, WATER])
    sc.bench(0, COBALION_EX)
    sc.bench(0, KYOGRE, energy=[METAL, METAL, WATER])
    sc.active(1, SNOVER)
    g = sc.start(0, 3)
    do(g, "retreat")
    answer(g, "promote", "Cobalion ex")
    answer(g, "may", "Use it")
    assert all("Metal" in o.label for o in g.decision.options)  # only Metal Energy offered
    pick(g, "Basic Metal Energy", "Basic Metal Energy")
    cobalion = g.pl(0)["active"]
    assert [g.name(c) for c in cobalion["energy"]] == ["Basic Metal Energy"] * 2
    assert [g.name(c) for c in g.pl(0)["bench"][1]["energy"]] == ["Basic Water Energy"]


def test_lustrous_assist_when_mega_latias_ex_moves_to_the_active_spot():
    sc = Scenario()
    sc.active(0, SNOVER, energy=[WATER, WATER, WATER])
    sc.bench(0, MEGA_LATIAS_EX)
    sc.bench(0, LATIOS, energy=[WATER])
    sc.active(1, SNOVER)
    g = sc.start(0, 3)
    do(g, "retreat")
    answer(g, "promote", "Mega Latias ex")
    answer(g, "may", "Use it")
    pick(g, "Basic Water Energy")
    assert [g.name(c) for c in g.pl(0)["active"]["energy"]] == ["Basic Water Energy"]


def test_lustrous_assist_not_for_another_pokemon():
    sc = Scenario()
    sc.active(0, SNOVER, energy=[WATER, WATER, WATER])
    sc.bench(0, KYOGRE)
    sc.bench(0, LATIOS, energy=[WATER])
    sc.active(1, SNOVER)
    g = sc.start(0, 3)
    do(g, "retreat")
    answer(g, "promote", "Kyogre")
    assert g.decision.kind == "main"  # nothing offered


HOUNDOOM_EX = "sv3-134"  # Hound's Fang [D][D][D] 220, 30 damage to itself
DARKNESS = "sve-7"


def test_buzzing_boost_when_promoted_after_a_knock_out_on_its_owners_turn():
    sc = Scenario()
    sc.active(0, HOUNDOOM_EX, energy=[DARKNESS] * 3, damage=250)
    sc.bench(0, YANMEGA_EX)
    sc.deck(0, GRASS, GRASS, WATER)
    sc.active(1, "sv8-227")  # Slaking ex, 340 HP: it survives
    g = sc.start(0, 3)
    attack(g, "Hound's Fang")  # Houndoom ex Knocks itself Out
    pick(g, "Prize card 1", "Prize card 2")  # player 1 takes 2 Prize cards
    answer(g, "may", "Use it")  # Yanmega ex was promoted during its owner's turn
    pick(g, "Basic Grass Energy", "Basic Grass Energy")
    assert [g.name(c) for c in g.pl(0)["active"]["energy"]] == ["Basic Grass Energy"] * 2
