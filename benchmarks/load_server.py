"""Load on the browser app's server: many games against the AI at once, over the real API.

    python benchmarks/load_server.py [--games 50] [--opponent ai:heuristic]
                                     [--client heuristic|random] [--seed 0]
                                     [--game pokemon] [--threads 4] [--json]

Starts ``tcgsim serve`` on loopback (a free port, a fresh SQLite file in a temporary
directory), then plays ``--games`` games at the same time, each through its own
WebSocket exactly as a page does: a client agent (the heuristic by default, or random)
answering for seat 0 from the view it is sent, against the server's AI in seat 1. The
clients run in this process, on the same machine: their CPU time competes with the
server's. Every answer goes through the whole path (checked, committed to
storage, applied, the AI's turn, views sent). Prints the wall time for all games,
games/s, moves/s (both seats), the latency of an answer (sent -> the state showing it
applied) and of a turn (answer sent -> the next decision back, AI moves included), the
server's CPU time, its memory (resident set size) before and after the games and at its
peak, and the games that failed (each counted, the first few errors printed).
"""

from __future__ import annotations

import argparse
import asyncio
import os
import re
import subprocess
import sys
import tempfile
import time
from dataclasses import dataclass, field
from pathlib import Path
from statistics import quantiles
from typing import Any

import httpx
import orjson
from tqdm import tqdm
from websockets.asyncio.client import connect

# The checkout this script lies in is what it measures (the server runs from it too).
ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from tcgsim.agents.registry import make_agent  # noqa: E402
from tcgsim.core.decision import Decision, Option  # noqa: E402
from tcgsim.server.app import warm_up  # noqa: E402

MESSAGE_TIMEOUT_S = 300


@dataclass
class GameStats:
    moves: int = 0
    answers: int = 0
    answer_latency: list[float] = field(default_factory=list)
    turn_latency: list[float] = field(default_factory=list)
    result: dict[str, Any] | None = None
    capped: bool = False


def start_server(db: Path, threads: int) -> tuple[subprocess.Popen[str], str, float]:
    started = time.perf_counter()
    proc = subprocess.Popen(
        [
            sys.executable,
            "-m",
            "tcgsim",
            "serve",
            "--host",
            "127.0.0.1",
            "--port",
            "0",
            "--db",
            str(db),
            "--threads",
            str(threads),
        ],
        stdout=subprocess.PIPE,
        stderr=subprocess.STDOUT,
        text=True,
        cwd=ROOT,
    )
    assert proc.stdout is not None
    for line in proc.stdout:
        if match := re.search(r"serving on (http://\S+)", line):
            return proc, match.group(1), time.perf_counter() - started
    raise SystemExit(f"the server did not start (exit status {proc.wait()})")


def memory_mib(pid: int) -> dict[str, float]:
    """The process's resident set size now (VmRSS) and at its peak (VmHWM), in MiB (Linux)."""
    fields = dict(
        line.split(":", 1) for line in Path(f"/proc/{pid}/status").read_text().splitlines()
    )
    return {k: int(fields[k].split()[0]) / 1024 for k in ("VmRSS", "VmHWM")}


def cpu_seconds(pid: int) -> float:
    """User + system CPU time of a process (Linux /proc)."""
    fields = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()
    return (int(fields[11]) + int(fields[12])) / os.sysconf("SC_CLK_TCK")


async def play_one(
    http: httpx.AsyncClient,
    url: str,
    game: str,
    opponent: str,
    client: str,
    seed: int,
    max_answers: int,
) -> GameStats:
    r = await http.post("api/games", json={"game": game, "opponent": opponent, "seed": seed})
    r.raise_for_status()
    created = r.json()
    ws_url = f"{url.replace('http', 'ws', 1)}ws/games/{created['game_id']}"
    auth = {"Authorization": f"Bearer {created['token']}"}  # not in the URL: URLs get logged
    agent = make_agent(client, seed)
    stats = GameStats()
    sent_at: float | None = None
    sent_seq = -1
    async with connect(ws_url, max_size=None, additional_headers=auth) as ws:
        while True:
            msg = orjson.loads(await asyncio.wait_for(ws.recv(), MESSAGE_TIMEOUT_S))
            now = time.perf_counter()
            if msg["type"] == "error":
                raise RuntimeError(f"game {created['game_id']}: {msg}")
            if msg["type"] != "state":
                continue
            if sent_at is not None and msg["seq"] > sent_seq:
                if len(stats.answer_latency) < stats.answers:  # the first state after it
                    stats.answer_latency.append(now - sent_at)
                if msg["status"] in ("your_decision", "over"):
                    stats.turn_latency.append(now - sent_at)
                    sent_at = None
            stats.moves = msg["seq"]
            if msg["status"] == "over":
                stats.result = msg["result"]
                return stats
            if msg["status"] != "your_decision" or sent_at is not None:
                continue
            if stats.answers >= max_answers:
                stats.capped = True
                await ws.send(orjson.dumps({"type": "resign"}))
                continue
            answer = agent.act(msg["view"], decision(msg["decision"]))
            sent_at, sent_seq = time.perf_counter(), msg["seq"]
            stats.answers += 1
            await ws.send(orjson.dumps({"type": "answer", "answer": answer, "seq": sent_seq}))


def decision(d: dict[str, Any]) -> Decision:
    options = tuple(Option(o["label"], o["data"]) for o in d["options"])
    return Decision(d["player"], d["kind"], d["prompt"], options, d["min"], d["max"])


def percentiles(values: list[float]) -> dict[str, float]:
    if len(values) < 2:
        return {"p50": values[0] if values else 0.0, "p90": 0.0, "p99": 0.0, "max": 0.0}
    q = quantiles(values, n=100, method="inclusive")
    return {"p50": q[49], "p90": q[89], "p99": q[98], "max": max(values)}


