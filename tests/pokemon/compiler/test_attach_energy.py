"""Attacks that attach Energy cards from the deck, the discard pile or the hand (PTCG:II-C-09),
compiled from their printed text and played in a game."""

from __future__ import annotations

from tcgsim.pokemon.game import Game
from tcgsim.pokemon.scenario import Scenario
from tests.helpers import attack, events, pick

EXEGGCUTE = "me1-4"  # Jam-Packed: a Basic Grass Energy card from the deck to this Pokémon
ALTARIA = "sv8-134"  # Humming Charge: up to 2 Basic Energy, to your Pokémon in any way you like
ORICORIO = "sv8-26"  # Energy Assist: up to 2 Basic Energy from discard to 1 of your Benched
DRUDDIGON = "sv9-115"  # Dragon's Fury 20: a Basic Fire Energy from discard to 1 of your Dragon
REGIROCK_EX = "me2pt5-107"  # Regi Charge: up to 2 Basic Fighting Energy from discard to this
PAWMI = "me2-32"  # Lightning, 60 HP
FUECOCO = "sv2-34"  # Fire, 80 HP
GRASS, FIRE, WATER, LIGHTNING, FIGHTING, DARK = (
    "sve-1", "sve-2", "sve-3", "sve-4", "sve-6", "sve-7")


def names(g: Game, cs: list[int]) -> list[str]:
    return sorted(g.name(c) for c in cs)


def test_search_deck_attach_to_this_pokemon():
    """PTCG:II-C-09: Exeggcute's Jam-Packed finds a Basic Grass Energy card in the deck and
    attaches it to Exeggcute; then the deck is shuffled."""
    sc = Scenario()
    sc.active(0, EXEGGCUTE, energy=[WATER])
    sc.active(1, PAWMI)
    sc.deck(0, FIRE, GRASS, DARK, GRASS)
    g = sc.start(0, 3)
    attack(g, "Jam-Packed")
    assert [o.label for o in g.decision.options] == ["Basic Grass Energy", "Basic Grass Energy"]
    assert (g.decision.min, g.decision.max) == (0, 1)  # a named kind may be left in the deck
    g.respond([0])
    assert names(g, g.pl(0)["active"]["energy"]) == ["Basic Grass Energy", "Basic Water Energy"]
    assert names(g, g.pl(0)["deck"]) == ["Basic Darkness Energy", "Basic Fire Energy",
                                         "Basic Grass Energy"]
    assert events(g, "attach", card="Basic Grass Energy", clause="PTCG:II-C-09")
    assert events(g, "shuffle")


def test_search_deck_attach_may_find_nothing():
    """PTCG:II-E-33: the deck is hidden, so Jam-Packed may find no card; nothing is attached."""
    sc = Scenario()
    sc.active(0, EXEGGCUTE, energy=[WATER])
    sc.active(1, PAWMI)
    sc.deck(0, GRASS, FIRE)
    g = sc.start(0, 3)
    attack(g, "Jam-Packed")
    g.respond([])
    assert names(g, g.pl(0)["active"]["energy"]) == ["Basic Water Energy"]
    assert len(g.pl(0)["deck"]) == 2


def test_search_deck_attach_in_any_way_you_like():
    """PTCG:II-C-09: Altaria's Humming Charge: each of the 2 cards found goes to a Pokémon of
    its own choosing."""
    sc = Scenario()
    sc.active(0, ALTARIA, energy=[WATER])
    sc.bench(0, PAWMI)
    sc.active(1, FUECOCO)
    sc.deck(0, FIRE, LIGHTNING, DARK)
    g = sc.start(0, 3)
    attack(g, "Humming Charge")
    pick(g, "Fire", "Lightning")
    pick(g, "Altaria")  # Basic Fire Energy
    pick(g, "Pawmi")  # Basic Lightning Energy
    assert names(g, g.pl(0)["active"]["energy"]) == ["Basic Fire Energy", "Basic Water Energy"]
    assert names(g, g.pl(0)["bench"][0]["energy"]) == ["Basic Lightning Energy"]
    assert names(g, g.pl(0)["deck"]) == ["Basic Darkness Energy"]


def test_discard_attach_up_to_two_to_one_benched():
    """PTCG:II-D-05: Oricorio's Energy Assist: "up to 2" from the public discard pile is 1 or 2;
    both go to the 1 Benched Pokémon chosen (asked once)."""
    sc = Scenario()
    sc.active(0, ORICORIO, energy=[FIRE])
    sc.bench(0, PAWMI)
    sc.bench(0, FUECOCO)
    sc.active(1, PAWMI)
    sc.discard(0, WATER, DARK, ALTARIA)
    g = sc.start(0, 3)
    attack(g, "Energy Assist")
    assert (g.decision.min, g.decision.max) == (1, 2)
    assert [o.label for o in g.decision.options] == ["Basic Water Energy", "Basic Darkness Energy"]
    g.respond([0, 1])
    pick(g, "Fuecoco")
    assert g.decision.kind != "attach"  # the second card goes to the same Pokémon
    fuecoco = g.pl(0)["bench"][1]
    assert names(g, fuecoco["energy"]) == ["Basic Darkness Energy", "Basic Water Energy"]
    assert names(g, g.pl(0)["discard"]) == ["Altaria"]


def test_discard_attach_to_benched_without_bench_does_nothing():
    """PTCG:II-C-09: with no Benched Pokémon the Energy stays in the discard pile."""
    sc = Scenario()
    sc.active(0, ORICORIO, energy=[FIRE])
    sc.active(1, PAWMI)
    sc.discard(0, WATER)
    g = sc.start(0, 3)
    attack(g, "Energy Assist")
    assert names(g, g.pl(0)["discard"]) == ["Basic Water Energy"]
    assert not events(g, "attach")


def test_discard_attach_only_to_the_named_pokemon():
    """PTCG:II-C-09: Druddigon's Dragon's Fury offers only Dragon Pokémon (not Pawmi), and the
    one card of the discard pile must be chosen (PTCG:II-D-04)."""
    sc = Scenario()
    sc.active(0, DRUDDIGON, energy=[WATER])
    sc.bench(0, PAWMI)
    sc.bench(0, ALTARIA)
    sc.active(1, FUECOCO)
    sc.discard(0, FIRE, WATER)
    g = sc.start(0, 3)
    attack(g, "Dragon's Fury")
    assert [o.label for o in g.decision.options if "Pawmi" in o.label] == []
    pick(g, "Altaria")
    assert names(g, g.pl(0)["bench"][1]["energy"]) == ["Basic Fire Energy"]
    assert names(g, g.pl(0)["discard"]) == ["Basic Water Energy"]
    assert g.pl(1)["active"]["dmg"] == 20


def test_discard_attach_up_to_two_to_this_pokemon():
    """PTCG:II-C-09: Regirock ex's Regi Charge takes Basic Fighting Energy cards only."""
    sc = Scenario()
    sc.active(0, REGIROCK_EX, energy=[WATER])
    sc.active(1, PAWMI)
    sc.discard(0, FIGHTING, FIGHTING, FIGHTING, FIRE)
    g = sc.start(0, 3)
    attack(g, "Regi Charge")
    assert len(g.decision.options) == 3
    g.respond([0, 2])
    assert names(g, g.pl(0)["active"]["energy"]) == ["Basic Fighting Energy"] * 2 + [
        "Basic Water Energy"]
    assert names(g, g.pl(0)["discard"]) == ["Basic Fighting Energy", "Basic Fire Energy"]
