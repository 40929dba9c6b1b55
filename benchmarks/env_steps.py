"""Learning-environment speed: env steps/s with the observation encoded, in one process.

    python benchmarks/env_steps.py [--game pokemon|zero] [--deck NAME] [-n GAMES] [--seed S]
                                   [--opponent random|heuristic|...]
                                   [--profile | --opcodes | --instructions | --digest]

Plays whole games of a deck mirror (default: the game's benchmark deck, as ``tcgsim bench``)
with a random legal policy (a uniform pick from the action mask, kept cheap: see ``pick``)
and prints, after 5 untimed warm-up games (the decks are loaded and the environments made
before them, untimed too; each timed game's reset, a new game dealt, is counted in its
steps' time, as a learner pays it):

* ``aec``: the PettingZoo environment, both seats learning: every pick of either seat is a
  step (``observe`` + ``step``);
* ``gym vs OPPONENT``: the Gymnasium environment, one seat learning: steps are that seat's
  picks, the opponent's decisions are played in between (their cost included);
* the same games without the environment (the engine and the views alone, and the engine
  alone) and the mean cost of one view and one observation, to show where the time goes (the
  environments encode from what the game shows the seat, without building its view, and
  rewrite only what changed since the seat's last observation; the view in ``info`` is built
  when read).

Steps/s are wall clock, with the process's CPU time beside them. ``--profile`` prints the
functions that take the most time in the aec loop (cProfile). ``--opcodes`` counts instead of
timing: the bytecode instructions Python runs per step of each environment and per decision
of the engine alone (a trace function sees each one: the same in every run, whatever the
machine's load; the work of C code inside one instruction, a numpy call, is not weighed).
``--instructions`` counts the machine instructions of each loop under Valgrind's cachegrind
(``apt-get install valgrind``; C work weighed too): each loop runs in a child process of
its own, less a child that stops after the warm-up. Run either with ``PYTHONPATH`` set to
another checkout to compare two versions side by side. ``--digest`` plays the same games
without timing and prints one SHA-256 of every observation (each array's bytes, the mask),
reward, termination and the agent selected at every step (and every third step the
other seat's observation) of the AEC loop and of the
Gymnasium loop: the same digest on two checkouts means the same observations for the same
seeds and actions.
"""

from __future__ import annotations

import argparse
import cProfile
import hashlib
import json
import os
import pstats
import random
import re
import shutil
import subprocess
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


#: the legal actions of each mask seen, by its bytes (a few hundred masks recur all game)
_LEGAL: dict[bytes, list[int]] = {}


def pick(mask: np.ndarray, rng: random.Random) -> int:
    """A uniform pick among the legal actions of ``mask``. The policy's own cost is kept
    small, as it is not the environment's: the legal actions of a mask looked up by its
    bytes (``mask.nonzero()`` at every step costs 6,000 instructions; ``np.flatnonzero``
    4 times that), drawn with ``random()`` (``randrange`` runs 80 bytecodes)."""
    legal = _LEGAL.get(key := mask.tobytes())
    if legal is None:
        legal = _LEGAL[key] = mask.nonzero()[0].tolist()
    return legal[int(rng.random() * len(legal))]


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
    """Mean µs (CPU) of one view and of one observation (the encoding and the mask, read
    from the game as the environments read it, without the view: each seat's arrays
    rewritten where they changed since its last observation) at the decision points of
    ``seeds``' games."""
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
            obs = t.observe(d.player)
            c = time.process_time()
            view_s += b - a
            enc_s += c - b
            n += 1
            env.step(pick(obs["action_mask"], rng))
    return view_s / n * 1e6, enc_s / n * 1e6


