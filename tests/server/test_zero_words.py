"""Zero Dimension in the browser: log events and card details in plain words, in English and
in Simplified Chinese (tcgsim/zero/text/, tcgsim/zero/card_info.py), over the server's API
and WebSocket."""

from __future__ import annotations

import json
import random
import re
from pathlib import Path

from starlette.testclient import TestClient

from tcgsim.zero.model.carddb import KEYWORD_NAMES
from tcgsim.zero.text import event_text
from tcgsim.zero.text.en import EVENTS as ENGLISH
from tcgsim.zero.text.terms import KEYWORD_EN, keyword_label
from tcgsim.zero.text.zh import EVENTS as ZH_EVENTS
from tests.server.wsclient import Table, connect, new_game, play_answers

ROOT = Path(__file__).resolve().parents[2]
I18N = ROOT / "tcgsim" / "server" / "static" / "i18n"
CHINESE = re.compile(r"[\u4e00-\u9fff]")
GENERIC = re.compile(r"^\w+[:：] ?\w+=")  # "type: field=value", the words of an unknown event


def test_every_event_the_zero_engine_logs_has_words_in_both_languages() -> None:
    """A new event type needs its English words (tcgsim/zero/text/en.py) and its Chinese
    words (tcgsim/zero/text/zh.py), or players read "type: field=value"."""
    types: set[str] = set()
    for py in (ROOT / "tcgsim" / "zero").rglob("*.py"):
        types |= set(re.findall(r'\bevent\(\s*"(\w+)"', py.read_text(encoding="utf-8")))
    assert len(types) > 50
    assert sorted(types - set(ENGLISH)) == []
    assert sorted(types - set(ZH_EVENTS)) == []


def test_events_read_as_sentences_in_both_languages() -> None:
    """ZD:324/704/105/400: the rules' own words in Chinese (休息区, 反击特效, 让过, 回合), card
    names as printed in both languages."""
    card = {"id": 35, "card": "TS05-012", "name": "月牙天冲"}
    flip = {"type": "move", "player": 0, "owner": 0, "src": "life", "dest": "rest",
            "card": card, "why": "flipped by damage", "clause": "ZD:324"}
    assert event_text(flip, 0) == "Your 月牙天冲: life zone → rest zone (flipped by damage)"
    assert event_text(flip, 0, "zh-CN") == "你的月牙天冲：生命区 → 休息区（因伤害翻开）"
    counter = {"type": "counter_effect", "player": 1, "card": card}
    assert event_text(counter, 0, "zh-CN") == "月牙天冲的反击特效发动"
    assert event_text({"type": "pass", "player": 1}, 0, "zh-CN") == "对手让过"
    assert event_text({"type": "turn", "turn": 3, "player": 0}, None, "zh-CN") == \
        "— 第 3 回合：玩家1的回合 —"
    over = {"type": "game_over", "winner": 0,
            "reason": "Player 2 took battle damage with no life card left"}
    assert event_text(over, 0, "zh-CN") == "游戏结束：你获胜 — 玩家2生命区没有牌时受到战斗伤害"
    destroyed = {**flip, "src": "battle", "why": "destroyed (lethal), instead removed (巨蟹座圣衣)"}
    assert event_text(destroyed, 1, "zh-CN") == \
        "对手的月牙天冲：战斗区 → 休息区（因致命伤害破坏，改为移出游戏（巨蟹座圣衣））"
    use = {"type": "special_use", "player": 0, "how": "变身", "card": {"name": "比克（尼鲁合体）"},
           "onto": {"name": "丹迪"}}
    assert event_text(use, 0) == "You used 比克（尼鲁合体） by Transform, onto 丹迪"
    assert event_text(use, 0, "zh-CN") == "你以变身使用比克（尼鲁合体）（放置在丹迪上）"


def test_keyword_words_are_the_pages_words() -> None:
    """ZD:900: every keyword's name, English gloss and Chinese name as printed, is the page's
    (i18n tables, keys zd.kw.<KEYWORD>), listed with its clause in terms-zd-zh-CN.tsv."""
    en = json.loads((I18N / "en.json").read_text(encoding="utf-8"))
    zh = json.loads((I18N / "zh-CN.json").read_text(encoding="utf-8"))
    terms = (I18N / "terms-zd-zh-CN.tsv").read_text(encoding="utf-8")
    for kw, name in KEYWORD_NAMES.items():
        assert en[f"zd.kw.{kw}"] == KEYWORD_EN[kw] and zh[f"zd.kw.{kw}"] == name, kw
        assert f"zd.kw.{kw}\t{KEYWORD_EN[kw]}\t{name}\tZD:900.{kw}" in terms, kw
    assert keyword_label(["LINK", "天神"], "zh-CN") == "战斗连协『天神』"
    assert keyword_label(["TRANSFORM", 3, "那美克星人"], "en") == "(3) Transform: 『那美克星人』"


def test_zero_card_details_over_the_api(client: TestClient) -> None:
    """ZD:301-312: a card's details as printed (Chinese name and text, 反击特效), with the
    category, colour, speed and keywords in both languages; unknown ids are left out."""
    r = client.get("/api/cards/zero?ids=BP06-006,TS04-010,BP02-061,no-such-card")
    assert r.status_code == 200
    found = r.json()
    assert set(found) == {"BP06-006", "TS04-010", "BP02-061"}
    piccolo = found["BP06-006"]
    assert piccolo["name"] == "比克（尼鲁合体）" and piccolo["gloss"].startswith("Piccolo")
    assert (piccolo["atk"], piccolo["def"], piccolo["cost"], piccolo["ccost"]) == (5000, 4000, 5, 2)
    assert piccolo["type_words"] == {"en": "Character", "zh-CN": "角色牌"}
    assert piccolo["color_words"] == {"en": "Yellow", "zh-CN": "黄"}
    assert piccolo["keywords"][0]["zh-CN"] == "(3) 变身：『那美克星人』"
    assert "于此牌登场时" in piccolo["text"] and piccolo["attrs"] == ["那美克星人"]
    meteor = found["TS04-010"]
    assert meteor["speed_words"] == {"en": "Instant", "zh-CN": "瞬间"} and meteor["atk"] is None
    wave = found["BP02-061"]
    assert wave["type_words"]["zh-CN"] == "装备牌" and wave["atk_bonus"] == 0


def test_zero_log_over_the_websocket_reads_in_both_languages(client: TestClient) -> None:
    """A Zero Dimension game's log reaches the browser with words in English ("text") and in
    Chinese ("texts"), none of them the "type: field=value" fallback."""
    g = new_game(client, game="zero", opponent="ai:random", seed=5)
    with connect(client, g["game_id"], g["token"]) as ws:
        t = Table(ws)
        play_answers(t, 40, random.Random(5))
    assert len(t.log) > 40
    for e in t.log:
        assert e["text"] == e["texts"]["en"] and not GENERIC.match(e["text"]), e
        assert CHINESE.search(e["texts"]["zh-CN"]) and not GENERIC.match(e["texts"]["zh-CN"]), e
    assert any("回合" in e["texts"]["zh-CN"] for e in t.log)
