"""Using cards (ZD:318-321/623) and their resolution.

Timing: characters, equipment, events and normal tactics need the player's own non-combat
action phase, an empty chain and priority (ZD:318/319/321/311); instant tactics only
priority (ZD:311/320). ``registry.INSTANT_TIMING`` (e.g. the QUICK keyword) lets a card be
used at instant timing; ``registry.USE_ALLOWED`` may forbid a use.

Using a card (the ``use`` frame): the card leaves the hand; X is chosen (ZD:303); targets
are chosen while paying (ZD:320/705) — an equipment targets one of its player's characters
(ZD:319); the cost is paid (``costs.pay``) and then extra costs (the "use" effect's
``cost`` ops); the card goes on the chain (ZD:106/318). Only usable cards are offered, so a
use never has to be rewound (ZD:902).

Swapping (互换, ZD:622, :func:`swap`): one character leaves, the other appears in its place.

Resolving (resolver "card"): a character appears in its controller's battle zone (ZD:318;
``registry.APPEAR_TAPPED``: e.g. SLOW; ``registry.ON_ENTER``: what a special use does as it
appears); an equipment is equipped on its target, or goes to the rest zone without
appearing if the target is gone (ZD:319); an event goes to the event zone (ZD:321); a
tactic's effect resolves with its targets checked again, then the tactic goes to the rest
zone (ZD:320).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from tcgsim.zero.model.carddb import CardDef
from tcgsim.zero.model.state import Entry, Frame, Link, alive, character, locate, ref
from tcgsim.zero.registry import APPEAR_TAPPED, INSTANT_TIMING, ON_ENTER, USE_ALLOWED
from tcgsim.zero.rules.chain import add_link
from tcgsim.zero.rules.continuous import card_effects, game_may_have, may_have, per_defs
from tcgsim.zero.rules.costs import can_pay, has_x, max_x, use_cost
from tcgsim.zero.rules.filters import battle_cards, matches
from tcgsim.zero.rules.scripts import (
    can_pay_ops,
    judged_when_used,
    push_script,
    recheck_targets,
    targets_available,
)
from tcgsim.zero.rules.triggers import fire
from tcgsim.zero.rules.zones import inheritance, move

if TYPE_CHECKING:
    from tcgsim.zero.game import Game

EQUIP_TARGET = {"filter": {"type": "character", "side": "own"}, "n": 1,
                "prompt": "Choose the character to equip"}


def use_effect(g: Game, c: int) -> tuple[list[Any], dict[str, Any]] | None:
    """The card's "use" effect (a tactic's text, extra costs/targets of other cards)."""
    for i, eff in enumerate(g.d(c).effects):
        if eff.get("type") == "use":
            return [g.s["defs"][c], "effects", i], eff
    return None


def equip_side(g: Game, c: int) -> str:
    """Whose characters an equipment may be equipped on: its player's (ZD:319), unless its use
    effect says ``"equip_side": "any" | "opp"`` (BP02-061 魔封波)."""
    found = use_effect(g, c)
    return found[1].get("equip_side", "own") if found is not None else "own"


def target_specs(g: Game, c: int) -> list[dict[str, Any]]:
    specs: list[dict[str, Any]] = []
    found = use_effect(g, c)
    if g.d(c).type == "equipment":
        side = equip_side(g, c)
        specs.append(EQUIP_TARGET if side == "own" else
                     {**EQUIP_TARGET, "filter": {"type": "character", "side": side}})
    if found is not None:
        specs.extend(found[1].get("targets", []))
    return specs


def main_timing(g: Game, p: int) -> bool:
    """Own non-combat action phase, empty chain (priority is implied by being asked)."""
    s = g.s  # the active player read from the state (no property call: asked very often)
    return s["step"] == "action" and s["cur"] == p and not s["chain"] and s["combat"] is None


def timing_ok(g: Game, p: int, c: int) -> bool:
    d = g.defs[c]
    if d.type == "tactic" and d.speed == "instant":
        return True
    # the main timing first: it is the cheaper question (the others ask about keywords);
    # plain loops: asked of every card in a hand at every decision
    if main_timing(g, p):
        return True
    for fn in INSTANT_TIMING.values():  # noqa: SIM110 - a plain loop: no generator per card
        if fn(g, p, c):
            return True
    return False


def in_time(g: Game, p: int, cards: list[int]) -> list[int]:
    """The cards of ``cards`` whose use :func:`timing_ok` allows player ``p`` now: all of them
    at the main timing; else those used at instant timing. Options that need
    :func:`can_use` look at these only: at the free timings of a turn (most decisions) a
    hand's characters and normal tactics are not looked at once more, and when no card of
    the game can have what lets a card be used at instant timing (QUICK) only instant
    tactics are."""
    if main_timing(g, p):
        return cards
    if not game_may_have(g, *INSTANT_TIMING):
        return list(filter(_instant(g).__contains__, cards))
    return [c for c in cards if timing_ok(g, p, c)]


def any_in_time(g: Game, p: int, cards: list[int]) -> bool:
    """Whether :func:`in_time` keeps any of ``cards`` (without making its list: asked at every
    free timing, of the hand)."""
    if main_timing(g, p):
        return bool(cards)
    if not game_may_have(g, *INSTANT_TIMING):
        return not _instant(g).isdisjoint(cards)
    return any(timing_ok(g, p, c) for c in cards)


def _instant(g: Game) -> frozenset[int]:
    """The instant tactics among the game's cards."""
    instant = g.instant  # kept with the game while its cards stay the same
    if instant is None:
        instant = g.instant = per_defs(g, _INSTANT, _instant_tactics)
    return instant


