"""Winning and losing (PTCG:I-E): the three conditions, the simultaneous-conditions table
(all 11 rows, both seats, both turn owners), draws, deck-out, sudden death."""

from __future__ import annotations

import pytest

import tcgsim.pokemon as pokemon
from tcgsim.core import IllegalResponse
from tcgsim.pokemon.model.state import in_play
from tcgsim.pokemon.scenario import Scenario
from tests.helpers import (
    KYOGRE,
    SNOVER,
    WATER,
    attack,
    check_invariants,
    do,
    end_turn,
    events,
)

LILLIE = "me1-119"  # Lillie's Determination: shuffle hand into deck, draw 6 (8 with 6 Prizes)

# The guide's table, from the point of view of "me" (自己):
#   A: I took all my Prize cards      B: the opponent took all theirs
#   C: I have no Pokémon to be Active  D: the opponent has none
# and the result for me: "draw", "win" or "lose".
TABLE = [
    # A      B      C      D      result
    (True, False, True, False, "draw"),
    (False, True, False, True, "draw"),
    (True, True, True, True, "draw"),
    (True, True, False, False, "draw"),
    (False, False, True, True, "draw"),
    (True, True, False, True, "win"),
    (True, False, True, True, "win"),
    (True, False, False, True, "win"),
    (True, True, True, False, "lose"),
    (False, True, True, True, "lose"),
    (False, True, True, False, "lose"),
]


def table_board(me: int, cur: int, a: bool, b: bool, c: bool, d: bool, seed: int = 0):
    """A board where the Knock Outs at the next Pokémon Checkup meet exactly A, B, C and D.

    Each player has one 1-Prize Active Pokémon. Player X's Active is Knocked Out (Poison,
    10 HP left) when the opponent is to take their last Prize card or X is to be left
    without Pokémon; X keeps a Benched Pokémon unless X is to be left without Pokémon.
    A player about to take "all" Prize cards has exactly 1 left, otherwise 3.
    """
    opp = 1 - me
    last_prize = {me: a, opp: b}
    no_pokemon = {me: c, opp: d}
    ko = {me: b or c, opp: a or d}
    sc = Scenario(seed=seed)
    for p in (me, opp):
        if ko[p]:
            sc.active(p, SNOVER, damage=80, conditions=["poisoned"])
            if not no_pokemon[p]:
                sc.bench(p, KYOGRE)
        else:
            sc.active(p, KYOGRE)
        sc.prizes(p, n=1 if last_prize[p] else 3)
    return sc.start(player=cur, turn=3)


def settle(g) -> None:
    """Answer Prize and promotion decisions (first options) until the game ends or a turn."""
    while g.result is None and g.decision.kind in ("prize", "promote"):
        g.respond(list(range(g.decision.min)))


@pytest.mark.parametrize("cur", [0, 1], ids=["turn0", "turn1"])
@pytest.mark.parametrize("me", [0, 1], ids=["me0", "me1"])
@pytest.mark.parametrize(("a", "b", "c", "d", "outcome"), TABLE,
                         ids=[f"row{i + 1}" for i in range(len(TABLE))])
def test_simultaneous_conditions_table(a, b, c, d, outcome, me, cur):
    """PTCG:I-E: every row of the simultaneous win/lose conditions table."""
    g = table_board(me, cur, a, b, c, d)
    end_turn(g)
    settle(g)
    opp = 1 - me
    # the board met exactly the row's conditions
    assert (not g.pl(me)["prizes"], not g.pl(opp)["prizes"]) == (a, b)
    assert (not in_play(g.s, me), not in_play(g.s, opp)) == (c, d)
    r = g.result
    assert r is not None, "the game should be over"
    expected = {"draw": None, "win": me, "lose": opp}[outcome]
    assert r.winner == expected, (r, outcome)
    over = events(g, "game_over")
    assert len(over) == 1 and over[0].get("clause") == "PTCG:I-E"
    if outcome == "draw":
        e = events(g, "draw_reached")[-1]
        assert e["took_all"][me] == a and e["took_all"][opp] == b
        assert e["no_pokemon"][me] == c and e["no_pokemon"][opp] == d
    assert g.decision is None
    with pytest.raises(IllegalResponse):
        g.respond([0])
    check_invariants(g)


