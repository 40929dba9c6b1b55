"""The searching agent's speed, two trees side by side: playouts per second and seconds per move.

    python benchmarks/search_speed.py BEFORE_TREE AFTER_TREE [--deck NAME] [--rounds R]
                                      [--searches N] [--moves-games G [--deck2 NAME]]
                                      [--same-answers G]

Each round runs ``tcgsim.sim.search_speed.mcts_simulations_per_s`` (searches of 32 playouts at
decisions of heuristic mirror games, the figure ``tcgsim bench`` prints) in a fresh process per
tree (``PYTHONPATH=<tree>``), the trees alternating so both see the same load of a shared
machine, each process settled first as ``tcgsim bench`` settles its own and the searches timed
in CPU seconds; it prints each tree's median over the rounds and the ratio after/before. With
``--moves-games`` it then times the after tree's agent at its default budget over that many
games against the heuristic (``move_seconds``; a mirror, or with ``--deck2`` a cross
matchup, each deck the search's in turn): mean, 95th percentile and largest CPU seconds of a
searched move.

``--coverage-games G`` counts, for each tree, the searching agent's decisions with more than
one possible answer over G games against the heuristic (a small budget: only whether a
decision is searched matters), by kind: one option of several in its own turn, several at
once, and in the opponent's turn; and how many of each it searched.

``--same-answers G`` checks that a change is one of speed alone: each tree makes ``--searches``
searches at the bench's decisions and plays G games against the heuristic at the default
budget, and the two trees' searches must find the same (each answer, the playouts, rounds,
worlds and decisions asked, every plan's score in every round, floats exactly).

``--instructions`` counts instead of timing (Valgrind's cachegrind, ``apt-get install
valgrind``): each tree makes the same searches once under it, and again with the searches
left out; the difference divided by the playouts made is the interpreter instructions per
playout, a figure the machine's load does not change (the timed rounds on a shared machine
vary by a factor of two) and that repeats exactly from run to run (numpy's OpenBLAS limited
to one thread).
"""

from __future__ import annotations

import argparse
import json
import os
import re
import statistics
import subprocess
import sys
from pathlib import Path
from typing import Any

from tree_child import run_in_tree

CHILD = r"""
import json, sys, time
from tcgsim.sim import search_speed
deck, seed, searches, games, replays = sys.argv[1], *map(int, sys.argv[2:6])
deck2 = sys.argv[6] or None
out = {}
if searches:
    search_speed.mcts_simulations_per_s(deck, seed=seed + 1, searches=1)  # warm-up: caches
    # settled as ``tcgsim bench`` settles its process before timing the searches (a full
    # collection walking the card data otherwise lands in some rounds and not in others), and
    # timed in CPU seconds (the machine is shared): the function reads the clock this child
    # gives it
    try:
        from tcgsim.sim import process
        process.claim()
        process.settle()
    except ImportError:
        pass
    time.perf_counter = time.process_time
    out["sims_per_s"] = search_speed.mcts_simulations_per_s(deck, seed=seed, searches=searches)
if games:
    out["moves"] = search_speed.move_seconds(deck, seed=seed, games=games, deck2=deck2)
if replays:
    out["replay"] = search_speed.replay_rate("pokemon", deck, replays)
print(json.dumps(out))
"""

#: The decision points ``tcgsim bench`` searches (``search_speed.mcts_simulations_per_s``),
#: pasted into the children below (each runs under another tree's ``tcgsim``): one a game of
#: heuristic mirrors, a main phase of 3 options or more from turn 2 on.
POINTS = r"""
def bench_points(kind, ids, seed, searches):
    from tcgsim.agents import make_agent
    from tcgsim.sim.runner import derive_seed
    points, game_no = [], 0
    while len(points) < searches:
        game_no += 1
        g = kind.new_game(ids, ids, seed=derive_seed(seed, "search", game_no))
        agents = [make_agent("heuristic", game_no), make_agent("heuristic", -game_no)]
        while (d := g.decision) is not None:
            view = g.view(d.player)
            if len(d.options) >= 3 and g.turn >= 2 and d.kind == "main":
                points.append((view, d))
                break
            g.respond(agents[d.player].act(view, d))
    return points
"""

