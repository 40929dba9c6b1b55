""""Discard <Energy> from this Pokémon / your Pokémon. This attack does N damage for each card
you discarded in this way": Heatran's Steel Burst ("all Metal Energy", compiler
``pokemon.discard_attached`` done in the damage step the next sentence counts it in),
Mega Diancie ex's Garland Ray ("up to 2 Energy cards …, and this attack does …", two sentences
joined, ``pokemon.discard_and``) and Sinistcha's Spill the Tea ("up to 3 Grass Energy cards from
your Pokémon", ``damage.give_up_energy``)."""

from __future__ import annotations

import tcgsim.pokemon  # noqa: F401  (registers handlers and card implementations)
from tcgsim.pokemon.game import Game
from tcgsim.pokemon.scenario import Scenario
from tests.helpers import attack, pick, zone

HEATRAN = "sv6-123"  # Steel Burst [M][C][C]: 50×
DIANCIE = "me2pt5-282"  # Mega Diancie ex, Garland Ray [P][P]: 120×
POLTCHAGEIST = "sv6-20"
SINISTCHA = "sv6-22"  # Spill the Tea [G]: 70×
KANGASKHAN = "me1-104"  # Mega Kangaskhan ex: 300 HP, Colorless, weak to Fighting only
GRASS, WATER, PSYCHIC, METAL = "sve-1", "sve-3", "sve-5", "sve-8"


def _game(*stack: str, energy: list[str], bench_energy: list[str] | None = None) -> Game:
    sc = Scenario()
    sc.active(0, *stack, energy=energy)
    if bench_energy is not None:
        sc.bench(0, POLTCHAGEIST, energy=bench_energy)
    sc.active(1, KANGASKHAN)
    return sc.start(0, 3)


def test_steel_burst_discards_every_metal_energy_and_does_50_for_each():
    g = _game(HEATRAN, energy=[METAL, METAL, METAL, WATER])
    attack(g, "Steel Burst")
    assert g.pl(1)["active"]["dmg"] == 150
    assert zone(g, 0, "discard") == ["Basic Metal Energy"] * 3
    assert [g.name(c) for c in g.pl(0)["active"]["energy"]] == ["Basic Water Energy"]


def test_steel_burst_counts_only_what_it_discarded():
    g = _game(HEATRAN, energy=[METAL, WATER, WATER])
    attack(g, "Steel Burst")
    assert g.pl(1)["active"]["dmg"] == 50


def test_garland_ray_does_120_for_each_energy_card_chosen_up_to_2():
    g = _game(DIANCIE, energy=[PSYCHIC, PSYCHIC, WATER])
    attack(g, "Garland Ray")
    assert g.decision.kind == "discard_energy" and g.decision.max == 2
    pick(g, "Water", "Psychic")
    assert g.pl(1)["active"]["dmg"] == 240
    assert zone(g, 0, "discard") == ["Basic Psychic Energy", "Basic Water Energy"]


def test_garland_ray_with_none_discarded_does_nothing():
    g = _game(DIANCIE, energy=[PSYCHIC, PSYCHIC])
    attack(g, "Garland Ray")
    g.respond([])
    assert g.pl(1)["active"]["dmg"] == 0
    assert len(g.pl(0)["active"]["energy"]) == 2


def test_spill_the_tea_takes_grass_energy_from_any_of_your_pokemon():
    g = _game(POLTCHAGEIST, SINISTCHA, energy=[GRASS, WATER], bench_energy=[GRASS, GRASS, GRASS])
    attack(g, "Spill the Tea")
    labels = [o.label for o in g.decision.options]
    assert len(labels) == 4 and all("Grass" in label for label in labels)  # Water not offered
    assert g.decision.max == 3
    pick(g, "Sinistcha", "Poltchageist", "Poltchageist")
    assert g.pl(1)["active"]["dmg"] == 210
    assert zone(g, 0, "discard") == ["Basic Grass Energy"] * 3
    assert len(g.pl(0)["bench"][0]["energy"]) == 1
