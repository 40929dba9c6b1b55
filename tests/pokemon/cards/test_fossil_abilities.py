"""The Abilities of the Antique Fossils, and the Pokémon whose Abilities read the same
(tcgsim.pokemon.compiler.abilities): Intimidating Jaw (less damage from the opponent's
Active Pokémon), Primal Root (the opponent's Basic Pokémon's attacks cost more), Protective
Sail (unaffected by the opponent's Supporters, PTCG:II-E-29), Helical Swell / Massive Body
(no Stadium from the hand) and Oceanic Curse (no Item or Tool from the hand), each only as
long as its Pokémon is in the Active Spot (PTCG:II-E-13)."""

from __future__ import annotations

import tcgsim.pokemon  # noqa: F401  (registers handlers and card implementations)
from tcgsim.pokemon.game import Game
from tcgsim.pokemon.rules.continuous import unaffected_by_trainer
from tcgsim.pokemon.scenario import Scenario
from tests.helpers import KYOGRE, POWERGLASS, SNOVER, WATER, attack, offered

JAW_FOSSIL = "me3-68"  # Intimidating Jaw: 30 less damage (before Weakness and Resistance)
SAIL_FOSSIL = "me3-69"  # Protective Sail
ROOT_FOSSIL = "sv7-130"  # Primal Root: the opponent's Basic Pokémon's attacks cost [C] more
HELIX_FOSSIL = "sv3pt5-153"  # Helical Swell: no Stadium cards
COPPERAJAH = "sv6pt5-42"  # Massive Body: no Stadium cards (its attack is not implemented)
CUFANT = "sv6pt5-41"
JELLICENT_EX = "rsv10pt5-45"  # Oceanic Curse: no Item or Pokémon Tool cards
BOSS = "sv2-172"  # Boss's Orders
NEST_BALL = "sv1-181"
PARADISE_RESORT = "svp-150"  # a Stadium


def _vs(defender: str, *, bench: str = SNOVER, energy: int = 2, hand: tuple[str, ...] = (),
        defender_bench: str = SNOVER) -> Game:
    sc = Scenario()
    sc.active(0, SNOVER, energy=[WATER] * energy)
    sc.bench(0, bench)
    sc.hand(0, *hand)
    sc.deck(0, SNOVER)
    sc.active(1, defender)
    sc.bench(1, defender_bench)
    return sc.start(0, 3)


def test_intimidating_jaw_30_less_damage_from_the_active_pokemon():
    g = _vs(JAW_FOSSIL)
    attack(g, "Icy Snow")  # 30 damage
    assert g.pl(1)["active"]["dmg"] == 0


def test_intimidating_jaw_only_from_the_active_spot():
    g = _vs(KYOGRE, defender_bench=JAW_FOSSIL)
    attack(g, "Icy Snow")
    assert g.pl(1)["active"]["dmg"] == 30


def test_primal_root_basic_pokemons_attacks_cost_colorless_more():
    g = _vs(ROOT_FOSSIL, energy=1)
    assert not offered(g, "attack")  # Beat now costs [W][C]
    g = _vs(ROOT_FOSSIL, energy=2)
    assert offered(g, "attack")
    g = _vs(KYOGRE, energy=1, defender_bench=ROOT_FOSSIL)  # on the Bench: no effect
    assert offered(g, "attack")


def test_protective_sail_unaffected_by_the_opponents_supporters():
    g = _vs(KYOGRE, hand=(BOSS, NEST_BALL), defender_bench=SAIL_FOSSIL)
    sail = g.pl(1)["bench"][0]
    boss, nest_ball = g.pl(0)["hand"]
    assert unaffected_by_trainer(g, sail, boss, 0)
    assert not unaffected_by_trainer(g, sail, nest_ball, 0)  # an Item: affected
    assert not unaffected_by_trainer(g, g.pl(1)["active"], boss, 0)


def test_helical_swell_no_stadium_from_the_hand():
    g = _vs(HELIX_FOSSIL, hand=(PARADISE_RESORT,))
    assert not offered(g, "trainer", "Paradise Resort")
    g = _vs(KYOGRE, hand=(PARADISE_RESORT,), defender_bench=HELIX_FOSSIL)
    assert offered(g, "trainer", "Paradise Resort")


def test_massive_body_no_stadium_from_the_hand():
    sc = Scenario(allow_unplayable=True)  # Copperajah's attack Nasal Lariat is not implemented
    sc.active(0, SNOVER)
    sc.hand(0, PARADISE_RESORT)
    sc.active(1, CUFANT, COPPERAJAH)
    g = sc.start(0, 3)
    assert not offered(g, "trainer", "Paradise Resort")


def test_oceanic_curse_no_item_or_tool_from_the_hand():
    g = _vs(JELLICENT_EX, hand=(NEST_BALL, POWERGLASS, PARADISE_RESORT))
    assert not offered(g, "trainer", "Nest Ball")
    assert not offered(g, "trainer", "Powerglass")
    assert offered(g, "trainer", "Paradise Resort")  # a Stadium: not named
    g = _vs(KYOGRE, hand=(NEST_BALL, POWERGLASS), defender_bench=JELLICENT_EX)
    assert offered(g, "trainer", "Nest Ball") and offered(g, "trainer", "Powerglass")
