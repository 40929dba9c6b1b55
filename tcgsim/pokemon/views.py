"""Per-player views: what one player may see, as JSON-able data (hidden zones as counts)."""

from __future__ import annotations

from typing import Any

from tcgsim.pokemon.game import Game, slot_public


def build_view(g: Game, viewer: int | None) -> dict[str, Any]:
    s = g.s
    players = []
    for p in (0, 1):
        pl = g.pl(p)
        mine = viewer == p
        players.append({
            "hand": g.card_refs(sorted(pl["hand"])) if mine else None,
            "hand_count": len(pl["hand"]),
            "deck_count": len(pl["deck"]),
            "prize_count": len(pl["prizes"]),
            "discard": g.card_refs(pl["discard"]),
            "lost_zone": g.card_refs(pl["lost"]),
            "playing": g.card_refs(pl["playing"]),
            "active": slot_public(g, pl["active"], viewer, p) if pl["active"] else None,
            "bench": [slot_public(g, b, viewer, p) for b in pl["bench"]],
            "mulligans": pl["mulligans"],
        })
    d = s["decision"]
    result = s["result"]
    return {
        "game": "pokemon",
        "you": viewer,
        "turn": s["turn"],
        "current": s["cur"],
        "first": s["first"],
        "phase": s["phase"],
        "stadium": g.card_refs([s["stadium"]])[0] if s["stadium"] is not None else None,
        "players": players,
        "turn_flags": dict(s["tf"]),
        "decision": _decision_view(d) if d is not None and d["player"] == viewer else None,
        "waiting_for": d["player"] if d is not None else None,
        "result": dict(result) if result else None,
        "log_size": len(s["log"]),
    }


def _decision_view(d: dict[str, Any]) -> dict[str, Any]:
    return {
        "kind": d["kind"],
        "prompt": d["prompt"],
        "options": [o[0] for o in d["options"]],
        "min": d["min"],
        "max": d["max"],
    }
