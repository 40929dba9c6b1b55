"""The layers of tcgsim, checked from the source: every module's imports, read with ``ast``.

Layers import downward only::

    tcgsim (the root package: its version only)
      <- core
      <- the games: pokemon, zero (never each other)
      <- games.py (the both-games registry)
      <- agents
      <- sim, rl
      <- server
      <- cli (the tcgsim command; ``tcgsim serve`` starts the server)
      <- __main__ (``python -m tcgsim``, the console script's launcher)

Every import counts wherever it is written (module level, inside a function or a class,
under ``if TYPE_CHECKING:``): a function-level import is still a dependency, only a later
one. A new top-level module or package must be given its layer in ``LAYERS``.

Import cycles are checked inside each top-level package, on the modules that load each
other: imports under ``if TYPE_CHECKING:`` never run, so they are left out of that check
(they still count for the layers). A package's ``__init__``: importing ``a.b.c`` runs the
``__init__`` of ``a`` and ``a.b`` first, but that is not an edge of the graph, only the
module named is (``from a.b import c`` is an edge to the module ``a.b.c`` when it is one,
else to the package ``a.b``, for a name its ``__init__`` defines). So an ``__init__`` that
re-exports its submodules makes no cycle by itself; a module that imports a name from the
``__init__`` of its own package does, and should import it from the module that defines it.

``python tests/test_architecture.py`` prints the figures: function-level imports of tcgsim
modules per package and the cyclic components.
"""

from __future__ import annotations

import ast
import sys
import textwrap
from collections import Counter
from collections.abc import Iterator
from dataclasses import dataclass
from functools import cache
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
PACKAGE = ROOT / "tcgsim"

#: each top-level module or package of tcgsim and its layer: a module may import only from
#: its own layer's package or lower layers
LAYERS: dict[str, int] = {
    "tcgsim": 0,  # the root package holds the version only
    "core": 1,
    "pokemon": 2,
    "zero": 2,
    "games": 3,
    "kaggle": 3,  # the competition engine's view of a Pokémon game
    "agents": 4,
    "sim": 5,
    "rl": 5,  # the learning environments: games, agents and sim's seeds
    "server": 6,
    "cli": 7,
    "__main__": 8,
}
#: packages of the same layer that must not import each other
SIBLINGS = {frozenset({"pokemon", "zero"})}

#: A ratchet for import cycles a package is known to have (module names below the package):
#: they may shrink (a test says when a module leaves) but not grow. Empty: both games fill
#: their registries from install.py (``tcgsim/pokemon/install.py``, ``tcgsim/zero/install.py``)
#: instead of registering by import, so neither has a cycle left.
KNOWN_CYCLIC: dict[str, frozenset[str]] = {}


@dataclass(frozen=True)
class Import:
    """One import of a tcgsim module: who imports what, where, and whether it ever runs."""

    source: str  # the importing module
    target: str  # the module imported (or the package, for a name its __init__ defines)
    path: Path
    line: int
    in_function: bool
    type_only: bool  # under ``if TYPE_CHECKING:``

    def where(self) -> str:
        return f"{self.path.relative_to(ROOT)}:{self.line}"


def module_name(path: Path) -> str:
    parts = list(path.relative_to(ROOT).with_suffix("").parts)
    if parts[-1] == "__init__":
        parts.pop()
    return ".".join(parts)


@cache
def modules() -> dict[str, Path]:
    return {module_name(p): p for p in sorted(PACKAGE.rglob("*.py"))}


def _is_type_checking(node: ast.If) -> bool:
    t = node.test
    return (isinstance(t, ast.Name) and t.id == "TYPE_CHECKING") or (
        isinstance(t, ast.Attribute) and t.attr == "TYPE_CHECKING"
    )


def _walk(nodes: list[ast.stmt] | list[ast.AST], in_function: bool = False,
          type_only: bool = False) -> Iterator[tuple[ast.Import | ast.ImportFrom, bool, bool]]:
    """Every import statement in ``nodes`` and below, with whether it is inside a function and
    whether it is under ``if TYPE_CHECKING:``."""
    for node in nodes:
        if isinstance(node, ast.Import | ast.ImportFrom):
            yield node, in_function, type_only
        elif isinstance(node, ast.FunctionDef | ast.AsyncFunctionDef):
            yield from _walk(node.body, True, type_only)
        elif isinstance(node, ast.If) and _is_type_checking(node):
            yield from _walk(node.body, in_function, True)
            yield from _walk(node.orelse, in_function, type_only)
        else:
            yield from _walk(list(ast.iter_child_nodes(node)), in_function, type_only)


