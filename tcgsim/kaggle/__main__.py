"""``python -m tcgsim.kaggle deck path/to/main.py [-o deck.txt]``: a submission's deck as a
deck list, for the commands that take deck files (``tournament``, ``arena``)."""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

from tcgsim.kaggle.ids import deck_list
from tcgsim.kaggle.submission import make_kaggle_agent


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(prog="python -m tcgsim.kaggle", description=__doc__)
    sub = ap.add_subparsers(dest="command", required=True)
    deck = sub.add_parser("deck", help="write the deck a submission submits as a deck list")
    deck.add_argument("submission", help="path/to/main.py[:name] (kaggle: may lead)")
    deck.add_argument("-o", "--out", type=Path, help="the file to write (default: print it)")
    args = ap.parse_args(argv)
    spec = args.submission if args.submission.startswith("kaggle:") else "kaggle:" + args.submission
    try:
        agent = make_kaggle_agent(spec)
        text = deck_list(agent.call_for_deck(), name=spec).to_text()
    except ValueError as e:
        print(f"error: {spec}: {e}", file=sys.stderr)
        return 1
    if args.out is None:
        sys.stdout.write(text)
    else:
        args.out.write_text(text, encoding="utf-8")
        print(f"wrote {args.out}", file=sys.stderr)
    return 0


if __name__ == "__main__":
    sys.exit(main())
