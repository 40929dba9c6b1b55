"""Games rebuilt from one player's view: everything public kept, hidden cards sampled from
what could be there, and nothing taken from the real game (PTCG:I-G, PTCG:I-H)."""

from __future__ import annotations

import random
from collections import Counter
from typing import Any

import pytest

from tcgsim import pokemon
from tcgsim.agents import HeuristicAgent, RandomAgent
from tcgsim.agents.mcts import Horizon
from tcgsim.agents.pokemon.determinize import (
    CannotDeterminize,
    determinize,
    rebuildable,
    redeal,
    stop_at,
    view_key,
)
from tcgsim.agents.pokemon.evaluate import evaluate
from tcgsim.pokemon.game import Game
from tcgsim.pokemon.model.deck import bundled_deck
from tcgsim.pokemon.scenario import Scenario
from tests.helpers import KYOGRE, MEGA_ABOMASNOW, SNOVER, WATER, check_invariants

GRENINJA = "limitless2026-09-07_rcc43_11_hussainisa9_greninja"
GARDEVOIR = "naic2024_02_ivanoff_gardevoir"


def main_points(deck0: str, deck1: str, seed: int, every: int = 1):
    """(game, view) at main-phase decisions of a heuristic-vs-random game."""
    ids0, ids1 = bundled_deck(deck0).card_ids(), bundled_deck(deck1).card_ids()
    g = pokemon.new_game(ids0, ids1, seed=seed)
    agents = [HeuristicAgent(seed), RandomAgent(seed)] if seed % 2 else [
        HeuristicAgent(seed), HeuristicAgent(seed + 1)]
    k = 0
    while (d := g.decision) is not None:
        view = g.view(d.player)
        if d.kind == "main":
            if k % every == 0:
                yield g, view
            k += 1
        g.respond(agents[d.player].act(view, d))


def hidden_multiset(g: Game, p: int, zones: tuple[str, ...]) -> Counter[str]:
    return Counter(g.s["defs"][c] for z in zones for c in g.pl(p)[z])


@pytest.mark.parametrize(("deck0", "deck1", "seed"), [
    ("bench-abomasnow", "bench-abomasnow", 1),
    ("bench-abomasnow", "bench-abomasnow", 2),
    (GRENINJA, GRENINJA, 3),
    (GRENINJA, GARDEVOIR, 4),
])
def test_a_rebuilt_game_shows_the_viewer_exactly_the_real_view(deck0: str, deck1: str,
                                                               seed: int) -> None:
    """PTCG:I-H: at every main-phase decision the rebuilt game's view for the viewer equals
    the real view (only the log is not rebuilt), so it offers the same options with the same
    data; its own hidden cards are the real ones in another order, and with the opponent's
    list known (open decklists) so are the opponent's."""
    rng = random.Random(seed)
    points = 0
    for g, view in main_points(deck0, deck1, seed):
        p = view["you"]
        opp_list = g.s["decks"][1 - p]
        det = determinize(view, rng, opp_list)
        again = det.view(p)
        assert {**again, "log_size": 0} == {**view, "log_size": 0}
        assert det.decision == g.decision
        check_invariants(det, views=False)
        assert hidden_multiset(det, p, ("deck", "prizes")) == hidden_multiset(g, p, ("deck",
                                                                                     "prizes"))
        assert hidden_multiset(det, 1 - p, ("hand", "deck", "prizes")) == hidden_multiset(
            g, 1 - p, ("hand", "deck", "prizes"))
        points += 1
    assert points >= 10


def test_a_promotion_after_the_opponents_attack_is_rebuilt_exactly() -> None:
    """PTCG:I-D, PTCG:I-H: where the opponent's attack Knocked Out the viewer's Active, the
    viewer chooses the new one in the opponent's turn; the rebuilt game (the Knock Out
    check's step 5, then the end of that turn) shows the viewer exactly the real view, asks
    the same decision, and plays on into the viewer's next turn."""
    ids = bundled_deck(GARDEVOIR).card_ids()
    rebuilt = 0
    for seed in range(3):
        g = pokemon.new_game(ids, ids, seed=seed)
        agents = [HeuristicAgent(seed), HeuristicAgent(seed + 1)]
        while (d := g.decision) is not None:
            view = g.view(d.player)
            if d.kind == "promote" and g.s["cur"] != d.player:
                assert rebuildable(view)
                det = determinize(view, random.Random(seed), ids)
                assert {**det.view(d.player), "log_size": 0} == {**view, "log_size": 0}
                assert det.decision == d
                det.respond([0])
                while (n := det.decision) is not None and det.turn == view["turn"]:
                    det.respond(agents[n.player].act(det.view(n.player), n))
                assert det.result is not None or (det.turn, det.s["cur"]) == (
                    view["turn"] + 1, d.player)
                rebuilt += 1
            g.respond(agents[d.player].act(view, d))
    assert rebuilt >= 5


