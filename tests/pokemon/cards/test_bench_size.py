"""Area Zero Underdepths (SCR 131, PRE 94): "Each player who has any Tera Pokémon in play can
have up to 8 Pokémon on their Bench. If a player no longer has any Tera Pokémon in play, that
player discards Pokémon from their Bench until they have 5. When this card leaves play, both
players discard Pokémon from their Bench until they have 5, and the player who played this
card discards first."

The Bench size is the rule point bench_size (rules.continuous.bench_size); a Bench over it is
brought down by the Bench limit the Knock Out check runs after every action
(rules.knockout.bench_limit, PTCG:I-A-04): each player chooses which Benched Pokémon to
discard, with their attached cards."""

from __future__ import annotations

import tcgsim.pokemon  # noqa: F401  (registers handlers and card implementations)
from tcgsim.pokemon.game import Game
from tcgsim.pokemon.rules.continuous import bench_size
from tcgsim.pokemon.scenario import Scenario
from tests.helpers import answer, do, end_turn, events, offered, pick

AREA_ZERO = "sv7-131"
ARTAZON = "sv3-229"
OGERPON_EX = "sv6-25"  # Teal Mask Ogerpon ex, a Tera Pokémon (HP 210)
SNOVER, KYOGRE, LAPRAS, STUFFUL = "me1-35", "me1-34", "sv7-31", "sv6pt5-52"
RALTS, CHARMANDER, PIDGEY = "sv1-84", "sv3pt5-4", "sv3-162"
WATER = "sve-3"
EIGHT = (KYOGRE, LAPRAS, STUFFUL, RALTS, CHARMANDER, PIDGEY, SNOVER, SNOVER)


def _bench(g: Game, p: int) -> list[str]:
    return [g.top(s).name for s in g.pl(p)["bench"]]


def test_a_player_with_a_tera_pokemon_may_bench_up_to_8():
    sc = Scenario()
    sc.active(0, OGERPON_EX)
    for c in EIGHT[:5]:
        sc.bench(0, c)
    sc.hand(0, SNOVER, SNOVER, SNOVER, PIDGEY)
    sc.active(1, KYOGRE)
    sc.stadium(AREA_ZERO, owner=1)  # "each player": whoever played it
    g = sc.start(0, 3)
    assert bench_size(g, 0) == 8 and bench_size(g, 1) == 5  # player 1 has no Tera Pokémon
    for _ in range(3):
        do(g, "bench", "Snover")
    assert len(g.pl(0)["bench"]) == 8
    assert not offered(g, "bench")  # the 9th is refused


def test_without_area_zero_or_without_tera_the_bench_stays_5():
    for stadium, active in ((None, OGERPON_EX), (AREA_ZERO, KYOGRE)):
        sc = Scenario()
        sc.active(0, active)
        for c in EIGHT[:5]:
            sc.bench(0, c)
        sc.hand(0, SNOVER)
        sc.active(1, KYOGRE)
        if stadium:
            sc.stadium(stadium)
        g = sc.start(0, 3)
        assert bench_size(g, 0) == 5
        assert not offered(g, "bench")


def test_the_last_tera_pokemon_knocked_out_the_bench_goes_down_to_5_after_the_promotion():
    sc = Scenario()
    sc.active(0, OGERPON_EX, damage=200, conditions=["poisoned"])
    for c in EIGHT:
        sc.bench(0, c, energy=[WATER] if c == KYOGRE else [])
    sc.active(1, KYOGRE)
    sc.prizes(1, WATER, WATER, WATER)
    sc.stadium(AREA_ZERO)
    g = sc.start(0, 3)
    end_turn(g)  # Pokémon Checkup: Poison Knocks Out Ogerpon ex
    pick(g, "Prize card 1", "Prize card 2")  # the opponent takes 2 Prize cards
    answer(g, "promote", "Lapras")  # Knock Out step 5 first: 7 left on the Bench
    assert g.decision.kind == "bench_limit" and g.decision.player == 0
    pick(g, "Kyogre", "Pidgey")  # discard 2 of the 7
    assert sorted(_bench(g, 0)) == ["Charmander", "Ralts", "Snover", "Snover", "Stufful"]
    discard = [g.name(c) for c in g.pl(0)["discard"]]
    assert {"Kyogre", "Pidgey", "Basic Water Energy", "Teal Mask Ogerpon ex"} <= set(discard)
    assert events(g, "discard", clause="PTCG:I-A-04")


def test_area_zero_leaving_play_the_player_who_played_it_discards_first():
    sc = Scenario()
    for p in (0, 1):
        sc.active(p, OGERPON_EX)
        for c in EIGHT[:7]:
            sc.bench(p, c)
    sc.stadium(AREA_ZERO, owner=0)
    sc.hand(1, ARTAZON)
    g = sc.start(1, 4)  # player 1's turn
    do(g, "trainer", "Artazon")  # replaces Area Zero Underdepths: both Benches back to 5
    assert g.decision.kind == "bench_limit" and g.decision.player == 0  # who played it
    pick(g, "Kyogre", "Lapras")
    assert len(g.pl(0)["bench"]) == 5 and len(g.pl(1)["bench"]) == 7
    assert g.decision.kind == "bench_limit" and g.decision.player == 1
    pick(g, "Ralts", "Pidgey")
    assert sorted(_bench(g, 0)) == ["Charmander", "Pidgey", "Ralts", "Snover", "Stufful"]
    assert sorted(_bench(g, 1)) == ["Charmander", "Kyogre", "Lapras", "Snover", "Stufful"]
    assert g.decision.kind == "main" and g.decision.player == 1  # the turn goes on
