"""Attacks whose effect protects the attacker during the opponent's next turn, limited to some
attackers ("from Evolution Pokémon", "from Pokémon that have an Ability", "from Burned
Pokémon", "from Basic non-Colorless Pokémon"), the damage it takes changed (damage step 5),
its Weakness removed or the Defending Pokémon's Weakness changed (damage step 3), and the
attack that can't be used on the second player's first turn (Terapagos ex)."""

from __future__ import annotations

import tcgsim.pokemon  # noqa: F401  (registers handlers and card implementations)
from tcgsim.pokemon.game import Game
from tcgsim.pokemon.scenario import Scenario
from tests.helpers import attack, end_turn, events

BRONZONG = "me5-64"  # Metal Block: 100 less from Evolution Pokémon; weak to Fire
MABOSSTIFF = "me5-58"  # Plunging Headbutt: 100 more damage
DEOXYS = "me4-33"  # Psy Protection: none from Pokémon that have an Ability
HEATRAN = "me5-7"  # Lava Wall: none from Burned Pokémon
TERAPAGOS_EX = "me2pt5-179"  # Crown Opal: none from Basic non-Colorless; weak to Fighting
ARCHALUDON_EX = "sv8-241"  # Metal Defender: no Weakness (Fire ×2)
ORANGURU = "sv8-156"  # Now You're in My Power: Defending's Weakness is now Colorless
PIKACHU = "me30c-40"  # Overwriting Bolt: Defending's Weakness is now Lightning (×2)

LYCANROC_EX = "sv2-117"  # Stage 1 Fighting, Rock Throw [F] 40, 260 HP
RESHIRAM_EX = "sv9-30"  # Basic Fire, Fire Wing [R] 40, 220 HP
BIG_RESHIRAM_EX = "rsv10pt5-20"  # Basic Fire, Slash [C][C] 50, 230 HP
LINOONE = "me2-82"  # Stage 1 with an Ability, Slash [C] 70
DRAGONITE_EX = "sv3-159"  # Stage 2, no Ability, Wing Attack [C] 70, 330 HP
KYOGRE = "me1-34"  # Basic Water, weak to Lightning ×2, 150 HP
PIKACHU_EX = "svp-106"  # Basic Lightning ex, weak to Fighting ×2, 200 HP
SHROODLE = "svp-99"
GRASS, FIRE, WATER, LIGHTNING, PSYCHIC, FIGHTING, DARKNESS, METAL = (
    f"sve-{i}" for i in range(1, 9))


def _after_attack(mine: str, energy: list[str], used: str, theirs: str, their_energy: str,
                  coins: tuple[bool, ...] = (), **their_kw: object) -> Game:
    """Player 0's ``mine`` uses ``used``; it is then player 1's turn, ``theirs`` Active."""
    sc = Scenario()
    sc.active(0, mine, energy=energy)
    sc.active(1, theirs, energy=their_energy.split(), **their_kw)
    g = sc.start(0, 3)
    g.rng.force(*coins)
    attack(g, used)
    assert g.current == 1
    return g


def _last_damage(g: Game) -> int:
    return int(events(g, "damage")[-1]["amount"])


def test_metal_block_less_damage_only_from_evolution_pokemon():
    g = _after_attack(BRONZONG, [METAL] * 3, "Metal Block", LYCANROC_EX, FIGHTING)
    attack(g, "Rock Throw")
    assert g.pl(0)["active"]["dmg"] == 0  # 40 - 100
    g = _after_attack(BRONZONG, [METAL] * 3, "Metal Block", RESHIRAM_EX, FIRE)
    attack(g, "Fire Wing")
    assert g.pl(0)["active"]["dmg"] == 80  # a Basic Pokémon: 40 ×2 Weakness, nothing less


def test_plunging_headbutt_takes_more_damage():
    g = _after_attack(MABOSSTIFF, [DARKNESS] * 3, "Plunging Headbutt", DRAGONITE_EX, FIRE)
    attack(g, "Wing Attack")
    assert _last_damage(g) == 170  # 70 + 100


