"""(X) 变身：*** / 变身形态 (ZD:900.TRANSFORM): "(可以支付 X 来使用此牌。若如此，须将此牌放置在
我方战斗区中的一张***上。此牌登场时即获得放置在其下方的所有角色牌的效果。此牌与放置在其下方的所有
角色牌视作一张牌。)" and "变身形态：若此牌以变身方式登场，获得以下效果。"

Card data: keyword ``["TRANSFORM", X, "***"]`` (*** a character name, attribute or card name);
the 变身形态 effects carry ``"gate": "TRANSFORM"``.

- 变身 is a special way of using a character (ZD:623 case 1): the general rules of using a
  character apply (its timing — own non-combat action phase, empty chain, unless e.g. 速攻;
  the cost paid, then the card on the chain, where it can be answered; it appears "by use",
  ZD:625). Its player declares it (action ``["transform", card, X, ***]``), chooses one of
  their characters matching *** as its 变身源 and pays (X) instead of the card's cost
  (reductions of "using this card" apply, ZD:900.NINJA_ART). From the hand, or from any zone
  an effect lets its player use cards from (ZD:623 case 2); never together with another
  special way, and never when an effect uses the card (ZD:623 case 3).
- As it resolves: if the 变身源 left the battle zone or no longer matches ***, the card
  appears like a normally used character — not "by 变身", so without its 变身形态 effects.
  Otherwise it appears on the 变身源: the 变身源 and the cards already under it become its
  变身牌 (transform cards, under it), and it inherits the 变身源's state — untapped or tapped,
  equipment, damage, level cards, counters, the effects in force on it, the turn it appeared
  (so it may attack at once if that card could), its place in a combat.
- The transformed card has, as its own, all the printed effects (and keywords) of its 变身牌,
  active ones and those not active yet (a higher level's, with their conditions), and their
  appear effects trigger as it appears (``registry.EXTRA_DEFS``); when it leaves, its
  leave/destroyed effects are those it had (the last known entry, ZD:802). Only their printed
  effects: effects a 变身源 had gained are not carried over (ZD:709: the 变身源's gained
  effects, gained keywords and copies end; other effects in force on it go on).
- It and its 变身牌 are one card: when it moves (destroyed, returned to the hand...) they move
  with it to the same kind of zone, where each is a card of its own again (``zones.move``).
  变身牌 are not in the battle zone: nothing can target or affect them there.
- 变身形态 effects (:func:`gate`) are active only on a card that appeared by 变身
  (``entry["via"] == "TRANSFORM"``): not on a card that gained them (Mr.2, ZD:709), nor on a
  character that got 变身牌 put under it by an effect.
- Effects (ops): ``put_under {sel, onto}`` puts cards under a character as 变身牌 — no appear
  effect triggers, nothing of their state is inherited (from the battle zone, their equipment
  and level cards go as if they left it); the character gains their effects but not its
  变身形态. ``transform_onto {sel, onto}`` puts a card from outside the battle zone on a
  character as 变身 does (如变身一般): it appears, its appear effects trigger, and it inherits
  that character's state (by an effect, ZD:625).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from tcgsim.zero.model.state import Entry, Frame, Link, alive, by_card_id, character, locate, ref
from tcgsim.zero.registry import COST_MODS, Cost
from tcgsim.zero.rules.continuous import (
    attributes,
    base_keyword,
    card_name,
    char_names,
    may_have_keyword,
)
from tcgsim.zero.rules.play import appear, can_use, granted_use, in_time, start_use
from tcgsim.zero.rules.scripts import choose_one, select
from tcgsim.zero.rules.zones import inheritance, move

if TYPE_CHECKING:
    from tcgsim.zero.game import Game

KW = "TRANSFORM"
CLAUSE = "ZD:900.TRANSFORM"
UNDER = "transform"  # entry["under_kind"]: the cards beneath are 变身牌
# effects in force that are gained effects: not carried over to the transformed card (ZD:709)
GAINED = ("gain", "gain_eff", "kw", "copy")


def fits(g: Game, c: int, what: str) -> bool:
    """A character is a *** for 变身: *** is one of its character names, attributes or its name."""
    return what in char_names(g, c) or what in attributes(g, c) or card_name(g, c) == what


def sources(g: Game, p: int, what: str) -> list[int]:
    """The characters of player ``p`` a 变身 onto *** may choose as its 变身源."""
    return [e["c"] for e in g.pl(p)["battle"] if fits(g, e["c"], what)]


def transform_cost(g: Game, p: int, c: int, x: int) -> Cost:
    """(X) — what the 变身 of card ``c`` costs player ``p``, after reductions (ZD:303)."""
    total, colors = x, {}
    for mod in COST_MODS:
        total, colors = mod(g, p, c, total, colors, "transform")
    return max(total, sum(colors.values())), colors


def _ways(g: Game, c: int) -> list[tuple[int, str]]:
    """The distinct (X, ***) of the 变身 a card (out of the battle zones) has."""
    return sorted({(int(k[1]), str(k[2])) for k in base_keyword(g, c, KW)})


# -- the special use --------------------------------------------------------------------------
def options(g: Game, p: int) -> list[tuple[str, list[Any]]]:
    out: list[tuple[str, list[Any]]] = []
    seen: set[tuple[str, int, str]] = set()
    hand = g.pl(p)["hand"]

    def able(c: int) -> bool:  # a quick test: a character that may have 变身
        return g.defs[c].type == "character" and may_have_keyword(g, c, KW)

    # only the hand's cards that may have 变身 and whose timing allows a use (can_use asks
    # it first) are sorted (the order stays the whole hand's)
    cands = by_card_id(g.s, [c for c in in_time(g, p, hand) if able(c)])
    for c in cands + [c for c in in_time(g, p, granted_use(g, p)) if c not in hand and able(c)]:
        for x, what in _ways(g, c):
            key = (g.s["defs"][c], x, what)
            if c in hand and key in seen:
                continue  # identical cards in the hand: one option (hand order stays hidden)
            if sources(g, p, what) and can_use(g, p, c, cost=transform_cost(g, p, c, x)):
                seen.add(key)
                out.append((f"变身: use {g.label(c)} onto 『{what}』 for ({x})",
                            ["transform", c, x, what]))
    return out


def start(g: Game, p: int, data: list[Any]) -> None:
    g.push("transform_use", c=data[1], x=data[2], what=data[3], p=p)


def transform_use(g: Game, f: Frame) -> None:
    """Declare the 变身, choose the 变身源 (选择, not a target: ZD:705), then use the card."""
    c, p = f["c"], f["p"]
    onto = choose_one(g, f, p, sources(g, p, f["what"]),
                      f"变身: choose the 『{f['what']}』 to put {g.name(c)} on")
    if onto is None:
        return
    g.pop()
    g.event("special_use", clause=CLAUSE, player=p, card=g.card_refs([c])[0], how="变身",
            onto=g.card_refs([onto])[0])
    start_use(g, p, c, special=KW, cost=transform_cost(g, p, c, f["x"]),
              extra={"onto": ref(g.s, onto), "onto_what": f["what"]})


def on_enter(g: Game, c: int, p: int, e: Entry, link: Link | None) -> None:
    """As a card used by 变身 appears: onto its 变身源 if that is still there and still fits;
    else it has appeared as a character normally used."""
    if link is None or link.get("special") != KW:
        return
    onto = link["onto"]
    found = character(g.s, onto[0]) if alive(g.s, onto) else None
    if found is None or found[0] != p or not fits(g, onto[0], link["onto_what"]):
        g.event("transform_failed", clause=CLAUSE, card=g.card_refs([c])[0],
                why="its 变身源 left the battle zone or no longer fits")
        return
    stack_onto(g, e, found[1], via=KW)


def stack_onto(g: Game, e: Entry, below: Entry, via: str | None) -> None:
    """The card of entry ``e`` (appearing now, in the same battle zone) goes on the character
    of entry ``below``: it takes that character's place (``zones.inheritance``: its state, the
    effects in force on it except gained ones (ZD:709), its place in a combat); that character
    and the cards under it become its 变身牌. ``via``: it appeared by 变身 (its 变身形态 effects
    are active)."""
    old = below["c"]
    take = inheritance(g, below, e["c"], carry=lambda fx: fx["kind"] not in GAINED)
    under, below["under"] = list(below["under"]), []
    g.event("transform", clause=CLAUSE, card=g.card_refs([e["c"]])[0],
            onto=g.card_refs([old])[0])
    move(g, old, "under", onto=e, why="becomes a 变身牌", clause=CLAUSE)
    take(e)
    e["under"] = under + e["under"]
    e["under_kind"] = UNDER
    if via is not None:
        e["via"] = via


# -- the effects a transformed card has ---------------------------------------------------------
def _find_hosts(g: Game) -> dict[int, Entry]:
    """The characters with 变身牌 under them, by card: asked for every card whose effects are
    worked out, so found once per reading stretch (most boards have none)."""
    return {x["c"]: x for pl in g.s["players"] for x in pl["battle"]
            if x.get("under_kind") == UNDER}


def transform_cards(g: Game, c: int, e: Entry | None = None) -> list[str]:
    """The card ids of the 变身牌 under character ``c``: it has their printed effects."""
    if e is None:
        memo = g.memo
        if memo is None:  # outside a reading stretch a scan is cheaper than the index
            e = next((x for pl in g.s["players"] for x in pl["battle"]
                      if x["c"] == c and x.get("under_kind") == UNDER), None)
        else:  # asked for every card a scan looks at: the index of the stretch, inlined
            hosts = memo.get("transform_hosts")
            if hosts is None:
                hosts = memo["transform_hosts"] = _find_hosts(g)
            e = hosts.get(c)
        if e is None:
            return []
    elif e.get("under_kind") != UNDER or e["c"] != c:
        return []
    return [g.s["defs"][u] for u in e["under"]]


def gate(g: Game, c: int, e: Entry | None) -> bool:
    """变身形态 effects are active on a card that appeared by 变身."""
    return e is not None and e.get("via") == KW


# -- effects that put 变身牌 -------------------------------------------------------------------
def _host(g: Game, f: dict[str, Any], onto: Any) -> tuple[int, Entry] | None:
    picked = select(g, f, onto)
    return character(g.s, picked[0]) if picked else None


def put_under(g: Game, f: dict[str, Any], sel: Any, onto: Any) -> bool:
    """Put the cards under a character as its 变身牌 (因效果放置变身牌): no appear effect
    triggers and nothing of their state is inherited — from the battle zone, their equipment
    and level cards go as if they left it; the character gains their effects (not its
    变身形态)."""
    host = _host(g, f, onto)
    if host is None:
        return True
    e = host[1]
    if e["under"] and e.get("under_kind") != UNDER:
        return True  # its cards beneath are of another kind (soul cards): no 变身牌 there
    for c in select(g, f, sel):
        if c != e["c"] and locate(g.s, c)[1] not in ("eq", "lv", "under", "gone"):
            move(g, c, "under", onto=e, why="put as a 变身牌", clause=CLAUSE)
            e["under_kind"] = UNDER
    return True


def transform_onto(g: Game, f: dict[str, Any], sel: Any, onto: Any) -> bool:
    """Put a card from outside the battle zone on a character as 变身 does (如变身一般): it
    appears by an effect, its appear effects trigger, and it inherits the character's state."""
    host = _host(g, f, onto)
    cards = [c for c in select(g, f, sel)
             if g.d(c).type == "character"
             and locate(g.s, c)[1] not in ("battle", "eq", "lv", "under", "event", "gone")]
    if host is None or not cards:
        return True
    p, below = host
    c = cards[0]
    move(g, c, "limbo", why="put on a character as 变身 does", clause=CLAUSE)
    appear(g, c, p, how="effect", clause=CLAUSE, setup=lambda e: stack_onto(g, e, below, KW))
    return True
