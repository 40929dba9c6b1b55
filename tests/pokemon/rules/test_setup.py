"""Setup (PTCG:I-G): first player by coin, shuffle, 7 cards, face-down Active and Bench,
mulligans with the opponent's extra draws, 6 Prize cards, reveal.

Mulligan boards come from decks with very few Basic Pokémon; the seeds are found by a
bounded search (so the tests keep working if the shuffle changes) and then replayed.
"""

from __future__ import annotations

from collections.abc import Callable

import orjson
import pytest

import tcgsim.pokemon as pokemon
from tcgsim.core import IllegalResponse
from tcgsim.pokemon.game import Game, initial_state
from tests.helpers import SNOVER, WATER, bench_deck, check_invariants, events

FEW = [SNOVER] + [WATER] * 59  # one Basic: mulligans nearly always
SOME = [SNOVER] * 4 + [WATER] * 56  # four Basics: about 60% of hands lack one
MANY = [SNOVER] * 40 + [WATER] * 20  # a Basic in virtually every hand


def forced_game(d0: list[str], d1: list[str], *coins: bool, seed: int = 0) -> Game:
    """A new game whose setup coin flips are forced (True = heads)."""
    g = Game(initial_state([d0, d1], seed))
    g.rng.force(*coins)
    g.push("setup")
    g.run()
    return g


def advance(g: Game, until: Callable[[Game], bool] = lambda g: False) -> None:
    """Answer setup decisions plainly (go first, first Basic, no Bench, draw 0) until
    ``until(g)`` or the first main phase."""
    while g.result is None and g.decision.kind != "main" and not until(g):
        d = g.decision
        g.respond([] if d.min == 0 else [0])


def find_seed(d0, d1, pred: Callable[[Game], bool], limit: int = 3000) -> int:
    """The first seed whose setup (answered by ``advance``) satisfies ``pred``."""
    for seed in range(limit):
        g = pokemon.new_game(d0, d1, seed=seed)
        advance(g)
        if pred(g):
            return seed
    raise AssertionError("no seed found")


def mulligans(g: Game, p: int, counted: bool | None = None) -> list[dict]:
    return [e for e in events(g, "mulligan", player=p)
            if counted is None or e["counted"] == counted]


@pytest.mark.parametrize(("heads", "winner"), [(True, 0), (False, 1)])
def test_coin_flip_winner_chooses_first_or_second(heads: bool, winner: int):
    """PTCG:I-G step 2: the winner of the coin flip chooses to go first or second."""
    g = forced_game(bench_deck(), bench_deck(), heads)
    d = g.decision
    assert d.kind == "first" and d.player == winner
    assert [o.data for o in d.options] == ["first", "second"]
    coin = events(g, "coin")[0]
    assert coin["result"] == ("heads" if heads else "tails") and coin.get("clause") == "PTCG:I-G"
    assert len(g.pl(0)["hand"]) == len(g.pl(1)["hand"]) == 0  # nothing dealt yet


@pytest.mark.parametrize("choice", [0, 1])
@pytest.mark.parametrize("heads", [True, False])
def test_first_player_takes_turn_one(heads: bool, choice: int):
    """PTCG:I-G steps 2 and 8: the chosen first player takes the first turn."""
    g = forced_game(MANY, MANY, heads)
    winner = g.decision.player
    g.respond([choice])
    first = winner if choice == 0 else 1 - winner
    assert g.s["first"] == first
    assert events(g, "first_player")[0]["player"] == first
    advance(g)
    assert g.turn == 1 and g.current == first and g.decision.player == first
    assert events(g, "turn_start")[0]["player"] == first


def test_first_coin_is_fair_over_seeds():
    """PTCG:I-G step 2: the coin really decides (both players win it over many seeds) and the
    decision goes to the flip's winner."""
    winners = set()
    for seed in range(40):
        g = pokemon.new_game(MANY, MANY, seed=seed)
        coin = events(g, "coin")[0]
        assert g.decision.player == coin["winner"] == (0 if coin["result"] == "heads" else 1)
        winners.add(coin["winner"])
    assert winners == {0, 1}


def test_shuffle_then_seven_card_hands():
    """PTCG:I-G steps 3-4: each deck is shuffled, then each player draws 7 cards."""
    seed = find_seed(bench_deck(), bench_deck(), lambda g: not events(g, "mulligan"))
    g = pokemon.new_game(bench_deck(), bench_deck(), seed=seed)
    g.respond([0])
    for p in (0, 1):
        assert len(g.pl(p)["hand"]) == 7
        assert len(g.pl(p)["deck"]) == 53
        shuffle = events(g, "shuffle", player=p)
        draw = events(g, "draw", player=p)
        assert shuffle and draw and draw[0]["n"] == 7
        assert g.log.index(shuffle[0]) < g.log.index(draw[0])
    # the hand is private: the opponent's log shows the count only
    other = [e for e in g.log_for(1) if e["type"] == "draw" and e["player"] == 0]
    assert other and "cards" not in other[0] and other[0]["n"] == 7
    own = [e for e in g.log_for(0) if e["type"] == "draw" and e["player"] == 0]
    assert len(own[0]["cards"]) == 7
    check_invariants(g, total=120)


