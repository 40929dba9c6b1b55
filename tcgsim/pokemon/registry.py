"""Every hook point of the Pokémon engine, declared in one place.

The rules look things up here instead of importing the modules that extend them: a frame's
handler by its op name, a card script's ops by their names, each op's "could it change
anything" check, the card-text compiler's patterns. Each hook point is an empty dict or
list below, with what goes in it; nothing here imports the rules, so the rules stay below
the effects, the compiler and the cards that register into them (no import cycle).
:mod:`tcgsim.pokemon.install` fills every hook point, from the tables it writes down, when
the package is imported; nothing depends on the order modules are imported in.

Lists are tried in order (their order is part of the rules: the first compiler pattern that
reads a sentence wins); dicts are looked up by name. ``describe()`` prints the registry:
every hook point with its entries, in order (``tests/pokemon/test_registry.py`` holds it to
the table it expects; ``python -m tests.pokemon.test_registry`` prints it).

Two hook points are declared where the model needs them, below this module, and listed
here: ``model.impl.COMPILERS`` (the compiler's entry points, asked by the card lookups) and
the hand-written card implementations (``model.impl.REGISTRY``, filled by ``cards/``).
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any, TypeVar

from tcgsim.pokemon.model import impl

if TYPE_CHECKING:
    from tcgsim.pokemon.compiler.core import AbilityCompiler, Pattern, TrainerCompiler
    from tcgsim.pokemon.game import Game
    from tcgsim.pokemon.model.state import Slot

H = TypeVar("H", list[Any], dict[str, Any])


@dataclass(frozen=True)
class HookPoint:
    """One hook point: its name, the container the engine reads, what goes in it;
    ``by_cards``: filled by the card modules as they load (describe() names it only)."""

    name: str
    hooks: list[Any] | dict[Any, Any]
    doc: str
    by_cards: bool = False


POINTS: list[HookPoint] = []


def _point(name: str, hooks: H, doc: str, by_cards: bool = False) -> H:
    POINTS.append(HookPoint(name, hooks, " ".join(doc.split()), by_cards))
    return hooks


# -- the work stack ---------------------------------------------------------------------------
Handler = Callable[["Game", Any], None]  # its frame: a Frame (ScriptFrame, AttackFrame, …)
HANDLERS: dict[str, Handler] = _point("HANDLERS", {}, """
    frame op -> fn(g, frame): advances a frame of the work stack by one step (pushes frames,
    pops itself, or asks a decision and returns); ``Game.run`` calls it.""")

# -- card scripts -----------------------------------------------------------------------------
OpFn = Callable[..., bool]
OPS: dict[str, OpFn] = _point("OPS", {}, """
    op name -> fn(g, script frame, **args) -> done: one step of a card script (``(name,
    {args})`` or ``(name, {args}, guard)``); False when it asked a decision (it runs again
    with the answer). The ``script`` frame (``effects.script``) runs them.""")

Precheck = Callable[["Game", int, "Slot | None", dict[str, Any]], bool]
WOULD_CHANGE: dict[str, Precheck] = _point("WOULD_CHANGE", {}, """
    op name -> fn(g, player, slot, op args) -> whether doing that op now could change
    something (PTCG:II-D-02, I-A-02): a Trainer whose every part could change nothing cannot
    be played, an Ability cannot be declared (``rules.would_change``).""")

# -- card texts: the compiler and the hand-written implementations ----------------------------
_point("COMPILERS", impl.COMPILERS, """
    "attack" / "ability" / "trainer" -> the compiler's entry point for that kind of text,
    asked by the card lookups (``model.impl``) for a text no card module implements
    (declared in ``model.impl``).""")

PATTERNS: list[Pattern] = _point("PATTERNS", [], """
    the compiler's sentence patterns, tried in this order: the first whose regex matches a
    whole sentence (and that understands it) makes its pieces (``compiler.core``).""")

ABILITY_FORMS: list[AbilityCompiler] = _point("ABILITY_FORMS", [], """
    fn(name, text) -> AbilityImpl or None: the shapes of Ability texts, tried in order.""")

TRAINER_FORMS: list[TrainerCompiler] = _point("TRAINER_FORMS", [], """
    fn(card) -> TrainerImpl or None: the shapes of Trainer and Special Energy texts, tried in
    order.""")

PASSIVES: list[Pattern] = _point("PASSIVES", [], """
    the sentences of passive Abilities ("This Pokémon takes 30 less damage …"): fn(match) ->
    Passives or None, tried in order (``compiler.abilities``).""")

PLAY_CONDITIONS: list[Pattern] = _point("PLAY_CONDITIONS", [], """
    conditions of play and of "If …," in Trainer texts (what follows "only if"): fn(match) ->
    check(g, player), tried in order (``compiler.trainers``).""")

ATTACHED_SENTENCES: list[Pattern] = _point("ATTACHED_SENTENCES", [], """
    the sentences of Pokémon Tools, Stadiums and Special Energy, for the kinds of card that
    print them: fn(match, card) -> TrainerImpl fields or None, tried in order
    (``compiler.tools_stadiums``).""")

_point("TRAINERS", impl.REGISTRY.trainers, """
    name key -> TrainerImpl: hand-written Trainers and Special Energy (``cards/``).""",
       by_cards=True)
_point("ATTACKS", impl.REGISTRY.attacks, """
    "name\\ntext" -> AttackImpl: hand-written attack texts (``cards/``).""", by_cards=True)
_point("ABILITIES", impl.REGISTRY.abilities, """
    "name\\ntext" -> AbilityImpl: hand-written Ability texts (``cards/``).""", by_cards=True)


def _name(fn: Any) -> str:
    """A hook as the registry prints it: its module (below ``tcgsim.pokemon``) and name."""
    fn = getattr(fn, "fn", fn)  # a compiler Pattern: its function
    module = fn.__module__.removeprefix("tcgsim.pokemon.")
    return f"{module}.{fn.__qualname__}"


def describe() -> str:
    """The whole registry, one hook point after the other: its name, then each entry (``key:
    function`` for dicts) in order."""
    lines: list[str] = []
    for point in POINTS:
        hooks = point.hooks
        if point.by_cards:
            lines.append(f"{point.name} (the card modules of install.CARD_MODULES)")
            continue
        lines.append(point.name)
        if isinstance(hooks, dict):
            lines.extend(f"  {key}: {_name(value)}" for key, value in hooks.items())
        else:
            lines.extend(f"  {_name(fn)}" for fn in hooks)
    return "\n".join(lines) + "\n"
