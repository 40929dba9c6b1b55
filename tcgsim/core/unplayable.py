"""A card whose text the engine does not play is never played as if it had none.

Both games refuse a game with such a card (``new_game``, ``Scenario``) unless the caller
opts in with ``allow_unplayable=True``; the tools built on them (``tcgsim simulate``,
``tournament``, ``arena``, ``play``, the browser lobby) refuse the deck the same way and
take ``--allow-unplayable`` / ``allow_unplayable``, and then say so loudly (a warning line,
and ``unplayable_cards`` in their JSON). What "not all implemented" means is each game's
``missing_text(card)``; this module only gathers and words it.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Mapping, Sequence
from dataclasses import dataclass
from typing import Any

__all__ = [
    "OPT_IN", "UnplayableCard", "UnplayableCards", "find_unplayable", "report", "warning",
]

#: how a caller opts in, as the refusal tells it
OPT_IN = "allow_unplayable=True, or --allow-unplayable on the command line"


@dataclass(frozen=True, slots=True)
class UnplayableCard:
    """One card (by id) whose text is not all implemented: ``missing`` says which text."""

    card: str
    name: str  # as a player reads it: "Annihilape (PBL 41)"
    missing: tuple[str, ...]

    def to_dict(self) -> dict[str, Any]:
        return {"card": self.card, "name": self.name, "missing": list(self.missing)}

    def __str__(self) -> str:
        return f"{self.name}: {' | '.join(self.missing)}"


def find_unplayable(
    card_ids: Iterable[str],
    missing_text: Callable[[str], Sequence[str]],
    name_of: Callable[[str], str],
) -> list[UnplayableCard]:
    """The distinct cards among ``card_ids`` with missing text, in order of first appearance."""
    seen: set[str] = set()
    out = []
    for cid in card_ids:
        if cid in seen:
            continue
        seen.add(cid)
        missing = missing_text(cid)
        if missing:
            out.append(UnplayableCard(cid, name_of(cid), tuple(missing)))
    return out


class UnplayableCards(ValueError):
    """A deck (or board) with cards whose text the engine cannot play, refused for that.

    A ValueError, like every other deck a game refuses; ``cards`` lists each card and the
    text it lacks, ``where`` names the deck ("deck 0", "deck A (gardevoir)").
    """

    def __init__(self, cards: Sequence[UnplayableCard], where: str = "the deck") -> None:
        self.cards = tuple(cards)
        self.where = where
        listed = "".join(f"\n  {c}" for c in self.cards)
        super().__init__(
            f"{where} has {len(self.cards)} card(s) whose text the engine cannot play yet; "
            f"they would be played as blanks:{listed}\n"
            f"(to play them anyway, opt in: {OPT_IN})"
        )

    def to_dict(self) -> list[dict[str, Any]]:
        return [c.to_dict() for c in self.cards]


def warning(cards: Sequence[UnplayableCard], where: str = "") -> str:
    """The line an opted-in run prints: which cards play without part of their text."""
    who = f"{where}: " if where else ""
    names = ", ".join(c.name for c in cards)
    return (
        f"WARNING: {who}{len(cards)} card(s) are played without the text the engine lacks "
        f"(as blanks where it is missing), so results with them are not the real game: {names}"
    )


def report(by_deck: Mapping[str, Sequence[UnplayableCard]]) -> dict[str, Any]:
    """What an opted-in run adds to its JSON: ``unplayable_cards`` (deck name -> its cards,
    each with the text it lacks; only decks that have such cards) and ``warnings`` (one
    line per such deck). Both empty when every card is playable."""
    decks = {name: list(cards) for name, cards in by_deck.items() if cards}
    return {
        "unplayable_cards": {name: [c.to_dict() for c in cards] for name, cards in decks.items()},
        "warnings": [warning(cards, name) for name, cards in decks.items()],
    }


def refuse_unless_allowed(
    found: list[UnplayableCard], allow_unplayable: bool, where: str
) -> list[UnplayableCard]:
    """``found`` (a deck's cards with missing text) when the caller opted in or there are none;
    else :class:`UnplayableCards` naming them (``where``: "deck 0")."""
    if found and not allow_unplayable:
        raise UnplayableCards(found, where)
    return found
