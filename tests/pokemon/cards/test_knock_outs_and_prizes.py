"""Knock Outs by an attack's effect and Prize cards changed by Abilities (PTCG:I-D):
Shattering Speed (the attacker discards itself), Bring Down the Axe (Knocked Out if it has
Special Energy), Soul Destroyer (each Pokémon with 50 HP or less remaining), Greedy Eater (1
more Prize card for a Basic Pokémon its attack Knocks Out), Oh No You Don't (1 fewer with
Pecharunt ex in play)."""

from __future__ import annotations

import tcgsim.pokemon  # noqa: F401  (registers handlers and card implementations)
from tcgsim.pokemon.game import Game
from tcgsim.pokemon.scenario import Scenario
from tests.helpers import KYOGRE, MEGA_ABOMASNOW, PIKACHU_EX, SNOVER, attack, events, pick, zone

REVAVROOM_EX = "sv6pt5-81"  # Shattering Speed [M][M][M] 250: discard this Pokémon
HAXORUS = "sv6pt5-46"  # Bring Down the Axe [F]
YVELTAL_EX = "me3-105"  # Soul Destroyer [D][D][C]
HYDREIGON_EX = "rsv10pt5-169"  # Greedy Eater; Dark Bite [D][D][D][C][C] 200
MUNKIDORI_EX = "sv6pt5-91"  # Oh No You Don't
PECHARUNT_EX = "sv6pt5-39"
JET = "sv8-252"  # a Special Energy (Mist Energy would shield it from the effect)
WATER, FIGHTING, DARKNESS, METAL = "sve-3", "sve-6", "sve-7", "sve-8"


def _take_prizes(g: Game) -> None:
    d = g.decision
    assert d is not None and d.kind == "prize"
    pick(g, *[f"Prize card {i + 1}" for i in range(d.min)])


def test_shattering_speed_discards_the_attacker_after_its_damage():
    sc = Scenario()
    sc.active(0, REVAVROOM_EX, energy=[METAL] * 3)
    sc.bench(0, SNOVER)
    sc.active(1, MEGA_ABOMASNOW)
    g = sc.start(0, 3)
    attack(g, "Shattering Speed")
    assert g.pl(1)["active"]["dmg"] == 250
    assert sorted(zone(g, 0, "discard")) == ["Basic Metal Energy"] * 3 + ["Revavroom ex"]
    assert g.top(g.pl(0)["active"]).name == "Snover"  # promoted: no Knock Out, no Prize card
    assert len(g.pl(1)["prizes"]) == 6


def _axe(energy: list[str]) -> Game:
    sc = Scenario()
    sc.active(0, HAXORUS, energy=[FIGHTING])
    sc.active(1, MEGA_ABOMASNOW, energy=energy)
    sc.bench(1, SNOVER)
    g = sc.start(0, 3)
    attack(g, "Bring Down the Axe")
    return g


def test_bring_down_the_axe_knocks_out_a_pokemon_with_special_energy():
    g = _axe([JET])
    assert [e["pokemon"] for e in events(g, "knocked_out")] == ["Mega Abomasnow ex"]
    assert not events(_axe([WATER]), "knocked_out")


def test_soul_destroyer_knocks_out_each_pokemon_with_50_hp_or_less_remaining():
    sc = Scenario()
    sc.active(0, YVELTAL_EX, energy=[DARKNESS] * 3)
    sc.active(1, KYOGRE, damage=100)  # 50 left
    sc.bench(1, SNOVER, damage=30)  # 60 left
    sc.bench(1, SNOVER, damage=50)  # 40 left
    g = sc.start(0, 3)
    attack(g, "Soul Destroyer")
    assert sorted(e["pokemon"] for e in events(g, "knocked_out")) == ["Kyogre", "Snover"]


def _dark_bite(defender: str) -> Game:
    sc = Scenario()
    sc.active(0, HYDREIGON_EX, energy=[DARKNESS] * 5)
    sc.active(1, defender, damage=150 if defender == PIKACHU_EX else 0)
    sc.bench(1, SNOVER)
    g = sc.start(0, 3)
    attack(g, "Dark Bite")
    return g


def test_greedy_eater_one_more_prize_for_a_basic_pokemon():
    g = _dark_bite(KYOGRE)  # Basic, 150 HP: Knocked Out
    _take_prizes(g)
    assert len(g.pl(0)["prizes"]) == 4  # 1 + 1 more
    g = _dark_bite(PIKACHU_EX)  # Basic Pokémon ex: 2 + 1
    _take_prizes(g)
    assert len(g.pl(0)["prizes"]) == 3


def test_greedy_eater_not_for_an_evolution_pokemon():
    sc = Scenario()
    sc.active(0, HYDREIGON_EX, energy=[DARKNESS] * 5)
    sc.active(1, MEGA_ABOMASNOW, damage=200)  # Stage 1, 3 Prize cards
    sc.bench(1, SNOVER)
    g = sc.start(0, 3)
    attack(g, "Dark Bite")
    _take_prizes(g)
    assert len(g.pl(0)["prizes"]) == 3


def _munkidori(bench: str) -> Game:
    sc = Scenario()
    sc.active(0, KYOGRE, energy=[WATER] * 3)  # Swirling Waves 130
    sc.active(1, MUNKIDORI_EX, damage=100)
    sc.bench(1, bench)
    g = sc.start(0, 3)
    attack(g, "Swirling Waves")
    _take_prizes(g)
    return g


def test_oh_no_you_dont_one_fewer_prize_with_pecharunt_ex_in_play():
    assert len(_munkidori(PECHARUNT_EX).pl(0)["prizes"]) == 5
    assert len(_munkidori(SNOVER).pl(0)["prizes"]) == 4
