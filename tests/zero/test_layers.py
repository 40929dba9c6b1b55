"""The layers inside tcgsim.zero, checked from the source (with the import reader of
tests/test_architecture.py): the model at the bottom, then the registry, the rules, the
effect vocabulary, the keywords, the card check and install.py, which fills the registry.
A module imports only from its own layer or those below (imports under ``if
TYPE_CHECKING:`` never run and are left out), and no tcgsim module is imported inside a
function: nothing needs to, since nothing below reaches up."""

from __future__ import annotations

from tests.test_architecture import imports, top

#: the first part of a module's name below tcgsim.zero -> its layer (the package itself is
#: "": it imports everything to offer the public names)
LAYERS: dict[str, int] = {
    "model": 0,
    "registry": 1,
    "text": 1,  # the log's words: the card database's names
    "rules": 2,
    "card_info": 2,
    "effects": 3,
    "views": 3,
    "board_html": 3,  # the notebook board (Game._repr_html_), drawn from a view
    "keywords": 4,
    "game": 4,
    "cards": 5,
    "scenario": 5,
    "install": 6,
    "": 7,
}


def _layer(module: str) -> int:
    parts = module.split(".")
    return LAYERS[parts[2] if len(parts) > 2 else ""]


def test_zero_imports_only_downward() -> None:
    bad = [f"  {i.where()}: {i.source} imports {i.target}" for i in imports()
           if not i.type_only and top(i.source) == "zero" and top(i.target) == "zero"
           and _layer(i.target) > _layer(i.source)]
    assert not bad, "imports against the layers of tcgsim.zero:\n" + "\n".join(bad)


def test_every_zero_module_has_a_layer() -> None:
    names = {i.source for i in imports() if top(i.source) == "zero"}
    missing = sorted(n for n in names if (n.split(".") + [""])[2] not in LAYERS)
    assert not missing, missing


def test_no_function_level_imports_in_zero() -> None:
    found = [f"  {i.where()}: {i.target}" for i in imports()
             if i.in_function and top(i.source) == "zero"]
    assert not found, "import these at module level:\n" + "\n".join(found)