def _instant_tactics(g: Game) -> frozenset[int]:
    return frozenset(c for c, d in enumerate(g.defs) if d.type == "tactic" and d.speed == "instant")


# the instant tactics among a game's cards, by its list of definitions (see per_defs)
_INSTANT: dict[int, tuple[list[CardDef], frozenset[int]]] = {}


def never(g: Game, p: int) -> bool:
    """``registry.OFF_MAIN`` of an action of the main timing only: nothing at other timings."""
    return False


def may_use_off_main(g: Game, p: int) -> bool:
    """``registry.OFF_MAIN`` of using a card (and of 变身, a use too): a card in the hand whose
    timing allows a use now (:func:`in_time`), or a card an effect lets the player use from
    another zone."""
    memo = g.memo  # asked for using and for 变身 at the same decision
    if memo is None:
        return _may_use_off_main(g, p)
    found = memo.get(("use_off_main", p))
    if found is None:
        found = memo["use_off_main", p] = _may_use_off_main(g, p)
    return found


def _may_use_off_main(g: Game, p: int) -> bool:
    if any_in_time(g, p, g.s["players"][p]["hand"]):
        return True
    # rights to use cards from elsewhere (ZD:623 case 2), looked for only where one can be
    fx = g.s["fx"]
    if not (game_may_have(g, "grant_use") or (fx and any(f["kind"] == "use_right" for f in fx))):
        return False
    return bool(granted_use(g, p))


def can_use(g: Game, p: int, c: int, cost: tuple[int, dict[str, int]] | None = None) -> bool:
    """Whether player ``p`` may use card ``c`` now; ``cost``: what a special use pays instead
    of the card's cost (ZD:623 case 1)."""
    if not timing_ok(g, p, c):
        return False
    for fn in USE_ALLOWED:
        if not fn(g, p, c):
            return False
    if not can_pay(g, p, *(cost if cost is not None else use_cost(g, p, c, 0))):
        return False
    ctx = {"src": c, "p": p}
    if not targets_available(g, target_specs(g, c), ctx):
        return False
    found = use_effect(g, c)
    return found is None or can_pay_ops(g, found[1].get("cost", []), ctx)