#: Runs under cachegrind: the same decision points, searched or not (argv[4] == "0").
COUNT_CHILD = POINTS + r"""
import json, random, sys
from tcgsim.agents import MCTSAgent
from tcgsim.agents.mcts import search_model
from tcgsim.games import game_kind
from tcgsim.sim.runner import derive_seed
deck, seed, searches, search = sys.argv[1], int(sys.argv[2]), int(sys.argv[3]), sys.argv[4] == "1"
kind, model = game_kind("pokemon"), search_model("pokemon")
ids = kind.card_ids(kind.load_deck(deck))
points = bench_points(kind, ids, seed, searches)
played = 0
if search:
    agent = MCTSAgent(seed, simulations=32)
    for view, d in points:
        played += agent.search(view, d, model).simulations
print(json.dumps({"playouts": played}))
"""


#: Runs in each tree: what its searches find, for ``--same-answers`` to compare: at the decision
#: points ``tcgsim bench`` searches (32 playouts each), then at every decision the agent
#: searches in games against the heuristic at its default budget (the answer given too). Each
#: search as its playouts, rounds, skipped worlds, decisions asked, worlds built and every
#: plan's score in every round it was played (floats exact: repr).
SAME_CHILD = POINTS + r"""
import json, sys
from tcgsim.agents import MCTSAgent, make_agent, tell_opponent_list
from tcgsim.agents.mcts import search_model
from tcgsim.games import game_kind
from tcgsim.sim.runner import derive_seed
deck, seed, searches, games = sys.argv[1], int(sys.argv[2]), int(sys.argv[3]), int(sys.argv[4])
kind, model = game_kind("pokemon"), search_model("pokemon")
ids = kind.card_ids(kind.load_deck(deck))


def found(search):
    return [search.simulations, search.rounds, search.skipped, search.steps, search.worlds,
            sorted((repr(plan), repr(sorted(by_round.items())))
                   for plan, by_round in search.scores.items())]


agent = MCTSAgent(seed, simulations=32, steps=None)
out = [found(agent.search(view, d, model)) for view, d in bench_points(kind, ids, seed, searches)]
for i in range(games):
    g = kind.new_game(ids, ids, seed=derive_seed(seed, "same", i))
    agent = MCTSAgent(derive_seed(seed, "agent", i))
    tell_opponent_list(agent, ids)
    agents = [agent, make_agent("heuristic", i)]
    if i % 2:
        agents.reverse()
    while (d := g.decision) is not None:
        before = agent.last
        answer = agents[d.player].act(g.view(d.player), d)
        if agents[d.player] is agent and agent.last is not before:
            out.append([answer, found(agent.last)])
        g.respond(answer)
print(json.dumps(out))
"""


def same_answers(before: Path, after: Path, deck: str, seed: int, searches: int,
                 games: int) -> str:
    """Whether both trees' searches find the same (see SAME_CHILD), as a line to print."""
    got = {}
    for name, tree in (("before", before), ("after", after)):
        env = {**os.environ, "PYTHONPATH": str(tree)}
        out = subprocess.run([sys.executable, "-c", SAME_CHILD, deck, str(seed), str(searches),
                              str(games)], env=env, cwd=tree, check=True, capture_output=True,
                             text=True)
        got[name] = json.loads(out.stdout.strip().splitlines()[-1])
    a, b = got["before"], got["after"]
    what = (f"{deck}: {searches} searches at bench decisions and {len(a) - searches} searched "
            f"moves of {games} games against the heuristic")
    for n, (x, y) in enumerate(zip(a, b, strict=False)):
        if x != y:
            return f"{what}: NOT the same, first at {n}:\n before {x}\n after  {y}"
    if len(a) != len(b):
        return f"{what}: NOT the same, {len(a)} searches before, {len(b)} after"
    playouts = sum((x[1] if len(x) == 2 else x)[0] for x in a)
    return f"{what}: the same answers, playouts and scores ({playouts} playouts)"


