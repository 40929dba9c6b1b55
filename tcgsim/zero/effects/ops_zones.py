"""Ops for the game terms of rule 600 that move or show cards: look (ZD:614), reveal
(ZD:616), shuffle (ZD:617), control (ZD:612), swap (ZD:622), use by effect and the right to
use cards from another zone (ZD:623)."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from tcgsim.zero.effects.ops_basic import add_fx
from tcgsim.zero.model.state import locate, ref
from tcgsim.zero.rules.filters import matches
from tcgsim.zero.rules.play import swap
from tcgsim.zero.rules.scripts import ctx_of, player_of, select
from tcgsim.zero.rules.triggers import fire
from tcgsim.zero.rules.zones import change_control, move

if TYPE_CHECKING:
    from tcgsim.zero.game import Game


def look_top(g: Game, f: dict[str, Any], n: int = 1, who: str = "me",
             as_: str = "looked", **kw: Any) -> bool:
    """查看 the top n cards of a deck (ZD:614): only the looking player sees them; their order
    does not change. The refs are kept in variable ``as``."""
    p = f["p"]
    deck = g.pl(player_of(f, who))["deck"]
    top = list(reversed(deck[-n:])) if n else []
    f["v"][kw.get("as", as_)] = [ref(g.s, c) for c in top]
    g.event("look", clause="ZD:614", player=p, n=len(top),
            secret={"cards": g.card_refs(top)}, to=[p])
    return True


def reveal_top(g: Game, f: dict[str, Any], n: int = 1, who: str = "me",
               as_: str = "revealed", **kw: Any) -> bool:
    """展示 the top n cards of a deck to all players (ZD:616); they stay where they are.
    Revealing from the deck is an event (HERO_CALL listens: "revealed_from_deck")."""
    owner = player_of(f, who)
    deck = g.pl(owner)["deck"]
    top = list(reversed(deck[-n:])) if n else []
    f["v"][kw.get("as", as_)] = [ref(g.s, c) for c in top]
    g.event("reveal", clause="ZD:616", player=owner, cards=g.card_refs(top))
    for c in top:
        fire(g, "revealed_from_deck", subject=ref(g.s, c), player=owner)
    return True


def shuffle(g: Game, f: dict[str, Any], who: str = "me") -> bool:
    """洗切牌组 (ZD:617)."""
    g.shuffle_deck(player_of(f, who), clause="ZD:617")
    return True


def take_control(g: Game, f: dict[str, Any], sel: Any, until: Any = None) -> bool:
    """Gain control of characters (ZD:612): they move to the controller's battle zone as they
    are, not leaving or appearing (ZD:609). ``until`` ("turn", "next_turn"): control for a
    time; when it ends, control goes back by ZD:612 (``zones.control_ended``). Each control
    effect is kept in force (kind "control") while it lasts, naming its player and the one who
    controlled the card before any of them."""
    for c in select(g, f, sel):
        p = locate(g.s, c)[0]
        if p == f["p"]:
            continue
        earlier = [fx for fx in g.s["fx"] if fx["kind"] == "control" and fx["tgt"] == ref(g.s, c)]
        add_fx(g, "control", c, until, p=f["p"], was=earlier[0]["was"] if earlier else p)
        change_control(g, c, f["p"])
    return True


def swap_with(g: Game, f: dict[str, Any], out: Any, into: Any, out_dest: str = "hand") -> bool:
    """互换 (ZD:622): the cards ``into`` names replace those ``out`` names, one for one."""
    for a, b in zip(select(g, f, out), select(g, f, into), strict=False):
        swap(g, a, b, out_dest)
    return True


def put_on_deck(g: Game, f: dict[str, Any], sel: Any, top: bool = True) -> bool:
    """Put cards on the top or bottom of their owner's deck (ZD:201)."""
    for c in select(g, f, sel):
        move(g, c, "deck", top=top, why="put on the deck", clause="ZD:201")
    return True


def use_card(g: Game, f: dict[str, Any], sel: Any, pay: bool = True) -> bool:
    """使用 a card by an effect (ZD:623 case 3, e.g. 双子座撒加): once this effect has finished
    resolving, the card is used in the normal way (no special ways): it goes on the chain,
    choosing its targets then; ``pay`` False when the effect says it is used for free."""
    stack = g.s["stack"]
    here = next(i for i in range(len(stack) - 1, -1, -1) if stack[i] is f)
    # a card with no legal target (or whose use conditions fail) cannot be used (ZD:705/102)
    usable = [c for c in select(g, f, sel) if matches(g, c, {"usable": True}, ctx_of(f))]
    for c in reversed(usable):
        # below this script: it runs when the effect is over
        stack.insert(here, {"op": "use", "step": 0, "c": c, "p": f["p"], "x": 0, "free": not pay,
                            "by_effect": True})
    return True


def to_res(g: Game, f: dict[str, Any], sel: Any, up: bool = True) -> bool:
    """Put cards into the effect's player's resource zone, face up unless ``up`` is false
    (ZD:204/322: they become resource cards; "when it enters the resource zone" triggers)."""
    for c in select(g, f, sel):
        move(g, c, "res", f["p"], up=up, why="put into the resource zone", clause="ZD:204")
    return True


def allow_use(g: Game, f: dict[str, Any], filter: dict[str, Any] | None = None,
              zone: str = "rest", n: int = 1, until: Any = "turn") -> bool:
    """The controller may use ``n`` cards matching ``filter`` from ``zone`` (ZD:623 case 2,
    团结之力: "本回合中，我方可以从休息区中使用一张…"), by the normal rules of using them;
    each use spends one (``play.granted_use``)."""
    fx = {"kind": "use_right", "p": f["p"], "zone": zone, "filter": filter or {}, "n": n,
          "ts": g.stamp()}
    if until is not None:
        fx["until"] = until
    g.s["fx"].append(fx)
    g.event("allow_use", clause="ZD:623", player=f["p"], zone=zone, n=n)
    return True
