"""The MCTS agent playing Zero Dimension: it sees only views (hidden information never changes
a choice), answers legally, is deterministic for a seed and is reached by name for the game."""

from __future__ import annotations

import copy
import dataclasses
import random
from collections import Counter
from typing import Any

from tcgsim import zero
from tcgsim.agents import MCTSAgent, make_agent
from tcgsim.agents.mcts import option_key, search_model
from tcgsim.agents.zero.determinize import SEARCH, rebuildable
from tcgsim.agents.zero.heuristic import ZeroHeuristicAgent
from tcgsim.core import Decision
from tcgsim.games import game_kind

from .test_heuristic_agent import twin

SMALL = {"simulations": 3, "horizon": 1}


def test_the_zero_game_kind_has_a_search_model() -> None:
    """The MCTS agent is reached by name for Zero Dimension, and the server offers it."""
    from tcgsim.server import ai

    kind = game_kind("zero")
    assert search_model(kind.name) is SEARCH
    agent = make_agent("mcts:sims=2", 1)
    assert isinstance(agent, MCTSAgent)
    assert ai.levels(kind) == ["random", "heuristic", "mcts"]
    assert isinstance(ai.make(kind, "mcts", 3), MCTSAgent)


def test_choices_do_not_change_when_only_hidden_information_changes() -> None:
    """ZD:201: ZD:202: ZD:203: ZD:204: at decisions of a real game, a twin game that differs
    only in what the deciding player cannot see (the opponent's hand, deck, life and face-down
    cards, the own deck order and life cards, the random generator) gives that player the
    identical view, and the MCTS agent (in the state the game so far left it in) makes the
    identical choice in both, searching at the decisions it rebuilds."""
    seed = 3
    rng = random.Random(seed)
    ids = zero.bundled_deck("dragonball").card_ids()
    g = zero.new_game(ids, ids, seed=seed)
    players = [ZeroHeuristicAgent(seed), ZeroHeuristicAgent(seed + 1)]
    watched = [MCTSAgent(seed + 10, **SMALL), MCTSAgent(seed + 20, **SMALL)]
    checked: Counter[str] = Counter()
    searched = 0
    step = 0
    while (d := g.decision) is not None and step < 400 and searched < 6:
        p = d.player
        view = g.view(p)
        if len(d.options) > 1 and (rebuildable(view) or step % 7 == 0):
            other = twin(g, p, rng)
            assert other.view(p) == view
            a, b = copy.deepcopy(watched[p]), copy.deepcopy(watched[p])
            assert a.act(view, d) == b.act(other.view(p), other.decision)
            searched += rebuildable(view) and a.last is not None
            checked[d.kind] += 1
        watched[p].act(view, d)  # the watched agent sees the whole game from its seat
        g.respond(players[p].act(view, d))
        step += 1
    assert searched >= 4 and len(checked) >= 2, checked


def test_defense_is_searched_and_sees_only_the_view() -> None:
    """ZD:502: ZD:201: ZD:203: a defender's declaration in the opponent's turn is searched
    (rebuilt from the view), and a twin game that differs only in what the defending player
    cannot see gets the identical answer from the MCTS agent."""
    seed = 5
    rng = random.Random(seed)
    ids = zero.bundled_deck("onepiece").card_ids()
    g = zero.new_game(ids, ids, seed=seed)
    players = [ZeroHeuristicAgent(seed), ZeroHeuristicAgent(seed + 1)]
    searched = 0
    while (d := g.decision) is not None and searched < 3:
        view = g.view(d.player)
        if d.kind == "defend" and rebuildable(view):
            other = twin(g, d.player, rng)
            assert other.view(d.player) == view
            a, b = MCTSAgent(seed, **SMALL), MCTSAgent(seed, **SMALL)
            assert a.act(view, d) == b.act(other.view(d.player), other.decision)
            assert a.last is not None and a.last.simulations >= len(d.options)
            searched += 1
        g.respond(players[d.player].act(view, d))
    assert searched == 3


