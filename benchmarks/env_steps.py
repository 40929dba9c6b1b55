"""Learning-environment speed: env steps/s with the observation encoded, in one process.

    python benchmarks/env_steps.py [--game pokemon|zero] [--deck NAME] [-n GAMES] [--seed S]
                                   [--opponent random|heuristic|...] [--profile | --opcodes]

Plays whole games of a deck mirror (default: the game's benchmark deck, as ``tcgsim bench``)
with a random legal policy (a uniform pick from the action mask) and prints, after 5
untimed warm-up games:

* ``aec``: the PettingZoo environment, both seats learning: every pick of either seat is a
  step (``observe`` + ``step``);
* ``gym vs OPPONENT``: the Gymnasium environment, one seat learning: steps are that seat's
  picks, the opponent's decisions are played in between (their cost included);
* the same games without the environment (the engine and the views alone, and the engine
  alone) and the mean cost of one view and one encoding, to show where the time goes (the
  environments encode from what the game shows the seat, without building its view; the
  view in ``info`` is built when read).

Steps/s are wall clock, with the process's CPU time beside them. ``--profile`` prints the
functions that take the most time in the aec loop (cProfile). ``--opcodes`` counts instead of
timing: the bytecode instructions Python runs per step of each environment and per decision
of the engine alone (a trace function sees each one: the same in every run, whatever the
machine's load; the work of C code inside one instruction, a numpy call, is not weighed).
Run it with ``PYTHONPATH`` set to another checkout to compare two versions side by side.
"""

from __future__ import annotations

import argparse
import cProfile
import pstats
import random
import sys
import time
from collections.abc import Callable
from typing import Any

import numpy as np
from bytecode_counter import OPCODE_COUNTER

from tcgsim.agents import RandomAgent
from tcgsim.games import game_kind
from tcgsim.rl import TcgAECEnv, TcgEnv
from tcgsim.sim import process

WARMUP = 5
COUNTER: dict[str, Any] = {}
exec(OPCODE_COUNTER, COUNTER)  # defines opcodes, traced (see bytecode_counter)


def timed(fn: Callable[[], int]) -> tuple[int, float, float]:
    """(steps, wall seconds, CPU seconds) of ``fn()``, which returns its steps."""
    wall, cpu = time.perf_counter(), time.process_time()
    steps = fn()
    return steps, time.perf_counter() - wall, time.process_time() - cpu


def pick(mask: np.ndarray, rng: random.Random) -> int:
    legal = np.flatnonzero(mask)
    return int(legal[rng.randrange(len(legal))])


def aec_games(env: TcgAECEnv, seeds: range) -> int:
    rng = random.Random(0)
    steps = 0
    for seed in seeds:
        env.reset(seed=seed)
        while not (env.terminations[env.agent_selection] or env.truncations[env.agent_selection]):
            obs = env.observe(env.agent_selection)
            env.step(pick(obs["action_mask"], rng))
            steps += 1
    return steps


def gym_games(env: TcgEnv, seeds: range) -> int:
    rng = random.Random(0)
    steps = 0
    for seed in seeds:
        obs, _ = env.reset(seed=seed)
        done = False
        while not done:
            obs, _, term, trunc, _ = env.step(pick(obs["action_mask"], rng))
            done = term or trunc
            steps += 1
    return steps


def engine_games(game: str, deck: list[str], seeds: range, views: bool) -> int:
    """The same kind of games without an environment: random answers, views if asked."""
    kind = game_kind(game)
    decisions = 0
    for seed in seeds:
        g = kind.new_game(deck, deck, seed=seed)
        agent = RandomAgent(seed)
        while (d := g.decision) is not None:
            if views:
                g.view(d.player)
            g.respond(agent.act({}, d))
            decisions += 1
    return decisions


