""""Attach a … Energy card from your discard pile to each of your [Benched | Future] Pokémon"
(compiler.trainers.attach_from_discard_to_all): Reboot Pod, Mudsdale's Mud Stock."""

from __future__ import annotations

import tcgsim.pokemon  # noqa: F401  (registers handlers and card implementations)
from tcgsim.pokemon.scenario import Scenario
from tests.helpers import active, answer, attack, do, zone

REBOOT_POD, MUDSDALE, MUDBRAY = "sv5-158", "sv5-175", "sv5-91"
IRON_HANDS_EX, IRON_TREADS = "sv4-70", "sv5-118"  # Future Pokémon
SNOVER, KYOGRE = "me1-35", "me1-34"
LIGHTNING, METAL, FIGHTING, GRASS = "sve-4", "sve-8", "sve-6", "sve-1"
JET = "sv2-190"


def test_reboot_pod_attaches_a_basic_energy_to_each_future_pokemon_only():
    sc = Scenario()
    sc.active(0, IRON_HANDS_EX)
    sc.bench(0, IRON_TREADS)
    sc.bench(0, SNOVER)
    sc.hand(0, REBOOT_POD)
    sc.discard(0, LIGHTNING, METAL, GRASS, JET)
    sc.active(1, KYOGRE)
    sc.deck(0, pad=True)
    sc.deck(1, pad=True)
    g = sc.start(0, 3)
    do(g, "trainer", "Reboot Pod")
    answer(g, "attach", "Lightning")  # to Iron Hands ex
    answer(g, "attach", "Metal")  # to Iron Treads
    pl = g.pl(0)
    assert [g.name(c) for c in pl["active"]["energy"]] == ["Basic Lightning Energy"]
    assert [g.name(c) for c in pl["bench"][0]["energy"]] == ["Basic Metal Energy"]
    assert pl["bench"][1]["energy"] == []  # Snover is no Future Pokémon
    assert zone(g, 0, "discard") == ["Basic Grass Energy", "Jet Energy", "Reboot Pod"]


def test_mud_stock_attaches_a_basic_fighting_energy_to_each_benched_pokemon():
    sc = Scenario()
    sc.active(0, MUDBRAY, MUDSDALE, energy=[FIGHTING])
    sc.bench(0, SNOVER)
    sc.bench(0, KYOGRE)
    sc.discard(0, FIGHTING, FIGHTING, FIGHTING, GRASS)
    sc.active(1, KYOGRE)
    sc.deck(0, pad=True)
    sc.deck(1, pad=True)
    g = sc.start(0, 3)
    attack(g, "Mud Stock")
    pl = g.pl(0)
    assert [len(b["energy"]) for b in pl["bench"]] == [1, 1]
    assert all(g.name(b["energy"][0]) == "Basic Fighting Energy" for b in pl["bench"])
    assert len(active(g, 0)["energy"]) == 1  # not the Active Pokémon
    assert zone(g, 0, "discard") == ["Basic Fighting Energy", "Basic Grass Energy"]