def start_use(g: Game, p: int, c: int, special: str | None = None,
              cost: tuple[int, dict[str, int]] | None = None,
              extra: dict[str, Any] | None = None) -> None:
    """Use card ``c``; a special use (ZD:623 case 1: 虚伪生命, 变身...) names itself and pays
    ``cost`` instead of the card's cost; its link carries ``"special"`` and the ``extra``
    keys (what the special use chose, e.g. the character a 变身 goes onto). A card used from
    another zone than the hand by a right that allows a number of uses spends one."""
    if special is None and c not in g.pl(p)["hand"]:
        _spend_right(g, p, c)
    if special is None:
        g.push("use", c=c, p=p, x=0)
    else:
        g.push("use", c=c, p=p, x=0, special=special, cost=list(cost) if cost else None,
               extra=dict(extra or {}))


def _rights(g: Game, p: int) -> list[tuple[dict[str, Any] | None, dict[str, Any],
                                          dict[str, Any]]]:
    """What lets player ``p`` use cards from another zone than the hand (ZD:623 case 2): (the
    effect in force that allows a number of uses, or None for a lasting effect; the right's
    effect with its "zone"/"filter"; the filter context)."""
    out: list[tuple[dict[str, Any] | None, dict[str, Any], dict[str, Any]]] = []
    for src in battle_cards(g) if game_may_have(g, "grant_use") else ():
        if not may_have(g, src, "grant_use") or locate(g.s, src)[0] != p:
            continue
        for _path, eff in card_effects(g, src):
            if eff.get("type") == "grant_use":
                out.append((None, eff, {"src": src, "p": p}))
    for fx in g.s["fx"]:
        if fx["kind"] == "use_right" and fx["p"] == p:
            out.append((fx, fx, {"src": None, "p": p}))
    return out


def granted_use(g: Game, p: int) -> list[int]:
    """Cards outside the hand that an effect lets player ``p`` use (ZD:623 case 2): a card of
    theirs in the battle zone with ``{"type": "grant_use", "zone": "rest", "filter": {...}}``
    (阿布罗狄's LV3), or an effect in force from the ``allow_use`` op (团结之力: one card this
    turn). They are used by the normal rules of using that card."""
    memo = g.memo  # asked more than once while the options of a decision are built
    if memo is not None and ("granted", p) in memo:
        return list(memo["granted", p])
    out: list[int] = []
    for _fx, right, ctx in _rights(g, p):
        out += [c for c in g.pl(p)[right.get("zone", "rest")]
                if c not in out and matches(g, c, right.get("filter"), ctx)]
    if memo is not None:
        memo["granted", p] = list(out)
    return out


def _spend_right(g: Game, p: int, c: int) -> None:
    """Using a card by a right that allows a number of uses spends one (a lasting right that
    also allows it is used first, as it costs nothing)."""
    zone = locate(g.s, c)[1]
    counted = []
    for fx, right, ctx in _rights(g, p):
        if right.get("zone", "rest") == zone and matches(g, c, right.get("filter"), ctx):
            if fx is None:
                return
            counted.append(fx)
    if counted:
        fx = counted[0]
        fx["n"] -= 1
        if fx["n"] <= 0:
            g.s["fx"].remove(fx)


def usable(g: Game, c: int, v: bool, ctx: dict[str, Any]) -> bool:
    """The card could be used now by an effect that uses it without paying (ZD:623 case 3):
    its targets can be chosen, its use conditions and extra costs can be met (ZD:705)."""
    p = ctx["p"]
    found = use_effect(g, c)
    ok = all(fn(g, p, c) for fn in USE_ALLOWED) and \
        targets_available(g, target_specs(g, c), {"src": c, "p": p}) and \
        (found is None or can_pay_ops(g, found[1].get("cost", []), {"src": c, "p": p}))
    return ok == bool(v)


