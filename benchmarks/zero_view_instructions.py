"""Machine instructions of a Zero Dimension ``view()``, for checkouts of tcgsim side by side:
exact counts, the same in every run, whatever the machine's load.

    python benchmarks/zero_view_instructions.py TREE [TREE ...] [--deck dragonball] [-n GAMES]
        [--clone]

The states at every 20th decision of ``GAMES`` seeded random games of the deck's mirror
(played by this checkout) are saved as JSON; each tree loads them (``Game.from_json``: the
state is orjson's dicts) or, with ``--clone``, plays each game again by its answers and
clones it at each saved state (``Game.clone``, the first view ``tcgsim bench`` times), and
views each once by the player to act (a first view: nothing kept), then once more (a second
view of the same decision). Valgrind's callgrind counts the instructions run inside those
views only (``--toggle-collect`` around one ``functools.reduce`` that makes them); the view
objects are dropped as they are made, so freeing them is counted, as in ``zero_speed.py``.
Needs ``valgrind`` on the PATH.

Prints, per tree, the instructions per first view and per second view.
"""

from __future__ import annotations

import argparse
import json
import os
import re
import shutil
import subprocess
import sys
import tempfile
from pathlib import Path

#: Runs in the child process under the tree's own ``tcgsim``, under callgrind.
CHILD = r"""
import functools, sys
from tcgsim.zero.game import Game
lines = open(sys.argv[1]).read().splitlines()
if sys.argv[3] == "clone":  # each game played again by its answers, cloned at each state
    import orjson
    from tcgsim.zero import new_game
    first, g = [], None
    for line in lines:
        s = orjson.loads(line)
        if g is None or g.s["answers"] != s["answers"][:len(g.s["answers"])]:
            g = new_game(s["decks"][0], s["decks"][1], seed=s["seed"])
        for a in s["answers"][len(g.s["answers"]):]:
            g.respond(a)
        first.append((g.clone(), g.decision.player))
else:
    first = [(g, g.decision.player) for g in map(Game.from_json, lines)]
for t in lines[:5]:  # warm-up: per-process caches
    g = Game.from_json(t)
    g.view(g.decision.player)
def view(acc, gp):
    gp[0].view(gp[1])
    return acc
if sys.argv[2] == "second":
    for g, p in first:
        g.view(p)
functools.reduce(view, first, None)
"""


def save_states(deck: str, games: int, path: Path) -> int:
    """The states at every 20th decision of seeded random games, one JSON line each."""
    from tcgsim.agents import RandomAgent
    from tcgsim.games import game_kind
    from tcgsim.sim.runner import derive_seed

    kind = game_kind("zero")
    ids = kind.card_ids(kind.load_deck(deck))
    n = 0
    with path.open("w") as out:
        for i in range(games):
            seed = derive_seed(0, i)
            g = kind.new_game(ids, ids, seed=seed)
            agents = (RandomAgent(derive_seed(seed, 1)), RandomAgent(derive_seed(seed, 2)))
            decisions = 0
            while (d := g.decision) is not None:
                if decisions % 20 == 0:
                    out.write(g.to_json() + "\n")
                    n += 1
                g.respond(agents[d.player].act({}, d))
                decisions += 1
    return n


def count(tree: Path, states: Path, which: str, games: str) -> int:
    """Instructions run inside the views of ``which`` ("first" or "second") in ``tree``."""
    env = {**os.environ, "PYTHONHASHSEED": "0", "PYTHONPATH": os.pathsep.join(
        p for p in (str(tree), os.environ.get("PYTHONPATH", "")) if p)}
    out = subprocess.run(
        ["valgrind", "--tool=callgrind", "--collect-atstart=no",
         "--toggle-collect=functools_reduce", "--callgrind-out-file=/dev/null",
         sys.executable, "-c", CHILD, str(states), which, games],
        env=env, capture_output=True, text=True, cwd=tree, check=False)
    found = re.search(r"refs:\s+([\d,]+)", out.stderr)
    if out.returncode or found is None:
        raise SystemExit(f"{tree}: the {which} views failed:\n{out.stderr[-2000:]}")
    return int(found.group(1).replace(",", ""))


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("trees", type=Path, nargs="+", help="checkouts of tcgsim to compare")
    parser.add_argument("--deck", default="dragonball", help="bundled Zero Dimension deck")
    parser.add_argument("-n", "--games", type=int, default=4, help="random games")
    parser.add_argument("--clone", action="store_true",
                        help="view clones (``Game.clone``) of the games played again by their "
                             "answers, as ``tcgsim bench`` does, instead of loaded games")
    args = parser.parse_args()
    if shutil.which("valgrind") is None:
        raise SystemExit("valgrind is not on the PATH (apt-get install valgrind)")
    with tempfile.TemporaryDirectory() as tmp:
        states = Path(tmp) / "states.jsonl"
        n = save_states(args.deck, args.games, states)
        print(f"Zero Dimension, {args.deck} mirror: the first and a second view() of {n} "
              f"states of {args.games} random games; machine instructions per view")
        print(f"{'':24}{'first view':>14}{'second view':>14}")
        for tree in (t.resolve() for t in args.trees):
            how = "clone" if args.clone else "load"
            first, second = (count(tree, states, which, how) / n
                             for which in ("first", "second"))
            print(f"{str(tree)[-24:]:24}{first:>14,.0f}{second:>14,.0f}")
            print(json.dumps({"tree": str(tree), "first": first, "second": second}),
                  file=sys.stderr)


if __name__ == "__main__":
    main()
