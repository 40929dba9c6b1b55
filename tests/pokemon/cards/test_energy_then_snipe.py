""""…, and this attack does N damage to 1 of your opponent's Pokémon": the first part is a
sentence of its own (tcgsim.pokemon.compiler.pokemon.discard_and) — Mega Skarmory ex's
Sonic Ripper shuffles the Energy into the deck (compiler.pokemon.shuffle_attached), Dartrix's
Feather Shot discards it; the damage goes to the Pokémon chosen, no Weakness or Resistance
for a Benched one (PTCG:II-B-08)."""

from __future__ import annotations

import tcgsim.pokemon  # noqa: F401  (registers handlers and card implementations)
from tcgsim.pokemon.game import Game
from tcgsim.pokemon.scenario import Scenario
from tests.helpers import KYOGRE, SNOVER, answer, attack, events, zone

MEGA_SKARMORY_EX = "me3-106"  # Sonic Ripper [M][M][C]: 220 to 1 of the opponent's Pokémon
DARTRIX = "me3-11"  # Feather Shot [C][C][C]: 90 to 1 of the opponent's Pokémon
ROWLET = "me3-10"
METAL = "sve-8"
GRASS = "sve-1"


def _game(*stack: str, energy: list[str]) -> Game:
    sc = Scenario()
    sc.active(0, *stack, energy=energy)
    sc.active(1, KYOGRE)
    sc.bench(1, SNOVER)
    sc.deck(0, KYOGRE)
    return sc.start(0, 3)


def test_sonic_ripper_shuffles_the_energy_into_the_deck_and_snipes():
    g = _game(MEGA_SKARMORY_EX, energy=[METAL, METAL, METAL])
    attack(g, "Sonic Ripper")
    answer(g, "damage_target", "Snover")
    assert [e["pokemon"] for e in events(g, "knocked_out")] == ["Snover"]  # 90 HP
    assert g.pl(1)["active"]["dmg"] == 0
    assert g.pl(0)["active"]["energy"] == []
    assert sorted(zone(g, 0, "deck")) == ["Basic Metal Energy"] * 3 + ["Kyogre"]
    assert zone(g, 0, "discard") == []


def test_feather_shot_discards_the_energy_and_hits_the_active():
    g = _game(ROWLET, DARTRIX, energy=[GRASS, GRASS, GRASS])
    attack(g, "Feather Shot")
    answer(g, "damage_target", "Kyogre")
    assert g.pl(1)["active"]["dmg"] == 90
    assert g.pl(0)["active"]["energy"] == []
    assert zone(g, 0, "discard") == ["Basic Grass Energy"] * 3
