"""The layers inside tcgsim.pokemon, checked from the source (with the import reader of
tests/test_architecture.py): the model at the bottom, then the registry, the rules (with the
game object and the views), the effect primitives, the card-text compiler, the hand-written
cards and the checks over them, and install.py, which fills the registry. A module imports
only from its own layer or those below (imports under ``if TYPE_CHECKING:`` never run and are
left out), and no tcgsim module is imported inside a function: nothing needs to, since nothing
below reaches up (a lower layer asks the registry for what a higher one provides)."""

from __future__ import annotations

from tests.test_architecture import imports, top

#: the first part of a module's name below tcgsim.pokemon -> its layer (the package itself is
#: "": it imports everything to offer the public names)
LAYERS: dict[str, int] = {
    "model": 0,  # state types, card database, decks, durations, card implementations as data
    "registry": 1,  # the hook points
    "text": 1,  # the log's words
    "rules": 2,  # setup, turn, attack, damage, checkup, knock out, continuous, triggers, …
    "game": 2,  # the Game object: state plus the mechanics every rule shares
    "views": 2,  # what each player may see
    "board_html": 2,  # the notebook board (Game._repr_html_), drawn from a view
    "card_info": 2,  # card details for the browser (the server looks for <package>.card_info)
    "effects": 3,  # the ops card scripts are made of, the script runner, filters, conditions
    "compiler": 4,  # English card text -> scripts
    "cards": 5,  # hand-written texts
    "playable": 5,  # which cards the engine plays
    "overrides": 5,  # hand-written texts the compiler reads too
    "scenario": 5,  # boards built directly, for tests
    "install": 6,  # fills the registry
    "": 7,
}


def _layer(module: str) -> int:
    parts = module.split(".")
    return LAYERS[parts[2] if len(parts) > 2 else ""]


def test_pokemon_imports_only_downward() -> None:
    bad = [f"  {i.where()}: {i.source} imports {i.target}" for i in imports()
           if not i.type_only and top(i.source) == "pokemon" and top(i.target) == "pokemon"
           and _layer(i.target) > _layer(i.source)]
    assert not bad, "imports against the layers of tcgsim.pokemon:\n" + "\n".join(bad)


def test_every_pokemon_module_has_a_layer() -> None:
    names = {i.source for i in imports() if top(i.source) == "pokemon"}
    missing = sorted(n for n in names if (n.split(".") + [""])[2] not in LAYERS)
    assert not missing, missing


def test_no_function_level_imports_in_pokemon() -> None:
    found = [f"  {i.where()}: {i.target}" for i in imports()
             if i.in_function and top(i.source) == "pokemon"]
    assert not found, "import these at module level:\n" + "\n".join(found)
