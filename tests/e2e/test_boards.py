"""The board renderers on boards built directly: every part of a Pokémon board in words
(damage, Special Conditions, Energy, Tools, Stadium, evolution), the Zero Dimension board,
and the generic rendering for a game without a board of its own."""

from __future__ import annotations

import json
import random
import re
from typing import Any

from tcgsim.pokemon.scenario import Scenario

PAGE = '<!doctype html><html><head><link rel="stylesheet" href="/static/css/app.css"></head><body><header id="top"></header><main id="main"></main></body></html>'
DRAW = """async (view) => {
  const i18n = await import('/static/js/i18n.js');
  await i18n.initI18n();
  const { drawBoard } = await import('/static/js/table.js');
  await drawBoard(document.getElementById('main'), view);
}"""


def show(page: Any, base_url: str, view: dict[str, Any], lang: str = "en") -> Any:
    """Draw ``view`` with the app's own modules in a page of the app's origin."""
    url = f"{base_url}/board-fixture?lang={lang}"
    page.route(url, lambda route: route.fulfill(content_type="text/html", body=PAGE))
    page.goto(url)
    page.evaluate(DRAW, json.loads(json.dumps(view)))
    return page.locator("#main")


def test_a_pokemon_board_shows_damage_conditions_energy_tools_and_the_stadium(
    new_page: Any, base_url: str
) -> None:
    sc = Scenario()
    sc.active(
        0,
        "sv7-31",
        energy=["sve-3", "sve-3"],
        tools=["sv2-173"],
        damage=40,
        conditions=["poisoned", "asleep"],
    )
    sc.bench(0, "swsh10-60", "swsh12-68")  # Ralts, evolved into Kirlia
    sc.active(1, "me1-34", damage=100, conditions=["burned"])
    sc.discard(1, "sve-3")
    sc.stadium("me1-129")
    sc.hand(0, "sve-3")
    view = sc.start(player=0, turn=3).view(0)
    page = new_page()
    main = show(page, base_url, view)
    near, far = main.locator(".side.near"), main.locator(".side.far")
    lapras = near.locator(".active-zone .slot")
    assert lapras.locator(".slot-name").inner_text() == "Lapras"
    assert lapras.locator(".hp-text").inner_text() == "140/180"  # Bravery Charm: +50 HP
    assert lapras.locator(".damage").inner_text() == "−40"
    assert lapras.locator(".energy .pip").count() == 2
    assert lapras.locator(".tools").inner_text() == "Bravery Charm"
    assert set(lapras.locator(".cond").all_inner_texts()) == {"Poisoned", "Asleep"}
    assert near.locator(".bench .stack").inner_text() == "Ralts →"
    assert far.locator(".active-zone .cond").inner_text() == "Burned"
    assert far.locator('.zone-button[data-zone="discard"]').inner_text() == "Discard pile: 1"
    assert main.locator(".stadium-zone .card-name").inner_text() == view["stadium"]["name"]
    assert near.locator(".hand .card").count() == 1
    assert far.locator(".hidden-hand").count() == 1  # the opponent's hand: backs only
    lapras.click()  # the card, large: its printed text and what is on it now
    detail = page.locator("#card-dialog")
    assert "Weakness" in detail.inner_text() and "Bravery Charm" in detail.inner_text()
    assert page.js_errors == []


def test_card_images_when_they_load_and_text_when_they_do_not(new_page: Any, base_url: str) -> None:
    import base64
    import re

    png = base64.b64decode(  # a 1×1 PNG standing in for the card images of the data
        "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII="
    )
    sc = Scenario()
    sc.active(0, "sv7-31")
    sc.active(1, "me1-34")
    view = sc.start().view(0)
    page = new_page()
    page.context.route(
        re.compile(r"^https://images\.pokemontcg\.io/"),
        lambda route: route.fulfill(content_type="image/png", body=png),
    )
    main = show(page, base_url, view)
    img = main.locator(".side.near .active-zone img.card-img")
    assert img.get_attribute("alt") == "Lapras"
    page.wait_for_function("document.querySelector('.side.near img.card-img').complete")
    assert main.locator(".side.near .active-zone .card-face.text").count() == 0

    page.context.unroute(re.compile(r"^https://images\.pokemontcg\.io/"))
    offline = show(new_page(), base_url, view)  # images cannot load: the text face instead
    offline.locator(".side.near .active-zone .card-face.text").wait_for()
    assert offline.locator("img.card-img").count() == 0