def use(g: Game, f: Frame) -> None:
    c, p = f["c"], f["p"]
    if f["step"] == 0:
        f["step"] = 1
        move(g, c, "limbo", why="used", clause="ZD:623")
        g.event("use", clause="ZD:623", player=p, card=g.card_refs([c])[0])
        if has_x(g, c):
            f["xs"] = list(range(max_x(g, p, c) + 1))
            g.ask(p, "x", f"Choose X for {g.name(c)}", [(str(x), x) for x in f["xs"]])
            return
    if f["step"] == 1:
        f["step"] = 2
        if "ans" in f:
            f["x"] = f["xs"][f.pop("ans")[0]]
        specs = target_specs(g, c)
        if specs:
            g.push("targets", specs=specs, p=p, src=[c, g.s["ver"][c]],
                   out=len(g.s["stack"]) - 1)
            return
    if f["step"] == 2:
        f["step"] = 3
        if not f.get("free"):
            total, colors = f["cost"] if f.get("cost") else use_cost(g, p, c, f["x"])
            g.push("pay", p=p, total=total, colors=colors, why=f"use {g.name(c)}")
            return
    if f["step"] == 3:
        f["step"] = 4
        found = use_effect(g, c)
        if found is not None and found[1].get("cost"):
            push_script(g, found[0] + ["cost"], p, [c, g.s["ver"][c]], f.get("tg"), f["x"])
            return
    g.pop()
    link = {"kind": "card", "ctl": p, "tg": f.get("tg", []), "x": f["x"], "how": "use"}
    if f.get("special"):
        link["special"] = f["special"]
        link.update(f.get("extra") or {})
    found = use_effect(g, c)
    if found is not None:
        used = judged_when_used(g, found[1].get("do", []), {"src": c, "p": p, "x": f["x"]})
        if used is not None:
            link["used"] = used
    move(g, c, "chain", link=link, why="used", clause="ZD:106")
    add_link(g, link)
    fire(g, "used", subject=ref(g.s, c), player=p, type=g.d(c).type)


def appear(g: Game, c: int, p: int, how: str = "effect", tapped: bool = False,
           clause: str | None = "ZD:205", link: dict[str, Any] | None = None,
           setup: Callable[[dict[str, Any]], None] | None = None) -> dict[str, Any]:
    """A character appears in player ``p``'s battle zone (ZD:205/318/625): a new object;
    SLOW-like effects make it appear tapped; "when it appears" effects trigger (ZD:801).
    ``link``: the chain link it was used with, whose "use" effect's ``do`` now runs.
    ``setup(entry)``: what its entry is as it appears, before anything triggers (a card put
    on a character inherits that character's state, ZD:900.SHIKAI)."""
    tapped = tapped or any(fn(g, c, p) for fn in APPEAR_TAPPED)
    move(g, c, "battle", p, tapped=tapped, how=how, why="appears", clause=clause)
    found = character(g.s, c)
    assert found is not None
    for fn in ON_ENTER:
        fn(g, c, p, found[1], link)
    if setup is not None:
        setup(found[1])
    entered(g, c, p, how, "character", link)
    return found[1]


def entered(g: Game, c: int, p: int, how: str, kind: str,
            link: dict[str, Any] | None) -> None:
    """A card has entered the battle zone: what happens as it enters runs first (ZD:801: "于此牌
    登场时…" effects; the use effect's ``do`` of a card that was used), in the order printed;
    then its 【登场时】 effects trigger, with the effects it gained as it appeared (ZD:709: 比克
    （尼鲁合体） gaining 丹迪's 【登场时】 triggers it)."""
    scripts = _on_appear_scripts(g, c, link)
    ev = {"subject": ref(g.s, c), "player": p, "how": how, "type": kind}
    if not scripts:
        fire(g, "appear", **ev)
        return
    g.push("appeared", ev=ev)  # runs once the scripts above it are done
    src = ref(g.s, c)
    for path, tg, x, used in reversed(scripts):
        push_script(g, path, p, src, tg, x, used=used)


def appeared(g: Game, f: Frame) -> None:
    g.pop()
    fire(g, "appear", **f["ev"])


