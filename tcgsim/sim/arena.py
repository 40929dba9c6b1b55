"""Agents against agents: every pair plays N games, win rates with 95% intervals, ratings.

``tcgsim arena`` measures how strong agents are, where ``simulate`` measures how
strong decks are. Each pair of agents plays ``n`` games; game k of a pair seats
the first agent in seat k % 2 and, when two decks are given, gives it deck A in
games 0, 1, 4, 5, … and deck B in the others, so seats and decks are balanced.
Seeds come from (seed, pair, game) alone, so the same seed gives the same
results whatever the number of workers.

With open decklists (the default, as in deck testing) searching agents are told
the opponent's list; they never see its order or any hidden card.

Ratings are a Bradley–Terry fit of all games on the Elo scale (400 points =
10:1 odds), with draws as half a win each way and one virtual draw per pair so
a perfect score stays finite. The first agent listed is the anchor at 0; each
rating comes with a 95% interval for its difference from the anchor (from the
curvature of the likelihood).

Each agent's thinking is timed (the CPU seconds its own decisions took, the engine's
work not counted; CPU time, so other processes on a shared machine do not inflate it):
the report gives its mean seconds per game and the games per second that thinking alone
allows.
"""

from __future__ import annotations

import itertools
import math
import os
import time
from collections.abc import Iterator, Sequence
from concurrent.futures import ProcessPoolExecutor
from dataclasses import dataclass, field
from typing import Any

from tcgsim.agents import Agent, make_agent, tell_opponent_list
from tcgsim.core.unplayable import UnplayableCard
from tcgsim.core.unplayable import report as unplayable_report
from tcgsim.games import game_kind
from tcgsim.sim.progress import progress_bar
from tcgsim.sim.runner import (
    GameRecord,
    agent_name,
    check_playable,
    derive_seed,
    play_game,
    unplayable_by_deck,
)
from tcgsim.sim.stats import Z95, deck_out_report, format_rate, rate, with_warnings

CHUNK = 4  # games per worker task: arena games can be slow (searching agents)
ELO = 400 / math.log(10)  # Elo points per unit of log-odds
PRIOR_DRAWS = 1.0  # virtual drawn games per pair (keeps a clean sweep's rating finite)


@dataclass(frozen=True, slots=True)
class ArenaGame:
    """Game ``index`` of the pair (a, b): where agent a sat, which deck it had, the record."""

    a: int
    b: int
    index: int
    a_seat: int
    a_deck: str
    record: GameRecord
    #: seconds agent a and agent b spent deciding in this game
    seconds: tuple[float, float] = (0.0, 0.0)

    @property
    def score_a(self) -> float:
        w = self.record.winner
        return 0.5 if w is None else float(w == self.a_seat)


