"""Plain-words rendering of Pokémon views and log events.

Shared by the terminal game, ``tcgsim replay`` and the browser app, so a
ruling reads the same everywhere: "Your Snover took 40 damage (Weakness Metal ×2:
40) [PTCG:I-A-01]". Everything here works on the JSON-able data the engine
gives (``game.view(p)``, ``game.log_for(p)``), never on the game object.

``you`` (a player index or None) selects the wording: "You"/"Opponent" for a
player's own screen, "Player 1"/"Player 2" for a spectator or a replay.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable, Iterable
from typing import Any

Event = dict[str, Any]
PLAYER_NAMES = ("Player 1", "Player 2")


# -- words for players and cards ------------------------------------------------------------
def who(p: int | None, you: int | None = None) -> str:
    """The subject: "You", "Opponent", or "Player N" (None: no player)."""
    if p is None:
        return "Nobody"
    if you is None:
        return PLAYER_NAMES[p]
    return "You" if p == you else "Opponent"


def whose(p: int | None, you: int | None = None) -> str:
    """The possessive: "Your", "Opponent's", "Player N's"."""
    if you is not None and p == you:
        return "Your"
    return f"{who(p, you)}'s"


def their(p: int | None, you: int | None = None) -> str:
    return "your" if you is not None and p == you else "their"


def card_name(ref: Any) -> str:
    """A card reference from the log or a view ({"name": …}) or a plain name."""
    if isinstance(ref, dict):
        return str(ref.get("name", ref.get("card", "?")))
    return str(ref)


def card_list(refs: Iterable[Any], sep: str = ", ", times: str = " ×",
              none: str = "nothing") -> str:
    """Names grouped in first-seen order: "Basic Water Energy ×3, Ultra Ball" (other
    languages give their own separator, count mark and word for none)."""
    counts = Counter(card_name(r) for r in refs)
    return sep.join(f"{n}{times}{k}" if k > 1 else n for n, k in counts.items()) or none


def plural(n: int, word: str) -> str:
    return f"{n} {word}" if n == 1 else f"{n} {word}s"


# -- events -----------------------------------------------------------------------------------
def _cards_or_count(e: Event) -> str:
    if e.get("cards"):
        return card_list(e["cards"])
    return plural(e.get("n", 0), "card")


def _damage(e: Event, you: int | None) -> str:
    text = f"{e.get('target', '?')} took {e.get('amount', 0)} damage"
    steps = [t for t in e.get("trace", ()) if t.get("what") not in ("base damage", "final damage")]
    if steps:
        text += " (" + "; ".join(f"{t['what']} → {t['value']}" for t in steps) + ")"
    return text


def _coin(e: Event, you: int | None) -> str:
    text = f"Coin flip for {e.get('why', 'an effect')}: {e.get('result', '?')}"
    if "winner" in e:
        text += f" — {who(e['winner'], you)} chooses"
    return text


def _prizes_taken(e: Event, you: int | None) -> str:
    text = f"{who(e['player'], you)} took {plural(e.get('n', 0), 'Prize card')}"
    if e.get("cards"):
        text += f" ({card_list(e['cards'])})"
    return text + f"; {e.get('left', '?')} left"


def _game_over(e: Event, you: int | None) -> str:
    if e.get("winner") is None:
        return f"Game over: a draw ({e.get('reason', '')})"
    verb = "win" if you is not None and e["winner"] == you else "wins"
    return f"Game over: {who(e['winner'], you)} {verb} — {e.get('reason', '')}"


def _switch(e: Event, you: int | None) -> str:
    text = f"{whose(e['player'], you)} {e.get('active', '?')} is now the Active Pokémon"
    if e.get("benched"):
        text += f"; {e['benched']} went to the Bench"
    return text


def _reveal(e: Event, you: int | None) -> str:
    bench = ", ".join(e.get("bench", ())) or "empty"
    return f"{whose(e['player'], you)} Active: {e.get('active', '?')}; Bench: {bench}"


def _to_hand(e: Event, you: int | None) -> str:
    shown = " (revealed)" if e.get("revealed") else ""
    return f"{who(e['player'], you)} put {_cards_or_count(e)} into {their(e['player'], you)} hand{shown}"


def _attach(e: Event, you: int | None) -> str:
    target = e.get("target")
    onto = f" to {target}" if target else ""
    return f"{who(e['player'], you)} attached {e.get('card', 'a card')}{onto}"


def _mulligan(e: Event, you: int | None) -> str:
    text = f"{who(e['player'], you)} had no Basic Pokémon: mulligan"
    if e.get("hand"):
        text += f" (hand shown: {card_list(e['hand'])})"
    return text


def _look(e: Event, you: int | None) -> str:
    text = f"{who(e['player'], you)} looked at {plural(e.get('n', 0), 'card')}"
    return text + (f" ({card_list(e['cards'])})" if e.get("cards") else "")


def _declined(e: Event, you: int | None) -> str:
    if e.get("ability"):
        return f"{who(e['player'], you)} chose not to use {e['ability']}"
    return f"{who(e['player'], you)} declined: {e.get('what', '')}"


def _player_effect(e: Event, you: int | None) -> str:
    text = f"{who(e['player'], you)}: {e.get('effect', '')}"
    return text + (f" ({e['duration']})" if e.get("duration") else "")


def _p(template: str) -> Callable[[Event, int | None], str]:
    """A formatter from a template: {P} subject, {Ps} possessive, {their}, then event fields."""

    def fmt(e: Event, you: int | None) -> str:
        p = e.get("player")
        fields = {k: v for k, v in e.items() if k != "player"}
        return template.format(P=who(p, you), Ps=whose(p, you), their=their(p, you), **fields)

    return fmt


def _with_cards(template: str) -> Callable[[Event, int | None], str]:
    """Like :func:`_p`, with {cards} as a grouped list (or a count when hidden)."""

    def fmt(e: Event, you: int | None) -> str:
        return _p(template)({**e, "cards": _cards_or_count(e)}, you)

    return fmt


_EVENTS: dict[str, Callable[[Event, int | None], str]] = {
    "turn_start": _p("— Turn {turn}: {Ps} turn —"),
    "turn_end": _p("{Ps} turn {turn} ends"),
    "end_turn": _p("{P} ended the turn"),
    "draw": _with_cards("{P} drew {cards}"),
    "shuffle": _p("{P} shuffled {their} deck"),
    "attach": _attach,
    "play_trainer": _p("{P} played {card} ({kind})"),
    "attack": _p("{Ps} {pokemon} used {attack}"),
    "attack_step": _p("Attack step {step}: {what}"),
    "attack_failed": _p("The attack failed: {why}"),
    "damage": _damage,
    "damage_counters": _p("{counters} damage counter(s) on {pokemon} ({why}); {total} damage in all"),
    "search": _p("{P} searched {their} deck for {what}"),
    "to_hand": _to_hand,
    "to_deck": _with_cards("{P} shuffled {cards} into {their} deck"),
    "hand_to_deck": _p("{P} shuffled {their} hand ({n} cards) into {their} deck"),
    "discard": _with_cards("{P} discarded {cards} ({why})"),
    "switch": _switch,
    "stadium_effect": _p("{P} used {stadium}"),
    "bench": _p("{P} put {pokemon} onto {their} Bench"),
    "evolve": _p("{P} evolved {pokemon} into {into}"),
    "retreat": _p("{P} retreated {pokemon}"),
    "ability": _p("{Ps} {pokemon} used its Ability {ability}"),
    "knocked_out": _p("{Ps} {pokemon} was Knocked Out"),
    "prizes_taken": _prizes_taken,
    "prizes_set": _p("{P} set aside {n} Prize cards"),
    "promote": _p("{Ps} {pokemon} is the new Active Pokémon"),
    "reveal_setup": _reveal,
    "mulligan": _mulligan,
    "coin": _coin,
    "first_player": _p("{P} will go first"),
    "deck_out": _p("{P} cannot draw a card at the start of the turn"),
    "checkup": _p("Pokémon Checkup"),
    "effect": _p("{pokemon}: {effect}"),
    "condition": _p("{pokemon} is now {condition}"),
    "condition_removed": _p("{pokemon} is no longer {condition}"),
    "heal": _p("{pokemon} healed {amount} damage"),
    "draw_reached": _p("Both players met a win condition at the same time"),
    "sudden_death": _p("Sudden death: a new game with 1 Prize card each (round {round})"),
    "game_over": _game_over,
    "look": _look,
    "reveal": _with_cards("{P} revealed {cards}"),
    "reveal_hand": _with_cards("{P} revealed {their} hand: {cards}"),
    "lost_zone": _with_cards("{P} put {cards} in the Lost Zone"),
    "to_deck_top": _with_cards("{P} put {cards} on top of {their} deck"),
    "to_deck_bottom": _p("{P} put {n} card(s) on the bottom of {their} deck"),
    "hand_to_deck_bottom": _p("{P} put {their} hand ({n} cards) on the bottom of {their} deck"),
    "unaffected": _p("{pokemon} is not affected"),
    "switch_blocked": _p("{pokemon} cannot be switched out"),
    "recover": _p("{pokemon} recovered from its Special Conditions"),
    "move_energy": _p("{card} moved from {source} to {target}"),
    "declined": _declined,
    "counters_moved": _p("{counters} damage counter(s) moved from {source} to {dest}"),
    "counters_prevented": _p("{counters} damage counter(s) on {pokemon} prevented ({why})"),
    "poison_counters": _p("{pokemon} is Poisoned: {counters} damage counter(s)"),
    "when_damaged": _p("When damaged: {effect}"),
    "trigger": _p("{card}: its effect when {when}"),
    "shuffle_prizes": _p("{P} shuffled {their} Prize cards"),
    "prizes_returned": _p("{P} put {n} Prize card(s) back"),
    "prize_swap": _with_cards("{P} swapped {cards} with a Prize card"),
    "returned": _with_cards("{Ps} {pokemon} went back to {their} {to} ({cards})"),
    "devolve": _p("{Ps} {pokemon} was devolved into {into} and went to {their} {to}"),
    "player_effect": _player_effect,
    "inherit": _p("{new} keeps what applied to {old}"),
    "game_decided_by_text": _p("A card's text decided the game"),
    "copy_attack": _p("Copied attack: {attack}"),
    "bench_full": _p("{Ps} Bench is full"),
    "attack_does_nothing": _p("The attack does nothing"),
}


def event_text(event: Event, you: int | None = None) -> str:
    """One log event in plain English, without its clause id (the browser shows that apart).

    A raw log event's ``secret`` part is shown (the caller decides who may see it:
    pass ``game.log_for(p)`` events for a player's screen). Unknown event types and
    missing fields fall back to "type: field=value …" rather than failing, because
    the engine grows new events faster than wording for them.
    """
    if "secret" in event:
        event = {**event, **event["secret"]}
    fmt = _EVENTS.get(event.get("type", ""))
    try:
        return fmt(event, you) if fmt else _generic(event)
    except (KeyError, IndexError, TypeError, ValueError):
        return _generic(event)


def render_event(event: Event, you: int | None = None) -> str:
    """One log event in plain English, with the governing clause id in brackets."""
    text = event_text(event, you)
    clause = event.get("clause")
    return f"{text} [{clause}]" if clause else text


def _generic(e: Event) -> str:
    skip = {"type", "clause", "secret", "to"}
    fields = ", ".join(f"{k}={_short(v)}" for k, v in e.items() if k not in skip)
    return f"{e.get('type', 'event')}: {fields}" if fields else str(e.get("type", "event"))


def _short(v: Any) -> str:
    if isinstance(v, list) and v and isinstance(v[0], dict) and "name" in v[0]:
        return card_list(v)
    return str(v)


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
        lines.append(_game_over({"winner": r.get("winner"), "reason": r.get("reason", "")}, you))
    return "\n".join(lines)
