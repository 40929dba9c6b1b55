"""Two versions of the engine side by side: random-vs-random mirrors of deck lists, timed in
alternating rounds in one run (these machines are noisy: figures taken at different times do
not compare).

    python benchmarks/side_by_side.py BEFORE_TREE AFTER_TREE DECK.txt [DECK.txt ...]
                                      [-n GAMES] [--rounds R] [--seed S]
                                      [--opcodes | --instructions | --search-opcodes N]

Each tree is a checkout of tcgsim (a ``git worktree add --detach /tmp/before <commit>`` is
one); each round plays ``GAMES`` games of every deck's mirror in a fresh process per tree and
deck (``PYTHONPATH=<tree>``), trees alternating, so both see the same machine load. The same
seeds are played by both trees, each process playing them twice: the first time warms it
up (every text those games use compiled, every cache filled), then the process is settled
as tcgsim's own commands settle theirs (``tcgsim.sim.process``: what is loaded is frozen out
of the garbage collector's reach), and the second time is measured. Without the settling a
full collection, which walks the whole card data, lands in some measured windows and not in
others: that made two runs of the same trees differ by up to 12%. ``--instructions`` counts
instead of timing: each tree runs under Valgrind's cachegrind (``apt-get install
valgrind``), and the interpreter instructions of the measured games per decision are
compared (a run that stops after the warm-up is subtracted). The count does not depend on
what else the machine is doing, where times on a loaded machine vary by 10% or more; but
numpy's OpenBLAS threads spin in the background for millions of instructions that differ
from run to run (they are limited to one: ``OPENBLAS_NUM_THREADS=1``), and the start-up
still varies a little: measure 100 games or more. ``--opcodes``
counts exactly instead: the bytecode instructions the interpreter runs per decision (a trace
function sees each one), the same in every run; the work of C code inside one instruction
(a dict lookup, a sort) is not weighed, so it complements the other two. ``--search-opcodes
N`` counts them per playout of N searches of the MCTS agent (``tcgsim bench``'s, at
decisions of heuristic mirror games of the first deck), all of them and apart those run
inside the engine (answering, cloning): the same searches in both trees when the engine
plays the same games.
It does not see cache misses: it complements the timed rounds, never replaces them. A deck the newer engine does not fully implement is played
with the blanks opt-in there (``allow_unplayable``): what is measured is the engine's speed
on the same lists, not the games' outcome. Prints, per deck, the median games/s and
decisions/s of each tree over the rounds and the ratio after/before.
"""

from __future__ import annotations

import argparse
import json
import os
import re
import shutil
import statistics
import subprocess
import sys
from pathlib import Path

from bytecode_counter import OPCODE_COUNTER
from tree_child import run_in_tree

#: Runs in the child process, under the tree's own ``tcgsim``: plays the mirror, prints JSON.
CHILD = r"""
import inspect, json, sys, time
from tcgsim.agents import RandomAgent
from tcgsim.pokemon import Deck, new_game
from tcgsim.sim.runner import derive_seed

path, games, seed, mode = sys.argv[1], int(sys.argv[2]), int(sys.argv[3]), sys.argv[4]
measure = mode != "0"
with open(path, encoding="utf-8-sig") as f:
    ids = Deck.parse(f.read(), path).card_ids()
opts = {"allow_unplayable": True} if "allow_unplayable" in inspect.signature(new_game).parameters else {}


def play(gs):
    g = new_game(ids, ids, seed=gs, **opts)
    agents = (RandomAgent(derive_seed(gs, 1)), RandomAgent(derive_seed(gs, 2)))
    n = 0
    while (d := g.decision) is not None:
        g.respond(agents[d.player].act({}, d))
        n += 1
    return n


def games_played():
    return sum(play(derive_seed(seed, i)) for i in range(games))


# warm-up: the same games, so that every text they use is compiled and every cache filled;
# then the process is settled as tcgsim's own processes are (what is loaded is frozen out of
# the garbage collector's reach, sim.process), or a full collection walking the card data
# lands in some measured windows and not in others
games_played()
try:
    from tcgsim.sim import process
    process.claim()
    process.settle()
except ImportError:  # an engine from before the process tuning
    pass
""" + OPCODE_COUNTER + r"""

decisions, start = 0, time.perf_counter()
if mode == "opcodes":
    sys.settrace(traced)
if measure:
    decisions = games_played()
sys.settrace(None)
seconds = time.perf_counter() - start
print(json.dumps({"games": games, "decisions": decisions, "seconds": seconds,
                  "opcodes": opcodes[0]}))
"""


