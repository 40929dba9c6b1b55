"""How many decisions with one possible answer reach a player over the WebSocket.

    python benchmarks/single_answers.py [--games 3] [--game zero|pokemon|all] [--seed 0]
                                        [--client random|heuristic]

Plays ``--games`` games per game kind against the server's heuristic AI, a client in seat 0
(random, or the game's heuristic agent playing from the view it is sent) answering over the
WebSocket (the app in this process, a fresh SQLite file), twice:
with the seat setting ``auto_answer`` off (every decision sent, as before the setting) and
on (the default). Prints, for each, the decisions sent to the player, how many of them
had a single possible answer (a lone "Pass", the only Basic Pokémon...), and the decisions
sent during the player's own turns (its clicks per turn: mean, median, most). Same seeds, but
the games differ between the two runs: the random client answers other decisions. (The
setting is turned off once the page connects: decisions answered while the game was
created, before that, are not counted.)
"""

from __future__ import annotations

import argparse
import random
import statistics
import sys
import tempfile
from math import comb
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from starlette.testclient import TestClient  # noqa: E402

from tcgsim.agents.registry import make_agent  # noqa: E402
from tcgsim.core.decision import Decision, Option  # noqa: E402
from tcgsim.games import game_kind  # noqa: E402
from tcgsim.server.app import create_app  # noqa: E402


def answers(d: dict[str, Any]) -> int:
    n = len(d["options"])
    return sum(comb(n, k) for k in range(d["min"], min(d["max"], n) + 1))


def play(
    client: TestClient, game: str, seed: int, auto: bool, agent: str
) -> tuple[int, int, list[int]]:
    """One game; (decisions sent, of which with a single answer, sent in each own turn)."""
    r = client.post("/api/games", json={"game": game, "opponent": "ai:heuristic", "seed": seed})
    g = r.json()
    rng = random.Random(seed)
    player = None if agent == "random" else make_agent(game_kind(game).heuristic, seed)
    sent = single = 0
    per_turn: dict[int, int] = {}
    with client.websocket_connect(f"/ws/games/{g['game_id']}?token={g['token']}") as ws:
        state: dict[str, Any] = {}
        if not auto:
            ws.send_json({"type": "settings", "settings": {"auto_answer": False}})
        while True:
            msg = ws.receive_json()
            if msg["type"] == "error":
                raise SystemExit(f"error: {msg}")
            if msg["type"] != "state" or (not auto and msg["settings"]["auto_answer"]):
                continue
            if msg["status"] == "over":
                return sent, single, list(per_turn.values())
            if msg["status"] != "your_decision" or msg["seq"] == state.get("seq"):
                continue
            state = msg
            d = msg["decision"]
            sent += 1
            single += answers(d) == 1
            view = msg["view"]
            if view.get("current") == msg["seat"] and view.get("turn"):
                per_turn[view["turn"]] = per_turn.get(view["turn"], 0) + 1
            if player is None:
                k = rng.randint(d["min"], min(d["max"], len(d["options"])))
                pick = rng.sample(range(len(d["options"])), k)
            else:
                options = tuple(Option(o["label"], o["data"]) for o in d["options"])
                decision = Decision(d["player"], d["kind"], d["prompt"], options, d["min"], d["max"])
                pick = player.act(view, decision)
            ws.send_json({"type": "answer", "answer": pick, "seq": msg["seq"]})


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--games", type=int, default=3, help="games per game kind and setting")
    ap.add_argument("--game", default="all", choices=["all", "zero", "pokemon"])
    ap.add_argument("--seed", type=int, default=0, help="the first game's seed")
    ap.add_argument("--client", default="random", choices=["random", "heuristic"],
                    help="who answers for the player")
    args = ap.parse_args()
    kinds = ["zero", "pokemon"] if args.game == "all" else [args.game]
    with tempfile.TemporaryDirectory() as tmp, TestClient(create_app(f"{tmp}/g.db")) as client:
        for game in kinds:
            for auto in (False, True):
                sent = single = 0
                turns: list[int] = []
                for seed in range(args.seed, args.seed + args.games):
                    s, one, per_turn = play(client, game, seed, auto, args.client)
                    sent, single, turns = sent + s, single + one, turns + per_turn
                setting = "on " if auto else "off"
                clicks = (f"{statistics.mean(turns):.1f} / {statistics.median(turns):g} / "
                          f"{max(turns)}" if turns else "-")
                print(f"{game:8} auto_answer {setting}: {sent:5} decisions sent over "
                      f"{args.games} games, {single:5} with a single answer; per own turn "
                      f"(mean / median / most): {clicks}")


if __name__ == "__main__":
    main()
