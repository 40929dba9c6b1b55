"""Decisions as the table asks them: what asks, in sentences, with options told apart.

The engines ask in their own words ("Choose 1", "Take 1 Prize card(s)"), which say what
is chosen but not always for what, and list options by name ("Toxel (Bench)" three times).
At the table:

- the **source**: the card, attack or Ability the decision is for, put before the prompt
  ("Lost Vacuum: Choose 1") and sent with its text where the card data has one
  (``source``). It is the action a player last took (a main-phase action, a card used
  with priority), or in Zero Dimension the chain link resolving now; the server notes it
  as moves are applied (:class:`Action`), so after a restart it is known again from the
  next action on;
- **grammar**: "1 card", not "1 cards" or "card(s)";
- **hints** for options whose names repeat: where the Pokémon or character is, its HP or
  ATK/DEF, damage, Energy, tapped (``hint``), from the deciding seat's own view.
"""

from __future__ import annotations

import re
from collections import Counter
from dataclasses import dataclass
from typing import Any

import orjson

from tcgsim.core.decision import Decision

#: decisions that choose an action (the source of the decisions that follow)
ACTION_KINDS = frozenset({"main", "priority"})
#: decisions that are no card's doing, or that already say which card asks
UNSOURCED = frozenset({
    "main", "priority", "promote", "prize", "setup_active", "setup_bench", "first",
    "mulligan", "mulligan_draw", "may", "checkup_order", "resource", "defend",
    "attack_target", "pay",
})
#: option data whose second item is the card the action plays: (kind, card id)
_CARD_ACTIONS = frozenset({"trainer", "use", "act", "charge"})
#: the verb an action's label starts with, left out of the source's name
_VERB = re.compile(
    r"^(?:Play|Use|Attach|Evolve into|Evolve|Attack:|Attack with|Level up|Activate|Retreat)\s+"
)
_IN_PLAY = re.compile(r"\((?:Active|Bench)\)$")
_CODE = re.compile(r"\s*\[[A-Z0-9]+-[A-Z0-9]+\]")  # Zero Dimension's " [TS01-006]"


#: Options that decline to act (pass priority, end the turn, put no resource, declare no
#: more defenders), as (decision kind, option data). The page lists them
#: last and never makes them the default, so a hurried Enter never throws a turn away.
DECLINE = (
    ("priority", ("pass",)),
    ("main", ("end",)),
    ("resource", None),
    ("defend", None),
)


def declines(kind: str, data: Any) -> bool:
    key = tuple(data) if isinstance(data, list) else data
    return (kind, key) in DECLINE


@dataclass(frozen=True)
class Action:
    """The action a player last took: who, its option's label, the card it plays (a card
    id, None for an attack or the like) and the log's length when it was chosen."""

    seat: int
    label: str
    card: int | None
    at: int

    @staticmethod
    def of(d: Decision, picked: list[int], log_len: int) -> Action | None:
        if d.kind not in ACTION_KINDS or len(picked) != 1:
            return None
        o = d.options[picked[0]]
        data = o.data
        if declines(d.kind, data):
            return None  # a pass is no action: what was being done goes on
        card = None
        if isinstance(data, list) and len(data) > 1 and data[0] in _CARD_ACTIONS:
            card = data[1] if isinstance(data[1], int) else None
        return Action(d.player, o.label, card, log_len)


def grammar(prompt: str) -> str:
    """"Choose 1 cards" -> "Choose 1 card"; "Take 2 Prize card(s)" -> "2 Prize cards"."""
    prompt = re.sub(r"\b1 ((?:Prize )?card|target|mulligan)s?\b(?:\(s\))?", r"1 \1", prompt)
    return re.sub(r"\b(\d+) ((?:Prize )?card|target|mulligan)\(s\)", r"\1 \2s", prompt)


def source_name(
    game: str, action: Action | None, log: list[dict[str, Any]], seat: int | None
) -> str | None:
    """What the pending decision of ``seat`` is for, or None when it is not known. ``log``
    is the events ``seat`` may see since the action (a turn starting means it is over).
    The other player's action is named only once those events name it: the label of an
    option is its chooser's to see."""
    if any(e.get("type") in ("turn_start", "turn") for e in log):
        return None
    if game == "zero":
        links = [e for e in log if e.get("type") == "resolve" and e.get("link")]
        if links:
            return str(links[-1]["link"]).split(": ")[0]
    if action is None:
        return None
    name = _CODE.sub("", _VERB.sub("", action.label)) or None
    if name is not None and action.seat != seat and not _named(name, log):
        return None
    return name


