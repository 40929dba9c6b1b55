#!/usr/bin/env python3
"""Build tcgsim's compact Pokémon card database from a pokemon-tcg-data checkout.

The upstream data (github.com/PokemonTCG/pokemon-tcg-data) is ~26 MB of pretty-printed
JSON with artist names, flavor text, large-image URLs and stale legality fields.  The
engine needs a small, fast-loading subset, so this script keeps only the fields a rules
engine or a UI uses and writes them as positional rows (see ``CARD_FIELDS``) in one
minified, gzip-9 JSON file that ships inside the package.

The reader is ``tcgsim.pokemon.model.carddb``; the two must agree on ``DB_FORMAT`` and
``CARD_FIELDS``.

usage: python scripts/build_carddb.py [--src DIR] [--out FILE] [--aliases TSV]
"""

from __future__ import annotations

import argparse
import gzip
import json
import sys
from pathlib import Path
from typing import Any

import orjson

from tcgsim.pokemon.model.carddb import CARD_FIELDS, DB_FORMAT

HERE = Path(__file__).resolve().parent
REPO = HERE.parent
DEFAULT_SRC = REPO.parent / "shared" / "data" / "pokemon-tcg-data"
DEFAULT_OUT = REPO / "tcgsim" / "pokemon" / "data" / "cards.json.gz"
DEFAULT_ALIASES = REPO.parent / "shared" / "data" / "set_code_aliases.tsv"



#: Sets that have card files but no entry in sets/en.json (see the shared SOURCE.md).
#: Their release date is taken from the first set of the named series, because they
#: were released alongside it; the code comes from set_code_aliases.tsv.
EXTRA_SETS = {
    "mee": {"name": "Mega Evolution Energy", "series": "Mega Evolution"},
    "mep": {"name": "Mega Evolution Promo", "series": "Mega Evolution"},
}


def default_image(set_id: str, number: str) -> str:
    """The small-image URL pokemontcg.io uses for most cards; stored as "" to save space."""
    return f"https://images.pokemontcg.io/{set_id}/{number}.png"


def load_json(path: Path) -> Any:
    return orjson.loads(path.read_bytes())


def read_aliases(path: Path) -> dict[str, list[str]]:
    """Parse set_code_aliases.tsv into ``code -> [set ids]``.

    The table is written for humans: a row may name several codes ("SIT/LOR/ASR/BRS")
    and templated set ids ("swshNN + swshNNtg") or "(none)".  Only literal set ids are
    taken here; the templated rows are already covered by sets sharing a ptcgoCode.
    """
    aliases: dict[str, list[str]] = {}
    if not path.exists():
        return aliases
    for line in path.read_text(encoding="utf-8").splitlines()[1:]:
        if not line.strip():
            continue
        cols = line.split("\t")
        if len(cols) < 2:
            continue
        codes, maps_to = cols[0], cols[1]
        ids = [s.strip() for s in maps_to.split("+")]
        if any(not s or "NN" in s or s.startswith("(") for s in ids):
            continue
        for code in codes.split("/"):
            aliases.setdefault(code.strip(), [])
            aliases[code.strip()].extend(i for i in ids if i not in aliases[code.strip()])
    return aliases


def build_sets(src: Path, extra_codes: dict[str, list[str]]) -> list[dict[str, Any]]:
    """Release-ordered set table: sets/en.json plus the sets it lacks (mee, mep)."""
    sets = [
        {
            "id": s["id"],
            "code": s.get("ptcgoCode"),
            "name": s["name"],
            "series": s["series"],
            "releaseDate": s["releaseDate"],
        }
        for s in load_json(src / "sets" / "en.json")
    ]
    known = {s["id"] for s in sets}
    for set_id, info in EXTRA_SETS.items():
        if set_id in known:
            continue
        dates = [s["releaseDate"] for s in sets if s["series"] == info["series"]]
        code = next((c for c, ids in extra_codes.items() if ids == [set_id]), None)
        sets.append(
            {
                "id": set_id,
                "code": code,
                "name": info["name"],
                "series": info["series"],
                "releaseDate": min(dates) if dates else "",
            }
        )
    sets.sort(key=lambda s: s["releaseDate"])  # stable: keeps upstream order on ties
    return sets


