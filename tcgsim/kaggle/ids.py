"""The competition engine's integer card ids and tcgsim's cards, both ways.

The table (``data/card_ids.json``) is built from the installed competition engine by
``scripts/build_kaggle_ids.py`` and committed, so nothing here needs that engine.
"""

from __future__ import annotations

import functools
import json
from collections import Counter
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from tcgsim.core.decklist import DeckEntry
from tcgsim.pokemon import Deck, card_db, check_deck

TABLE = Path(__file__).resolve().parent / "data" / "card_ids.json"
#: the id shown for a card the competition's pool does not have (a tcgsim deck may hold any card)
UNKNOWN_ID = 0


@dataclass(frozen=True)
class IdTable:
    """cabt id -> tcgsim card id; tcgsim card (by id, else by its game text) -> cabt id;
    each cabt card's attack ids in printed order."""

    to_card: dict[int, str]
    attacks: dict[int, tuple[int, ...]]
    by_card: dict[str, int]
    by_text: dict[str, int]
    source: str

    def card(self, cabt_id: int) -> str:
        """The tcgsim card for a competition id; ValueError for an id outside the pool."""
        try:
            return self.to_card[cabt_id]
        except (KeyError, TypeError):
            raise ValueError(f"card id {cabt_id!r} is not in the competition's card pool "
                             f"({self.source}, {len(self.to_card)} cards)") from None

    def cabt_id(self, card_id: str) -> int:
        """The competition id of a tcgsim card (a reprint with the same text counts), else
        :data:`UNKNOWN_ID`."""
        found = self.by_card.get(card_id)
        if found is None:
            found = self.by_text.get(card_db().get(card_id).text_key, UNKNOWN_ID)
            self.by_card[card_id] = found
        return found


@functools.cache
def id_table(path: Path = TABLE) -> IdTable:
    doc: dict[str, Any] = json.loads(path.read_text(encoding="utf-8"))
    db = card_db()
    to_card = {r["cabt"]: r["card"] for r in doc["cards"]}
    by_card: dict[str, int] = {}
    by_text: dict[str, int] = {}
    for cabt, card in to_card.items():  # the first (lowest) id of a card with two wins
        by_card.setdefault(card, cabt)
        by_text.setdefault(db.get(card).text_key, cabt)
    attacks = {r["cabt"]: tuple(r["attacks"]) for r in doc["cards"]}
    return IdTable(to_card, attacks, by_card, by_text, doc["source"])


def deck_from_ids(ids: Any) -> list[str]:
    """A submission's deck (60 competition ids) as tcgsim card ids; ValueError saying what
    is wrong."""
    return deck_list(ids).card_ids()


def deck_list(ids: Any, name: str = "") -> Deck:
    """A submission's deck (60 competition ids) as a tcgsim deck list (``to_text`` writes it
    as a file ``simulate``, ``tournament`` and ``arena`` read); ValueError saying what is
    wrong."""
    if not isinstance(ids, list) or not all(isinstance(i, int) and not isinstance(i, bool)
                                            for i in ids):
        raise ValueError(f"a deck must be a list of 60 integer card ids, got {type(ids).__name__}")
    if len(ids) != 60:
        raise ValueError(f"a deck must have 60 cards, got {len(ids)}")
    table = id_table()
    card_ids = [table.card(i) for i in ids]
    # the construction rules the competition's engine checks too (copies, a Basic Pokémon,
    # one ACE SPEC), not the regulation marks: its pool is its own format
    db = card_db()
    deck = Deck([DeckEntry(n, db.get(c)) for c, n in Counter(card_ids).items()], name=name)
    problems = check_deck(deck, "unlimited")
    if problems:
        raise ValueError("the deck breaks the deck rules: " + "; ".join(problems))
    return deck
