"""Attacks whose effect lasts through the opponent's next turn and locks or punishes the
Defending Pokémon or the opponent (PTCG:II-E-01, II-E-22; compiler/next_turn.py). Each test
plays the attack, then the opponent's turn, and checks what the text promises happens then
(and not after)."""

from __future__ import annotations

import pytest

import tcgsim.pokemon  # noqa: F401  (registers handlers and card implementations)
from tcgsim.pokemon.game import Game
from tcgsim.pokemon.scenario import Scenario
from tests.helpers import attack, end_turn, events

SNOVER = "me1-35"  # Water, 90 HP, Beat 10 for [W]
KYOGRE = "me1-34"  # Water, 150 HP
WATER = "sve-3"
PSYCHIC = "sve-5"
SANDYGAST = "sv6-91"  # Sand Attack [P] 10: a coin
OCTILLERY = "me4-17"  # Jet of Ink [W] 30: 2 coins


def _attacked(attacker: str, energy: list[str], name: str, defender: str = SNOVER) -> Game:
    """Player 0's ``attacker`` used ``name`` on player 1's ``defender``; player 1's turn now."""
    sc = Scenario()
    sc.active(0, attacker, energy=energy)
    sc.active(1, defender, energy=[WATER, WATER])
    sc.bench(1, KYOGRE)
    g = sc.start(0, 3)
    attack(g, name)
    assert g.current == 1
    return g


@pytest.mark.parametrize("coins, fails", [((False,), True), ((True,), False)])
def test_sand_attack_tails_the_defending_pokemons_attack_does_not_happen(coins, fails):
    g = _attacked(SANDYGAST, [PSYCHIC], "Sand Attack")
    hp_before = g.pl(0)["active"]["dmg"]
    g.rng.force(*coins)
    n = len(g.log)
    attack(g, "Beat")
    assert bool(events(g, "attack_failed", n)) == fails
    assert g.pl(0)["active"]["dmg"] - hp_before == (0 if fails else 10)


@pytest.mark.parametrize("coins, fails", [((True, False), True), ((False, True), True),
                                          ((True, True), False)])
def test_jet_of_ink_either_of_two_coins_tails_stops_the_attack(coins, fails):
    g = _attacked(OCTILLERY, [WATER], "Jet of Ink")
    g.rng.force(*coins)
    n = len(g.log)
    attack(g, "Beat")
    assert len(events(g, "coin", n)) == 2  # both coins are flipped
    assert bool(events(g, "attack_failed", n)) == fails
    assert g.pl(0)["active"]["dmg"] == (0 if fails else 10)


def test_sand_attack_lasts_only_the_opponents_next_turn():
    g = _attacked(SANDYGAST, [PSYCHIC], "Sand Attack")
    end_turn(g)  # player 1 does not attack
    end_turn(g)  # player 0's turn passes
    n = len(g.log)
    attack(g, "Beat")
    assert events(g, "coin", n) == []
    assert g.pl(0)["active"]["dmg"] == 10
