"""Print how the Pokémon heuristic plays: deck-out share and average turns per pair, ranked,
and its win rate against the random agent per deck.

    PYTHONPATH=$PWD python scripts/agent_report.py --games 20            # all of it
    PYTHONPATH=$PWD python scripts/agent_report.py --only deckout        # heuristic mirrors
    PYTHONPATH=$PWD python scripts/agent_report.py --only random
    PYTHONPATH=$PWD python scripts/agent_report.py --only deckout --with jr_7_  # one list's pairs
    PYTHONPATH=$PWD python scripts/agent_report.py --only deckout --pair A,B --pair C,D
    PYTHONPATH=$PWD python scripts/agent_report.py --only deckout --games 10 -j 16 --top 30

Pairs: Gardevoir v Lost Box and Greninja v Crustle (bundled lists) and every pair of the
bundled 2026 lists (``2026-*``: Worlds 2026 and autumn 2026 events; the ones not playable yet
are kept in tests/data and left out). Every game of every pair is one task for the worker
processes (``-j``); a game's seed comes from the pair's seed and its number, so any number of
workers prints the same figures. The pairs are printed worst first (the most games ended by
deck-out, then the longest games). Figures only: a measurement, never a test.
"""

from __future__ import annotations

import argparse
import itertools
import json
import shlex
import sys
from collections.abc import Sequence
from dataclasses import dataclass

from tcgsim.pokemon.model.deck import bundled_deck, bundled_decks
from tcgsim.sim.backends import open_executor
from tcgsim.sim.runner import MatchGame, MatchSpec, check_playable, play_tasks, split

NAMED_PAIRS = [
    ("naic2024_02_ivanoff_gardevoir", "naic2024_01_hedrick_lost-box"),
    ("limitless2026-09-07_rcc43_11_hussainisa9_greninja",
     "limitless2026-09-07_rcc43_10_kitchen_crustle"),
]
DECK_OUT = "could not draw"
BAR = 10.0  # the deck-out share (%) a pair should stay at or under
CHUNK = 2  # games per worker task: small, so the last pairs spread over every worker too


@dataclass(frozen=True)
class Row:
    """One pair's figures, deck A against deck B."""

    a: str
    b: str
    games: int
    deckout: float  # % of games ended because a player could not draw
    turns: float  # average game length in turns
    a_win: float  # % of games deck A won (a draw counts half)


def _row(a: str, b: str, games: Sequence[MatchGame]) -> Row:
    n = len(games)
    outs = sum(1 for g in games if DECK_OUT in g.record.reason)
    wins = sum(1.0 if g.winner_deck == "A" else 0.5 if g.winner_deck is None else 0.0
               for g in games)
    return Row(a, b, n, 100 * outs / n, sum(g.record.turns for g in games) / n, 100 * wins / n)


def run_pairs(pairs: Sequence[tuple[str, str]], games: int, seed: int, agents: tuple[str, str],
              workers: int, desc: str) -> list[Row]:
    """``games`` games of each pair of bundled deck names, spread over ``workers`` processes
    (0: one per CPU), with one progress bar over all of them (on a terminal)."""
    ids = {name: check_playable("pokemon", bundled_deck(name), name)
           for name in dict.fromkeys(itertools.chain.from_iterable(pairs))}
    tasks, owner = [], []
    for k, (a, b) in enumerate(pairs):
        spec = MatchSpec(ids[a], ids[b], agents[0], agents[1], seed)
        chunk = split(spec, games, CHUNK)
        tasks += chunk
        owner += [k] * len(chunk)
    executor = open_executor("local", workers)
    try:
        chunks = play_tasks(tasks, executor, progress=True, desc=desc)
    finally:
        executor.close()
    by_pair: list[list[MatchGame]] = [[] for _ in pairs]
    for k, chunk_games in zip(owner, chunks, strict=True):
        by_pair[k] += chunk_games
    return [_row(a, b, g) for (a, b), g in zip(pairs, by_pair, strict=True)]


def _pairs(args: argparse.Namespace, ap: argparse.ArgumentParser) -> list[tuple[str, str]]:
    names = set(bundled_decks())
    if args.pair:
        pairs = [tuple(p.split(",", 1)) for p in args.pair]
        if any(len(p) != 2 for p in pairs):
            ap.error("--pair takes two bundled deck names, A,B")
        unknown = sorted({n for p in pairs for n in p} - names)
        if unknown:
            ap.error(f"--pair: no bundled deck named {', '.join(unknown)} (the names are "
                     "those of tcgsim/pokemon/decks/*.txt, without .txt)")
        out = [(p[0], p[1]) for p in pairs]
    else:
        meta = [n for n in bundled_decks() if n.startswith("2026-")]
        out = list(NAMED_PAIRS) + list(itertools.combinations(meta, 2))
    if args.with_:
        out = [p for p in out if any(w in n for w in args.with_ for n in p)]
    return out


