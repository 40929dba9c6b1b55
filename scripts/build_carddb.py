#!/usr/bin/env python3
"""Build tcgsim's compact Pokémon card database from pokemon-tcg-data and TCGdex.

Two sources, one per set: pokemon-tcg-data (github.com/PokemonTCG/pokemon-tcg-data) up
to Chaos Rising, and the TCGdex card database (MIT) converted to the same JSON shape for
the sets after it (Pitch Black, 30th Celebration, its Classic Collection, the MEP
promos; see ``shared/data/tcgdex/SOURCE.md``). A set the TCGdex input lists comes from
TCGdex only: pokemon-tcg-data's cards of that set (mep1.json's four promos) are dropped,
after checking that TCGdex has each of them. Known errors of either source are corrected
from one table, ``tcgsim/pokemon/data/corrections.toml`` (see its header).

The upstream data is ~26 MB of pretty-printed JSON with artist names, flavor text,
large-image URLs and stale legality fields.  The engine needs a small, fast-loading
subset, so this script keeps only the fields a rules engine or a UI uses and writes them
as positional rows (see ``CARD_FIELDS``) in one minified, gzip-9 JSON file that ships
inside the package.

The reader is ``tcgsim.pokemon.model.carddb``; the two must agree on ``DB_FORMAT`` and
``CARD_FIELDS``.

usage: python scripts/build_carddb.py [--src DIR] [--tcgdex DIR] [--out FILE]
                                      [--aliases TSV] [--corrections TOML]
"""

from __future__ import annotations

import argparse
import gzip
import json
import sys
import tomllib
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import orjson

from tcgsim.pokemon.model.carddb import CARD_FIELDS, DB_FORMAT

HERE = Path(__file__).resolve().parent
REPO = HERE.parent
DEFAULT_SRC = REPO.parent / "shared" / "data" / "pokemon-tcg-data"
DEFAULT_OUT = REPO / "tcgsim" / "pokemon" / "data" / "cards.json.gz"
DEFAULT_ALIASES = REPO.parent / "shared" / "data" / "set_code_aliases.tsv"
DEFAULT_TCGDEX = REPO.parent / "shared" / "data" / "tcgdex"
DEFAULT_CORRECTIONS = REPO / "tcgsim" / "pokemon" / "data" / "corrections.toml"


#: Sets that have card files but no entry in either source's set list (see the shared
#: SOURCE.md). Their release date is taken from the first set of the named series,
#: because they were released alongside it; the code comes from set_code_aliases.tsv.
EXTRA_SETS = {
    "mee": {"name": "Mega Evolution Energy", "series": "Mega Evolution"},
}


class BuildError(SystemExit):
    """The sources or the corrections table cannot be built as they are; the message says why."""


@dataclass(frozen=True)
class Correction:
    """One row of corrections.toml: ``field`` of each card in ``cards`` goes from ``was`` to
    ``value`` (``was`` None: the source leaves the field out)."""

    cards: tuple[str, ...]
    field: str
    was: Any
    value: Any
    why: str


def read_corrections(path: Path) -> list[Correction]:
    """The corrections table; BuildError naming the entry when one is incomplete."""
    doc = tomllib.loads(path.read_text(encoding="utf-8"))
    out = []
    for n, row in enumerate(doc.get("fix", []), start=1):
        missing = {"cards", "field", "value", "why"} - row.keys()
        unknown = row.keys() - {"cards", "field", "was", "value", "why"}
        if missing or unknown or not row.get("cards") or not str(row.get("why", "")).strip():
            raise BuildError(
                f"{path}: fix #{n}: expected cards (a non-empty list), field, value, why and "
                f"optionally was; missing {sorted(missing)}, unknown {sorted(unknown)}"
            )
        out.append(
            Correction(tuple(row["cards"]), row["field"], row.get("was"), row["value"], row["why"])
        )
    return out


def apply_corrections(
    by_id: dict[str, dict[str, Any]], corrections: list[Correction], path: Path
) -> None:
    """Correct the source cards in place; BuildError when a correction no longer fits its card."""
    for n, fix in enumerate(corrections, start=1):
        for card_id in fix.cards:
            card = by_id.get(card_id)
            if card is None:
                raise BuildError(f"{path}: fix #{n}: no card {card_id} in the sources")
            if card.get(fix.field) != fix.was:
                raise BuildError(
                    f"{path}: fix #{n}: {card_id} {fix.field} is {card.get(fix.field)!r} in the "
                    f"source, not {fix.was!r} as the table says: the source changed; check "
                    "whether the correction is still needed"
                )
            card[fix.field] = fix.value


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


