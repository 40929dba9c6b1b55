"""Prompts that say what asks and options that can be told apart."""

from __future__ import annotations

import random
import re
from collections import Counter
from typing import Any

from starlette.testclient import TestClient

from tcgsim.core.decision import Decision, Option
from tcgsim.server import prompts
from tests.server.wsclient import Table, connect, new_game

LOST_BOX = "naic2024_01_hedrick_lost-box"


def decisions_of_a_game(client: TestClient, **request: Any) -> list[dict[str, Any]]:
    g = new_game(client, opponent="ai:heuristic", **request)
    rng = random.Random(request.get("seed", 0))
    sent = []
    with connect(client, g["game_id"], g["token"]) as ws:
        t = Table(ws)
        state = t.until()
        while state["status"] != "over" and len(sent) < 300:
            sent.append(state["decision"])
            t.send_answer(t.random_answer(rng))
            state = t.until()
    return sent


def test_a_card_s_decisions_name_the_card_and_carry_its_words(client: TestClient) -> None:
    sent = decisions_of_a_game(client, game="pokemon", deck=LOST_BOX, opponent_deck=LOST_BOX,
                               seed=0)
    sourced = [d for d in sent if d.get("source")]
    assert sourced, "no decision of this game was a card's"
    for d in sourced:
        assert d["prompt"].startswith(d["source"]["name"] + ": "), d["prompt"]
        assert d["kind"] not in prompts.UNSOURCED
    trainers = [d for d in sourced if d["source"].get("card")]
    assert trainers and all(d["source"]["texts"]["en"] for d in trainers)
    for d in sent:
        assert not re.search(r"\(s\)|\b1 cards\b", d["prompt"]), d["prompt"]


def test_pokemon_of_the_same_name_are_told_apart(client: TestClient) -> None:
    sent = decisions_of_a_game(client, game="pokemon", deck=LOST_BOX, opponent_deck=LOST_BOX,
                               seed=0)
    told = 0
    for d in sent:
        same = Counter(o["label"] for o in d["options"])
        repeated = [o for o in d["options"]
                    if same[o["label"]] > 1 and re.search(r"\((Active|Bench)\)$", o["label"])]
        if repeated:
            told += 1
            hints = [o.get("hint") for o in repeated]
            assert all(hints) and len(set(hints)) == len(hints), (d["prompt"], hints)
            assert all(re.search(r"\d+/\d+ HP · \d+ Energy", h) for h in hints)
            assert all(re.search("备战区|战斗场", o["hints"]["zh-CN"]) for o in repeated)
    assert told > 0  # Comfey after Comfey on the Bench


def test_zero_dimension_targets_name_the_card_that_asks(client: TestClient) -> None:
    sent = decisions_of_a_game(client, game="zero", seed=1)
    targets = [d for d in sent if d["kind"] == "target"]
    assert targets and all(d.get("source") for d in targets)
    assert all(not re.search(r"\[[A-Z0-9]+-[A-Z0-9]+\]:", d["prompt"]) for d in targets)


def test_grammar_and_declines() -> None:
    assert prompts.grammar("Choose 1 cards") == "Choose 1 card"
    assert prompts.grammar("Take 1 Prize card(s)") == "Take 1 Prize card"
    assert prompts.grammar("Take 2 Prize card(s)") == "Take 2 Prize cards"
    assert prompts.grammar("Choose 1 target(s)") == "Choose 1 target"
    assert prompts.declines("priority", ["pass"]) and prompts.declines("main", ["end"])
    assert prompts.declines("resource", None) and not prompts.declines("choose", None)


def test_a_pass_is_no_action() -> None:
    """ZD:105: passing priority keeps what was being done as the source of what follows."""
    d = Decision(0, "priority", "?", (Option("Pass", ["pass"]), Option("Use X [TS01-001]",
                                                                       ["use", 4])), 1, 1)
    assert prompts.Action.of(d, [0], 10) is None
    action = prompts.Action.of(d, [1], 10)
    assert action == prompts.Action(0, "Use X [TS01-001]", 4, 10)
    assert prompts.source_name("zero", action, [], 0) == "X"
    assert prompts.source_name("zero", action, [{"type": "turn", "turn": 3}], 0) is None


def test_the_other_players_action_is_named_only_once_revealed() -> None:
    d = Decision(1, "main", "?", (Option("Play Lost Vacuum", ["trainer", 9]),), 1, 1)
    action = prompts.Action.of(d, [0], 0)
    assert prompts.source_name("pokemon", action, [], 1) == "Lost Vacuum"  # its chooser's
    assert prompts.source_name("pokemon", action, [], 0) is None  # not shown to seat 0 yet
    played = [{"type": "play_trainer", "player": 1, "card": "Lost Vacuum"}]
    assert prompts.source_name("pokemon", action, played, 0) == "Lost Vacuum"
