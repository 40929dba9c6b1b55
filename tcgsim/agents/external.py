"""Agents users bring: ``package.module:name`` or a Python file ``path/to/agent.py[:name]``.

Anywhere an agent is named (``simulate``, ``tournament``, ``arena``, local workers, Ray), such a
spec works like a built-in name: it travels to the workers as its text and each worker imports
it there (a file path must therefore be readable where the workers run).

What ``name`` may be (a file's default name is ``agent``):

* a class: one instance per game, made with ``seed=`` when its constructor takes a ``seed``
  parameter (so its randomness is reproducible), else with no arguments;
* a function of two parameters ``(view, decision) -> list[int]``: the agent's ``act``;
* any other callable taking ``seed``: a factory that returns an agent (an object with ``act``).

Settings follow as ``key=value`` parts (``mybots:Greedy:depth=3:name=x``) and reach the class or
factory as keyword arguments; values are Python literals when they read as one (``3``,
``0.5``, ``True``), else strings.

Every failure says what was expected: the file or module that is missing, the name not in it
(with the names that are), an object that is not an agent.
"""

from __future__ import annotations

import ast
import functools
import hashlib
import importlib
import importlib.util
import inspect
import re
import sys
from collections.abc import Callable
from pathlib import Path
from typing import Any

from tcgsim.agents.base import Agent
from tcgsim.core.decision import Decision

#: The name looked up in a file when its spec names none.
DEFAULT_NAME = "agent"
_MODULE_SPEC = re.compile(r"[A-Za-z_][\w.]*:[A-Za-z_]\w*(:.*)?")


def is_external(spec: str) -> bool:
    """Whether ``spec`` names a user's agent (a file, or ``module:name``), not a built-in."""
    head = spec.split(":", 1)[0]
    return head.endswith(".py") or "/" in head or "\\" in head or bool(_MODULE_SPEC.fullmatch(spec))


class FunctionAgent:
    """A plain ``act(view, decision)`` function as an agent."""

    needs_view = True

    def __init__(self, act: Callable[[dict[str, Any], Decision], list[int]]) -> None:
        self._act = act

    def act(self, view: dict[str, Any], decision: Decision) -> list[int]:
        return list(self._act(view, decision))


def split_spec(spec: str) -> tuple[str, str, dict[str, Any]]:
    """``"pkg.mod:Name:k=v"`` -> (``"pkg.mod"``, ``"Name"``, {k: v}); a file spec likewise,
    its name ``agent`` when none is given."""
    parts = spec.split(":")
    target = parts[0]
    rest = parts[1:]
    name = DEFAULT_NAME
    if rest and "=" not in rest[0]:
        name, rest = rest[0], rest[1:]
    elif not target.endswith(".py"):
        raise ValueError(f"agent {spec!r}: expected module:name (e.g. mybots:GreedyAgent)")
    settings: dict[str, Any] = {}
    for part in rest:
        key, eq, value = part.partition("=")
        if not eq or not key.isidentifier():
            raise ValueError(f"bad setting {part!r} in agent {spec!r}: expected key=value")
        settings[key] = _literal(value)
    return target, name, settings


def _literal(text: str) -> Any:
    try:
        return ast.literal_eval(text)
    except (ValueError, SyntaxError):
        return text


@functools.cache
def _module(target: str) -> Any:
    """The module a spec names: a file (loaded once per process) or an importable module."""
    if target.endswith(".py") or "/" in target or "\\" in target:
        path = Path(target).expanduser().resolve()
        if not path.is_file():
            raise ValueError(f"agent file not found: {target}")
        # one module per file, under a name of its own, so two files named agent.py can meet
        key = "tcgsim_agent_" + hashlib.blake2b(str(path).encode(), digest_size=6).hexdigest()
        spec = importlib.util.spec_from_file_location(key, path)
        if spec is None or spec.loader is None:
            raise ValueError(f"agent file {target} is not a Python file")
        module = importlib.util.module_from_spec(spec)
        sys.modules[key] = module
        try:
            spec.loader.exec_module(module)
        except Exception as e:
            del sys.modules[key]
            raise ValueError(f"agent file {target} failed to load: {type(e).__name__}: {e}") from e
        return module
    try:
        return importlib.import_module(target)
    except ImportError as e:
        raise ValueError(f"agent module {target!r} could not be imported: {e}") from e


def factory(spec: str) -> Callable[[int], Agent]:
    """A function ``seed -> agent`` for ``spec``; ValueError naming what is wrong."""
    target, name, settings = split_spec(spec)
    module = _module(target)
    obj = getattr(module, name, None)
    if obj is None:
        names = sorted(n for n, v in vars(module).items() if callable(v) and not n.startswith("_"))
        raise ValueError(f"agent {spec!r}: {target} has no {name!r} (it has: {', '.join(names) or 'nothing callable'})")
    if hasattr(obj, "act") and not inspect.isclass(obj):
        return lambda seed: obj  # an agent object already made: shared by the games of a process
    if not callable(obj):
        raise ValueError(f"agent {spec!r}: {name} is neither a class nor a function")
    params = _parameters(obj)
    if not inspect.isclass(obj) and len(params) == 2 and not settings:
        return lambda seed: FunctionAgent(obj)

    def make(seed: int) -> Agent:
        kwargs = {"seed": seed, **settings} if "seed" in params or _takes_kwargs(obj) else settings
        agent = obj(**kwargs)
        if not callable(getattr(agent, "act", None)):
            raise ValueError(f"agent {spec!r}: {name}(...) gave {type(agent).__name__}, which has no act(view, decision)")
        return agent  # type: ignore[no-any-return]

    return make


def _parameters(obj: Any) -> list[str]:
    try:
        sig = inspect.signature(obj)
    except (TypeError, ValueError):
        return []
    return [p.name for p in sig.parameters.values()
            if p.kind not in (p.VAR_POSITIONAL, p.VAR_KEYWORD)]


def _takes_kwargs(obj: Any) -> bool:
    try:
        return any(p.kind is p.VAR_KEYWORD for p in inspect.signature(obj).parameters.values())
    except (TypeError, ValueError):
        return False


def make_external(spec: str, seed: int = 0) -> Agent:
    """A fresh agent of the user's ``spec`` for one game, seeded with ``seed``."""
    return factory(spec)(seed)
