"""Mega Evolution (MEG) and Chaos Rising (CRI) cards that change a rule of the board: Risky
Ruins (damage counters on Pokémon put onto the Bench, PTCG:I-B-04, II-C-11), Patrat's
Watchful Eye (damage counters can't be moved, PTCG:II-C-08, II-E-13), Deoxys's Psyspear
("at least N extra Energy": bench damage, PTCG:II-B-08)."""

from __future__ import annotations

from typing import Any

import tcgsim.pokemon  # noqa: F401  (registers handlers and card implementations)
from tcgsim.pokemon.game import Game
from tcgsim.pokemon.model.state import in_play
from tcgsim.pokemon.scenario import Scenario
from tests.helpers import attack, do, end_turn, events, pick

RISKY_RUINS = "me1-127"
PATRAT = "me4-70"
DEOXYS = "me4-32"  # Psyspear [P][P][P] 120
MUNKIDORI = "sv6-95"  # Adrena-Brain: move up to 3 counters (with Darkness Energy attached)
KYOGRE, LAPRAS, SNOVER = "me1-34", "sv7-31", "me1-35"  # Basic Water
GRIMER = "sv1-126"  # Basic Darkness
NEST_BALL = "sv1-181"
WATER, PSYCHIC, DARK = "sve-3", "sve-5", "sve-7"


def slot_of(g: Game, p: int, name: str) -> dict[str, Any]:
    (found,) = [s for s in in_play(g.s, p) if g.top(s).name == name]
    return found


# -- Risky Ruins (MEG 127) ---------------------------------------------------------------------
def test_risky_ruins_counters_on_a_basic_benched_from_hand_not_on_darkness():
    """Risky Ruins: a Basic non-Darkness Pokémon put onto the Bench from the hand gets 2
    damage counters; a Basic Darkness Pokémon gets none."""
    sc = Scenario()
    sc.active(0, KYOGRE)
    sc.active(1, LAPRAS)
    sc.hand(0, SNOVER, GRIMER)
    sc.stadium(RISKY_RUINS, owner=1)
    g = sc.start(0, 3)
    do(g, "bench", "Snover")
    assert slot_of(g, 0, "Snover")["dmg"] == 20
    assert events(g, "damage_counters", pokemon="Snover", counters=2, why="Risky Ruins")
    do(g, "bench", "Grimer")
    assert slot_of(g, 0, "Grimer")["dmg"] == 0


def test_risky_ruins_counters_on_a_basic_benched_by_an_effect_and_in_either_turn():
    """Risky Ruins: "any player … during their turn": a Pokémon put onto the Bench by Nest
    Ball gets the counters too, and so does the opponent's in their own turn; the Pokémon
    already in play get none."""
    sc = Scenario()
    sc.active(0, KYOGRE)
    sc.bench(0, LAPRAS)
    sc.active(1, LAPRAS)
    sc.hand(0, NEST_BALL)
    sc.deck(0, SNOVER, WATER)
    sc.hand(1, SNOVER)
    sc.deck(1, WATER, WATER)
    sc.stadium(RISKY_RUINS)
    g = sc.start(0, 3)
    do(g, "trainer", "Nest Ball")
    pick(g, "Snover")
    assert slot_of(g, 0, "Snover")["dmg"] == 20
    assert slot_of(g, 0, "Lapras")["dmg"] == 0 and slot_of(g, 0, "Kyogre")["dmg"] == 0
    end_turn(g)
    do(g, "bench", "Snover")
    assert slot_of(g, 1, "Snover")["dmg"] == 20


def test_without_risky_ruins_no_counters():
    """The counters come from the Stadium: none without it."""
    sc = Scenario()
    sc.active(0, KYOGRE)
    sc.active(1, LAPRAS)
    sc.hand(0, SNOVER)
    g = sc.start(0, 3)
    do(g, "bench", "Snover")
    assert slot_of(g, 0, "Snover")["dmg"] == 0


# -- Patrat (CRI 70): Watchful Eye ---------------------------------------------------------------
def test_watchful_eye_keeps_counters_from_being_moved():
    """Watchful Eye (on the opponent's Patrat): Adrena-Brain finds no damage counters it may
    move; nothing moves."""
    sc = Scenario()
    sc.active(0, MUNKIDORI, energy=[DARK])
    sc.bench(0, SNOVER, damage=50)
    sc.active(1, LAPRAS)
    sc.bench(1, PATRAT)
    g = sc.start(0, 3)
    do(g, "ability")
    assert slot_of(g, 0, "Snover")["dmg"] == 50
    assert slot_of(g, 1, "Lapras")["dmg"] == 0 and slot_of(g, 1, "Patrat")["dmg"] == 0


def test_watchful_eye_stops_a_fixed_move_and_counters_move_without_it():
    """PTCG:II-C-08: the move primitive itself refuses while Watchful Eye holds (logged), and
    moves the counters once Patrat is gone."""
    from tcgsim.pokemon.effects.ops_damage import move_between

    sc = Scenario()
    sc.active(0, KYOGRE, damage=40)
    sc.active(1, LAPRAS)
    sc.bench(1, PATRAT)
    g = sc.start(0, 3)
    src, dst = g.pl(0)["active"], g.pl(1)["active"]
    f = {"p": 0}
    move_between(g, f, src, dst, 2)
    assert src["dmg"] == 40 and dst["dmg"] == 0
    assert events(g, "counters_not_moved", pokemon="Kyogre", why="Watchful Eye (Ability)")
    g.pl(1)["bench"].clear()  # Patrat leaves play
    move_between(g, f, src, dst, 2)
    assert src["dmg"] == 20 and dst["dmg"] == 20


