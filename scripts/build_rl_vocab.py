"""Append the card ids each game's card data has gained to its RL card vocabulary.

    python scripts/build_rl_vocab.py [--check]

The vocabularies (tcgsim/rl/data/<game>.txt, one card id a line) only grow: a card keeps
its index for good (tcgsim.rl.vocab). ``--check`` writes nothing and exits 1 when a file
lacks a card.
"""

from __future__ import annotations

import argparse
import sys

from tcgsim.rl.vocab import DATA, game_card_ids, missing_ids, vocabulary


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--check", action="store_true", help="only say what is missing")
    args = parser.parse_args()
    lacking = 0
    for game in ("pokemon", "zero"):
        path = DATA / f"{game}.txt"
        new = missing_ids(game) if path.is_file() else game_card_ids(game)
        lacking += len(new)
        if args.check or not new:
            print(f"{path}: {len(new)} card(s) missing")
            continue
        old = list(vocabulary(game).ids) if path.is_file() else []
        path.write_text("".join(f"{cid}\n" for cid in old + new), encoding="utf-8")
        vocabulary.cache_clear()
        print(f"{path}: {len(new)} card(s) appended, {len(old) + len(new)} in all")
    return 1 if args.check and lacking else 0


if __name__ == "__main__":
    sys.exit(main())