def _named(name: str, log: list[dict[str, Any]]) -> bool:
    """Whether an event of ``log`` names ``name`` (the card, attack or Ability)."""
    key = _IN_PLAY.sub("", name).split(" (")[0]
    return key in orjson.dumps(log).decode()


def source_text(card_info: dict[str, Any] | None) -> dict[str, str] | None:
    """The words of the card that asks, by language where the data has them."""
    if not card_info:
        return None
    if card_info.get("game") == "zero":
        texts = {"en": card_info.get("gloss") or "", "zh-CN": card_info.get("text") or ""}
        return {k: v for k, v in texts.items() if v} or None
    rules = card_info.get("rules") or []
    return {"en": rules[0]} if rules and card_info.get("supertype") == "Trainer" else None


# -- options told apart -----------------------------------------------------------------
#: the words of a hint, by language (the terms of static/i18n/terms-*.tsv)
_HINT_WORDS = {
    "en": {"your": "your", "theirs": "opponent's", "active": "Active", "bench": "Bench",
           "battle": "battle zone", "resources": "resource zone", "energy": "{n} Energy",
           "stats": "ATK {atk} / DEF {def}", "damage": "{n} damage", "tapped": "tapped",
           "sep": " ", "of": " "},
    "zh-CN": {"your": "你的", "theirs": "对手的", "active": "战斗场", "bench": "备战区",
              "battle": "战斗区", "resources": "资源区", "energy": "{n} 个能量",
              "stats": "攻击力 {atk} / 防御力 {def}", "damage": "{n} 点伤害",
              "tapped": "横置", "sep": " ", "of": ""},
}
HINT_LANGS = tuple(_HINT_WORDS)


def _places(view: dict[str, Any] | None, lang: str) -> dict[tuple[str, int], str]:
    """("slot"|"card", id) -> where it is and what it is like, for everything in play."""
    w = _HINT_WORDS[lang]
    you = (view or {}).get("you")
    out: dict[tuple[str, int], str] = {}
    for p, side in enumerate((view or {}).get("players") or []):
        whose = w["your"] if p == you else w["theirs"]
        if side.get("active"):
            _pokemon(out, side["active"], f"{whose}{w['of']}{w['active']}", w)
        for i, slot in enumerate(side.get("bench") or []):
            _pokemon(out, slot, f"{whose}{w['of']}{w['bench']} {i + 1}", w)
        for zone in ("battle", "resources"):
            for i, card in enumerate(side.get(zone) or []):
                if isinstance(card, dict) and isinstance(card.get("id"), int):
                    where = f"{whose}{w['of']}{w[zone]} {i + 1}"
                    out[("card", card["id"])] = _character(card, where, w)
    return out


def _pokemon(out: dict[tuple[str, int], str], slot: Any, where: str, w: dict[str, str]) -> None:
    if not isinstance(slot, dict) or not isinstance(slot.get("slot"), int):
        return
    parts = [where]
    if isinstance(slot.get("hp"), int):
        parts.append(f"{slot['hp'] - int(slot.get('damage') or 0)}/{slot['hp']} HP")
    parts.append(w["energy"].format(n=len(slot.get("energy") or [])))
    out[("slot", slot["slot"])] = " · ".join(parts)


def _character(card: dict[str, Any], where: str, w: dict[str, str]) -> str:
    parts = [where]
    if card.get("atk") is not None:
        parts.append(w["stats"].format(atk=card["atk"], **{"def": card.get("def")}))
    if card.get("damage"):
        parts.append(w["damage"].format(n=card["damage"]))
    if card.get("tapped"):
        parts.append(w["tapped"])
    return " · ".join(parts)


def hints(d: Decision, view: dict[str, Any] | None) -> list[dict[str, str] | None]:
    """For each option, what tells it from others of the same name, by language (None: its
    name does)."""
    same = Counter(o.label for o in d.options)
    if all(n == 1 for n in same.values()):
        return [None] * len(d.options)
    places = {lang: _places(view, lang) for lang in HINT_LANGS}
    out: list[dict[str, str] | None] = []
    for o in d.options:
        hint = None
        if same[o.label] > 1 and isinstance(o.data, int) and not isinstance(o.data, bool):
            # a Pokémon in play is named "X (Active)" / "X (Bench)", its data its slot id;
            # other data are card ids (a character in play, a card in a deck or hand)
            key = ("slot" if _IN_PLAY.search(o.label) else "card", o.data)
            found = {lang: at[key] for lang, at in places.items() if key in at}
            hint = found or None
        out.append(hint)
    return out
