"""The Zero Dimension heuristic agent: legal answers from views only, and it beats random;
the seat view its playouts show it."""

from __future__ import annotations

import copy
import gc
import random

import orjson
import pytest

from tcgsim.agents import MCTSAgent, RandomAgent, make_agent
from tcgsim.agents.mcts import search_model
from tcgsim.agents.replay import same_view
from tcgsim.agents.zero import determinize as determinize_module
from tcgsim.agents.zero.determinize import determinize, rebuildable
from tcgsim.agents.zero.heuristic import (
    ATTACK_CAP,
    Board,
    ZeroHeuristicAgent,
    play_score,
    use_bound,
)
from tcgsim.agents.zero.seat_view import seat_view
from tcgsim.agents.zero.world import PassingWorld, World, policy_view
from tcgsim.games import game_kind
from tcgsim.sim.arena import run_arena
from tcgsim.sim.search_speed import replay_points
from tcgsim.zero.game import Game


@pytest.mark.parametrize("deck", ["dragonball", "onepiece"])
def test_zero_heuristic_plays_whole_games_with_legal_answers(deck: str) -> None:
    kind = game_kind("zero")
    ids = kind.card_ids(kind.load_deck(deck))
    for seed in (0, 1) if deck == "dragonball" else (1,):
        g = kind.new_game(ids, ids, seed=seed)
        agents = [ZeroHeuristicAgent(seed), RandomAgent(seed)]
        if seed:
            agents.reverse()
        n = 0
        while (d := g.decision) is not None and n < 5_000:
            view = g.view(d.player)
            assert view["players"][1 - d.player]["hand"] is None  # views only
            answer = agents[d.player].act(view, d)
            assert d.min <= len(answer) <= d.max and len(set(answer)) == len(answer)
            g.respond(answer)
            n += 1
        assert g.result is not None


def test_heuristic_is_the_zero_games_own() -> None:
    kind = game_kind("zero")
    assert isinstance(make_agent(kind.heuristic, 1), ZeroHeuristicAgent)


def test_zero_heuristic_beats_random() -> None:
    kind = game_kind("zero")
    result = run_arena(["random", "heuristic"], kind.load_deck("dragonball"), n=10, seed=5,
                       progress=False, game="zero")
    score, games = result.score(1, 0)
    assert games == 10 and score >= 8


def test_zero_decisions_inside_a_combat_or_a_payment_get_replay_points() -> None:
    """ZD:201-204: where the view cannot rebuild a Zero Dimension game (an attack's target, a
    cost being paid), a world replayed from the player's last action phase shows the player
    exactly the real view and offers exactly the real options."""
    kinds = set()
    for _g, _memory, view, d, world in replay_points("zero", "dragonball", range(1), 8):
        if world is not None:
            assert same_view(world.view(0), view) and world.decision == d
            kinds.add(d.kind)
    assert kinds


def _within(part: object, whole: object, where: str = "view") -> None:
    """Every entry of ``part`` is in ``whole`` with the same value (lists: the same length)."""
    if isinstance(part, dict):
        assert isinstance(whole, dict), where
        for key in part:
            assert key in whole, f"{where}.{key}"
            _within(part[key], whole[key], f"{where}.{key}")
    elif isinstance(part, list):
        assert isinstance(whole, list) and len(part) == len(whole), where
        for i, (a, b) in enumerate(zip(part, whole, strict=True)):
            _within(a, b, f"{where}[{i}]")
    else:
        assert part == whole, where


