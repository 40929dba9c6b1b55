"""Team Rocket's Energy (DRI 182, ASC 217): attached only to Team Rocket's Pokémon (from the
hand or moved: anything else discards it), 2 units each paying for Psychic or Darkness
(PTCG:II-D-08); Team Rocket's Moltres ex's Evil Incineration, which discards one; and Team
Rocket's Zapdos's Jamming Wing (its other attack, Wicked Thunder, reads the Energy's name)."""

from __future__ import annotations

import tcgsim.pokemon  # noqa: F401  (registers handlers and card implementations)
from tcgsim.pokemon.game import Game
from tcgsim.pokemon.rules.energy import covers, either, is_type, move_energy_card
from tcgsim.pokemon.scenario import Scenario
from tests.helpers import answer, attack, do, events, offered, zone

TR_ENERGY, TR_ENERGY_ASC = "sv10-182", "me2pt5-217"
TR_DROWZEE = "sv10-79"  # Hypnotic Ray 10 for [P]
TR_EKANS = "sv10-112"  # Gnaw 10 for [D]
TR_MOLTRES = "sv10-31"  # Evil Incineration [R][C][C][C]
KYOGRE = "me1-34"  # Water, 150 HP
SNOVER = "me1-35"
FIRE, WATER, FIGHTING = "sve-2", "sve-3", "sve-6"
PD = either("Psychic", "Darkness")


def test_either_units_pay_either_type_but_each_only_once():
    assert covers(["Psychic", "Darkness"], [PD, PD])
    assert covers(["Psychic", "Psychic", "Colorless"], [PD, PD, "Water"])
    assert not covers(["Psychic", "Psychic", "Colorless"], [PD, PD])  # 2 units, not 3
    assert not covers(["Fire"], [PD, PD])
    assert covers(["Darkness", "Water"], ["Water", PD])
    assert covers(["Psychic", "Fire"], [PD, "Every"])  # the either unit pays Psychic


def _board(attacker: str, energy: list[str], bench: tuple[str, ...] = (),
           defender_bench: tuple[str, ...] = ()) -> tuple[Game, Scenario]:
    sc = Scenario()
    sc.active(0, attacker, energy=energy)
    for b in bench:
        sc.bench(0, b)
    sc.active(1, KYOGRE, energy=[WATER])
    for b in defender_bench:
        sc.bench(1, b)
    return sc.start(0, 3), sc


def test_two_units_pay_psychic_or_darkness():
    g, _ = _board(TR_DROWZEE, [TR_ENERGY])
    active = g.pl(0)["active"]
    energy = active["energy"][0]
    assert is_type(g, active, energy, "Psychic") and is_type(g, active, energy, "Darkness")
    assert not is_type(g, active, energy, "Fire")
    # "has any Darkness Energy attached", "for each Psychic Energy attached": both units count
    assert g.energy_of_type(active, "Darkness") == g.energy_of_type(active, "Psychic") == 2
    assert g.energy_of_type(active, "Fire") == 0
    attack(g, "Hypnotic Ray")  # [P]
    assert g.pl(1)["active"]["dmg"] == 10
    g, _ = _board(TR_EKANS, [TR_ENERGY_ASC])
    attack(g, "Gnaw")  # [D]
    assert g.pl(1)["active"]["dmg"] == 10


def test_attached_from_hand_only_to_team_rockets_pokemon():
    sc = Scenario()
    sc.active(0, SNOVER)
    sc.bench(0, TR_EKANS)
    sc.active(1, KYOGRE)
    sc.hand(0, TR_ENERGY)
    g = sc.start(0, 3)
    do(g, "energy", "Team Rocket's Energy")  # no question: Ekans is the only one it can go to
    assert [g.name(c) for c in g.pl(0)["bench"][0]["energy"]] == ["Team Rocket's Energy"]
    assert not g.pl(0)["active"]["energy"]

    sc = Scenario()
    sc.active(0, SNOVER)
    sc.active(1, KYOGRE)
    sc.hand(0, TR_ENERGY, WATER)
    g = sc.start(0, 3)
    assert not offered(g, "energy", "Team Rocket's Energy")
    assert offered(g, "energy", "Basic Water Energy")