@dataclass
class ArenaResult:
    agents: list[str]
    deck_a: str
    deck_b: str
    n: int
    seed: int
    open_lists: bool
    games: list[ArenaGame] = field(default_factory=list)
    seconds: float = 0.0
    workers: int = 1
    #: deck name -> its cards whose text is not all implemented (played, as opted in)
    unplayable: dict[str, list[UnplayableCard]] = field(default_factory=dict)

    def pair_games(self, i: int, j: int) -> list[ArenaGame]:
        return [g for g in self.games if (g.a, g.b) == (i, j)]

    def score(self, i: int, j: int) -> tuple[float, int]:
        """Agent i's score against agent j (wins + draws/2) and the number of games."""
        lo, hi = min(i, j), max(i, j)
        games = self.pair_games(lo, hi)
        s = sum(g.score_a for g in games)
        return (s if i == lo else len(games) - s), len(games)

    def summary(self) -> dict[str, Any]:
        """Everything ``tcgsim arena`` reports, as JSON-able data."""
        k = len(self.agents)
        matrix: list[list[dict[str, Any] | None]] = [[None] * k for _ in range(k)]
        for i, j in itertools.permutations(range(k), 2):
            matrix[i][j] = rate(*self.score(i, j))
        pairs = []
        for i, j in itertools.combinations(range(k), 2):
            games = self.pair_games(i, j)
            first = [g for g in games if g.record.first == g.a_seat]
            second = [g for g in games if g.record.first != g.a_seat]
            pairs.append({
                "a": self.agents[i], "b": self.agents[j], "games": len(games),
                "wins_a": sum(1 for g in games if g.score_a == 1.0),
                "wins_b": sum(1 for g in games if g.score_a == 0.0),
                "draws": sum(1 for g in games if g.score_a == 0.5),
                "win_rate_a": rate(sum(g.score_a for g in games), len(games)),
                "win_rate_a_going_first": rate(sum(g.score_a for g in first), len(first)),
                "win_rate_a_going_second": rate(sum(g.score_a for g in second), len(second)),
                "avg_turns": sum(g.record.turns for g in games) / len(games) if games else None,
            })
        ratings = bradley_terry(k, [(g.a, g.b, g.score_a) for g in self.games])
        speed = []
        for i in range(k):
            played = [g.seconds[0] if g.a == i else g.seconds[1] for g in self.games
                      if i in (g.a, g.b)]
            per_game = sum(played) / len(played) if played else 0.0
            speed.append({"agent": self.agents[i], "games": len(played),
                          "seconds_per_game": per_game,
                          "games_per_s": 1 / per_game if per_game > 0 else None})
        return {
            "agents": self.agents, "deck_a": self.deck_a, "deck_b": self.deck_b,
            "games_per_pair": self.n, "seed": self.seed, "open_decklists": self.open_lists,
            "draws_count_as": "half a win",
            "win_rate_matrix": matrix, "pairs": pairs,
            "ratings": [{"agent": a, **r} for a, r in zip(self.agents, ratings, strict=True)],
            "thinking": speed,
            "games": len(self.games), "seconds": self.seconds, "workers": self.workers,
            # unplayable_cards, deck_outs, warnings
            **with_warnings(unplayable_report(self.unplayable),
                            deck_out_report([g.record.reason for g in self.games])),
        }


# -- ratings -----------------------------------------------------------------------------------
def bradley_terry(k: int, games: Sequence[tuple[int, int, float]],
                  iterations: int = 2000) -> list[dict[str, float]]:
    """Elo ratings of ``k`` players from (a, b, score of a) results; player 0 is the anchor.

    Maximum likelihood by Hunter's MM iteration on the strengths, with
    ``PRIOR_DRAWS`` virtual draws between every pair that met; the 95% interval of
    each rating's difference from player 0 comes from the inverse of the
    likelihood's curvature (the observed information).
    """
    wins = [[0.0] * k for _ in range(k)]
    met = [[0.0] * k for _ in range(k)]
    for a, b, s in games:
        wins[a][b] += s
        wins[b][a] += 1 - s
        met[a][b] += 1
        met[b][a] += 1
    for a, b in itertools.permutations(range(k), 2):
        if met[a][b]:
            wins[a][b] += PRIOR_DRAWS / 2
            met[a][b] += PRIOR_DRAWS
    strength = [1.0] * k
    for _ in range(iterations):
        new = []
        for i in range(k):
            total = sum(wins[i])
            denom = sum(met[i][j] / (strength[i] + strength[j]) for j in range(k) if j != i)
            new.append(total / denom if denom else strength[i])
        norm = new[0] or 1.0
        new = [x / norm for x in new]
        done = max(abs(x - y) for x, y in zip(new, strength, strict=True)) < 1e-12
        strength = new
        if done:
            break
    theta = [math.log(x) if x > 0 else -50.0 for x in strength]
    errors = _anchor_errors(theta, met)
    out = []
    for i in range(k):
        half = Z95 * errors[i] * ELO
        elo = (theta[i] - theta[0]) * ELO
        out.append({"elo": elo, "ci95": [elo - half, elo + half]})
    return out


def _anchor_errors(theta: list[float], met: list[list[float]]) -> list[float]:
    """Standard errors of theta_i - theta_0: the inverse observed information, player 0 fixed."""
    k = len(theta)
    info = [[0.0] * (k - 1) for _ in range(k - 1)]
    for i, j in itertools.permutations(range(k), 2):
        if not met[i][j]:
            continue
        p = 1 / (1 + math.exp(theta[j] - theta[i]))
        w = met[i][j] * p * (1 - p)
        if i:
            info[i - 1][i - 1] += w
            if j:
                info[i - 1][j - 1] -= w
    inverse = _invert(info)
    if inverse is None:
        return [0.0] + [math.inf] * (k - 1)
    return [0.0] + [math.sqrt(max(inverse[i][i], 0.0)) for i in range(k - 1)]