#: Runs in each tree: which of the agent's decisions it searched (an answer from a search, or
#: the default policy's without one).
COVERAGE_CHILD = r"""
import json, sys
from collections import Counter
from tcgsim.agents import MCTSAgent, make_agent, tell_opponent_list
from tcgsim.games import game_kind
from tcgsim.sim.runner import derive_seed
deck, seed, games = sys.argv[1], int(sys.argv[2]), int(sys.argv[3])
kind = game_kind("pokemon")
ids = kind.card_ids(kind.load_deck(deck))
seen = Counter()
for i in range(games):
    g = kind.new_game(ids, ids, seed=derive_seed(seed, "coverage", i))
    agent = MCTSAgent(derive_seed(seed, "agent", i), simulations=4, steps=200)
    tell_opponent_list(agent, ids)
    agents = [agent, make_agent(kind.heuristic, i)]
    if i % 2:
        agents.reverse()
    while (d := g.decision) is not None:
        a = agents[d.player]
        before = agent.last
        answer = a.act(g.view(d.player), d)
        several = d.max - d.min >= 1 or len(d.options) > d.max
        if a is agent and several and g.s["phase"] == "play":
            what = ("opponent's turn" if g.s["cur"] != d.player
                    else "one of several" if d.min == d.max == 1 else "several at once")
            seen[what] += 1
            seen[what + " searched"] += agent.last is not before
        g.respond(answer)
print(json.dumps(seen))
"""


def coverage(tree: Path, deck: str, seed: int, games: int) -> dict[str, int]:
    env = {**os.environ, "PYTHONPATH": str(tree)}
    out = subprocess.run([sys.executable, "-c", COVERAGE_CHILD, deck, str(seed), str(games)],
                         env=env, cwd=tree, check=True, capture_output=True, text=True)
    result: dict[str, int] = json.loads(out.stdout.strip().splitlines()[-1])
    return result


def instructions_per_playout(tree: Path, deck: str, seed: int, searches: int) -> float:
    # numpy's OpenBLAS threads spin for millions of instructions that differ from run to run
    # (the same tree counted 2.75 M and 2.86 M a playout): one thread, and the count repeats
    env = {**os.environ, "PYTHONHASHSEED": "0", "OPENBLAS_NUM_THREADS": "1",
           "PYTHONPATH": str(tree)}

    def count(search: str) -> tuple[int, int]:
        out = subprocess.run(["valgrind", "--tool=cachegrind", "--cache-sim=no",
                              "--cachegrind-out-file=/dev/null", sys.executable, "-c",
                              COUNT_CHILD, deck, str(seed), str(searches), search],
                             env=env, capture_output=True, text=True, cwd=tree)
        found = re.search(r"I\s+refs:\s+([\d,]+)", out.stderr)
        if out.returncode or found is None:
            raise SystemExit(f"{tree} under valgrind failed:\n{out.stderr[-2000:]}")
        playouts = int(json.loads(out.stdout.strip().splitlines()[-1])["playouts"])
        return int(found[1].replace(",", "")), playouts

    (without, _), (with_searches, playouts) = count("0"), count("1")
    return (with_searches - without) / playouts


