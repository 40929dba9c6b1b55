"""Abilities and Trainers of White Flare, Phantasmal Flames and Shrouded Fable read by the
compiler: Healing Leaves (heal your Active Pokémon), Lumiose Galette (heal and remove one
Special Condition), Sky Hunt (a coin, a random card), Double Freeze ("If either of them is
heads"), Tyrannically Gutsy (+HP with Special Energy), Tundra Wall (less damage for Pokémon
with Water Energy), Compound Eyes and Shocking Web."""

from __future__ import annotations

import tcgsim.pokemon  # noqa: F401  (registers handlers and card implementations)
from tcgsim.pokemon.game import Game
from tcgsim.pokemon.scenario import Scenario
from tests.helpers import KYOGRE, MEGA_ABOMASNOW, SNOVER, answer, attack, do, events, offered

SWADLOON = "rsv10pt5-88"  # Healing Leaves: heal 20 from your Active Pokémon
LUMIOSE_GALETTE = "me3-78"
TALONFLAME = "me3-91"  # Sky Hunt: flip, if heads discard a random card from the opponent's hand
VANILLUXE = "rsv10pt5-113"  # Double Freeze [W][C][C] 90×
TYRANTRUM = "me3-45"  # Tyrannically Gutsy: +150 HP with Special Energy attached
AURORUS = "me3-92"  # Tundra Wall
GALVANTULA = "sv6pt5-2"  # Compound Eyes; Shocking Web [G][C] 50+
MIST = "sv5-161"  # a Special Energy
GRASS, WATER, LIGHTNING, FIGHTING = "sve-1", "sve-3", "sve-4", "sve-6"


def test_healing_leaves_heals_the_active_pokemon():
    sc = Scenario()
    sc.active(0, KYOGRE, damage=50)
    sc.bench(0, SWADLOON)
    sc.active(1, KYOGRE)
    g = sc.start(0, 3)
    do(g, "ability")
    assert g.pl(0)["active"]["dmg"] == 30
    assert not offered(g, "ability")  # once during your turn


def test_healing_leaves_not_usable_without_damage_on_the_active():
    sc = Scenario()
    sc.active(0, KYOGRE)
    sc.bench(0, SWADLOON, damage=20)
    sc.active(1, KYOGRE)
    assert not offered(sc.start(0, 3), "ability")


def test_lumiose_galette_heals_and_removes_the_chosen_condition():
    sc = Scenario()
    sc.active(0, KYOGRE, damage=30, conditions=["poisoned", "confused"])
    sc.active(1, KYOGRE)
    sc.hand(0, LUMIOSE_GALETTE)
    g = sc.start(0, 3)
    do(g, "trainer", "Lumiose Galette")
    answer(g, "condition", "Confused")
    me = g.pl(0)["active"]
    assert me["dmg"] == 10 and me["sp"] is None and me["psn"] == 1


def test_lumiose_galette_needs_damage_or_a_condition():
    sc = Scenario()
    sc.active(0, KYOGRE)
    sc.active(1, KYOGRE)
    sc.hand(0, LUMIOSE_GALETTE)
    assert not offered(sc.start(0, 3), "trainer", "Lumiose Galette")
    sc = Scenario()
    sc.active(0, KYOGRE, conditions=["asleep"])
    sc.active(1, KYOGRE)
    sc.hand(0, LUMIOSE_GALETTE)
    g = sc.start(0, 3)
    do(g, "trainer", "Lumiose Galette")
    assert g.pl(0)["active"]["sp"] is None


def test_sky_hunt_discards_a_random_card_on_heads():
    for seed in range(6):
        sc = Scenario(seed=seed)
        sc.active(0, TALONFLAME)
        sc.active(1, KYOGRE)
        sc.hand(1, SNOVER, SNOVER, KYOGRE)
        g = sc.start(0, 3)
        do(g, "ability")
        heads = events(g, "coin")[0]["result"] == "heads"
        assert len(g.pl(1)["hand"]) == 3 - heads and len(g.pl(1)["discard"]) == heads


def test_sky_hunt_not_usable_against_an_empty_hand():
    sc = Scenario()
    sc.active(0, TALONFLAME)
    sc.active(1, KYOGRE)
    assert not offered(sc.start(0, 3), "ability")


def test_double_freeze_paralyzes_if_either_coin_is_heads():
    seen = set()
    for seed in range(8):
        sc = Scenario(seed=seed)
        sc.active(0, VANILLUXE, energy=[WATER] * 3)
        sc.active(1, MEGA_ABOMASNOW)
        g = sc.start(0, 3)
        attack(g, "Double Freeze")
        heads = sum(e["result"] == "heads" for e in events(g, "coin"))
        target = g.pl(1)["active"]
        assert target["dmg"] == 90 * heads
        assert (target["sp"] == "paralyzed") == (heads > 0)
        seen.add(heads > 0)
    assert seen == {True, False}


def test_tyrannically_gutsy_more_hp_with_special_energy():
    sc = Scenario()
    sc.active(0, TYRANTRUM, energy=[MIST])
    sc.bench(0, TYRANTRUM, energy=[FIGHTING])
    sc.active(1, KYOGRE)
    g = sc.start(0, 3)
    assert g.hp(g.pl(0)["active"]) == 330 and g.hp(g.pl(0)["bench"][0]) == 180


def _tundra_wall(energy: str) -> Game:
    sc = Scenario()
    sc.active(0, SNOVER, energy=[WATER, WATER])  # the attacker: Icy Snow 30
    sc.active(1, KYOGRE, energy=[energy])
    sc.bench(1, AURORUS)
    g = sc.start(0, 3)
    attack(g, "Icy Snow")
    return g


def test_tundra_wall_only_for_pokemon_with_water_energy():
    assert _tundra_wall(WATER).pl(1)["active"]["dmg"] == 0  # 30 - 50
    assert _tundra_wall(FIGHTING).pl(1)["active"]["dmg"] == 30


def _shocking_web(energy: list[str], defender: str) -> int:
    sc = Scenario()
    sc.active(0, GALVANTULA, energy=energy)
    sc.active(1, defender)
    g = sc.start(0, 3)
    attack(g, "Shocking Web")
    return g.pl(1)["active"]["dmg"]


def test_compound_eyes_and_shocking_web():
    assert _shocking_web([GRASS, GRASS], KYOGRE) == 50
    assert _shocking_web([GRASS, LIGHTNING], KYOGRE) == 130  # any Lightning Energy: 80 more
    assert _shocking_web([GRASS, GRASS], AURORUS) == 100  # an Ability: 50 more
