"""On the Chinese page a card drawn as a card (no image) names its attacks and Abilities in
Chinese where the card-name table has them (tcgsim/server/data/cards-zh-CN.tsv), and as
printed where it has none."""

from __future__ import annotations

from typing import Any

from tcgsim.pokemon.scenario import Scenario
from tests.e2e.test_boards import show


def test_a_card_face_names_attacks_and_abilities_in_chinese(new_page: Any, base_url: str) -> None:
    sc = Scenario()
    sc.active(0, "sv7-31")
    sc.active(1, "me1-34")
    sc.hand(0, "sv7-31", "sv1-86")  # Lapras; Gardevoir ex, with an Ability
    page = new_page("zh-CN")
    page.context.add_init_script("localStorage.setItem('tcgsim.images', 'off')")
    main = show(page, base_url, sc.start().view(0), lang="zh-CN")
    hand = main.locator(".side.near .hand .card")
    lapras = hand.nth(0).locator(".card-face.designed")
    assert lapras.locator(".card-attack .attack-name").all_inner_texts() == ["水枪", "冲浪"]
    gardevoir = hand.nth(1).locator(".card-face.designed")
    assert gardevoir.locator(".card-ability .ability-name").inner_text() == "精神拥抱"
    assert gardevoir.locator(".card-attack .attack-name").inner_text() == "奇迹之力"
