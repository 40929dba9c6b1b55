"""Special Energy of the tournament deck lists, each exercised with its whole printed text
in a game built with the Scenario builder (PTCG:I-C)."""

from __future__ import annotations

import tcgsim.pokemon  # noqa: F401  (registers handlers and card implementations)
from tcgsim.pokemon.scenario import Scenario
from tests.helpers import attack, do, end_turn, events, pick

ENRICHING = "sv8-191"
BOOMERANG = "sv6-166"
MIST = "sv5-161"
SPIKY = "sv9-159"
GROWING_GRASS = "me3-86"
TELEPATHIC = "me3-88"
IGNITION = "rsv10pt5-86"
TEMPLE = "swsh10-155"

LAPRAS = "sv7-31"  # Water 130 HP
KYOGRE = "me1-34"  # Swirling Waves {W}{W}{C} 130: discard 2 Energy from this Pokémon
STUFFUL = "sv6pt5-52"  # Take Down {C} 30
PAWMI = "me2-32"  # Growl {L}: the Defending Pokémon does 30 less damage next turn
TYRANITAR = "sv10-96"  # Demolition Tackle {F}{C}{C}{C} 180: discard an Energy from the Defending
GARDEVOIR_EX = "sv1-86"
BULBASAUR = "me1-1"  # Grass 80 HP, Bind Down {G}
RALTS, KIRLIA = "sv1-84", "sv1-85"
SCREAM_TAIL = "sv5-77"  # Basic Psychic
CHARMANDER, CHARMELEON = "sv3pt5-4", "sv3pt5-5"
PIDGEOT_EX = "sv3-164"
WATER, LIGHTNING, FIGHTING = "sve-3", "sve-4", "sve-6"


def test_enriching_energy_draws_4_when_attached_from_hand_and_provides_colorless():
    """PTCG:I-C: Enriching Energy — provides [C]; attaching it from the hand draws 4 cards."""
    sc = Scenario()
    sc.active(0, LAPRAS)
    sc.active(1, KYOGRE)
    sc.hand(0, ENRICHING)
    g = sc.start(0, 3)
    do(g, "energy", "Enriching Energy")
    assert len(g.pl(0)["hand"]) == 4
    assert g.energy_provided(g.pl(0)["active"]) == ["Colorless"]


def test_enriching_energy_draws_nothing_under_temple_of_sinnoh():
    """PTCG:I-C: Temple of Sinnoh — Special Energy have no other effect: no cards drawn."""
    sc = Scenario()
    sc.active(0, LAPRAS)
    sc.active(1, KYOGRE)
    sc.hand(0, ENRICHING)
    sc.stadium(TEMPLE)
    g = sc.start(0, 3)
    do(g, "energy", "Enriching Energy")
    assert g.pl(0)["hand"] == []


def test_boomerang_energy_returns_after_the_attack_that_discarded_it():
    """PTCG:II-C-09: Boomerang Energy — discarded by its own Pokémon's attack effect (Swirling
    Waves), it is attached again to that Pokémon after attacking; the other discarded Energy
    stays in the discard pile."""
    sc = Scenario()
    sc.active(0, KYOGRE, energy=[WATER, WATER, BOOMERANG])
    sc.active(1, GARDEVOIR_EX)
    g = sc.start(0, 3)
    attack(g, "Swirling Waves")
    pick(g, "Boomerang Energy", "Basic Water Energy")
    kyogre = g.pl(0)["active"]
    assert sorted(g.name(c) for c in kyogre["energy"]) == ["Basic Water Energy",
                                                           "Boomerang Energy"]
    assert [g.name(c) for c in g.pl(0)["discard"]] == ["Basic Water Energy"]


def test_boomerang_energy_discarded_by_the_opponent_stays_discarded():
    """PTCG:II-C-01: only a discard by an effect of an attack of the Pokémon it is attached
    to brings it back: Demolition Tackle's discard does not."""
    sc = Scenario()
    sc.active(0, TYRANITAR, energy=[FIGHTING, WATER, WATER, WATER])
    sc.active(1, GARDEVOIR_EX, energy=[BOOMERANG])
    g = sc.start(0, 3)
    attack(g, "Demolition Tackle")
    assert g.pl(1)["active"]["energy"] == []
    assert [g.name(c) for c in g.pl(1)["discard"]] == ["Boomerang Energy"]


def test_mist_energy_prevents_attack_effects_not_damage():
    """PTCG:II-C-17: Mist Energy — effects of the opponent's attacks are not done to its
    Pokémon (Demolition Tackle's discard), damage still is."""
    sc = Scenario()
    sc.active(0, TYRANITAR, energy=[FIGHTING, WATER, WATER, WATER])
    sc.active(1, GARDEVOIR_EX, energy=[MIST])
    g = sc.start(0, 3)
    attack(g, "Demolition Tackle")
    assert [g.name(c) for c in g.pl(1)["active"]["energy"]] == ["Mist Energy"]
    assert g.pl(1)["active"]["dmg"] == 150  # 180 − 30 Resistance