def test_psy_protection_only_against_pokemon_that_have_an_ability():
    g = _after_attack(DEOXYS, [PSYCHIC] * 3, "Psy Protection", LINOONE, FIRE)
    attack(g, "Slash")
    assert g.pl(0)["active"]["dmg"] == 0
    g = _after_attack(DEOXYS, [PSYCHIC] * 3, "Psy Protection", DRAGONITE_EX, FIRE)
    attack(g, "Wing Attack")
    assert g.pl(0)["active"]["dmg"] == 70


def test_lava_wall_only_against_burned_pokemon():
    g = _after_attack(HEATRAN, [FIRE] * 3, "Lava Wall", LYCANROC_EX, FIGHTING,
                      coins=(False,), conditions=["burned"])
    assert g.pl(1)["active"]["brn"]  # still Burned after the Checkup (tails)
    attack(g, "Rock Throw")
    assert g.pl(0)["active"]["dmg"] == 0
    g = _after_attack(HEATRAN, [FIRE] * 3, "Lava Wall", LYCANROC_EX, FIGHTING)
    attack(g, "Rock Throw")
    assert g.pl(0)["active"]["dmg"] == 40


def test_crown_opal_only_against_basic_non_colorless_pokemon():
    g = _after_attack(TERAPAGOS_EX, [GRASS, WATER, LIGHTNING], "Crown Opal", RESHIRAM_EX, FIRE)
    attack(g, "Fire Wing")
    assert g.pl(0)["active"]["dmg"] == 0
    g = _after_attack(TERAPAGOS_EX, [GRASS, WATER, LIGHTNING], "Crown Opal", LYCANROC_EX,
                      FIGHTING)
    attack(g, "Rock Throw")
    assert g.pl(0)["active"]["dmg"] == 80  # an Evolution Pokémon: 40 ×2


def _terapagos(turn: int) -> Game:
    sc = Scenario()
    sc.active(0, TERAPAGOS_EX, energy=[FIRE, FIRE])
    sc.bench(0, SHROODLE)
    sc.bench(0, SHROODLE)
    sc.active(1, DRAGONITE_EX)
    return sc.start(0, turn)


def test_unified_beatdown_not_on_the_second_players_first_turn():
    g = _terapagos(2)  # player 0 goes second: turn 2 is their first
    labels = [o.label for o in g.decision.options]
    assert not any("Unified Beatdown" in label for label in labels)
    g = _terapagos(4)
    attack(g, "Unified Beatdown")
    assert g.pl(1)["active"]["dmg"] == 60  # 30 for each of 2 Benched Pokémon


def test_metal_defender_no_weakness_during_the_next_turn():
    g = _after_attack(ARCHALUDON_EX, [METAL] * 3, "Metal Defender", BIG_RESHIRAM_EX,
                      f"{FIRE} {FIRE}")
    attack(g, "Slash")
    assert g.pl(0)["active"]["dmg"] == 50  # not ×2
    end_turn(g)
    attack(g, "Slash")
    assert g.pl(0)["active"]["dmg"] == 50 + 100  # the effect has ended: Weakness again


def test_now_youre_in_my_power_weakness_is_colorless_amount_unchanged():
    g = _after_attack(ORANGURU, [FIRE] * 3, "Now You're in My Power", KYOGRE, WATER)
    end_turn(g)
    attack(g, "Smack")
    assert _last_damage(g) == 160  # Colorless now, ×2 as printed


def test_overwriting_bolt_weakness_is_lightning_times_two():
    g = _after_attack(PIKACHU, [LIGHTNING], "Overwriting Bolt", PIKACHU_EX, LIGHTNING)
    assert g.pl(1)["active"]["dmg"] == 10  # the effect comes after the damage (step 5)
    end_turn(g)
    attack(g, "Overwriting Bolt")
    assert g.pl(1)["active"]["dmg"] == 10 + 20
