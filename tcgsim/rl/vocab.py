"""The public card vocabulary of each game: a stable index for every card id.

An observation names cards by index, so a network can embed them. Index 0 is "no card"
(padding), index 1 "a card the player cannot see, or one the vocabulary does not list"
(a face-down card, say), and the card on line ``k`` (from 0) of ``data/<game>.txt`` has
index ``k + 2``. The files are committed: an index never changes once given, so a trained
model keeps its meaning; cards added to a game's data are appended at the end by
``python scripts/build_rl_vocab.py`` (and a test says when a file lacks a card).
"""

from __future__ import annotations

from collections.abc import Iterable
from functools import cache
from pathlib import Path

DATA = Path(__file__).resolve().parent / "data"
PAD = 0  # no card
UNKNOWN = 1  # a hidden card, or an id the vocabulary lacks
FIRST = 2  # the index of the first card of the file


class CardVocabulary:
    """Card id <-> index for one game (see the module's docstring for the numbering)."""

    def __init__(self, game: str, ids: Iterable[str]) -> None:
        self.game = game
        self.ids: tuple[str, ...] = tuple(ids)
        self.index: dict[str, int] = {cid: i + FIRST for i, cid in enumerate(self.ids)}
        if len(self.index) != len(self.ids):
            raise ValueError(f"{self.path}: a card id is listed twice")

    @property
    def path(self) -> Path:
        return DATA / f"{self.game}.txt"

    def __len__(self) -> int:
        """The number of indices, the padding and unknown ones included."""
        return len(self.ids) + FIRST

    def __getitem__(self, card_id: str) -> int:
        return self.index.get(card_id, UNKNOWN)

    def card_id(self, i: int) -> str | None:
        """The card id at index ``i``; None for the padding and the unknown index."""
        return self.ids[i - FIRST] if i >= FIRST else None


@cache
def vocabulary(game: str) -> CardVocabulary:
    """The committed vocabulary of ``game`` ("pokemon" or "zero")."""
    path = DATA / f"{game}.txt"
    if not path.is_file():
        raise ValueError(f"no card vocabulary for game {game!r} (expected {path})")
    return CardVocabulary(game, path.read_text(encoding="utf-8").split())


def game_card_ids(game: str) -> list[str]:
    """Every card id of ``game``'s card data (tokens included), in the data's order."""
    if game == "pokemon":
        from tcgsim.pokemon import card_db

        return [c.id for c in card_db()]
    if game == "zero":
        from tcgsim.zero import card_db as zero_db

        return [c.id for c in zero_db().all(tokens=True)]
    raise ValueError(f"no card vocabulary for game {game!r}")


def missing_ids(game: str) -> list[str]:
    """The card ids of ``game``'s data that its committed vocabulary does not list yet."""
    known = vocabulary(game).index
    return [cid for cid in game_card_ids(game) if cid not in known]
