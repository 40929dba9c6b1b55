"""One implementation per printed text: hand-written texts the compiler also reads.

A card text is implemented by hand (:mod:`tcgsim.pokemon.cards`) or compiled from its English
text (:mod:`tcgsim.pokemon.compiler`); the lookups prefer the hand-written one. So a text with
both runs the hand-written one and the compiled one, built on the shared primitives, is never
exercised: a ruling fixed in a primitive would silently miss that card. Such a text is either
left to the compiler, or registered with ``override="why"`` (the compiler can't express it).
:func:`check_overrides` runs when the cards are imported and refuses an unexplained one;
``scripts/duplicate_texts.py`` prints the list.
"""

from __future__ import annotations

from dataclasses import dataclass

from tcgsim.pokemon.compiler import compile_ability, compile_attack, compile_trainer
from tcgsim.pokemon.model.carddb import cards
from tcgsim.pokemon.model.impl import OVERRIDES, REGISTRY, Registry


@dataclass(frozen=True)
class Duplicate:
    """A hand-written text the compiler also compiles; ``override``: the reason given ("")."""

    kind: str  # "trainer", "attack" or "ability"
    key: str  # as in the registry: a Trainer's name key, or "<name>\\n<text>"
    override: str

    @property
    def name(self) -> str:
        return self.key.split("\n", 1)[0]


def compiles(kind: str, key: str) -> bool:
    """Whether the compiler makes an implementation of this text (compiled afresh: the lookup
    tables never compile a text that has a hand-written implementation)."""
    if kind == "trainer":
        printings = cards().by_name(key)
        return bool(printings) and compile_trainer(printings[-1]) is not None
    name, text = key.split("\n", 1)
    compile_one = compile_attack if kind == "attack" else compile_ability
    return compile_one(name, text) is not None


def compiled_too(registry: Registry = REGISTRY,
                 overrides: dict[tuple[str, str], str] = OVERRIDES) -> list[Duplicate]:
    """Every hand-written text of ``registry`` that the compiler also compiles."""
    return [Duplicate(kind, key, overrides.get((kind, key), ""))
            for kind in ("trainer", "attack", "ability")
            for key in registry.table(kind)
            if compiles(kind, key)]


def check_overrides(registry: Registry = REGISTRY,
                    overrides: dict[tuple[str, str], str] = OVERRIDES) -> None:
    """Refuse a hand-written text the compiler also compiles unless it says why (override=)."""
    unexplained = [d for d in compiled_too(registry, overrides) if not d.override]
    if unexplained:
        names = ", ".join(f"{d.kind} {d.name!r}" for d in unexplained)
        raise ValueError(f"the compiler also compiles {names}: delete the hand-written "
                         "implementation, or register it with override='<why>'")
