"""Energy taken from an Active Pokémon of a kind, an Energy discarded with a Special Condition,
and coin counts (compiler.pokemon.discard_attached / attached_to_hand / discard_and,
compiler.coins): Turtonator, Paldean Tauros, Stunfisk, Zangoose, Butterfree."""

from __future__ import annotations

import tcgsim.pokemon  # noqa: F401  (registers handlers and card implementations)
from tcgsim.pokemon.scenario import Scenario
from tests.helpers import active, answer, attack, zone

TURTONATOR, TAUROS, STUNFISK, ZANGOOSE = "sv8-137", "sv8-39", "sv8-202", "sv8-149"
CATERPIE, METAPOD, BUTTERFREE = "sv9-1", "sv9-2", "sv9-3"
IRON_HANDS_EX, KYOGRE = "sv4-70", "me1-34"
FIRE, WATER, LIGHTNING, GRASS = "sve-2", "sve-3", "sve-4", "sve-1"


def _game(attacker: tuple[str, ...], energy: list[str], defender: tuple[str, ...],
          defender_energy: list[str]) -> Scenario:
    sc = Scenario()
    sc.active(0, *attacker, energy=energy)
    sc.active(1, *defender, energy=defender_energy)
    sc.deck(0, pad=True)
    sc.deck(1, pad=True)
    return sc


def test_fully_singe_discards_from_an_active_pokemon_ex_only():
    g = _game((TURTONATOR,), [FIRE], (IRON_HANDS_EX,), [LIGHTNING]).start(0, 3)
    attack(g, "Fully Singe")
    assert zone(g, 1, "discard") == ["Basic Lightning Energy"]
    g = _game((TURTONATOR,), [FIRE], (KYOGRE,), [WATER]).start(0, 3)
    attack(g, "Fully Singe")
    assert zone(g, 1, "discard") == [] and len(active(g, 1)["energy"]) == 1


def test_upthrusting_horns_returns_2_energy_from_an_active_stage_2_pokemon():
    sc = _game((TAUROS,), [WATER, WATER], (CATERPIE, METAPOD, BUTTERFREE), [GRASS, GRASS, GRASS])
    g = sc.start(0, 3)
    attack(g, "Upthrusting Horns")
    answer(g, "may", "Yes")
    assert zone(g, 1, "hand").count("Basic Grass Energy") == 2
    assert len(active(g, 1)["energy"]) == 1
    g = _game((TAUROS,), [WATER, WATER], (KYOGRE,), [WATER, WATER]).start(0, 3)
    attack(g, "Upthrusting Horns")
    if g.decision is not None and g.decision.kind == "may":
        answer(g, "may", "Yes")
    assert len(active(g, 1)["energy"]) == 2  # a Basic Pokémon keeps its Energy


def test_paralyzing_crackle_on_heads_paralyzes_and_discards_an_energy():
    g = _game((STUNFISK,), [LIGHTNING, LIGHTNING], (KYOGRE,), [WATER, WATER]).start(0, 3)
    g.rng.force(True)
    attack(g, "Paralyzing Crackle")
    assert active(g, 1)["sp"] == "paralyzed"
    assert zone(g, 1, "discard") == ["Basic Water Energy"]
    g = _game((STUNFISK,), [LIGHTNING, LIGHTNING], (KYOGRE,), [WATER, WATER]).start(0, 3)
    g.rng.force(False)
    attack(g, "Paralyzing Crackle")
    assert active(g, 1)["sp"] != "paralyzed" and zone(g, 1, "discard") == []


def _fury_cutter(*coins: bool) -> int:
    g = _game((ZANGOOSE,), [WATER], (IRON_HANDS_EX,), []).start(0, 3)
    g.rng.force(*coins)
    attack(g, "Fury Cutter")
    dmg: int = active(g, 1)["dmg"]
    return dmg


def test_fury_cutter_counts_exactly_how_many_coins_were_heads():
    assert _fury_cutter(False, False, False) == 10
    assert _fury_cutter(True, False, False) == 30
    assert _fury_cutter(False, True, True) == 60
    assert _fury_cutter(True, True, True) == 90


def test_scale_hurricane_paralyzes_on_at_least_2_heads():
    sc = _game((CATERPIE, METAPOD, BUTTERFREE), [GRASS], (IRON_HANDS_EX,), [])
    g = sc.start(0, 3)
    g.rng.force(True, False, False, False)
    attack(g, "Scale Hurricane")
    assert active(g, 1)["dmg"] == 60 and active(g, 1)["sp"] != "paralyzed"
    g = sc.start(0, 3)
    g.rng.force(False, True, False, True)
    attack(g, "Scale Hurricane")
    assert active(g, 1)["dmg"] == 120 and active(g, 1)["sp"] == "paralyzed"
