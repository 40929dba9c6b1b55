"""Sylveon's Mystical Return (SFA 22): "Flip a coin. If heads, choose 1 of your opponent's
Benched Pokémon. Shuffle that Pokémon and all attached cards into their deck." — the choice of
``zones.choose_opponents_pokemon`` limited to the Bench ("Benched"), then
``zones.shuffle_chosen``; and Sylveon ex's Angelite (PRE 156): "Choose 2 of your opponent's
Benched Pokémon. Shuffle those Pokémon and all attached cards into your opponent's deck. If 1 of
your Pokémon used Angelite during your last turn, this attack can't be used." — 2 different
ones; and Shiftry's Expelling Tornado (TEF 163): "Choose 3 of your opponent's Benched Pokémon.
If you do, shuffle all of your opponent's Benched Pokémon that you didn't choose, and all cards
attached to those Pokémon, into their deck." (``zones.shuffle_unchosen``)."""

from __future__ import annotations

import tcgsim.pokemon  # noqa: F401  (registers handlers and card implementations)
from tcgsim.pokemon.game import Game
from tcgsim.pokemon.rules.attack import attacks_of, usable_attacks
from tcgsim.pokemon.scenario import Scenario
from tests.helpers import attack, end_turn, events, pick, zone

SYLVEON = "sv6pt5-22"  # Mystical Return [P]
KANGASKHAN = "me1-104"  # Mega Kangaskhan ex
POLTCHAGEIST = "sv6-20"
SYLVEON_EX = "sv8pt5-156"  # Angelite [W][L][P]
ILLUMISE = "sv6-10"
MILTANK = "sv8pt5-81"
SHIFTRY = "sv5-163"  # Expelling Tornado [G]
FALINKS = "sv7-88"
GRASS, PSYCHIC, WATER, LIGHTNING = "sve-1", "sve-5", "sve-3", "sve-4"


def _mystical_return(heads: bool) -> Game:
    sc = Scenario()
    sc.active(0, SYLVEON, energy=[PSYCHIC])
    sc.active(1, KANGASKHAN)
    sc.bench(1, POLTCHAGEIST)
    sc.bench(1, KANGASKHAN, energy=[WATER])
    g = sc.start(0, 3)
    g.rng.force(heads)
    attack(g, "Mystical Return")
    return g


def test_mystical_return_heads_offers_only_benched_pokemon_and_shuffles_the_chosen_one():
    g = _mystical_return(True)
    labels = [o.label for o in g.decision.options]
    assert len(labels) == 2 and all("(Bench)" in lb for lb in labels)  # not the Active one
    pick(g, "Kangaskhan")
    assert [g.top(s).name for s in g.pl(1)["bench"]] == ["Poltchageist"]
    (moved,) = events(g, "returned", pokemon="Mega Kangaskhan ex")
    assert len(moved["cards"]) == 2  # Mega Kangaskhan ex and its Energy
    assert "Mega Kangaskhan ex" in zone(g, 1, "deck") and "Basic Water Energy" in zone(g, 1, "deck")
    assert g.top(g.pl(1)["active"]).name == "Mega Kangaskhan ex"  # the other copy, Active


def test_mystical_return_cannot_shuffle_a_benched_pokemon_unaffected_by_attack_effects():
    g = _mystical_return(True)
    pick(g, "Poltchageist")  # Storehouse Hideaway: effects of attacks prevented on the Bench
    assert [g.top(s).name for s in g.pl(1)["bench"]] == ["Poltchageist", "Mega Kangaskhan ex"]
    assert events(g, "unaffected", pokemon="Poltchageist") and not events(g, "returned")


def test_mystical_return_tails_chooses_and_shuffles_nothing():
    g = _mystical_return(False)
    assert len(g.pl(1)["bench"]) == 2
    assert not events(g, "returned")


def _angelite() -> Game:
    sc = Scenario()
    sc.active(0, SYLVEON_EX, energy=[WATER, LIGHTNING, PSYCHIC])
    sc.active(1, KANGASKHAN)
    sc.bench(1, ILLUMISE)
    sc.bench(1, MILTANK, energy=[WATER])
    sc.bench(1, POLTCHAGEIST)
    g = sc.start(0, 3)
    attack(g, "Angelite")
    return g


def test_angelite_shuffles_two_different_chosen_benched_pokemon_into_the_deck():
    g = _angelite()
    first = [o.label for o in g.decision.options]
    assert len(first) == 3 and all("(Bench)" in lb for lb in first)
    pick(g, "Miltank")
    assert not any("Miltank" in o.label for o in g.decision.options)  # 2 different ones
    pick(g, "Illumise")
    assert [g.top(s).name for s in g.pl(1)["bench"]] == ["Poltchageist"]
    assert {e["pokemon"] for e in events(g, "returned")} == {"Miltank", "Illumise"}
    moved = [c["id"] for e in events(g, "returned") for c in e["cards"]]
    assert len(moved) == 3  # Miltank, its Energy, Illumise
    # into the deck (the opponent has since drawn the first card of their turn)
    assert set(moved) <= set(g.pl(1)["deck"]) | set(g.pl(1)["hand"])
    assert g.top(g.pl(1)["active"]).name == "Mega Kangaskhan ex"


def test_angelite_cannot_be_used_the_turn_after_it_was_used():
    g = _angelite()
    pick(g, "Miltank")
    pick(g, "Illumise")
    end_turn(g)  # the opponent's turn
    usable = [attacks_of(g, g.pl(0)["active"])[i].name for i in usable_attacks(g, 0)]
    assert "Magical Charm" in usable and "Angelite" not in usable


def test_expelling_tornado_shuffles_every_benched_pokemon_not_chosen():
    sc = Scenario()
    sc.active(0, SHIFTRY, energy=[GRASS])
    sc.active(1, KANGASKHAN)
    for name in (ILLUMISE, MILTANK, POLTCHAGEIST, KANGASKHAN, FALINKS):
        sc.bench(1, name, energy=[WATER] if name == MILTANK else [])
    g = sc.start(0, 3)
    attack(g, "Expelling Tornado")
    pick(g, "Illumise")
    pick(g, "Kangaskhan")
    pick(g, "Falinks")
    # Miltank goes with its Energy; Poltchageist's Storehouse Hideaway keeps it on the Bench
    (moved,) = events(g, "returned")
    assert [c["name"] for c in moved["cards"]] == ["Miltank", "Basic Water Energy"]
    assert events(g, "unaffected", pokemon="Poltchageist")
    assert sorted(g.top(s).name for s in g.pl(1)["bench"]) == [
        "Falinks", "Illumise", "Mega Kangaskhan ex", "Poltchageist"]
