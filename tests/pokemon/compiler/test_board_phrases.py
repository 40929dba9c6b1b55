"""Board phrases of damage text, compiled and played: "for each of your Pokémon in play that
has the <attack> attack" (×, PTCG:II-B-02) and "if you have at least N <type> Energy in play"
(+, PTCG:II-B-01)."""

from __future__ import annotations

from tcgsim.pokemon.scenario import Scenario
from tests.helpers import attack

TYMPOLE = "zsv10pt5-103"  # Round 20×
PALPITOAD = "zsv10pt5-104"  # Round 40×
SEISMITOAD = "zsv10pt5-105"  # Round 70×
ABSOL = "sv6pt5-30"  # Darkfall 20+: "If you have at least 3 Darkness Energy in play, +50"
STUFFUL = "sv6pt5-52"  # Colorless, 80 HP, Weakness Fighting
SNORLAX = "sv3pt5-143"  # Colorless 150 HP
WATER, DARK = "sve-3", "sve-7"


def test_round_counts_pokemon_in_play_with_round():
    """PTCG:II-B-02: Palpitoad's Round counts itself, the Benched Tympole and Seismitoad (they
    have a Round attack), not Stufful: 3 × 40 = 120."""
    sc = Scenario()
    sc.active(0, TYMPOLE, PALPITOAD, energy=[WATER, WATER])
    sc.bench(0, TYMPOLE)
    sc.bench(0, TYMPOLE, PALPITOAD, SEISMITOAD)
    sc.bench(0, STUFFUL)
    sc.active(1, SNORLAX)
    g = sc.start(0, 3)
    attack(g, "Round")
    assert g.pl(1)["active"]["dmg"] == 120


def test_energy_in_play_counts_every_pokemon():
    """PTCG:II-B-01: Absol's Darkfall counts Darkness Energy on all of the player's Pokémon:
    2 on Absol and 1 on the Bench make 3, so 20 + 50 = 70."""
    sc = Scenario()
    sc.active(0, ABSOL, energy=[DARK, DARK])
    sc.bench(0, STUFFUL, energy=[DARK, WATER])
    sc.active(1, SNORLAX)
    g = sc.start(0, 3)
    attack(g, "Darkfall")
    assert g.pl(1)["active"]["dmg"] == 70


def test_energy_in_play_of_another_type_does_not_count():
    """PTCG:II-B-01: 2 Darkness and 2 Water Energy are not 3 Darkness Energy: only 20."""
    sc = Scenario()
    sc.active(0, ABSOL, energy=[DARK, DARK])
    sc.bench(0, STUFFUL, energy=[WATER, WATER])
    sc.active(1, SNORLAX)
    g = sc.start(0, 3)
    attack(g, "Darkfall")
    assert g.pl(1)["active"]["dmg"] == 20