def midgame(seed: int = 2) -> tuple[dict[str, Any], Decision]:
    """A view and decision in an action phase with several options, from a heuristic game."""
    ids = zero.bundled_deck("dragonball").card_ids()
    g = zero.new_game(ids, ids, seed=seed)
    agents = [ZeroHeuristicAgent(1), ZeroHeuristicAgent(2)]
    while (d := g.decision) is not None:
        view = g.view(d.player)
        if d.kind == "priority" and rebuildable(view) and g.turn >= 3 and len(d.options) >= 3:
            return view, d
        g.respond(agents[d.player].act(view, d))
    raise AssertionError("no action phase with three options")


def test_mcts_is_deterministic_for_a_seed_and_tries_every_option() -> None:
    view, d = midgame()
    searches = [MCTSAgent(7, simulations=8, horizon=2).search(view, d, SEARCH)
                for _ in range(2)]
    assert searches[0].scores == searches[1].scores
    assert {option_key(o) for o in d.options} == set(searches[0].root.children)
    assert searches[0].simulations >= 8 and searches[0].skipped == 0
    other = MCTSAgent(8, simulations=8, horizon=2).search(view, d, SEARCH)
    assert other.scores != searches[0].scores


def test_mcts_plays_legal_answers_through_a_game() -> None:
    ids = zero.bundled_deck("naruto").card_ids()
    g = zero.new_game(ids, ids, seed=1)
    agents = [MCTSAgent(1, simulations=2, horizon=1), ZeroHeuristicAgent(2)]
    n = 0
    while (d := g.decision) is not None and n < 250:
        answer = agents[d.player].act(g.view(d.player), d)
        assert d.min <= len(answer) <= d.max and len(set(answer)) == len(answer)
        assert all(0 <= i < len(d.options) for i in answer)
        g.respond(answer)
        n += 1
    assert g.turn >= 6


def test_mcts_attacks_for_the_win() -> None:
    """ZD:101: battle damage to an empty life zone wins: with the opponent's life zone emptied
    and their characters tapped, an attack scores 1 in every playout and passing does not."""
    ids = zero.bundled_deck("dragonball").card_ids()
    g = zero.new_game(ids, ids, seed=2)
    agents = [ZeroHeuristicAgent(1), ZeroHeuristicAgent(2)]
    while (d := g.decision) is not None:
        view = g.view(d.player)
        if rebuildable(view) and d.kind == "priority" and any(
                o.data[0] == "attack" for o in d.options):
            break
        g.respond(agents[d.player].act(view, d))
    assert d is not None
    opp = g.pl(1 - d.player)
    opp["deck"][:0] = opp["life"]
    opp["life"] = []
    for e in opp["battle"]:
        e["tap"] = True
    search = MCTSAgent(0, simulations=6, horizon=1).search(g.view(d.player), d, SEARCH)
    means = {option_key(o): search.root.children[option_key(o)].mean() for o in d.options}
    attacks = [option_key(o) for o in d.options if o.data[0] == "attack"]
    assert attacks and all(means[k] == 1.0 for k in attacks)
    assert means[option_key(d.options[0])] < 1.0  # "Pass"
    assert d.options[0].data == ["pass"]


def test_the_step_budget_counts_the_engines_lone_answers_too() -> None:
    """A Zero Dimension playout is mostly priority rounds with one possible answer (a lone
    pass, ZD:405), which the engine works out but no policy is asked; the step budget counts
    them, so ``steps`` bounds a move's cost in this game as the policy's decisions do in
    Pokémon. The same budget over policy decisions only lets far more playouts through."""
    view, d = midgame()
    counted = MCTSAgent(7, simulations=200, steps=150, horizon=2).search(view, d, SEARCH)
    policy_only = dataclasses.replace(SEARCH, counts_forced=False)
    uncounted = MCTSAgent(7, simulations=200, steps=150, horizon=2).search(view, d, policy_only)
    assert SEARCH.counts_forced
    assert counted.steps >= 150 and counted.simulations < 200
    assert counted.simulations < uncounted.simulations
