"""Plain-words rendering of Zero Dimension views and log events (terminal game, replays).

Works on the JSON-able data the engine gives (``game.view(p)``, ``game.log_for(p)``), never
on the game object. ``you`` selects the wording as in :mod:`tcgsim.cli.render`.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from tcgsim.cli.render import _generic, card_list, card_name, plural, their, who, whose

Event = dict[str, Any]

_ZONES = {"deck": "deck", "life": "life zone", "hand": "hand", "res": "resource zone",
          "battle": "battle zone", "event": "event zone", "eq": "equipment",
          "lv": "level cards", "under": "cards under a character", "rest": "rest zone",
          "removed": "removed-from-game zone", "limbo": "play", "chain": "chain",
          "gone": "nowhere (a token)"}


def _move(e: Event, you: int | None) -> str:
    card = card_name(e["card"]) if e.get("card") else "hidden card"
    owner = e.get("owner", e.get("player"))
    src, dest = _ZONES.get(e.get("src", ""), e.get("src")), _ZONES.get(e.get("dest", ""),
                                                                       e.get("dest"))
    if e.get("dest") == "chain":
        return f"{who(e.get('player'), you)} used {card}"
    if e.get("dest") == "battle" and e.get("src") in ("chain", "limbo", "hand", "rest", "deck"):
        return f"{card} appeared in {whose(e.get('player'), you).lower()} battle zone"
    why = f" ({e['why']})" if e.get("why") else ""
    return f"{whose(owner, you)} {card}: {src} → {dest}{why}"


def _tap(verb: str) -> Callable[[Event, int | None], str]:
    def fmt(e: Event, you: int | None) -> str:
        card = card_name(e["card"]) if e.get("card") else "a face-down resource"
        why = f" ({e['why']})" if e.get("why") else ""
        return f"{card} {verb}{why}"

    return fmt


def _step(e: Event, you: int | None) -> str:
    return f"{whose(e.get('player'), you)} {e.get('step', '?')} step"


def _damage(e: Event, you: int | None) -> str:
    kind = "battle damage" if e.get("battle") else "damage"
    return f"{card_name(e.get('card'))} took {e.get('n', 0)} {kind} ({e.get('total', '?')} this turn)"


def _game_over(e: Event, you: int | None) -> str:
    if e.get("winner") is None:
        return f"Game over: a draw ({e.get('reason', '')})"
    verb = "win" if you is not None and e["winner"] == you else "wins"
    return f"Game over: {who(e['winner'], you)} {verb} — {e.get('reason', '')}"


def _look(e: Event, you: int | None) -> str:
    cards = e.get("cards")
    n = len(cards) if cards else e.get("n", 1)
    seen = f": {card_list(cards)}" if cards else ""
    return f"{who(e.get('player'), you)} looked at {plural(n, 'card')}{seen}"


def _allow_use(e: Event, you: int | None) -> str:
    zone = _ZONES.get(str(e.get("zone")), e.get("zone"))
    p = e.get("player")
    return f"{who(p, you)} may use {plural(e.get('n', 1), 'card')} from {their(p, you)} {zone} this turn"


def _counter(e: Event, you: int | None) -> str:
    n = int(e.get("n", 0))
    what = plural(abs(n), f"{e.get('name')} counter")
    return f"{card_name(e.get('card'))}: {what} {'placed' if n >= 0 else 'removed'}"


def _duel(e: Event, you: int | None) -> str:
    if not e.get("held"):
        return "No duel: a deck is empty"
    costs = " and ".join(str(c) for c in e.get("costs") or [])
    if e.get("winner") is None:
        return f"Duel: a tie (costs {costs})"
    return f"Duel: {who(e['winner'], you)} {'win' if e['winner'] == you else 'wins'} (costs {costs})"


def _keyword(name: str) -> str:
    from tcgsim.zero.carddb import KEYWORD_NAMES
    from tcgsim.zero.words import keyword_name

    ids = {zh: kw for kw, zh in KEYWORD_NAMES.items()}
    return keyword_name(ids.get(name, name))


def _release(e: Event, you: int | None) -> str:
    return (f"{who(e.get('player'), you)} {_keyword(str(e.get('method')))}: "
            f"{card_name(e.get('card'))} onto {card_name(e.get('onto'))}")


def _special_use(e: Event, you: int | None) -> str:
    onto = f", onto {card_name(e['onto'])}" if e.get("onto") else ""
    return (f"{who(e.get('player'), you)} used {card_name(e.get('card'))} by "
            f"{_keyword(str(e.get('how')))}{onto}")


def _replaced(e: Event, you: int | None) -> str:
    if "damage" in e:
        return (f"{e['damage']} damage to {card_name(e.get('card'))} is {e.get('instead')} instead "
                f"({card_name(e.get('by'))})")
    dest = _ZONES.get(str(e.get("dest")), e.get("dest"))
    instead = _ZONES.get(str(e.get("instead")), e.get("instead"))
    return f"{card_name(e.get('card'))} goes to the {instead} instead of the {dest}"


def _p(template: str) -> Callable[[Event, int | None], str]:
    def fmt(e: Event, you: int | None) -> str:
        fields = {k: (card_name(v) if isinstance(v, dict) else v) for k, v in e.items()
                  if k != "player"}
        for k in ("cards", "of", "defenders"):
            if isinstance(e.get(k), list):
                fields[k] = card_list(e[k])
        p = e.get("player")
        return template.format(P=who(p, you), Ps=whose(p, you), their=their(p, you), **fields)

    return fmt


_EVENTS: dict[str, Callable[[Event, int | None], str]] = {
    "move": _move,
    "tap": _tap("tapped"),
    "untap": _tap("untapped"),
    "step": _step,
    "turn": _p("— Turn {turn}: {Ps} turn —"),
    "first_player": _p("{P} will go first"),
    "mulligan": _p("{P} took a mulligan"),
    "shuffle": _p("{P} shuffled {their} deck"),
    "pass": _p("{P} passed"),
    "use": _p("{P} used {card}"),
    "chain_add": _p("On the chain ({depth}): {link}"),
    "resolve": _p("Resolves: {link}"),
    "target": _p("{P} targeted {cards}"),
    "activate": _p("{P} activated {card}"),
    "declare_attack": _p("{P} declared an attack with {card}"),
    "attack": _p("{Ps} {card} attacks {target}"),
    "declare_defense": _p("{P} declared {card} as defender"),
    "defense": _p("{Ps} {card} defends"),
    "battle": _p("Battle: {attacker} against {defender}"),
    "direct_hit": _p("{Ps} {card} hit the life zone"),
    "combat_end": _p("The combat ends ({why})"),
    "damage": _damage,
    "life_damage": _p("{Ps} life zone takes {n} damage"),
    "life_flip": _p("{Ps} life card flipped: {card}"),
    "counter_effect": _p("Counter effect of {card}"),
    "heal": _p("{card} healed {n} damage"),
    "modify": _p("{card}: attack {atk:+}, defense {defense:+}"),
    "declare_levelup": _p("{P} levels up {card} ({method})"),
    "levelup": _p("{Ps} {card} is now level {level}"),
    "levelup_failed": _p("{Ps} level up failed: {why}"),
    "flip_resource": _p("{P} turned {card} face down"),
    "reveal": _p("{P} revealed {cards}"),
    "look": _look,
    "search": _p("{P} searched {their} {zone}"),
    "trigger_ignored": _p("{card}: triggered effect ignored ({why})"),
    "trigger_declined": _p("{card}: triggered effect not used"),
    "effect_ignored": _p("{link}: does nothing ({why})"),
    "fizzle": _p("{card} does nothing: its targets are gone"),
    "end_this_turn": _p("The turn ends"),
    "cancel": _p("Cancelled: {link}"),
    "control": _p("{P} gains control of {card}"),
    "game_over": _game_over,
    "allow_use": _allow_use,
    "copy": _p("{card} becomes a copy of {of}"),
    "counter": _counter,
    "declare_name": _p("{P} declared the card name {name}"),
    "duel": _duel,
    "gain_effects": _p("{card} gains the effects of {of}"),
    "prevent": _p("{n} damage to {card} prevented"),
    "release": _release,
    "release_failed": _p("{card}: the release fails"),
    "removed_from_combat": _p("{card} is removed from the combat"),
    "replaced": _replaced,
    "special_use": _special_use,
    "transform": _p("{card} transforms onto {onto}"),
    "transform_failed": _p("{card}: the transform fails ({why})"),
    "charged": _p("{card} enters the Charge state"),
    "choose": _p("{P} chose {cards}"),
    "exclusive": _p("{card}: Exclusive established"),
    "form_change_failed": _p("{Ps} form change fails ({why})"),
    "quick_change_failed": _p("{Ps} quick change fails ({why})"),
}


def event_text(event: Event, you: int | None = None) -> str:
    """One Zero Dimension log event in plain English (unknown ones as "type: field=value")."""
    if "secret" in event:
        event = {**event, **event["secret"]}
    fmt = _EVENTS.get(event.get("type", ""))
    try:
        return fmt(event, you) if fmt else _generic(event)
    except (KeyError, IndexError, TypeError, ValueError):
        return _generic(event)


def render_event(event: Event, you: int | None = None) -> str:
    text = event_text(event, you)
    clause = event.get("clause")
    return f"{text} [{clause}]" if clause else text


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
