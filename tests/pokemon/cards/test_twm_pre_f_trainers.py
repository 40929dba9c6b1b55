"""Trainers of Twilight Masquerade and Prismatic Evolutions the compiler reads: Raifort ("Look at
the top 5 cards of your deck and discard any number of them. Put the other cards back in any
order.", ``zones.look_top_take`` and ``zones.others_back_in_any_order``)."""

from __future__ import annotations

import tcgsim.pokemon  # noqa: F401  (registers handlers and card implementations)
from tcgsim.pokemon.scenario import Scenario
from tests.helpers import do, events, pick, zone

RAIFORT = "sv8pt5-142"
KANGASKHAN = "me1-104"
POLTCHAGEIST = "sv6-20"
ULTRA_BALL = "me1-131"
WATER, FIRE, GRASS, PSYCHIC = "sve-3", "sve-2", "sve-1", "sve-5"


def test_raifort_discards_any_of_the_top_5_and_puts_the_rest_back_in_the_chosen_order():
    sc = Scenario()
    sc.active(0, POLTCHAGEIST)
    sc.hand(0, RAIFORT)
    sc.deck(0, WATER, FIRE, GRASS, PSYCHIC, ULTRA_BALL, KANGASKHAN)
    sc.active(1, KANGASKHAN)
    g = sc.start(0, 3)
    do(g, "trainer", "Raifort")
    labels = sorted(o.label for o in g.decision.options)
    assert len(labels) == 5 and "Mega Kangaskhan ex" not in labels  # the top 5 only
    pick(g, "Water", "Ultra Ball")
    assert zone(g, 0, "discard") == ["Basic Water Energy", "Ultra Ball"]
    pick(g, "Psychic", "Fire", "Grass")  # the new order, first on top
    assert zone(g, 0, "discard") == ["Basic Water Energy", "Raifort", "Ultra Ball"]
    assert [g.name(c) for c in g.pl(0)["deck"]] == [
        "Basic Psychic Energy", "Basic Fire Energy", "Basic Grass Energy", "Mega Kangaskhan ex"]


LARRYS_SKILL = "sv8pt5-139"


def test_larrys_skill_discards_the_hand_then_takes_a_pokemon_a_supporter_and_a_basic_energy():
    sc = Scenario()
    sc.active(0, POLTCHAGEIST)
    sc.hand(0, LARRYS_SKILL, ULTRA_BALL, FIRE)
    sc.deck(0, WATER, RAIFORT, KANGASKHAN, ULTRA_BALL, GRASS)
    sc.active(1, KANGASKHAN)
    g = sc.start(0, 3)
    do(g, "trainer", "Larry's Skill")
    assert zone(g, 0, "discard") == ["Basic Fire Energy", "Ultra Ball"]
    pick(g, "Kangaskhan")
    assert [o.label for o in g.decision.options] == ["Raifort"]  # a Supporter card
    pick(g, "Raifort")
    pick(g, "Grass")
    assert zone(g, 0, "hand") == ["Basic Grass Energy", "Mega Kangaskhan ex", "Raifort"]
    assert "Larry's Skill" in zone(g, 0, "discard")


LUCIAN = "sv6-208"


def test_lucian_hands_to_the_bottom_then_each_player_draws_6_on_heads_3_on_tails():
    for coins, mine, theirs in (((True, False), 6, 3), ((False, True), 3, 6)):
        sc = Scenario()
        sc.active(0, POLTCHAGEIST)
        sc.hand(0, LUCIAN, ULTRA_BALL)
        sc.deck(0, *[FIRE] * 8)
        sc.active(1, KANGASKHAN)
        sc.hand(1, ULTRA_BALL, ULTRA_BALL)
        sc.deck(1, *[GRASS] * 8)
        g = sc.start(0, 3)
        g.rng.force(*coins)
        do(g, "trainer", "Lucian")
        assert zone(g, 0, "hand") == ["Basic Fire Energy"] * mine
        assert zone(g, 1, "hand") == ["Basic Grass Energy"] * theirs
        assert g.name(g.pl(0)["deck"][-1]) == "Ultra Ball"  # the hand went to the bottom
        assert [g.name(c) for c in g.pl(1)["deck"][-2:]] == ["Ultra Ball", "Ultra Ball"]


def test_lucian_with_no_hands_to_put_back_flips_no_coin():
    sc = Scenario()
    sc.active(0, POLTCHAGEIST)
    sc.hand(0, LUCIAN)
    sc.active(1, KANGASKHAN)
    g = sc.start(0, 3)
    do(g, "trainer", "Lucian")
    assert g.pl(0)["hand"] == [] and g.pl(1)["hand"] == []


FLUTE = "sv6-142"  # Accompanying Flute
RALTS = "sv1-84"


def test_accompanying_flute_benches_the_opponents_revealed_basic_pokemon():
    sc = Scenario()
    sc.active(0, POLTCHAGEIST)
    sc.hand(0, FLUTE)
    sc.active(1, KANGASKHAN)
    sc.deck(1, RALTS, WATER, KANGASKHAN, WATER, FIRE, RALTS)
    g = sc.start(0, 3)
    do(g, "trainer", "Accompanying Flute")
    assert g.decision.player == 0
    assert sorted(o.label for o in g.decision.options) == ["Mega Kangaskhan ex", "Ralts"]
    pick(g, "Ralts")
    assert [g.top(s).name for s in g.pl(1)["bench"]] == ["Ralts"]
    assert len(g.pl(1)["deck"]) == 5 and "Ralts" in zone(g, 1, "deck")
    assert events(g, "reveal", player=1) and events(g, "shuffle", player=1)


CARETAKER = "sv6-203"
COMMUNITY_CENTER = "sv6-146"
ARTAZON = "sv2-171"


def test_caretaker_goes_into_the_deck_instead_of_the_discard_with_community_center():
    for stadium, into_deck in ((COMMUNITY_CENTER, True), (ARTAZON, False), (None, False)):
        sc = Scenario()
        sc.active(0, POLTCHAGEIST)
        sc.hand(0, CARETAKER)
        sc.deck(0, FIRE, FIRE, FIRE)
        sc.active(1, KANGASKHAN)
        if stadium:
            sc.stadium(stadium, owner=1)
        g = sc.start(0, 3)
        do(g, "trainer", "Caretaker")
        assert zone(g, 0, "hand") == ["Basic Fire Energy"] * 2
        assert ("Caretaker" in zone(g, 0, "deck")) is into_deck
        assert ("Caretaker" in zone(g, 0, "discard")) is not into_deck
