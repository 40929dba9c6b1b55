"""Abilities that name partner Pokémon: Enamorus' Incarnate Solidarity ("If you have
Tornadus, Thundurus, Landorus, and Enamorus in play, ignore all Colorless Energy in the costs
of attacks used by this Pokémon": compiler.cost_abilities.ignore_colorless and the condition
_all_named_in_play) and Magmortar's Buddy Boost (Energy from the hand "to your Electivire and
Magmortar in any way you like": a target by name, compiler.zones.attach_target)."""

from __future__ import annotations

import tcgsim.pokemon  # noqa: F401  (registers handlers and card implementations)
from tcgsim.pokemon.game import Game
from tcgsim.pokemon.scenario import Scenario
from tests.helpers import attack, offered, pick

ENAMORUS = "mep-113"  # Rising Heart [P][P][C][C] 100+
TORNADUS, THUNDURUS, LANDORUS = "sv7-120", "zsv10pt5-33", "sv8-110"
MAGMORTAR = "mep-112"
ELECTIVIRE = "sv5-54"
ELECTABUZZ = "sv5-53"
MAGMAR = "sv9-20"
KYOGRE = "me1-34"
DRAGONITE_EX = "sv3-159"
FIRE, LIGHTNING, PSYCHIC = "sve-2", "sve-4", "sve-5"


def _enamorus(partners: tuple[str, ...]) -> Game:
    sc = Scenario()
    sc.active(0, ENAMORUS, energy=[PSYCHIC, PSYCHIC])
    for partner in partners:
        sc.bench(0, partner)
    sc.active(1, DRAGONITE_EX)
    return sc.start(0, 3)


def test_incarnate_solidarity_ignores_colorless_with_all_four_in_play():
    g = _enamorus((TORNADUS, THUNDURUS, LANDORUS))
    attack(g, "Rising Heart")  # [P][P] is enough
    assert g.pl(1)["active"]["dmg"] == 200  # 100 + 100 against a Pokémon ex
    g = _enamorus((TORNADUS, THUNDURUS, KYOGRE))
    assert not offered(g, "attack")


def test_buddy_boost_attaches_to_electivire_and_magmortar_only():
    sc = Scenario()
    sc.active(0, MAGMAR, MAGMORTAR)
    sc.bench(0, ELECTABUZZ, ELECTIVIRE)
    sc.bench(0, KYOGRE)
    sc.hand(0, FIRE, LIGHTNING)
    sc.active(1, DRAGONITE_EX)
    g = sc.start(0, 3)
    (use,) = [i for i, o in enumerate(g.decision.options)
              if o.data[0] == "ability" and o.label.startswith("Use Buddy Boost")]
    g.respond([use])
    pick(g, "Basic Fire Energy")  # one at a time: at most 1 of each
    pick(g, "Basic Lightning Energy")
    labels = [o.label for o in g.decision.options]
    assert labels == ["Magmortar (Active)", "Electivire (Bench)"]  # not Kyogre
    pick(g, "Electivire")
    pick(g, "Electivire")
    electivire = g.pl(0)["bench"][0]
    assert sorted(g.name(c) for c in electivire["energy"]) == [
        "Basic Fire Energy", "Basic Lightning Energy"]
    assert not g.pl(0)["hand"]
