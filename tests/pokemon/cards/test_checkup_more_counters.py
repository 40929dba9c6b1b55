""""Put N more damage counters on your opponent's Poisoned / Burned Pokémon during Pokémon
Checkup" (compiler.abilities.more_checkup_counters, continuous.checkup_counters): Pecharunt
(PR-SV 149) Toxic Subjugation only while it is Active; Toxicroak (SSH 124), Magmortar
(JTG 21) from anywhere in play; the player's own Poisoned Pokémon get nothing more."""

from __future__ import annotations

import tcgsim.pokemon  # noqa: F401  (registers handlers and card implementations)
from tcgsim.pokemon.scenario import Scenario
from tests.helpers import attack, end_turn

PECHARUNT, TOXICROAK, MAGMORTAR = "svp-149", "swsh1-124", "sv9-21"
LAPRAS, FUECOCO = "sv7-31", "sv2-34"  # Lapras: 130 HP
DARK = "sve-7"


def test_toxic_subjugation_adds_five_counters_while_active():
    """Poison Chain (10) then Checkup: 1 + 5 counters on the opponent's Active (70 in all);
    the player's own Poisoned Active gets its usual 1 only at the next Checkup."""
    sc = Scenario()
    sc.active(0, PECHARUNT, energy=[DARK, DARK])
    sc.active(1, LAPRAS)
    g = sc.start(0, 3)
    attack(g, "Poison Chain")
    assert g.pl(1)["active"]["dmg"] == 70
    sc = Scenario()
    sc.active(0, PECHARUNT, energy=[DARK, DARK], conditions=["poisoned"])
    sc.active(1, LAPRAS, conditions=["poisoned"])
    g = sc.start(0, 3)
    end_turn(g)
    assert g.pl(0)["active"]["dmg"] == 10 and g.pl(1)["active"]["dmg"] == 60


def test_toxic_subjugation_does_nothing_from_the_bench():
    sc = Scenario()
    sc.active(0, FUECOCO)
    sc.bench(0, PECHARUNT)
    sc.active(1, LAPRAS, conditions=["poisoned"])
    g = sc.start(0, 3)
    end_turn(g)
    assert g.pl(1)["active"]["dmg"] == 10


def test_more_poison_and_burn_counters_from_the_bench():
    """Toxicroak (2 more for Poison) and Magmortar (3 more for Burn) work from the Bench."""
    sc = Scenario()
    sc.active(0, FUECOCO)
    sc.bench(0, TOXICROAK)
    sc.bench(0, MAGMORTAR)
    sc.active(1, LAPRAS, conditions=["poisoned", "burned"])
    g = sc.start(0, 3)
    end_turn(g)
    assert g.pl(1)["active"]["dmg"] == (1 + 2) * 10 + (2 + 3) * 10
