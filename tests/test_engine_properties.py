"""Engine properties over many random games of the benchmark deck (DESIGN.md, "Engine
requirements"): clone and JSON round trips resume identically at any decision; seed +
answers replay a game; illegal answers raise and change nothing; views hide exactly what
the rules hide (PTCG:I-G, PTCG:I-H); invariants hold after every step (PTCG:I-D)."""

from __future__ import annotations

import random
import subprocess
import sys
from typing import Any

import orjson
import pytest

import tcgsim.pokemon as pokemon
from tcgsim.core import IllegalResponse
from tcgsim.pokemon.game import Game
from tests.helpers import (
    answers_of,
    bench_game,
    check_bench_invariants,
    play_random,
    random_answer,
)

SEEDS = range(12)


def run_to(g: Game, rng: random.Random, steps: int) -> None:
    """Answer randomly for up to ``steps`` answers (stops early at the game's end)."""
    for _ in range(steps):
        if g.result is not None:
            return
        g.respond(random_answer(g, rng))


# -- (a) clone and serialization ---------------------------------------------------------
@pytest.mark.parametrize("seed", SEEDS)
def test_clone_and_json_resume_identically(seed: int):
    """Clone, to_json/from_json at random decision points (mid-attack and mid-Trainer ones
    included): each copy, given the same answers, plays out the same rest of the game
    (PTCG:I-D and PTCG:I-E outcomes included)."""
    first = bench_game(seed)
    play_random(first, random.Random(seed))
    answers = answers_of(first)
    points = set(random.Random(-seed).sample(range(len(answers)), min(6, len(answers))))
    g = bench_game(seed)
    copies: list[tuple[Game, int]] = []
    for step, ans in enumerate(answers):
        if step in points:
            copies.append((g.clone(), len(g.log)))
            copies.append((pokemon.Game.from_json(g.to_json()), len(g.log)))
            assert pokemon.Game.from_json(g.to_json()).to_json() == g.to_json()
        for c, _ in copies:
            assert c.decision == g.decision
            c.respond(list(ans))
        g.respond(ans)
    assert g.result is not None
    assert copies, "the game ended before the first copy point"
    final = g.to_json()
    for c, n in copies:
        assert c.result == g.result
        assert c.log[n:] == g.log[n:]
        assert c.to_json() == final


def test_clone_is_independent():
    """A clone shares nothing with its original: playing one leaves the other unchanged."""
    g = bench_game(3)
    run_to(g, random.Random(3), 30)
    before = g.to_json()
    c = g.clone()
    play_random(c, random.Random(99))
    assert g.to_json() == before
    assert c.to_json() != before


def test_json_resume_in_another_process():
    """A game serialized at a decision resumes in another Python process with the same
    answers to the same final state."""
    rng = random.Random(5)
    g = bench_game(5)
    run_to(g, rng, 40)
    assert g.result is None
    saved = g.to_json()
    future: list[list[int]] = []
    while g.result is None:
        ans = random_answer(g, rng)
        future.append(ans)
        g.respond(ans)
    code = (
        "import sys, orjson\n"
        "import tcgsim.pokemon as pokemon\n"
        "data = orjson.loads(sys.stdin.buffer.read())\n"
        "g = pokemon.Game.from_json(data['state'])\n"
        "for a in data['answers']:\n"
        "    g.respond(a)\n"
        "sys.stdout.write(g.to_json())\n"
    )
    out = subprocess.run(
        [sys.executable, "-c", code],
        input=orjson.dumps({"state": saved, "answers": future}),
        capture_output=True, check=True,
    )
    assert orjson.loads(out.stdout) == orjson.loads(g.to_json())


# -- (b) determinism -----------------------------------------------------------------------
@pytest.mark.parametrize("seed", SEEDS)
def test_same_seed_same_answers_same_game(seed: int):
    """Seed + list of answers replays a game exactly (shuffles and coins included)."""
    g = bench_game(seed)
    play_random(g, random.Random(seed))
    h = bench_game(seed)
    for a in answers_of(g):
        h.respond(a)
    assert h.to_json() == g.to_json()
    assert h.result == g.result
    r = pokemon.replay(orjson.loads(g.to_json()))
    assert r.to_json() == g.to_json()


