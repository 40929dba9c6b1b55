"""The card-text compiler: English card text -> effect definitions built from primitives.

Importing the package registers every pattern module. See :mod:`.core` for how
texts are split and matched.
"""

from tcgsim.pokemon.compiler import (  # noqa: F401  (registers their patterns)
    abilities,
    ability_locks,
    ability_sentences,
    coins,
    cost_abilities,
    damage,
    game_conditions,
    pokemon,
    tools_stadiums,
    trainers,
    zones,
)
from tcgsim.pokemon.compiler.core import (
    PATTERNS,
    Context,
    Piece,
    compile_ability,
    compile_attack,
    compile_text,
    compile_trainer,
    pattern,
    sentences,
)

__all__ = [
    "PATTERNS", "Context", "Piece", "compile_ability", "compile_attack", "compile_text",
    "compile_trainer", "pattern", "sentences",
]
