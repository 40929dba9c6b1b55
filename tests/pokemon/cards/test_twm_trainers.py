"""Trainers of Twilight Masquerade (TWM, sv6) exercised in games built with the Scenario
builder."""

from __future__ import annotations

import tcgsim.pokemon  # noqa: F401  (registers handlers and card implementations)
from tcgsim.pokemon.scenario import Scenario
from tests.helpers import attack, events, zone

SURVIVAL_BRACE = "sv6-164"
LAPRAS = "sv7-31"  # Surf [W][C][C] 80
SNORUNT = "sv6-51"  # 60 HP
SNOVER = "me1-35"
WATER = "sve-3"


def test_survival_brace_leaves_10_hp_at_full_hp_then_is_discarded():
    """Full HP, Knocked Out by Surf's 80: not Knocked Out, 10 HP remain (50 damage placed) and
    Survival Brace is discarded (PTCG:II-D-14)."""
    sc = Scenario()
    sc.active(0, LAPRAS, energy=[WATER, WATER, WATER])
    sc.active(1, SNORUNT, tools=[SURVIVAL_BRACE])
    sc.bench(1, SNOVER)
    g = sc.start(0, 3)
    attack(g, "Surf")
    active = g.pl(1)["active"]
    assert g.top(active).name == "Snorunt" and g.remaining_hp(active) == 10
    assert active["tools"] == [] and zone(g, 1, "discard") == ["Survival Brace"]
    assert not events(g, "knocked_out")


def test_survival_brace_not_without_full_hp():
    """With 10 damage already on it the Pokémon is Knocked Out as usual."""
    sc = Scenario()
    sc.active(0, LAPRAS, energy=[WATER, WATER, WATER])
    sc.active(1, SNORUNT, tools=[SURVIVAL_BRACE], damage=10)
    sc.bench(1, SNOVER)
    g = sc.start(0, 3)
    attack(g, "Surf")
    assert events(g, "knocked_out", pokemon="Snorunt")
    assert sorted(zone(g, 1, "discard")) == ["Snorunt", "Survival Brace"]


def test_survival_brace_stays_when_the_damage_does_not_knock_out():
    """Water Gun's 20 on the 60 HP Snorunt: nothing to survive, Survival Brace stays."""
    sc = Scenario()
    sc.active(0, LAPRAS, energy=[WATER])
    sc.active(1, SNORUNT, tools=[SURVIVAL_BRACE])
    g = sc.start(0, 3)
    attack(g, "Water Gun")
    active = g.pl(1)["active"]
    assert active["dmg"] == 20 and [g.name(c) for c in active["tools"]] == ["Survival Brace"]