def test_mist_energy_keeps_growl_off():
    """PTCG:II-C-17: Pawmi's Growl puts no effect on a Pokémon with Mist Energy."""
    sc = Scenario()
    sc.active(0, PAWMI, energy=[LIGHTNING])
    sc.active(1, LAPRAS, energy=[MIST])
    g = sc.start(0, 3)
    attack(g, "Growl")
    assert g.pl(1)["active"]["fx"] == []


def test_spiky_energy_counters_on_the_attacker_when_active_is_damaged():
    """PTCG:II-E-03: Spiky Energy — its Active Pokémon damaged by the opponent's attack puts 2
    damage counters on the Attacking Pokémon (after Take Down's 10 to itself)."""
    sc = Scenario()
    sc.active(0, STUFFUL, energy=[WATER])
    sc.active(1, LAPRAS, energy=[SPIKY])
    g = sc.start(0, 3)
    attack(g, "Take Down")
    assert g.pl(0)["active"]["dmg"] == 30


def test_spiky_energy_on_the_bench_does_nothing():
    """PTCG:II-E-03: "is in the Active Spot": a Benched holder damaged gives no counters."""
    sc = Scenario()
    sc.active(0, STUFFUL, energy=[WATER])
    sc.active(1, LAPRAS)
    sc.bench(1, KYOGRE, energy=[SPIKY])
    g = sc.start(0, 3)
    attack(g, "Take Down")
    assert g.pl(0)["active"]["dmg"] == 10


def test_growing_grass_energy_provides_grass_and_hp_for_grass_pokemon():
    """PTCG:II-D-15: Growing Grass Energy — provides [G]; a [G] Pokémon gets +20 HP, another
    type nothing."""
    sc = Scenario()
    sc.active(0, BULBASAUR, energy=[GROWING_GRASS])
    sc.bench(0, LAPRAS, energy=[GROWING_GRASS])
    sc.active(1, KYOGRE)
    g = sc.start(0, 3)
    bulba, lapras = g.pl(0)["active"], g.pl(0)["bench"][0]
    assert g.energy_provided(bulba) == ["Grass"] and g.can_pay(("Grass",), bulba)
    assert g.hp(bulba) == 100 and g.hp(lapras) == 130


def test_telepathic_psychic_energy_benches_two_basic_psychic_pokemon():
    """PTCG:II-C-11: Telepathic Psychic Energy — attached from the hand to a [P] Pokémon:
    up to 2 Basic [P] Pokémon from the deck onto the Bench, then a shuffle."""
    # Scream Tail's Supportive Singing is not implemented yet: it is only benched here
    sc = Scenario(allow_unplayable=True)
    sc.active(0, RALTS)
    sc.active(1, KYOGRE)
    sc.hand(0, TELEPATHIC)
    sc.deck(0, SCREAM_TAIL, RALTS, KIRLIA, LAPRAS, WATER)
    g = sc.start(0, 3)
    do(g, "energy", "Telepathic Psychic Energy")
    assert sorted(o.label for o in g.decision.options) == ["Ralts", "Scream Tail"]
    pick(g, "Ralts", "Scream Tail")
    assert sorted(g.top(b).name for b in g.pl(0)["bench"]) == ["Ralts", "Scream Tail"]
    assert events(g, "shuffle")
    assert g.energy_provided(g.pl(0)["active"]) == ["Psychic"]


def test_telepathic_psychic_energy_on_other_pokemon_does_nothing_more():
    """PTCG:I-C: attached to a Water Pokémon it only provides [P]."""
    # Scream Tail's Supportive Singing is not implemented yet: it stays in the deck here
    sc = Scenario(allow_unplayable=True)
    sc.active(0, LAPRAS)
    sc.active(1, KYOGRE)
    sc.hand(0, TELEPATHIC)
    sc.deck(0, SCREAM_TAIL, WATER)
    g = sc.start(0, 3)
    do(g, "energy", "Telepathic Psychic Energy")
    assert g.decision.kind == "main" and g.pl(0)["bench"] == []


def test_ignition_energy_three_on_evolution_and_discarded_at_end_of_turn():
    """PTCG:II-C-01: Ignition Energy — [C] on a Basic, [C][C][C] on an Evolution Pokémon
    (one card providing 3 units); discarded at the end of its owner's turn."""
    # Charmander's Blazing Destruction is not implemented yet: it only sits under Charmeleon here
    sc = Scenario(allow_unplayable=True)
    sc.active(0, CHARMANDER, CHARMELEON, energy=[IGNITION])
    sc.bench(0, RALTS, energy=[IGNITION])
    sc.active(1, KYOGRE)
    g = sc.start(0, 3)
    charmeleon, ralts = g.pl(0)["active"], g.pl(0)["bench"][0]
    assert g.energy_provided(charmeleon) == ["Colorless"] * 3
    assert g.energy_provided(ralts) == ["Colorless"]
    assert any(o.data[0] == "retreat" for o in g.decision.options)  # Retreat Cost 2 paid by one card
    end_turn(g)
    assert charmeleon["energy"] == [] and ralts["energy"] == []
    assert [g.name(c) for c in g.pl(0)["discard"]] == ["Ignition Energy"] * 2
