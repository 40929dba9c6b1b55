"""Damage and damage counters to Pokémon of a kind (compiler.damage.damage_chosen /
damage_each_damaged / put_counters_with_ability): Shaymin's Pinpoint Dive, Raichu's Collateral
Bolts, Cofagrigus's Law of the Underworld."""

from __future__ import annotations

import tcgsim.pokemon  # noqa: F401  (registers handlers and card implementations)
from tcgsim.pokemon.scenario import Scenario
from tests.helpers import attack, pick

SHAYMIN = "sv5-13"
PIKACHU, RAICHU = "sv5-51", "sv5-52"
YAMASK, COFAGRIGUS = "sv8-82", "sv8-83"
IRON_HANDS_EX, MEOWTH_V = "sv4-70", "swshp-SWSH004"
SNOVER, KYOGRE = "me1-35", "me1-34"
MIRAIDON_EX = "svp-28"  # Ability: Tandem Unit
GRASS, LIGHTNING, PSYCHIC = "sve-1", "sve-4", "sve-5"


def test_pinpoint_dive_offers_only_benched_pokemon_ex_and_pokemon_v():
    sc = Scenario()
    sc.active(0, SHAYMIN, energy=[GRASS])
    sc.active(1, IRON_HANDS_EX)
    sc.bench(1, SNOVER)
    sc.bench(1, IRON_HANDS_EX)
    sc.bench(1, MEOWTH_V)
    sc.deck(0, pad=True)
    sc.deck(1, pad=True)
    g = sc.start(0, 3)
    attack(g, "Pinpoint Dive")
    assert sorted(o.label for o in g.decision.options) == ["Iron Hands ex (Bench)",
                                                          "Meowth V (Bench)"]
    pick(g, "Meowth V")
    opp = g.pl(1)
    assert [b["dmg"] for b in opp["bench"]] == [0, 0, 60] and opp["active"]["dmg"] == 0


def test_collateral_bolts_hits_every_damaged_pokemon_but_itself():
    sc = Scenario()
    sc.active(0, PIKACHU, RAICHU, energy=[LIGHTNING, LIGHTNING], damage=10)
    sc.bench(0, SNOVER, damage=10)
    sc.bench(0, KYOGRE)
    sc.active(1, IRON_HANDS_EX, damage=20)
    sc.bench(1, SNOVER)
    sc.deck(0, pad=True)
    sc.deck(1, pad=True)
    g = sc.start(0, 3)
    attack(g, "Collateral Bolts")
    me, opp = g.pl(0), g.pl(1)
    assert me["active"]["dmg"] == 10  # not this Pokémon
    assert [b["dmg"] for b in me["bench"]] == [60, 0]
    assert opp["active"]["dmg"] == 70 and opp["bench"][0]["dmg"] == 0


def test_law_of_the_underworld_puts_6_counters_on_each_pokemon_with_an_ability():
    sc = Scenario()
    sc.active(0, YAMASK, COFAGRIGUS, energy=[PSYCHIC])
    sc.bench(0, MIRAIDON_EX)
    sc.bench(0, SNOVER)
    sc.active(1, MIRAIDON_EX)
    sc.bench(1, KYOGRE)
    sc.deck(0, pad=True)
    sc.deck(1, pad=True)
    g = sc.start(0, 3)
    attack(g, "Law of the Underworld")
    me, opp = g.pl(0), g.pl(1)
    assert [b["dmg"] for b in me["bench"]] == [60, 0]
    assert opp["active"]["dmg"] == 60 and opp["bench"][0]["dmg"] == 0
    assert me["active"]["dmg"] == 0
