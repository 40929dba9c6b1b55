"""tcgsim: a rules-exact engine, player and laboratory for trading card games.

Games live in subpackages with one protocol: ``tcgsim.pokemon`` and ``tcgsim.zero`` each
expose ``new_game``, ``Game``, deck lists, card lookup and views, with decisions as data
(their ``__all__``). The shared machinery is in ``tcgsim.core``; agents, simulation, the
browser app and the command line are layers above the games (README, "Architecture").
"""

from __future__ import annotations

import tomllib
from importlib import metadata
from pathlib import Path

_PYPROJECT = Path(__file__).resolve().parents[1] / "pyproject.toml"


def _version() -> str:
    """The one version number, pyproject.toml's. A checkout (``PYTHONPATH``, tests) reads it
    from its own pyproject.toml: the installed metadata may belong to another copy of the
    project (an editable install of another working tree) or to none."""
    if _PYPROJECT.is_file():
        project = tomllib.loads(_PYPROJECT.read_text("utf-8")).get("project", {})
        if project.get("name") == "tcgsim":
            return str(project["version"])
    try:
        return metadata.version("tcgsim")
    except metadata.PackageNotFoundError:
        return "0+unknown"


__version__ = _version()
