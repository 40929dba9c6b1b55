"""Card details and log words as the browser gets them."""

from tcgsim.cli.render import event_text, render_event
from tcgsim.pokemon.card_info import card_info


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


def test_event_text_is_render_event_without_the_clause() -> None:
    e = {"type": "knocked_out", "player": 0, "pokemon": "Snover", "clause": "PTCG:I-B"}
    assert event_text(e, you=0) == "Your Snover was Knocked Out"
    assert render_event(e, you=0) == "Your Snover was Knocked Out [PTCG:I-B]"
