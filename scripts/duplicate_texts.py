"""List the hand-written card texts that the card-text compiler also compiles.

    python scripts/duplicate_texts.py

Each is either a text to leave to the compiler (delete the hand-written one) or an override
with its reason (``override=`` on trainer()/attack()/ability()); importing the cards refuses
one without a reason. Prints one line per text and the counts by kind.
"""

from __future__ import annotations

import sys
from collections import Counter
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

import tcgsim.pokemon  # noqa: E402, F401  (registers every card implementation)
from tcgsim.pokemon.model.impl import REGISTRY  # noqa: E402
from tcgsim.pokemon.overrides import compiled_too  # noqa: E402


def main() -> None:
    found = compiled_too()
    for d in found:
        print(f"{d.kind:8} {d.name:32} {d.override or '(no reason: delete the hand-written one)'}")
    by_kind = Counter(d.kind for d in found)
    kinds = {"trainer": "Trainers", "attack": "attacks", "ability": "Abilities"}
    print(f"{len(found)} hand-written texts the compiler also compiles ("
          + ", ".join(f"{by_kind[k]} of {len(REGISTRY.table(k))} {kinds[k]}" for k in kinds)
          + f"); {sum(1 for d in found if d.override)} with an override reason")


if __name__ == "__main__":
    main()
