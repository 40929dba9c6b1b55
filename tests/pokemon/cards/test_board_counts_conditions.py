"""Attacks whose damage reads the board (compiler/board.py): counts ("for each Energy card in
your discard pile", "of your Evolution Pokémon in play", "of your Pikachu and Pikachu ex in
play", "of your Benched Pokémon that has …") and conditions ("If your opponent has exactly 1
Prize card remaining", "If you have no cards in your hand", "If this Pokémon has any Lightning
Energy attached", "… isn't Confused, this attack does nothing"). Cards of Pitch Black (PBL),
30th Celebration (30C) and Black Bolt (BLK); each test checks the damage placed."""

from __future__ import annotations

from collections.abc import Callable

import tcgsim.pokemon  # noqa: F401  (registers handlers and card implementations)
from tcgsim.pokemon.scenario import Scenario
from tests.helpers import attack, do

CHANDELURE = "me5-115"  # Mega Chandelure ex: 350 HP, weak to Darkness
KYOGRE = "me1-34"  # 150 HP, weak to Lightning
SNOVER = "me1-35"  # Basic, 90 HP
LUNALA = "me30c-80"  # Midnight Ray [P] 20+
REUNICLUS = "zsv10pt5-39"  # Evo-Lariat [C] 40+, Stage 2
BANETTE = "me5-34"  # Stage 1
TIRTOUGA = "zsv10pt5-106"  # Ancient Seaweed [W] 30×
ARMAROUGE = "me5-86"  # Flame Legion [R] 40+
PIKACHU_CHAIN = "me30c-34"  # Pika Chain [L][L][L] 40×
PIKACHU_EX = "svp-106"
IGGLYBUFF = "me30c-120"  # Bouncy Circle 30×, 30 HP
PALAFIN = "me5-22"  # Knuckle Justice [W][W] 80+
SLOWBRO = "me5-90"  # All Out [P] 50+
RESHIRAM = "me30c-14"  # Laser Flame [R][C][C] 80+
CHI_YU = "me5-59"  # Whirling Envy [D] 20+, Darkness
MALAMAR = "me5-52"  # Brain Crush [D] 130
VIKAVOLT = "me5-26"  # Giga Railgun [L][L] 260
VOLTAIC = "me5-84"  # Voltaic Lightning Energy
DARK_BELL = "me5-106"
ULTRA_BALL = "me1-131"
GRASS, FIRE, WATER, LIGHTNING, PSYCHIC, DARK = (
    "sve-1", "sve-2", "sve-3", "sve-4", "sve-5", "sve-7")

Setup = Callable[[Scenario], object]


def _damage(attacker: str, energy: list[str], name: str, setup: Setup = lambda sc: None,
            defender: str = CHANDELURE, damage: int = 0) -> int:
    sc = Scenario()
    sc.active(0, attacker, energy=energy, damage=damage)
    sc.active(1, defender)
    setup(sc)
    g = sc.start(0, 3)
    attack(g, name)
    return int(g.pl(1)["active"]["dmg"])


def test_midnight_ray_20_more_for_each_energy_card_in_your_discard_pile():
    assert _damage(LUNALA, [PSYCHIC], "Midnight Ray",
                   lambda sc: sc.discard(0, WATER, GRASS, FIRE, SNOVER)) == 20 + 3 * 20


def test_evo_lariat_40_more_for_each_of_your_evolution_pokemon_in_play():
    assert _damage(REUNICLUS, [PSYCHIC], "Evo-Lariat",
                   lambda sc: (sc.bench(0, BANETTE), sc.bench(0, SNOVER))) == 40 + 2 * 40


def test_ancient_seaweed_30_for_each_item_card_in_your_opponents_discard_pile():
    def setup(sc: Scenario) -> None:
        sc.discard(1, ULTRA_BALL, DARK_BELL, WATER)
        sc.discard(0, ULTRA_BALL)  # yours do not count

    assert _damage(TIRTOUGA, [WATER], "Ancient Seaweed", setup) == 60


