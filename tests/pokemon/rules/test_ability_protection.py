"""Passive Abilities that protect from attacks (PTCG:II-C-16, II-C-17), compiled from the
printed text."""

from __future__ import annotations

from tcgsim.pokemon.scenario import Scenario
from tests.helpers import attack

SKELEDIRGE = "sv8-31"  # Unaware: prevent all effects of attacks (damage is not an effect)
BRONZONG = "sv8pt5-67"  # Protective Bell: all of your Pokémon take 10 less damage
MAGIKARP = "sv10-48"  # Misty's Magikarp, So Submerged: on the Bench, no damage or effects
GOTHORITA = "sv2-91"  # Mind Bend C: 20, the Defending Pokémon is now Confused
MARILL = "swsh8-58"  # Aqua Liner W: 20 damage to 1 of your opponent's Benched Pokémon
MUDSDALE = "sv10-108"  # Heavy Impact FFC 130
KYOGRE = "me1-34"  # 150 HP
FIGHTING, WATER, PSYCHIC = "sve-6", "sve-3", "sve-5"


def test_effects_prevented_damage_not():
    """PTCG:II-C-17: Skeledirge's Unaware: Mind Bend's damage is done, its Confusion is not."""
    sc = Scenario()
    sc.active(0, GOTHORITA, energy=[PSYCHIC])
    sc.active(1, SKELEDIRGE)
    g = sc.start(0, 3)
    attack(g, "Mind Bend")
    assert g.pl(1)["active"]["dmg"] == 20 and g.pl(1)["active"]["sp"] is None


def test_all_of_your_pokemon_take_less():
    """PTCG:II-C-16 (damage step 5): Bronzong's Protective Bell on the Bench: the Active
    Kyogre takes 10 less from the opponent's attack."""
    sc = Scenario()
    sc.active(0, MUDSDALE, energy=[FIGHTING] * 3)
    sc.active(1, KYOGRE)
    sc.bench(1, BRONZONG)
    g = sc.start(0, 3)
    attack(g, "Heavy Impact")
    assert g.pl(1)["active"]["dmg"] == 120


def test_protected_on_the_bench_only(t):
    """PTCG:II-C-16: Misty's Magikarp's So Submerged: on the Bench, Aqua Liner's 20 damage to
    it is prevented; in the Active Spot it is not protected."""
    sc = Scenario()
    sc.active(0, MARILL, energy=[WATER])
    sc.active(1, KYOGRE)
    sc.bench(1, MAGIKARP)
    g = sc.start(0, 3)
    attack(g, "Aqua Liner")
    if g.decision is not None and g.decision.kind != "main":
        t.pick(g, "Magikarp")
    assert g.pl(1)["bench"][0]["dmg"] == 0

    sc = Scenario()
    sc.active(0, MUDSDALE, energy=[FIGHTING] * 3)
    sc.active(1, MAGIKARP)
    sc.bench(1, KYOGRE)
    g = sc.start(0, 3)
    attack(g, "Heavy Impact")
    assert "Misty's Magikarp" in t.zone(g, 1, "discard")


DEWGONG = "me2-97"  # Thick Fat: 30 less from the opponent's Fire or Water Pokémon
ARCHALUDON = "sv8pt5-70"  # Metal Bridge: your Pokémon with Metal Energy have no Retreat Cost
METAL = "sve-8"


def test_less_damage_from_named_types():
    """PTCG:I-A-01 (damage step 5): Dewgong takes 30 less from a Water attacker (Kyogre's
    Swirling Waves 130 -> 100), not from a Psychic one (Gothorita's Mind Bend 20)."""
    sc = Scenario()
    sc.active(0, KYOGRE, energy=[WATER] * 3)
    sc.active(1, DEWGONG)
    g = sc.start(0, 3)
    attack(g, "Swirling Waves")
    assert g.pl(1)["active"]["dmg"] == 100

    sc = Scenario()
    sc.active(0, GOTHORITA, energy=[PSYCHIC])
    sc.active(1, DEWGONG)
    g = sc.start(0, 3)
    attack(g, "Mind Bend")
    assert g.pl(1)["active"]["dmg"] == 20


def test_no_retreat_cost_with_metal_energy():
    """PTCG:II-D-13: Archaludon's Metal Bridge: a Pokémon of its player with Metal Energy
    attached has no Retreat Cost; one without keeps its printed cost."""
    from tcgsim.pokemon.rules.continuous import retreat_cost

    sc = Scenario()
    sc.active(0, KYOGRE, energy=[METAL])
    sc.bench(0, ARCHALUDON)
    sc.bench(0, KYOGRE)
    sc.active(1, KYOGRE, energy=[METAL])
    g = sc.start(0, 3)
    assert retreat_cost(g, g.pl(0)["active"]) == 0
    assert retreat_cost(g, g.pl(0)["bench"][1]) == g.top(g.pl(0)["bench"][1]).retreat > 0
    assert retreat_cost(g, g.pl(1)["active"]) == g.top(g.pl(1)["active"]).retreat
