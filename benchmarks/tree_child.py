"""Running a benchmark's child script under one checkout of tcgsim: the side-by-side
benchmarks time each tree in a fresh process of its own (``python -c`` in the tree, so its
``tcgsim`` is the one imported), and the child prints its figures as JSON on its last line."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path
from typing import Any


def run_in_tree(tree: Path, code: str, *args: object, what: str = "") -> dict[str, Any]:
    """Run ``code`` with ``args`` in ``tree`` and return the JSON of its last line; a child
    that fails stops the benchmark with its error."""
    # the tree first, then whatever the caller's path already holds (its dependencies)
    env = {**os.environ, "PYTHONPATH": os.pathsep.join(
        p for p in (str(tree), os.environ.get("PYTHONPATH", "")) if p)}
    out = subprocess.run([sys.executable, "-c", code, *map(str, args)], env=env,
                         capture_output=True, text=True, cwd=tree, check=False)
    if out.returncode:
        raise SystemExit(f"{tree}{what} failed:\n{out.stderr[-2000:]}")
    result: dict[str, Any] = json.loads(out.stdout.strip().splitlines()[-1])
    return result
