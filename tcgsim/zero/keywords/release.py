"""刀剑解放 / 卍解 / 归刃 / 解放形态 (ZD:900.SHIKAI/BANKAI/RESURRECCION/RELEASED_FORM): cards
put on a character of the battle zone, inheriting its state, with soul cards (刀魂牌) beneath.

- SHIKAI 刀剑解放 (a 启动效果 used from the hand): cost: reveal this card in the hand;
  effect: put it on one of our characters with the attribute 『斩魄刀』 and the same 斩魄刀名,
  inheriting that card's state. Only at normal-tactic timing (own non-combat action phase,
  empty chain). The character is chosen when the effect is activated; if it left the battle
  zone when the effect resolves, nothing happens and the card stays in the hand.
- RESURRECCION 归刃: the same, onto one of our 『破面』 sharing a character name with it; in
  addition each character name can be released this way once per turn.
- BANKAI 卍解 (an action, written ``["bankai", {}]`` in an effect): find in the deck a 『斩魄刀』
  character with the same 斩魄刀名 as the card doing it (a typed search: it may fail, the
  find is shown, the deck is shuffled, ZD:615) and put it on that card as 刀剑解放 does; it
  counts as a 刀剑解放 (【刀剑解放成功时】 triggers).
- What the placed card inherits (:func:`place_onto`): tapped or untapped, damage, level cards,
  equipment, counters, the turn it appeared (so whether it may attack), the effects in force
  on the old card, and its place in a combat. It is a new object that appears (by an effect,
  not a use, ZD:625): its 【登场时】 and 【刀剑解放成功时】/【归刃成功时】 effects trigger
  (event "released", timings "shikai_success" and "resurreccion_success").
- The card below and every card that was already under it become the new card's soul cards.
  Soul cards are not in the battle zone (no effect can target them); when the card leaves the
  battle zone they go to their owners' rest zones (``zones.move``).
- RELEASED_FORM 解放形态 (continuous): while a card has soul cards beneath it, it has the
  effects written after 解放形态： (card data ``"gate": "RELEASED_FORM"``), however the soul
  cards got there.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from tcgsim.zero.model.state import Entry, TriggerEvent, alive, character, locate, ref
from tcgsim.zero.registry import OPS
from tcgsim.zero.rules.continuous import base_def, char_names
from tcgsim.zero.rules.play import appear
from tcgsim.zero.rules.scripts import select
from tcgsim.zero.rules.triggers import fire
from tcgsim.zero.rules.zones import inheritance, move

if TYPE_CHECKING:
    from tcgsim.zero.game import Game

SOUL = "soul"  # entry["under_kind"]: the cards beneath are soul cards (刀魂牌)
CLAUSE = {"SHIKAI": "ZD:900.SHIKAI", "BANKAI": "ZD:900.BANKAI",
          "RESURRECCION": "ZD:900.RESURRECCION"}
_SUCCESS = {"SHIKAI": "shikai_success", "BANKAI": "shikai_success",
            "RESURRECCION": "resurreccion_success"}


def soul_cards(e: Entry | None) -> list[int]:
    """The soul cards beneath a character (transform sources are not soul cards)."""
    if e is None or e.get("under_kind") == "transform":
        return []
    return list(e["under"])


def place_onto(g: Game, c: int, onto: Entry, p: int, method: str) -> Entry:
    """Put card ``c`` on the character ``onto`` of player ``p``'s battle zone (刀剑解放, 卍解,
    归刃): ``c`` appears inheriting the character's state (``zones.inheritance``); the
    character and the cards beneath it become ``c``'s soul cards. Returns the new entry."""
    old = onto["c"]
    clause = CLAUSE[method]
    take = inheritance(g, onto, c)
    below, onto["under"] = onto["under"], []  # they stay under the new card

    def setup(e: Entry) -> None:
        take(e)
        move(g, old, "under", onto=e, why="becomes a soul card", clause=clause)
        e["under"] = below + e["under"]
        e["under_kind"] = SOUL

    g.event("release", clause=clause, player=p, method=method,
            card=g.card_refs([c])[0], onto=g.card_refs([old])[0])
    e = appear(g, c, p, how="effect", tapped=onto["tap"], clause=clause, setup=setup)
    fire(g, "released", subject=ref(g.s, c), player=p, method=method)
    return e


# -- timings ----------------------------------------------------------------------------------
def shikai_success(g: Game, ev: TriggerEvent, p: int) -> bool:
    """【刀剑解放成功时】 (timing "shikai_success"): 卍解 is a 刀剑解放 too."""
    return _SUCCESS.get(ev.get("method", "")) == "shikai_success"


def resurreccion_success(g: Game, ev: TriggerEvent, p: int) -> bool:
    """【归刃成功时】 (timing "resurreccion_success")."""
    return _SUCCESS.get(ev.get("method", "")) == "resurreccion_success"