def test_flame_legion_40_more_for_each_benched_pokemon_with_fire_energy():
    def setup(sc: Scenario) -> None:
        sc.bench(0, SNOVER, energy=[FIRE])
        sc.bench(0, SNOVER, energy=[WATER])
        sc.bench(0, KYOGRE, energy=[FIRE, FIRE])

    assert _damage(ARMAROUGE, [FIRE], "Flame Legion", setup) == 40 + 2 * 40


def test_pika_chain_40_for_each_of_your_pikachu_and_pikachu_ex_in_play():
    def setup(sc: Scenario) -> None:
        sc.bench(0, PIKACHU_EX)
        sc.bench(0, SNOVER)
        sc.bench(1, PIKACHU_EX)  # the opponent's do not count

    assert _damage(PIKACHU_CHAIN, [LIGHTNING] * 3, "Pika Chain", setup) == 2 * 40


def test_bouncy_circle_30_for_each_benched_pokemon_with_a_maximum_hp_of_30():
    def setup(sc: Scenario) -> None:
        sc.bench(0, IGGLYBUFF)
        sc.bench(0, IGGLYBUFF, damage=10)  # maximum HP, not remaining
        sc.bench(0, SNOVER)

    assert _damage(IGGLYBUFF, [], "Bouncy Circle", setup) == 2 * 30


def test_knuckle_justice_200_more_if_your_opponent_has_exactly_1_prize_card_left():
    assert _damage(PALAFIN, [WATER, WATER], "Knuckle Justice",
                   lambda sc: sc.prizes(1, n=1)) == 280
    assert _damage(PALAFIN, [WATER, WATER], "Knuckle Justice",
                   lambda sc: sc.prizes(1, n=2)) == 80


def test_all_out_160_more_with_no_cards_in_your_hand():
    assert _damage(SLOWBRO, [PSYCHIC], "All Out") == 210
    assert _damage(SLOWBRO, [PSYCHIC], "All Out", lambda sc: sc.hand(0, WATER)) == 50


def test_laser_flame_80_more_with_any_lightning_energy_attached():
    assert _damage(RESHIRAM, [FIRE, LIGHTNING, WATER], "Laser Flame") == 160
    assert _damage(RESHIRAM, [FIRE, WATER, WATER], "Laser Flame") == 80


def test_whirling_envy_90_more_with_2_damage_counters_and_no_weakness():
    assert _damage(CHI_YU, [DARK], "Whirling Envy", damage=20) == 110  # not ×2
    assert _damage(CHI_YU, [DARK], "Whirling Envy", damage=10) == 20


def test_brain_crush_does_nothing_unless_the_opponents_active_is_confused():
    assert _damage(MALAMAR, [DARK], "Brain Crush", defender=KYOGRE) == 0
    sc = Scenario()
    sc.active(0, MALAMAR, energy=[DARK])  # a Darkness Pokémon: Dark Bell leaves it alone
    sc.active(1, KYOGRE)
    sc.hand(0, DARK_BELL)
    g = sc.start(0, 3)
    do(g, "trainer", "Dark Bell")
    attack(g, "Brain Crush")
    assert g.pl(1)["active"]["dmg"] == 130


def test_giga_railgun_does_nothing_without_voltaic_lightning_energy():
    assert _damage(VIKAVOLT, [LIGHTNING, LIGHTNING], "Giga Railgun") == 0
    # Voltaic Lightning Energy provides Lightning, and its Lightning Pokémon do 20 more
    assert _damage(VIKAVOLT, [LIGHTNING, VOLTAIC], "Giga Railgun") == 280


def test_voltaic_lightning_energy_more_damage_only_for_a_lightning_pokemon():
    assert _damage(RESHIRAM, [FIRE, VOLTAIC, WATER], "Laser Flame") == 160  # Fire: no +20
    assert _damage(PIKACHU_CHAIN, [LIGHTNING, LIGHTNING, VOLTAIC], "Pika Chain") == 60