def _targets(name: str, node: ast.Import | ast.ImportFrom, is_package: bool) -> list[str]:
    """The modules one import statement names, most specific first (see the module doc)."""
    known = modules()
    if isinstance(node, ast.Import):
        return [a.name for a in node.names]
    if node.level:
        base = name.split(".") if is_package else name.split(".")[:-1]
        base = base[: len(base) - (node.level - 1)]
        prefix = ".".join(base + ([node.module] if node.module else []))
    else:
        prefix = node.module or ""
    return [f"{prefix}.{a.name}" if f"{prefix}.{a.name}" in known else prefix
            for a in node.names]


@cache
def imports() -> tuple[Import, ...]:
    """Every import of a tcgsim module in tcgsim, in file and line order."""
    known = modules()
    out: list[Import] = []
    for name, path in known.items():
        tree = ast.parse(path.read_text(encoding="utf-8"), str(path))
        for node, in_function, type_only in _walk(tree.body):
            for target in dict.fromkeys(_targets(name, node, path.name == "__init__.py")):
                while target not in known and "." in target:  # an attribute of a module
                    target = target.rsplit(".", 1)[0]
                if target in known:
                    out.append(Import(name, target, path, node.lineno, in_function, type_only))
    return tuple(sorted(out, key=lambda i: (str(i.path), i.line, i.target)))


def top(module: str) -> str:
    """The top-level package or module of tcgsim a module belongs to ("tcgsim" for the root)."""
    parts = module.split(".")
    return parts[1] if len(parts) > 1 else parts[0]


def cyclic_components(package: str) -> list[frozenset[str]]:
    """The cycles of run-time imports between the modules of ``package``."""
    edges: dict[str, set[str]] = {m: set() for m in modules() if top(m) == package}
    for i in imports():
        if not i.type_only and top(i.source) == package and top(i.target) == package:
            edges[i.source].add(i.target)
    return strongly_connected(edges)


def strongly_connected(edges: dict[str, set[str]]) -> list[frozenset[str]]:
    """The strongly connected components of a graph that are cycles: more than one node, or
    a node with an edge to itself (Tarjan's algorithm, iterative: the games' graphs are
    deep)."""
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    stack: list[str] = []
    on_stack: set[str] = set()
    found: list[frozenset[str]] = []

    def visit(v: str) -> Iterator[str]:
        index[v] = low[v] = len(index)
        stack.append(v)
        on_stack.add(v)
        return iter(sorted(edges.get(v, ())))

    for root in sorted(edges):
        if root in index:
            continue
        work = [(root, visit(root))]
        while work:
            v, it = work[-1]
            w = next(it, None)
            if w is not None:
                if w not in index:
                    work.append((w, visit(w)))
                elif w in on_stack:
                    low[v] = min(low[v], index[w])
                continue
            work.pop()
            if work:
                low[work[-1][0]] = min(low[work[-1][0]], low[v])
            if low[v] == index[v]:
                comp = set()
                while True:
                    w = stack.pop()
                    on_stack.discard(w)
                    comp.add(w)
                    if w == v:
                        break
                if len(comp) > 1 or v in edges.get(v, ()):
                    found.append(frozenset(comp))
    return found


def _cycle_imports(component: frozenset[str], involving: frozenset[str] | None = None) -> str:
    """The imports that hold a cyclic component together (those from or to ``involving``
    only, when given), one "file:line: a -> b" a line."""
    near = component if involving is None else involving
    return "\n".join(
        f"  {i.where()}: {i.source} -> {i.target}" for i in imports()
        if not i.type_only and i.source in component and i.target in component
        and (i.source in near or i.target in near)
    )


# -- the checks --------------------------------------------------------------------------------
def test_every_top_level_module_has_a_layer() -> None:
    missing = sorted({top(m) for m in modules()} - LAYERS.keys())
    assert not missing, (
        f"give these top-level modules of tcgsim a layer in LAYERS ({__file__}): {missing}"
    )


