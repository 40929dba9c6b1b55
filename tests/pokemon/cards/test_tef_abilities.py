"""Abilities of Temporal Forces (TEF, sv5) exercised in games built with the Scenario builder."""

from __future__ import annotations

import tcgsim.pokemon  # noqa: F401  (registers handlers and card implementations)
from tcgsim.pokemon.game import Game
from tcgsim.pokemon.rules.continuous import prevents_attack_effects
from tcgsim.pokemon.scenario import Scenario
from tests.helpers import attack, events, pick

RELLOR, RABSCA = "sv5-23", "sv5-24"  # Rabsca: Spherical Shield
SWIRLIX = "sv6-89"  # Sneaky Placement [P]: 2 counters on 1 of your opponent's Pokémon
PIKACHU = "sv5-51"  # Random Spark [L]: 10 damage to 1 of your opponent's Pokémon
SNOVER = "me1-35"  # Water 90 HP
PSYCHIC, LIGHTNING = "sve-5", "sve-4"


def _rabsca_game(attacker: str, energy: str, rabsca_active: bool = False) -> Game:
    """Player 0 attacks with ``attacker``; player 1 has Snover and Rabsca, one of them Active."""
    # Swirlix's Festival Lead (TWM) is not implemented yet: these tests never use it
    sc = Scenario(allow_unplayable=True)
    sc.active(0, attacker, energy=[energy])
    if rabsca_active:
        sc.active(1, RELLOR, RABSCA)
        sc.bench(1, SNOVER)
    else:
        sc.active(1, SNOVER)
        sc.bench(1, SNOVER)
        sc.bench(1, RELLOR, RABSCA)
    return sc.start(0, 3)


def test_spherical_shield_prevents_effects_of_attacks_on_the_bench():
    """PTCG:II-C-17: Sneaky Placement's 2 damage counters (an effect) on a Benched Pokémon of
    Rabsca's player are prevented, on Rabsca itself too; on the Active Pokémon they are put."""
    for label, on_bench in (("Snover (Bench)", True), ("Rabsca (Bench)", True),
                            ("Snover (Active)", False)):
        g = _rabsca_game(SWIRLIX, PSYCHIC)
        attack(g, "Sneaky Placement")
        pick(g, label)
        damaged = [(g.slot_label(s), s["dmg"]) for s in [g.pl(1)["active"], *g.pl(1)["bench"]]
                   if s["dmg"]]
        assert damaged == ([] if on_bench else [("Snover (Active)", 20)])
        assert bool(events(g, "unaffected", clause="PTCG:II-C-17")) == on_bench


def test_spherical_shield_prevents_damage_to_the_bench_not_the_active():
    """PTCG:II-C-16: Random Spark's 10 damage to a Benched Pokémon is prevented; Rabsca in the
    Active Spot protects its Bench but not itself."""
    for active, label, damaged in ((False, "Snover (Active)", 10), (True, "Snover (Bench)", 0),
                                   (True, "Rabsca (Active)", 10)):
        g = _rabsca_game(PIKACHU, LIGHTNING, rabsca_active=active)
        attack(g, "Random Spark")
        pick(g, label)
        slot = next(s for s in [g.pl(1)["active"], *g.pl(1)["bench"]]
                    if g.slot_label(s) == label)
        assert slot["dmg"] == damaged, label


def test_spherical_shield_only_against_the_opponents_attacks():
    """"From your opponent's Pokémon": the effects of its own player's attacks still reach the
    Benched Pokémon (asked with the attacking player)."""
    g = _rabsca_game(SWIRLIX, PSYCHIC)
    benched = g.pl(1)["bench"][0]
    assert prevents_attack_effects(g, benched, by=0)
    assert not prevents_attack_effects(g, benched, by=1)
    assert not prevents_attack_effects(g, g.pl(1)["active"], by=0)
