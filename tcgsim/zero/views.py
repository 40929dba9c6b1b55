"""Per-player views (what one player may see) as JSON-able data.

Hidden: hands (counts for the opponent, ZD:203), decks and life zones (counts, ZD:201/202),
face-down resources (their owner may look at them, ZD:204), face-down level cards (counts),
cards being paid for. Public: the battle and event zones, face-up resources, rest zones
(ZD:207), removed cards (ZD:208), the chain, the combat.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from tcgsim.zero.chain import link_label
from tcgsim.zero.combat import combat_view
from tcgsim.zero.continuous import attack, defense, keywords, level

if TYPE_CHECKING:
    from tcgsim.zero.game import Game


def _card(g: Game, c: int) -> dict[str, Any]:
    return {"id": c, "card": g.s["defs"][c], "name": g.name(c)}


def _character(g: Game, e: dict[str, Any]) -> dict[str, Any]:
    c = e["c"]
    return {
        **_card(g, c),
        "tapped": e["tap"],
        "damage": e["dmg"],
        "level": level(e),
        "atk": attack(g, c),
        "def": defense(g, c),
        "keywords": [list(k) for k in keywords(g, c)],
        "level_cards": [_card(g, lc) if up else {"facedown": True} for lc, up in e["lv"]],
        "equipment": ({**_card(g, e["eq"]["c"]), "tapped": e["eq"]["tap"]}
                      if e["eq"] is not None else None),
        "under": [_card(g, u) for u in e["under"]],
        "counters": dict(e["cnt"]),
        "appeared_turn": e["turn"],
    }


def build_view(g: Game, viewer: int | None) -> dict[str, Any]:
    s = g.s
    players = []
    for p in (0, 1):
        pl = g.pl(p)
        mine = viewer == p
        players.append({
            "hand": [_card(g, c) for c in sorted(pl["hand"])] if mine else None,
            "hand_count": len(pl["hand"]),
            "deck_count": len(pl["deck"]),
            "life_count": len(pl["life"]),
            "resources": [
                ({**_card(g, r["c"]), "tapped": r["tap"], "facedown": not r["up"]}
                 if r["up"] or mine else {"facedown": True, "tapped": r["tap"]})
                for r in pl["res"]
            ],
            "battle": [_character(g, e) for e in pl["battle"]],
            "event": _card(g, pl["event"]["c"]) if pl["event"] is not None else None,
            "rest": [_card(g, c) for c in pl["rest"]],
            "removed": [_card(g, c) for c in pl["removed"]],
            "mulligan": pl["mulligan"],
        })
    chain = []
    for link in s["chain"]:
        chain.append({"kind": link["kind"], "player": link["ctl"], "label": link_label(g, link),
                      "card": _card(g, link["c"]) if link["kind"] == "card" else None})
    combat = combat_view(g)
    d = s["decision"]
    result = s["result"]
    return {
        "game": "zero",
        "you": viewer,
        "turn": s["turn"],
        "current": s["cur"],
        "first": s["first"],
        "step": s["step"],
        "players": players,
        "chain": chain,
        "combat": combat,
        "decision": _decision_view(d) if d is not None and d["player"] == viewer else None,
        "waiting_for": d["player"] if d is not None else None,
        "result": dict(result) if result else None,
        "log_size": len(s["log"]),
    }


def _decision_view(d: dict[str, Any]) -> dict[str, Any]:
    return {"kind": d["kind"], "prompt": d["prompt"], "options": [o[0] for o in d["options"]],
            "min": d["min"], "max": d["max"]}
