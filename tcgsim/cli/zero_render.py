"""The Zero Dimension board in plain words, for the terminal game (``tcgsim play --game zero``).

Works on the JSON-able view the engine gives (``game.view(p)``), never on the game object;
the log's words come from the one dispatcher (:mod:`tcgsim.core.text`), where
:mod:`tcgsim.zero.text` registers them.
"""

from __future__ import annotations

from typing import Any

import tcgsim.zero  # noqa: F401  (registers the Zero Dimension words with the dispatcher)
from tcgsim.core import text as core_text
from tcgsim.core.text import Event, card_list, plural, whose


def render_event(event: Event, you: int | None = None) -> str:
    """One Zero Dimension log event in plain English, with the governing clause id in brackets."""
    return core_text.render_event("zero", event, you)


def render_character(c: dict[str, Any]) -> str:
    parts = [f"{c['name']} {c['atk']}/{c['def']}", f"LV{c['level']}"]
    if c["damage"]:
        parts.append(f"damage {c['damage']}")
    if c["tapped"]:
        parts.append("tapped")
    if c.get("equipment"):
        parts.append(f"equipped: {c['equipment']['name']}")
    if c.get("keywords"):
        parts.append("keywords: " + ", ".join(" ".join(str(x) for x in k) for k in c["keywords"]))
    return ", ".join(parts)


def _player_block(view: dict[str, Any], p: int) -> list[str]:
    pl = view["players"][p]
    you = view["you"]
    head = (f"{whose(p, you)} side: life {pl['life_count']}, deck {pl['deck_count']}, "
            f"hand {pl['hand_count']}, rest zone {len(pl['rest'])}")
    lines = [head]
    res = pl["resources"]
    up = [r for r in res if not r.get("tapped")]
    shown = card_list([r for r in res if "name" in r and not r.get("facedown")])
    down = sum(1 for r in res if r.get("facedown"))
    lines.append(f"  Resources ({len(up)}/{len(res)} untapped): {shown}"
                 + (f" + {plural(down, 'face-down card')}" if down else ""))
    for c in pl["battle"]:
        lines.append(f"  • {render_character(c)}")
    if not pl["battle"]:
        lines.append("  (no characters)")
    if pl["event"]:
        lines.append(f"  Event: {pl['event']['name']}")
    if pl["hand"] is not None:
        lines.append(f"  Hand ({len(pl['hand'])}): {card_list(pl['hand'])}")
    return lines


def render_view(view: dict[str, Any]) -> str:
    """The board as one player (or a spectator) may see it."""
    you = view["you"]
    order = [1 - you, you] if you in (0, 1) else [0, 1]
    lines = [f"Turn {view['turn']} ({whose(view['current'], you).lower()} turn), "
             f"{view['step']} step"]
    for p in order:
        lines += _player_block(view, p)
    if view["chain"]:
        lines.append("Chain (top last): " + " → ".join(x["label"] for x in view["chain"]))
    cb = view.get("combat")
    if cb:
        lines.append(f"Combat: attacker #{cb.get('attacker')} → {cb.get('target')}")
    return "\n".join(lines)
