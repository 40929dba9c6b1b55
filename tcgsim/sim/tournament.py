"""Round robin between decks: every deck plays every other, games spread over any backend.

Each pair is a match (:func:`tcgsim.sim.runner.simulate`'s games: seats alternate,
seeds derived from the pair's seed and the game index). A pair's seed comes from the
tournament seed and the two decks' names, not their positions, so adding a deck to
the field leaves the other pairs' games unchanged. All pairs' games go to the
executor as one batch under one progress bar.
"""

from __future__ import annotations

import csv
import time
from collections.abc import Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import orjson

from tcgsim.core.unplayable import UnplayableCard
from tcgsim.core.unplayable import report as unplayable_report
from tcgsim.sim.backends import Executor, open_executor
from tcgsim.sim.card_stats import card_report
from tcgsim.sim.runner import (
    DeckLike,
    MatchSpec,
    SimResult,
    check_agents,
    check_playable,
    derive_seed,
    first_deck,
    play_tasks,
    split,
    unplayable_by_deck,
)
from tcgsim.sim.stats import deck_out_report, end_report, rate, summarize, with_warnings


@dataclass
class TournamentResult:
    """The field, the matches between its decks, and how the run went."""

    game: str
    decks: list[str]
    agent: str
    seed: int
    games_per_pair: int
    mirrors: bool
    matches: list[SimResult] = field(default_factory=list)  # deck_a is the earlier deck
    seconds: float = 0.0
    workers: int = 1
    backend: str = "local"
    #: deck name -> its cards whose text is not all implemented (played, as opted in)
    unplayable: dict[str, list[UnplayableCard]] = field(default_factory=dict)
    #: who went first: one of :data:`tcgsim.sim.runner.FIRST_CHOICES`
    first: str = "coin"
    #: whether the games carry per-card figures (:mod:`tcgsim.sim.card_stats`)
    card_stats: bool = False

    def match(self, i: int, j: int) -> SimResult | None:
        """The match between decks i and j (either order), None if they did not meet."""
        a, b = (self.decks[i], self.decks[j]) if i <= j else (self.decks[j], self.decks[i])
        return next((m for m in self.matches if (m.deck_a, m.deck_b) == (a, b)), None)

    def score(self, i: int, j: int) -> tuple[float, int, int, int, int]:
        """(score of deck i against deck j, games, wins of i, wins of j, draws); draws count half."""
        m = self.match(i, j)
        if m is None:
            return 0.0, 0, 0, 0, 0
        wins_i, wins_j = (m.wins_a, m.wins_b) if i <= j else (m.wins_b, m.wins_a)
        return wins_i + m.draws / 2, len(m.games), wins_i, wins_j, m.draws

    def matrix(self) -> list[list[float | None]]:
        """Win rate of row deck i against column deck j; None where they did not play."""
        k = len(self.decks)
        out: list[list[float | None]] = []
        for i in range(k):
            row: list[float | None] = []
            for j in range(k):
                points, n, *_ = self.score(i, j)
                row.append(points / n if n else None)
            out.append(row)
        return out

    def standings(self) -> list[dict[str, Any]]:
        """Each deck's score over all its games against the other decks (mirrors left out)."""
        rows = []
        for i, name in enumerate(self.decks):
            points = games = 0.0
            for j in range(len(self.decks)):
                if j != i:
                    p, n, *_ = self.score(i, j)
                    points, games = points + p, games + n
            rows.append({"deck": name, **rate(points, int(games))})
        return sorted(rows, key=lambda r: (-(r["rate"] or 0.0), r["deck"]))

    def to_dict(self, timing: bool = True) -> dict[str, Any]:
        """Everything as JSON-able data; ``timing=False`` leaves out what varies between runs."""
        k = len(self.decks)
        cells = [[self.score(i, j) for j in range(k)] for i in range(k)]
        data: dict[str, Any] = {
            "game": self.game,
            "agent": self.agent,
            "seed": self.seed,
            "games_per_pair": self.games_per_pair,
            "mirrors": self.mirrors,
            "first": self.first,
            "draws_count_as": "half a win",
            "decks": self.decks,
            "matrix": self.matrix(),
            "ci95": [[rate(p, n)["ci95"] if n else None for p, n, *_ in row] for row in cells],
            "standings": self.standings(),
            "pairs": [_pair(m) for m in self.matches],
            "end_reasons": end_report([g.record.reason for m in self.matches for g in m.games]),
            **self.warnings_report(),  # unplayable_cards, deck_outs, warnings
        }
        if self.card_stats:
            data["cards"] = self.cards()
        if timing:
            data.update(seconds=self.seconds, workers=self.workers, backend=self.backend,
                        games_per_s=self.total_games / self.seconds if self.seconds else None)
        return data

    def warnings_report(self) -> dict[str, Any]:
        """Unplayable cards and deck-outs over every game of the tournament, with their
        warning lines (see :func:`tcgsim.sim.stats.deck_out_report`)."""
        reasons = [g.record.reason for m in self.matches for g in m.games]
        return with_warnings(unplayable_report(self.unplayable), deck_out_report(reasons))

    def cards(self) -> dict[str, Any]:
        """Deck -> its cards played and Prizes by attacker over all its games (both seats of
        a mirror count for the deck)."""
        games: dict[str, list[dict[str, dict[str, int]]]] = {name: [] for name in self.decks}
        for m in self.matches:
            for g in m.games:
                assert g.record.cards is not None
                games[m.deck_a].append(g.record.cards[g.a_seat])
                games[m.deck_b].append(g.record.cards[1 - g.a_seat])
        return card_report(games)

    @property
    def total_games(self) -> int:
        return sum(len(m.games) for m in self.matches)


