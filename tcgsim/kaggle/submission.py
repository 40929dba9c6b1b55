"""Loading a competition submission (``main.py``) as the competition does, and ``kaggle:`` specs.

``kaggle:path/to/main.py`` names the file's last callable, as the competition takes it;
``kaggle:path/to/main.py:name`` names another. The file runs with its folder on
``sys.path`` (so it can import its neighbours), once per process.
"""

from __future__ import annotations

import functools
import random
import sys
from collections.abc import Callable
from pathlib import Path
from typing import Any

from tcgsim.kaggle.agent import KaggleAgent

PREFIX = "kaggle:"


def is_kaggle(spec: str) -> bool:
    return spec.startswith(PREFIX)


def split(spec: str) -> tuple[str, str | None]:
    """``kaggle:dir/main.py[:name]`` -> (path, name or None)."""
    rest = spec[len(PREFIX):] if is_kaggle(spec) else spec
    path, _, name = rest.partition(".py:")
    if name:
        return path + ".py", name
    return rest, None


@functools.cache
def load(path: str, name: str | None = None) -> Callable[..., Any]:
    """The submission's agent function; ValueError saying what is wrong."""
    file = Path(path).expanduser().resolve()
    if not file.is_file():
        raise ValueError(f"kaggle agent file not found: {path}")
    env: dict[str, Any] = {"__name__": "submission", "__file__": str(file)}
    sys.path.append(str(file.parent))
    try:
        exec(compile(file.read_text(encoding="utf-8"), str(file), "exec"), env)
    except Exception as e:
        raise ValueError(f"kaggle agent {path} failed to load: {type(e).__name__}: {e}") from e
    finally:
        sys.path.remove(str(file.parent))
    if name is not None:
        fn = env.get(name)
        if not callable(fn):
            raise ValueError(f"kaggle agent {path} has no function {name!r}")
        return fn
    found = [v for v in env.values() if callable(v)]
    if not found:
        raise ValueError(f"kaggle agent {path} defines no function (the last one defined "
                         "is the agent, as in the competition)")
    return found[-1]


def make_kaggle_agent(spec: str, seed: int = 0) -> KaggleAgent:
    """A seat played by the submission ``spec`` names. Submissions draw from the ``random``
    module as they like: it is seeded with the agent's seed, so the same seed gives the same
    games."""
    path, name = split(spec)
    fn = load(path, name)
    random.seed(seed)
    return KaggleAgent(fn, name=f"kaggle agent {path}")


def submission_deck(spec: str) -> list[str]:
    """The deck a submission submits, as tcgsim card ids."""
    return make_kaggle_agent(spec).deck()
