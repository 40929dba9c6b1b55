"""Whether checkouts of tcgsim show the same Zero Dimension views at every decision of games.

For speed work on the views and the rules, which must leave every view as it was.

    python benchmarks/zero_views.py TREE [TREE ...] [--games G] [--seed SEED]

Each TREE (``git worktree add --detach /tmp/before <commit>`` makes one) runs in a fresh
process of its own: ``G`` seeded random games of each bundled deck against the next one in
the list, and at every decision the views of the player to act, of the other player and of a
spectator, then of a clone taken there, all go into one SHA-256 digest (the views as JSON with
sorted keys). Prints each tree's digest and decision count; exits with status 1 when they
differ.
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

from tree_child import run_in_tree

#: Runs in the child process, under the tree's own ``tcgsim``; prints one JSON line.
CHILD = r"""
import hashlib, json, random, sys
import orjson
import tcgsim.zero as zero
from tcgsim.zero.model.deck import bundled_deck

games, seed = int(sys.argv[1]), int(sys.argv[2])
decks = ("bleach", "dragonball", "marvel", "naruto", "onepiece", "saintseiya")
digest, decisions = hashlib.sha256(), 0
for i, deck in enumerate(decks):
    other = decks[(i + 1) % len(decks)]
    for k in range(games):
        g = zero.new_game(bundled_deck(deck), bundled_deck(other), seed=seed + k)
        rng = random.Random(seed + k)
        while (d := g.decision) is not None:
            for v in (d.player, 1 - d.player, None):
                digest.update(orjson.dumps(g.view(v), option=orjson.OPT_SORT_KEYS))
            digest.update(orjson.dumps(g.clone().view(d.player), option=orjson.OPT_SORT_KEYS))
            decisions += 1
            n = rng.randint(d.min, d.max)
            g.respond(sorted(rng.sample(range(len(d.options)), n)))
print(json.dumps({"digest": digest.hexdigest(), "decisions": decisions}))
"""


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("trees", type=Path, nargs="+", help="checkouts of tcgsim to compare")
    parser.add_argument("--games", type=int, default=2, help="games per pair of decks")
    parser.add_argument("--seed", type=int, default=1)
    args = parser.parse_args()
    found = {tree: run_in_tree(tree.resolve(), CHILD, args.games, args.seed)
             for tree in args.trees}
    for tree, result in found.items():
        print(f"{str(tree):40} {result['decisions']:>8} decisions  {result['digest']}")
    same = len({r["digest"] for r in found.values()}) == 1
    print("the same views" if same else "the views DIFFER")
    sys.exit(0 if same else 1)


if __name__ == "__main__":
    main()
