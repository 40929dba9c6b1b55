"""The table's log in plain words, as a player reads it at the table.

The games word their events for every reader (:mod:`tcgsim.core.text`: the terminal, the
replays, the rule tests). At the table a line must also say whose card it is about ("your
Snover", "the opponent's 贝吉塔"), read as a sentence ("You choose", "1 card"), hide the
rule's procedure unless asked, and never show raw data. This module adds that on top of
the games' words, without touching the events the engines log (their clause ids stay on
every event, for the "details" view):

- **owners**: whose each card the events show is: :func:`owners_of`;
- **words** the table words differently from the games' (grammar, owners, events whose
  fields the game's words do not fit yet): ``TABLE_WORDS``;
- **details**: the procedure lines (attack steps, phase steps, passes) the page shows only
  when its "details" toggle is on: ``DETAIL_TYPES``;
- **end reasons** in words from the reader's side: :func:`end_reason`.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from typing import Any

from tcgsim.core.text import Event, card_name, plural

#: a card reference -> the seat whose it is, None where unknown
Owners = Callable[[Any], int | None]
#: words for one event at the table: (event, reader's seat, owners) -> text, None: the game's
TableWords = Callable[[Event, int | None, Owners], str | None]

EN, ZH = "en", "zh-CN"
LANGS = (EN, ZH)  # the languages the table words end reasons in


def owners_of(game: Any) -> Owners:
    """Whose each card is: the owner the game dealt it to (``state["owner"]``, by card id).
    Only cards an event already shows its reader are ever looked up, and whose a card is
    that one can see is public; the owner of a card never changes, so a line reads the
    same live and in a replay."""
    state = getattr(game, "s", None)
    table = state.get("owner") if isinstance(state, dict) else None
    if not isinstance(table, list):
        return lambda ref: None

    def owner(ref: Any) -> int | None:
        i = ref.get("id") if isinstance(ref, dict) else None
        return table[i] if isinstance(i, int) and 0 <= i < len(table) else None

    return owner


# -- players and cards, in each language ------------------------------------------------------
def subject(p: int | None, you: int | None, lang: str = EN) -> str:
    """"You" / "The opponent" / "Player 1" (the start of a sentence)."""
    if lang == ZH:
        return "无人" if p is None else f"玩家{p + 1}" if you is None else "你" if p == you else "对手"
    if p is None:
        return "Nobody"
    return f"Player {p + 1}" if you is None else "You" if p == you else "The opponent"


def possessive(p: int | None, you: int | None, lang: str = EN, start: bool = False) -> str:
    """"your" / "the opponent's" / "Player 1's" ("Your"... at the start of a sentence)."""
    if lang == ZH:
        return subject(p, you, ZH) + "的"
    if you is not None and p == you:
        word = "your"
    elif you is not None:
        word = "the opponent's"
    else:
        word = f"Player {(p or 0) + 1}'s"
    return word[:1].upper() + word[1:] if start else word


def pronoun(p: int | None, you: int | None) -> str:
    """"your" for the reader, "their" for anyone else (English)."""
    return "your" if you is not None and p == you else "their"


def owned(ref: Any, owner: int | None, you: int | None, lang: str = EN,
          start: bool = False) -> str:
    """A card's name with whose it is, where known: "your Snover", "对手的贝吉塔"."""
    name = card_name(ref)
    if owner is None:
        return name
    sep = "" if lang == ZH else " "
    return f"{possessive(owner, you, lang, start)}{sep}{name}"


def _verb(p: int | None, you: int | None, base: str, third: str) -> str:
    """"You choose" / "The opponent chooses": the verb agrees with its subject."""
    return f"{subject(p, you)} {base if you is not None and p == you else third}"


# -- end reasons --------------------------------------------------------------------------
# (pattern over the engine's reason, words when the reader won / lost / watches, per language);
# {W} the winner, {L} the loser as subjects; {Wp}, {Lp} their pronouns ("your", "their").
_REASONS: list[tuple[str, dict[str, str]]] = [
    ("took all Prize cards", {
        EN: "{W} took {Wp} last Prize card", ZH: "{W}拿走了最后一张奖赏卡"}),
    ("opponent has no Pokémon in play", {
        EN: "{L} had no Pokémon left in play", ZH: "{L}场上没有宝可梦了"}),
    ("opponent could not draw at the start of their turn", {
        EN: "{L} could not draw a card at the start of {Lp} turn",
        ZH: "{L}在回合开始时无法抽牌"}),
    ("both players met a win condition at once", {
        EN: "Both players met a win condition at once", ZH: "双方同时达成获胜条件"}),
    ("resigned", {EN: "{L} resigned", ZH: "{L}认输了"}),
    (r"(?:Player \d )?took battle damage with no life card left", {
        EN: "{L} took battle damage with no life card left",
        ZH: "{L}在生命区没有牌时受到了战斗伤害"}),
    (r"(?:Player \d )?must draw from an empty deck", {
        EN: "{L} had to draw from an empty deck", ZH: "{L}需要从空牌组抽牌"}),
    (r"(?:Player \d )?conceded", {EN: "{L} conceded", ZH: "{L}认输了"}),
    (r"both players .*", {EN: "Both players lost at once", ZH: "双方同时落败"}),
    ("an infinite loop of mandatory actions", {
        EN: "A loop of actions nobody may stop: the game is a draw",
        ZH: "出现无法停止的强制行动循环：平局"}),
]


