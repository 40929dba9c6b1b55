"""Process tuning (tcgsim/sim/process.py): tcgsim's own processes freeze the card data
they loaded out of the garbage collector's reach; a library caller's process is untouched."""

from __future__ import annotations

import subprocess
import sys

SCRIPT = """
import gc, sys
from tcgsim.sim import process
from tcgsim.sim.runner import MatchSpec, play_range, GameRange
from tcgsim.games import game_kind
if sys.argv[1] == "claim":
    process.claim()
kind = game_kind("pokemon")
ids = tuple(kind.card_ids(kind.load_deck(kind.default_deck)))
games = play_range(GameRange(MatchSpec(ids, ids, "random", "random", 7), 0, 2))
print(len(games), gc.get_freeze_count(), process.settled())
"""


def run(mode: str) -> list[str]:
    out = subprocess.run([sys.executable, "-c", SCRIPT, mode], capture_output=True, text=True,
                         check=True)
    return out.stdout.split()


def test_a_claimed_process_freezes_what_its_first_games_loaded() -> None:
    n, frozen, settled = run("claim")
    assert n == "2" and settled == "True"
    assert int(frozen) > 10_000  # the card database and compiled texts at least


def test_a_library_callers_process_keeps_its_collector_as_it_was() -> None:
    n, frozen, settled = run("library")
    assert n == "2" and settled == "False"
    assert frozen == "0"