#: Runs in the child process for ``--search-opcodes``: the searches ``tcgsim bench`` times
#: (``tcgsim.sim.search_speed``), their bytecode counted, and apart the part run inside the
#: engine (answering a decision, cloning a game), which the rest (the agent's policy, views,
#: the tree) calls.
SEARCH_CHILD = r"""
import json, sys
from tcgsim.agents import MCTSAgent
from tcgsim.core.engine import Engine
from tcgsim.games import game_kind
from tcgsim.sim import search_speed

path, searches, seed = sys.argv[1], int(sys.argv[2]), int(sys.argv[3])
search_speed.mcts_simulations_per_s(path, seed=seed + 1, searches=1)  # warm-up: caches
counts, inside = [0, 0], [0]


def traced(frame, event, arg):
    frame.f_trace_opcodes = True
    frame.f_trace_lines = False
    return count


def count(frame, event, arg):
    if event == "opcode":
        counts[0] += 1
        counts[1] += inside[0] > 0
    return count


def engine_part(fn):
    def run(*args, **kwargs):
        inside[0] += 1
        try:
            return fn(*args, **kwargs)
        finally:
            inside[0] -= 1
    return run


# the game class of this tree: the one a new game of the deck is
kind = game_kind("pokemon")
ids = kind.card_ids(kind.load_deck(path))
game_class = type(kind.new_game(ids, ids, seed=0))
Engine.respond = engine_part(Engine.respond)
game_class.clone = engine_part(game_class.clone)
search, playouts = MCTSAgent.search, [0]


def counted(self, *args, **kwargs):
    sys.settrace(traced)
    try:
        found = search(self, *args, **kwargs)
    finally:
        sys.settrace(None)
    playouts[0] += found.simulations
    return found


MCTSAgent.search = counted
search_speed.mcts_simulations_per_s(path, seed=seed, searches=searches)
print(json.dumps({"playouts": playouts[0], "opcodes": counts[0], "engine": counts[1]}))
"""


def run_child(tree: Path, deck: Path, games: int, seed: int, mode: str = "1") -> dict[str, float]:
    return run_in_tree(tree, CHILD, deck, games, seed, mode, what=f" on {deck.name}")


def count_instructions(tree: Path, deck: Path, games: int, seed: int) -> tuple[int, int]:
    """(instructions, decisions) of ``games`` games of the deck's mirror under cachegrind,
    played a second time (warm), less those of the same process that stops after the first."""
    # numpy's OpenBLAS starts threads that spin in the background: their instructions,
    # millions per run and never the same, would be counted with the games'
    env = {**os.environ, "PYTHONHASHSEED": "0", "OPENBLAS_NUM_THREADS": "1",
           "PYTHONPATH": os.pathsep.join(
        p for p in (str(tree), os.environ.get("PYTHONPATH", "")) if p)}

    def run(measure: int) -> tuple[int, int]:
        out = subprocess.run(["valgrind", "--tool=cachegrind", "--cache-sim=no",
                              "--cachegrind-out-file=/dev/null", sys.executable, "-c", CHILD,
                              str(deck), str(games), str(seed), str(measure)],
                             env=env, capture_output=True, text=True, cwd=tree)
        found = re.search(r"I\s+refs:\s+([\d,]+)", out.stderr)
        if out.returncode or found is None:
            raise SystemExit(f"{tree} on {deck.name} under valgrind failed:\n{out.stderr[-2000:]}")
        return int(found[1].replace(",", "")), json.loads(out.stdout.strip().splitlines()[-1])["decisions"]

    (empty, _), (full, decisions) = run(0), run(1)
    return full - empty, decisions


def instructions(trees: dict[str, Path], decks: list[Path], games: int, seed: int) -> None:
    print(f"random mirrors, {games} games per tree under cachegrind, instructions per decision")
    print(f"{'deck':52} {'before':>10} {'after':>10} {'after/before (speed)':>21}")
    for deck in decks:
        per = {}
        for name, tree in trees.items():
            n, decisions = count_instructions(tree, deck, games, seed)
            per[name] = n / decisions
            print(f"\r{deck.stem[:40]} {name} done", end="", file=sys.stderr, flush=True)
        print("\r", end="", file=sys.stderr)
        print(f"{deck.stem[:52]:52} {per['before']:10.0f} {per['after']:10.0f} "
              f"{per['before'] / per['after']:20.3f}x")