@pytest.mark.parametrize(("deck", "seed"), [("dragonball", 0), ("onepiece", 1)])
def test_seat_view_is_the_view_where_the_heuristic_reads_it(deck: str, seed: int) -> None:
    """ZD:201-204: the cheaper view a playout shows its heuristic holds entries of the seat's
    own view, equal to them (nothing hidden shown), and the heuristic answers every decision
    of whole games alike from either (twin agents, one fed each)."""
    kind = game_kind("zero")
    ids = kind.card_ids(kind.load_deck(deck))
    g = kind.new_game(ids, ids, seed=seed)
    agents = [ZeroHeuristicAgent(seed), ZeroHeuristicAgent(seed + 1)]
    twins = copy.deepcopy(agents)
    kinds = set()
    while (d := g.decision) is not None:
        full, light = g.view(d.player), seat_view(g, d.player)
        answer = agents[d.player].act(light, d)
        assert twins[d.player].act(full, d) == answer, (d.kind, d.prompt)
        assert light["players"][1 - d.player]["hand"] is None
        _within(light, full)
        kinds.add(d.kind)
        g.respond(answer)
    assert g.result is not None and {"priority", "resource", "defend"} <= kinds


def test_seat_view_works_out_the_characters_numbers_when_read() -> None:
    """ZD:308/309: attack, defense and keywords come through the continuous effects, so the
    seat view computes them only when a decision reads one, for every character at once; a
    copy of a character (a board with it damaged) has them too. The view makes no reference
    cycle: freed at once, it leaves nothing to the cyclic garbage collector."""
    kind = game_kind("zero")
    ids = kind.card_ids(kind.load_deck("dragonball"))
    g = kind.new_game(ids, ids, seed=0)
    agents = [ZeroHeuristicAgent(0), ZeroHeuristicAgent(1)]
    while (d := g.decision) is not None and not all(pl["battle"] for pl in g.s["players"]):
        g.respond(agents[d.player].act(g.view(d.player), d))
    assert d is not None
    light = seat_view(g, d.player)
    mine, theirs = (light["players"][p]["battle"] for p in (d.player, 1 - d.player))
    assert not any(dict.__contains__(ch, "atk") for ch in mine + theirs)
    hurt = dict(theirs[0], damage=1000)  # a copy fills the numbers in first
    full = g.view(d.player)["players"]
    assert (hurt["atk"], hurt["def"], hurt["keywords"]) == (
        full[1 - d.player]["battle"][0]["atk"], full[1 - d.player]["battle"][0]["def"],
        full[1 - d.player]["battle"][0]["keywords"])
    worked_out = theirs[0].battle.values  # every character's, in the one reading
    assert worked_out is not None and set(worked_out) == {ch["id"] for ch in mine + theirs}
    for ch, shown in zip(mine, full[d.player]["battle"], strict=True):
        assert (ch["atk"], ch["def"], ch["keywords"]) == (shown["atk"], shown["def"],
                                                          shown["keywords"])
    gc.collect()
    gc.disable()  # nothing but reference counts frees what follows
    try:
        before = len(gc.get_objects())
        for _ in range(20):
            view = seat_view(g, d.player)
            dict(view["players"][0]["battle"][0])  # its numbers worked out
        del view
        assert gc.collect() == 0 and len(gc.get_objects()) <= before + 10
    finally:
        gc.enable()


def _but_pending(g: Game) -> dict[str, object]:
    """The state less the pending decision's options (all of them, or those the heuristic
    may choose) and the answers' positions in them (how many there were stays)."""
    s = {k: v for k, v in g.s.items() if k not in ("decision", "stack", "answers")}
    s["answers"] = len(g.s["answers"])
    s["stack"] = [{k: v for k, v in f.items() if k != "opts"} for f in g.s["stack"]]
    return s


def _catch_up(plain: Game, world: World, agents: list[ZeroHeuristicAgent]) -> int:
    """The plain game's answers to the decisions ``world`` gave itself: lone passes (its
    heuristic ``agents`` pass there, or the pass is all there is) and others of one answer;
    returns how many."""
    n = 0
    while len(plain.s["answers"]) < len(world.s["answers"]):
        full = plain.decision
        assert full is not None
        if len(full.options) == 1:
            answer = [0]
        else:  # a round the world shortened to the pass alone
            assert full.kind == "priority" and world.passes(full.player)
            answer = agents[full.player].act(plain.view(full.player), full)
            assert full.options[answer[0]].data == ["pass"]
        plain.respond(answer)
        n += 1
    return n


