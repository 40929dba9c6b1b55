"""Print how the Pokémon heuristic plays: deck-out share and average turns per pair, and its
win rate against the random agent per deck.

    PYTHONPATH=$PWD python scripts/agent_report.py --games 20            # all of it
    PYTHONPATH=$PWD python scripts/agent_report.py --only deckout        # heuristic mirrors
    PYTHONPATH=$PWD python scripts/agent_report.py --only random
    PYTHONPATH=$PWD python scripts/agent_report.py --only deckout --with jr_7_  # one list's pairs
    PYTHONPATH=$PWD python scripts/agent_report.py --only deckout --pair A,B --pair C,D

Pairs: Gardevoir v Lost Box and Greninja v Crustle (bundled lists) and every pair of the
bundled 2026 lists (``2026-*``: Worlds 2026 and autumn 2026 events; the ones not playable yet
are kept in tests/data and left out). Figures only: a measurement, never a test.
"""

from __future__ import annotations

import argparse
import itertools

from tcgsim.pokemon.model.deck import bundled_deck, bundled_decks
from tcgsim.sim.runner import simulate

NAMED_PAIRS = [
    ("naic2024_02_ivanoff_gardevoir", "naic2024_01_hedrick_lost-box"),
    ("limitless2026-09-07_rcc43_11_hussainisa9_greninja",
     "limitless2026-09-07_rcc43_10_kitchen_crustle"),
]
DECK_OUT = "could not draw"


def _meta_decks() -> list[tuple[str, object]]:
    return [(n, bundled_deck(n)) for n in bundled_decks() if n.startswith("2026-")]


def _row(name_a: str, deck_a: object, name_b: str, deck_b: object, games: int, seed: int,
         agents: tuple[str, str]) -> dict[str, float]:
    r = simulate(deck_a, deck_b, games, seed=seed, agent_a=agents[0], agent_b=agents[1],
                 progress=False, names=(name_a, name_b))
    outs = sum(1 for g in r.games if DECK_OUT in g.record.reason)
    turns = sum(g.record.turns for g in r.games) / len(r.games)
    return {"deckout": 100 * outs / len(r.games), "turns": turns,
            "a_win": 100 * (r.wins_a + r.draws / 2) / len(r.games)}


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--games", type=int, default=20)
    ap.add_argument("--seed", type=int, default=0)
    ap.add_argument("--only", choices=["deckout", "random"], default=None)
    ap.add_argument("--with", dest="with_", default=None, metavar="TEXT",
                    help="only the pairs with a deck whose name contains TEXT")
    ap.add_argument("--pair", action="append", default=[], metavar="A,B",
                    help="only these pairs of bundled deck names (repeatable)")
    args = ap.parse_args()
    meta = _meta_decks()
    if args.only != "random":
        pairs = [(a, bundled_deck(a), b, bundled_deck(b)) for a, b in NAMED_PAIRS]
        pairs += [(a, da, b, db) for (a, da), (b, db) in itertools.combinations(meta, 2)]
        if args.pair:
            named = [tuple(p.split(",", 1)) for p in args.pair]
            if any(len(p) != 2 for p in named):
                ap.error("--pair takes two bundled deck names, A,B")
            pairs = [(a, bundled_deck(a), b, bundled_deck(b)) for a, b in named]
        if args.with_:
            pairs = [p for p in pairs if args.with_ in p[0] or args.with_ in p[2]]
        print(f"heuristic v heuristic, {args.games} games a pair (seed {args.seed})")
        print(f"{'deck-out %':>10} {'avg turns':>9}  pair")
        total = outs = 0.0
        for a, da, b, db in pairs:
            row = _row(a, da, b, db, args.games, args.seed, ("heuristic", "heuristic"))
            print(f"{row['deckout']:10.1f} {row['turns']:9.1f}  {a} v {b}", flush=True)
            total, outs = total + 1, outs + row["deckout"]
        if total:
            print(f"{outs / total:10.1f} {'':9}  all {int(total)} pairs (mean)")
    if args.only != "deckout":
        print(f"heuristic v random, {args.games} games a deck, mirror (seed {args.seed})")
        print(f"{'win %':>6} {'deck-out %':>10}  deck")
        for name in bundled_decks():
            deck = bundled_deck(name)
            row = _row(name, deck, name, deck, args.games, args.seed, ("heuristic", "random"))
            print(f"{row['a_win']:6.1f} {row['deckout']:10.1f}  {name}", flush=True)


if __name__ == "__main__":
    main()
