"""Play games between agents: one game (:func:`play_game`) or a match (:func:`simulate`).

Reproducibility is the point: a game is fixed by its seed and the agents' seeds,
and :func:`simulate` derives both from its own seed and the game index, never
from the order games happen to finish in. So the same seed gives the same
results with one worker or many.
"""

from __future__ import annotations

import hashlib
import os
import sys
import time
from collections.abc import Iterator, Sequence
from concurrent.futures import ProcessPoolExecutor
from dataclasses import dataclass, field
from typing import Any

from tqdm import tqdm

from tcgsim import pokemon
from tcgsim.agents import Agent, make_agent
from tcgsim.pokemon.deck import Deck

DeckLike = Deck | Sequence[str]
CHUNK = 8  # games per task sent to a worker process: small enough for a smooth progress bar


class GameTooLong(RuntimeError):
    """A game that did not end within ``max_decisions``: an engine or agent bug, not a draw."""


@dataclass(frozen=True, slots=True)
class GameRecord:
    """How one game went. ``winner`` and ``first`` are seats (0 or 1); winner None: a draw."""

    seed: int
    winner: int | None
    reason: str
    turns: int
    decisions: int
    first: int


@dataclass(frozen=True, slots=True)
class MatchGame:
    """One game of a match: which seat deck A sat in, and the record."""

    index: int
    a_seat: int
    record: GameRecord

    @property
    def winner_deck(self) -> str | None:
        """"A", "B", or None for a draw."""
        w = self.record.winner
        return None if w is None else ("A" if w == self.a_seat else "B")

    @property
    def a_first(self) -> bool:
        return self.record.first == self.a_seat


@dataclass
class SimResult:
    """The games of a match in index order, and how long they took (wall clock)."""

    deck_a: str
    deck_b: str
    agent_a: str
    agent_b: str
    seed: int
    games: list[MatchGame] = field(default_factory=list)
    seconds: float = 0.0
    workers: int = 1

    @property
    def wins_a(self) -> int:
        return sum(1 for g in self.games if g.winner_deck == "A")

    @property
    def wins_b(self) -> int:
        return sum(1 for g in self.games if g.winner_deck == "B")

    @property
    def draws(self) -> int:
        return sum(1 for g in self.games if g.winner_deck is None)

    def summary(self) -> dict[str, Any]:
        from tcgsim.sim.stats import summarize

        return summarize(self)


# -- seeds -------------------------------------------------------------------------------------
def derive_seed(seed: int, *path: int) -> int:
    """A seed for a sub-task (game i, its agents) that depends only on ``seed`` and ``path``.

    A keyed hash rather than arithmetic on the numbers, so (7, 8) and (8, 7) or
    neighbouring matches never share games; 63 bits fit every JSON reader.
    """
    digest = hashlib.blake2b(repr((seed, *path)).encode(), digest_size=8).digest()
    return int.from_bytes(digest, "little") >> 1


def _ids(deck: DeckLike) -> list[str]:
    return deck.card_ids() if isinstance(deck, Deck) else list(deck)


# -- one game ------------------------------------------------------------------------------------
def play_game(
    deck0: DeckLike,
    deck1: DeckLike,
    agents: Sequence[Agent],
    seed: int,
    max_decisions: int = 100_000,
) -> GameRecord:
    """Play one game to its end: ``agents[p]`` answers seat p's decisions from p's view.

    Raises :class:`GameTooLong` past ``max_decisions`` (a game that never ends is a
    bug to find, not a result to average in) and lets an agent's IllegalResponse
    through.
    """
    game = pokemon.new_game(_ids(deck0), _ids(deck1), seed=seed)
    wants_view = [getattr(a, "needs_view", True) for a in agents]
    n = 0
    while (d := game.decision) is not None:
        if n >= max_decisions:
            raise GameTooLong(
                f"game with seed {seed} did not end within {max_decisions} decisions "
                f"(turn {game.s['turn']})"
            )
        p = d.player
        view = game.view(p) if wants_view[p] else {}
        game.respond(agents[p].act(view, d))
        n += 1
    result = game.result
    assert result is not None
    return GameRecord(seed, result.winner, result.reason, game.s["turn"], n, game.s["first"])


