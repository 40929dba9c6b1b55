"""The optional parts of tcgsim and what they need installed.

The engine (``tcgsim.pokemon``, ``tcgsim.zero``), the agents and the simulation run on the
core dependencies alone; the command line, the browser app, plots, Ray and PostgreSQL are
extras of the package (``pip install 'tcgsim[cli]'``, see pyproject.toml). A feature whose
extra is missing says so in one line instead of failing on an import deep inside.
"""

from __future__ import annotations

import importlib.util

#: each extra and the top-level modules it installs (as pyproject.toml lists them)
EXTRAS: dict[str, tuple[str, ...]] = {
    "cli": ("typer", "rich", "tqdm"),
    "serve": ("starlette", "uvicorn", "websockets", "sqlalchemy", "alembic", "platformdirs"),
    "plot": ("matplotlib",),
    "ray": ("ray",),
    "postgres": ("psycopg",),
    "rl": ("gymnasium", "pettingzoo"),
}


class MissingExtra(ImportError):
    """A feature whose optional dependencies are not installed; the message names the extra."""

    def __init__(self, feature: str, extra: str, module: str) -> None:
        super().__init__(
            f"{feature} needs the '{extra}' extra ({module} is not installed): "
            f"pip install 'tcgsim[{extra}]'",
            name=module,
        )
        self.extra = extra


def installed(module: str) -> bool:
    """Whether ``module`` can be imported (without importing it)."""
    try:
        return importlib.util.find_spec(module) is not None
    except ImportError:  # a finder that refuses the name: as good as absent
        return False


def require(extra: str, feature: str) -> None:
    """Raise :class:`MissingExtra` for ``feature`` unless everything ``extra`` installs is here."""
    for module in EXTRAS[extra]:
        if not installed(module):
            raise MissingExtra(feature, extra, module)
