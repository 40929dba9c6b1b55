"""What the boards sent along the other side's turn cost on the WebSocket.

    python benchmarks/turn_frames.py [--games 3] [--seed 0] [--answers 60]

Plays ``--games`` Pokémon TCG games against the server's heuristic AI (the app in this
process, a fresh SQLite file), a random client in seat 0 answering over the WebSocket, up to
``--answers`` answers each. Prints the bytes of the state messages, those of their
``frames`` (the seat's board after each of the AI's moves, docs/protocol.md), the number of
frames, and both compressed with zlib at level 6 (what permessage-deflate, on by default in
uvicorn, sends is close to it; it keeps no window across messages here, as a server
without context takeover would).
"""

from __future__ import annotations

import argparse
import random
import sys
import tempfile
import zlib
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

import orjson  # noqa: E402
from starlette.testclient import TestClient  # noqa: E402

from tcgsim.server.app import create_app  # noqa: E402


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--games", type=int, default=3, help="games to play (default 3)")
    ap.add_argument("--seed", type=int, default=0, help="seed of the first game (default 0)")
    ap.add_argument("--answers", type=int, default=60, help="answers per game at most (default 60)")
    args = ap.parse_args()
    total = framed = frames = packed = packed_framed = states = 0
    with tempfile.TemporaryDirectory() as where, TestClient(create_app(f"{where}/b.db")) as client:
        for seed in range(args.seed, args.seed + args.games):
            g = client.post("/api/games", json={"game": "pokemon", "opponent": "ai:heuristic",
                                                "seed": seed}).json()
            rng = random.Random(seed)
            answered = 0
            with client.websocket_connect(f"/ws/games/{g['game_id']}?token={g['token']}") as ws:
                while answered < args.answers:
                    text = ws.receive_text()
                    msg = orjson.loads(text)
                    if msg["type"] != "state":
                        continue
                    states += 1
                    total += len(text)
                    packed += len(zlib.compress(text.encode(), 6))
                    if msg.get("frames"):
                        part = orjson.dumps(msg["frames"])
                        framed += len(part)
                        packed_framed += len(zlib.compress(part, 6))
                        frames += len(msg["frames"])
                    if msg["status"] == "over":
                        break
                    if msg["status"] == "your_decision":
                        d = msg["decision"]
                        pick = rng.sample(range(len(d["options"])), rng.randint(d["min"], d["max"]))
                        ws.send_json({"type": "answer", "answer": pick, "seq": msg["seq"]})
                        answered += 1
    print(f"{args.games} games, {states} state messages: {total / 1e3:.0f} kB "
          f"({packed / 1e3:.0f} kB compressed), of which frames {framed / 1e3:.0f} kB "
          f"({packed_framed / 1e3:.0f} kB compressed) in {frames} frames, "
          f"{framed / max(frames, 1) / 1e3:.1f} kB a frame")


if __name__ == "__main__":
    main()
