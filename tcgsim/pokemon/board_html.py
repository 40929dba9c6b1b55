"""A Pokémon game's board as HTML (notebooks): each player's Active Pokémon and Bench with
HP, damage, Energy, Tools and Special Conditions, the hidden zones as counts, the Stadium.
Built from a view only (:mod:`tcgsim.core.board_html`)."""

from __future__ import annotations

from typing import Any

from tcgsim.core.board_html import board, cards, counts, player_block, table

_HEADER = ("Spot", "Pokémon", "HP left", "Damage", "Energy", "Tools", "Conditions")


def _row(spot: str, slot: dict[str, Any]) -> list[str | int | None]:
    if "name" not in slot:  # face down, and not the viewer's
        return [spot, "(face down)", None, None, None, None, None]
    conditions = list(slot["conditions"])
    conditions += [f"{label} ×{slot[key]}" for key, label in
                   (("poison_counters", "poison counters"), ("burn_counters", "burn counters"))
                   if slot[key]]
    hp_left = max(slot["hp"] - slot["damage"], 0)
    return [spot, slot["name"], f"{hp_left}/{slot['hp']}", slot["damage"],
            cards(slot["energy"]), cards(slot["tools"]), ", ".join(conditions) or None]


def _player(view: dict[str, Any], p: int) -> str:
    pl = view["players"][p]
    rows = ([_row("Active", pl["active"])] if pl["active"] else [])
    rows += [_row(f"Bench {i}", b) for i, b in enumerate(pl["bench"], 1)]
    figures = counts((("hand", pl["hand_count"]), ("deck", pl["deck_count"]),
                      ("Prize cards", pl["prize_count"]), ("discard", len(pl["discard"])),
                      ("Lost Zone", len(pl["lost_zone"]))))
    hand = (counts((("hand cards", cards(pl["hand"])),)) if pl["hand"] is not None else "")
    return player_block(view, p, figures + hand + (table(_HEADER, rows) if rows else ""))


def board_html(view: dict[str, Any]) -> str:
    """The board of a Pokémon view (``game.view(p)``) as HTML."""
    stadium = view["stadium"]
    extra = counts((("Stadium", stadium["name"]),)) if stadium else ""
    return board(view, "Pokémon TCG", [_player(view, p) for p in (0, 1)], extra)
