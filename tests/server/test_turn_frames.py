"""The other side's turn, board by board: the boards a state carries along its events are the
seat's own views at those points (nothing hidden), and a Pokémon event names which of two
same-named Pokémon it is about."""

from __future__ import annotations

import random
import re
from typing import Any

from starlette.testclient import TestClient

from tcgsim.games import game_kind
from tcgsim.server import places, present
from tests.server.wsclient import Table, connect, new_game


def replay_views(client: TestClient, game_id: str, steps: int, token: str | None) -> dict[int, Any]:
    """log length -> the seat's view at the first move count with that many events."""
    out: dict[int, Any] = {}
    for k in range(steps + 1):
        params = {"since": "0"} | ({"token": token} if token else {})
        r = client.get(f"/api/games/{game_id}/replay/{k}", params=params).json()
        out.setdefault(r["log_len"], r["view"])
    return out


def test_the_boards_sent_along_the_ais_turn_are_the_seats_views_then(client: TestClient):
    g = new_game(client, opponent="ai:heuristic", seed=7)
    rng = random.Random(7)
    frames: list[tuple[int | None, dict[str, Any]]] = []
    with connect(client, g["game_id"], g["token"]) as ws, connect(client, g["game_id"]) as spec:
        t, watcher = Table(ws), Table(spec)
        state = t.until()
        for _ in range(12):
            if state["status"] == "over":
                break
            t.send_answer(t.random_answer(rng))
            state = t.until()
            for f in state.get("frames", ()):
                # inside this message's events, before its last one (the state's own view)
                assert state["since"] < f["at"] < state["since"] + len(state["log"]), f["at"]
                frames.append((0, f))
        watcher.ws.close()
    assert len(frames) >= 3, "the AI's turns came with no boards"
    seen = replay_views(client, g["game_id"], state["seq"], g["token"])
    for _, f in frames:
        assert f["view"] == seen[f["at"]], f"the board after event {f['at']} is not the seat's view"
        assert f["view"]["you"] == 0
        assert f["view"]["players"][1]["hand"] is None  # the opponent's hand stays hidden


def test_a_spectator_is_sent_the_public_boards(client: TestClient):
    g = new_game(client, opponent="ai:heuristic", seed=3)
    rng = random.Random(3)
    with connect(client, g["game_id"]) as spec, connect(client, g["game_id"], g["token"]) as ws:
        watcher, t = Table(spec), Table(ws)
        watcher.until(("your_decision", "over", "waiting_for_opponent"))
        state = t.until()
        for _ in range(6):
            t.send_answer(t.random_answer(rng))
            state = t.until()
        steps = state["seq"]
        got: list[dict[str, Any]] = []
        while watcher.state["seq"] != steps or watcher.state["status"] == "waiting_for_ai":
            got.extend(watcher.recv().get("frames", ()))
    assert got, "the spectator was sent no boards"
    seen = replay_views(client, g["game_id"], steps, None)
    for f in got:
        assert f["view"] == seen[f["at"]]
        assert all(p["hand"] is None for p in f["view"]["players"])


def slot(sid: int, name: str, **more: Any) -> dict[str, Any]:
    return {"slot": sid, "name": name, "energy": [], "tools": [], "damage": 0, **more}


def view(active: dict[str, Any], bench: list[dict[str, Any]]) -> dict[str, Any]:
    return {"players": [{"active": active, "bench": bench}, {"active": None, "bench": []}]}


def test_a_knock_out_names_which_of_two_same_named_pokemon_it_was():
    before = places.spots(view(slot(1, "Drakloak"), [slot(2, "Dreepy"), slot(3, "Dreepy")]))
    after = places.spots(view(slot(1, "Drakloak"), [slot(2, "Dreepy")]))
    ko = {"type": "knocked_out", "player": 0, "pokemon": "Dreepy"}
    assert places.places([ko], before, after) == {
        0: {"slot": 3, "zone": "bench", "index": 2, "repeats": True}}
    [line] = present.with_text(game_kind("pokemon"), [{**ko, "place": {
        "slot": 3, "zone": "bench", "index": 2, "repeats": True}}], 0)
    assert line["text"] == "Your Dreepy (Bench 2) was Knocked Out"
    assert "（备战区2）" in line["texts"]["zh-CN"]


