"""咒印 CURSE_SEAL (ZD:900.CURSE_SEAL): "废弃此牌：从牌组或手牌中找一张与此牌角色名相同的费用 X 的
角色牌登场并洗切牌组。X 为此牌的总费用+1。"

Card data: ``["CURSE_SEAL"]``, or ``["CURSE_SEAL", timing]`` when printed with a timing
(【我方回合开始时】 "my_turn_start", 【我方回合结束时】 "my_turn_end").

- With a timing it is a triggered effect of that timing; without, an activated effect (usable
  whenever its controller has priority, ZD:703). Either way its cost is discarding (废弃) this
  card from the battle zone — a trigger's cost may be declined, and then nothing happens
  (ZD:702).
- The effect finds (找, ZD:615) in the deck or the hand — both at once — one character card
  that shares a character name with this card (one shared name is enough, on either side) and
  whose total cost is this card's total cost + 1 (a cost of X counts as 0); it appears (by an
  effect, ZD:625). Its player may declare that nothing was found.
- The deck is shuffled afterwards in every case, whether or not it was searched.

The card discarded as the cost is in the rest zone when the effect resolves; its character
names and cost are read from the card itself (ZD:700: the effect no longer depends on it).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from tcgsim.zero.rules.costs import printed_cost
from tcgsim.zero.rules.play import appear
from tcgsim.zero.rules.zones import move

if TYPE_CHECKING:
    from tcgsim.zero.game import Game

CLAUSE = "ZD:900.CURSE_SEAL"


def curse_seal_effects(kw: tuple[Any, ...]) -> list[dict[str, Any]]:
    base: dict[str, Any] = {"label": "咒印: find a character of cost +1 with its name",
                            "cost": [["discard_self", {}]], "do": [["curse_seal", {}]]}
    if len(kw) > 1:  # printed with a timing: a triggered effect (its cost may be declined)
        return [{"type": "trigger", "when": kw[1], "may": True, **base}]
    return [{"type": "activated", **base}]


def wanted(g: Game, seal: int, c: int) -> bool:
    """A character card sharing a character name with the 咒印 card, of its total cost + 1."""
    d = g.d(c)
    return d.type == "character" and bool(set(d.chars) & set(g.d(seal).chars)) \
        and printed_cost(g, c) == printed_cost(g, seal) + 1


def curse_seal(g: Game, f: dict[str, Any]) -> bool:
    """Find the character in the deck or the hand (or declare none found), it appears, and the
    deck is shuffled in any case."""
    p, seal = f["p"], f["src"][0]
    pl = g.pl(p)
    if "ans" not in f:
        g.event("search", clause=CLAUSE, player=p, zone="deck and hand")
        found = sorted({(g.s["defs"][c], zone): c for zone in ("hand", "deck")
                        for c in pl[zone] if wanted(g, seal, c)}.items())
        if found:
            f["opts"] = [c for _, c in found]
            g.ask(p, "search", "咒印: choose the character to appear (or none)",
                  [(f"{g.label(c)} from the {zone}", c) for (_, zone), c in found], 0, 1)
            return False
        picked: list[int] = []
    else:
        picked = [f.pop("opts")[i] for i in f.pop("ans")]
    for c in picked:
        g.event("reveal", clause="ZD:615", player=p, cards=g.card_refs([c]))
        move(g, c, "limbo", why="found (咒印)", clause=CLAUSE)
        appear(g, c, p, how="effect", clause=CLAUSE)
    g.shuffle_deck(p, clause=CLAUSE)
    return True

