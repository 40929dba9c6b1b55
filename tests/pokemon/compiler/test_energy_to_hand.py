"""Attacks that take Energy off a Pokémon into a hand (PTCG:II-C-02), and "for each heads"
after a number of coin flips (PTCG:II-E-19), compiled and played."""

from __future__ import annotations

from tcgsim.pokemon.game import Game
from tcgsim.pokemon.scenario import Scenario
from tests.helpers import attack, pick

CENTISKORCH = "me1-30"  # Coiling Crush 50: Flip 2 coins, for each heads discard an Energy
CRAWDAUNT = "sv6-48"  # Snip Snip 40: Flip 2 coins, for each heads discard the top card
CHIEN_PAO = "sv8-56"  # Icicle Loop 120: put an Energy attached to this Pokémon into your hand
SLOWKING = "sv8pt5-19"  # Wash the Slate Clean 70: you may put 2 Energy … into their hand
VOLCANION = "me1-25"  # Backfire 130: put 2 Fire Energy attached to this Pokémon into hand
SNORLAX = "sv3pt5-143"  # Colorless 150 HP
FIRE, WATER, LIGHTNING, DARK = "sve-2", "sve-3", "sve-4", "sve-7"


def names(g: Game, cs: list[int]) -> list[str]:
    return sorted(g.name(c) for c in cs)


def test_for_each_heads_discards_that_many_energy():
    """PTCG:II-E-19: Coiling Crush with 1 heads of 2 discards 1 of the 3 Energy."""
    sc = Scenario()
    sc.active(0, CENTISKORCH, energy=[FIRE, FIRE])
    sc.active(1, SNORLAX, energy=[WATER, DARK, LIGHTNING])
    g = sc.start(0, 3)
    g.rng.force(True, False)
    attack(g, "Coiling Crush")
    pick(g, "Darkness")
    assert names(g, g.pl(1)["active"]["energy"]) == ["Basic Lightning Energy", "Basic Water Energy"]
    assert names(g, g.pl(1)["discard"]) == ["Basic Darkness Energy"]
    assert g.pl(1)["active"]["dmg"] == 50


def test_for_each_heads_no_heads_discards_nothing():
    """PTCG:II-E-19: with no heads nothing is discarded and nothing is asked."""
    sc = Scenario()
    sc.active(0, CENTISKORCH, energy=[FIRE, FIRE])
    sc.active(1, SNORLAX, energy=[WATER, DARK])
    g = sc.start(0, 3)
    g.rng.force(False, False)
    attack(g, "Coiling Crush")
    assert len(g.pl(1)["active"]["energy"]) == 2
    assert g.decision.kind == "main" and g.current == 1


def test_for_each_heads_discards_the_top_cards():
    """PTCG:II-E-19: Snip Snip with 2 heads discards the top 2 cards of the opponent's deck."""
    sc = Scenario()
    sc.active(0, CRAWDAUNT, energy=[WATER, WATER])
    sc.active(1, SNORLAX)
    sc.deck(1, DARK, LIGHTNING, FIRE)
    g = sc.start(0, 3)
    g.rng.force(True, True)
    attack(g, "Snip Snip")
    assert names(g, g.pl(1)["discard"]) == ["Basic Darkness Energy", "Basic Lightning Energy"]


def test_energy_attached_to_this_pokemon_into_your_hand():
    """PTCG:II-C-02: Icicle Loop puts 1 chosen Energy card from Chien-Pao into the hand."""
    sc = Scenario()
    sc.active(0, CHIEN_PAO, energy=[WATER, WATER, DARK])
    sc.active(1, SNORLAX)
    g = sc.start(0, 3)
    attack(g, "Icicle Loop")
    pick(g, "Darkness")
    assert names(g, g.pl(0)["hand"]) == ["Basic Darkness Energy"]
    assert len(g.pl(0)["active"]["energy"]) == 2
    assert g.pl(1)["active"]["dmg"] == 120


def test_typed_energy_into_your_hand():
    """PTCG:II-D-08: Backfire takes only Fire Energy: both Fire, the Water stays."""
    sc = Scenario()
    sc.active(0, VOLCANION, energy=[FIRE, FIRE, WATER])
    sc.active(1, SNORLAX)
    g = sc.start(0, 3)
    attack(g, "Backfire")
    assert names(g, g.pl(0)["hand"]) == ["Basic Fire Energy"] * 2
    assert names(g, g.pl(0)["active"]["energy"]) == ["Basic Water Energy"]


def test_opponents_energy_into_their_hand_if_you_choose():
    """PTCG:II-E-10: Wash the Slate Clean: "you may"; when done, 2 Energy cards go to the
    opponent's hand, not the attacker's."""
    sc = Scenario()
    sc.active(0, SLOWKING, energy=[WATER, WATER, WATER])
    sc.active(1, SNORLAX, energy=[FIRE, DARK, LIGHTNING])
    g = sc.start(0, 3)
    fire, dark, lightning = g.pl(1)["active"]["energy"]
    attack(g, "Wash the Slate Clean")
    pick(g, "Yes")
    pick(g, "Fire", "Lightning")
    assert fire in g.pl(1)["hand"] and lightning in g.pl(1)["hand"]  # (and the card drawn)
    assert g.pl(1)["active"]["energy"] == [dark]
    assert g.pl(0)["hand"] == []


def test_opponents_energy_stays_if_you_decline():
    """PTCG:II-E-10: declined, nothing moves."""
    sc = Scenario()
    sc.active(0, SLOWKING, energy=[WATER, WATER, WATER])
    sc.active(1, SNORLAX, energy=[FIRE, DARK])
    g = sc.start(0, 3)
    attack(g, "Wash the Slate Clean")
    pick(g, "No")
    assert len(g.pl(1)["active"]["energy"]) == 2
    assert not set(g.pl(1)["hand"]) & {g.pl(1)["active"]["energy"][0]}