def _on_appear_scripts(g: Game, c: int, link: dict[str, Any] | None
                       ) -> list[tuple[list[Any], list[Any], int, list[int] | None]]:
    scripts: list[tuple[list[Any], list[Any], int, list[int] | None]] = []
    if link is not None:
        found = use_effect(g, c)
        if found is not None and found[1].get("do"):
            scripts.append((found[0] + ["do"], link.get("tg", []), link.get("x", 0),
                            link.get("used")))
    if may_have(g, c, "on_appear"):
        for path, eff in card_effects(g, c):
            if eff.get("type") == "on_appear":
                scripts.append((path + ["do"], [], 0, None))
    return scripts


# -- 互换 (ZD:622) ------------------------------------------------------------------------------
def swap(g: Game, out_c: int, in_c: int, out_dest: str = "hand") -> bool:
    """互换 (ZD:622): ``in_c`` takes the place of the character ``out_c``, inheriting its state
    (tapped, damage, equipment, level cards, counters, the cards under it, effects on it, the
    turn it appeared); ``out_c`` goes to its owner's ``out_dest``. The one leaving triggers its
    leave effects, the one coming appears (its appear effects trigger). Fails if either card is
    no longer where it was."""
    p, zone, e = locate(g.s, out_c)
    if zone != "battle" or locate(g.s, in_c)[1] in ("battle", "eq", "event", "gone"):
        return False
    take = inheritance(g, e, in_c)
    under, e["under"] = e["under"], []

    def setup(new: Entry) -> None:
        take(new)
        new["under"] = under

    move(g, out_c, out_dest, why="swapped out", clause="ZD:622")
    appear(g, in_c, p, how="effect", clause="ZD:622", setup=setup)
    return True


def resolve_card(g: Game, link: Link) -> None:
    c, p = link["c"], link["ctl"]
    kind = g.d(c).type
    if kind == "character":
        g.push("checks")  # after what its appearance does (ZD:801/305)
        appear(g, c, p, how="use", clause="ZD:318", link=link)
    elif kind == "equipment":
        tg = link["tg"][0] if link["tg"] else []
        found = character(g.s, tg[0][0]) if tg and alive(g.s, tg[0]) else None
        side = equip_side(g, c)
        if found is None or (side == "own" and found[0] != p) or (side == "opp" and found[0] == p):
            move(g, c, "rest", why="its character is gone", clause="ZD:319")
            return
        # on the other player's character it is in their battle zone, under their control
        g.push("checks")
        move(g, c, "eq", found[0], onto=found[1], why="equipped", clause="ZD:319")
        entered(g, c, p, "use", "equipment", {**link, "tg": link["tg"][1:]})
    elif kind == "event":
        g.push("checks")
        move(g, c, "event", p, why="appears", clause="ZD:321")
        entered(g, c, p, "use", "event", link)
    else:
        g.push("tactic", link=link)


def tactic(g: Game, f: Frame) -> None:
    """A tactic resolves its effect, then goes to its owner's rest zone (ZD:320)."""
    link = f["link"]
    c, p = link["c"], link["ctl"]
    if f["step"] == 0:
        f["step"] = 1
        found = use_effect(g, c)
        if found is not None:
            sf = {"p": p, "src": [c, g.s["ver"][c]], "tg": link["tg"]}
            if not recheck_targets(g, sf, [s for s in target_specs(g, c)]):
                g.event("fizzle", clause="ZD:320", card=g.card_refs([c])[0])
            else:
                push_script(g, found[0] + ["do"], p, sf["src"], sf["tg"], link.get("x", 0),
                            used=link.get("used"))
                return
    g.pop()
    # still on the chain unless cancelled or the turn ended (ZD:619/620); by id, not
    # identity: a clone or a JSON copy holds equal links, never the same objects
    if any(x["id"] == link["id"] for x in g.s["chain"]):
        move(g, c, "rest", why="tactic resolved", clause="ZD:320")
