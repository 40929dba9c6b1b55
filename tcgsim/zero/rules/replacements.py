"""Replacement effects ("……改为……", ZD:707) on damage, written in card data.

A card in a battle zone with ``{"type": "replacement", "on": "damage", "filter": {...},
"mult": 2 | "add": n | "set": n, "battle_only": bool}`` changes damage that a matching
character would take. Each replacement applies at most once to one damage event and never
to itself again (ZD:707: two "it takes double damage instead" make 2000 into 8000); they
apply in timestamp order. Move replacements ("would go to the rest zone, instead …") are
applied by ``zones.move``. :func:`damage_replacements` is in ``registry.DAMAGE_MODS``.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from tcgsim.zero.model.state import Entry
from tcgsim.zero.rules.continuous import card_effects, game_may_have, may_have
from tcgsim.zero.rules.filters import matches

if TYPE_CHECKING:
    from tcgsim.zero.game import Game


def damage_replacements(g: Game, e: Entry, n: int, battle: bool) -> int:
    if not game_may_have(g, "replacement"):
        return n
    holders = []
    for p, pl in enumerate(g.s["players"]):
        for x in pl["battle"]:
            holders.append((x["ts"], x["c"], p, x))
            if x["eq"] is not None:
                holders.append((x["eq"]["ts"], x["eq"]["c"], p, None))
        if pl["event"] is not None:
            holders.append((pl["event"]["ts"], pl["event"]["c"], p, None))
    for _ts, h, p, he in sorted(holders, key=lambda x: x[0]):
        if not may_have(g, h, "replacement"):
            continue
        for _path, eff in card_effects(g, h, he):
            if eff.get("type") != "replacement" or eff.get("on") != "damage":
                continue
            if eff.get("battle_only") and not battle:
                continue
            if not matches(g, e["c"], eff.get("filter"), {"src": h, "p": p}):
                continue
            before = n
            if "set" in eff:
                n = eff["set"]
            n = n * eff.get("mult", 1) + eff.get("add", 0)
            g.event("replaced", clause="ZD:707", card=g.card_refs([e["c"]])[0],
                    damage=before, instead=n, by=g.card_refs([h])[0])
    return n
