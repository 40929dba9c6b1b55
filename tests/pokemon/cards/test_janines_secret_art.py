"""Janine's Secret Art (PRE): "Choose up to 2 of your Darkness Pokémon. For each of those
Pokémon, search your deck for a Basic Darkness Energy card and attach it to that Pokémon. Then,
shuffle your deck. If you attached Energy to your Active Pokémon in this way, it is now
Poisoned." (PTCG:II-C-09, I-H, II-E-33)."""

from __future__ import annotations

import tcgsim.pokemon  # noqa: F401  (registers handlers and card implementations)
from tcgsim.pokemon.game import Game
from tcgsim.pokemon.scenario import Scenario
from tests.helpers import answer, do, pick

JANINE = "sv8pt5-173"
ROARING_MOON = "sv8pt5-65"  # Basic Darkness
KYOGRE, SNOVER = "me1-34", "me1-35"
DARK, WATER = "sve-7", "sve-3"


def _game() -> Game:
    sc = Scenario()
    sc.active(0, ROARING_MOON)
    sc.bench(0, ROARING_MOON)
    sc.bench(0, KYOGRE)
    sc.active(1, SNOVER)
    sc.hand(0, JANINE)
    sc.deck(0, DARK, WATER, DARK, WATER)
    g = sc.start(0, 3)
    do(g, "trainer", "Janine's Secret Art")
    return g


def _energy(g: Game, slot: dict) -> list[str]:
    return [g.name(c) for c in slot["energy"]]


def test_janines_secret_art_attaches_to_each_chosen_darkness_pokemon_and_poisons_the_active():
    g = _game()
    labels = [o.label for o in g.decision.options]
    assert labels == ["Roaring Moon (Active)", "Roaring Moon (Bench)"]  # Darkness Pokémon only
    pick(g, "Roaring Moon (Active)", "Roaring Moon (Bench)")
    answer(g, "attach", "Basic Darkness Energy")
    answer(g, "attach", "Basic Darkness Energy")
    active, bench = g.pl(0)["active"], g.pl(0)["bench"]
    assert _energy(g, active) == ["Basic Darkness Energy"] == _energy(g, bench[0])
    assert bench[1]["energy"] == []
    assert active["psn"]
    assert sorted(g.name(c) for c in g.pl(0)["deck"]) == ["Basic Water Energy"] * 2


def test_janines_secret_art_benched_only_does_not_poison():
    g = _game()
    pick(g, "Roaring Moon (Bench)")
    answer(g, "attach", "Basic Darkness Energy")
    assert _energy(g, g.pl(0)["bench"][0]) == ["Basic Darkness Energy"]
    assert not g.pl(0)["active"]["psn"]
