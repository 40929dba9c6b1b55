"""Trainers whose effect lasts for the turn: "During this turn, attacks used by your [type]
Pokémon do N more damage to your opponent's Active Pokémon [ex] (before applying Weakness
and Resistance)" — an effect on the player (PTCG:II-C-19) read at damage step 2 (PTCG:I-A-01).
Each test is built with the Scenario builder and checks the damage actually placed."""

from __future__ import annotations

import tcgsim.pokemon  # noqa: F401  (registers handlers and card implementations)
from tcgsim.pokemon.game import Game
from tcgsim.pokemon.scenario import Scenario
from tests.helpers import answer, attack, do, end_turn

KIERAN = "sv6-154"
PREMIUM_POWER_PRO = "me1-124"
BLACK_BELT = "sv9-143"

SNOVER = "me1-35"  # Water, Beat 10 for [W]
MAKUHITA = "me1-72"  # Fighting, Corkscrew Punch 10 for [F]
KYOGRE = "me1-34"  # Water, not ex, 150 HP, weak to Lightning
PIKACHU_EX = "svp-106"  # Lightning ex, 200 HP, weak to Fighting ×2
WATER = "sve-3"
FIGHTING = "sve-6"


def _game(attacker: str, energy: str, defender: str, card: str, bench: str = SNOVER) -> Game:
    sc = Scenario()
    sc.active(0, attacker, energy=[energy])
    sc.bench(0, bench)
    sc.active(1, defender)
    sc.bench(1, KYOGRE)
    sc.hand(0, card)
    return sc.start(0, 3)


def _damage(g: Game, p: int = 1) -> int:
    return g.pl(p)["active"]["dmg"]


def test_kieran_more_damage_to_an_active_pokemon_ex():
    g = _game(SNOVER, WATER, PIKACHU_EX, KIERAN)
    do(g, "trainer", "Kieran")
    answer(g, "choose", "30 more damage")
    attack(g, "Beat")
    assert _damage(g) == 40  # 10 + 30


def test_kieran_no_more_damage_to_a_pokemon_without_ex_or_v():
    g = _game(SNOVER, WATER, KYOGRE, KIERAN)
    do(g, "trainer", "Kieran")
    answer(g, "choose", "30 more damage")
    attack(g, "Beat")
    assert _damage(g) == 10


def test_kieran_switch_instead():
    g = _game(SNOVER, WATER, PIKACHU_EX, KIERAN, bench=MAKUHITA)
    do(g, "trainer", "Kieran")
    answer(g, "choose", "Switch your Active")
    answer(g, "switch", "Makuhita")
    assert g.name(g.pl(0)["active"]["cards"][-1]) == "Makuhita"
    assert not g.s.get("pfx")  # the other bullet did nothing


def test_kieran_effect_ends_with_the_turn():
    g = _game(SNOVER, WATER, PIKACHU_EX, KIERAN)
    do(g, "trainer", "Kieran")
    answer(g, "choose", "30 more damage")
    end_turn(g)
    end_turn(g)
    attack(g, "Beat")
    assert _damage(g) == 10


def test_premium_power_pro_only_for_fighting_pokemon_before_weakness():
    g = _game(MAKUHITA, FIGHTING, KYOGRE, PREMIUM_POWER_PRO)
    do(g, "trainer", "Premium Power Pro")
    attack(g, "Corkscrew Punch")
    assert _damage(g) == 40  # 10 + 30, any Active Pokémon
    g = _game(MAKUHITA, FIGHTING, PIKACHU_EX, PREMIUM_POWER_PRO)
    do(g, "trainer", "Premium Power Pro")
    attack(g, "Corkscrew Punch")
    assert _damage(g) == 80  # (10 + 30) × 2: before Weakness
    g = _game(SNOVER, WATER, KYOGRE, PREMIUM_POWER_PRO)
    do(g, "trainer", "Premium Power Pro")
    attack(g, "Beat")
    assert _damage(g) == 10  # a Water Pokémon: no more damage


def test_black_belts_training_only_against_pokemon_ex():
    g = _game(SNOVER, WATER, PIKACHU_EX, BLACK_BELT)
    do(g, "trainer", "Black Belt's Training")
    attack(g, "Beat")
    assert _damage(g) == 50  # 10 + 40
    g = _game(SNOVER, WATER, KYOGRE, BLACK_BELT)
    do(g, "trainer", "Black Belt's Training")
    attack(g, "Beat")
    assert _damage(g) == 10