def set_rows(sets: list[dict[str, Any]]) -> list[dict[str, Any]]:
    """The fields of a source's set list that the database keeps."""
    return [
        {
            "id": s["id"],
            "code": s.get("ptcgoCode"),
            "name": s["name"],
            "series": s["series"],
            "releaseDate": s["releaseDate"],
        }
        for s in sets
    ]


def build_sets(
    src: Path, tcgdex_sets: list[dict[str, Any]], extra_codes: dict[str, list[str]]
) -> list[dict[str, Any]]:
    """Release-ordered set table: sets/en.json, the sets it lacks (mee), the TCGdex sets.

    The TCGdex sets come last so that, on a shared release date, the older sets keep
    their order (the sort is stable) and set indexes of existing cards do not move.
    """
    sets = set_rows(load_json(src / "sets" / "en.json"))
    known = {s["id"] for s in sets}
    clash = known & {s["id"] for s in tcgdex_sets}
    if clash:
        raise BuildError(f"sets in both sources' set lists: {sorted(clash)}; one source per set")
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
    sets += set_rows(tcgdex_sets)
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


def read_cards(root: Path) -> list[tuple[str, dict[str, Any]]]:
    """(set id, card) for every card of a source's cards/en/*.json, in file order."""
    out = []
    for path in sorted((root / "cards" / "en").glob("*.json")):
        for card in load_json(path):
            # mep1.json and the TCGdex files embed their set instead of being named after it.
            out.append(((card.get("set") or {}).get("id") or path.stem, card))
    return out


def build(
    src: Path, aliases_path: Path, tcgdex: Path | None = None, corrections_path: Path | None = None
) -> dict[str, Any]:
    """Read both sources and return the database document (see the module docstring)."""
    aliases = read_aliases(aliases_path)
    tcgdex_sets = load_json(tcgdex / "sets.json") if tcgdex else []
    sets = build_sets(src, tcgdex_sets, aliases)
    set_index = {s["id"]: i for i, s in enumerate(sets)}
    tcgdex_owned = {s["id"] for s in tcgdex_sets}

    chosen: list[tuple[str, dict[str, Any]]] = []
    dropped: list[str] = []
    for set_id, card in read_cards(src):
        if set_id in tcgdex_owned:
            dropped.append(card["id"])
        else:
            chosen.append((set_id, card))
    from_tcgdex = read_cards(tcgdex) if tcgdex else []
    for set_id, card in from_tcgdex:
        if set_id not in tcgdex_owned:
            raise BuildError(
                f"TCGdex card {card['id']} is in set {set_id!r}, which its sets.json lacks"
            )
    chosen += from_tcgdex
    lost = set(dropped) - {card["id"] for _, card in from_tcgdex}
    if lost:
        raise BuildError(f"cards of a TCGdex set that only pokemon-tcg-data has: {sorted(lost)}")

    by_id: dict[str, dict[str, Any]] = {}
    for _, card in chosen:
        if card["id"] in by_id:
            raise BuildError(f"duplicate card id {card['id']} in the source data")
        by_id[card["id"]] = card
    if corrections_path is not None:
        apply_corrections(by_id, read_corrections(corrections_path), corrections_path)

    rows_by_set: dict[str, list[list[Any]]] = {}
    for set_id, card in chosen:
        if set_id not in set_index:
            raise BuildError(f"card {card['id']} names unknown set {set_id!r}")
        rows_by_set.setdefault(set_id, []).append(card_row(card, set_id, set_index[set_id]))

    cards = [row for s in sets for row in rows_by_set.get(s["id"], [])]

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
    parser.add_argument(
        "--tcgdex", type=Path, default=DEFAULT_TCGDEX,
        help="TCGdex sets converted to the pokemon-tcg-data shape (sets.json, cards/en/)",
    )  # fmt: skip
    parser.add_argument(
        "--corrections", type=Path, default=DEFAULT_CORRECTIONS, help="corrections table (TOML)"
    )
    args = parser.parse_args(argv)

    doc = build(args.src, args.aliases, args.tcgdex, args.corrections)
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
