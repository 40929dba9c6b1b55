"""Card details as JSON-able data, for a browser that draws a card as text or as its image."""

from __future__ import annotations

from typing import Any

from tcgsim.pokemon.model.carddb import UnknownCard, cards


def card_info(card_id: str) -> dict[str, Any] | None:
    """What a card shows (name, kind, HP, attacks, Abilities, rules, image URL); None if unknown.

    Printed values only: the engine's running values (damage, changed HP) live in the view.
    """
    try:
        c = cards().get(card_id)
    except UnknownCard:
        return None
    return {
        "id": c.id,
        "name": c.name,
        "supertype": c.supertype,
        "subtypes": list(c.subtypes),
        "stage": c.stage,
        "trainer_kind": c.trainer_kind,
        "hp": c.hp,
        "types": list(c.types),
        "evolves_from": c.evolves_from,
        "attacks": [
            {"name": a.name, "cost": list(a.cost), "damage": a.damage, "text": a.text}
            for a in c.attacks
        ],
        "abilities": [{"name": a.name, "text": a.text, "kind": a.kind} for a in c.abilities],
        "weaknesses": [list(w) for w in c.weaknesses],
        "resistances": [list(r) for r in c.resistances],
        "retreat": c.retreat,
        "rules": list(c.rules),
        "regulation_mark": c.regulation_mark,
        "set_code": c.set_code,
        "number": c.number,
        "image": c.image,
    }
