"""The benchmark behind ``tcgsim bench`` and ``benchmarks/random_mirror.py``: per game, how
fast the engine plays, what its state operations cost and how much memory a game takes.

For each game (:data:`BENCH_GAMES`, reached through :mod:`tcgsim.games`) :func:`run_bench`
measures, in one process:

* random-vs-random games of a deck mirror: games/s and decisions/s. The random agent
  ignores views, so the loop skips them and the figure is the rules engine's own;
* ``view`` (the first view of its decision, as an agent's is), ``clone``, ``to_json`` and
  ``from_json`` at decision points drawn at random from games of the same kind, and the size of the state there (its JSON);
* the peak memory of one game: ``tracemalloc``'s peak of what a whole game allocates,
  start to end, over a few games (the card database, loaded before, is not counted);

then the *sections* registered with :func:`bench_section`, in order: MCTS simulations/s
(:mod:`tcgsim.sim.search_speed`) and the speed-up of 2 local workers and of Ray over one
process (:mod:`tcgsim.sim.scaling`). A section is a function of the game's
:class:`BenchOptions` and its single-process :class:`BenchResult` that returns a
:class:`Section` (printed lines and its JSON value) or None where it does not apply.
"""

from __future__ import annotations

import random
import time
import tracemalloc
from collections.abc import Callable
from dataclasses import dataclass, field, fields, replace
from typing import Any

from tcgsim.agents import RandomAgent
from tcgsim.agents.mcts import SEARCH_MODELS
from tcgsim.games import game_kind
from tcgsim.sim import process
from tcgsim.sim.runner import derive_seed, play_game

BENCH_DECK = "bench-abomasnow"
#: the games ``tcgsim bench`` measures when none is named, each with its default deck
BENCH_GAMES: tuple[str, ...] = ("pokemon", "zero")
WARMUP_GAMES = 10  # untimed games first, so one-time caches are not counted per game
WARMUP_SEED_BASE = 1_000_000  # warm-up seeds, apart from the timed and the sampled ones
MEMORY_GAMES = 5  # games played under tracemalloc (it slows them down several times)


@dataclass(frozen=True)
class BenchOptions:
    """What to measure: ``n`` timed games of ``deck`` (a bundled deck of ``game``), the state
    operations at ``samples`` decision points; ``scaling``: "all", "local" or "none"
    (see :mod:`tcgsim.sim.scaling`)."""

    game: str = "pokemon"
    deck: str = BENCH_DECK
    n: int = 200
    seed: int = 0
    samples: int = 200
    scaling: str = "none"


@dataclass(frozen=True)
class Section:
    """A block of the report after the single-process figures: ``lines`` as printed (the
    first one its heading) and ``data``, its value in the JSON output under ``key``."""

    key: str
    lines: tuple[str, ...]
    data: Any


SectionFn = Callable[[BenchOptions, "BenchResult"], "Section | None"]
_SECTIONS: list[SectionFn] = []


def bench_section(fn: SectionFn) -> SectionFn:
    """Register a section: it runs for every game benchmarked, after the earlier ones."""
    _SECTIONS.append(fn)
    return fn


@dataclass(frozen=True)
class BenchResult:
    """One game's figures: the single-process ones, then its sections."""

    deck: str
    games: int
    decisions: int
    seconds: float  # wall clock, as a user waits for it
    cpu_seconds: float  # this process's CPU time: steadier when the machine is busy
    samples: int
    view_us: float
    clone_us: float
    to_json_us: float
    from_json_us: float
    state_kib: float  # the state at a sampled decision point, as JSON (mean)
    peak_kib: float  # tracemalloc's peak of one game (mean over memory_games)
    peak_kib_max: float
    memory_games: int
    game: str = "pokemon"
    sections: tuple[Section, ...] = field(default=())

    @property
    def title(self) -> str:
        return game_kind(self.game).title

    @property
    def games_per_s(self) -> float:
        return self.games / self.seconds

    @property
    def decisions_per_s(self) -> float:
        return self.decisions / self.seconds

    def section(self, key: str) -> Section | None:
        return next((s for s in self.sections if s.key == key), None)

    @property
    def mcts_simulations_per_s(self) -> float:
        found = self.section("mcts_simulations_per_s")
        return 0.0 if found is None else float(found.data)

    def to_dict(self) -> dict[str, Any]:
        """The figures as JSON-able data: the single-process ones at the top level, each
        section's under its key."""
        core = {f.name: getattr(self, f.name) for f in fields(self) if f.name != "sections"}
        return {**core, "games_per_s": self.games_per_s, "decisions_per_s": self.decisions_per_s,
                **{s.key: s.data for s in self.sections}}

    def core_lines(self) -> list[str]:
        return [
            f"random mirror, {self.deck}: {self.games} games, {self.decisions} decisions "
            f"in {self.seconds:.2f} s (one process; CPU {self.cpu_seconds:.2f} s)",
            f"  {self.games_per_s:.1f} games/s   {self.decisions_per_s:.0f} decisions/s",
            f"at {self.samples} random decision points (mean):",
            f"  view()      {self.view_us:8.1f} µs",
            f"  clone()     {self.clone_us:8.1f} µs",
            f"  to_json()   {self.to_json_us:8.1f} µs",
            f"  from_json() {self.from_json_us:8.1f} µs",
            f"  state size  {self.state_kib:8.1f} KiB (JSON)",
            f"memory: peak {self.peak_kib:.0f} KiB per game (tracemalloc, mean of "
            f"{self.memory_games} games; largest {self.peak_kib_max:.0f} KiB)",
        ]

    def report(self) -> str:
        lines = [f"== {self.title} ==", *self.core_lines()]
        for s in self.sections:
            lines += s.lines
        return "\n".join(lines)