def test_offline_a_card_is_drawn_as_a_card(new_page: Any, base_url: str) -> None:
    """Without images: the type's colour, HP and type icon in the band, the Ability box,
    attacks with their cost as round Energy icons (the type icon is a square badge, not one
    of them), Weakness, Resistance and Retreat; the large face adds the printed texts."""
    sc = Scenario()
    sc.active(0, "sv7-31")
    sc.active(1, "me1-34")
    sc.hand(0, "sv7-31", "sv1-86")  # Lapras; Gardevoir ex, with an Ability
    page = new_page()
    page.context.add_init_script("localStorage.setItem('tcgsim.images', 'off')")
    main = show(page, base_url, sc.start().view(0))
    hand = main.locator(".side.near .hand .card")
    lapras = hand.nth(0).locator(".card-face.designed")
    assert "type-Water" in (lapras.get_attribute("class") or "")
    assert lapras.locator(".card-top .card-hp").inner_text().endswith("130")
    assert lapras.locator(".card-top .type-icon.type-Water").count() == 1
    attacks = lapras.locator(".card-attack")
    assert attacks.count() == 2
    assert attacks.nth(0).locator(".attack-name").inner_text() == "Water Gun"
    assert attacks.nth(1).locator(".cost .pip").count() == 3  # Surf: Water, Colorless ×2
    assert attacks.nth(1).locator(".attack-damage").inner_text() == "80"
    assert lapras.locator(".cost .type-icon").count() == 0  # cost icons are not type icons
    foot = lapras.locator(".card-foot")
    assert foot.locator(".type-icon.type-Lightning").count() == 1 and "×2" in foot.inner_text()
    assert foot.locator(".pip.type-Colorless").count() == 2  # Retreat 2
    gardevoir = hand.nth(1).locator(".card-face.designed")
    assert gardevoir.locator(".card-ability .ability-name").inner_text() == "Psychic Embrace"
    hand.nth(1).click()  # large: the Ability's and attacks' words too
    large = page.locator("#card-dialog .card-face.large.designed")
    assert "Energy" in large.locator(".card-ability .card-text").inner_text()
    assert "Weakness" in large.locator(".card-foot").inner_text()
    assert page.js_errors == []


def test_the_pokemon_board_in_chinese_uses_the_chinese_terms(new_page: Any, base_url: str) -> None:
    sc = Scenario()
    sc.active(0, "sv7-31", conditions=["paralyzed"])
    sc.active(1, "me1-34")
    main = show(new_page(), base_url, sc.start().view(0), lang="zh-CN")
    assert main.locator(".active-zone .cond").inner_text() == "麻痹"
    text = main.inner_text()
    assert "战斗场" in text and "备战区" in text and "弃牌区" in text and "奖赏卡" in text


def test_a_zero_dimension_board_shows_battle_zones_life_and_resources(
    new_page: Any, base_url: str
) -> None:
    """ZD:200: battle zone, life zone, resource zone, event zone, rest zone per player."""
    import tcgsim.zero as zero
    from tests.zero.testcards.basic import DECK
    from tests.zero.util import random_answer

    g = zero.new_game(DECK, DECK, seed=4)
    rng = random.Random(4)
    view = None
    for _ in range(400):  # play until both battle zones hold characters
        v = g.view(g.decision.player)
        if all(pl["battle"] for pl in v["players"]) and v["players"][v["you"]]["resources"]:
            view = v
            break
        g.respond(random_answer(g, rng))
    assert view is not None
    main = show(new_page(), base_url, view)
    assert main.locator(".board.zero").count() == 1
    you = view["you"]
    near, far = main.locator(".side.near"), main.locator(".side.far")
    for side, pl in ((near, view["players"][you]), (far, view["players"][1 - you])):
        assert side.locator(".battle-zone .character").count() == len(pl["battle"])
        assert side.locator('[data-count="life"]').inner_text() == str(pl["life_count"])
        assert side.locator(".resource-zone li").count() == len(pl["resources"])
    first = view["players"][you]["battle"][0]
    card = near.locator(".battle-zone .character").first
    assert card.locator(".slot-name").inner_text() == first["name"]
    assert f"LV{first['level']}" in card.inner_text()
    assert str(first["atk"]) in card.locator(".atk").inner_text()


def test_zero_dimension_cards_are_drawn_in_their_colour(new_page: Any, base_url: str) -> None:
    """Zero Dimension has no card images: its cards are drawn as cards, banded in their
    colour, with ATK/DEF; the characters in play carry the colour too. The resource zone is
    cards, a tapped one turned sideways (ZD:200)."""
    from tcgsim.games import GAMES
    from tests.zero.util import random_answer

    kind = GAMES["zero"]
    deck = kind.load_deck(kind.bundled_decks()[0])
    g = kind.new_game(deck, deck, seed=5)
    rng = random.Random(5)
    view = None
    for _ in range(600):
        v = g.view(g.decision.player)
        me = v["players"][v["you"]]
        if me["battle"] and me.get("hand") and any(r.get("tapped") for r in me["resources"]):
            view = v
            break
        g.respond(random_answer(g, rng))
    assert view is not None
    main = show(new_page(), base_url, view)
    colour = re.compile(r"\bzd-(red|blue|green|yellow|white|black|purple)\b")
    face = main.locator(".side.near .hand .card-face.designed").first
    face.wait_for()
    assert colour.search(face.get_attribute("class") or "")
    assert colour.search(main.locator(".side.near .battle-zone .character").first.get_attribute("class") or "")
    me = view["players"][view["you"]]
    cards = main.locator(".side.near .resource-zone .mini-card")
    assert cards.count() == len(me["resources"])
    for i, r in enumerate(me["resources"]):
        turned = cards.nth(i).evaluate("e => getComputedStyle(e).transform")
        assert (turned != "none") == bool(r.get("tapped")), (r, turned)


def test_a_game_without_its_own_board_is_shown_field_by_field(new_page: Any, base_url: str) -> None:
    view = {
        "game": "unknown-game",
        "you": 0,
        "turn": 2,
        "players": [
            {"score": 3, "hand": [{"id": 1, "card": "x-1", "name": "Card A"}]},
            {"score": 5, "hand": None},
        ],
    }
    main = show(new_page(), base_url, view)
    assert main.locator(".board.generic").count() == 1
    text = main.inner_text()
    assert "score" in text and "Card A" in text and "Player 2" not in text and "Opponent" in text
