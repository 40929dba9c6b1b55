"""Card definitions (stand-in loader: the card data files replace it).

``card(id)`` gives a frozen :class:`CardDef`; ``register(*dicts)`` adds definitions
that are not in the card files (test cards, tokens made by effects). The dict
format is the one of the card files: see ``CardDef`` for the fields.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

_REGISTERED: dict[str, CardDef] = {}


@dataclass(frozen=True)
class CardDef:
    id: str
    name: str
    type: str  # character | equipment | tactic | event
    color: str = ""  # red yellow blue green white black purple; "" = colorless (tokens)
    series: str = ""
    cost: int | str = 0  # total cost, or "X"
    ccost: int = 0  # colored requirement, in the card's own color
    atk: int = 0
    defense: int = 0
    atk_bonus: int = 0
    def_bonus: int = 0
    chars: tuple[str, ...] = ()
    attrs: tuple[str, ...] = ()
    speed: str = ""  # tactics: normal | instant
    keywords: tuple[tuple[Any, ...], ...] = ()
    counter: tuple[Any, ...] = ()
    effects: tuple[dict[str, Any], ...] = ()
    text: str = ""
    token: bool = False
    extra: dict[str, Any] = field(default_factory=dict, compare=False)

    @staticmethod
    def from_dict(d: dict[str, Any]) -> CardDef:
        known = {
            "id", "name", "type", "color", "series", "cost", "ccost", "atk", "def", "atk_bonus",
            "def_bonus", "chars", "attrs", "speed", "keywords", "counter", "effects", "text",
            "token",
        }
        return CardDef(
            id=d["id"], name=d["name"], type=d["type"], color=d.get("color", ""),
            series=d.get("series", ""), cost=d.get("cost", 0), ccost=d.get("ccost", 0),
            atk=d.get("atk", 0), defense=d.get("def", 0), atk_bonus=d.get("atk_bonus", 0),
            def_bonus=d.get("def_bonus", 0), chars=tuple(d.get("chars", ())),
            attrs=tuple(d.get("attrs", ())), speed=d.get("speed", ""),
            keywords=tuple(tuple(k) for k in d.get("keywords", ())),
            counter=tuple(d.get("counter", ())), effects=tuple(d.get("effects", ())),
            text=d.get("text", ""), token=bool(d.get("token", False)),
            extra={k: v for k, v in d.items() if k not in known},
        )


def register(*dicts: dict[str, Any]) -> None:
    """Add card definitions that are not in the card files (tests, tokens)."""
    for d in dicts:
        new = CardDef.from_dict(d)
        old = _REGISTERED.get(new.id)
        if old is not None and old != new:
            raise ValueError(f"card {new.id!r} registered twice with different definitions")
        _REGISTERED[new.id] = new


def card(cid: str) -> CardDef:
    try:
        return _REGISTERED[cid]
    except KeyError:
        raise KeyError(f"unknown Zero Dimension card {cid!r}") from None
