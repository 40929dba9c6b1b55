"""Attacks on the decks: Eevee's Colorful Catch (up to 3 Basic Energy cards of different
types, compiler.trainers.energy_of_different_types read in attacks too), Inkay's Mischievous
Tentacles ("You may have your opponent shuffle their deck") and Quagsire's Drenched Headbutt
(the top 3 cards discarded at the damage step, counted by "you discarded in this way")."""

from __future__ import annotations

import tcgsim.pokemon  # noqa: F401  (registers handlers and card implementations)
from tcgsim.pokemon.game import Game
from tcgsim.pokemon.scenario import Scenario
from tests.helpers import answer, attack, events, pick, zone

EEVEE = "sv6pt5-50"  # Colorful Catch [C]
INKAY = "sv6pt5-33"  # Mischievous Tentacles [C]
QUAGSIRE = "svp-156"  # Drenched Headbutt [W][C][C] 80×
DRAGONITE_EX = "sv3-159"  # 330 HP
KYOGRE = "me1-34"
GRASS, FIRE, WATER = "sve-1", "sve-2", "sve-3"


def _game(mine: str, energy: list[str], my_deck: list[str], their_deck: tuple[str, ...] = ()) -> Game:
    sc = Scenario()
    sc.active(0, mine, energy=energy)
    sc.deck(0, *my_deck)
    if their_deck:
        sc.deck(1, *their_deck)
    sc.active(1, DRAGONITE_EX)
    return sc.start(0, 3)


def test_colorful_catch_up_to_3_energy_of_different_types():
    g = _game(EEVEE, [WATER], [GRASS, GRASS, FIRE, WATER, KYOGRE])
    attack(g, "Colorful Catch")
    pick(g, "Basic Grass Energy")
    labels = [o.label for o in g.decision.options]
    assert not any("Grass" in label for label in labels)  # a second Grass is not offered
    pick(g, "Basic Fire Energy")
    pick(g, "Basic Water Energy")
    assert zone(g, 0, "hand") == ["Basic Fire Energy", "Basic Grass Energy", "Basic Water Energy"]
    assert events(g, "shuffle", player=0)


def test_mischievous_tentacles_looks_and_may_shuffle_their_deck():
    g = _game(INKAY, [WATER], [], their_deck=(KYOGRE, WATER, WATER))
    attack(g, "Mischievous Tentacles")
    assert events(g, "look", player=0)
    answer(g, "may", "Yes")
    assert events(g, "shuffle", player=1)
    g = _game(INKAY, [WATER], [], their_deck=(KYOGRE, WATER, WATER))
    attack(g, "Mischievous Tentacles")
    answer(g, "may", "No")
    assert not events(g, "shuffle", player=1)


def test_drenched_headbutt_80_for_each_energy_card_discarded_from_the_top():
    g = _game(QUAGSIRE, [WATER] * 3, [WATER, KYOGRE, FIRE, WATER])
    attack(g, "Drenched Headbutt")
    assert zone(g, 0, "discard") == ["Basic Fire Energy", "Basic Water Energy", "Kyogre"]
    assert g.pl(1)["active"]["dmg"] == 160


MEGA_CHARIZARD_X_EX = "mep-023"  # Inferno X [R][R] 90×: "any amount of [R] Energy"
MEGA_CHARIZARD_X_EX_MEG = "me2-13"  # the same, "Fire Energy" spelled out
CHARMANDER, CHARMELEON = "me2-11", "me2-12"


def test_inferno_x_90_for_each_fire_energy_discarded_from_among_your_pokemon():
    for card in (MEGA_CHARIZARD_X_EX, MEGA_CHARIZARD_X_EX_MEG):
        sc = Scenario()
        sc.active(0, CHARMANDER, CHARMELEON, card, energy=[FIRE, FIRE, WATER])
        sc.bench(0, KYOGRE, energy=[FIRE])
        sc.active(1, DRAGONITE_EX)
        g = sc.start(0, 3)
        attack(g, "Inferno X")
        labels = [o.label for o in g.decision.options]
        assert len(labels) == 3  # the three Fire Energy, not the Water
        pick(g, "(Active)", "(Active)", "(Bench)")
        assert g.pl(1)["active"]["dmg"] == 270
        assert zone(g, 0, "discard") == ["Basic Fire Energy"] * 3
