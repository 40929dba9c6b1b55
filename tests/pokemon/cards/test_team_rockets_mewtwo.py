"""Team Rocket's Mewtwo ex (DRI 81, ASC 281): Power Saver, a passive "can't attack unless"
asked when an attack is declared (PTCG:II-C-15), and Erasure Ball, Energy given up from the
Bench for 60 more damage each (PTCG:II-D-02)."""

from __future__ import annotations

import tcgsim.pokemon  # noqa: F401  (registers handlers and card implementations)
from tcgsim.pokemon.game import Game
from tcgsim.pokemon.rules.attack import attack_blocked
from tcgsim.pokemon.scenario import Scenario
from tests.helpers import attack, pick, zone

TR_MEWTWO, TR_MEWTWO_ASC = "sv10-81", "me2pt5-281"
TR_EKANS, TR_ZUBAT, TR_DROWZEE = "sv10-112", "sv10-120", "sv10-79"
SNOVER = "me1-35"
TR_ENERGY, WATER = "sv10-182", "sve-3"


def _board(mewtwo: str, bench: tuple[str, ...]) -> Game:
    sc = Scenario()
    sc.active(0, mewtwo, energy=[TR_ENERGY, TR_ENERGY])
    for b in bench:
        sc.bench(0, b, energy=[WATER])
    sc.active(1, TR_MEWTWO)  # 280 HP
    return sc.start(0, 3)


def _attacks_offered(g: Game) -> bool:
    return any(o.data[0] == "attack" for o in g.decision.options)


def test_power_saver_needs_four_team_rockets_pokemon_in_play():
    g = _board(TR_MEWTWO, (TR_EKANS, TR_ZUBAT, SNOVER))  # 3 with Mewtwo: Snover is not one
    assert not _attacks_offered(g)
    assert attack_blocked(g, g.pl(0)["active"]) == "an effect prevents attacking"
    g = _board(TR_MEWTWO_ASC, (TR_EKANS, TR_ZUBAT, TR_DROWZEE))
    assert _attacks_offered(g)


def test_erasure_ball_60_more_for_each_energy_discarded_from_the_bench():
    g = _board(TR_MEWTWO, (TR_EKANS, TR_ZUBAT, TR_DROWZEE))
    attack(g, "Erasure Ball")
    pick(g, "Team Rocket's Zubat")  # 1 of up to 2
    assert g.pl(1)["active"]["dmg"] == 160 + 60
    assert zone(g, 0, "discard") == ["Basic Water Energy"]
    assert not g.pl(0)["bench"][1]["energy"]
