"""tcgsim as a library needs only the engine's dependencies: the games, the agents and the
simulation import and play with none of the extras installed (the command line, the browser
app, plots, Ray, PostgreSQL), and the ``tcgsim`` command says which extra it lacks.

Each check runs in a fresh interpreter where the extras' modules cannot be imported: an
import hook refuses them, as Python refuses a module that is not installed.
"""

from __future__ import annotations

import os
import subprocess
import sys
import textwrap
from pathlib import Path

import pytest

from tcgsim.core.extras import EXTRAS

ROOT = Path(__file__).resolve().parents[1]
#: every module an extra installs (pyproject.toml's optional dependencies)
BLOCKED = sorted({m for modules in EXTRAS.values() for m in modules})

BLOCK = """
import sys

BLOCKED = {blocked!r}


class NotInstalled:
    '''Refuse the extras' modules the way Python refuses a module that is not installed.'''

    def find_spec(self, name, path=None, target=None):
        if name.partition(".")[0] in BLOCKED:
            raise ModuleNotFoundError(f"No module named {{name!r}}", name=name)
        return None


assert not [m for m in sys.modules if m.partition(".")[0] in BLOCKED], "loaded at start-up"
sys.meta_path.insert(0, NotInstalled())
"""


def run_without_extras(code: str, blocked: list[str] = BLOCKED) -> subprocess.CompletedProcess[str]:
    """Run ``code`` in a fresh interpreter where the ``blocked`` modules are not installed."""
    env = {**os.environ, "PYTHONPATH": str(ROOT)}
    script = BLOCK.format(blocked=blocked) + textwrap.dedent(code)
    return subprocess.run([sys.executable, "-c", script], cwd=ROOT, env=env,
                          capture_output=True, text=True, timeout=300)


def test_the_block_refuses_the_extras() -> None:
    """The check would prove nothing if the hook let the extras through."""
    done = run_without_extras("""
        for name in BLOCKED:
            try:
                __import__(name)
            except ModuleNotFoundError as e:
                assert e.name == name
            else:
                raise AssertionError(name + " was imported")
        print("refused", len(BLOCKED))
    """)
    assert done.returncode == 0, done.stderr
    assert done.stdout.strip() == f"refused {len(BLOCKED)}"
    assert {"typer", "rich", "tqdm", "starlette", "sqlalchemy", "matplotlib", "ray"} <= set(BLOCKED)


def test_both_games_play_without_the_extras() -> None:
    """Import the games and play a whole game of each, choosing at random, with the log in
    words (the words live with each game, not in the command line)."""
    done = run_without_extras("""
        import random

        from tcgsim import pokemon, zero

        for game, deck in ((pokemon, "bench-abomasnow"), (zero, "dragonball")):
            rng = random.Random(1)
            d = game.bundled_deck(deck)
            g = game.new_game(d, d, seed=3)
            steps = 0
            while g.decision is not None and steps < 5000:
                dec = g.decision
                k = rng.randint(dec.min, min(dec.max, len(dec.options)))
                g.respond(sorted(rng.sample(range(len(dec.options)), k)))
                steps += 1
            words = [game.event_text(e) for e in g.log]
            assert g.result is not None, (deck, steps)
            print(game.__name__, steps, words[-1])

        import tcgsim.agents, tcgsim.sim  # the library layers above the games need no extra
        deck = pokemon.bundled_deck("bench-abomasnow")
        result = tcgsim.sim.simulate(deck, deck, 2, seed=5)
        print("simulated", len(result.games))
        loaded = sorted(m for m in sys.modules if m.partition(".")[0] in BLOCKED)
        assert not loaded, loaded
    """)
    assert done.returncode == 0, done.stderr
    lines = done.stdout.splitlines()
    assert lines[0].startswith("tcgsim.pokemon ") and "Game over" in lines[0], lines
    assert lines[1].startswith("tcgsim.zero ") and "Game over" in lines[1], lines
    assert lines[2] == "simulated 2"


def test_the_command_names_the_extra_it_needs() -> None:
    done = run_without_extras("""
        sys.argv = ["tcgsim", "play"]
        from tcgsim.__main__ import main

        main()
    """)
    assert done.returncode == 1
    assert done.stdout == ""
    assert done.stderr == (
        "tcgsim: the tcgsim command needs the 'cli' extra (typer is not installed): "
        "pip install 'tcgsim[cli]'\n"
    )


def test_serve_names_the_extra_it_needs() -> None:
    """With the command line but not the server installed, ``tcgsim serve`` says what to add."""
    done = run_without_extras("""
        sys.argv = ["tcgsim", "serve", "--port", "0"]
        from tcgsim.__main__ import main

        main()
    """, blocked=list(EXTRAS["serve"]))
    assert done.returncode == 1
    assert done.stderr == (
        "error: the browser app (tcgsim serve) needs the 'serve' extra (starlette is not "
        "installed): pip install 'tcgsim[serve]'\n"
    )


@pytest.mark.parametrize(("argv", "feature"), [
    (["simulate", "bench-abomasnow", "bench-abomasnow", "-n", "2", "--plot", "x.png"], "--plot"),
    (["simulate", "bench-abomasnow", "bench-abomasnow", "-n", "2", "--plots", "charts"],
     "--plots"),
    (["tournament", "--decks", "bench-abomasnow", "--mirrors", "-n", "1"],
     "the tournament's heat map"),
])
def test_charts_name_the_extra_before_any_game(argv: list[str], feature: str,
                                               tmp_path: Path) -> None:
    done = run_without_extras(f"""
        import os
        os.chdir({str(tmp_path)!r})
        sys.argv = ["tcgsim", *{argv!r}]
        from tcgsim.__main__ import main

        main()
    """, blocked=list(EXTRAS["plot"]))
    assert done.returncode == 1
    assert done.stderr == (
        f"error: {feature} needs the 'plot' extra (matplotlib is not installed): "
        "pip install 'tcgsim[plot]'\n"
    )
    assert list(tmp_path.iterdir()) == []  # nothing played, nothing written


def test_the_learning_environments_name_the_extra_they_need() -> None:
    """``tcgsim.rl`` is the only module that needs Gymnasium and PettingZoo (the 'rl' extra)."""
    done = run_without_extras("""
        try:
            import tcgsim.rl
        except ImportError as e:
            print(e)
    """, blocked=list(EXTRAS["rl"]))
    assert done.returncode == 0, done.stderr
    assert done.stdout == (
        "tcgsim.rl (the Gymnasium and PettingZoo environments) needs the 'rl' extra "
        "(gymnasium is not installed): pip install 'tcgsim[rl]'\n"
    )