def test_determinizations_vary_the_hidden_cards_and_only_them() -> None:
    """Different draws give different hands, deck orders and Prize cards; the public board,
    the own hand and the counts never change."""
    g, view = next((g, v) for g, v in main_points("bench-abomasnow", "bench-abomasnow", 1)
                   if v["turn"] >= 3)
    p = view["you"]
    rng = random.Random(0)
    hands, decks, prizes = set(), set(), set()
    for _ in range(12):
        det = determinize(view, rng)
        opp = det.pl(1 - p)
        hands.add(tuple(sorted(det.s["defs"][c] for c in opp["hand"])))
        decks.add(tuple(det.pl(p)["deck"]))
        prizes.add(tuple(sorted(det.pl(p)["prizes"])))
        assert sorted(det.pl(p)["hand"]) == sorted(g.pl(p)["hand"])
        assert len(opp["hand"]) == len(g.pl(1 - p)["hand"])
        assert len(opp["deck"]) == len(g.pl(1 - p)["deck"])
    assert len(hands) > 1 and len(decks) > 1 and len(prizes) > 1


def test_without_the_opponents_list_the_own_list_is_the_belief() -> None:
    """Closed lists: the opponent's unseen cards are drawn from the viewer's own list less the
    opponent's cards in sight; cards of their real list the viewer never saw cannot appear."""
    sc = Scenario()
    sc.active(0, KYOGRE, energy=[WATER])
    sc.hand(0, WATER)
    sc.active(1, SNOVER)
    sc.hand(1, "sv10-176", "sv10-176")  # Team Rocket's Petrel, not in player 0's list
    g = sc.start(player=0, turn=3)
    view = g.view(0)
    own = Counter(view["players"][0]["deck_list"])
    for seed in range(5):
        det = determinize(view, random.Random(seed))
        opp_cards = Counter(det.s["defs"][c] for z in ("hand", "deck", "prizes")
                            for c in det.pl(1)[z])
        assert "sv10-176" not in opp_cards
        assert not opp_cards - own  # drawn from the own list


def test_a_setup_decision_cannot_be_rebuilt() -> None:
    g = pokemon.new_game(bundled_deck("bench-abomasnow").card_ids(),
                         bundled_deck("bench-abomasnow").card_ids(), seed=0)
    d = g.decision
    assert d is not None and d.kind != "main"
    with pytest.raises(CannotDeterminize, match="main-phase decision or a promotion"):
        determinize(g.view(d.player), random.Random(0))
    with pytest.raises(CannotDeterminize):
        determinize(g.view(1 - d.player), random.Random(0))  # nothing pending for them


def test_the_evaluation_prefers_prizes_damage_and_a_developed_board() -> None:
    """Taking a Prize card, damaging the opposing Active and evolving each raise the score;
    a won game scores 1 and a lost one 0."""
    def position(prizes_left: int = 6, damage: int = 0, evolved: bool = False,
                 bench: bool = True) -> float:
        sc = Scenario()
        sc.active(0, *((SNOVER, MEGA_ABOMASNOW) if evolved else (SNOVER,)))
        if bench:
            sc.bench(0, KYOGRE)
        sc.active(1, KYOGRE, damage=damage)
        sc.bench(1, SNOVER)
        sc.prizes(0, n=prizes_left)
        return evaluate(sc.start(player=0, turn=3), 0)

    base = position()
    assert 0.0 < base < 1.0
    assert position(prizes_left=5) > base
    assert position(damage=100) > base
    assert position(evolved=True) > base
    assert position(bench=False) < base
    g = Scenario()
    g.active(0, KYOGRE)
    game = g.start(player=0, turn=3)
    game.finish(0, "test")
    assert evaluate(game, 0) == 1.0 and evaluate(game, 1) == 0.0


def test_the_view_carries_only_the_viewers_own_list() -> None:
    """PTCG:I-H: a player knows the cards they brought, never the opponent's list or any
    order; both players' card counts are public."""
    ids = bundled_deck("bench-abomasnow").card_ids()
    g = pokemon.new_game(ids, list(reversed(ids)), seed=5)
    for p in (0, 1):
        view: dict[str, Any] = g.view(p)
        assert view["players"][p]["deck_list"] == g.s["decks"][p]
        assert view["players"][1 - p]["deck_list"] is None
        assert [pl["card_count"] for pl in view["players"]] == [60, 60]
    assert all(pl["deck_list"] is None for pl in g.view(None)["players"])


def test_own_cards_seen_later_are_put_on_top_of_the_deck_in_the_order_seen() -> None:
    """PTCG:I-H: rebuilt to be replayed, a main phase is told what the player saw after it;
    the own cards hidden then and shown later (drawn into the hand) lie on top of the
    rebuilt deck, so a replay draws them again, and the rebuilt game still shows the player
    exactly the main phase's view. Nothing else is placed: the rest stays random."""
    found = 0
    for g, view in main_points(GARDEVOIR, GARDEVOIR, 2):
        p = view["you"]
        hidden = set(g.pl(p)["deck"]) | set(g.pl(p)["prizes"])
        later = g.clone()
        agent = HeuristicAgent(0)
        while (d := later.decision) is not None and d.player == p and later.turn == view["turn"]:
            drawn = [c for c in later.pl(p)["hand"] if c in hidden]
            if drawn:
                break
            later.respond(agent.act(later.view(p), d))
        else:
            continue
        if d is None or d.player != p:
            continue
        det = determinize(view, random.Random(0), g.s["decks"][1 - p], [(later.view(p), d)])
        assert {**det.view(p), "log_size": 0} == {**view, "log_size": 0}
        assert sorted(det.pl(p)["deck"][:len(drawn)]) == sorted(drawn)
        found += 1
        if found >= 3:
            break
    assert found == 3


