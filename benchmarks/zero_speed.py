"""Zero Dimension engine speed: random-mirror games/s and decisions/s, ``view()`` µs and MCTS
simulations/s of a bundled deck, for one checkout of tcgsim or two side by side.

    python benchmarks/zero_speed.py [TREE ...] [--deck dragonball] [-n GAMES] [--rounds R]
                                    [--searches S] [--seed SEED] [--opcodes]

Each TREE is a checkout of tcgsim (``git worktree add --detach /tmp/before <commit>`` makes
one; none: this checkout). Each round runs one fresh process per tree
(``PYTHONPATH=<tree>``), the trees' order alternating by round, so that all see the same
machine load; each process measures, in CPU time (``time.process_time``: a loaded machine
slows the wall clock more than the process), with the same seeds in every tree:

* ``GAMES`` random-vs-random games of the deck's mirror (no views: the rules engine alone);
* ``view()`` of the player to act, at every 20th decision of those games (replayed: a clone
  taken at the decision, viewed once), then of the other player at the same decision (as a
  table showing both seats does: a second view of one decision);
* ``S`` MCTS searches (the agent's defaults, 32 playouts) at decisions of heuristic mirror
  games with 3 options or more from turn 2 on, as ``tcgsim bench`` picks them.

Prints the median of each figure over the rounds per tree and, for two trees, the ratio
second/first.

``--opcodes`` counts instead of timing: the bytecode instructions the interpreter runs
per decision of the games, per ``view()`` and per MCTS simulation (a trace function sees
each one; one round, as the counts are the same in every run). The count does not depend on
the machine's load, which on a shared machine moves timings by 10% or more; the work of C
code inside one instruction (a dict lookup, a sort) is not weighed.
"""

from __future__ import annotations

import argparse
import statistics
import sys
from pathlib import Path

from bytecode_counter import OPCODE_COUNTER
from tree_child import run_in_tree

#: Runs in the child process, under the tree's own ``tcgsim``; prints one JSON line.
CHILD = r"""
import json, random, sys, time
from tcgsim.agents import MCTSAgent, RandomAgent, make_agent
from tcgsim.agents.mcts import search_model
from tcgsim.games import game_kind
from tcgsim.sim.runner import derive_seed

deck, games, seed, searches = sys.argv[1], int(sys.argv[2]), int(sys.argv[3]), int(sys.argv[4])
count_opcodes = sys.argv[5] == "opcodes"
kind = game_kind("zero")
""" + OPCODE_COUNTER + r"""

def clock():  # CPU time, or the bytecode run so far (--opcodes)
    if count_opcodes:
        sys.settrace(traced)
        return opcodes[0]
    return time.process_time()


def since(start):
    if count_opcodes:
        sys.settrace(None)
        return opcodes[0] - start
    return time.process_time() - start
ids = kind.card_ids(kind.load_deck(deck))


def play(gs, record=None):
    g = kind.new_game(ids, ids, seed=gs)
    agents = (RandomAgent(derive_seed(gs, 1)), RandomAgent(derive_seed(gs, 2)))
    n = 0
    while (d := g.decision) is not None:
        if record is not None and n % 20 == 0:
            record.append((g.clone(), d.player))
        g.respond(agents[d.player].act({}, d))
        n += 1
    return n


for i in range(3):  # warm-up: card database, compiled texts, per-process caches
    play(derive_seed(seed, -1 - i))
decisions, start = 0, clock()
for i in range(games):
    decisions += play(derive_seed(seed, i))
game_s = since(start)

points = []
for i in range(games):
    play(derive_seed(seed, i), points)
start = clock()
for g, p in points:
    g.view(p)
view_us = since(start) / len(points) * (1 if count_opcodes else 1e6)
start = clock()
for g, p in points:  # the other seat at the same decision (a table shows both)
    g.view(1 - p)
other_us = since(start) / len(points) * (1 if count_opcodes else 1e6)

model = search_model("zero")
found, n = [], 0
while len(found) < searches and n < 10 * searches:
    n += 1
    g = kind.new_game(ids, ids, seed=derive_seed(seed, "search", n))
    agents = [make_agent(kind.heuristic, n), make_agent(kind.heuristic, -n)]
    while (d := g.decision) is not None:
        view = g.view(d.player)
        if len(d.options) >= 3 and g.turn >= 2 and view.get("decision") is not None:
            try:
                model.determinize(view, random.Random(0), None)
            except model.cannot:
                pass
            else:
                found.append((view, d))
                break
        g.respond(agents[d.player].act(view, d))
agent = MCTSAgent(seed, simulations=32)
sims, start = 0, clock()
for view, d in found:
    sims += agent.search(view, d, model).simulations
mcts_s = since(start)
if count_opcodes:
    print(json.dumps({"per_decision": game_s / decisions, "per_view": view_us,
                      "per_other_view": other_us, "per_simulation": mcts_s / sims}))
else:
    print(json.dumps({"games_per_s": games / game_s, "decisions_per_s": decisions / game_s,
                      "view_us": view_us, "other_view_us": other_us,
                      "mcts_sims_per_s": sims / mcts_s}))
"""