def test_layers_import_downward_only() -> None:
    bad = []
    for i in imports():
        a, b = top(i.source), top(i.target)
        if LAYERS[b] > LAYERS[a]:
            bad.append(f"  {i.where()}: {i.source} imports {i.target} "
                       f"(upward: {a} is below {b})")
        elif a != b and frozenset({a, b}) in SIBLINGS:
            bad.append(f"  {i.where()}: {i.source} imports {i.target} (the games never "
                       "import each other; shared code goes to tcgsim.core)")
    assert not bad, "imports against the layers:\n" + "\n".join(bad)


@pytest.mark.parametrize("package", sorted(set(LAYERS) - {"tcgsim", "games", "__main__"}))
def test_no_import_cycles_inside_a_package(package: str) -> None:
    known = KNOWN_CYCLIC.get(package)
    if known is None:
        comps = cyclic_components(package)
        assert not comps, f"import cycles inside tcgsim.{package}:\n" + "\n".join(
            f"- {len(c)} modules {sorted(c)}, held by:\n{_cycle_imports(c)}"
            for c in comps
        )
        return
    grown = [c for c in cyclic_components(package) if not c <= known]
    assert not grown, (
        f"the import cycles of tcgsim.{package} must not grow (KNOWN_CYCLIC is a ratchet "
        "until the registries land):\n" + "\n".join(
            f"- new in a cycle: {sorted(c - known)}, by:\n{_cycle_imports(c, c - known)}"
            for c in grown
        )
    )


def test_the_ratchet_lists_only_modules_still_in_a_cycle() -> None:
    """A module that left its game's cycle is taken off the list, so it cannot slip back."""
    for package, known in KNOWN_CYCLIC.items():
        cyclic = frozenset().union(*cyclic_components(package))
        assert known <= cyclic, (
            f"no longer in a cycle of tcgsim.{package}; remove from KNOWN_CYCLIC: "
            f"{sorted(known - cyclic)}"
        )


# -- the checker itself -------------------------------------------------------------------------
def test_imports_are_read_wherever_they_are_written() -> None:
    tree = ast.parse(textwrap.dedent("""
        import tcgsim.core
        if TYPE_CHECKING:
            from tcgsim.games import GameKind
        else:
            import tcgsim.agents
        def f():
            from . import text
        class C:
            def g(self):
                if TYPE_CHECKING:
                    import tcgsim.sim
    """))
    found = [(ast.unparse(n), in_function, type_only) for n, in_function, type_only in _walk(tree.body)]
    assert found == [
        ("import tcgsim.core", False, False),
        ("from tcgsim.games import GameKind", False, True),
        ("import tcgsim.agents", False, False),
        ("from . import text", True, False),
        ("import tcgsim.sim", True, True),
    ]
    assert ("tcgsim.agents.registry", "tcgsim.agents.zero.heuristic") in {
        (i.source, i.target) for i in imports() if i.in_function
    }


def test_imports_name_the_module_or_the_package() -> None:
    def targets(module: str, code: str, is_package: bool = False) -> list[str]:
        node = ast.parse(code).body[0]
        assert isinstance(node, ast.Import | ast.ImportFrom)
        return _targets(module, node, is_package)

    assert targets("tcgsim.zero.text.en", "from ..carddb import card") == ["tcgsim.zero.carddb"]
    assert targets("tcgsim.zero.text", "from . import en, zh", is_package=True) == [
        "tcgsim.zero.text.en", "tcgsim.zero.text.zh"]
    # a name the package's __init__ defines is an import of the package itself
    assert targets("tcgsim.cli.play", "from tcgsim.cli import app") == ["tcgsim.cli"]


def test_cycles_are_found() -> None:
    graph = {"a": {"b"}, "b": {"c"}, "c": {"a"}, "d": {"d"}, "e": {"a"}, "f": set()}
    assert sorted(map(sorted, strongly_connected(graph))) == [["a", "b", "c"], ["d"]]


def report() -> str:
    """The figures: function-level imports of tcgsim modules by package, cyclic components."""
    fn = Counter(top(i.source) for i in imports() if i.in_function)
    lines = ["function-level imports of tcgsim modules, by package: "
             + ", ".join(f"{p} {n}" for p, n in sorted(fn.items()))
             + f" (total {sum(fn.values())})"]
    for package in sorted(set(LAYERS) - {"tcgsim", "games", "__main__"}):
        comps = cyclic_components(package)
        sizes = ", ".join(str(len(c)) for c in sorted(comps, key=len, reverse=True)) or "none"
        lines.append(f"cyclic components in {package}: {sizes}")
    return "\n".join(lines)


if __name__ == "__main__":
    sys.stdout.write(report() + "\n")