def card_row(card: dict[str, Any], set_id: str, set_index: int) -> list[Any]:
    """Reduce one upstream card object to a row in ``CARD_FIELDS`` order."""
    hp = card.get("hp") or ""
    attacks = [
        [
            a.get("name", ""),
            # "Free" is how the data writes a zero cost; the engine wants an empty cost.
            [c for c in a.get("cost", []) if c != "Free"],
            a.get("damage", ""),
            a.get("text", ""),
        ]
        for a in card.get("attacks", [])
    ]
    abilities = [
        [a["name"], a.get("text", ""), a.get("type", "Ability")] for a in card.get("abilities", [])
    ]
    if "ancientTrait" in card:
        trait = card["ancientTrait"]
        abilities.append([trait["name"], trait.get("text", ""), "Ancient Trait"])
    small = (card.get("images") or {}).get("small")
    image = "" if small == default_image(set_id, card["number"]) else small
    return [
        card["id"],
        card["name"],
        card["supertype"],
        card.get("subtypes") or [],
        int(hp) if hp.isdigit() else 0,
        card.get("types") or [],
        card.get("evolvesFrom"),
        attacks,
        abilities,
        [[w["type"], w["value"]] for w in card.get("weaknesses", [])],
        [[r["type"], r["value"]] for r in card.get("resistances", [])],
        len(card.get("retreatCost") or []),
        card.get("rules") or [],
        card.get("regulationMark"),
        set_index,
        card["number"],
        image,
        1 if card.get("legalities", {}).get("expanded") == "Legal" else 0,
    ]


def build(src: Path, aliases_path: Path) -> dict[str, Any]:
    """Read every card file and return the database document."""
    aliases = read_aliases(aliases_path)
    sets = build_sets(src, aliases)
    set_index = {s["id"]: i for i, s in enumerate(sets)}

    rows_by_set: dict[str, list[list[Any]]] = {}
    for path in sorted((src / "cards" / "en").glob("*.json")):
        for card in load_json(path):
            # mep1.json embeds its set (id "mep") instead of being named after it.
            set_id = (card.get("set") or {}).get("id") or path.stem
            if set_id not in set_index:
                raise SystemExit(f"{path.name}: card {card['id']} names unknown set {set_id!r}")
            rows_by_set.setdefault(set_id, []).append(card_row(card, set_id, set_index[set_id]))

    cards = [row for s in sets for row in rows_by_set.get(s["id"], [])]
    ids = [row[0] for row in cards]
    if len(ids) != len(set(ids)):
        raise SystemExit("duplicate card ids in the source data")

    codes: dict[str, list[str]] = {}
    for s in sets:
        if s["code"] and s["id"] in rows_by_set:
            codes.setdefault(s["code"], []).append(s["id"])
    for code, targets in aliases.items():
        present = [t for t in targets if t in rows_by_set]
        if present:
            merged = codes.setdefault(code, [])
            merged.extend(t for t in present if t not in merged)

    return {
        "format": DB_FORMAT,
        "fields": list(CARD_FIELDS),
        "sets": [[s["id"], s["code"], s["name"], s["series"], s["releaseDate"]] for s in sets],
        "codes": codes,
        "cards": cards,
    }


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--src", type=Path, default=DEFAULT_SRC, help="pokemon-tcg-data checkout")
    parser.add_argument("--out", type=Path, default=DEFAULT_OUT, help="gzipped JSON to write")
    parser.add_argument(
        "--aliases", type=Path, default=DEFAULT_ALIASES, help="set_code_aliases.tsv"
    )
    args = parser.parse_args(argv)

    doc = build(args.src, args.aliases)
    raw = json.dumps(doc, ensure_ascii=False, separators=(",", ":")).encode("utf-8")
    args.out.parent.mkdir(parents=True, exist_ok=True)
    # mtime=0 keeps the output byte-identical across rebuilds of the same data.
    with (
        args.out.open("wb") as fh,
        gzip.GzipFile(filename="", mode="wb", fileobj=fh, compresslevel=9, mtime=0) as gz,
    ):
        gz.write(raw)
    print(
        f"{len(doc['cards'])} cards, {len(doc['sets'])} sets -> {args.out} "
        f"({args.out.stat().st_size / 1e6:.2f} MB, {len(raw) / 1e6:.1f} MB uncompressed)",
        file=sys.stderr,
    )
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
