"""Discarding Pokémon Tools and Special Energy from the opponent's Pokémon (compiler.damage.
discard_tools, effects.ops_trainers.discard_tool_and_energy): Ceruledge's Cursed Edge, Megaton
Blower, N's Joltik's Zapping Short, Ruffian."""

from __future__ import annotations

import tcgsim.pokemon  # noqa: F401  (registers handlers and card implementations)
from tcgsim.pokemon.scenario import Scenario
from tests.helpers import active, answer, attack, do, offered, zone

CERULEDGE, NS_JOLTIK = "sv8-197", "sv9-49"
MEGATON_BLOWER, RUFFIAN = "sv8-182", "sv9-181"
SNOVER, KYOGRE = "me1-35", "me1-34"
BRAVERY_CHARM, ARTAZON = "sv2-173", "sv2-171"
JET, MIST = "sv2-190", "sv5-161"
FIRE, WATER, LIGHTNING = "sve-2", "sve-3", "sve-4"


def _opponent(sc: Scenario) -> tuple[int, int]:
    a = sc.active(1, KYOGRE, energy=[JET, WATER], tools=[BRAVERY_CHARM])
    b = sc.bench(1, SNOVER, energy=[JET], tools=[BRAVERY_CHARM])
    sc.deck(0, pad=True)
    sc.deck(1, pad=True)
    return a, b


def test_cursed_edge_discards_only_special_energy_from_every_opponent_pokemon():
    sc = Scenario()
    sc.active(0, CERULEDGE, energy=[FIRE])
    _opponent(sc)
    g = sc.start(0, 3)
    attack(g, "Cursed Edge")
    opp = g.pl(1)
    assert zone(g, 1, "discard") == ["Jet Energy", "Jet Energy"]
    assert [g.name(c) for c in opp["active"]["energy"]] == ["Basic Water Energy"]
    assert opp["active"]["tools"] and opp["bench"][0]["tools"]  # Tools stay


def test_cursed_edge_skips_a_pokemon_unaffected_by_attack_effects():
    """Mist Energy: its Pokémon is unaffected by the effects of attacks (PTCG:II-C-17)."""
    sc = Scenario()
    sc.active(0, CERULEDGE, energy=[FIRE])
    sc.active(1, KYOGRE, energy=[JET])
    sc.bench(1, SNOVER, energy=[MIST])
    sc.deck(0, pad=True)
    sc.deck(1, pad=True)
    g = sc.start(0, 3)
    attack(g, "Cursed Edge")
    assert zone(g, 1, "discard") == ["Jet Energy"]


def test_megaton_blower_discards_tools_special_energy_and_the_stadium():
    sc = Scenario()
    sc.active(0, SNOVER)
    sc.hand(0, MEGATON_BLOWER)
    _opponent(sc)
    sc.stadium(ARTAZON, owner=1)
    g = sc.start(0, 3)
    do(g, "trainer", "Megaton Blower")
    assert zone(g, 1, "discard") == ["Artazon", "Bravery Charm", "Bravery Charm", "Jet Energy",
                                     "Jet Energy"]
    assert g.s["stadium"] is None
    assert [g.name(c) for c in g.pl(1)["active"]["energy"]] == ["Basic Water Energy"]


def test_megaton_blower_cannot_be_played_when_it_would_discard_nothing():
    sc = Scenario()
    sc.active(0, SNOVER)
    sc.hand(0, MEGATON_BLOWER)
    sc.active(1, KYOGRE, energy=[WATER])
    sc.deck(0, pad=True)
    sc.deck(1, pad=True)
    g = sc.start(0, 3)
    assert offered(g, "trainer", "Megaton Blower") == []


def test_zapping_short_paralyzes_only_after_discarding_a_tool_before_the_damage():
    sc = Scenario()
    sc.active(0, NS_JOLTIK, energy=[LIGHTNING, LIGHTNING])
    _opponent(sc)
    g = sc.start(0, 3)
    attack(g, "Zapping Short")
    opp = active(g, 1)
    assert zone(g, 1, "discard") == ["Bravery Charm"]
    assert opp["sp"] == "paralyzed"
    assert opp["dmg"] == 60  # 30, Weakness ×2


def test_zapping_short_without_a_tool_does_not_paralyze():
    sc = Scenario()
    sc.active(0, NS_JOLTIK, energy=[LIGHTNING, LIGHTNING])
    sc.active(1, KYOGRE)
    sc.deck(0, pad=True)
    sc.deck(1, pad=True)
    g = sc.start(0, 3)
    attack(g, "Zapping Short")
    assert active(g, 1)["sp"] != "paralyzed"
    assert active(g, 1)["dmg"] == 60


def test_ruffian_discards_a_tool_and_a_special_energy_from_one_chosen_pokemon():
    sc = Scenario()
    sc.active(0, SNOVER)
    sc.hand(0, RUFFIAN)
    sc.active(1, KYOGRE, energy=[JET, MIST, WATER], tools=[BRAVERY_CHARM])
    sc.bench(1, SNOVER, energy=[MIST], tools=[BRAVERY_CHARM])
    sc.deck(0, pad=True)
    sc.deck(1, pad=True)
    g = sc.start(0, 3)
    do(g, "trainer", "Ruffian")
    answer(g, "choose_pokemon", "Kyogre")
    answer(g, "discard", "Mist Energy")
    assert zone(g, 1, "discard") == ["Bravery Charm", "Mist Energy"]
    kyogre = active(g, 1)
    assert kyogre["tools"] == [] and sorted(g.name(c) for c in kyogre["energy"]) == [
        "Basic Water Energy", "Jet Energy"]
    assert g.pl(1)["bench"][0]["tools"]  # the other Pokémon keeps its cards
