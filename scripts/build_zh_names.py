"""Build tcgsim/server/data/names-zh-CN.tsv: Pokémon species names in Simplified Chinese.

The table's page names a Pokémon card by its species in Chinese ("Snover" -> 雪笠怪,
"Mega Abomasnow ex" -> 超级暴雪王ex) where a source has the name, and in English
otherwise. The source is PokeAPI's ``pokemon_species_names.csv`` (language 12,
zh-Hans; BSD-3-Clause data, names © Nintendo/Creatures/GAME FREAK/The Pokémon Company),
as extracted to a TSV with the columns ``dex en zh_hans ja genus_zh_hans``.

    python scripts/build_zh_names.py SPECIES_TSV [--out tcgsim/server/data/names-zh-CN.tsv]
"""

from __future__ import annotations

import argparse
import csv
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
OUT = ROOT / "tcgsim" / "server" / "data" / "names-zh-CN.tsv"
HEADER = ("# Pokémon species names, English -> Simplified Chinese. Built by "
          "scripts/build_zh_names.py from PokeAPI data/v2/csv/pokemon_species_names.csv "
          "(language 12 = zh-Hans; BSD-3-Clause; names (c) Nintendo/Creatures/GAME FREAK/"
          "The Pokemon Company).")


def build(species: Path, out: Path) -> int:
    with species.open(encoding="utf-8", newline="") as f:
        rows = list(csv.DictReader(f, delimiter="\t"))
    missing = [c for c in ("en", "zh_hans") if rows and c not in rows[0]]
    if not rows or missing:
        raise SystemExit(f"{species}: expected a TSV with columns en and zh_hans "
                         f"(missing: {', '.join(missing) or 'every row'})")
    pairs = sorted({(r["en"].strip(), r["zh_hans"].strip()) for r in rows
                    if r["en"].strip() and r["zh_hans"].strip()})
    out.parent.mkdir(parents=True, exist_ok=True)
    with out.open("w", encoding="utf-8", newline="\n") as f:
        f.write(HEADER + "\n")
        for en, zh in pairs:
            f.write(f"{en}\t{zh}\n")
    return len(pairs)


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("species", type=Path, help="the species TSV (columns en, zh_hans)")
    ap.add_argument("--out", type=Path, default=OUT, help=f"where to write (default {OUT})")
    args = ap.parse_args(argv)
    print(f"{build(args.species, args.out)} names written to {args.out}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
