"""The card-text compiler: English card text -> effect definitions built from primitives.

The pattern modules (grouped by what a text does) mark their functions as patterns; which
are used, and in what order, is written down in :mod:`tcgsim.pokemon.install` (the hook
points ``registry.PATTERNS``, ``ABILITY_FORMS`` and ``TRAINER_FORMS``). See :mod:`.core`
for how texts are split and matched.
"""

from tcgsim.pokemon.compiler.core import (
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
    "Context", "Piece", "compile_ability", "compile_attack", "compile_text", "compile_trainer",
    "pattern", "sentences",
]
