"""The engine benchmark: random-vs-random games of the benchmark deck in one process.

Shared by ``benchmarks/random_mirror.py`` and ``tcgsim bench`` so both print the
same figures. Games are timed without views (the random agent ignores them), so
games/s measures the rules engine; the costs of ``view``, ``clone``, ``to_json``
and ``from_json`` are measured separately, at decision points drawn at random
from games of the same kind.
"""

from __future__ import annotations

import random
import time
from dataclasses import asdict, dataclass
from typing import Any

from tcgsim import pokemon
from tcgsim.agents import RandomAgent
from tcgsim.pokemon.deck import bundled_deck
from tcgsim.sim.runner import derive_seed, play_game
from tcgsim.sim.search_speed import mcts_simulations_per_s

BENCH_DECK = "bench-abomasnow"


@dataclass(frozen=True)
class BenchResult:
    deck: str
    games: int
    decisions: int
    seconds: float
    samples: int
    view_us: float
    clone_us: float
    to_json_us: float
    from_json_us: float
    mcts_simulations_per_s: float = 0.0  # tcgsim.sim.search_speed

    @property
    def games_per_s(self) -> float:
        return self.games / self.seconds

    @property
    def decisions_per_s(self) -> float:
        return self.decisions / self.seconds

    def to_dict(self) -> dict[str, Any]:
        return {**asdict(self), "games_per_s": self.games_per_s,
                "decisions_per_s": self.decisions_per_s}

    def report(self) -> str:
        return "\n".join([
            f"random mirror, {self.deck}: {self.games} games, {self.decisions} decisions "
            f"in {self.seconds:.2f} s (one process)",
            f"  {self.games_per_s:.1f} games/s   {self.decisions_per_s:.0f} decisions/s",
            f"at {self.samples} random decision points (mean):",
            f"  view()      {self.view_us:8.1f} µs",
            f"  clone()     {self.clone_us:8.1f} µs",
            f"  to_json()   {self.to_json_us:8.1f} µs",
            f"  from_json() {self.from_json_us:8.1f} µs",
            f"MCTS simulations/s: {self.mcts_simulations_per_s:.0f} (playouts to the horizon)",
        ])


def _mean_us(fn: Any, repeat: int = 3) -> float:
    start = time.perf_counter()
    for _ in range(repeat):
        fn()
    return (time.perf_counter() - start) / repeat * 1e6


def run_bench(n: int = 200, seed: int = 0, samples: int = 200, deck: str = BENCH_DECK) -> BenchResult:
    """Time ``n`` random-vs-random games, then the state operations at ``samples`` points."""
    ids = bundled_deck(deck).card_ids()
    pokemon.new_game(ids, ids, seed=seed)  # load the card database outside the timing
    decisions = 0
    start = time.perf_counter()
    for i in range(n):
        gs = derive_seed(seed, i)
        agents = (RandomAgent(derive_seed(gs, 1)), RandomAgent(derive_seed(gs, 2)))
        decisions += play_game(ids, ids, agents, gs).decisions
    seconds = time.perf_counter() - start

    costs = {"view": 0.0, "clone": 0.0, "to_json": 0.0, "from_json": 0.0}
    rng = random.Random(seed)
    taken = 0
    game_no = 0
    while taken < samples:
        game_no += 1
        game = pokemon.new_game(ids, ids, seed=derive_seed(seed, -game_no))
        agent = RandomAgent(game_no)
        while (d := game.decision) is not None and taken < samples:
            if rng.random() < 0.1:
                text = game.to_json()
                costs["view"] += _mean_us(lambda g=game, p=d.player: g.view(p))
                costs["clone"] += _mean_us(game.clone)
                costs["to_json"] += _mean_us(game.to_json)
                costs["from_json"] += _mean_us(lambda t=text: pokemon.Game.from_json(t))
                taken += 1
            game.respond(agent.act({}, d))
    return BenchResult(deck, n, decisions, seconds, samples,
                       *(costs[k] / samples for k in ("view", "clone", "to_json", "from_json")),
                       mcts_simulations_per_s(deck, seed, searches=max(1, min(6, samples // 20))))
