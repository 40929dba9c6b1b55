"""The Pokémon board in plain words, for the terminal game (``tcgsim play``).

Works on the JSON-able view the engine gives (``game.view(p)``), never on the game
object; the log's words come from the one dispatcher (:mod:`tcgsim.core.text`), where
:mod:`tcgsim.pokemon.text` registers them.
"""

from __future__ import annotations

from typing import Any

import tcgsim.pokemon  # noqa: F401  (registers the Pokémon words with the dispatcher)
from tcgsim.core import text as core_text
from tcgsim.core.text import PLAYER_NAMES, Event, card_list, card_name, game_over, who, whose


def render_event(event: Event, you: int | None = None) -> str:
    """One Pokémon log event in plain English, with the governing clause id in brackets."""
    return core_text.render_event("pokemon", event, you)


# -- views ------------------------------------------------------------------------------------
def render_slot(slot: dict[str, Any] | None) -> str:
    """A Pokémon in play: name, HP left, damage, Energy, Tools, conditions, effects."""
    if slot is None:
        return "(none)"
    if slot.get("facedown") and "name" not in slot:
        return "(face down)"
    hp, dmg = slot.get("hp", 0), slot.get("damage", 0)
    parts = [f"{slot['name']}  HP {max(0, hp - dmg)}/{hp}"]
    if dmg:
        parts.append(f"damage {dmg}")
    parts.append(f"Energy: {card_list(slot.get('energy', ()))}" if slot.get("energy") else "no Energy")
    if slot.get("tools"):
        parts.append(f"Tool: {card_list(slot['tools'])}")
    if slot.get("conditions"):
        parts.append("conditions: " + ", ".join(slot["conditions"]))
    if slot.get("effects"):
        parts.append("effects: " + ", ".join(slot["effects"]))
    if slot.get("facedown"):
        parts.append("face down")
    return " · ".join(parts)


def _player_block(view: dict[str, Any], p: int) -> list[str]:
    pl = view["players"][p]
    you = view.get("you")
    title = who(p, you) if you is not None else PLAYER_NAMES[p]
    if you is not None:
        title += f" ({PLAYER_NAMES[p]})"
    counts = (
        f"hand {pl['hand_count']} · deck {pl['deck_count']} · prizes {pl['prize_count']}"
        f" · discard {len(pl['discard'])}"
    )
    if pl.get("lost_zone"):
        counts += f" · Lost Zone {len(pl['lost_zone'])}"
    lines = [f"{title}: {counts}", f"  Active: {render_slot(pl['active'])}"]
    bench = pl.get("bench") or []
    if bench:
        lines.append(f"  Bench ({len(bench)}/5):")
        lines += [f"    {i}. {render_slot(b)}" for i, b in enumerate(bench, start=1)]
    else:
        lines.append("  Bench: empty")
    if pl.get("discard"):
        lines.append(f"  Discard pile: {card_list(pl['discard'])}")
    if pl.get("hand") is not None:
        lines.append(f"  Hand ({len(pl['hand'])}): {card_list(pl['hand'])}")
    return lines


def render_view(view: dict[str, Any]) -> str:
    """A player's view as a few lines of text: the opponent on top, you below, your hand last."""
    you = view.get("you")
    turn = view.get("turn", 0)
    head = "Setup" if view.get("phase") == "setup" else (
        f"Turn {turn} — {whose(view.get('current'), you)} turn"
    )
    lines = [head]
    if view.get("stadium"):
        lines.append(f"Stadium in play: {card_name(view['stadium'])}")
    order = [1 - you, you] if you is not None else [0, 1]
    for p in order:
        lines += _player_block(view, p)
    if view.get("result"):
        r = view["result"]
        lines.append(game_over({"winner": r.get("winner"), "reason": r.get("reason", "")}, you))
    return "\n".join(lines)