@pytest.mark.parametrize("me", [0, 1])
def test_taking_last_prize_wins(me: int):
    """PTCG:I-E: a player who takes their last Prize card wins (opponent still has Pokémon)."""
    g = table_board(me, me, True, False, False, False)
    end_turn(g)
    settle(g)
    assert g.result is not None and g.result.winner == me
    assert "Prize" in g.result.reason


@pytest.mark.parametrize("me", [0, 1])
def test_opponent_without_pokemon_loses(me: int):
    """PTCG:I-E: a player with no Pokémon in play loses (the opponent still has Prizes left)."""
    g = table_board(me, me, False, False, False, True)
    end_turn(g)
    settle(g)
    assert g.result is not None and g.result.winner == me
    assert "no Pokémon" in g.result.reason


def test_no_condition_met_game_goes_on():
    """PTCG:I-E: Knock Outs that meet no condition do not end the game."""
    g = table_board(0, 0, False, False, False, False)
    end_turn(g)  # nobody is Knocked Out
    assert g.result is None
    sc = Scenario()
    sc.active(0, SNOVER, damage=80, conditions=["poisoned"])
    sc.bench(0, KYOGRE)
    sc.active(1, SNOVER, damage=80, conditions=["poisoned"])
    sc.bench(1, KYOGRE)
    g = sc.start(player=1, turn=4)
    end_turn(g)
    settle(g)
    assert g.result is None and g.decision.kind == "main" and g.decision.player == 0


def test_win_judged_after_the_attack_finishes():
    """PTCG:I-E: a condition met during an attack is judged after the attack's processing
    ends: Swirling Waves still discards its 2 Energy after Knocking Out the last Pokémon."""
    sc = Scenario()
    sc.active(0, KYOGRE, energy=[WATER] * 3)
    sc.active(1, SNOVER)
    g = sc.start(player=0, turn=3)
    attack(g, "Swirling Waves")
    settle(g)
    assert g.result is not None and g.result.winner == 0
    types = [e["type"] for e in g.log]
    effect = max(i for i, e in enumerate(g.log) if e["type"] == "discard" and e["player"] == 0)
    assert effect < types.index("game_over")
    assert len(g.pl(0)["active"]["energy"]) == 1


# -- deck-out ------------------------------------------------------------------------------
def test_cannot_draw_at_start_of_turn_loses():
    """PTCG:I-E: a player who cannot draw at the start of their turn loses."""
    sc = Scenario()
    sc.active(0, KYOGRE)
    sc.active(1, KYOGRE)
    sc.deck(1)  # empty deck
    g = sc.start(player=0, turn=3)
    end_turn(g)
    assert g.result is not None and g.result.winner == 0
    assert "draw" in g.result.reason
    e = events(g, "deck_out")
    assert e and e[0]["player"] == 1 and e[0].get("clause") == "PTCG:I-E"
    # it happens at the start of the turn: no draw, no main phase for player 1
    assert events(g, "turn_start", player=1)
    assert not events(g, "draw", player=1)


def test_drawing_the_last_card_is_not_a_loss():
    """PTCG:I-E: drawing the last card is fine; the loss comes at the next turn's draw."""
    sc = Scenario()
    sc.active(0, KYOGRE)
    sc.active(1, KYOGRE)
    sc.deck(1, WATER)  # exactly one card
    g = sc.start(player=0, turn=3)
    end_turn(g)
    assert g.result is None
    assert g.decision.player == 1 and g.pl(1)["deck"] == []
    end_turn(g)
    assert g.result is None
    end_turn(g)
    assert g.result is not None and g.result.winner == 0


def test_empty_deck_during_own_turn_is_not_a_loss():
    """PTCG:I-E: running out of cards during a turn (drawing fewer than asked) loses nothing
    then; only being unable to draw at the start of a turn loses."""
    sc = Scenario()
    sc.active(0, KYOGRE)
    sc.active(1, KYOGRE)
    sc.deck(0, WATER, WATER)  # 2 cards; Lillie's Determination asks for 8
    sc.hand(0, LILLIE, WATER)
    g = sc.start(player=0, turn=3)
    do(g, "trainer", "Lillie's Determination")
    assert g.result is None
    assert g.pl(0)["deck"] == []
    assert len(g.pl(0)["hand"]) == 3  # the whole deck: 2 + the card shuffled back
    assert g.decision.kind == "main" and g.decision.player == 0
    end_turn(g)
    assert g.result is None
    end_turn(g)  # player 1's turn ends; player 0 cannot draw
    assert g.result is not None and g.result.winner == 1


