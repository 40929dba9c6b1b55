"""Abilities used from the hand or the discard pile (PTCG:II-E-17), compiled from the
printed text."""

from __future__ import annotations

from tcgsim.pokemon.scenario import Scenario

KLINKLANG = "sv7-101"  # Emergency Rotation: in hand, opponent has a Stage 2: onto your Bench
EMPOLEON = "swsh9-37"  # Emergency Surfacing: in discard pile, no cards in hand: Bench, draw 3
PYUKUMUKU = "swshp-SWSH169"  # Pitch a Pyukumuku: in hand: bottom of deck, draw; 1 a turn
KYOGRE = "me1-34"  # Basic
GARDEVOIR = "sv1-86"  # Stage 2
WATER = "sve-3"


def _uses(g, t) -> list[list]:
    return t.offered(g, "zone_ability")


def _bench_names(g, p: int) -> list[str]:
    return sorted(g.top(s).name for s in g.pl(p)["bench"])


def test_from_the_hand_when_its_condition_holds(t):
    """PTCG:II-E-17: Klinklang's Emergency Rotation is used from the hand (not in play) when
    the opponent has a Stage 2 Pokémon in play: Klinklang goes onto the Bench."""
    sc = Scenario()
    sc.active(0, KYOGRE)
    sc.hand(0, KLINKLANG)
    sc.active(1, GARDEVOIR)
    g = sc.start(0, 3)
    assert len(_uses(g, t)) == 1
    t.do(g, "zone_ability", "Klinklang")
    assert _bench_names(g, 0) == ["Klinklang"] and not g.pl(0)["hand"]
    assert any(e.get("clause") == "PTCG:II-E-17" for e in g.log)

    sc = Scenario()
    sc.active(0, KYOGRE)
    sc.hand(0, KLINKLANG)
    sc.active(1, KYOGRE)
    g = sc.start(0, 3)
    assert not _uses(g, t)


def test_each_card_once(t):
    """PTCG:II-E-17: with several cards of that Ability, each may use it once: two Klinklang
    in hand both go onto the Bench."""
    sc = Scenario()
    sc.active(0, KYOGRE)
    sc.hand(0, KLINKLANG, KLINKLANG)
    sc.active(1, GARDEVOIR)
    g = sc.start(0, 3)
    t.do(g, "zone_ability", "Klinklang")
    t.do(g, "zone_ability", "Klinklang")
    assert _bench_names(g, 0) == ["Klinklang", "Klinklang"]
    assert not _uses(g, t)


def test_a_card_back_in_the_zone_is_another_card(t):
    """PTCG:II-E-17: a card that used its Ability, left the zone and came back (here: put
    back into the hand, as a bounce effect does) may use it again that turn."""
    sc = Scenario()
    sc.active(0, KYOGRE)
    sc.hand(0, KLINKLANG, WATER)
    sc.active(1, GARDEVOIR)
    g = sc.start(0, 3)
    t.do(g, "zone_ability", "Klinklang")
    assert not t.offered(g, "ability")  # in play it is no Ability to use
    slot = g.pl(0)["bench"][0]
    g.remove_slot(0, slot)
    g.pl(0)["hand"].extend(slot["cards"])
    t.do(g, "energy")  # another action: the main phase's options are worked out anew
    t.do(g, "zone_ability", "Klinklang")
    assert _bench_names(g, 0) == ["Klinklang"]


def test_from_the_discard_pile(t):
    """PTCG:II-E-17: Empoleon's Emergency Surfacing (the guide's example): from the discard
    pile, with no cards in hand, onto the Bench, then draw 3 cards; with a card in hand it
    can't be used."""
    sc = Scenario()
    sc.active(0, KYOGRE)
    sc.discard(0, EMPOLEON)
    sc.deck(0, WATER, WATER, WATER, WATER)
    sc.active(1, KYOGRE)
    g = sc.start(0, 3)
    t.do(g, "zone_ability", "Empoleon")
    assert _bench_names(g, 0) == ["Empoleon"] and not g.pl(0)["discard"]
    assert len(g.pl(0)["hand"]) == 3

    sc = Scenario()
    sc.active(0, KYOGRE)
    sc.discard(0, EMPOLEON)
    sc.hand(0, WATER)
    sc.active(1, KYOGRE)
    g = sc.start(0, 3)
    assert not _uses(g, t)


def test_not_more_than_one_of_that_name(t):
    """PTCG:II-E-17: Pitch a Pyukumuku (the guide's example): the card goes to the bottom of
    the deck and a card is drawn; "You can't use more than 1 … each turn" stops a second
    Pyukumuku, and the hand's other card is what counts, not the card itself."""
    sc = Scenario()
    sc.active(0, KYOGRE)
    sc.hand(0, PYUKUMUKU, PYUKUMUKU)
    sc.deck(0, KYOGRE, WATER)
    sc.active(1, KYOGRE)
    g = sc.start(0, 3)
    t.do(g, "zone_ability", "Pyukumuku")
    assert t.zone(g, 0, "hand") == ["Kyogre", "Pyukumuku"]
    assert g.name(g.pl(0)["deck"][-1]) == "Pyukumuku"
    assert not _uses(g, t)
    t.do(g, "end")
    t.do(g, "end")
    assert len(_uses(g, t)) == 1
