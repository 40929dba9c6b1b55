"""Which cards the engine can play: every part of their text is implemented.

A card is playable when each attack text, each ability and its Trainer/Energy
rule text has an implementation (hand-written or compiled), and the engine
supports its kind of card. Reprints with identical text (same ``text_key``)
count once.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterable
from dataclasses import dataclass, field

from tcgsim.core.unplayable import UnplayableCard, find_unplayable
from tcgsim.pokemon.model.carddb import CardDef, cards
from tcgsim.pokemon.model.deck import standard_mark
from tcgsim.pokemon.model.impl import lookup_ability, lookup_attack, lookup_trainer

#: Stages the engine plays (others, e.g. BREAK, LEGEND, V-UNION, Level-Up, need rules of their own).
SUPPORTED_STAGES = ("Basic", "Stage 1", "Stage 2", "VMAX", "VSTAR", "MEGA")
#: Pokémon rule text the engine implements as a general rule (keyed by the line itself).
POKEMON_RULES: set[str] = set()


def missing_parts(d: CardDef) -> list[str]:
    """What keeps the card from being playable (empty: playable)."""
    out: list[str] = []
    if d.is_pokemon:
        if d.stage not in SUPPORTED_STAGES:
            out.append(f"stage {d.stage or '?'} is not supported")
        for a in d.attacks:
            if a.text and lookup_attack(a.name, a.text) is None:
                out.append(f"attack {a.name}: {a.text}")
        for ab in d.abilities:
            if lookup_ability(ab.name, ab.text) is None:
                out.append(f"{ab.kind} {ab.name}: {ab.text}")
        for line in d.rule_text.splitlines():
            if line not in POKEMON_RULES:
                out.append(f"rule: {line}")
    elif d.is_trainer:
        if d.trainer_kind is None:
            out.append("old Trainer without a kind")
        elif lookup_trainer(d.name_key) is None:
            out.append(f"{d.trainer_kind}: {d.rule_text}")
        for a in d.attacks:  # a Technical Machine's attack
            if a.text and lookup_attack(a.name, a.text) is None:
                out.append(f"attack {a.name}: {a.text}")
        for ab in d.abilities:  # an Item played as a Pokémon (a Fossil) may have Abilities
            if lookup_ability(ab.name, ab.text) is None:
                out.append(f"{ab.kind} {ab.name}: {ab.text}")
    elif d.is_special_energy and lookup_trainer(d.name_key) is None:
        out.append(f"Special Energy: {d.rule_text}")
    return out


def is_playable(d: CardDef) -> bool:
    return not missing_parts(d)


#: Ids found playable, so that a game start asks each card once per process, not once per
#: game (simulations start thousands). Only the playable verdict is kept: an implementation
#: registered later (tests register some) can make a card playable, never the reverse.
_PLAYABLE_IDS: set[str] = set()


def _missing_by_id(card_id: str) -> list[str]:
    if card_id in _PLAYABLE_IDS:
        return []
    missing = missing_parts(cards().get(card_id))
    if not missing:
        _PLAYABLE_IDS.add(card_id)
    return missing


def unplayable_cards(card_ids: Iterable[str]) -> list[UnplayableCard]:
    """The distinct cards among ``card_ids`` whose text is not all implemented, each with the
    text it lacks (:func:`missing_parts`); [] when every card is playable."""
    ids = tuple(card_ids)
    if ids in _PLAYABLE_DECKS:  # a simulation starts thousands of games of the same decks
        return []
    found = find_unplayable(ids, _missing_by_id, lambda cid: str(cards().get(cid)))
    if not found and len(_PLAYABLE_DECKS) < 256:
        _PLAYABLE_DECKS.add(ids)
    return found


#: Decks (card id tuples) found all playable, as :data:`_PLAYABLE_IDS` keeps cards.
_PLAYABLE_DECKS: set[tuple[str, ...]] = set()


def card_type(d: CardDef) -> str:
    if d.is_pokemon:
        return "Pokémon"
    if d.is_trainer:
        return d.trainer_kind or "Trainer (old)"
    return "Basic Energy" if d.is_basic_energy else "Special Energy"


@dataclass
class Coverage:
    """Distinct cards (by text) of a format: how many are playable, per card type."""

    fmt: str
    total: Counter[str] = field(default_factory=Counter)
    playable: Counter[str] = field(default_factory=Counter)
    missing: list[tuple[CardDef, list[str]]] = field(default_factory=list)

    @property
    def percent(self) -> float:
        n = sum(self.total.values())
        return 100.0 * sum(self.playable.values()) / n if n else 0.0


def distinct_cards(fmt: str, pool: Iterable[CardDef] | None = None) -> list[CardDef]:
    """One printing (the newest) per distinct text that some printing makes legal in ``fmt``."""
    newest: dict[str, CardDef] = {}
    legal: set[str] = set()
    for d in pool if pool is not None else cards():
        key = d.text_key
        newest[key] = d
        if (fmt in ("all", "unlimited") or d.is_basic_energy
                or (fmt == "standard" and standard_mark(d.regulation_mark))
                or (fmt == "expanded" and (d.expanded_legal or standard_mark(d.regulation_mark)))):
            legal.add(key)
    return [d for key, d in newest.items() if key in legal]


def coverage(fmt: str = "standard", pool: Iterable[CardDef] | None = None) -> Coverage:
    cov = Coverage(fmt)
    for d in distinct_cards(fmt, pool):
        kind = card_type(d)
        cov.total[kind] += 1
        missing = missing_parts(d)
        if missing:
            cov.missing.append((d, missing))
        else:
            cov.playable[kind] += 1
    cov.missing.sort(key=lambda x: (card_type(x[0]), x[0].name))
    return cov