def _mean_us(fn: Any, repeat: int = 3) -> float:
    start = time.perf_counter()
    for _ in range(repeat):
        fn()
    return (time.perf_counter() - start) / repeat * 1e6


def _first_view_us(g: Any, player: int, repeat: int = 3) -> float:
    """The mean µs of ``player``'s view of ``g``'s decision where nothing of it was viewed
    yet: a game may keep what a view worked out until its decision is answered (a second
    view of one decision is cheaper), and an agent's view is the first one."""
    fresh = [g.clone() for _ in range(repeat)]  # taken before any view of this decision
    start = time.perf_counter()
    for copy in fresh:
        copy.view(player)
    return (time.perf_counter() - start) / repeat * 1e6


def _agents(seed: int) -> tuple[RandomAgent, RandomAgent]:
    return RandomAgent(derive_seed(seed, 1)), RandomAgent(derive_seed(seed, 2))


def _peak_kib(play: Callable[[], Any]) -> float:
    """tracemalloc's peak while ``play()`` runs, above what was allocated when it started."""
    started = not tracemalloc.is_tracing()  # a caller already tracing keeps its trace
    if started:
        tracemalloc.start()
    try:
        base = tracemalloc.get_traced_memory()[0]
        tracemalloc.reset_peak()
        play()
        return (tracemalloc.get_traced_memory()[1] - base) / 1024
    finally:
        if started:
            tracemalloc.stop()


def run_bench(n: int = 200, seed: int = 0, samples: int = 200, deck: str = BENCH_DECK,
              game: str = "pokemon", scaling: str = "none") -> BenchResult:
    """Time ``n`` random-vs-random games of a ``deck`` mirror of ``game``, then the state
    operations at ``samples`` decision points and the memory of a game; then the sections."""
    opts = BenchOptions(game, deck, n, seed, samples, scaling)
    kind = game_kind(game)
    ids = kind.card_ids(kind.load_deck(deck))
    # Warm up outside the timing: the card database and the per-process caches of card
    # implementations (compiled texts, passive indexes) are built once per process, while
    # the figure is meant to be the steady rate of a long simulation.
    for i in range(WARMUP_GAMES):
        gs = derive_seed(seed, -WARMUP_SEED_BASE - i)
        play_game(ids, ids, _agents(gs), gs, game=game)
    process.settle()  # as a simulation's workers do (in tcgsim's own processes)
    decisions = 0
    start, cpu = time.perf_counter(), time.process_time()
    for i in range(n):
        gs = derive_seed(seed, i)
        decisions += play_game(ids, ids, _agents(gs), gs, game=game).decisions
    seconds, cpu = time.perf_counter() - start, time.process_time() - cpu

    costs = {"view": 0.0, "clone": 0.0, "to_json": 0.0, "from_json": 0.0, "size": 0.0}
    rng = random.Random(seed)
    taken = 0
    game_no = 0
    while taken < samples:
        game_no += 1
        g = kind.new_game(ids, ids, seed=derive_seed(seed, -game_no))
        agent = RandomAgent(game_no)
        while (d := g.decision) is not None and taken < samples:
            if rng.random() < 0.1:
                text = g.to_json()
                costs["size"] += len(text.encode()) / 1024
                costs["view"] += _first_view_us(g, d.player)
                costs["clone"] += _mean_us(g.clone)
                costs["to_json"] += _mean_us(g.to_json)
                costs["from_json"] += _mean_us(lambda t=text: kind.from_json(t))
                taken += 1
            g.respond(agent.act({}, d))

    memory_games = min(n, MEMORY_GAMES)
    peaks = []
    for i in range(memory_games):  # the first timed games again, under tracemalloc
        gs = derive_seed(seed, i)
        peaks.append(_peak_kib(lambda gs=gs: play_game(ids, ids, _agents(gs), gs, game=game)))
    result = BenchResult(
        deck, n, decisions, seconds, cpu, samples,
        *(costs[k] / samples for k in ("view", "clone", "to_json", "from_json", "size")),
        peak_kib=sum(peaks) / len(peaks), peak_kib_max=max(peaks), memory_games=memory_games,
        game=game,
    )
    sections: list[Section] = []
    for fn in _SECTIONS:
        section = fn(opts, result)
        if section is not None:
            sections.append(section)
    return replace(result, sections=tuple(sections))


# -- the sections -----------------------------------------------------------------------------
@bench_section
def mcts_section(opts: BenchOptions, result: BenchResult) -> Section | None:
    """Playouts per second of the MCTS agent (games it can search only)."""
    if opts.game not in SEARCH_MODELS:
        return None
    from tcgsim.sim.search_speed import mcts_simulations_per_s

    rate = mcts_simulations_per_s(opts.deck, opts.seed,
                                  searches=max(1, min(6, opts.samples // 20)), game=opts.game)
    return Section("mcts_simulations_per_s",
                   (f"MCTS simulations/s: {rate:.0f} (playouts to the horizon)",), rate)


@bench_section
def scaling_section(opts: BenchOptions, result: BenchResult) -> Section | None:
    """The same games on 2 local workers and on Ray (``opts.scaling``)."""
    from tcgsim.sim.scaling import run_scaling

    if opts.game != "pokemon":
        return None  # the scaling run plays Pokémon decks
    scaled = run_scaling(opts.n, opts.seed, opts.deck, opts.scaling)
    if scaled is None:
        return None
    return Section("scaling", tuple(scaled.report()), scaled.to_dict())


