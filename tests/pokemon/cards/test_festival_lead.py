"""Festival Lead (Dipplin, Goldeen, Seaking; TWM, PRE): "If Festival Grounds is in play, this
Pokémon may use an attack it has twice. If the first attack Knocks Out your opponent's Active
Pokémon, you may attack again after your opponent chooses a new Active Pokémon." The rule point
``attack_twice`` (rules.continuous.attacks_twice) and the second attack offered after the
first attack's Knock Out check (rules.attack.attack_again)."""

from __future__ import annotations

import tcgsim.pokemon  # noqa: F401  (registers handlers and card implementations)
from tcgsim.pokemon.game import Game
from tcgsim.pokemon.scenario import Scenario
from tests.helpers import answer, attack, zone

GOLDEEN, SEAKING = "sv8pt5-20", "sv8pt5-21"  # Seaking: Rapid Draw [C] 60, "Draw 2 cards."
FESTIVAL_GROUNDS = "sv8pt5-108"
RELLOR = "sv2-25"  # Basic Grass, 40 HP
SNOVER = "me1-35"  # Basic Water, 90 HP
KYOGRE = "me1-34"  # Basic Water, 150 HP
WATER = "sve-3"


def _game(stadium: bool = True, active: str = RELLOR) -> Game:
    sc = Scenario()
    sc.active(0, GOLDEEN, SEAKING, energy=[WATER])
    sc.deck(0, *[WATER] * 8)
    sc.active(1, active)
    sc.bench(1, RELLOR)
    sc.bench(1, KYOGRE)
    if stadium:
        sc.stadium(FESTIVAL_GROUNDS)
    return sc.start(0, 3)


def _first_knock_out(g: Game) -> None:
    attack(g, "Rapid Draw")
    answer(g, "prize", "Prize card 1")
    answer(g, "promote", "Rellor")


def test_second_attack_after_knocking_out_the_active_pokemon():
    g = _game()
    _first_knock_out(g)
    assert g.decision.kind == "attack_again" and g.decision.player == 0
    assert [o.label for o in g.decision.options] == ["Attack: Rapid Draw", "End your turn"]
    answer(g, "attack_again", "Rapid Draw")
    # the second Rellor is Knocked Out too; both attacks drew 2 cards
    assert zone(g, 1, "discard") == ["Rellor", "Rellor"]
    assert len(g.pl(0)["deck"]) == 8 - 4
    answer(g, "prize", "Prize card 1")
    # no third attack: the turn ends, and the opponent's turn begins with their Kyogre
    assert g.current == 1
    assert g.top(g.pl(1)["active"]).name == "Kyogre"


def test_the_second_attack_may_be_declined():
    g = _game()
    _first_knock_out(g)
    answer(g, "attack_again", "End your turn")
    assert g.current == 1
    assert len(g.pl(0)["deck"]) == 8 - 2


def test_no_second_attack_without_festival_grounds():
    g = _game(stadium=False)
    _first_knock_out(g)
    assert g.current == 1
    assert len(g.pl(0)["deck"]) == 8 - 2


def test_second_attack_when_the_first_knocks_nothing_out():
    """"May use an attack it has twice": the second attack does not wait for a Knock Out; it
    hits the same Active Pokémon (no new one is chosen), and there is no third."""
    g = _game(active=SNOVER)
    attack(g, "Rapid Draw")
    assert g.pl(1)["active"]["dmg"] == 60
    assert g.decision.kind == "attack_again" and g.decision.player == 0
    answer(g, "attack_again", "Rapid Draw")
    # 60 + 60 Knocks Out the 90-HP Snover; both attacks drew 2 cards
    assert zone(g, 1, "discard") == ["Snover"]
    assert len(g.pl(0)["deck"]) == 8 - 4
    answer(g, "prize", "Prize card 1")
    answer(g, "promote", "Rellor")
    assert g.current == 1


def test_no_second_attack_without_festival_grounds_when_nothing_is_knocked_out():
    g = _game(stadium=False, active=SNOVER)
    attack(g, "Rapid Draw")
    assert g.pl(1)["active"]["dmg"] == 60
    assert g.current == 1