def run(tree: Path, deck: str, seed: int, searches: int, games: int = 0,
        replays: int = 0, deck2: str = "") -> dict[str, Any]:
    return run_in_tree(tree, CHILD, deck, seed, searches, games, replays, deck2)


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("before", type=Path)
    ap.add_argument("after", type=Path)
    ap.add_argument("--deck", default="bench-abomasnow")
    ap.add_argument("--rounds", type=int, default=3, help="timed rounds (0: none)")
    ap.add_argument("--searches", type=int, default=6)
    ap.add_argument("--seed", type=int, default=0)
    ap.add_argument("--moves-games", type=int, default=0)
    ap.add_argument("--deck2", default="",
                    help="with --moves-games: the heuristic's deck, the search's in turn "
                    "(default: a mirror)")
    ap.add_argument("--replay-games", type=int, default=0,
                    help="also count, over that many heuristic mirror games of the after tree, "
                    "the decisions inside effects where a replayed world was found")
    ap.add_argument("--coverage-games", type=int, default=0,
                    help="count the decisions each tree's agent searched over that many games "
                    "against the heuristic, by kind (a small budget per search)")
    ap.add_argument("--instructions", action="store_true",
                    help="count instructions per playout under cachegrind instead of timing")
    ap.add_argument("--same-answers", type=int, default=None, metavar="GAMES",
                    help="instead of timing, check that both trees' searches find the same: "
                    "--searches searches at bench decisions and every searched move of GAMES "
                    "games against the heuristic at the default budget (answers, playouts, "
                    "every plan's score)")
    a = ap.parse_args()
    if a.same_answers is not None:
        print(same_answers(a.before, a.after, a.deck, a.seed, a.searches, a.same_answers))
        return
    if a.coverage_games:
        for name, tree in (("before", a.before), ("after", a.after)):
            seen = coverage(tree, a.deck, a.seed, a.coverage_games)
            parts = [f"{what}: {seen.get(what + ' searched', 0)} of {seen.get(what, 0)}"
                     for what in ("one of several", "several at once", "opponent's turn")]
            print(f"{a.deck}, {name}: decisions searched ({a.coverage_games} games against "
                  f"the heuristic): " + ", ".join(parts), flush=True)
        return
    if a.instructions:
        per = {name: instructions_per_playout(tree, a.deck, a.seed, a.searches)
               for name, tree in (("before", a.before), ("after", a.after))}
        print(f"{a.deck}: instructions per MCTS playout (cachegrind, {a.searches} searches of "
              f"32 playouts): before {per['before']:,.0f}, after {per['after']:,.0f} "
              f"(speed {per['before'] / per['after']:.2f}x)")
        return
    rates: dict[str, list[float]] = {"before": [], "after": []}
    for r in range(a.rounds):
        for name, tree in (("before", a.before), ("after", a.after)):
            got = run(tree, a.deck, a.seed + r, a.searches)
            rates[name].append(float(got["sims_per_s"]))
            print(f"round {r + 1} {name}: {rates[name][-1]:.0f} playouts/s", flush=True)
    if a.rounds:
        before, after = (statistics.median(rates[k]) for k in ("before", "after"))
        print(f"{a.deck}: MCTS playouts/s, median of {a.rounds} rounds: before {before:.0f}, "
              f"after {after:.0f} ({after / before:.2f}x)")
    if a.moves_games:
        moves = sorted(run(a.after, a.deck, a.seed, 0, a.moves_games, deck2=a.deck2)["moves"])
        p95 = moves[min(len(moves) - 1, int(0.95 * len(moves)))]
        pair = f"{a.deck} v {a.deck2}" if a.deck2 else a.deck
        print(f"{pair}: CPU seconds per searched move at the default budget, {a.moves_games} "
              f"games against the heuristic ({len(moves)} moves): mean "
              f"{statistics.fmean(moves):.2f}, p95 {p95:.2f}, max {moves[-1]:.2f}")
    if a.replay_games:
        found, total = run(a.after, a.deck, a.seed, 0, replays=a.replay_games)["replay"]
        print(f"{a.deck}: replayed worlds found at {found} of {total} decisions inside effects "
              f"({a.replay_games} heuristic mirror games, turns below 30)")


if __name__ == "__main__":
    main()

