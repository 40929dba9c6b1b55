"""Attacks that attach Energy: Terapagos's Prism Charge ("Search your deck for up to 3 Basic
Energy cards of different types and attach them to your Tera Pokémon in any way you like",
compiler.zones.search_attach reading "of different types") and Delibird's Pleasing Present
("Each player may attach up to 3 Basic Energy cards from their hand …. Your opponent does this
first.", compiler.zones.each_player_attaches)."""

from __future__ import annotations

import tcgsim.pokemon  # noqa: F401  (registers handlers and card implementations)
from tcgsim.pokemon.scenario import Scenario
from tests.helpers import answer, attack, events, pick, zone

TERAPAGOS = "me2pt5-178"  # Prism Charge [C]
TERAPAGOS_EX = "sv7-128"  # a Tera Pokémon
TERA_EISCUE = "sv3-42"
KYOGRE = "me1-34"
DELIBIRD = "me4-18"  # Pleasing Present [C]
GRASS, FIRE, WATER, LIGHTNING = "sve-1", "sve-2", "sve-3", "sve-4"


def test_prism_charge_attaches_energy_of_different_types_to_tera_pokemon_only():
    sc = Scenario()
    sc.active(0, TERAPAGOS, energy=[WATER])
    tera = sc.bench(0, TERAPAGOS_EX)
    other = sc.bench(0, TERA_EISCUE)
    sc.bench(0, KYOGRE)  # not a Tera Pokémon: never offered
    sc.deck(0, GRASS, GRASS, FIRE, WATER)
    sc.active(1, KYOGRE)
    g = sc.start(0, 3)
    attack(g, "Prism Charge")
    pick(g, "Basic Grass Energy")
    assert not any("Grass" in o.label for o in g.decision.options)  # one card of each type
    pick(g, "Basic Fire Energy")
    assert g.decision.options, "a third card may be taken"
    g.respond([])  # up to 3: stop at 2
    labels = [o.label for o in g.decision.options]
    assert len(labels) == 2 and not any("Kyogre" in label for label in labels)
    tera_slot, other_slot = g.slot(sc.slot_id(tera)), g.slot(sc.slot_id(other))
    pick(g, "Terapagos ex")
    answer(g, "attach", "Eiscue")
    assert [g.name(c) for c in tera_slot["energy"]] == ["Basic Grass Energy"]
    assert [g.name(c) for c in other_slot["energy"]] == ["Basic Fire Energy"]
    assert zone(g, 0, "deck") == ["Basic Grass Energy", "Basic Water Energy"]
    assert events(g, "shuffle", player=0)


def test_pleasing_present_each_player_attaches_from_their_hand_opponent_first():
    sc = Scenario()
    sc.active(0, DELIBIRD, energy=[WATER])
    sc.hand(0, GRASS, FIRE, WATER, LIGHTNING)
    sc.active(1, KYOGRE)
    sc.bench(1, TERA_EISCUE)
    sc.hand(1, WATER, FIRE)
    g = sc.start(0, 3)
    attack(g, "Pleasing Present")
    d = g.decision
    assert d.player == 1 and d.min == 0  # the opponent first, and "may": none at all is allowed
    pick(g, "Basic Water Energy", "Basic Fire Energy")
    assert g.decision.player == 1  # they choose where each of theirs goes
    answer(g, "attach", "Eiscue")
    answer(g, "attach", "Kyogre")
    assert [g.name(c) for c in g.pl(1)["bench"][0]["energy"]] == ["Basic Water Energy"]
    assert [g.name(c) for c in g.pl(1)["active"]["energy"]] == ["Basic Fire Energy"]
    assert zone(g, 1, "hand") == []
    d = g.decision
    assert d.player == 0 and d.max == 3  # up to 3 of the attacker's 4
    pick(g, "Basic Grass Energy", "Basic Lightning Energy", "Basic Fire Energy")
    assert zone(g, 0, "hand") == ["Basic Water Energy"]
    assert sorted(g.name(c) for c in g.pl(0)["active"]["energy"]) == [
        "Basic Fire Energy", "Basic Grass Energy", "Basic Lightning Energy", "Basic Water Energy"]