@pytest.mark.parametrize("seed", SEEDS[:4])
def test_a_game_that_stops_logging_plays_the_same(seed: int):
    """A game that stopped logging (``stop_logging``), and a clone made of it halfway, get
    the same decisions and end in the same state, the log aside, as the game that logs, given
    the same answers: no rule reads the log. Their log stays as it was when it stopped."""
    g = bench_game(seed)
    play_random(g, random.Random(seed))
    answers = answers_of(g)
    logged, quiet = bench_game(seed), bench_game(seed)
    quiet.stop_logging()
    kept = len(quiet.log)
    for step, ans in enumerate(answers):
        if step == len(answers) // 2:
            quiet = quiet.clone()
        assert quiet.decision == logged.decision
        logged.respond(ans)
        quiet.respond(ans)
    assert quiet.result == logged.result is not None
    assert len(quiet.log) == kept < len(logged.log)
    assert orjson.loads(quiet.to_json()) == {**orjson.loads(logged.to_json()), "log": quiet.log}


def test_different_seeds_differ():
    """The seed matters: two seeds deal different opening hands."""
    a, b = bench_game(1), bench_game(2)
    a.respond([0])
    b.respond([0])
    assert [a.pl(p)["hand"] for p in (0, 1)] != [b.pl(p)["hand"] for p in (0, 1)]


# -- (c) illegal answers -------------------------------------------------------------------
def bad_answers(d) -> list[Any]:
    n = len(d.options)
    bad: list[Any] = [
        [n], [-1], [10**9], ["0"], [0.0], [None], [True], [[0]], 0, "0", None, {0}, {"a": 0},
    ]
    if d.max >= 1:
        bad.append([0, 0])
    if d.max < n:
        bad.append(list(range(d.max + 1)))
    if d.min >= 1:
        bad.append(list(range(d.min - 1)))
    if d.min == d.max == 1 and n >= 2:
        bad.append([0, 1])
    return bad


@pytest.mark.parametrize("seed", range(6))
def test_illegal_answers_raise_and_change_nothing(seed: int):
    """Out of range, duplicates, too many, too few, non-integers, non-lists: IllegalResponse,
    and the game (state, log, RNG) is exactly as before."""
    rng = random.Random(seed)
    g = bench_game(seed)
    tried = set()
    step = 0
    while g.result is None:
        d = g.decision
        if step % 3 == 0 or d.kind not in tried:
            tried.add(d.kind)
            before = g.to_json()
            for bad in bad_answers(d):
                with pytest.raises(IllegalResponse):
                    g.respond(bad)
                assert g.to_json() == before, f"{bad!r} changed the game"
                assert g.decision == d
        g.respond(random_answer(g, rng))
        step += 1
    over = g.to_json()
    for bad in ([0], [], [1, 2], None):
        with pytest.raises(IllegalResponse):
            g.respond(bad)
    assert g.to_json() == over


def test_tuple_answers_are_accepted_like_lists():
    """An answer is a sequence of indices; a tuple is read as the list."""
    g1, g2 = bench_game(4), bench_game(4)
    g1.respond([0])
    g2.respond((0,))
    assert g1.to_json() == g2.to_json()


# -- (d) views -----------------------------------------------------------------------------
def hidden_perturbations(g: Game, p: int, rng: random.Random) -> list[Game]:
    """Copies of g that differ only in what player p cannot see."""
    out = []
    o = 1 - p

    def copy(fn) -> None:
        c = g.clone()
        fn(c)
        out.append(c)

    copy(lambda c: c.pl(o)["hand"].reverse())
    copy(lambda c: rng.shuffle(c.pl(o)["deck"]))
    copy(lambda c: rng.shuffle(c.pl(p)["deck"]))
    copy(lambda c: rng.shuffle(c.pl(o)["prizes"]))
    copy(lambda c: rng.shuffle(c.pl(p)["prizes"]))

    def swap_hand_deck(c: Game) -> None:
        pl = c.pl(o)
        if pl["hand"] and pl["deck"]:
            i, j = rng.randrange(len(pl["hand"])), rng.randrange(len(pl["deck"]))
            pl["hand"][i], pl["deck"][j] = pl["deck"][j], pl["hand"][i]

    def swap_prize_deck(c: Game) -> None:
        pl = c.pl(o)
        if pl["prizes"] and pl["deck"]:
            i, j = rng.randrange(len(pl["prizes"])), rng.randrange(len(pl["deck"]))
            pl["prizes"][i], pl["deck"][j] = pl["deck"][j], pl["prizes"][i]

    copy(swap_hand_deck)
    copy(swap_prize_deck)
    return out


