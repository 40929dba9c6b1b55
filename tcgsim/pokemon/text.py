"""The Pokémon TCG's log events in plain words (English), for the terminal and the browser.

"Your Snover took 40 damage (Weakness Metal ×2: 40) [PTCG:I-A-01]": each event type the
engine logs has a formatter here, registered with the one dispatcher
(:mod:`tcgsim.core.text`) when the package is imported; the terminal and the browser ask
the dispatcher, so a ruling reads the same everywhere. Everything works on the JSON-able
events the engine gives (``game.log``, ``game.log_for(p)``), never on the game object.
"""

from __future__ import annotations

from tcgsim.core import text as core_text
from tcgsim.core.text import Event, Words, card_list, game_over, plural, their, who, whose


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


def _p(template: str) -> Words:
    """A formatter from a template: {P} subject, {Ps} possessive, {their}, then event fields."""

    def fmt(e: Event, you: int | None) -> str:
        p = e.get("player")
        fields = {k: v for k, v in e.items() if k != "player"}
        return template.format(P=who(p, you), Ps=whose(p, you), their=their(p, you), **fields)

    return fmt


def _with_cards(template: str) -> Words:
    """Like :func:`_p`, with {cards} as a grouped list (or a count when hidden)."""

    def fmt(e: Event, you: int | None) -> str:
        return _p(template)({**e, "cards": _cards_or_count(e)}, you)

    return fmt


#: English words for each event type the engine logs
EVENTS: dict[str, Words] = {
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
    "prize_face_up": _with_cards("{Ps} Prize card {cards} is turned face up"),
    "prize_switched": _with_cards("{P} switched a face-up Prize card and a hand card: {cards}"),
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
    "heal_prevented": _p("{pokemon} can't be healed ({why})"),
    "retreat_failed": _p("{P}'s retreat did not happen ({why})"),
    "draw_reached": _p("Both players met a win condition at the same time"),
    "sudden_death": _p("Sudden death: a new game with 1 Prize card each (round {round})"),
    "game_over": game_over,
    "look": _look,
    "reveal": _with_cards("{P} revealed {cards}"),
    "name_told": _p("{P} named {card}, a Pokémon in {their} hand"),
    "reveal_hand": _with_cards("{P} revealed {their} hand: {cards}"),
    "lost_zone": _with_cards("{P} put {cards} in the Lost Zone"),
    "to_deck_top": _with_cards("{P} put {cards} on top of {their} deck"),
    "to_deck_bottom": _p("{P} put {n} card(s) on the bottom of {their} deck"),
    "hand_to_deck_bottom": _p("{P} put {their} hand ({n} cards) on the bottom of {their} deck"),
    "unaffected": _p("{pokemon} is not affected"),
    "not_knocked_out": _p("{pokemon} is not Knocked Out ({by}): its remaining HP is {remaining}"),
    "switch_blocked": _p("{pokemon} cannot be switched out"),
    "recover": _p("{pokemon} recovered from its Special Conditions"),
    "stays_confused": _p("{pokemon} stays Confused"),
    "move_energy": _p("{card} moved from {source} to {target}"),
    "declined": _declined,
    "agreed": _p("{P} agreed: {what}"),
    "counters_moved": _p("{counters} damage counter(s) moved from {source} to {dest}"),
    "counters_not_moved": _p("the damage counters on {pokemon} can't be moved ({why})"),
    "counters_prevented": _p("{counters} damage counter(s) on {pokemon} prevented ({why})"),
    "poison_counters": _p("{pokemon} is Poisoned: {counters} damage counter(s)"),
    "when_damaged": _p("When damaged: {effect}"),
    "trigger": _p("{card}: its effect when {when}"),
    "shuffle_prizes": _p("{P} shuffled {their} Prize cards"),
    "prizes_returned": _p("{P} put {n} Prize card(s) back"),
    "prize_swap": _with_cards("{P} swapped {cards} with a Prize card"),
    "prizes_renewed": _p("{P} put {their} {n} Prize card(s) on the bottom of {their} deck and "
                         "as many from its top as Prize cards"),
    "returned": _with_cards("{Ps} {pokemon} went back to {their} {to} ({cards})"),
    "devolve": _p("{Ps} {pokemon} was devolved into {into} and went to {their} {to}"),
    "player_effect": _player_effect,
    "inherit": _p("{new} keeps what applied to {old}"),
    "game_decided_by_text": _p("A card's text decided the game"),
    "copy_attack": _p("Copied attack: {attack}"),
    "copy_supporter": _p("{P} used the effect of {card} as the attack's effect"),
    "bench_full": _p("{Ps} Bench is full"),
    "attack_does_nothing": _p("The attack does nothing"),
    "reflip": _p("{card}: the coin flips were ignored, and flipped again"),
}


core_text.register("pokemon", {"en": EVENTS})
#: the languages the log is worded in (the default first)
LANGS = core_text.languages("pokemon")


def event_text(event: Event, you: int | None = None, lang: str = "en") -> str:
    """One log event in plain words, without its clause id (:func:`tcgsim.core.text.event_text`)."""
    return core_text.event_text("pokemon", event, you, lang)


def render_event(event: Event, you: int | None = None, lang: str = "en") -> str:
    """One log event in plain words, with the governing clause id in brackets."""
    return core_text.render_event("pokemon", event, you, lang)