def _pair(m: SimResult) -> dict[str, Any]:
    s = summarize(m)
    keep = ("deck_a", "deck_b", "games", "wins_a", "wins_b", "draws", "win_rate_a",
            "win_rate_a_going_first", "win_rate_a_going_second", "first_player_win_rate",
            "end_reasons", "avg_turns", "avg_decisions")
    return {key: s[key] for key in keep}


def pairings(k: int, mirrors: bool = False) -> list[tuple[int, int]]:
    """Every pair of deck indices once (i < j), plus (i, i) when mirrors are played."""
    return [(i, j) for i in range(k) for j in range(i if mirrors else i + 1, k)]


def run_tournament(
    decks: Sequence[tuple[str, DeckLike]],
    n: int,
    seed: int = 0,
    agent: str = "random",
    mirrors: bool = False,
    game: str = "pokemon",
    workers: int = 1,
    backend: str = "local",
    address: str | None = None,
    progress: bool = True,
    max_decisions: int = 100_000,
    executor: Executor | None = None,
    allow_unplayable: bool = False,
    first: str = "coin",
    card_stats: bool = False,
) -> TournamentResult:
    """``n`` games for every pair of ``decks`` (name, deck); results independent of the backend.

    A deck with a card whose text is not all implemented is refused, naming the deck and
    the cards, unless ``allow_unplayable``; the result then lists them (``unplayable``).
    ``first`` forces who goes first in each pair (deck A: the earlier deck of the field);
    ``card_stats`` reads per-card figures from every game (in the workers).
    """
    if n < 1:
        raise ValueError("games per pair must be at least 1")
    names = [name for name, _ in decks]
    if len(decks) < 2 and not mirrors:
        raise ValueError(f"a tournament needs at least 2 decks (got {len(decks)})")
    if len(set(names)) != len(names):
        twice = sorted({x for x in names if names.count(x) > 1})
        raise ValueError(f"two decks share the name {', '.join(twice)}; names must be unique")
    check_agents(game, agent)
    first_deck(first, seed, 0)  # an unknown choice fails here, not in a worker
    ids = [check_playable(game, deck, name, allow_unplayable) for name, deck in decks]
    unplayable = unplayable_by_deck(game, list(zip(names, ids, strict=True)))

    specs = [MatchSpec(ids[i], ids[j], agent, agent, derive_seed(seed, names[i], names[j]),
                       game, max_decisions, allow_unplayable, first=first,
                       card_stats=card_stats)
             for i, j in pairings(len(decks), mirrors)]
    # Pair by pair, chunk by chunk: the results come back in the same order.
    tasks = [task for spec in specs for task in split(spec, n)]
    ex = executor or open_executor(backend, workers, address)
    try:
        start = time.perf_counter()
        chunks = play_tasks(tasks, ex, progress, desc="tournament")
        seconds = time.perf_counter() - start
    finally:
        if executor is None:
            ex.close()

    result = TournamentResult(game, names, agent, seed, n, mirrors, seconds=seconds,
                              workers=min(ex.workers, len(tasks)), backend=ex.name,
                              unplayable=unplayable, first=first, card_stats=card_stats)
    by_spec: dict[MatchSpec, list[Any]] = {spec: [] for spec in specs}
    for task, games in zip(tasks, chunks, strict=True):
        by_spec[task.spec].extend(games)
    for (i, j), spec in zip(pairings(len(decks), mirrors), specs, strict=True):
        pair = {name: unplayable[name] for name in (names[i], names[j]) if name in unplayable}
        result.matches.append(SimResult(names[i], names[j], agent, agent, spec.seed,
                                        games=by_spec[spec], workers=result.workers,
                                        backend=result.backend, game=game, unplayable=pair,
                                        first=first))
    return result


# -- files ------------------------------------------------------------------------------------------
def write_csv(result: TournamentResult, path: Path) -> Path:
    """The matrix as CSV: a header of deck names, then one row per deck (rates 0 to 1)."""
    with path.open("w", newline="", encoding="utf-8") as f:
        out = csv.writer(f)
        out.writerow(["deck", *result.decks])
        for name, row in zip(result.decks, result.matrix(), strict=True):
            out.writerow([name, *("" if v is None else f"{v:.4f}" for v in row)])
    return path


def write_outputs(result: TournamentResult, outdir: Path) -> dict[str, Path]:
    """matrix.csv, matrix.json, heatmap.png (with intervals and standings) and
    end_reasons.png in ``outdir`` (created if missing)."""
    from tcgsim.sim.plots import plot_end_reasons, plot_heatmap

    outdir.mkdir(parents=True, exist_ok=True)
    paths = {"csv": outdir / "matrix.csv", "json": outdir / "matrix.json",
             "png": outdir / "heatmap.png", "end_reasons": outdir / "end_reasons.png"}
    data = result.to_dict()
    # JSON first: it holds everything, so it is there even if a later step fails
    paths["json"].write_bytes(orjson.dumps(data, option=orjson.OPT_INDENT_2))
    write_csv(result, paths["csv"])
    plot_heatmap(result.decks, result.matrix(), result.games_per_pair, paths["png"],
                 title=f"win rate of the row deck (%), draws count half\n{result.agent} agents, "
                       f"{result.games_per_pair} games per pair, seed {result.seed}",
                 ci95=data["ci95"], standings=data["standings"])
    plot_end_reasons(data["end_reasons"], paths["end_reasons"],
                     f"how the tournament's {result.total_games} games ended")
    return paths
