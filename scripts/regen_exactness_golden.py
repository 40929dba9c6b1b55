"""Rewrite tests/golden/exactness.json, the digests tests/test_exactness_golden.py checks.

    python scripts/regen_exactness_golden.py

Run it only when a change of game behaviour is intended (a rules fix, a new clause), and
say so in the commit: a speed-up or a refactor must leave every digest as it was.
It prints which games changed.
"""

from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from tests.exactness import GOLDEN, all_games, load_golden, play_digested, write_golden  # noqa: E402


def main() -> None:
    old = {(g.deck0, g.deck1, g.seed): g for g in load_golden()} if GOLDEN.exists() else {}
    rows = [play_digested(*key) for key in all_games()]
    changed = [r for r in rows if old.get((r.deck0, r.deck1, r.seed)) != r]
    write_golden(rows)
    for r in changed:
        print(f"changed: {r.deck0} vs {r.deck1}, seed {r.seed}")
    print(f"{len(rows)} games written to {GOLDEN}, {len(changed)} changed")


if __name__ == "__main__":
    main()
