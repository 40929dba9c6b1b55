"""Keyword effects used in the hand by revealing the card, and cards placed over a character.

形态转换 (ZD:900.FORM_CHANGE) and 高速换装 (ZD:900.QUICK_CHANGE) are activated effects used
in the hand ("(cost) 展示手牌中的此牌：…"). Their ruling text fixes the order: the player pays
the cost first, then chooses a character in the battle zone (选择, not a target: ZD:705),
then the effect goes on the chain. The card stays in the hand, revealed; the effect does
its work when it resolves (``keywords.form_change`` / ``keywords.quick_change``), and
cannot be done properly if the chosen character left the battle zone meanwhile.

A keyword module defines a ``HandAction`` (in ``registry.HAND_ACTIONS[kw]``): when it may be
used, its cost, which characters may be chosen; and one effect dict (its
``registry.KEYWORD_EFFECTS[kw]``) whose ``do`` ops resolve it. The priority action is
``["reveal", card, keyword index]``; the link is an ordinary effect link (``kind`` "effect", ``path`` ``["kw", keyword, 0]``,
``src`` the card in the hand, ``tg`` ``[[chosen character]]``).

:func:`place_over` puts a card from outside the battle zone onto a character so that it
appears inheriting that character's state (tapped or not, damage, equipment, level cards,
counters, the turn it appeared, the effects in force on it, its place in a combat), then
the card below goes to the rest zone (高速换装). Other keywords that place a card over a
character and inherit its state may use it.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from tcgsim.zero.model.carddb import KEYWORD_NAMES
from tcgsim.zero.model.state import Entry, Frame, by_card_id, character, ref
from tcgsim.zero.registry import COST_MODS, HAND_ACTIONS, Cost
from tcgsim.zero.rules.chain import add_link
from tcgsim.zero.rules.continuous import base_keywords, fx_on, game_may_have, level
from tcgsim.zero.rules.costs import can_pay
from tcgsim.zero.rules.play import appear
from tcgsim.zero.rules.scripts import choose_one, select
from tcgsim.zero.rules.zones import inheritance, move

if TYPE_CHECKING:
    from tcgsim.zero.game import Game


@dataclass(frozen=True)
class HandAction:
    """A "reveal this card in the hand" keyword: ``timing(g, p)``; ``cost(kw)`` before
    reductions (total, colors); ``candidates(g, p, card, kw)`` the characters it may choose;
    ``how``: the name cost reductions see (``COST_MODS``); ``clause``: its rule."""

    timing: Callable[[Game, int], bool]
    cost: Callable[[tuple[Any, ...]], Cost]
    candidates: Callable[[Game, int, int, tuple[Any, ...]], list[int]]
    how: str
    clause: str


def action_cost(g: Game, p: int, c: int, kw: tuple[Any, ...]) -> Cost:
    """What the keyword of card ``c`` costs player ``p`` now, after reductions (ZD:303)."""
    spec = HAND_ACTIONS[kw[0]]
    total, colors = spec.cost(kw)
    for mod in COST_MODS:
        total, colors = mod(g, p, c, total, colors, spec.how)
    return max(total, sum(colors.values())), colors


def _usable(g: Game, p: int, c: int, kw: tuple[Any, ...]) -> bool:
    spec = HAND_ACTIONS[kw[0]]
    return spec.timing(g, p) and can_pay(g, p, *action_cost(g, p, c, kw)) and \
        bool(spec.candidates(g, p, c, kw))


def _kinds() -> tuple[str, ...]:
    """The kinds (``continuous.may_have``) of the keywords used from the hand."""
    names = tuple(HAND_ACTIONS)
    found = _KINDS.get(names)
    if found is None:
        found = _KINDS[names] = tuple(f"kw:{kw}" for kw in names)
    return found


_KINDS: dict[tuple[str, ...], tuple[str, ...]] = {}


def may_reveal(g: Game, p: int) -> bool:
    """``registry.OFF_MAIN``: some card of the game can have a keyword used from the hand, and
    the timing of one of them holds."""
    if not game_may_have(g, *_kinds()):
        return False
    for spec in HAND_ACTIONS.values():  # noqa: SIM110 - a plain loop: no generator
        if spec.timing(g, p):
            return True
    return False


def options(g: Game, p: int) -> list[tuple[str, list[Any]]]:
    if not game_may_have(g, *_kinds()):
        return []  # no card of the game has such a keyword (printed, gained or copied)
    # the keywords whose timing holds now (asked first by each use): at most timings none
    timed = {kw for kw, spec in HAND_ACTIONS.items() if spec.timing(g, p)}
    if not timed:
        return []
    out: list[tuple[str, list[Any]]] = []
    seen: set[tuple[str, int]] = set()
    for c in by_card_id(g.s, g.pl(p)["hand"]):
        if not any(k[0] in timed for k in g.d(c).keywords) and \
                not (g.s["fx"] and fx_on(g, c, "kw")):
            continue  # a quick test: no such keyword printed or gained
        for i, kw in enumerate(base_keywords(g, c)):
            if kw[0] not in timed or (g.s["defs"][c], i) in seen:
                continue  # identical cards: offering one is enough (hand order stays hidden)
            if _usable(g, p, c, tuple(kw)):
                seen.add((g.s["defs"][c], i))
                out.append((f"{KEYWORD_NAMES[kw[0]]}: reveal {g.label(c)}", ["reveal", c, i]))
    return out


def start(g: Game, p: int, data: list[Any]) -> None:
    g.push("reveal_action", c=data[1], i=data[2], p=p)


def reveal_action(g: Game, f: Frame) -> None:
    """Reveal the card, pay, choose the character, put the effect on the chain."""
    c, p = f["c"], f["p"]
    kw = tuple(base_keywords(g, c)[f["i"]])
    spec = HAND_ACTIONS[kw[0]]
    if f["step"] == 0:
        f["step"] = 1
        f["src"] = ref(g.s, c)
        g.event("reveal", clause=spec.clause, player=p, card=g.card_refs([c])[0],
                keyword=kw[0])
        total, colors = action_cost(g, p, c, kw)
        g.push("pay", p=p, total=total, colors=colors, why=f"{kw[0]} of {g.name(c)}")
        return
    if f["step"] == 1:
        chosen = choose_one(g, f, p, spec.candidates(g, p, c, kw),
                            f"{g.name(c)}: choose the character")
        if chosen is None:
            return
        g.pop()
        g.event("choose", clause=spec.clause, player=p, cards=g.card_refs([chosen]))
        add_link(g, {"kind": "effect", "path": ["kw", list(kw), 0], "src": f["src"], "ctl": p,
                     "tg": [[ref(g.s, chosen)]], "x": 0, "ev": {}, "trigger": False})


def in_hand(g: Game, src: list[int], p: int) -> bool:
    """The revealed card is still the same card in its player's hand."""
    return g.s["ver"][src[0]] == src[1] and src[0] in g.pl(p)["hand"]


def chosen_here(g: Game, f: dict[str, Any]) -> Entry | None:
    """The chosen character's entry if it is still that object in the player's battle zone."""
    picked = select(g, f, {"t": 0})
    found = character(g.s, picked[0]) if picked else None
    return found[1] if found is not None and found[0] == f["p"] else None


# -- placing a card over a character ---------------------------------------------------------
def place_over(g: Game, old: Entry, new_c: int, p: int, *, why: str, clause: str) -> Entry:
    """Card ``new_c`` is placed on the character of entry ``old`` (player ``p``'s) and appears
    inheriting its state (``zones.inheritance``: tapped or not, damage, equipment, level
    cards, counters, the turn it appeared, the effects in force on it, its place in a
    combat). Then the card below goes to the rest zone; its leaving is seen with the level it
    had (both count as that level while this is done). Appear triggers of the new card see it
    with its inherited level."""
    old_c = old["c"]
    known_level = level(old)
    take = inheritance(g, old, new_c)

    def setup(e: Entry) -> None:
        take(e)
        move(g, old_c, "rest", why=f"{why}: the card below", clause=clause,
             known={"lv": known_level})

    return appear(g, new_c, p, how="effect", tapped=old["tap"], clause=clause, setup=setup)
