"""Counts, coins for each, healing and moving of White Flare, Phantasmal Flames and
Shrouded Fable attacks (tcgsim.pokemon.compiler.board counts, compiler.coins.flip_for_each,
compiler.pokemon.heal / move_to_bench, compiler.damage.put_counters_each / prevent_damage):
each checked by what the attack places, moves or prevents."""

from __future__ import annotations

from collections.abc import Callable

import tcgsim.pokemon  # noqa: F401  (registers handlers and card implementations)
from tcgsim.pokemon.game import Game
from tcgsim.pokemon.rules.protection import damage_prevented
from tcgsim.pokemon.scenario import Scenario
from tests.helpers import KYOGRE, MEGA_ABOMASNOW, PIKACHU_EX, SNOVER, answer, attack, events

LEAVANNY = "rsv10pt5-89"  # Healing Wrapping [C]: heal 100 from each of your Basic Pokémon
TORNADUS = "rsv10pt5-78"  # Hurricane [C][C][C] 100: move a Basic Energy to a Benched Pokémon
YVELTAL = "sv6pt5-35"  # Corrosive Winds [D]: 2 counters on each damaged opposing Pokémon
ZOROARK = "sv6pt5-32"  # Illusory Hijacking [C][C] 60×: each opposing Pokémon ex and V
RATICATE = "me3-99"  # Retaliatory Incisors [C] 40×: counters on your Benched Rattata
RATTATA = "me3-60"
GIGALITH = "rsv10pt5-129"  # Vengeful Cannon [F] 20×: counters on your Benched Fighting Pokémon
SAWK = "rsv10pt5-130"  # a Fighting Pokémon
SCRAFTY = "rsv10pt5-139"  # Ruffians Attack [D][D] 60×: a coin for each Darkness Pokémon
VOLCANION = "me3-25"  # Powerful Steam [W][W][C] 90×: a coin for each Water Energy attached
IRON_MOTH = "sv6pt5-9"  # Anachronism Repulsor [R][R][C] 120: no damage from Ancient Pokémon
GREAT_TUSK = "sv5-96"  # Ancient
MIST = "sv5-161"  # a Special Energy (Colorless)
GRASS, FIRE, WATER, FIGHTING, DARKNESS = "sve-1", "sve-2", "sve-3", "sve-6", "sve-7"


def _game(attacker: str, energy: list[str], more: Callable[[Scenario], None] | None = None,
          defender: str = MEGA_ABOMASNOW, **kw: object) -> Game:
    sc = Scenario(allow_unplayable=True)  # Iron Moth's Suction is not implemented
    sc.active(0, attacker, energy=energy)
    sc.active(1, defender, **kw)
    if more is not None:
        more(sc)
    return sc.start(0, 3)


def _heads(g: Game) -> tuple[int, int]:
    coins = events(g, "coin")
    return len(coins), sum(e["result"] == "heads" for e in coins)


def test_healing_wrapping_heals_each_basic_pokemon_only():
    def bench(sc: Scenario) -> None:
        sc.bench(0, SNOVER, damage=80)
        sc.bench(0, MEGA_ABOMASNOW, damage=120)  # a Stage 1

    g = _game(LEAVANNY, [GRASS], bench)
    g.pl(0)["active"]["dmg"] = 50
    attack(g, "Healing Wrapping")
    snover, abomasnow = g.pl(0)["bench"]
    assert snover["dmg"] == 0 and abomasnow["dmg"] == 120
    assert g.pl(0)["active"]["dmg"] == 50  # Leavanny is a Stage 2


def test_hurricane_moves_a_basic_energy_to_the_bench():
    g = _game(TORNADUS, [MIST, WATER, WATER], lambda sc: sc.bench(0, SNOVER))
    attack(g, "Hurricane")
    assert [o.label for o in g.decision.options] == ["Basic Water Energy"] * 2  # not Mist
    answer(g, "move_energy", "Basic Water Energy")
    answer(g, "move_energy", "Snover")
    assert [g.name(c) for c in g.pl(0)["bench"][0]["energy"]] == ["Basic Water Energy"]
    assert g.pl(1)["active"]["dmg"] == 100


def test_corrosive_winds_only_on_damaged_pokemon():
    def bench(sc: Scenario) -> None:
        sc.bench(1, SNOVER)
        sc.bench(1, KYOGRE, damage=20)

    g = _game(YVELTAL, [DARKNESS], bench, damage=10)
    attack(g, "Corrosive Winds")
    snover, kyogre = g.pl(1)["bench"]
    assert g.pl(1)["active"]["dmg"] == 30 and kyogre["dmg"] == 40 and snover["dmg"] == 0


def test_illusory_hijacking_counts_pokemon_ex_and_v():
    def bench(sc: Scenario) -> None:
        sc.bench(1, PIKACHU_EX)
        sc.bench(1, SNOVER)

    g = _game(ZOROARK, [DARKNESS, DARKNESS], bench)
    attack(g, "Illusory Hijacking")
    assert g.pl(1)["active"]["dmg"] == 120  # Mega Abomasnow ex and Pikachu ex


def test_retaliatory_incisors_counts_benched_rattata_damage():
    def bench(sc: Scenario) -> None:
        sc.bench(0, RATTATA, damage=20)
        sc.bench(0, RATTATA, damage=10)
        sc.bench(0, SNOVER, damage=30)

    g = _game(RATICATE, [WATER], bench)
    attack(g, "Retaliatory Incisors")
    assert g.pl(1)["active"]["dmg"] == 120  # 3 counters on Rattata


def test_vengeful_cannon_counts_benched_fighting_pokemon_damage():
    def bench(sc: Scenario) -> None:
        sc.bench(0, SAWK, damage=30)
        sc.bench(0, SNOVER, damage=30)

    g = _game(GIGALITH, [FIGHTING], bench)
    attack(g, "Vengeful Cannon")
    assert g.pl(1)["active"]["dmg"] == 60


def test_ruffians_attack_a_coin_for_each_darkness_pokemon():
    g = _game(SCRAFTY, [DARKNESS, DARKNESS], lambda sc: (sc.bench(0, YVELTAL), sc.bench(0, SNOVER)))
    attack(g, "Ruffians Attack")
    flips, heads = _heads(g)
    assert flips == 2 and g.pl(1)["active"]["dmg"] == 60 * heads


def test_powerful_steam_a_coin_for_each_water_energy():
    g = _game(VOLCANION, [WATER, WATER, WATER, FIRE], defender=PIKACHU_EX)
    attack(g, "Powerful Steam")
    flips, heads = _heads(g)
    assert flips == 3
    assert heads == 3 or g.pl(1)["active"]["dmg"] == 90 * heads  # 270 Knocks Out Pikachu ex


def test_anachronism_repulsor_prevents_damage_from_ancient_pokemon_only():
    g = _game(IRON_MOTH, [FIRE, FIRE, FIRE], lambda sc: sc.bench(1, SNOVER), defender=GREAT_TUSK)
    attack(g, "Anachronism Repulsor")
    moth = g.pl(0)["active"]
    tusk, snover = g.pl(1)["active"], g.pl(1)["bench"][0]
    assert damage_prevented(g, tusk, moth) == "Anachronism Repulsor"
    assert damage_prevented(g, snover, moth) is None