def test_active_and_bench_face_down_until_reveal():
    """PTCG:I-G steps 5-6 and 8: the first player, then the second, puts an Active Pokémon
    (a Basic) face down, then Basics on the Bench face down (optional); the opponent cannot
    see them until both are revealed when the game starts."""
    def two_basics_no_mulligan(seed: int) -> bool:
        g = pokemon.new_game(bench_deck(), bench_deck(), seed=seed)
        g.respond([0])
        hand = g.pl(g.s["first"])["hand"]
        return not events(g, "mulligan") and sum(g.d(c).is_basic_pokemon for c in hand) >= 2

    seed = next(s for s in range(3000) if two_basics_no_mulligan(s))
    g = pokemon.new_game(bench_deck(), bench_deck(), seed=seed)
    g.respond([0])
    first = g.s["first"]
    second = 1 - first
    d = g.decision
    assert d.kind == "setup_active" and d.player == first
    hand = g.pl(first)["hand"]
    basics = sorted((c for c in hand if g.d(c).is_basic_pokemon), key=lambda c: (g.s["defs"][c], c))
    assert [o.data for o in d.options] == basics  # exactly the Basics, in card order
    assert d.min == d.max == 1
    start = len(g.log)
    chosen = basics[0]
    g.respond([0])
    # face down: the owner sees it, the opponent does not
    mine = g.view(first)["players"][first]["active"]
    theirs = g.view(second)["players"][first]["active"]
    assert mine["facedown"] is True and mine["name"] == g.name(chosen)
    assert theirs == {"facedown": True}
    assert g.view(None)["players"][first]["active"] == {"facedown": True}
    d = g.decision
    assert d.kind == "setup_bench"
    assert d.player == first and d.min == 0
    assert all(g.d(o.data).is_basic_pokemon for o in d.options)
    assert d.max == min(5, len(d.options))
    g.respond(list(range(d.max)))
    assert g.pl(first)["bench"]
    for b in g.view(second)["players"][first]["bench"]:
        assert b == {"facedown": True}
    d = g.decision
    assert d.kind == "setup_active" and d.player == second
    # nothing in the opponent's log names the face-down cards
    hidden = orjson.dumps(g.log_for(second, start)).decode()
    assert f'"id":{chosen},' not in hidden
    advance(g)
    reveal = events(g, "reveal_setup")
    assert {e["player"] for e in reveal} == {0, 1}
    assert all(e.get("clause") == "PTCG:I-G" for e in reveal)
    for p in (0, 1):
        v = g.view(1 - p)["players"][p]
        assert v["active"]["facedown"] is False and v["active"]["name"]
        assert all(b["facedown"] is False for b in v["bench"])
    assert g.top(g.pl(first)["active"]).name == g.name(chosen)


def test_six_prize_cards_and_deck_counts_after_setup():
    """PTCG:I-G step 7: each player sets 6 Prize cards from the top of their deck."""
    seed = find_seed(bench_deck(), bench_deck(), lambda g: not events(g, "mulligan"))
    g = pokemon.new_game(bench_deck(), bench_deck(), seed=seed)
    advance(g)
    first = g.s["first"]
    for p in (0, 1):
        pl = g.pl(p)
        assert len(pl["prizes"]) == 6
        in_play = 1 + len(pl["bench"])
        drew = 1 if p == first else 0  # the first player's turn-1 draw
        assert len(pl["deck"]) == 60 - 7 - 6 - drew
        assert len(pl["hand"]) == 7 - in_play + drew
        e = events(g, "prizes_set", player=p)
        assert e and e[0]["n"] == 6 and e[0].get("clause") == "PTCG:I-G"
    check_invariants(g, total=120)


def test_prize_count_is_a_game_option():
    """PTCG:I-G step 7 (and PTCG:S4-DECK variants): the number of Prize cards is a game
    option, 6 by default."""
    g = pokemon.new_game(MANY, MANY, seed=1, prizes=4)
    advance(g)
    assert [len(g.pl(p)["prizes"]) for p in (0, 1)] == [4, 4]