# -- RELEASED_FORM: the gated effects apply while soul cards are beneath ------------------------
def released_form(g: Game, c: int, e: Entry | None) -> bool:
    """The gate of 解放形态 effects: soul cards are beneath."""
    return bool(soul_cards(e))


# -- filters and conditions -----------------------------------------------------------------------
def same_zanpakuto(g: Game, c: int, v: bool, ctx: dict[str, Any]) -> bool:
    """Has the same 斩魄刀名 as the effect's card (both must have one)."""
    src = ctx.get("src")
    name = base_def(g, src).zanpakuto if src is not None else ""
    return (bool(name) and base_def(g, c).zanpakuto == name) == bool(v)


def same_char(g: Game, c: int, v: bool, ctx: dict[str, Any]) -> bool:
    """Shares a character name 『A』 with the effect's card."""
    src = ctx.get("src")
    mine = set(base_def(g, src).chars) if src is not None else set()
    return bool(mine & set(char_names(g, c))) == bool(v)


def _resurreccion_key(name: str) -> str:
    return f"resurreccion:{name}"


def resurreccion_unused(g: Game, args: dict[str, Any], ctx: dict[str, Any]) -> bool:
    """No character with one of this card's character names was released by 归刃 this turn."""
    src = ctx.get("src")
    return src is not None and not any(g.s["tf"].get(_resurreccion_key(n))
                                       for n in base_def(g, src).chars)


# -- ops ------------------------------------------------------------------------------------------
def reveal_self(g: Game, f: dict[str, Any]) -> bool:
    """展示手牌中的此牌 (a cost): everyone sees the card; it stays in the hand (ZD:616)."""
    c = f["src"][0]
    g.event("reveal", clause="ZD:616", player=f["p"], cards=g.card_refs([c]))
    return True


def can_reveal_self(g: Game, ctx: dict[str, Any], **_: Any) -> bool:
    return locate(g.s, ctx["src"])[1] == "hand"


def release(g: Game, f: dict[str, Any], method: str) -> bool:
    """刀剑解放 / 归刃 as they resolve: this card, still the card revealed in the hand, goes on
    the chosen character (still in our battle zone: else nothing happens and it stays in the
    hand)."""
    src = f["src"]
    onto = select(g, f, {"t": 0})
    found = character(g.s, onto[0]) if onto else None
    if not (alive(g.s, src) and locate(g.s, src[0])[1] == "hand") or found is None \
            or found[0] != f["p"]:
        g.event("release_failed", clause=CLAUSE[method], card=g.card_refs([src[0]])[0])
        return True
    if method == "RESURRECCION":
        for n in g.d(src[0]).chars:
            g.s["tf"][_resurreccion_key(n)] = True
    place_onto(g, src[0], found[1], f["p"], method)
    return True


BANKAI_FIND = {"type": "character", "attr": "斩魄刀", "same_zanpakuto": True}


def bankai(g: Game, f: dict[str, Any]) -> bool:
    """卍解 (an action): find a 『斩魄刀』 with this card's 斩魄刀名 in the deck and put it on this
    card as 刀剑解放 does. Nothing happens if this card is no longer in the battle zone."""
    src = f["src"]
    home = character(g.s, src[0]) if alive(g.s, src) else None
    if home is None:
        g.event("release_failed", clause="ZD:900.BANKAI", card=g.card_refs([src[0]])[0])
        return True
    before = set(g.s["limbo"])
    if not OPS["search"](g, f, filter=BANKAI_FIND, to="limbo"):
        return False
    for c in [c for c in g.s["limbo"] if c not in before]:
        place_onto(g, c, home[1], home[0], "BANKAI")
    return True


# -- the keywords' own effects --------------------------------------------------------------------
def _from_hand(label: str, flt: dict[str, Any], method: str,
               extra: list[Any]) -> list[dict[str, Any]]:
    return [{"type": "activated", "zone": "hand", "timing": "normal", "label": label,
             "cond": extra, "cost": [["reveal_self", {}]],
             "targets": [{"filter": {"type": "character", "side": "own", **flt}, "choose": True,
                          "prompt": f"{label}: choose the character to put it on"}],
             "do": [["release", {"method": method}]]}]


def shikai_effects(kw: tuple[Any, ...]) -> list[dict[str, Any]]:
    return _from_hand("刀剑解放", {"attr": "斩魄刀", "same_zanpakuto": True}, "SHIKAI", [])


def resurreccion_effects(kw: tuple[Any, ...]) -> list[dict[str, Any]]:
    return _from_hand("归刃", {"attr": "破面", "same_char": True}, "RESURRECCION",
                      [["resurreccion_unused", {}]])
