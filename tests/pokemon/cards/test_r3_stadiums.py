"""Ange Floette (CRI 75): played only onto a Prism Tower in play (which it discards), even in
the turn Prism Tower was played (compiler.tools_stadiums.replaces_stadium, PTCG:I-B-04), and
"Each Mega Floette ex in play (both yours and your opponent's) gets +150 HP." (each_in_play
reading a named Pokémon)."""

from __future__ import annotations

import tcgsim.pokemon  # noqa: F401  (registers handlers and card implementations)
from tcgsim.pokemon.game import Game
from tcgsim.pokemon.rules.continuous import max_hp
from tcgsim.pokemon.scenario import Scenario
from tests.helpers import do, offered, zone

ANGE_FLOETTE, PRISM_TOWER = "me4-75", "me4-80"
MEGA_FLOETTE_EX = "me4-35"  # 250 HP
KYOGRE = "me1-34"
ARTAZON = "sv2-171"


def _game(stadium: str | None, hand: tuple[str, ...]) -> Game:
    sc = Scenario()
    sc.active(0, MEGA_FLOETTE_EX)
    sc.bench(0, KYOGRE)
    sc.active(1, MEGA_FLOETTE_EX)
    sc.hand(0, *hand)
    if stadium is not None:
        sc.stadium(stadium, owner=1)
    return sc.start(0, 3)


def test_ange_floette_needs_a_prism_tower_in_play():
    assert not offered(_game(None, (ANGE_FLOETTE,)), "trainer", "Ange Floette")
    assert not offered(_game(ARTAZON, (ANGE_FLOETTE,)), "trainer", "Ange Floette")


def test_ange_floette_discards_prism_tower_and_gives_each_mega_floette_ex_150_hp():
    g = _game(PRISM_TOWER, (ANGE_FLOETTE,))
    kyogre_hp = max_hp(g, g.pl(0)["bench"][0])
    assert max_hp(g, g.pl(0)["active"]) == 250
    do(g, "trainer", "Ange Floette")
    assert g.name(g.s["stadium"]) == "Ange Floette"
    assert zone(g, 1, "discard") == ["Prism Tower"]
    assert max_hp(g, g.pl(0)["active"]) == 400
    assert max_hp(g, g.pl(1)["active"]) == 400  # both yours and your opponent's
    assert max_hp(g, g.pl(0)["bench"][0]) == kyogre_hp  # not a Mega Floette ex


def test_ange_floette_may_follow_prism_tower_in_the_same_turn_but_nothing_else_may():
    g = _game(None, (PRISM_TOWER, ANGE_FLOETTE, ARTAZON))
    do(g, "trainer", "Prism Tower")
    assert not offered(g, "trainer", "Artazon")  # one Stadium a turn (PTCG:I-B-04)
    do(g, "trainer", "Ange Floette")
    assert g.name(g.s["stadium"]) == "Ange Floette"
    assert zone(g, 0, "discard") == ["Prism Tower"]