# -- mulligans --------------------------------------------------------------------------------
def test_mulligan_opponent_may_draw_zero_to_k():
    """PTCG:I-G step 5a-d and 7: a player without a Basic reveals the hand, shuffles it back
    and redraws; after Prizes are set, the opponent may draw up to one extra card per
    mulligan (0..k), and may Bench Basics drawn that way."""
    seed = find_seed(FEW, MANY, lambda g: len(mulligans(g, 0)) >= 2 and not mulligans(g, 1))
    g = pokemon.new_game(FEW, MANY, seed=seed)
    advance(g, until=lambda g: g.decision.kind == "mulligan_draw")
    mull = mulligans(g, 0)
    k = len(mull)
    assert all(e["counted"] for e in mull)
    assert all(e.get("clause") == "PTCG:I-G" for e in mull)
    for e in mull:  # the revealed hand: 7 cards, none a Basic Pokémon
        assert len(e["hand"]) == 7
        assert all(c["card"] != SNOVER for c in e["hand"])
    # the mulligan hand is public: the opponent's log shows it
    assert all("hand" in e for e in g.log_for(1) if e["type"] == "mulligan")
    # each mulligan shuffles the hand back and deals a new 7
    assert len(events(g, "shuffle", player=0)) == k + 1
    assert g.pl(0)["mulligans"] == k
    d = g.decision
    assert d.kind == "mulligan_draw" and d.player == 1
    assert [o.data for o in d.options] == list(range(k + 1))
    assert d.min == d.max == 1
    # after the Prize cards are set
    assert len(events(g, "prizes_set")) == 2
    assert len(g.pl(1)["prizes"]) == 6
    hand = len(g.pl(1)["hand"])
    bench = len(g.pl(1)["bench"])
    g.respond([k])
    assert len(g.pl(1)["hand"]) + len(g.pl(1)["bench"]) - bench == hand + k
    if g.decision.kind == "setup_bench":  # Basics (drawn now or kept) may go to the Bench
        d = g.decision
        assert d.player == 1 and d.min == 0
        basics = {c for c in g.pl(1)["hand"] if g.d(c).is_basic_pokemon}
        assert {o.data for o in d.options} == basics
        assert d.max == min(len(d.options), 5 - bench)
        g.respond([0])
        assert len(g.pl(1)["bench"]) == bench + 1
    advance(g)
    assert len(g.pl(1)["prizes"]) == 6
    check_invariants(g, total=120)


def test_mulligan_extra_draw_zero_draws_nothing():
    """PTCG:I-G step 7: the opponent may decline the extra cards (draw 0)."""
    seed = find_seed(FEW, MANY, lambda g: len(mulligans(g, 0)) >= 1 and not mulligans(g, 1))
    g = pokemon.new_game(FEW, MANY, seed=seed)
    advance(g, until=lambda g: g.decision.kind == "mulligan_draw")
    hand = len(g.pl(1)["hand"])
    for bad in ([], [0, 1], [len(g.decision.options)]):
        with pytest.raises(IllegalResponse):
            g.respond(bad)
    g.respond([0])
    assert len(g.pl(1)["hand"]) == hand
    # drawing nothing still leaves the chance to Bench Basics kept in hand
    if g.decision.kind == "setup_bench" and g.decision.player == 1:
        assert all(g.d(o.data).is_basic_pokemon for o in g.decision.options)
        assert {o.data for o in g.decision.options} <= set(g.pl(1)["hand"])


def test_both_players_mulligan_no_extra_draws():
    """PTCG:I-G step 5a: when both players lack a Basic, both reveal and start again from
    step 3, and those redraws are not mulligans the opponent is compensated for."""
    seed = find_seed(
        SOME, SOME,
        lambda g: mulligans(g, 0) and mulligans(g, 1)
        and not any(e["counted"] for e in events(g, "mulligan")),
    )
    g = pokemon.new_game(SOME, SOME, seed=seed)
    kinds = []
    while g.decision.kind != "main":
        kinds.append(g.decision.kind)
        g.respond([] if g.decision.min == 0 else [0])
    assert "mulligan_draw" not in kinds
    assert g.pl(0)["mulligans"] == g.pl(1)["mulligans"] == 0
    rounds = events(g, "mulligan")
    assert len(rounds) % 2 == 0  # both players, each round
    assert all(len(g.pl(p)["prizes"]) == 6 for p in (0, 1))


def test_only_single_mulligans_count():
    """PTCG:I-G step 5: after a round where both lacked a Basic (not counted), a round where
    only one player lacks one counts, and the extra-draw offer is exactly that count."""
    seed = find_seed(
        SOME, SOME,
        lambda g: any(not e["counted"] for e in events(g, "mulligan"))
        and any(e["counted"] for e in events(g, "mulligan")),
    )
    g = pokemon.new_game(SOME, SOME, seed=seed)
    advance(g, until=lambda g: g.decision.kind == "mulligan_draw")
    d = g.decision
    p = d.player
    counted = len(mulligans(g, 1 - p, counted=True))
    assert counted >= 1 and mulligans(g, 1 - p, counted=False)
    assert g.pl(1 - p)["mulligans"] == counted
    assert len(d.options) == counted + 1


def test_setup_bench_at_most_five():
    """PTCG:I-G step 6: up to 5 Basics may be put on the Bench during setup."""
    g = pokemon.new_game(MANY, MANY, seed=3)
    advance(g, until=lambda g: g.decision.kind == "setup_bench")
    d = g.decision
    assert d.min == 0 and d.max == min(5, len(d.options))
    assert len(d.options) == 6  # 7 Snover drawn, one is the Active
    with pytest.raises(IllegalResponse):
        g.respond(list(range(6)))
    g.respond(list(range(5)))
    assert len(g.pl(d.player)["bench"]) == 5
