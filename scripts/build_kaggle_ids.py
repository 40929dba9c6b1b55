"""Build tcgsim/kaggle/data/card_ids.json: the competition engine's card ids -> tcgsim cards.

The competition engine (``cabt`` in the ``kaggle-environments`` package) numbers its cards
1..N and lists them (``AllCard`` / ``AllAttack`` of its library) by name, kind, HP and
attacks, without set codes or collector numbers. So a card is matched by its name and what
it prints: its kind (Pokémon, Item, Tool, Supporter, Stadium, basic or Special Energy), and
for a Pokémon its HP and its attacks' names and damage. Among tcgsim printings that match
(reprints with the same text), the newest playable one is kept, and its set code and number
are written next to it. Anything unmatched or ambiguous is reported.

    pip install kaggle-environments
    python scripts/build_kaggle_ids.py            # writes the table, prints a report
    python scripts/build_kaggle_ids.py --check    # fails if the committed table differs

Only this script needs kaggle-environments; tcgsim reads the committed table.
"""

from __future__ import annotations

import argparse
import ctypes
import json
import re
import sys
from difflib import SequenceMatcher
from pathlib import Path
from typing import Any

from tcgsim.pokemon import card_db, is_playable
from tcgsim.pokemon.model.carddb import Attack, CardDef, fold

OUT = Path(__file__).resolve().parent.parent / "tcgsim" / "kaggle" / "data" / "card_ids.json"
#: the competition's numbering of Energy types (its ``energyType`` / attack costs)
TYPE_NAMES = ("Colorless", "Grass", "Fire", "Water", "Lightning", "Psychic", "Fighting",
              "Darkness", "Metal", "Dragon")
#: its ``cardType`` -> what the card is in tcgsim
KINDS = {0: "Pokémon", 1: "Item", 2: "Pokémon Tool", 3: "Supporter", 4: "Stadium",
         5: "Basic Energy", 6: "Special Energy"}


def competition_cards() -> tuple[list[dict[str, Any]], dict[int, dict[str, Any]], str]:
    """The installed engine's card and attack lists, and its version."""
    try:
        from importlib.metadata import version

        from kaggle_environments.envs.cabt.cg import sim  # type: ignore[import-untyped]
    except ImportError:
        sys.exit("build_kaggle_ids: needs the competition engine: pip install kaggle-environments")
    lib = sim.get_lib(sim.LATEST_VERSION)
    lib.AllCard.restype = lib.AllAttack.restype = ctypes.c_char_p
    cards = json.loads(lib.AllCard().decode())
    attacks = {a["attackId"]: a for a in json.loads(lib.AllAttack().decode())}
    return cards, attacks, version("kaggle-environments")


def kind_of(d: CardDef) -> str:
    if d.is_pokemon:
        return "Pokémon"
    if d.is_basic_energy:
        return "Basic Energy"
    if d.is_special_energy:
        return "Special Energy"
    return d.trainer_kind or "?"


def _spell(text: str) -> str:
    """Energy symbols spelt out as tcgsim's data writes them ("{R}" -> "Fire")."""
    return _SYMBOL.sub(lambda m: SYMBOLS.get(m[1], m[0]), text)


def _name(c: dict[str, Any]) -> str:
    """The competition's name as tcgsim's data spells it ("Basic {W} Energy")."""
    if c["cardType"] == 5:
        return f"Basic {TYPE_NAMES[c['energyType']]} Energy"
    name = _spell(c["name"])
    return ALIASES.get(name, name)


def candidates(c: dict[str, Any]) -> list[CardDef]:
    """tcgsim's printings of the name; "LugiaEX" is a Pokémon ex ("Lugia ex") or an older
    Pokémon-EX ("Xerneas-EX")."""
    db, name = card_db(), _name(c)
    if not _GLUED_EX.search(name):
        return db.by_name(name)
    return db.by_name(_GLUED_EX.sub(r"\1 ex", name)) + db.by_name(_GLUED_EX.sub(r"\1-EX", name))


#: Energy symbols in names ("Nitro {R} Energy") as tcgsim's data spells them
SYMBOLS = {"G": "Grass", "R": "Fire", "W": "Water", "L": "Lightning", "P": "Psychic",
           "F": "Fighting", "D": "Darkness", "M": "Metal", "N": "Dragon", "C": "Colorless"}
_SYMBOL = re.compile(r"\{([A-Z])\}")
_GLUED_EX = re.compile(r"(\w)EX$")
#: names the competition spells otherwise than the printed card
ALIASES = {"Telepath Psychic Energy": "Telepathic Psychic Energy",
           "Rock Fighting Energy": "Rocky Fighting Energy"}


def _same_attack(theirs: dict[str, Any], ours: Attack) -> bool:
    """Same name and damage; the competition lists a "30×" attack's damage as 0 and a
    "120+" one's as 120."""
    if fold(theirs["name"]) != fold(ours.name):
        return False
    return bool(theirs["damage"] == ours.base_damage
                or (theirs["damage"] == 0 and ours.damage_sign in ("×", "?")))


