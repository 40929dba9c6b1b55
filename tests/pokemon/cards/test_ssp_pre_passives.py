"""Surging Sparks (SSP) and Prismatic Evolutions (PRE) passive Abilities and attacks on
several Pokémon: "If this Pokémon has any Darkness Energy attached, it gets +100 HP, and the
attacks it uses do 100 more damage …" (Okidogi), "Attacks used by your Evolution Fire Pokémon
/ Future Pokémon[, except any Iron Crown ex,] do N more damage …" (Victini, Iron Crown ex),
damage to each Pokémon ex that isn't affected by Weakness or Resistance (Vaporeon ex, Flygon
ex) and to 2 chosen Pokémon, not affected by any effects on them either (Twin Shotels)."""

from __future__ import annotations

import tcgsim.pokemon  # noqa: F401  (registers handlers and card implementations)
from tcgsim.pokemon.game import Game
from tcgsim.pokemon.scenario import Scenario
from tests.helpers import attack, pick

OKIDOGI = "sv8pt5-57"  # Basic Fighting 130 HP; Good Punch [F][F] 70
VICTINI = "sv8-21"  # Victory Cheer
IRON_CROWN_EX = "sv8pt5-158"  # Basic Psychic Future ex; Twin Shotels; Cobalt Command
IRON_CROWN = "sv8-132"  # Basic Metal Future; Slicing Blade [M][C][C] 100
CHARCADET, CERULEDGE_EX = "sv1-39", "sv8pt5-147"  # Abyssal Flames [R] 30+
HO_OH = "sv8-19"  # Basic Fire; Flap [R][C] 50
EEVEE, VAPOREON_EX = "sv6-135", "sv8pt5-149"  # Severe Squall [W][C]
PASSIMIAN = "sv8-111"  # Fighting 110 HP, Weakness Psychic ×2
APPLIN, DIPPLIN, HYDRAPPLE = "sv6-17", "sv7-13", "sv8pt5-11"  # Hydrapple ex: Grass 330 HP
SNOVER, ABOMASNOW = "me1-35", "me1-36"  # Water 90 HP; Mega Abomasnow ex 350 HP
KYOGRE = "me1-34"  # Water, 150 HP
GRASS, FIRE, WATER, FIGHTING, PSYCHIC, DARK, METAL = (
    "sve-1", "sve-2", "sve-3", "sve-6", "sve-5", "sve-7", "sve-8")


def _damage(g: Game, p: int = 1) -> int:
    return g.pl(p)["active"]["dmg"]


def _okidogi(*energy: str) -> Game:
    sc = Scenario()
    sc.active(0, OKIDOGI, energy=list(energy))
    sc.active(1, SNOVER, ABOMASNOW)
    return sc.start(0, 3)


def test_adrena_power_with_darkness_energy():
    g = _okidogi(FIGHTING, FIGHTING, DARK)
    assert g.hp(g.pl(0)["active"]) == 230
    attack(g, "Good Punch")
    assert _damage(g) == 170


def test_adrena_power_without_darkness_energy():
    g = _okidogi(FIGHTING, FIGHTING)
    assert g.hp(g.pl(0)["active"]) == 130
    attack(g, "Good Punch")
    assert _damage(g) == 70


def _victini(active: tuple[str, ...], energy: list[str]) -> Game:
    sc = Scenario()
    sc.active(0, *active, energy=energy)
    sc.bench(0, VICTINI)
    sc.bench(0, VICTINI)
    sc.active(1, SNOVER, ABOMASNOW)
    return sc.start(0, 3)


def test_victory_cheer_for_evolution_fire_pokemon_each_victini_adds():
    g = _victini((CHARCADET, CERULEDGE_EX), [FIRE])
    attack(g, "Abyssal Flames")
    assert _damage(g) == 30 + 10 + 10


def test_victory_cheer_not_for_basic_fire_pokemon():
    g = _victini((HO_OH,), [FIRE, FIRE])
    attack(g, "Flap")
    assert _damage(g) == 50


def _iron_crown(active: str, energy: list[str], defender: tuple[str, ...]) -> Game:
    sc = Scenario()
    sc.active(0, active, energy=energy)
    sc.bench(0, IRON_CROWN_EX)
    sc.active(1, *defender)
    sc.bench(1, KYOGRE)
    sc.bench(1, SNOVER)
    return sc.start(0, 3)


def test_cobalt_command_for_future_pokemon():
    g = _iron_crown(IRON_CROWN, [METAL, METAL, METAL], (APPLIN, DIPPLIN, HYDRAPPLE))
    attack(g, "Slicing Blade")
    assert _damage(g) == 100 + 20


def test_twin_shotels_no_cobalt_command_no_weakness_chosen_targets():
    g = _iron_crown(IRON_CROWN_EX, [PSYCHIC, PSYCHIC, PSYCHIC], (PASSIMIAN,))
    attack(g, "Twin Shotels")
    assert _damage(g) == 0  # nothing yet: the targets are chosen first
    assert g.decision.kind == "damage_target"
    pick(g, "Passimian", "Kyogre")
    # Weakness ×2 not applied; the Benched Iron Crown ex adds nothing to an Iron Crown ex
    assert _damage(g) == 50
    assert [s["dmg"] for s in g.pl(1)["bench"]] == [50, 0]


def test_twin_shotels_ignores_effects_on_the_pokemon_it_damages():
    g = _iron_crown(IRON_CROWN_EX, [PSYCHIC, PSYCHIC, PSYCHIC], (PASSIMIAN,))
    g.pl(1)["active"]["fx"].append({"kind": "dmg_taken", "amt": -30, "until": g.turn + 1,
                                    "label": "takes 30 less"})
    g.pl(1)["bench"][0]["fx"].append({"kind": "prevent_damage", "until": g.turn + 1,
                                      "label": "prevent all damage"})
    attack(g, "Twin Shotels")
    pick(g, "Passimian", "Kyogre")
    assert _damage(g) == 50
    assert g.pl(1)["bench"][0]["dmg"] == 50


def test_severe_squall_hits_each_pokemon_ex_without_weakness():
    sc = Scenario()
    sc.active(0, EEVEE, VAPOREON_EX, energy=[WATER, WATER])
    sc.active(1, CHARCADET, CERULEDGE_EX)  # Fire, Weakness Water ×2
    sc.bench(1, APPLIN, DIPPLIN, HYDRAPPLE)
    sc.bench(1, KYOGRE)
    g = sc.start(0, 3)
    attack(g, "Severe Squall")
    assert _damage(g) == 60
    assert [s["dmg"] for s in g.pl(1)["bench"]] == [60, 0]
