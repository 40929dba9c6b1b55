"""A Zero Dimension game's board as HTML (notebooks): each player's battle zone (攻/防,
level, damage, tapped, equipment, keywords), resources, event, the hidden zones as counts,
the chain and the combat. Built from a view only (:mod:`tcgsim.core.board_html`)."""

from __future__ import annotations

from typing import Any

from tcgsim.core.board_html import board, cards, counts, player_block, table
from tcgsim.zero.model.carddb import KEYWORD_NAMES

_HEADER = ("Character", "LV", "攻/防", "Damage", "Tapped", "Equipment", "Keywords")


def _keyword(k: list[Any]) -> str:
    """A keyword as printed (突袭), with its parameters."""
    return " ".join([KEYWORD_NAMES.get(k[0], str(k[0])), *map(str, k[1:])])


def _row(c: dict[str, Any]) -> list[str | int | None]:
    eq = c["equipment"]
    return [c["name"], c["level"], f"{c['atk']}/{c['def']}", c["damage"],
            "yes" if c["tapped"] else "no", eq["name"] if eq else None,
            ", ".join(map(_keyword, c["keywords"])) or None]


def _player(view: dict[str, Any], p: int) -> str:
    pl = view["players"][p]
    res = pl["resources"]
    face_up = [r for r in res if "name" in r and not r["facedown"]]
    down = len(res) - len(face_up)
    figures = counts((("hand", pl["hand_count"]), ("deck", pl["deck_count"]),
                      ("life", pl["life_count"]), ("rest zone", len(pl["rest"])),
                      ("removed", len(pl["removed"]))))
    lines = [("resources", f"{cards(face_up)}" + (f" + {down} face down" if down else "")
              + f" ({sum(not r['tapped'] for r in res)}/{len(res)} untapped)")]
    if pl["event"]:
        lines.append(("event", pl["event"]["name"]))
    if pl["hand"] is not None:
        lines.append(("hand cards", cards(pl["hand"])))
    battle = (table(_HEADER, [_row(c) for c in pl["battle"]]) if pl["battle"]
              else counts((("battle zone", "empty"),)))
    return player_block(view, p, figures + counts(lines) + battle)


def _named(view: dict[str, Any], c: Any) -> str:
    """A card of the combat by name (its number when it is not in a battle zone)."""
    for pl in view["players"]:
        for e in pl["battle"]:
            if e["id"] == c:
                return str(e["name"])
    return str(c)


def board_html(view: dict[str, Any]) -> str:
    """The board of a Zero Dimension view (``game.view(p)``) as HTML."""
    extra = ""
    if view["chain"]:
        extra += counts((("chain (top last)", " → ".join(x["label"] for x in view["chain"])),))
    combat = view["combat"]
    if combat:
        target = combat["target"]  # a character, the life zone, or not chosen yet
        aim = ("" if target is None else " the life zone" if target == "life"
               else f" {_named(view, target)}")
        extra += counts((("combat", f"{_named(view, combat['attacker'])} attacks{aim}"),))
    return board(view, f"Zero Dimension, {view['step']} step",
                 [_player(view, p) for p in (0, 1)], extra)
