"""Card details and log words as the browser gets them."""

import importlib
import re
from pathlib import Path

from tcgsim.games import game_kind
from tcgsim.pokemon.card_info import card_info
from tcgsim.pokemon.text import EVENTS, event_text, render_event


def test_card_info_has_printed_values_and_image() -> None:
    info = card_info("sv1-86")
    assert info is not None
    assert info["name"] == "Gardevoir ex"
    assert info["hp"] == 310 and info["stage"] == "Stage 2"
    assert info["attacks"][0]["name"] == "Miracle Force"
    assert info["attacks"][0]["cost"] == ["Psychic", "Psychic", "Colorless"]
    assert info["abilities"][0]["name"] == "Psychic Embrace"
    assert info["image"].startswith("https://") and info["image"].endswith(".png")


def test_card_info_unknown_card_is_none() -> None:
    assert card_info("no-such-card") is None


def test_card_info_is_where_the_browser_app_looks_for_it() -> None:
    """The server finds a game's card details as ``<package>.card_info.card_info``
    (``tcgsim/server/present.py``), so the module stays at the package's top."""
    module = importlib.import_module(f"{game_kind('pokemon').package}.card_info")
    assert module.card_info is card_info


def test_event_text_is_render_event_without_the_clause() -> None:
    e = {"type": "knocked_out", "player": 0, "pokemon": "Snover", "clause": "PTCG:I-D"}
    assert event_text(e, you=0) == "Your Snover was Knocked Out"
    assert render_event(e, you=0) == "Your Snover was Knocked Out [PTCG:I-D]"


def test_every_event_the_engine_logs_has_words() -> None:
    """A new event type needs its wording in pokemon/text.py, or players read 'type: field=…'."""
    src = Path(__file__).resolve().parents[2] / "tcgsim"
    types: set[str] = set()
    for py in [*src.joinpath("pokemon").rglob("*.py"), *src.joinpath("core").rglob("*.py")]:
        types |= set(re.findall(r'\bevent\(\s*"(\w+)"', py.read_text(encoding="utf-8")))
    assert len(types) > 60
    assert sorted(types - set(EVENTS)) == []


def test_new_wordings_read_as_sentences() -> None:
    assert event_text({"type": "lost_zone", "player": 1, "cards": [{"name": "Switch"}]}, you=0) == (
        "Opponent put Switch in the Lost Zone"
    )
    look = {"type": "look", "player": 0, "n": 7}
    assert event_text(look, you=0) == "You looked at 7 cards"
    moved = {"type": "counters_moved", "source": "Ralts", "dest": "Kirlia", "counters": 2}
    assert event_text(moved) == "2 damage counter(s) moved from Ralts to Kirlia"
