"""Taking back an action one is in the middle of (the WebSocket's ``cancel``): the game is as
it was before, in storage too; refused once the action has shown or drawn anything."""

from __future__ import annotations

import random
from typing import Any

from starlette.testclient import TestClient

from tcgsim.server.storage import Storage
from tests.server.wsclient import Table, connect, new_game


def to_main_with(t: Table, starts: str, rng: random.Random) -> int:
    """Play on (randomly, never the options starting with ``starts``) until one's main-phase
    decision offers such an option; its index."""
    state = t.state if t.state.get("status") == "your_decision" else t.until()
    for _ in range(400):
        d = state["decision"]
        assert state["status"] != "over", "the game ended first"
        if d["kind"] == "main":
            for i, o in enumerate(d["options"]):
                if o["label"].startswith(starts):
                    return i
        allowed = [i for i, o in enumerate(d["options"]) if not o["label"].startswith(starts)]
        pick = rng.sample(allowed or list(range(len(d["options"]))), max(d["min"], min(1, d["max"])))
        t.send_answer(pick)
        state = t.until()
    raise AssertionError(f"no {starts!r} option came up")


def public(state: dict[str, Any]) -> tuple[Any, ...]:
    return state["view"], state["seq"], state["decision"], state["cancellable"]


def test_a_cancelled_attachment_leaves_the_game_unchanged(client: TestClient) -> None:
    """PTCG:I-F: attaching an Energy is one action; until its target is chosen nothing has
    happened, so the choice may be taken back."""
    g = new_game(client, game="pokemon", opponent="ai:heuristic", seed=2)
    storage = client.app.state.hub.storage  # type: ignore[attr-defined]
    assert isinstance(storage, Storage)
    with connect(client, g["game_id"], g["token"]) as ws:
        t = Table(ws)
        i = to_main_with(t, "Attach Basic", random.Random(2))
        before, log_len = public(t.state), len(t.log)
        moves_before = storage.moves(g["game_id"])
        assert t.state["cancellable"] is False  # a new action: nothing to take back
        t.send_answer([i])
        target = t.until()
        assert target["decision"]["kind"] == "target" and target["cancellable"] is True
        t.ws.send_json({"type": "cancel", "seq": target["seq"]})
        after = t.until()
        assert public(after) == before
        assert len(t.log) == log_len
        assert storage.moves(g["game_id"]) == moves_before
        # and the game goes on from there: the same action again, to its end
        t.send_answer([i])
        t.until()
        t.send_answer([0])
        t.until()
        assert [e["type"] for e in t.log[log_len:]][:1] == ["attach"]


def test_no_cancel_once_a_card_is_shown(client: TestClient) -> None:
    """A Trainer card played is shown to both players (PTCG:I-G): its choices can no longer
    be taken back."""
    g = new_game(client, game="pokemon", opponent="ai:heuristic", seed=2)
    with connect(client, g["game_id"], g["token"]) as ws:
        t = Table(ws)
        rng = random.Random(5)
        for _ in range(60):
            i = to_main_with(t, "Play ", rng)
            t.send_answer([i])
            state = t.until()
            if state["status"] == "your_decision" and state["decision"]["kind"] != "main":
                break
        else:
            raise AssertionError("no Trainer asked anything")
        assert state["cancellable"] is False
        t.ws.send_json({"type": "cancel", "seq": state["seq"]})
        refused = t.recv()
        assert refused["type"] == "error" and refused["code"] == "not_cancellable"