def end_reason(reason: str, winner: int | None, you: int | None, lang: str = EN) -> str:
    """The reason a game ended, from the reader's side ("You took your last Prize card");
    a reason this table does not know is given as the engine words it."""
    for pattern, words in _REASONS:
        if re.fullmatch(pattern, reason):
            template = words.get(lang, words[EN])
            loser = None if winner is None else 1 - winner
            return template.format(
                W=subject(winner, you, lang), Wp=pronoun(winner, you),
                L=subject(loser, you, lang), Lp=pronoun(loser, you),
            )
    return reason


def game_over(e: Event, you: int | None, lang: str) -> str:
    winner = e.get("winner")
    why = end_reason(str(e.get("reason", "")), winner, you, lang)
    if lang == ZH:
        head = "平局" if winner is None else f"{subject(winner, you, ZH)}获胜"
        return f"游戏结束：{head} — {why}"
    if winner is None:
        head = "a draw"
    elif you is None:
        head = f"Player {winner + 1} wins"
    else:
        head = "you win" if winner == you else "you lose"
    return f"Game over: {head} — {why[:1].lower() + why[1:] if you is not None else why}"


# -- the table's words, by game and language ------------------------------------------------
def _pokemon_coin(e: Event, you: int | None, owner: Owners) -> str:
    text = f"Coin flip for {e.get('why', 'an effect')}: {e.get('result', '?')}"
    if "winner" in e:
        chooses = _verb(e["winner"], you, "choose", "chooses")
        text += f" — {chooses[:1].lower() + chooses[1:] if you is not None else chooses}"
    return text


def _pokemon_count(template: str) -> TableWords:
    """Events whose words print a bare count: "{n}" becomes "1 card" / "3 cards"."""

    def fmt(e: Event, you: int | None, owner: Owners) -> str:
        p = e.get("player")
        return template.format(
            P=subject(p, you), their=pronoun(p, you),
            cards=plural(int(e.get("n", 0)), "card"),
            prizes=plural(int(e.get("n", 0)), "Prize card"),
        )

    return fmt


def _pokemon_own(template: str) -> TableWords:
    """Events about a Pokémon of the acting player's own (one evolves and retreats only
    one's own): "The opponent evolved their Snover into …"."""

    def fmt(e: Event, you: int | None, owner: Owners) -> str:
        p = e.get("player")
        return template.format(P=subject(p, you), their=pronoun(p, you),
                               pokemon=e["pokemon"], into=e.get("into", "?"))

    return fmt


def _pokemon_returned(e: Event, you: int | None, owner: Owners) -> str:
    # the event's destination shares its name with the visibility field and is lost
    cards = ", ".join(card_name(c) for c in e.get("cards", ()))
    return f"{possessive(e.get('player'), you, start=True)} {e.get('pokemon', '?')} left play ({cards})"


def _zero_battle(lang: str) -> TableWords:
    def fmt(e: Event, you: int | None, owner: Owners) -> str:
        a = e.get("attacker")
        attacker = owned(a, owner(a), you, lang)
        sep = "、" if lang == ZH else ", "
        defenders = sep.join(owned(d, owner(d), you, lang) for d in e.get("defenders") or ())
        if lang == ZH:
            return f"战斗：{attacker} 对 {defenders or '无人防御'}"
        return f"Battle: {attacker} against {defenders or 'no defender'}"

    return fmt


def _zero_attack(lang: str) -> TableWords:
    def fmt(e: Event, you: int | None, owner: Owners) -> str:
        p, card = e.get("player"), e.get("card")
        attacker = owned(card, p, you, lang, start=True)
        target = e.get("target")
        sep = "、" if lang == ZH else ", "
        if target == "life":
            foe = None if p is None else 1 - p
            what = f"{possessive(foe, you, lang)}{'' if lang == ZH else ' '}" + (
                "生命区" if lang == ZH else "life zone")
        else:
            refs = target if isinstance(target, list) else [target]
            what = sep.join(owned(r, owner(r), you, lang) for r in refs if r is not None)
        return f"{attacker}攻击{what}" if lang == ZH else f"{attacker} attacks {what}"

    return fmt


def _zero_reveal(lang: str) -> TableWords:
    def fmt(e: Event, you: int | None, owner: Owners) -> str | None:
        refs = e.get("cards") or ([e["card"]] if e.get("card") else None)
        if refs is None or "player" not in e:
            return None
        names = ("、" if lang == ZH else ", ").join(card_name(r) for r in refs)
        if lang == ZH:
            return f"{subject(e['player'], you, ZH)}展示了{names}"
        return f"{subject(e['player'], you)} revealed {names}"

    return fmt


