"""What a Zero Dimension seat's view shows that its observation encodes, read straight from the
game (:func:`game_parts`) or from a built view (:func:`view_parts`): the same tuples either
way, cards as card numbers, so an observation is the same from the game and from its view.

The parts are those of :func:`tcgsim.zero.views.seat_parts` (read from the state by the same
rules of what is hidden as the view), then codes: the vocabulary index of each card number
the parts hold, UNKNOWN for None. tests/rl/test_observations.py checks both functions give
the same parts at every decision of several decks' games.
"""

from __future__ import annotations

from itertools import repeat
from typing import TYPE_CHECKING, Any

from tcgsim.rl.vocab import UNKNOWN
from tcgsim.zero.views import PLAYERS, Character, seat_parts

if TYPE_CHECKING:
    from tcgsim.zero.game import Game

ZeroParts = tuple[Any, ...]

# the parts' positions read by name elsewhere: seat_parts' (ME ... PLAYERS), then the codes
ME, CODES = 0, PLAYERS + 1


def game_parts(g: Game, viewer: int, codes: dict[int | None, int]) -> ZeroParts:
    """``viewer``'s parts of ``g``, read from the state (:func:`tcgsim.zero.views.seat_parts`,
    beside the view whose rules of what is hidden it follows), with ``codes``: the vocabulary
    index of each card number of ``g`` (:func:`card_codes`)."""
    return (*seat_parts(g, viewer), codes)


#: the card numbering a game's codes were worked out for: its ``defs`` list, how many cards
#: it held (cards made during a game, tokens, are numbered after the decks'), the codes
Kept = tuple[list[str], int, dict[int | None, int]]


def card_codes(g: Game, index: dict[str, int], kept: Kept | None) -> Kept:
    """The vocabulary index of each card number of ``g`` (its ``defs``), and UNKNOWN for None
    (a card not shown), with what they were worked out for: ``kept`` if that is still its
    numbering (the same game, or another of the same cards)."""
    defs = g.s["defs"]
    if kept is not None and len(defs) == kept[1] and (kept[0] is defs or kept[0] == defs):
        return kept if kept[0] is defs else (defs, len(defs), kept[2])
    codes: dict[int | None, int] = dict(enumerate(map(index.get, defs, repeat(UNKNOWN))))
    codes[None] = UNKNOWN
    return (defs, len(defs), codes)


def view_parts(view: dict[str, Any], index: dict[str, int]) -> ZeroParts:
    """The parts of a built view: those :func:`seat_parts` gives for the game it shows."""
    codes: dict[int | None, int] = {None: UNKNOWN}

    def number(ref: dict[str, Any]) -> int:
        codes[ref["id"]] = index.get(ref["card"], UNKNOWN)
        return int(ref["id"])

    def numbers(refs: list[dict[str, Any]]) -> list[int]:
        return [number(r) for r in refs]

    def character(e: dict[str, Any]) -> Character:
        eq, counters = e["equipment"], e["counters"]
        return (number(e), e["tapped"], e["damage"], e["level"], e["atk"], e["def"],
                len(e["keywords"]), sum(counters.values()) if counters else 0,
                e["appeared_turn"], (number(eq), eq["tapped"]) if eq is not None else None,
                tuple([number(lc) if "card" in lc else None for lc in e["level_cards"]]),
                tuple(numbers(e["under"])))

    players = []
    for pl in view["players"]:
        hand, event = pl["hand"], pl["event"]
        players.append((
            numbers(hand) if hand is not None else None, pl["hand_count"], pl["deck_count"],
            pl["life_count"],
            ([number(r) if "card" in r else None for r in pl["resources"]],
             [r["tapped"] for r in pl["resources"]],
             [not r["facedown"] for r in pl["resources"]]),
            [character(e) for e in pl["battle"]],
            number(event) if event is not None else None,
            numbers(pl["rest"]), numbers(pl["removed"]), pl["mulligan"],
        ))
    return (view["you"], view["turn"], view["current"], view["first"], view["step"],
            [number(link["card"]) if link["card"] is not None else None
             for link in view["chain"]],
            view["combat"], players, codes)