@pytest.mark.parametrize("answers_passes", [False, True])
def test_playout_world_offers_only_what_the_heuristic_may_choose(
        answers_passes: bool, monkeypatch: pytest.MonkeyPatch) -> None:
    """ZD:105: in a search's world the priority rounds of a seat whose heuristic passes there
    (the opponent's outside its main timing, the searcher's after the tree's turn) offer the
    pass alone, and its main timings the pass and the card uses and level ups where one of
    them is worth doing (the level ups alone where one outscores any card use); played on by
    twin heuristic agents, the world and a plain game of the same state go through the same
    actions to the same state, and the searcher's rounds in the tree's turn keep every
    option. A world that answers its lone passes itself asks the rest (the first decision of
    each turn always) and counts the passes it gave."""
    monkeypatch.setattr(determinize_module, "WORLD", PassingWorld if answers_passes else World)
    kind = game_kind("zero")
    ids = kind.card_ids(kind.load_deck("dragonball"))
    shortened = pruned = points = given = 0
    for seed in range(4):
        g = kind.new_game(ids, ids, seed=seed)
        agents = [ZeroHeuristicAgent(seed), ZeroHeuristicAgent(seed + 1)]
        while (d := g.decision) is not None and not (
                g.s["turn"] >= 3 + seed and rebuildable(view := g.view(d.player))):
            g.respond(agents[d.player].act(g.view(d.player), d))
        if d is None:
            continue
        world = determinize(view, random.Random(seed))
        plain = Game(orjson.loads(orjson.dumps(world.s)))
        assert isinstance(world, PassingWorld if answers_passes else World) and type(plain) is Game
        players = [[ZeroHeuristicAgent(7), ZeroHeuristicAgent(8)] for _ in range(2)]
        points += 1

        turn, passed = world.s["turn"], given
        while (d := world.decision) is not None and world.s["turn"] <= world.turn0 + 2:
            given += _catch_up(plain, world, players[1])
            full = plain.decision
            assert full is not None and (d.player, d.kind) == (full.player, full.kind)
            tree = d.player == world.me and world.s["turn"] == world.turn0
            data = [o.data for o in d.options]
            if d.options != full.options:
                assert not tree and world.passes(d.player) and d.kind == "priority"
                if data == [["pass"]]:
                    shortened += 1
                    # given by the world itself unless it is the first decision of a turn
                    assert not answers_passes or world.s["turn"] != turn
                else:  # the pass, then the card uses and level ups (or these alone)
                    assert data in ([o.data for o in full.options if o.data[0] in kinds]
                                    for kinds in (("pass", "use", "levelup"),
                                                  ("pass", "levelup")))
                    pruned += 1
            turn = world.s["turn"]
            answer = [0] if len(d.options) == 1 else players[0][d.player].act(
                world.view(d.player), d)
            twin = (players[1][d.player].act(plain.view(full.player), full)
                    if len(full.options) > 1 else [0])
            assert [data[i] for i in answer] == [full.options[i].data for i in twin]
            world.respond(answer)
            plain.respond(twin)
        given += _catch_up(plain, world, players[1])
        assert _but_pending(world) == _but_pending(plain)
        assert getattr(world, "passed", 0) == given - passed
    assert points == 4 and shortened > 0 and pruned > 0
    assert given > shortened if answers_passes else given == 0