def opcodes(trees: dict[str, Path], decks: list[Path], games: int, seed: int) -> None:
    print(f"random mirrors, {games} games per tree, bytecode instructions per decision")
    print(f"{'deck':52} {'before':>10} {'after':>10} {'after/before (speed)':>21}")
    for deck in decks:
        per = {}
        for name, tree in trees.items():
            res = run_child(tree, deck, games, seed, "opcodes")
            per[name] = res["opcodes"] / res["decisions"]
        print(f"{deck.stem[:52]:52} {per['before']:10.0f} {per['after']:10.0f} "
              f"{per['before'] / per['after']:20.3f}x")


def search_opcodes(trees: dict[str, Path], decks: list[Path], searches: int, seed: int) -> None:
    print(f"MCTS searches ({searches} per tree, 32 playouts each), bytecode instructions per "
          "playout: all, and inside the engine")
    print(f"{'deck':40} {'before':>9} {'after':>9} {'speed':>7} {'engine before':>14} "
          f"{'after':>9} {'speed':>7} {'playouts':>9}")
    for deck in decks:
        per = {name: run_in_tree(tree, SEARCH_CHILD, deck, searches, seed, what=f" on {deck.name}")
               for name, tree in trees.items()}
        b, a = per["before"], per["after"]
        bt, at = b["opcodes"] / b["playouts"], a["opcodes"] / a["playouts"]
        be, ae = b["engine"] / b["playouts"], a["engine"] / a["playouts"]
        played = (f"{b['playouts']}" if b["playouts"] == a["playouts"]
                  else f"{b['playouts']}/{a['playouts']}")
        print(f"{deck.stem[:40]:40} {bt:9.0f} {at:9.0f} {bt / at:6.3f}x {be:14.0f} {ae:9.0f} "
              f"{be / ae:6.3f}x {played:>9}")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("before", type=Path, help="checkout of the older engine")
    parser.add_argument("after", type=Path, help="checkout of the newer engine")
    parser.add_argument("decks", type=Path, nargs="+", help="deck lists (PTCG Live text)")
    parser.add_argument("-n", "--games", type=int, default=100, help="games per deck per round")
    parser.add_argument("--rounds", type=int, default=3, help="alternating rounds per tree")
    parser.add_argument("--seed", type=int, default=0)
    parser.add_argument("--instructions", action="store_true",
                        help="count interpreter instructions under valgrind instead of timing")
    parser.add_argument("--opcodes", action="store_true",
                        help="count the bytecode instructions Python runs per decision (exact, "
                             "the same in every run; C work inside an instruction not weighed)")
    parser.add_argument("--search-opcodes", type=int, default=0, metavar="SEARCHES",
                        help="count instead the bytecode instructions per playout of that many "
                             "MCTS searches at decisions of heuristic mirror games (as "
                             "tcgsim bench times them), all and the engine's part")
    args = parser.parse_args()
    trees = {"before": args.before.resolve(), "after": args.after.resolve()}
    args.decks = [d.resolve() for d in args.decks]  # the children run in the trees' folders
    if args.search_opcodes:
        search_opcodes(trees, args.decks, args.search_opcodes, args.seed)
        return
    if args.instructions:
        if shutil.which("valgrind") is None:
            raise SystemExit("--instructions needs valgrind (apt-get install valgrind)")
        instructions(trees, args.decks, args.games, args.seed)
        return
    if args.opcodes:
        opcodes(trees, args.decks, args.games, args.seed)
        return
    rates: dict[tuple[str, str], list[tuple[float, float]]] = {}
    total = args.rounds * len(args.decks) * len(trees)
    done = 0
    for r in range(args.rounds):
        for deck in args.decks:
            # the order of the trees alternates by round, so neither always runs first
            for name in (list(trees) if r % 2 == 0 else list(reversed(trees))):
                res = run_child(trees[name], deck, args.games, args.seed)
                rates.setdefault((deck.stem, name), []).append(
                    (res["games"] / res["seconds"], res["decisions"] / res["seconds"]))
                done += 1
                print(f"\r{done}/{total} runs", end="", file=sys.stderr, flush=True)
    print(file=sys.stderr)
    print(f"random mirrors, {args.games} games x {args.rounds} rounds per tree, median rates")
    print(f"{'deck':52} {'before g/s':>10} {'after g/s':>10} {'before d/s':>11} {'after d/s':>11} {'after/before':>12}")
    for deck in args.decks:
        b = rates[(deck.stem, "before")]
        a = rates[(deck.stem, "after")]
        bg, ag = statistics.median(x[0] for x in b), statistics.median(x[0] for x in a)
        bd, ad = statistics.median(x[1] for x in b), statistics.median(x[1] for x in a)
        print(f"{deck.stem[:52]:52} {bg:10.1f} {ag:10.1f} {bd:11.0f} {ad:11.0f} {ad / bd:11.2f}x")


if __name__ == "__main__":
    main()