def test_moved_to_anything_else_it_is_discarded():
    g, _ = _board(TR_EKANS, [TR_ENERGY, TR_ENERGY], bench=(SNOVER, TR_DROWZEE))
    ekans = g.pl(0)["active"]
    first, second = ekans["energy"]
    move_energy_card(g, first, ekans, g.pl(0)["bench"][1])  # to Team Rocket's Drowzee
    assert g.pl(0)["bench"][1]["energy"] == [first]
    move_energy_card(g, second, ekans, g.pl(0)["bench"][0])  # to Snover: discarded
    assert not g.pl(0)["bench"][0]["energy"]
    assert zone(g, 0, "discard") == ["Team Rocket's Energy"]


# -- Team Rocket's Moltres ex: Evil Incineration -----------------------------------------------
def test_evil_incineration_discards_the_opponents_active_and_its_cards():
    g, _ = _board(TR_MOLTRES, [TR_ENERGY, FIRE, FIRE], defender_bench=(SNOVER,))
    prizes = len(g.pl(0)["prizes"])
    attack(g, "Evil Incineration")  # [R] [C][C][C]: Fire and the 2 units of Team Rocket's Energy
    assert zone(g, 0, "discard") == ["Team Rocket's Energy"]
    assert zone(g, 1, "discard") == ["Basic Water Energy", "Kyogre"]
    assert g.name(g.pl(1)["active"]["cards"][-1]) == "Snover"  # promoted from the Bench
    assert len(g.pl(0)["prizes"]) == prizes  # not Knocked Out: no Prize card
    assert not events(g, "ko")


def test_evil_incineration_without_team_rockets_energy_does_nothing():
    g, _ = _board(TR_MOLTRES, [FIRE, FIRE, FIRE, FIRE], defender_bench=(SNOVER,))
    attack(g, "Evil Incineration")
    assert g.name(g.pl(1)["active"]["cards"][-1]) == "Kyogre"
    assert zone(g, 1, "discard") == []
    assert len(g.pl(0)["active"]["energy"]) == 4


# -- Team Rocket's Zapdos: Jamming Wing -------------------------------------------------------
def _jamming_wing() -> Game:
    sc = Scenario()
    sc.active(0, "sv10-70", energy=[WATER, WATER])  # Jamming Wing 30 for [C][C]
    sc.active(1, KYOGRE, energy=[WATER, FIRE])
    sc.bench(1, SNOVER)
    sc.bench(1, TR_EKANS)
    g = sc.start(0, 3)
    attack(g, "Jamming Wing")
    return g


def test_jamming_wing_moves_an_energy_from_the_opponents_active_to_their_bench():
    g = _jamming_wing()
    answer(g, "may", "Yes")
    answer(g, "move_energy", "Basic Fire Energy")
    answer(g, "move_energy", "Snover")
    assert [g.name(c) for c in g.pl(1)["active"]["energy"]] == ["Basic Water Energy"]
    assert [g.name(c) for c in g.pl(1)["bench"][0]["energy"]] == ["Basic Fire Energy"]
    assert g.pl(1)["active"]["dmg"] == 60  # 30, ×2 for Kyogre's Weakness to Lightning


def test_jamming_wing_may_move_nothing():
    g = _jamming_wing()
    answer(g, "may", "No")
    assert len(g.pl(1)["active"]["energy"]) == 2
    assert not any(s["energy"] for s in g.pl(1)["bench"])


def test_an_effect_cannot_attach_it_to_anything_else():
    sc = Scenario()
    sc.active(0, "sv8-110", energy=[FIGHTING])  # Landorus: Fist of Focus [F] attaches from discard
    sc.active(1, KYOGRE)
    sc.discard(0, TR_ENERGY)
    g = sc.start(0, 3)
    attack(g, "Fist of Focus")
    assert zone(g, 0, "discard") == ["Team Rocket's Energy"]  # it stays in the discard pile
    assert [g.name(c) for c in g.pl(0)["active"]["energy"]] == ["Basic Fighting Energy"]
