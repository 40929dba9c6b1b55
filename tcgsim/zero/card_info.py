"""Card details as JSON-able data, for the browser (``/api/cards/zero``) that draws a Zero
Dimension card as text: the printed card — name, texts and attributes as printed (Chinese),
the project's English gloss — with the rule words (category, colour, speed, keywords) in
English and Simplified Chinese (``words``)."""

from __future__ import annotations

from typing import Any

from tcgsim.zero.model.carddb import SERIES, UnknownCard, card
from tcgsim.zero.text.terms import COLORS, SPEEDS, TYPES, keyword_label, term


def _both(table: dict[str, tuple[str, str]], key: str) -> dict[str, str]:
    return {"en": term(table, key, "en"), "zh-CN": term(table, key, "zh-CN")}


def card_info(card_id: str) -> dict[str, Any] | None:
    """What a card prints; None if unknown. Running values (attack after effects, damage,
    level) live in the view."""
    try:
        d = card(card_id)
    except UnknownCard:
        return None
    return {
        "game": "zero",
        "id": d.id,
        "name": d.name,
        "gloss": d.gloss,
        "series": d.series,
        "series_en": SERIES.get(d.series, d.series),
        "type": d.type,
        "type_words": _both(TYPES, d.type),
        "color": d.color,
        "color_words": _both(COLORS, d.color) if d.color else None,
        "cost": d.cost,
        "ccost": d.ccost,
        "atk": d.atk if d.type == "character" else None,
        "def": d.defense if d.type == "character" else None,
        "atk_bonus": d.atk_bonus if d.type == "equipment" else None,
        "def_bonus": d.def_bonus if d.type == "equipment" else None,
        "chars": list(d.chars),
        "attrs": list(d.attrs),
        "speed": d.speed or None,
        "speed_words": _both(SPEEDS, d.speed) if d.speed else None,
        "keywords": [{"id": k[0], "params": list(k[1:]), "en": keyword_label(k, "en"),
                      "zh-CN": keyword_label(k, "zh-CN")} for k in d.keywords],
        "text": d.text,
        "counter_text": d.counter_text,
        "zanpakuto": d.zanpakuto,
        "rarity": d.rarity,
        "token": d.token,
    }
