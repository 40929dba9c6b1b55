"""Ops that change what cards are and have: gaining effects (ZD:709), attributes (ZD:306),
copies (ZD:706), copies of cards being used (ZD:706). Losing effects and stat changes are in
``ops_basic``."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from tcgsim.zero.effects.ops_basic import add_fx
from tcgsim.zero.model.carddb import card as card_def
from tcgsim.zero.rules.chain import add_link
from tcgsim.zero.rules.scripts import select
from tcgsim.zero.rules.zones import move

if TYPE_CHECKING:
    from tcgsim.zero.game import Game


def gain_effect(g: Game, f: dict[str, Any], sel: Any, effect: dict[str, Any],
                until: Any = None) -> bool:
    """The cards gain the effect written here (ZD:709: e.g. 巨猿化's "at turn end, return this
    card to the hand"); it lasts while they stay (or ``until``), comes back after a loss of
    effects ends, and is not copied or gained by others (ZD:706/709)."""
    path = f["path"] + [f["pc"], 1, "effect"]
    for c in select(g, f, sel):
        add_fx(g, "gain_eff", c, until, path=path)
    return True


def gain_effects_of(g: Game, f: dict[str, Any], sel: Any, into: Any = "self",
                    until: Any = "turn") -> bool:
    """The ``into`` cards gain all the printed effects of the ``sel`` cards (ZD:709: only their
    own effects, not what they gained), gated by the gaining card's own level and
    conditions."""
    sources = select(g, f, sel)
    for c in select(g, f, into):
        for s in sources:
            add_fx(g, "gain", c, until, **{"def": g.s["defs"][s]})
        g.event("gain_effects", clause="ZD:709", card=g.card_refs([c])[0],
                of=g.card_refs(sources))
    return True


def add_attr(g: Game, f: dict[str, Any], sel: Any, attrs: list[str], until: Any = None) -> bool:
    """Gains attributes; the old ones stay (ZD:306)."""
    for c in select(g, f, sel):
        add_fx(g, "attr", c, until, add=list(attrs))
    return True


def set_attr(g: Game, f: dict[str, Any], sel: Any, attrs: list[str], until: Any = None) -> bool:
    """Its attributes change: the old ones are lost (ZD:306)."""
    for c in select(g, f, sel):
        add_fx(g, "attr", c, until, set=list(attrs))
    return True


def copy_of(g: Game, f: dict[str, Any], sel: Any, of: Any, until: Any = None) -> bool:
    """The ``sel`` cards become copies of the ``of`` card (ZD:706): its name, character names,
    cost, color, attributes, effects, attack and defense; not its level, counters or gained
    effects. It is not a new appearance: no appear or leave effects."""
    found = select(g, f, of)
    if not found:
        return True
    for c in select(g, f, sel):
        add_fx(g, "copy", c, until, **{"def": g.s["defs"][found[0]]})
        g.event("copy", clause="ZD:706", card=g.card_refs([c])[0], of=g.card_refs(found)[0])
    return True


COPY_SUFFIX = "~复制"


def copy_used(g: Game, f: dict[str, Any], sel: Any) -> bool:
    """复制一张使用中的牌 (ZD:706): a copy of a card on the chain goes on the chain, under the
    control of this effect's player, with the choices made when the card was used (its
    targets, X, the conditions judged then); the copy was not used (nothing "when used"
    triggers). It is no card of a deck: once it leaves the chain it is gone (as a token,
    ZD:325)."""
    for c in select(g, f, sel):
        link = next((x for x in g.s["chain"] if x["kind"] == "card" and x["c"] == c), None)
        if link is None:
            continue
        original = card_def(g.s["defs"][c]).to_dict()
        definition = {**original, "id": original["id"].split(COPY_SUFFIX)[0] + COPY_SUFFIX,
                      "token": True}
        copy = g.add_card(definition, f["p"])
        new = {"kind": "card", "ctl": f["p"], "tg": [list(map(list, t)) for t in link["tg"]],
               "x": link.get("x", 0), "how": "copy"}
        if "used" in link:
            new["used"] = list(link["used"])
        move(g, copy, "chain", link=new, why="copied", clause="ZD:706")
        add_link(g, new)
        g.event("copy", clause="ZD:706", card=g.card_refs([copy])[0], of=g.card_refs([c])[0])
    return True