def _zero_levelup(e: Event, you: int | None, owner: Owners) -> str:
    card = card_name(e.get("card"))
    return f"{_verb(e.get('player'), you, 'level', 'levels')} up {card} ({e.get('method', '')})"


def _zero_zh_combat_end(e: Event, you: int | None, owner: Owners) -> str:
    return "战斗结束"


def _game_over(lang: str) -> TableWords:
    return lambda e, you, owner: game_over(e, you, lang)


TABLE_WORDS: dict[str, dict[str, dict[str, TableWords]]] = {
    "pokemon": {
        EN: {
            "coin": _pokemon_coin,
            "hand_to_deck": _pokemon_count("{P} shuffled {their} hand ({cards}) into {their} deck"),
            "hand_to_deck_bottom": _pokemon_count(
                "{P} put {their} hand ({cards}) on the bottom of {their} deck"),
            "to_deck_bottom": _pokemon_count("{P} put {cards} on the bottom of {their} deck"),
            "prizes_set": _pokemon_count("{P} set aside {prizes}"),
            "prizes_returned": _pokemon_count("{P} put {prizes} back"),
            "returned": _pokemon_returned,
            "evolve": _pokemon_own("{P} evolved {their} {pokemon} into {into}"),
            "retreat": _pokemon_own("{P} retreated {their} {pokemon}"),
            "game_over": _game_over(EN),
        },
        ZH: {"game_over": _game_over(ZH)},
    },
    "zero": {
        lang: {
            "battle": _zero_battle(lang),
            "attack": _zero_attack(lang),
            "reveal": _zero_reveal(lang),
            "game_over": _game_over(lang),
            **({"declare_levelup": _zero_levelup} if lang == EN else
               {"combat_end": _zero_zh_combat_end}),
        }
        for lang in (EN, ZH)
    },
}

#: Events about one card with no player named, whose words start with the card's name: at
#: the table that name gets its owner ("Your 贝吉塔 tapped").
CARD_FIRST = frozenset({
    "tap", "untap", "damage", "heal", "charged", "transform", "gain_effects",
    "trigger_ignored",
})

#: The rule's procedure: shown behind the page's "details" toggle (the clause ids too).
DETAIL_TYPES: dict[str, frozenset[str]] = {
    "pokemon": frozenset({"attack_step", "checkup", "shuffle", "turn_end", "prizes_set"}),
    "zero": frozenset({
        "step", "pass", "untap", "combat_end", "trigger_ignored", "gain_effects", "shuffle",
    }),
}


#: the "type: field=value" words a game falls back to for an event it cannot word
RAW = re.compile(r"^\w+[:：] ?\w+=")


def _sentence_en(text: str) -> str:
    """"Opponent drew" reads "The opponent drew", as the table's own lines say it."""
    text = re.sub(r"^Opponent\b", "The opponent", text)
    return re.sub(r"(?<=\w )Opponent('s)?\b", lambda m: "the opponent" + (m[1] or ""), text)


def table_text(game: str, e: Event, you: int | None, owner: Owners, lang: str,
               game_words: str, fallback: str | None = None) -> str:
    """The words of ``e`` at the table, given the game's own words ``game_words`` (and
    ``fallback``, its words in the default language, for a line the game cannot word in
    ``lang``: never raw data)."""
    text = _table_text(game, e, you, owner, lang, game_words)
    if RAW.match(text) and fallback is not None and not RAW.match(fallback):
        return fallback
    return _sentence_en(text) if lang == EN else text


def _table_text(game: str, e: Event, you: int | None, owner: Owners, lang: str,
                game_words: str) -> str:
    if "secret" in e:
        e = {**e, **e["secret"]}
    fmt = TABLE_WORDS.get(game, {}).get(lang, {}).get(e.get("type", ""))
    if fmt is not None:
        try:
            text = fmt(e, you, owner)
        except (KeyError, IndexError, TypeError, ValueError):
            text = None
        if text is not None:
            return text
    card = e.get("card")
    if e.get("type") in CARD_FIRST and "player" not in e and isinstance(card, dict):
        name = card_name(card)
        if game_words.startswith(name):
            return owned(card, owner(card), you, lang, start=True) + game_words[len(name):]
    return game_words


#: Zero Dimension's moves into limbo and onto the chain: steps of using a card, which the
#: "use" line that follows says in one (ZD:623)
_ZERO_USE_STEPS = frozenset({"limbo", "chain"})


def is_detail(game: str, e: Event) -> bool:
    if game == "zero" and e.get("type") == "move" and e.get("dest") in _ZERO_USE_STEPS:
        return True
    return e.get("type") in DETAIL_TYPES.get(game, frozenset())