def test_energy_and_a_new_pokemon_are_placed_on_the_right_one_of_a_name():
    before = places.spots(view(slot(1, "Dreepy"), [slot(2, "Dreepy")]))
    after = places.spots(view(slot(1, "Dreepy"), [slot(2, "Dreepy", energy=[{"id": 9}]),
                                                 slot(4, "Dreepy")]))
    events = [{"type": "attach", "player": 0, "card": "Psychic Energy", "target": "Dreepy"},
              {"type": "bench", "player": 0, "pokemon": "Dreepy"}]
    got = places.places(events, before, after)
    assert got[0]["slot"] == 2 and got[1] == {"slot": 4, "zone": "bench", "index": 2, "repeats": True}
    # one of its name: placed (the board finds it by its slot), the line as it was
    lone = places.places([events[1]], places.spots(view(slot(1, "Drakloak"), [])),
                         places.spots(view(slot(1, "Drakloak"), [slot(4, "Dreepy")])))
    assert lone == {0: {"slot": 4, "zone": "bench", "index": 1}}
    [line] = present.with_text(game_kind("pokemon"), [{**events[1], "place": lone[0]}], 1)
    assert line["text"] == "The opponent put Dreepy onto their Bench"


def test_a_face_down_pokemon_is_never_placed():
    hidden = view({"facedown": True}, [])
    assert places.spots(hidden) == {}


def in_play(view: dict[str, Any], slot_id: int) -> dict[str, Any] | None:
    for pl in view["players"]:
        for s in [pl["active"], *pl["bench"]]:
            if s and s.get("slot") == slot_id:
                return s
    return None


def test_each_placed_event_names_the_pokemon_in_that_place(client: TestClient):
    """Over real games against the AI, the Pokémon a ``place`` points at bears the name the
    event gives it: on the board after the event's move, or before it for one that left play."""
    checked = told = 0
    for seed in (2, 3):
        g = new_game(client, opponent="ai:heuristic", seed=seed)
        rng = random.Random(seed)
        with connect(client, g["game_id"], g["token"]) as ws:
            t = Table(ws)
            state = t.until()
            for _ in range(40):
                if state["status"] == "over":
                    break
                t.send_answer(t.random_answer(rng))
                state = t.until()
        views = replay_views(client, g["game_id"], state["seq"], g["token"])
        lengths = sorted(views)
        for i, e in enumerate(t.log):
            place = e.get("place")
            if place is None:
                continue
            after = views[min(n for n in lengths if n > i)]
            before = views[max(n for n in lengths if n <= i)]
            name = e["into"] if e["type"] == "evolve" else e[places.NAMED[e["type"]]]
            where = in_play(after, place["slot"]) or in_play(before, place["slot"])
            if e["type"] in ("knocked_out", "retreat"):
                where = in_play(before, place["slot"])
            assert where is not None and where["name"] == name, (i, e)
            checked += 1
            told += "repeats" in place
            if "repeats" in place:
                assert re.search(r"\((Active|Bench \d)\)", e["text"]), e["text"]
    assert checked >= 20 and told >= 1, (checked, told)


def test_an_evolution_names_which_of_two_it_evolved():
    before = places.spots(view(slot(1, "Dreepy"), [slot(2, "Dreepy")]))
    after = places.spots(view(slot(1, "Dreepy"), [slot(2, "Drakloak")]))
    evolve = {"type": "evolve", "player": 0, "pokemon": "Dreepy", "into": "Drakloak"}
    place = places.places([evolve], before, after)[0]
    assert place == {"slot": 2, "zone": "bench", "index": 1, "repeats": True}
    [line] = present.with_text(game_kind("pokemon"), [{**evolve, "place": place}], 0)
    assert line["text"] == "You evolved your Dreepy (Bench 1) into Drakloak"