def _invert(m: list[list[float]]) -> list[list[float]] | None:
    """Gauss–Jordan inverse of a small matrix; None when it is singular."""
    n = len(m)
    a = [row[:] + [float(i == j) for j in range(n)] for i, row in enumerate(m)]
    for col in range(n):
        pivot = max(range(col, n), key=lambda r: abs(a[r][col]))
        if abs(a[pivot][col]) < 1e-12:
            return None
        a[col], a[pivot] = a[pivot], a[col]
        f = a[col][col]
        a[col] = [x / f for x in a[col]]
        for r in range(n):
            if r != col and a[r][col]:
                g = a[r][col]
                a[r] = [x - g * y for x, y in zip(a[r], a[col], strict=True)]
    return [row[n:] for row in a]


# -- playing ---------------------------------------------------------------------------------------
def arena_game(agents: Sequence[str], decks: tuple[list[str], list[str]], names: tuple[str, str],
               seed: int, a: int, b: int, index: int, open_lists: bool,
               game: str = "pokemon", max_decisions: int = 100_000,
               allow_unplayable: bool = False) -> ArenaGame:
    """Game ``index`` between agents a and b (indices into ``agents``)."""
    kind = game_kind(game)
    game_seed = derive_seed(seed, a, b, index)
    a_seat = index % 2
    a_deck = (index // 2) % 2  # 0: deck A
    made = [make_agent(agent_name(kind, agents[a]), derive_seed(game_seed, 1)),
            make_agent(agent_name(kind, agents[b]), derive_seed(game_seed, 2))]
    held = [decks[a_deck], decks[1 - a_deck]]
    if open_lists:
        tell_opponent_list(made[0], held[1])
        tell_opponent_list(made[1], held[0])
    timed = [Timed(x) for x in made]
    players: list[Agent] = list(timed)
    if a_seat == 1:
        players.reverse()
        held.reverse()
    record = play_game(held[0], held[1], players, game_seed, max_decisions, game,
                       allow_unplayable)
    return ArenaGame(a, b, index, a_seat, names[a_deck], record,
                     (timed[0].seconds, timed[1].seconds))


class Timed:
    """An agent whose decisions are timed (``seconds``: CPU seconds, summed); it answers as
    the agent."""

    def __init__(self, agent: Agent) -> None:
        self.agent = agent
        self.needs_view = getattr(agent, "needs_view", True)
        self.seconds = 0.0

    def act(self, view: dict[str, Any], decision: Any) -> list[int]:
        start = time.process_time()
        try:
            return self.agent.act(view, decision)
        finally:
            self.seconds += time.process_time() - start


def _play_chunk(args: tuple[Any, ...]) -> list[ArenaGame]:
    agents, decks, names, seed, a, b, lo, hi, open_lists, game, allow_unplayable = args
    return [arena_game(agents, decks, names, seed, a, b, i, open_lists, game,
                       allow_unplayable=allow_unplayable) for i in range(lo, hi)]


def run_arena(
    agents: Sequence[str],
    deck_a: Any,
    deck_b: Any | None = None,
    n: int = 100,
    seed: int = 0,
    workers: int = 1,
    progress: bool = True,
    open_lists: bool = True,
    names: tuple[str, str] | None = None,
    game: str = "pokemon",
    allow_unplayable: bool = False,
) -> ArenaResult:
    """Every pair of ``agents`` plays ``n`` games on the decks (deck B: a mirror if None).

    "heuristic" names the game's own heuristic agent. A deck with a card whose text is not
    all implemented is refused unless ``allow_unplayable``; the result then lists them.
    """
    agents = list(agents)
    if len(agents) < 2:
        raise ValueError("an arena needs at least two agents")
    if len(set(agents)) != len(agents):
        raise ValueError("each agent may be listed once (give settings to tell two apart)")
    if n < 1:
        raise ValueError("n must be at least 1")
    kind = game_kind(game)
    for name in agents:
        make_agent(agent_name(kind, name))  # a bad name or setting fails here, not in a worker
    if names is None:
        names = (getattr(deck_a, "name", None) or "A",
                 getattr(deck_b, "name", None) or ("A" if deck_b is None else "B"))
    ids_a = list(check_playable(game, deck_a, f"deck A ({names[0]})", allow_unplayable))
    ids_b = (list(check_playable(game, deck_b, f"deck B ({names[1]})", allow_unplayable))
             if deck_b is not None else ids_a)
    tasks = [(agents, (ids_a, ids_b), names, seed, a, b, lo, min(n, lo + CHUNK), open_lists, game,
              allow_unplayable)
             for a, b in itertools.combinations(range(len(agents)), 2)
             for lo in range(0, n, CHUNK)]
    workers = workers or os.cpu_count() or 1
    workers = max(1, min(workers, len(tasks)))
    unplayable = unplayable_by_deck(game, [(names[0], ids_a), (names[1], ids_b)])
    result = ArenaResult(agents, names[0], names[1], n, seed, open_lists, workers=workers,
                         unplayable=unplayable)
    total = n * len(agents) * (len(agents) - 1) // 2
    bar = progress_bar(total, progress)
    start = time.perf_counter()
    try:
        for chunk in _chunks(tasks, workers):
            result.games.extend(chunk)
            bar.update(len(chunk))
    finally:
        bar.close()
    result.seconds = time.perf_counter() - start
    return result


def _chunks(tasks: list[tuple[Any, ...]], workers: int) -> Iterator[list[ArenaGame]]:
    if workers == 1:
        yield from map(_play_chunk, tasks)
        return
    with ProcessPoolExecutor(max_workers=workers) as pool:
        yield from pool.map(_play_chunk, tasks)


# -- the report ------------------------------------------------------------------------------------
def format_arena(s: dict[str, Any]) -> str:
    """The human-readable report of :meth:`ArenaResult.summary`."""
    agents = s["agents"]
    decks = s["deck_a"] if s["deck_a"] == s["deck_b"] else f"{s['deck_a']} / {s['deck_b']}"
    lines = [
        *s.get("warnings", ()),  # first, where they cannot be missed
        f"arena: {', '.join(agents)} on {decks}; {s['games_per_pair']} games per pair, "
        f"seed {s['seed']}, {'open' if s['open_decklists'] else 'closed'} decklists",
        "",
        "win rate of the row agent against the column agent (draws count half; 95% CI):",
    ]
    width = max(len(a) for a in agents) + 2
    cell = 20
    lines.append(" " * width + "".join(a[:cell - 2].ljust(cell) for a in agents))
    for i, a in enumerate(agents):
        row = a.ljust(width)
        for j in range(len(agents)):
            r = s["win_rate_matrix"][i][j]
            if r is None:
                row += "—".ljust(cell)
            else:
                lo, hi = r["ci95"]
                row += f"{100 * r['rate']:.0f}% [{100 * lo:.0f}–{100 * hi:.0f}]".ljust(cell)
        lines.append(row.rstrip())
    lines += ["", "pairs:"]
    for p in s["pairs"]:
        drawn = f" ({p['draws']} drawn)" if p["draws"] else ""
        lines.append(f"  {p['a']} vs {p['b']}: {p['wins_a']}–{p['wins_b']}{drawn}; "
                     f"{p['a']} wins {format_rate(p['win_rate_a'])}")
        lines.append(f"    going first {format_rate(p['win_rate_a_going_first'])}; "
                     f"going second {format_rate(p['win_rate_a_going_second'])}; "
                     f"average {p['avg_turns']:.1f} turns")
    lines += ["", f"rating (Bradley–Terry Elo, {agents[0]} = 0; 95% CI of the difference):"]
    for r in sorted(s["ratings"], key=lambda r: -r["elo"]):
        lo, hi = r["ci95"]
        ci = "" if r["agent"] == agents[0] else f"  [{lo:+.0f} … {hi:+.0f}]"
        lines.append(f"  {r['agent'].ljust(width)}{r['elo']:+7.0f}{ci}")
    lines += ["", "thinking (CPU time of each agent's own decisions, the engine's work not "
                  "counted):"]
    for t in s.get("thinking", ()):
        rate_s = f"{t['games_per_s']:.3g} games/s" if t["games_per_s"] else "—"
        lines.append(f"  {t['agent'].ljust(width)}{t['seconds_per_game']:8.3f} s a game "
                     f"({rate_s}; {t['games']} games)")
    lines.append("")
    lines.append(f"{s['games']} games in {s['seconds']:.1f} s ({s['workers']} worker(s))")
    return "\n".join(lines)