def card_ids_in(x: Any) -> set[int]:
    """Every card shown in a view: the ``id`` of each card reference."""
    found: set[int] = set()
    if isinstance(x, dict):
        if "id" in x and "card" in x and isinstance(x["id"], int):
            found.add(x["id"])
        for v in x.values():
            found |= card_ids_in(v)
    elif isinstance(x, list):
        for v in x:
            found |= card_ids_in(v)
    return found


@pytest.mark.parametrize("seed", range(8))
def test_views_depend_only_on_what_the_player_may_see(seed: int):
    """PTCG:I-G, PTCG:I-H: the view of player p is identical for games that differ only in
    the opponent's hand, any deck order, or face-down Prize cards; it shows no hidden card.
    A spectator's view does not change with either player's hidden cards."""
    rng = random.Random(seed)
    g = bench_game(seed)
    step = 0
    while g.result is None:
        if step % 7 == 0:
            for p in (0, 1):
                v = g.view(p)
                for c in hidden_perturbations(g, p, rng):
                    assert c.view(p) == v
                s = g.s
                hidden = set(s["players"][1 - p]["hand"]) | set(s["players"][1 - p]["deck"])
                hidden |= set(s["players"][p]["deck"])
                for q in (0, 1):
                    hidden |= set(s["players"][q]["prizes"])
                assert not (card_ids_in(v) & hidden)
            # a spectator sees neither hand, no deck order and no Prize card
            spectator = g.view(None)
            for p in (0, 1):
                for c in hidden_perturbations(g, p, rng):
                    c.pl(p)["hand"].reverse()
                    assert c.view(None) == spectator
        g.respond(random_answer(g, rng))
        step += 1


@pytest.mark.parametrize("seed", range(4))
def test_views_show_counts_and_own_decisions_only(seed: int):
    """The opponent's hand is a count; a decision is shown to its player only; the own hand
    is shown in full."""
    rng = random.Random(seed)
    g = bench_game(seed)
    while g.result is None:
        d = g.decision
        for p in (0, 1):
            v = g.view(p)
            me, opp = v["players"][p], v["players"][1 - p]
            assert opp["hand"] is None and opp["hand_count"] == len(g.pl(1 - p)["hand"])
            assert sorted(c["id"] for c in me["hand"]) == sorted(g.pl(p)["hand"])
            assert me["deck_count"] == len(g.pl(p)["deck"])
            assert opp["prize_count"] == len(g.pl(1 - p)["prizes"])
            assert v["waiting_for"] == d.player
            if p == d.player:
                assert v["decision"]["options"] == [o.label for o in d.options]
                assert (v["decision"]["min"], v["decision"]["max"]) == (d.min, d.max)
            else:
                assert v["decision"] is None
        assert g.view(None)["decision"] is None
        g.respond(random_answer(g, rng))
    assert g.view(0)["result"] == g.view(1)["result"] is not None


@pytest.mark.parametrize("seed", range(4))
def test_log_for_hides_the_opponents_draws(seed: int):
    """PTCG:I-H: a player's log shows their own drawn cards and only the number of the
    opponent's; secret parts never leak into another player's or a spectator's log."""
    g = bench_game(seed)
    play_random(g, random.Random(seed))
    full = g.log
    for p in (0, 1, None):
        log = g.log_for(p)
        assert len(log) == len(full)
        for e, raw in zip(log, full, strict=True):
            assert "secret" not in e and "to" not in e
            if e["type"] == "draw":
                assert e["n"] >= 1
                if p == e["player"]:
                    assert len(e["cards"]) == e["n"]
                else:
                    assert "cards" not in e
            if "secret" in raw and p not in raw["to"]:
                for k in raw["secret"]:
                    assert k not in e or e[k] == raw.get(k)
    assert any(e["type"] == "draw" for e in full)


# -- (e) invariants after every step -----------------------------------------------------------
@pytest.mark.parametrize("seed", range(20))
def test_invariants_after_every_step(seed: int):
    """Every card in exactly one place (120 cards), damage >= 0, Bench <= 5, conditions only
    on the Active, one pending decision until the game ends (PTCG:I-D, PTCG:I-E)."""
    g = bench_game(seed)
    steps = play_random(g, random.Random(seed), check=check_bench_invariants)
    assert steps > 0 and g.result is not None