def _print_deckouts(rows: list[Row], args: argparse.Namespace) -> None:
    print(f"heuristic v heuristic, {args.games} games a pair (seed {args.seed}), worst first")
    ranked = sorted(rows, key=lambda r: (-r.deckout, -r.turns, r.a, r.b))
    shown = ranked[:args.top] if args.top else ranked
    print(f"{'deck-out %':>10} {'avg turns':>9}  pair")
    for r in shown:
        print(f"{r.deckout:10.1f} {r.turns:9.1f}  {r.a} v {r.b}")
    if len(shown) < len(ranked):
        print(f"{'':10} {'':9}  … {len(ranked) - len(shown)} more pairs (--top 0: all)")
    if rows:
        games = sum(r.games for r in rows)
        outs = sum(r.deckout * r.games for r in rows) / 100
        turns = [r.turns for r in rows]
        over = sum(1 for r in rows if r.deckout > BAR)
        print(f"{outs * 100 / games:10.1f} {sum(turns) / len(turns):9.1f}  all {len(rows)} pairs "
              f"({games} games; pairs above {BAR:.0f}%: {over}; "
              f"average turns by pair {min(turns):.1f}–{max(turns):.1f})")


def _write_markdown(path: str, rows: list[Row], args: argparse.Namespace) -> None:
    """Every pair's deck-out share and average length, worst first, as a Markdown table
    headed by the command that measured them (a record to keep beside the code)."""
    ranked = sorted(rows, key=lambda r: (-r.deckout, -r.turns, r.a, r.b))
    games = sum(r.games for r in rows)
    outs = round(sum(r.deckout * r.games for r in rows) / 100)
    over = sum(1 for r in rows if r.deckout > BAR)
    command = shlex.join(["python", "scripts/agent_report.py", *sys.argv[1:]])
    lines = [
        "# Deck-outs between heuristic agents",
        "",
        f"`{command}`: {args.games} games a pair, seed {args.seed}, seats alternating. "
        f"{len(rows)} pairs, {games:,} games; {outs:,} ended because a player could not "
        f"draw ({100 * outs / games:.1f}%); pairs above {BAR:.0f}%: {over}.",
        "",
        "| deck-out % | average turns | deck A | deck B | A wins % |",
        "|---:|---:|---|---|---:|",
        *(f"| {r.deckout:.1f} | {r.turns:.1f} | {r.a} | {r.b} | {r.a_win:.1f} |"
          for r in ranked),
    ]
    with open(path, "w", encoding="utf-8") as f:
        f.write("\n".join(lines) + "\n")


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0],
                                 formatter_class=argparse.RawDescriptionHelpFormatter,
                                 epilog=__doc__.split("\n\n", 1)[1])
    ap.add_argument("--games", type=int, default=20, help="games a pair (a deck) (default 20)")
    ap.add_argument("--seed", type=int, default=0)
    ap.add_argument("--only", choices=["deckout", "random"], default=None,
                    help="deckout: heuristic mirrors of the pairs; random: heuristic v random")
    ap.add_argument("--with", dest="with_", action="append", default=[], metavar="TEXT",
                    help="only the pairs with a deck whose name contains TEXT (repeatable: "
                         "any of them)")
    ap.add_argument("--pair", action="append", default=[], metavar="A,B",
                    help="only these pairs of bundled deck names (repeatable)")
    ap.add_argument("-j", "--workers", type=int, default=1,
                    help="worker processes (0: one per CPU; default 1, this process)")
    ap.add_argument("--top", type=int, default=0, metavar="N",
                    help="print only the N worst pairs (default 0: all)")
    ap.add_argument("--json", default=None, metavar="FILE",
                    help="also write every pair's figures to FILE as JSON")
    ap.add_argument("--markdown", default=None, metavar="FILE",
                    help="also write the heuristic mirrors' table, every pair, to FILE as "
                         "Markdown (docs/heuristic-deckouts.md is one)")
    args = ap.parse_args()
    if args.games < 1:
        ap.error("--games must be at least 1")
    if args.workers < 0:
        ap.error("-j must be 0 (one per CPU) or more")
    saved: dict[str, list[dict[str, object]]] = {}
    if args.only != "random":
        rows = run_pairs(_pairs(args, ap), args.games, args.seed, ("heuristic", "heuristic"),
                         args.workers, "heuristic mirrors")
        _print_deckouts(rows, args)
        saved["deckout"] = [vars(r) for r in rows]
        if args.markdown:
            _write_markdown(args.markdown, rows, args)
    if args.only != "deckout":
        decks = [n for n in bundled_decks() if not args.with_ or any(w in n for w in args.with_)]
        rows = run_pairs([(n, n) for n in decks], args.games, args.seed,
                         ("heuristic", "random"), args.workers, "heuristic v random")
        print(f"heuristic v random, {args.games} games a deck, mirror (seed {args.seed})")
        print(f"{'win %':>6} {'deck-out %':>10}  deck")
        for r in rows:
            print(f"{r.a_win:6.1f} {r.deckout:10.1f}  {r.a}")
        if rows:
            print(f"{sum(r.a_win for r in rows) / len(rows):6.1f} {'':10}  "
                  f"all {len(rows)} decks (mean)")
        saved["random"] = [vars(r) for r in rows]
    if args.json:
        with open(args.json, "w", encoding="utf-8") as f:
            json.dump({"games": args.games, "seed": args.seed, **saved}, f, indent=1)


if __name__ == "__main__":
    main()