@pytest.mark.parametrize("deck", ["dragonball", "naruto"])
def test_a_search_in_passing_worlds_plays_the_same_playouts(
        deck: str, monkeypatch: pytest.MonkeyPatch) -> None:
    """ZD:105: worlds that give their lone passes themselves score every plan of a search
    exactly as worlds that ask them (same seeds, no step budget, which counts asked
    decisions)."""
    kind = game_kind("zero")
    ids = kind.card_ids(kind.load_deck(deck))
    model = search_model("zero")
    g = kind.new_game(ids, ids, seed=3)
    agents = [ZeroHeuristicAgent(3), ZeroHeuristicAgent(4)]
    while (d := g.decision) is not None:
        view = g.view(d.player)
        if g.turn >= 3 and len(d.options) >= 3 and rebuildable(view):
            break
        g.respond(agents[d.player].act(view, d))
    assert d is not None
    searches = []
    for world in (World, PassingWorld):
        monkeypatch.setattr(determinize_module, "WORLD", world)
        searches.append(MCTSAgent(5, simulations=24, steps=None).search(view, d, model))
    plain, passing = searches
    assert passing.simulations == plain.simulations >= 24
    assert passing.scores == plain.scores and len(plain.scores) >= 3


@pytest.mark.parametrize("deck", ["dragonball", "marvel"])
def test_a_card_use_or_level_up_worth_doing_outscores_every_other_action(deck: str) -> None:
    """ZD:405: the heuristic scores a card use or a level up of the main timing either <= 0
    or above ATTACK_CAP, and every other action (an attack, an activated effect, a
    keyword's action, the pass) at most ATTACK_CAP, and a card use at most what the hand's
    best card could score (``use_bound``): a search's world offers the pass and those
    alone where one of them is worth doing, and the level ups alone where one outscores
    that bound (``World._main_options``)."""
    kind = game_kind("zero")
    ids = kind.card_ids(kind.load_deck(deck))
    plays = others = 0
    for seed in range(3):
        g = kind.new_game(ids, ids, seed=seed)
        agents = [ZeroHeuristicAgent(seed), ZeroHeuristicAgent(seed + 1)]
        while (d := g.decision) is not None:
            view = g.view(d.player)
            agent = agents[d.player]
            if d.kind == "priority" and Board.of(view).main_timing():
                board = Board.of(view)
                for o in d.options:
                    score = agent._score_action(board, o.data)
                    if o.data[0] in ("use", "levelup"):
                        assert score == play_score(board, o.data)
                        assert score <= 0 or score > ATTACK_CAP, o.label
                        assert o.data[0] == "levelup" or score <= use_bound(board), o.label
                        plays += 1
                    else:
                        assert score <= ATTACK_CAP, o.label
                        others += 1
            g.respond(agent.act(view, d))
    assert plays > 0 and others > 0


def test_a_world_shows_the_heuristic_the_seat_view_it_scored_with() -> None:
    """ZD:201-204: the seat view a world made to score a main timing's plays is the one the
    playout's heuristic is shown at that decision, and only there (a later decision, or
    the other seat, gets a view of its own)."""
    kind = game_kind("zero")
    ids = kind.card_ids(kind.load_deck("dragonball"))
    g = kind.new_game(ids, ids, seed=2)
    agents = [ZeroHeuristicAgent(2), ZeroHeuristicAgent(3)]
    while (d := g.decision) is not None and not (
            g.s["turn"] >= 3 and rebuildable(view := g.view(d.player))):
        g.respond(agents[d.player].act(g.view(d.player), d))
    assert d is not None
    world = determinize(view, random.Random(2))
    reused = 0
    while (d := world.decision) is not None and world.s["turn"] <= world.turn0 + 2:
        scored = world.scored
        light = policy_view(world, d.player)
        if scored is not None and scored[0] == len(world.s["answers"]):
            assert scored[1] == d.player and light is scored[2]
            reused += 1
        else:
            assert light is not (scored[2] if scored is not None else None)
        assert world.scored is None  # one decision's: given away once
        _within(light, world.view(d.player))
        world.respond(agents[d.player].act(light, d) if len(d.options) > 1 else [0])
    assert reused > 0
