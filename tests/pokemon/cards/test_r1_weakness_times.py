"""Illumise (30C 4) Supereffective Pheromones: "If you have Volbeat in play, apply Weakness for both
Active Pokémon as ×3." (damage step 3, PTCG:II-B-03)"""

from __future__ import annotations

import tcgsim.pokemon  # noqa: F401  (registers handlers and card implementations)
from tcgsim.pokemon.game import Game
from tcgsim.pokemon.scenario import Scenario
from tests.helpers import attack, events

VOLBEAT, ILLUMISE = "me30c-3", "me30c-4"  # Illumise: Ram [GC] 30, Weakness Fire ×2, 80 HP
KLAWF = "sv1-122"  # 130 HP, Weakness Grass ×2
FUECOCO = "sv2-34"  # Fire: Tackle [R] 20
GRASS, FIRE = "sve-1", "sve-2"


def _hit(g: Game, used: str) -> list[int]:
    n = len(g.log)
    attack(g, used)
    return [e["amount"] for e in events(g, "damage", n)]


def _game(player: int, volbeat: bool, theirs: str, their_energy: list[str]) -> Game:
    sc = Scenario()
    sc.active(0, ILLUMISE, energy=[GRASS, GRASS])
    if volbeat:
        sc.bench(0, VOLBEAT)
    sc.active(1, theirs, energy=their_energy)
    return sc.start(player, 3)


def test_weakness_of_the_opponents_active_is_x3_with_volbeat():
    assert _hit(_game(0, True, KLAWF, []), "Ram") == [90]
    assert _hit(_game(0, False, KLAWF, []), "Ram") == [60]


def test_weakness_of_your_own_active_is_x3_too():
    assert _hit(_game(1, True, FUECOCO, [FIRE]), "Tackle") == [60]
    assert _hit(_game(1, False, FUECOCO, [FIRE]), "Tackle") == [40]
