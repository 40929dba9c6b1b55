"""The table's log in plain words: whose card each line is about, sentences, no raw data,
the rule's procedure marked as details, end reasons from the reader's side."""

from __future__ import annotations

import random
import re

import pytest
from starlette.testclient import TestClient

from tcgsim.server import logwords
from tests.server.wsclient import Table, connect, new_game, play_answers

RAW = re.compile(r"\w+[:：] ?\w+=|\{'|\{\"|'id':")
BAD_GRAMMAR = re.compile(r"\b(?:You|you) (?:chooses|levels|has|is)\b|\b1 (?:cards|Prize cards)\b")


def lines(t: Table) -> list[str]:
    out = []
    for e in t.log:
        out.append(e["text"])
        out.extend(e.get("texts", {}).values())
    return out


@pytest.mark.parametrize(("game", "seed"), [("zero", 5), ("pokemon", 2)])
def test_the_log_reads_as_sentences_with_no_raw_data(
    client: TestClient, game: str, seed: int
) -> None:
    """Zero Dimension's battles (ZD:504) and attacks (ZD:501) say whose each card is."""
    g = new_game(client, game=game, opponent="ai:heuristic", seed=seed)
    with connect(client, g["game_id"], g["token"]) as ws:
        t = Table(ws)
        play_answers(t, 400, random.Random(seed))
    assert t.state["status"] == "over"
    words = lines(t)
    assert [w for w in words if RAW.search(w)] == []
    assert [w for w in words if BAD_GRAMMAR.search(w)] == []
    assert not any(re.match(r"Opponent\b", w) for w in words)  # "The opponent …"
    details = {e["type"] for e in t.log if e.get("detail")}
    assert details and details <= logwords.DETAIL_TYPES[game] | {"move"}
    assert all(e.get("clause") for e in t.log if e["type"] == "game_over")  # ids kept for details
    if game == "zero":
        battles = [e for e in t.log if e["type"] in ("battle", "attack")]
        assert battles
        for e in battles:
            assert re.search(r"\b(?:your|the opponent's)\b", e["text"], re.I), e["text"]
            assert re.search("你的|对手的", e["texts"]["zh-CN"]), e["texts"]["zh-CN"]
    over = t.log[-1]
    assert over["type"] == "game_over"
    assert over["text"].startswith("Game over: you ")
    reason = t.state["result"]["text"]
    assert reason and over["text"].endswith(reason[:1].lower() + reason[1:])


def test_a_resignation_reads_from_each_side(client: TestClient) -> None:
    g = new_game(client, game="pokemon", seed=4)
    with connect(client, g["game_id"], g["token"]) as ws:
        t = Table(ws)
        t.until()
        ws.send_json({"type": "resign"})
        state = t.until(("over",))
    assert state["result"]["text"] == "You resigned"
    assert t.log[-1]["text"] == "Game over: you lose — you resigned"
    with connect(client, g["game_id"]) as ws:  # a spectator
        state = Table(ws).until(("over",))
    assert state["result"]["text"] == "Player 1 resigned"
    replay = client.get(f"/api/games/{g['game_id']}/replay/{state['seq']}").json()
    assert replay["result"] == state["result"]


def test_end_reasons_in_words() -> None:
    """PTCG:I-E (winning: the last Prize card, no Pokémon in play), ZD:101 (losing)."""
    reason = logwords.end_reason
    assert reason("took all Prize cards", 0, 0) == "You took your last Prize card"
    assert reason("took all Prize cards", 0, 1) == "The opponent took their last Prize card"
    assert reason("opponent has no Pokémon in play", 1, 0) == "You had no Pokémon left in play"
    assert reason("Player 1 took battle damage with no life card left", 1, 0) == (
        "You took battle damage with no life card left"
    )
    assert reason("Player 2 must draw from an empty deck", 0, 0, "zh-CN") == "对手需要从空牌组抽牌"
    assert reason("something new", 0, 0) == "something new"  # as the engine words it


def test_one_evolves_and_retreats_ones_own_pokemon() -> None:
    """PTCG:I-A-05 (evolving), PTCG:I-A-03 (retreating): only one's own Pokémon."""
    none = lambda ref: None  # noqa: E731
    evolve = {"type": "evolve", "player": 1, "pokemon": "Snover", "into": "Mega Abomasnow ex"}
    assert logwords.table_text("pokemon", evolve, 0, none, "en", "") == (
        "The opponent evolved their Snover into Mega Abomasnow ex"
    )
    retreat = {"type": "retreat", "player": 0, "pokemon": "Kyogre"}
    assert logwords.table_text("pokemon", retreat, 0, none, "en", "") == "You retreated your Kyogre"


def test_a_card_line_names_its_owner() -> None:
    owner = {7: 1, 3: 0}.get

    def owners(ref: object) -> int | None:
        return owner(ref["id"]) if isinstance(ref, dict) else None

    tap = {"type": "tap", "card": {"id": 7, "card": "X", "name": "贝吉塔"}, "why": ""}
    assert logwords.table_text("zero", tap, 0, owners, "en", "贝吉塔 tapped") == (
        "The opponent's 贝吉塔 tapped"
    )
    assert logwords.table_text("zero", tap, 1, owners, "zh-CN", "贝吉塔横置") == "你的贝吉塔横置"
    assert logwords.table_text("zero", tap, None, owners, "en", "贝吉塔 tapped") == (
        "Player 2's 贝吉塔 tapped"
    )