FIGURES = (("games_per_s", "random mirror games/s", "{:.2f}"),
           ("decisions_per_s", "decisions/s", "{:.0f}"),
           ("view_us", "view() µs (lower is better)", "{:.1f}"),
           ("other_view_us", "the other seat's view() µs", "{:.1f}"),
           ("mcts_sims_per_s", "MCTS simulations/s", "{:.1f}"))
# --opcodes: bytecode instructions per unit of work (lower is better)
COUNTED = (("per_decision", "bytecode per decision", "{:.0f}"),
           ("per_view", "bytecode per view()", "{:.0f}"),
           ("per_other_view", "the other seat's view()", "{:.0f}"),
           ("per_simulation", "bytecode per MCTS simulation", "{:.0f}"))
LOWER_IS_BETTER = {"view_us", "other_view_us", "per_decision", "per_view", "per_other_view",
                   "per_simulation"}


def run_child(tree: Path, deck: str, games: int, seed: int, searches: int,
              mode: str = "time") -> dict[str, float]:
    return run_in_tree(tree, CHILD, deck, games, seed, searches, mode)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("trees", type=Path, nargs="*",
                        help="checkouts of tcgsim to compare (default: this one)")
    parser.add_argument("--deck", default="dragonball", help="bundled Zero Dimension deck")
    parser.add_argument("-n", "--games", type=int, default=20, help="games per round")
    parser.add_argument("--rounds", type=int, default=3, help="alternating rounds per tree")
    parser.add_argument("--searches", type=int, default=6, help="MCTS searches per round")
    parser.add_argument("--seed", type=int, default=0)
    parser.add_argument("--opcodes", action="store_true",
                        help="count the bytecode instructions run instead of timing (exact, "
                             "the same in every run: one round)")
    args = parser.parse_args()
    mode, figures = ("opcodes", COUNTED) if args.opcodes else ("time", FIGURES)
    if args.opcodes:
        args.rounds = 1
    trees = [t.resolve() for t in (args.trees or [Path(__file__).resolve().parent.parent])]
    runs: dict[Path, list[dict[str, float]]] = {t: [] for t in trees}
    for r in range(args.rounds):
        # the order of the trees alternates by round, so none always runs first
        for tree in (trees if r % 2 == 0 else list(reversed(trees))):
            runs[tree].append(run_child(tree, args.deck, args.games, args.seed, args.searches,
                                        mode))
            print(f"\rround {r + 1}/{args.rounds}: {tree} done", end="", file=sys.stderr,
                  flush=True)
    print(file=sys.stderr)
    print(f"Zero Dimension, {args.deck} mirror: {args.games} games, {args.searches} searches "
          f"x {args.rounds} rounds per tree; " + ("bytecode instructions counted" if args.opcodes
                                                  else "median of the rounds, CPU time"))
    header = f"{'':30}" + "".join(f"{t.name[-14:]:>16}" for t in trees)
    print(header + (f"{'ratio':>10}" if len(trees) == 2 else ""))
    for key, label, fmt in figures:
        med = [statistics.median(run[key] for run in runs[t]) for t in trees]
        line = f"{label:30}" + "".join(f"{fmt.format(m):>16}" for m in med)
        if len(trees) == 2:
            ratio = med[0] / med[1] if key in LOWER_IS_BETTER else med[1] / med[0]
            line += f"{ratio:9.2f}x"
        print(line)


if __name__ == "__main__":
    main()