async def run(
    args: argparse.Namespace, url: str
) -> tuple[list[GameStats], list[BaseException], float]:
    """Every game at once; the games that finished and the errors of those that failed."""
    limits = httpx.Limits(max_connections=args.games)
    async with httpx.AsyncClient(base_url=url, timeout=120, limits=limits) as http:
        bar = tqdm(total=args.games, desc="games", unit="game", file=sys.stderr)

        async def one(i: int) -> GameStats:
            try:
                return await play_one(
                    http, url, args.game, args.opponent, args.client, args.seed + i,
                    args.max_answers,
                )  # fmt: skip
            finally:
                bar.update()

        started = time.perf_counter()
        results = await asyncio.gather(*(one(i) for i in range(args.games)), return_exceptions=True)
        elapsed = time.perf_counter() - started
        bar.close()
    games = [r for r in results if isinstance(r, GameStats)]
    return games, [r for r in results if isinstance(r, BaseException)], elapsed


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=50, help="games played at the same time")
    parser.add_argument("--opponent", default="ai:heuristic", help="the server's AI (ai:LEVEL)")
    parser.add_argument("--client", default="heuristic", help="the clients' agent for seat 0")
    parser.add_argument("--game", default="pokemon", help="game kind (pokemon, zero)")
    parser.add_argument("--seed", type=int, default=0, help="seed of game 0 (game i: seed + i)")
    parser.add_argument("--threads", type=int, default=4, help="the server's worker threads")
    parser.add_argument(
        "--max-answers",
        type=int,
        default=1000,
        help="the client resigns after this many answers in one game",
    )
    parser.add_argument("--json", action="store_true", help="print the figures as JSON")
    args = parser.parse_args()

    warm_up()  # the clients' card data and agent indexes, before anything is timed

    with tempfile.TemporaryDirectory() as tmp:
        proc, url, startup = start_server(Path(tmp) / "load.db", args.threads)
        try:
            cpu_before = cpu_seconds(proc.pid)
            memory_before = memory_mib(proc.pid)
            load_before = os.getloadavg()[0]
            client_cpu = time.process_time()
            games, errors, elapsed = asyncio.run(run(args, url))
            cpu = cpu_seconds(proc.pid) - cpu_before
            memory_after = memory_mib(proc.pid)
            client_cpu = time.process_time() - client_cpu
        finally:
            proc.terminate()
            proc.wait(timeout=60)

    moves = sum(g.moves for g in games)
    answers = [x for g in games for x in g.answer_latency]
    turns = [x for g in games for x in g.turn_latency]
    figures = {
        "games": len(games),
        "errors": len(errors),
        "opponent": args.opponent,
        "game": args.game,
        "client": args.client,
        "cpus": os.cpu_count(),
        "load_average_before": round(load_before, 2),
        "server_startup_s": round(startup, 2),
        "wall_s": round(elapsed, 2),
        "games_per_s": round(len(games) / elapsed, 3),
        "moves": moves,
        "moves_per_s": round(moves / elapsed, 1),
        "client_answers": sum(g.answers for g in games),
        "server_cpu_s": round(cpu, 2),
        "client_cpu_s": round(client_cpu, 2),
        "server_rss_mib": {
            "before": round(memory_before["VmRSS"], 1),
            "after": round(memory_after["VmRSS"], 1),
            "peak": round(memory_after["VmHWM"], 1),
        },
        "resigned_at_cap": sum(g.capped for g in games),
        "answer_latency_s": {k: round(v, 4) for k, v in percentiles(answers).items()},
        "turn_latency_s": {k: round(v, 4) for k, v in percentiles(turns).items()},
    }
    for e in errors[:5]:
        print(f"error: {type(e).__name__}: {e}", file=sys.stderr)
    if args.json:
        print(orjson.dumps(figures, option=orjson.OPT_INDENT_2).decode())
        return
    if not games:
        raise SystemExit(f"every game failed ({len(errors)} errors)")
    a, t, rss = figures["answer_latency_s"], figures["turn_latency_s"], figures["server_rss_mib"]
    print(
        f"{figures['games']} concurrent {args.game} games, {args.client} client "
        f"vs {args.opponent}, "
        f"{figures['cpus']} CPUs (load average {figures['load_average_before']} before)\n"
        f"server ready in {figures['server_startup_s']} s\n"
        f"all games: {figures['wall_s']} s wall, {figures['games_per_s']} games/s, "
        f"{moves} moves ({moves / len(games):.0f} a game, {figures['moves_per_s']} moves/s)\n"
        f"CPU: server {figures['server_cpu_s']} s, clients {figures['client_cpu_s']} s\n"
        f"server memory (RSS): {rss['before']} MiB before, {rss['after']} MiB after, "
        f"{rss['peak']} MiB at the peak\n"
        f"errors: {figures['errors']} of {args.games} games\n"
        f"answer latency (sent -> applied state): p50 {a['p50'] * 1000:.1f} ms, "
        f"p90 {a['p90'] * 1000:.1f} ms, p99 {a['p99'] * 1000:.1f} ms, max {a['max'] * 1000:.1f} ms\n"
        f"turn latency (sent -> next decision, AI included): p50 {t['p50'] * 1000:.1f} ms, "
        f"p90 {t['p90'] * 1000:.1f} ms, p99 {t['p99'] * 1000:.1f} ms, max {t['max'] * 1000:.1f} ms"
        + (
            f"\n{figures['resigned_at_cap']} games resigned at --max-answers"
            if figures["resigned_at_cap"]
            else ""
        )
    )


if __name__ == "__main__":
    main()
