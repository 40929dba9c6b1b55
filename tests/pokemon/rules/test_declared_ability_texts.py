"""Declared Abilities whose effect sentences are shared with attacks (healing, gusting,
drawing) and their conditions of use (PTCG:I-A-02), compiled from the printed text."""

from __future__ import annotations

from tcgsim.pokemon.scenario import Scenario

ALCREMIE = "sv9-75"  # Alcremie ex, Confectionary Gift: once a turn, heal 30 from 1 of yours
MAKUHITA, HARIYAMA = "me1-72", "me1-73"  # Heave-Ho Catcher: on evolving, gust
FROSMOTH = "me2pt5-53"  # Alluring Wings: Active only; each player draws a card
DRATINI, DRAGONAIR = "me2pt5-150", "me2pt5-151"  # Evolutionary Guidance: needs Energy on it
KYOGRE = "me1-34"
WATER = "sve-3"


def test_heal_one_of_your_pokemon(t):
    """PTCG:I-A-02: Confectionary Gift heals 30 from the chosen Pokémon; with no damaged
    Pokémon it could change nothing and is not offered."""
    sc = Scenario()
    sc.active(0, ALCREMIE)
    sc.bench(0, KYOGRE, damage=50)
    sc.active(1, KYOGRE)
    g = sc.start(0, 3)
    t.do(g, "ability")
    if g.decision.kind != "main":
        t.pick(g, "Kyogre")
    assert g.pl(0)["bench"][0]["dmg"] == 20

    sc = Scenario()
    sc.active(0, ALCREMIE)
    sc.active(1, KYOGRE)
    assert not t.offered(sc.start(0, 3), "ability")


def test_gust_on_evolving(t):
    """PTCG:II-E-05: Hariyama's Heave-Ho Catcher, when it is played to evolve: the chosen
    Benched Pokémon of the opponent becomes the Active Pokémon."""
    sc = Scenario()
    sc.active(0, MAKUHITA)
    sc.hand(0, HARIYAMA)
    sc.active(1, KYOGRE)
    sc.bench(1, ALCREMIE)
    g = sc.start(0, 3)
    t.do(g, "evolve", "Hariyama")
    t.pick(g, "Use it")
    if g.decision.kind != "main":
        t.pick(g, "Alcremie")
    assert g.top(g.pl(1)["active"]).name == "Alcremie ex"


def test_each_player_draws_from_the_active_spot(t):
    """PTCG:I-A-02: Frosmoth's Alluring Wings ("if this Pokémon is in the Active Spot"):
    each player draws a card; on the Bench it is not offered."""
    sc = Scenario()
    sc.active(0, FROSMOTH)
    sc.active(1, KYOGRE)
    g = sc.start(0, 3)
    t.do(g, "ability")
    assert len(g.pl(0)["hand"]) == 1 and len(g.pl(1)["hand"]) == 1

    sc = Scenario()
    sc.active(0, KYOGRE)
    sc.bench(0, FROSMOTH)
    sc.active(1, KYOGRE)
    assert not t.offered(sc.start(0, 3), "ability")


def test_only_with_energy_attached(t):
    """PTCG:I-A-02: Dragonair's Evolutionary Guidance needs Energy attached to it."""
    sc = Scenario()
    sc.active(0, DRAGONAIR)
    sc.deck(0, HARIYAMA, WATER)
    sc.active(1, KYOGRE)
    assert not t.offered(sc.start(0, 3), "ability")

    sc = Scenario()
    sc.active(0, DRAGONAIR, energy=[WATER])
    sc.deck(0, HARIYAMA, WATER)
    sc.active(1, KYOGRE)
    g = sc.start(0, 3)
    t.do(g, "ability")
    t.pick(g, "Hariyama")
    assert t.zone(g, 0, "hand") == ["Hariyama"]
