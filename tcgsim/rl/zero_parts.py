"""What a Zero Dimension seat's view shows that its observation encodes, read straight from the
game (:func:`seat_parts`) or from a built view (:func:`view_parts`): the same tuples either
way, cards as card numbers, so an observation is the same from the game and from its view.

Reading the state is many times cheaper than building the view (dicts copied for every card
shown, every step), but it must show no more than the view does: the same rules of what is
hidden (tcgsim.zero.views) are applied here. The opponent's hand, the decks and life zones are
counted, never read; a resource or level card face down is read for its face (up) before its
card, and its card is kept only where the view shows it. tests/rl/test_observations.py checks
both functions give the same parts at every decision of several decks' games.

The parts (tuples, in this order):

* a seat: viewer, turn, current player, first player, step, chain (each link's card number,
  None for a link that is not a card), combat (:func:`combat_view`, or None), the two players
  (by seat), codes (the vocabulary index of each card number the parts hold, UNKNOWN for
  None);
* a player: hand (card numbers in the view's order, None for the opponent's), hand count, deck
  count, life count, resources, characters, event (card number or None), rest, removed,
  mulligan;
* the resources: three lists, in the zone's order: each one's card number (None: face down
  to the viewer), whether it is tapped, whether it is face up;
* a character: card number, tapped, damage, level, 攻, 防, keywords (how many), counters (their
  sum), the turn it appeared, equipment ((card number, tapped) or None), level cards (card
  number each, None face down), cards under it: a tuple of tuples (an encoder may keep what
  it wrote by it).
"""

from __future__ import annotations

from itertools import repeat
from operator import itemgetter
from typing import TYPE_CHECKING, Any

from tcgsim.rl.vocab import UNKNOWN
from tcgsim.zero.rules.combat import combat_view
from tcgsim.zero.rules.continuous import decision_values, reading

if TYPE_CHECKING:
    from tcgsim.zero.game import Game

ZeroParts = tuple[Any, ...]
Character = tuple[Any, ...]

# the parts' positions read by name elsewhere
ME, TURN, CURRENT, FIRST, STEP, CHAIN, COMBAT, PLAYERS, CODES = range(9)


def seat_parts(g: Game, viewer: int, codes: dict[int | None, int]) -> ZeroParts:
    """``viewer``'s parts of ``g`` (see the module's docstring), read from the state;
    ``codes``: the vocabulary index of each card number of ``g`` (:func:`card_codes`)."""
    s = g.s
    with reading(g):  # the view's values, worked out as it works them out
        values = decision_values(g)
    players = []
    for p, pl in enumerate(s["players"]):
        mine = p == viewer
        players.append((
            sorted(pl["hand"]) if mine else None, len(pl["hand"]), len(pl["deck"]),
            len(pl["life"]),
            _resources(pl["res"], mine),
            [_character(e, values[e["c"]]) for e in pl["battle"]],
            pl["event"]["c"] if pl["event"] is not None else None,
            pl["rest"], pl["removed"], pl["mulligan"],
        ))
    return (viewer, s["turn"], s["cur"], s["first"], s["step"],
            [link["c"] if link["kind"] == "card" else None for link in s["chain"]],
            combat_view(g), players, codes)


_CARD, _TAPPED, _UP = itemgetter("c"), itemgetter("tap"), itemgetter("up")


def _resources(res: list[dict[str, Any]], mine: bool) -> tuple[list[Any], list[Any], list[Any]]:
    """A resource zone's parts (read in C where no card is hidden): the owner sees every
    card of it; the opponent the face-up ones only (ZD:204)."""
    ups = list(map(_UP, res))
    cards = list(map(_CARD, res)) if mine or all(ups) else \
        [r["c"] if r["up"] else None for r in res]
    return cards, list(map(_TAPPED, res)), ups


def _character(e: dict[str, Any], values: tuple[int, int, list[Any]]) -> Character:
    eq, cnt, lv = e["eq"], e["cnt"], e["lv"]
    return (e["c"], e["tap"], e["dmg"], 1 + len(lv), values[0], values[1], len(values[2]),
            sum(cnt.values()) if cnt else 0, e["turn"],
            (eq["c"], eq["tap"]) if eq is not None else None,
            tuple([lc if up else None for lc, up in lv]) if lv else (), tuple(e["under"]))


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
