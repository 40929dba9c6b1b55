"""Zero Dimension in plain words, English and Simplified Chinese: log events (:mod:`.en`,
:mod:`.zh`) and the rule words they share with the card details (:mod:`.terms`).

The event words are registered here with the one dispatcher (:mod:`tcgsim.core.text`),
which the terminal and the browser both ask; ``tests/server/test_zero_words.py`` checks that
every event the engine logs has words in both languages.
"""

from __future__ import annotations

from tcgsim.core import text as core_text
from tcgsim.core.text import Event
from tcgsim.zero.text import en, zh

core_text.register("zero", {"en": en.EVENTS, "zh-CN": zh.EVENTS}, {"zh-CN": zh.generic})
#: the languages the log is worded in (the default first)
LANGS = core_text.languages("zero")


def event_text(event: Event, you: int | None = None, lang: str = "en") -> str:
    """One log event in plain words in ``lang`` ("en" or "zh-CN"), as player ``you`` (None: a
    spectator) sees it; an event without words reads "type: field=value"."""
    return core_text.event_text("zero", event, you, lang)


def render_event(event: Event, you: int | None = None, lang: str = "en") -> str:
    """One log event in plain words, with the governing clause id in brackets."""
    return core_text.render_event("zero", event, you, lang)
