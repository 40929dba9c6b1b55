"""Zero Dimension's log events in plain English. Card names stay as printed (Chinese); the
rule words are the interface's glosses (:mod:`tcgsim.zero.text.terms`). Registered with the
one dispatcher by :mod:`tcgsim.zero.text`.
"""

from __future__ import annotations

from tcgsim.core.text import (
    Event,
    Words,
    card_list,
    card_name,
    game_over,
    plural,
    their,
    who,
    whose,
)
from tcgsim.zero.model.carddb import KEYWORD_NAMES
from tcgsim.zero.text.terms import ZONES, keyword_name

#: zones as the English log names them: the rule words, but "removed-from-game zone" reads as
#: a place ("goes to the removed-from-game zone instead of the rest zone")
_ZONES = {**{z: en for z, (en, _zh) in ZONES.items()}, "removed": "removed-from-game zone"}


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


def _tap(verb: str) -> Words:
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


def _p(template: str) -> Words:
    def fmt(e: Event, you: int | None) -> str:
        fields = {k: (card_name(v) if isinstance(v, dict) else v) for k, v in e.items()
                  if k != "player"}
        for k in ("cards", "of", "defenders"):
            if isinstance(e.get(k), list):
                fields[k] = card_list(e[k])
        p = e.get("player")
        return template.format(P=who(p, you), Ps=whose(p, you), their=their(p, you), **fields)

    return fmt


#: English words for each event type the engine logs
EVENTS: dict[str, Words] = {
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
    "target_link": _p("{P} targeted {link}"),
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
    "game_over": game_over,
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
    "loop": _p("A loop nobody breaks: {P} counts it as repeated {repeated} times ({link})"),
    "loop_ended": _p("The loop ends: {card}'s effect does not trigger"),
    "not_destroyed": _p("{card} cannot be destroyed"),
    "counter_moved": _p("{n} {name} counter(s) moved from {card} to {to}"),
}