def unit_costs(env: TcgAECEnv, seeds: range) -> tuple[float, float]:
    """Mean µs (CPU) of one view and of one observation's encoding (read from the game as
    the environments read it, without the view) at the decision points of ``seeds``' games
    (each encoding from scratch: no option rows reused)."""
    t = env.table
    rng = random.Random(1)
    view_s = enc_s = 0.0
    n = 0
    for seed in seeds:
        env.reset(seed=seed)
        while (d := t.decision) is not None:
            a = time.process_time()
            t.g.view(d.player)
            b = time.process_time()
            t.encoder._options_cache = None
            t.encoder.observe(t.g, d.player, d, t.picks)
            c = time.process_time()
            view_s += b - a
            enc_s += c - b
            n += 1
            env.step(pick(t.observe(d.player)["action_mask"], rng))
    return view_s / n * 1e6, enc_s / n * 1e6


def counted(fn: Callable[[], int]) -> tuple[int, int]:
    """(steps, bytecode instructions) of ``fn()``, which returns its steps."""
    COUNTER["opcodes"][0] = 0
    sys.settrace(COUNTER["traced"])
    try:
        steps = fn()
    finally:
        sys.settrace(None)
    return steps, COUNTER["opcodes"][0]


def line(label: str, steps: int, wall: float, cpu: float, unit: str = "steps") -> str:
    return (f"  {label:<28} {steps / wall:>9,.0f} {unit}/s  "
            f"({steps:,} {unit} in {wall:.2f} s; CPU {steps / cpu:,.0f}/s)")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--game", default="pokemon", help="pokemon or zero")
    parser.add_argument("--deck", default=None, help="bundled deck (default: the game's own)")
    parser.add_argument("-n", "--games", type=int, default=200)
    parser.add_argument("--seed", type=int, default=0)
    parser.add_argument("--opponent", default="random",
                        help="the Gymnasium environment's opponent agent (default random)")
    parser.add_argument("--profile", action="store_true", help="profile the aec loop")
    parser.add_argument("--opcodes", action="store_true",
                        help="count bytecode instructions per step instead of timing")
    args = parser.parse_args()
    process.claim()
    kind = game_kind(args.game)
    deck_name = args.deck or kind.default_deck
    deck = kind.card_ids(kind.load_deck(deck_name))
    aec = TcgAECEnv(args.game, decks=(deck, deck))
    gym_env = TcgEnv(args.game, deck=deck, opponent=args.opponent)
    warm = range(10**6, 10**6 + WARMUP)
    aec_games(aec, warm)
    gym_games(gym_env, warm)
    seeds = range(args.seed, args.seed + args.games)
    print(f"{kind.title}, {deck_name} mirror, {args.games} games, random legal picks, "
          "one process:")
    if args.profile:
        prof = cProfile.Profile()
        prof.runcall(aec_games, aec, seeds)
        pstats.Stats(prof).sort_stats("tottime").print_stats(25)
        return
    if args.opcodes:
        for label, fn, unit in (
            ("aec (both seats)", lambda: aec_games(aec, seeds), "step"),
            (f"gym vs {args.opponent}", lambda: gym_games(gym_env, seeds), "step"),
            ("engine alone", lambda: engine_games(args.game, deck, seeds, False), "decision"),
        ):
            steps, ops = counted(fn)
            print(f"  {label:<28} {ops / steps:>11,.0f} bytecode instructions a {unit} "
                  f"({steps:,} {unit}s)")
        return
    print(line("aec (both seats)", *timed(lambda: aec_games(aec, seeds))))
    print(line(f"gym vs {args.opponent}", *timed(lambda: gym_games(gym_env, seeds))))
    print(line("engine + views, no env", *timed(lambda: engine_games(args.game, deck, seeds,
                                                                      True)), "decisions"))
    print(line("engine alone", *timed(lambda: engine_games(args.game, deck, seeds, False)),
               "decisions"))
    view_us, enc_us = unit_costs(aec, range(args.seed, args.seed + min(args.games, 50)))
    print(f"  per decision point (CPU): view {view_us:.1f} µs (built only when info['view'] "
          f"is read), encoding {enc_us:.1f} µs")


if __name__ == "__main__":
    main()