def _shown(view: dict[str, Any]) -> dict[str, Any]:
    return {k: v for k, v in view.items() if k != "log_size"}


@pytest.mark.parametrize(("deck0", "deck1", "seed"), [
    ("bench-abomasnow", "bench-abomasnow", 2), (GRENINJA, GARDEVOIR, 4)])
def test_a_view_key_is_equal_exactly_where_the_views_are(deck0: str, deck1: str,
                                                         seed: int) -> None:
    """``view_key`` stands for the view without building it: worlds drawn from one view (other
    hidden cards, deck orders, random numbers) give the real game's key, and each of the
    game's next decisions, whose views differ, gives a key of its own; over a game, two
    states give the same key only with the same view (the log's length aside)."""
    rng = random.Random(seed)
    by_key: dict[bytes, dict[str, Any]] = {}
    points = 0
    for g, view in main_points(deck0, deck1, seed):
        p = view["you"]
        key = view_key(g, p)
        for _ in range(3):
            world = determinize(view, rng)
            assert _shown(world.view(p)) == _shown(view)
            assert view_key(world, p) == key
        assert _shown(by_key.setdefault(key, view)) == _shown(view)
        other = g.clone()
        other.respond([len(g.decision.options) - 1])  # another state: end the turn, or so
        if other.decision is not None and other.decision.player == p:
            assert (view_key(other, p) == key) == (_shown(other.view(p)) == _shown(view))
        points += 1
    assert points >= 10 and len(by_key) >= 10


def test_a_redealt_world_is_another_determinization_of_the_same_view() -> None:
    """PTCG:I-H: a world redealt from a rebuilt one shows the viewer the real view and
    decision, with the hidden cards (own deck and Prize cards, the opponent's hand, deck
    and Prize cards) dealt anew from the same cards; where the opponent's hidden cards were
    sampled from a larger belief, there is no redeal (each world is rebuilt)."""
    g, view = next((g, v) for g, v in main_points("bench-abomasnow", "bench-abomasnow", 1)
                   if v["turn"] >= 3)
    p = view["you"]
    rng = random.Random(0)
    world = determinize(view, rng)
    hands, decks = set(), set()
    for _ in range(8):
        other = redeal(view, world, rng)
        assert other is not None
        assert _shown(other.view(p)) == _shown(view) and other.decision == g.decision
        assert other.s["defs"] == world.s["defs"]
        for q, zones in ((p, ("deck", "prizes")), (1 - p, ("hand", "deck", "prizes"))):
            assert hidden_multiset(other, q, zones) == hidden_multiset(world, q, zones)
        hands.add(tuple(sorted(other.s["defs"][c] for c in other.pl(1 - p)["hand"])))
        decks.add(tuple(other.pl(p)["deck"]))
    assert len(hands) > 1 and len(decks) > 1
    own = view["players"][p]["deck_list"]
    larger = own + own[:4]  # more cards than the opponent's hidden zones hold
    assert redeal(view, determinize(view, rng, larger), rng, larger) is None


@pytest.mark.parametrize(("deck0", "deck1", "seed"), [
    ("bench-abomasnow", "bench-abomasnow", 5), (GRENINJA, GARDEVOIR, 6)])
def test_a_world_stopped_at_the_horizon_scores_as_one_played_to_it(deck0: str, deck1: str,
                                                                  seed: int) -> None:
    """A world told to stop at turn N (``stop_at``: a playout's horizon) plays the same up to
    the next player's main phase of that turn, then stops before working out its options
    instead of asking them; the evaluation of both players then equals that of the same
    world played on to that decision, the board, hands and decks the same."""
    stopped = 0
    for g, view in main_points(deck0, deck1, seed):
        turn = view["turn"]
        played, halted = g.clone(), g.clone()
        stop_at(halted, turn + 1)
        agents = [HeuristicAgent(seed), HeuristicAgent(seed + 1)]
        while (d := played.decision) is not None and played.s["turn"] <= turn:
            played.respond(agents[d.player].act(played.view(d.player), d))
        agents = [HeuristicAgent(seed), HeuristicAgent(seed + 1)]
        try:
            while (d := halted.decision) is not None and halted.s["turn"] <= turn:
                halted.respond(agents[d.player].act(halted.view(d.player), d))
        except Horizon:
            stopped += 1
            assert played.decision is not None and played.decision.kind == "main"
            assert halted.decision is None and halted.s["turn"] == played.s["turn"] == turn + 1
        for p in (0, 1):
            assert evaluate(halted, p) == evaluate(played, p)
            assert halted.s["players"][p] == played.s["players"][p]
    assert stopped >= 5
