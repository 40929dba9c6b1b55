"""Random games from setup to the end: invariants after every answer, same seed same game,
clone and JSON round trips at random decisions (also mid-chain and mid-combat)."""

from __future__ import annotations

import random

import tcgsim.zero as zero
from tcgsim.zero.game import Game

from .testcards.basic import DECK
from .util import check_invariants, continues_identically, play_random, random_answer


def test_random_games_end_with_invariants_after_every_answer() -> None:
    """ZD:101/ZD:200: games end with a result; each card stays in exactly one zone throughout."""
    for seed in range(6):
        g = zero.new_game(DECK, DECK, seed=seed)
        steps = play_random(g, random.Random(seed))
        assert g.result is not None and steps > 50
        assert g.result.winner in (0, 1, None)


def test_same_seed_same_game() -> None:
    a = zero.new_game(DECK, DECK, seed=11)
    b = zero.new_game(DECK, DECK, seed=11)
    play_random(a, random.Random(5), check=None)
    play_random(b, random.Random(5), check=None)
    assert a.to_json() == b.to_json()
    r = zero.replay(a.s)
    assert r.to_json() == a.to_json()


def test_clone_and_json_continue_identically() -> None:
    """Clones and JSON copies taken at random decisions (chain and combat included) play on
    exactly like the original."""
    rng = random.Random(3)
    kinds: set[str] = set()
    for seed in range(4):
        g = zero.new_game(DECK, DECK, seed=100 + seed)
        while g.result is None:
            if g.s["chain"]:
                kinds.add("chain")
            if g.s["combat"]:
                kinds.add("combat")
            if rng.random() < 0.08:
                continues_identically(g)
            else:
                g.respond(random_answer(g, rng))
        check_invariants(g)
    assert kinds == {"chain", "combat"}


def test_zero_is_a_registered_game_with_bundled_decks() -> None:
    """ZD:100: the registry reaches the engine; every bundled deck is a legal 50-card deck and
    a game between two of them starts, serializes and replays."""
    from tcgsim.games import game_kind

    kind = game_kind("zero")
    names = kind.bundled_decks()
    assert kind.default_deck in names and len(names) >= 2
    for name in names:
        deck = kind.load_deck(name)
        assert len(kind.card_ids(deck)) == 50 and zero.check_deck(deck) == []
    a, b = kind.load_deck(names[0]), kind.load_deck(names[1])
    g = kind.new_game(a, b, seed=2)
    play_random(g, random.Random(2), check=None)
    assert kind.from_json(g.to_json()).to_json() == g.to_json()
    assert kind.replay(g.s).to_json() == g.to_json()


def test_a_copy_taken_while_a_tactic_resolves_finishes_it_once() -> None:
    """ZD:320/ZD:106: a clone or JSON copy taken at a decision inside a tactic's effect
    resolves it exactly as the original: the tactic goes to the rest zone and leaves the
    chain (a copy holds equal links, never the same objects)."""
    from tcgsim.zero.scenario import Scenario

    from .util import act, auto_pay, pass_priority

    sc = Scenario()
    sc.resources(0, "TS06-016", n=4)
    sc.deck(0, "TS06-016", "TS06-016", "TS06-016", pad=5)
    intel = sc.hand(0, "TS06-012")[0]
    g = sc.start(player=0, turn=3)
    act(g, "use", intel)
    auto_pay(g)
    pass_priority(g, 2)
    assert g.decision is not None and g.decision.kind == "pick"
    copies = [g.clone(), Game.from_json(g.to_json())]
    for x in [g, *copies]:
        while x.decision is not None and x.decision.kind != "priority":
            x.respond(list(range(x.decision.min)) or [0])
        assert x.s["chain"] == [] and intel in x.pl(0)["rest"]
    assert copies[0].to_json() == g.to_json() == copies[1].to_json()