# -- sudden death ---------------------------------------------------------------------------
def to_main(g) -> None:
    """Answer setup decisions with the first legal options until a main phase."""
    while g.result is None and g.decision.kind != "main":
        d = g.decision
        g.respond(list(range(max(d.min, 1 if d.kind != "setup_bench" else 0))))


def double_ko_no_bench(g) -> None:
    """Make both Active Pokémon (the only Pokémon in play) faint at the next Checkup."""
    for p in (0, 1):
        pl = g.pl(p)
        assert pl["bench"] == []
        slot = pl["active"]
        slot["dmg"] = g.hp(slot) - 10
        slot["psn"] = 1


def tiny_deck() -> list[str]:
    return [SNOVER] + [WATER] * 19


def test_draw_without_sudden_death_ends_the_game():
    """PTCG:I-E: both players meeting a condition at once is a draw (winner None)."""
    g = pokemon.new_game(tiny_deck(), tiny_deck(), seed=5)
    to_main(g)
    double_ko_no_bench(g)
    end_turn(g)
    settle(g)
    assert g.result is not None and g.result.winner is None
    assert not events(g, "sudden_death")


def test_sudden_death_restarts_with_one_prize_each():
    """PTCG:I-E: with sudden death, a draw restarts the whole game from the beginning
    (setup, coin flip) with 1 Prize card each, and the first to meet a condition wins."""
    g = pokemon.new_game(tiny_deck(), tiny_deck(), seed=5, sudden_death=True)
    to_main(g)
    assert all(len(g.pl(p)["prizes"]) == 6 for p in (0, 1))
    double_ko_no_bench(g)
    end_turn(g)
    settle(g)
    assert g.result is None
    sd = events(g, "sudden_death")
    assert len(sd) == 1 and sd[0].get("clause") == "PTCG:I-E"
    assert events(g, "draw_reached")
    # back to the start: every card in its owner's deck, a new coin flip
    assert g.decision.kind == "first"
    assert g.s["prize_count"] == 1
    for p in (0, 1):
        pl = g.pl(p)
        assert len(pl["deck"]) == 20
        assert pl["hand"] == pl["discard"] == pl["prizes"] == [] and pl["active"] is None
    check_invariants(g, total=40)
    coins = events(g, "coin", why="first player")
    assert len(coins) == 2
    to_main(g)
    assert all(len(g.pl(p)["prizes"]) == 1 for p in (0, 1))
    assert g.turn == 1
    # the first to meet a condition wins: Knock Out the opponent's Active
    me = g.current
    slot = g.pl(1 - me)["active"]
    slot["dmg"] = g.hp(slot) - 10
    slot["psn"] = 1
    end_turn(g)
    settle(g)
    assert g.result is not None and g.result.winner == me


def test_sudden_death_draw_again_restarts_again():
    """PTCG:I-E: a sudden-death game that is itself a draw is replayed as sudden death."""
    g = pokemon.new_game(tiny_deck(), tiny_deck(), seed=11, sudden_death=True)
    for expected_round in (1, 2):
        to_main(g)
        double_ko_no_bench(g)
        end_turn(g)
        settle(g)
        assert g.result is None
        assert len(events(g, "sudden_death")) == expected_round
        assert g.s["prize_count"] == 1
    check_invariants(g, total=40)


def test_sudden_death_from_a_scenario_table_draw():
    """PTCG:I-E: a table draw (row 4: both take their last Prize) restarts under sudden death."""
    g = table_board(0, 0, True, True, False, False)
    g.s["sudden_death"] = True
    end_turn(g)
    settle(g)
    assert g.result is None and g.decision.kind == "first"
    assert g.s["prize_count"] == 1
    check_invariants(g)
