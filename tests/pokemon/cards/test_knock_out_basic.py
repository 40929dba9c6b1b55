"""Alolan Exeggutor ex's Swinging Sphene (compiler.damage.knock_out_one): "Flip a coin. If heads,
Knock Out your opponent's Active Basic Pokémon. If tails, Knock Out 1 of your opponent's Benched
Basic Pokémon." (a Knock Out by an effect, PTCG:I-D)."""

from __future__ import annotations

import tcgsim.pokemon  # noqa: F401  (registers handlers and card implementations)
from tcgsim.pokemon.scenario import Scenario
from tests.helpers import answer, attack, zone

EXEGGCUTE, ALOLAN_EXEGGUTOR_EX = "sv8-1", "sv8-248"
SNOVER, KYOGRE = "me1-35", "me1-34"
CAPSAKID, SCOVILLAIN_EX = "sv1-27", "sv8-216"
GRASS, WATER, FIGHTING = "sve-1", "sve-3", "sve-6"


def _game(active: tuple[str, ...]) -> Scenario:
    sc = Scenario()
    sc.active(0, EXEGGCUTE, ALOLAN_EXEGGUTOR_EX, energy=[GRASS, WATER, FIGHTING])
    sc.active(1, *active)
    sc.bench(1, SNOVER)
    sc.bench(1, CAPSAKID, SCOVILLAIN_EX)
    sc.bench(1, KYOGRE)
    sc.deck(0, pad=True)
    sc.deck(1, pad=True)
    return sc


def test_heads_knocks_out_an_active_basic_pokemon():
    g = _game((KYOGRE,)).start(0, 3)
    g.rng.force(True)
    attack(g, "Swinging Sphene")
    assert "Kyogre" in zone(g, 1, "discard")


def test_heads_does_nothing_to_an_active_evolution_pokemon():
    g = _game((CAPSAKID, SCOVILLAIN_EX)).start(0, 3)
    g.rng.force(True)
    attack(g, "Swinging Sphene")
    assert g.pl(1)["active"]["dmg"] == 0 and zone(g, 1, "discard") == []


def test_tails_knocks_out_a_chosen_benched_basic_pokemon():
    g = _game((KYOGRE,)).start(0, 3)
    g.rng.force(False)
    attack(g, "Swinging Sphene")
    labels = [o.label for o in g.decision.options]
    assert not any("Scovillain" in lab for lab in labels)  # not a Basic Pokémon
    answer(g, "choose_pokemon", "Snover")
    assert zone(g, 1, "discard") == ["Snover"]
    assert g.pl(1)["active"] is not None and g.top(g.pl(1)["active"]).name == "Kyogre"