# -- Deoxys (CRI 32): Psyspear ---------------------------------------------------------------------
def test_psyspear_bench_damage_only_with_two_extra_energy():
    """Psyspear [P][P][P]: with 2 extra Energy, also 120 to 1 of the opponent's Benched
    Pokémon (no Weakness); with only 1 extra, the Active Pokémon alone is damaged."""
    for extra, bench_dmg in ((2, 120), (1, 0)):
        sc = Scenario()
        sc.active(0, DEOXYS, energy=[PSYCHIC] * (3 + extra))
        sc.active(1, LAPRAS)
        sc.bench(1, KYOGRE)
        sc.bench(1, SNOVER)
        g = sc.start(0, 3)
        attack(g, "Psyspear")
        if bench_dmg:
            pick(g, "Kyogre")
        assert slot_of(g, 1, "Lapras")["dmg"] == 120
        assert slot_of(g, 1, "Kyogre")["dmg"] == bench_dmg and slot_of(g, 1, "Snover")["dmg"] == 0


# -- Prism Tower (CRI 111) ----------------------------------------------------------------------
PRISM_TOWER = "me4-111"


def stadium_offered(g: Game) -> bool:
    return any(o.data[0] == "stadium_effect" for o in g.decision.options)


def test_prism_tower_discard_two_to_draw_one_once_per_turn():
    """Prism Tower: the player discards exactly 2 cards from their hand (the cost, PTCG:II-E-30)
    and draws a card; once during that player's turn."""
    sc = Scenario()
    sc.active(0, KYOGRE)
    sc.active(1, LAPRAS)
    sc.hand(0, SNOVER, NEST_BALL, WATER)
    sc.deck(0, GRIMER, WATER)
    sc.stadium(PRISM_TOWER, owner=1)
    g = sc.start(0, 3)
    do(g, "stadium_effect")
    assert (g.decision.min, g.decision.max) == (2, 2)
    pick(g, "Snover", "Nest Ball")
    assert sorted(g.name(c) for c in g.pl(0)["discard"]) == ["Nest Ball", "Snover"]
    assert sorted(g.name(c) for c in g.pl(0)["hand"]) == ["Basic Water Energy", "Grimer"]
    assert not stadium_offered(g)


def test_prism_tower_needs_two_cards_in_hand_and_a_card_to_draw():
    """Prism Tower is not offered with fewer than 2 cards in hand (the cost can't be paid)
    nor with an empty deck (the draw could change nothing)."""
    sc = Scenario()
    sc.active(0, KYOGRE)
    sc.active(1, LAPRAS)
    sc.hand(0, SNOVER)
    sc.deck(0, WATER)
    sc.stadium(PRISM_TOWER)
    assert not stadium_offered(sc.start(0, 3))
    sc = Scenario()
    sc.active(0, KYOGRE)
    sc.active(1, LAPRAS)
    sc.hand(0, SNOVER, WATER)
    sc.deck(0)
    sc.stadium(PRISM_TOWER)
    assert not stadium_offered(sc.start(0, 3))


# -- Forest of Vitality (MEG 117) ----------------------------------------------------------------
FOREST = "me1-117"
SPRIGATITO, FLORAGATO = "sv1-13", "sv1-14"  # Grass
ABOMASNOW = "me1-36"  # Mega Abomasnow ex (Water), evolves from Snover


def evolve_offered(g: Game, name: str) -> bool:
    return any(o.data[0] == "evolve" and g.name(o.data[1]) == name for o in g.decision.options)


def test_forest_of_vitality_grass_pokemon_evolve_the_turn_they_are_played():
    """Forest of Vitality: a Grass Basic put onto the Bench this turn may evolve into a Grass
    Pokémon at once; a Water one may not."""
    sc = Scenario()
    sc.active(0, KYOGRE)
    sc.active(1, LAPRAS)
    sc.hand(0, SPRIGATITO, FLORAGATO, SNOVER, ABOMASNOW)
    sc.stadium(FOREST, owner=1)
    g = sc.start(0, 3)
    do(g, "bench", "Sprigatito")
    do(g, "bench", "Snover")
    assert evolve_offered(g, "Floragato") and not evolve_offered(g, "Mega Abomasnow ex")
    do(g, "evolve", "Floragato")
    assert g.top(slot_of(g, 0, "Floragato")).name == "Floragato"


def test_forest_of_vitality_not_without_it_nor_during_the_first_turn():
    """Without the Stadium a Pokémon played this turn can't evolve (PTCG:I-A-05); with it,
    still not during a player's first turn."""
    sc = Scenario()
    sc.active(0, KYOGRE)
    sc.active(1, LAPRAS)
    sc.hand(0, SPRIGATITO, FLORAGATO)
    g = sc.start(0, 3)
    do(g, "bench", "Sprigatito")
    assert not evolve_offered(g, "Floragato")
    sc = Scenario()
    sc.active(0, KYOGRE)
    sc.active(1, LAPRAS)
    sc.hand(0, SPRIGATITO, FLORAGATO)
    sc.stadium(FOREST)
    g = sc.start(0, 2)
    do(g, "bench", "Sprigatito")
    assert not evolve_offered(g, "Floragato")
