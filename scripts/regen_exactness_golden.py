"""Rewrite the digests tests/test_exactness_golden.py checks: tests/golden/exactness.json
(Pokémon) and tests/golden/exactness_zero.json (Zero Dimension).

    python scripts/regen_exactness_golden.py [pokemon|zero]

Run it only when a change of game behaviour is intended (a rules fix, a new clause, a new
keyword or card text), for the game whose behaviour changed, and say so in the commit: a
speed-up or a refactor must leave every digest as it was. It prints which games changed.
"""

from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from tests.exactness import (  # noqa: E402
    all_games,
    golden_path,
    load_golden,
    play_digested,
    write_golden,
)


def regen(game: str) -> None:
    path = golden_path(game)
    old = {(g.deck0, g.deck1, g.seed): g for g in load_golden(game)} if path.exists() else {}
    rows = [play_digested(*key, game) for key in all_games(game)]
    changed = [r for r in rows if old.get((r.deck0, r.deck1, r.seed)) != r]
    write_golden(rows, game)
    for r in changed:
        print(f"changed: {r.deck0} vs {r.deck1}, seed {r.seed}")
    print(f"{len(rows)} games written to {path}, {len(changed)} changed")


def main() -> None:
    for game in sys.argv[1:] or ["pokemon", "zero"]:
        regen(game)


if __name__ == "__main__":
    main()