def digest(aec: TcgAECEnv, gym_env: TcgEnv, seeds: range) -> tuple[str, int]:
    """(SHA-256 of every step's observation, rewards and ends in both loops, steps)."""
    h = hashlib.sha256()
    rng = random.Random(0)

    def put(obs: dict[str, Any]) -> None:
        for key, array in sorted(obs["observation"].items()):
            h.update(key.encode())
            h.update(array.tobytes())
        h.update(obs["action_mask"].tobytes())

    steps = 0
    for seed in seeds:
        aec.reset(seed=seed)
        for agent in aec.agent_iter(10**6):
            obs, reward, term, trunc, _ = aec.last()
            put(obs)
            if steps % 3 == 0:  # now and then the other seat's, as it waits
                put(aec.observe(next(a for a in aec.possible_agents if a != agent)))
            h.update(repr((agent, reward, term, trunc)).encode())
            aec.step(None if term or trunc else pick(obs["action_mask"], rng))
            steps += 1
        obs, _ = gym_env.reset(seed=seed)
        put(obs)
        done = False
        while not done:
            obs, reward, term, trunc, _ = gym_env.step(pick(obs["action_mask"], rng))
            put(obs)
            h.update(repr((reward, term, trunc)).encode())
            done = term or trunc
            steps += 1
    return h.hexdigest(), steps


def counted(fn: Callable[[], int]) -> tuple[int, int]:
    """(steps, bytecode instructions) of ``fn()``, which returns its steps."""
    COUNTER["opcodes"][0] = 0
    sys.settrace(COUNTER["traced"])
    try:
        steps = fn()
    finally:
        sys.settrace(None)
    return steps, COUNTER["opcodes"][0]


def instructions(args: argparse.Namespace, loops: list[str]) -> None:
    """Print the instructions per step of each loop of ``loops``, each counted in a child
    process under cachegrind, less those of one that only warms up."""
    # numpy's OpenBLAS starts threads that spin in the background: their instructions,
    # millions per run and never the same, would be counted with the loop's
    env = {**os.environ, "PYTHONHASHSEED": "0", "OPENBLAS_NUM_THREADS": "1"}
    if shutil.which("valgrind") is None:
        raise SystemExit("--instructions needs Valgrind's cachegrind: apt-get install valgrind")

    def run(loop: str, games: int) -> tuple[int, int]:
        cmd = ["valgrind", "--tool=cachegrind", "--cache-sim=no",
               "--cachegrind-out-file=/dev/null", sys.executable, __file__, "--game", args.game,
               "-n", str(games), "--seed", str(args.seed), "--opponent", args.opponent,
               "--child", loop, *(["--deck", args.deck] if args.deck else [])]
        out = subprocess.run(cmd, env=env, capture_output=True, text=True)
        found = re.search(r"I\s+refs:\s+([\d,]+)", out.stderr)
        if out.returncode or found is None:
            raise SystemExit(f"the {loop} loop under valgrind failed:\n{out.stderr[-2000:]}")
        return int(found[1].replace(",", "")), json.loads(out.stdout.strip().splitlines()[-1])

    empty, _ = run("aec", 0)
    for loop in loops:
        total, steps = run(loop, args.games)
        unit = "decision" if loop == "engine" else "step"
        print(f"  {LOOPS[loop].format(opponent=args.opponent):<28} "
              f"{(total - empty) / steps:>11,.0f} instructions a {unit} ({steps:,} {unit}s)")


#: the loops, by the name --child takes
LOOPS = {"aec": "aec (both seats)", "gym": "gym vs {opponent}", "engine": "engine alone"}


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
    parser.add_argument("--instructions", action="store_true",
                        help="count machine instructions per step under valgrind instead")
    parser.add_argument("--digest", action="store_true",
                        help="print a digest of every step's observation instead of timing")
    parser.add_argument("--child", choices=sorted(LOOPS), help=argparse.SUPPRESS)
    args = parser.parse_args()
    if args.instructions:
        print(f"{args.game}, {args.games} games, random legal picks, instructions (cachegrind):")
        instructions(args, ["aec", "gym", "engine"])
        return
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
    if args.child:  # one loop, for --instructions: its steps
        loop = {"aec": lambda: aec_games(aec, seeds), "gym": lambda: gym_games(gym_env, seeds),
                "engine": lambda: engine_games(args.game, deck, seeds, False)}[args.child]
        print(json.dumps(loop()))
        return
    if args.digest:
        print("observations of {1:,} steps, digest {0}".format(*digest(aec, gym_env, seeds)))
        return
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
          f"is read), observation {enc_us:.1f} µs")


if __name__ == "__main__":
    main()


