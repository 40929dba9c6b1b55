"""Deck facts worked out card by card, kept by card id across pairs of decks.

A deck fact (``Game.deck_fact``) is worked out once per pair of decks, by card number. A
search makes a new pair for about every view it searches (the opponent's hidden cards drawn
anew, the numbers assigned anew), so a fact that walks both decks in Python costs about a
hundred card visits per search, most of them of cards seen many times before. A fact that
depends on each card alone is kept here by card id instead: a new pair of decks maps its
card ids to the kept values in C, and only a card never seen before is worked out.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Sequence
from itertools import compress
from typing import TYPE_CHECKING, TypeVar

if TYPE_CHECKING:
    from tcgsim.pokemon.game import Game
    from tcgsim.pokemon.model.carddb import CardDef

K = TypeVar("K")
V = TypeVar("V")


def per_card(ids: Sequence[str], cards: Iterable[K], known: dict[str, V],
             value: Callable[[K], V]) -> list[V]:
    """``value`` of each card of a pair of decks by card number (``cards``: what ``value`` is
    given of each, in order), looked up by its card id (``ids``: ``state["defs"]``) in
    ``known``, where a card's value is kept the first time it is worked out: for a deck fact
    (``Game.deck_fact``) that depends on each card alone. Deck facts are worked out again for
    every pair of decks, and a search makes a new pair for about every view it searches (the
    opponent's hidden cards drawn anew): most of their cards were seen before, and a look-up
    of each runs no Python code per card. ``known`` grows with the card database's cards
    seen, a bounded number."""
    if not known.keys() >= set(ids):  # a card not seen before
        for cid, x in zip(ids, cards, strict=True):
            if cid not in known:
                known[cid] = value(x)
    return list(map(known.__getitem__, ids))


def by_card(g: Game, known: dict[str, V], value: Callable[[CardDef], V],
            in_play: bool = False) -> list[V]:
    """:func:`per_card` of the game's cards: ``value`` of each card's definition (``in_play``:
    of the card as it is in play, ``Game.in_play_defs``), by card number."""
    return per_card(g.s["defs"], g.in_play_defs if in_play else g.defs, known, value)


def any_card(g: Game, known: dict[str, bool], test: Callable[[CardDef], bool],
             in_play: bool = False) -> bool:
    """Whether ``test`` holds for a card of either deck (kept by card id: :func:`by_card`)."""
    holds: list[bool] = by_card(g, known, test, in_play)
    return any(holds)


def cards_where(g: Game, known: dict[str, bool], test: Callable[[CardDef], bool],
                in_play: bool = False) -> frozenset[int]:
    """The card numbers of the cards for which ``test`` holds (:func:`by_card`)."""
    return frozenset(compress(range(len(g.defs)), by_card(g, known, test, in_play)))
