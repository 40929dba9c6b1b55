"""Damage read from the damage counters already on a Pokémon: "N damage to 1 of your
opponent's [Benched] Pokémon for each damage counter on that Pokémon" (Greninja ex, Team
Rocket's Sneasel: the chosen Pokémon's own counters, PTCG:II-B-02) and "Place damage counters
on your opponent's Active Pokémon until its remaining HP is N" (Hisuian Zoroark)."""

from __future__ import annotations

import tcgsim.pokemon  # noqa: F401  (registers handlers and card implementations)
from tcgsim.pokemon.game import Game
from tcgsim.pokemon.scenario import Scenario
from tests.helpers import active, attack, pick

GRENINJA_EX = "me30c-148"  # Stealthy Slash [W]
SNEASEL = "sv10-128"  # Team Rocket's Sneasel, Strike the Sleeper [D][D]
ZOROARK = "me30c-123"  # Hisuian Zoroark, Swirling Resentment [C][C][C]
KYOGRE = "me1-34"  # 150 HP, Water
SNOVER = "me1-35"
MAKUHITA = "me1-72"
WATER = "sve-3"
DARK = "sve-7"


def _game(attacker: str, energy: str) -> Game:
    sc = Scenario()
    sc.active(0, attacker, energy=[energy] * 3)
    sc.active(1, KYOGRE, damage=30)
    sc.bench(1, SNOVER, damage=20)
    sc.bench(1, MAKUHITA, damage=0)
    return sc.start(0, 3)


def _bench_damage(g: Game, name: str) -> int:
    return next(s["dmg"] for s in g.pl(1)["bench"] if g.name(s["cards"][-1]) == name)


def test_greninja_ex_counts_the_chosen_pokemons_counters():
    g = _game(GRENINJA_EX, WATER)
    attack(g, "Stealthy Slash")
    pick(g, "Snover")
    assert _bench_damage(g, "Snover") == 20 + 2 * 30
    assert active(g, 1)["dmg"] == 30


def test_greninja_ex_on_the_active_pokemon():
    g = _game(GRENINJA_EX, WATER)
    attack(g, "Stealthy Slash")
    pick(g, "Kyogre")
    assert active(g, 1)["dmg"] == 30 + 3 * 30
    assert _bench_damage(g, "Snover") == 20


def test_sneasel_benched_only_and_none_for_no_counters():
    g = _game(SNEASEL, DARK)
    attack(g, "Strike the Sleeper")
    assert "Kyogre" not in [o.label for o in g.decision.options]
    pick(g, "Makuhita")
    assert _bench_damage(g, "Makuhita") == 0
    assert active(g, 1)["dmg"] == 30


def test_hisuian_zoroark_leaves_50_hp():
    g = _game(ZOROARK, WATER)
    attack(g, "Swirling Resentment")
    assert active(g, 1)["dmg"] == 150 - 50


WOBBUFFET = "sv10-82"  # Team Rocket's Wobbuffet, Rocket Mirror [P][C]
PSYCHIC = "sve-5"


def test_wobbuffet_moves_all_counters_from_a_benched_team_rockets_pokemon():
    sc = Scenario()
    sc.active(0, WOBBUFFET, energy=[PSYCHIC] * 2, damage=10)
    sc.bench(0, SNOVER, damage=50)
    sc.bench(0, SNEASEL, damage=30)
    sc.bench(0, "sv10-37", damage=20)  # Team Rocket's Houndour
    sc.active(1, KYOGRE)
    g = sc.start(0, 3)
    attack(g, "Rocket Mirror")
    labels = [o.label for o in g.decision.options]
    assert not [label for label in labels if "Snover" in label]
    pick(g, "Sneasel")
    assert active(g, 1)["dmg"] == 30
    assert [s["dmg"] for s in g.pl(0)["bench"]] == [50, 0, 20]
    assert active(g, 0)["dmg"] == 10