def match_game(
    deck_a: Sequence[str], deck_b: Sequence[str], agent_a: str, agent_b: str, seed: int, i: int,
    max_decisions: int = 100_000,
) -> MatchGame:
    """Game ``i`` of a match: deck A sits in seat i % 2; seeds derived from (seed, i)."""
    game_seed = derive_seed(seed, i)
    a_seat = i % 2
    a = make_agent(agent_a, derive_seed(game_seed, 1))
    b = make_agent(agent_b, derive_seed(game_seed, 2))
    decks = (deck_a, deck_b) if a_seat == 0 else (deck_b, deck_a)
    agents = (a, b) if a_seat == 0 else (b, a)
    record = play_game(decks[0], decks[1], agents, game_seed, max_decisions)
    return MatchGame(i, a_seat, record)


def _play_chunk(args: tuple[Any, ...]) -> list[MatchGame]:
    deck_a, deck_b, agent_a, agent_b, seed, start, stop, max_decisions = args
    return [match_game(deck_a, deck_b, agent_a, agent_b, seed, i, max_decisions)
            for i in range(start, stop)]


# -- a match ------------------------------------------------------------------------------------------
def simulate(
    deck_a: DeckLike,
    deck_b: DeckLike,
    n: int,
    seed: int = 0,
    agent_a: str = "random",
    agent_b: str = "random",
    progress: bool = True,
    workers: int = 1,
    max_decisions: int = 100_000,
    names: tuple[str, str] | None = None,
) -> SimResult:
    """Play ``n`` games of deck A against deck B; the same seed gives the same games.

    Deck A sits in seat 0 in even games and seat 1 in odd ones; who actually goes
    first is the engine's coin flip and choice, recorded per game. ``workers`` > 1
    spreads the games over local processes (0: one per CPU) without changing any
    result. The progress bar shows only when asked and stderr is a terminal.
    """
    if n < 1:
        raise ValueError("n must be at least 1")
    ids_a, ids_b = _ids(deck_a), _ids(deck_b)
    for name in (agent_a, agent_b):
        make_agent(name)  # an unknown name fails here, not inside a worker
    if names is None:
        names = (_deck_name(deck_a, "A"), _deck_name(deck_b, "B"))
    workers = workers or os.cpu_count() or 1
    workers = max(1, min(workers, -(-n // CHUNK)))
    result = SimResult(names[0], names[1], agent_a, agent_b, seed, workers=workers)
    bar = tqdm(total=n, unit="game", disable=not (progress and sys.stderr.isatty()))
    start = time.perf_counter()
    try:
        for chunk in _chunks(ids_a, ids_b, agent_a, agent_b, seed, n, workers, max_decisions):
            result.games.extend(chunk)
            bar.update(len(chunk))
    finally:
        bar.close()
    result.seconds = time.perf_counter() - start
    return result


def _chunks(
    ids_a: list[str], ids_b: list[str], agent_a: str, agent_b: str, seed: int, n: int,
    workers: int, max_decisions: int,
) -> Iterator[list[MatchGame]]:
    """Games in index order, in chunks, from this process or a pool of workers."""
    tasks = [(ids_a, ids_b, agent_a, agent_b, seed, lo, min(n, lo + CHUNK), max_decisions)
             for lo in range(0, n, CHUNK)]
    if workers == 1:
        yield from map(_play_chunk, tasks)
        return
    with ProcessPoolExecutor(max_workers=workers) as pool:
        yield from pool.map(_play_chunk, tasks)


def _deck_name(deck: DeckLike, fallback: str) -> str:
    return deck.name or fallback if isinstance(deck, Deck) else fallback
