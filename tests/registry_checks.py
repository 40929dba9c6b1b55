"""Checks both games' registry tests share: a game's registry is filled by its install.py
alone, so nothing may write into a hook point when a module is imported."""

from __future__ import annotations

import ast
from collections.abc import Iterable
from pathlib import Path


def module_level_hook_uses(package: Path, hooks: Iterable[str]) -> list[str]:
    """``file:line`` of each module-level call on, or subscript of, a hook point named in
    ``hooks`` in the package's modules (its registry.py and install.py aside)."""
    names = set(hooks)
    bad = []
    for path in sorted(package.rglob("*.py")):
        if path.name in ("install.py", "registry.py"):
            continue
        for node in ast.parse(path.read_text(encoding="utf-8")).body:
            if isinstance(node, ast.FunctionDef | ast.ClassDef):
                continue
            for sub in ast.walk(node):
                target = sub.func.value if isinstance(sub, ast.Call) and \
                    isinstance(sub.func, ast.Attribute) else \
                    sub.value if isinstance(sub, ast.Subscript) else None
                name = target.attr if isinstance(target, ast.Attribute) else \
                    target.id if isinstance(target, ast.Name) else None
                if name in names:
                    bad.append(f"{path.relative_to(package)}:{sub.lineno}")
    return bad