def matches(c: dict[str, Any], d: CardDef, attacks: dict[int, dict[str, Any]]) -> bool:
    if kind_of(d) != KINDS[c["cardType"]]:
        return False
    if c["cardType"] != 0:
        return True
    if d.hp != c["hp"]:
        return False
    theirs = [attacks[a] for a in c["attacks"]]
    return len(theirs) == len(d.attacks) and all(map(_same_attack, theirs, d.attacks))


def _words(text: str) -> str:
    return re.sub(r"[^a-z0-9]+", "", fold(text))


def _text(d: CardDef) -> str:
    """A card's text in the order the competition lists it: Abilities, attacks, rule text."""
    parts = [ab.text for ab in d.abilities] + [a.text for a in d.attacks]
    return _words(" ".join(parts + ([d.rule_text] if not d.is_pokemon else [])))


def _costs(c: dict[str, Any], attacks: dict[int, dict[str, Any]]) -> tuple[Any, ...]:
    """Retreat Cost and each attack's cost (Energy types, sorted) of a competition card."""
    return (c["retreatCost"],
            *(tuple(sorted(TYPE_NAMES[e] for e in attacks[a]["energies"])) for a in c["attacks"]))


def _costs_of(d: CardDef) -> tuple[Any, ...]:
    return (d.retreat, *(tuple(sorted(a.cost)) for a in d.attacks))


def pick(c: dict[str, Any], found: list[CardDef],
         attacks: dict[int, dict[str, Any]]) -> tuple[CardDef, int]:
    """The printing that plays as the competition's card, and how many texts were as close.

    A card reprinted with new text or costs may keep its name, HP and attacks: printings
    with the same Retreat and attack costs come first, then the one whose text is closest to the competition's text wins (its
    Energy symbols spelt out first). Among equal printings: a playable one first, then the
    newest."""
    same_costs = [d for d in found if _costs(c, attacks) == _costs_of(d)]
    found = same_costs or found
    said = _words(_spell(" ".join(
        [sk["text"] for sk in c["skills"]] + [attacks[a]["text"] for a in c["attacks"]])))
    if said:
        closeness = {d.text_key: SequenceMatcher(None, said, _text(d), autojunk=False).ratio()
                     for d in found}
        best_ratio = max(closeness.values())
        found = [d for d in found if closeness[d.text_key] == best_ratio]
    db = card_db()
    best = max(found, key=lambda d: (is_playable(d), db.release_date(d), d.id))
    return best, len({d.text_key for d in found})


def build() -> tuple[dict[str, Any], list[str]]:
    cards, attacks, version = competition_cards()
    rows: list[dict[str, Any]] = []
    problems: list[str] = []
    for c in cards:
        found = [d for d in candidates(c) if matches(c, d, attacks)]
        if not found:
            problems.append(f"{c['cardId']} {c['name']!r} ({KINDS[c['cardType']]}): no tcgsim card "
                            f"with this name, kind{', HP and attacks' if c['cardType'] == 0 else ''}")
            continue
        d, texts = pick(c, found, attacks)
        if c["cardType"] == 0 and _costs(c, attacks) != _costs_of(d):
            problems.append(f"{c['cardId']} {c['name']!r}: Retreat or attack costs differ from "
                            f"{d.id}'s {_costs_of(d)}: {_costs(c, attacks)}")
        if texts > 1:  # same name, kind, HP, attacks but different text: say which was kept
            problems.append(f"{c['cardId']} {c['name']!r}: {texts} texts as close; kept the newest")
        rows.append({"cabt": c["cardId"], "name": c["name"], "card": d.id, "set": d.set_code,
                     "number": d.number, "attacks": c["attacks"], "playable": is_playable(d)})
    for r in rows:  # each attack id with its name, so the table reads on its own
        r["attack_names"] = [attacks[a]["name"] for a in r["attacks"]]
    table = {"source": f"kaggle-environments {version} (cabt)", "cards": rows}
    return table, problems


def to_text(table: dict[str, Any]) -> str:
    """The table as JSON with one card a line: small diffs when the pool changes."""
    rows = ",\n".join(json.dumps(r, ensure_ascii=False, sort_keys=True) for r in table["cards"])
    return f'{{"source": {json.dumps(table["source"])},\n"cards": [\n{rows}\n]}}\n'


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--check", action="store_true", help="fail if the committed table differs")
    ap.add_argument("--out", type=Path, default=OUT, help=f"where to write (default {OUT})")
    args = ap.parse_args()
    table, problems = build()
    text = to_text(table)
    rows = table["cards"]
    print(f"{table['source']}: {len(rows)} cards mapped, "
          f"{sum(not r['playable'] for r in rows)} of them not playable in tcgsim")
    for p in problems:
        print("  " + p)
    for r in rows:
        if not r["playable"]:
            print(f"  not playable: {r['cabt']} {r['name']} -> {r['card']}")
    if args.check:
        if not args.out.exists() or args.out.read_text(encoding="utf-8") != text:
            sys.exit(f"{args.out} differs from what the installed engine gives; rerun without --check")
        return
    args.out.write_text(text, encoding="utf-8")
    print(f"wrote {args.out}")


if __name__ == "__main__":
    main()
