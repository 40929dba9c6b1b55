"""The Pokémon heuristic's choices, two trees side by side: CPU time a decision, and whether
the two trees give the same answers.

    python benchmarks/heuristic_speed.py BEFORE_TREE AFTER_TREE [DECK ...] [-n GAMES]
                                         [--rounds R] [--seed S] [--opcodes]

Each tree is a checkout of tcgsim (``git worktree add --detach /tmp/before <commit>``). Each
round plays ``GAMES`` heuristic mirror games of every deck (bundled names or files) in a fresh
process per tree (``PYTHONPATH=<tree>``), the trees alternating so both see the same load;
each process plays its games twice, the first time to warm up (the card data, every text
compiled, every cache filled: one-time costs depend on which cards a game meets). Only the
agents' own ``act`` calls are timed (CPU time, not the engine's work or the views), and every answer,
winner and game length goes into a digest: the same digest in both trees means the same
games, answer for answer. ``--opcodes`` counts instead the bytecode instructions the
heuristic runs a decision (the same in every run, whatever the load; the work inside one
instruction, a dict look-up or a regular expression, is not weighed). Prints each tree's
median over the rounds, the ratio and whether the digests agree.
"""

from __future__ import annotations

import argparse
import statistics
import sys
from pathlib import Path

from bytecode_counter import OPCODE_COUNTER
from tree_child import run_in_tree

DECKS = ("2026-08-28_worlds2026-ma_3_brent-tonisson_dragapult",
         "2026-08-28_worlds2026-jr_7_cedrik-b_seaking-festival-lead", "bench-abomasnow")

#: Runs under the tree's own ``tcgsim``: plays the mirrors, prints JSON.
CHILD = r"""
import hashlib, json, sys, time
from tcgsim.agents.pokemon.heuristic import HeuristicAgent
from tcgsim.games import game_kind
from tcgsim.sim.runner import derive_seed
games, seed, opcodes_mode, decks = int(sys.argv[1]), int(sys.argv[2]), sys.argv[3] == "1", sys.argv[4:]
kind = game_kind("pokemon")
spent = [0]
OPCODES
act = HeuristicAgent.act


def timed(self, view, d):
    if opcodes_mode:
        sys.settrace(traced)
        try:
            return act(self, view, d)
        finally:
            sys.settrace(None)
    t = time.process_time_ns()
    try:
        return act(self, view, d)
    finally:
        spent[0] += time.process_time_ns() - t


def play(ids, s):
    g = kind.new_game(ids, ids, seed=s)
    agents = [HeuristicAgent(s), HeuristicAgent(-s - 1)]
    answers = []
    while (d := g.decision) is not None:
        answer = agents[d.player].act(g.view(d.player), d)
        answers.append(tuple(answer))
        g.respond(answer)
    return answers, g.result.winner, g.turn


HeuristicAgent.act = timed
decks_ids = [kind.card_ids(kind.load_deck(name)) for name in decks]
for measured in (False, True):  # the games twice: the first time fills every cache
    spent[0] = opcodes[0] = 0
    digest, decisions, start = hashlib.sha1(), 0, time.process_time()
    for n, ids in enumerate(decks_ids):
        for i in range(games):
            answers, winner, turns = play(ids, derive_seed(seed, n, i))
            digest.update(repr((answers, winner, turns)).encode())
            decisions += len(answers)
print(json.dumps({"decisions": decisions, "act_s": spent[0] / 1e9, "opcodes": opcodes[0],
                  "games_s": games * len(decks) / (time.process_time() - start),
                  "digest": digest.hexdigest()[:12]}))
"""


def run(tree: Path, decks: list[str], games: int, seed: int, opcodes: bool) -> dict[str, float]:
    code = CHILD.replace("OPCODES", OPCODE_COUNTER)
    return run_in_tree(tree, code, games, seed, int(opcodes), *decks)


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("before", type=Path)
    ap.add_argument("after", type=Path)
    ap.add_argument("decks", nargs="*", default=list(DECKS),
                    help="bundled deck names or deck files (default: %(default)s)")
    ap.add_argument("-n", "--games", type=int, default=10, help="mirror games a deck a round")
    ap.add_argument("--rounds", type=int, default=3)
    ap.add_argument("--seed", type=int, default=0)
    ap.add_argument("--opcodes", action="store_true",
                    help="count the heuristic's bytecode instructions instead of timing")
    args = ap.parse_args()
    for tree in (args.before, args.after):
        if not (tree / "tcgsim").is_dir():
            sys.exit(f"{tree}: not a tcgsim checkout (no tcgsim/ folder)")
    # a deck file given relative to here is read from the tree's folder by the child
    decks = [str(Path(d).resolve()) if Path(d).is_file() else d for d in args.decks]
    rounds = 1 if args.opcodes else args.rounds
    results: dict[Path, list[dict[str, float]]] = {args.before: [], args.after: []}
    for _ in range(rounds):
        for tree in (args.before, args.after):
            results[tree].append(run(tree, decks, args.games, args.seed, args.opcodes))
    figures = {}
    for tree, rs in results.items():
        per = [(r["opcodes"] if args.opcodes else r["act_s"] * 1e6) / r["decisions"] for r in rs]
        figures[tree] = statistics.median(per)
        unit = "bytecodes" if args.opcodes else "CPU µs"
        print(f"{tree}: {rs[0]['decisions']} decisions, {figures[tree]:.1f} {unit} a decision "
              f"in the heuristic, {statistics.median(r['games_s'] for r in rs):.1f} games/s "
              f"(whole games), answers {rs[0]['digest']}")
    same = results[args.before][0]["digest"] == results[args.after][0]["digest"]
    print(f"after / before: {figures[args.after] / figures[args.before]:.2f} "
          f"({figures[args.before] / figures[args.after]:.2f}x cheaper); "
          f"same answers: {'yes' if same else 'no'}")


if __name__ == "__main__":
    main()
