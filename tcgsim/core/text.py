"""Log events in plain words: one dispatcher for every game, used by the terminal and the
browser alike, so a ruling reads the same everywhere.

Each game words its own events (``tcgsim/pokemon/text.py``, ``tcgsim/zero/text/``) and
registers them here when its package is imported: per language, a table from event type to
a formatter ``(event, you) -> words``, and optionally a fallback for events without words.
Callers ask by game name (:func:`event_text`, :func:`render_event`), never import a game's
wording themselves. Everything works on the JSON-able events the engine logs
(``game.log``, ``game.log_for(p)``), never on a game object.

``you`` (a player index or None) selects the wording: "You"/"Opponent" on a player's own
screen, "Player 1"/"Player 2" for a spectator or a replay. The English words for players and
cards below are shared by the games' English tables.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable, Iterable, Mapping
from dataclasses import dataclass
from typing import Any

Event = dict[str, Any]
#: words for one event type: (event, the reader's seat or None) -> text
Words = Callable[[Event, "int | None"], str]
#: words for an event no formatter covers (or one whose fields do not fit its formatter)
Fallback = Callable[[Event], str]

PLAYER_NAMES = ("Player 1", "Player 2")


# -- English words for players and cards (both games' English tables use them) -------------
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


def plural(n: int, word: str) -> str:
    return f"{n} {word}" if n == 1 else f"{n} {word}s"


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


def game_over(e: Event, you: int | None) -> str:
    """The end of a game in English (both games log ``game_over`` with winner and reason)."""
    if e.get("winner") is None:
        return f"Game over: a draw ({e.get('reason', '')})"
    verb = "win" if you is not None and e["winner"] == you else "wins"
    return f"Game over: {who(e['winner'], you)} {verb} — {e.get('reason', '')}"


def generic(e: Event) -> str:
    """An event without words: "type: field=value, …" (lists of cards by name)."""
    skip = {"type", "clause", "secret", "to"}
    fields = ", ".join(f"{k}={_short(v)}" for k, v in e.items() if k not in skip)
    return f"{e.get('type', 'event')}: {fields}" if fields else str(e.get("type", "event"))


def _short(v: Any) -> str:
    if isinstance(v, list) and v and isinstance(v[0], dict) and "name" in v[0]:
        return card_list(v)
    return str(v)


# -- the dispatcher ---------------------------------------------------------------------------
@dataclass(frozen=True)
class GameWords:
    """One game's words: ``events[lang][type]`` formatters, ``fallbacks[lang]`` for the rest.
    The first language is the default (the one a reader gets when theirs is not offered)."""

    events: Mapping[str, Mapping[str, Words]]
    fallbacks: Mapping[str, Fallback]

    @property
    def languages(self) -> tuple[str, ...]:
        return tuple(self.events)


_GAMES: dict[str, GameWords] = {}


def register(game: str, events: Mapping[str, Mapping[str, Words]],
             fallbacks: Mapping[str, Fallback] | None = None) -> None:
    """Give ``game`` its words: per language (the default first), a table of formatters by
    event type; ``fallbacks`` per language for events without one (default: :func:`generic`).
    Registering a game again replaces its words."""
    if not events:
        raise ValueError(f"no languages given for {game!r}")
    _GAMES[game] = GameWords(dict(events), dict(fallbacks or {}))


def words_of(game: str) -> GameWords:
    """The registered words of ``game``; ValueError naming the games that have words."""
    try:
        return _GAMES[game]
    except KeyError:
        known = ", ".join(sorted(_GAMES)) or "none yet"
        raise ValueError(
            f"no event words for game {game!r} (a game registers them when its package "
            f"is imported; registered: {known})"
        ) from None


def languages(game: str) -> tuple[str, ...]:
    """The languages ``game`` words its log in, the default first."""
    return words_of(game).languages


def event_text(game: str, event: Event, you: int | None = None, lang: str | None = None) -> str:
    """One log event of ``game`` in plain words, without its clause id (the browser shows
    that apart), in ``lang`` where the game offers it, else in its default language.

    A raw log event's ``secret`` part is shown (the caller decides who may see it: pass
    ``game.log_for(p)`` events for a player's screen). Unknown event types and missing
    fields fall back to "type: field=value …" rather than failing, because the engine
    grows new events faster than wording for them.
    """
    words = words_of(game)
    language = words.languages[0] if lang is None or lang not in words.events else lang
    if "secret" in event:
        event = {**event, **event["secret"]}
    fallback = words.fallbacks.get(language, generic)
    fmt = words.events[language].get(event.get("type", ""))
    try:
        return fmt(event, you) if fmt else fallback(event)
    except (KeyError, IndexError, TypeError, ValueError):
        return fallback(event)


def render_event(game: str, event: Event, you: int | None = None,
                 lang: str | None = None) -> str:
    """One log event in plain words with the governing clause id in brackets."""
    text = event_text(game, event, you, lang)
    clause = event.get("clause")
    return f"{text} [{clause}]" if clause else text
