"""Celebratory Fanfare (MEP 028), a Stadium: "Once during each player's turn, that player may
heal 10 damage from each of their Pokémon. If a player healed any damage in this way, their
turn ends." — the heal of ``trainers.heal_each`` (which remembers how much it healed) and the
turn end of ``trainers.your_turn_ends``, guarded by it."""

from __future__ import annotations

import tcgsim.pokemon  # noqa: F401  (registers handlers and card implementations)
from tcgsim.pokemon.game import Game
from tcgsim.pokemon.scenario import Scenario
from tests.helpers import do, events

FANFARE = "mep-028"
KANGASKHAN = "me1-104"  # Mega Kangaskhan ex
ILLUMISE = "sv6-10"


def _offered(g: Game) -> bool:
    return any(o.data[0] == "stadium_effect" for o in g.decision.options)


def test_celebratory_fanfare_heals_10_from_each_pokemon_then_the_turn_ends():
    sc = Scenario()
    sc.active(0, KANGASKHAN, damage=30)
    sc.bench(0, ILLUMISE, damage=10)
    sc.bench(0, ILLUMISE)
    sc.active(1, KANGASKHAN, damage=20)
    sc.stadium(FANFARE, owner=1)
    g = sc.start(0, 3)
    do(g, "stadium_effect")
    assert [s["dmg"] for s in (g.pl(0)["active"], *g.pl(0)["bench"])] == [20, 0, 0]
    assert g.pl(1)["active"]["dmg"] == 20  # only that player's Pokémon
    assert g.current == 1  # their turn ended: now the opponent's
    assert events(g, "turn_end", player=0)


def test_celebratory_fanfare_not_offered_without_damage_to_heal():
    sc = Scenario()
    sc.active(0, KANGASKHAN)
    sc.active(1, KANGASKHAN, damage=20)
    sc.stadium(FANFARE)
    g = sc.start(0, 3)
    assert not _offered(g) and g.current == 0
