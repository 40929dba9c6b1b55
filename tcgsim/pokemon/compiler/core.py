"""The card-text compiler's machinery: sentences, patterns, parts and guards.

A text is split into sentences; each sentence must match one registered pattern
in full (``re.fullmatch``), which turns it into *pieces*: an op plus the attack
step that runs it (``before`` = step 3, ``damage`` = step 4, ``effects`` = step 5).
If any sentence matches no pattern, the whole text is "not understood" and the
compiler returns None: the card is reported as not playable, never guessed.

Patterns live in the modules of this package, grouped by what the text does; each is a
function marked with :func:`pattern` (its regex and the kinds of text it reads). They are
tried in the order of the hook point ``registry.PATTERNS``, which
:mod:`tcgsim.pokemon.install` fills from its written list: the first that matches (and
understands the sentence) wins, so a more specific pattern comes before a general one
(``tests/pokemon/compiler/test_pattern_order.py`` lists every sentence of the card
database two patterns match, with the one that wins). A pattern's regex is compiled when a
sentence is first matched against it, not on import.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Iterable
from dataclasses import dataclass, replace
from functools import cached_property
from typing import Any, TypeVar

from tcgsim.pokemon.model.impl import AbilityImpl, AttackImpl, Op, TrainerImpl
from tcgsim.pokemon.registry import ABILITY_FORMS, PATTERNS, TRAINER_FORMS

PARTS = ("before", "damage", "effects")
KINDS = ("attack", "ability", "trainer")


class Regex:
    """A regex compiled the first time it is used: the compiler's regexes are many (and some
    long), and compiling them all would make importing the package slow for every program that
    never compiles a card text (``tcgsim --help``, a deck check)."""

    __slots__ = ("source", "flags", "_compiled")

    def __init__(self, source: str, flags: int = 0) -> None:
        self.source = source
        self.flags = flags
        self._compiled: re.Pattern[str] | None = None

    @property
    def compiled(self) -> re.Pattern[str]:
        if self._compiled is None:
            self._compiled = re.compile(self.source, self.flags)
        return self._compiled

    @property
    def pattern(self) -> str:
        return self.source

    def fullmatch(self, text: str) -> re.Match[str] | None:
        return self.compiled.fullmatch(text)

    def match(self, text: str) -> re.Match[str] | None:
        return self.compiled.match(text)

    def search(self, text: str) -> re.Match[str] | None:
        return self.compiled.search(text)

    def split(self, text: str) -> list[str]:
        return self.compiled.split(text)

    def __getattr__(self, name: str) -> Any:  # groupindex, groups, …: the compiled regex's
        return getattr(self.compiled, name)


@dataclass(frozen=True)
class Piece:
    """One op and where it runs. ``part`` None: wherever the next piece runs (a coin flip
    runs in the step of the first effect that reads it)."""

    op: Op
    part: str | None = "effects"

    def guarded(self, guard: str) -> Piece | None:
        if len(self.op) == 3:
            return None  # a condition inside a condition: not a recurring pattern
        return replace(self, op=(self.op[0], self.op[1], guard))


@dataclass(frozen=True)
class Context:
    """What the text belongs to: 'attack', 'ability' or 'trainer', and the card's name;
    ``prior``: the pieces of the sentences before this one (what "… in this way" refers to);
    ``ahead``: the sentences after it (a discard a later "for each card you discarded in this
    way" counts is done in that damage step)."""

    kind: str
    name: str = ""
    prior: tuple[Piece, ...] = ()
    ahead: tuple[str, ...] = ()


# fn(match, context) -> pieces, or None when this instance is not understood after all
PatternFn = Callable[[re.Match[str], Context], "list[Piece] | None"]


@dataclass(frozen=True)
class Pattern:
    """A sentence pattern: the regex a whole sentence must match (as printed), the function
    that turns the match into pieces, and the kinds of text it reads."""

    source: str
    fn: PatternFn
    kinds: tuple[str, ...]

    @cached_property
    def regex(self) -> re.Pattern[str]:
        return re.compile(self.source)


F = TypeVar("F", bound=Callable[..., Any])


def marked(regex: str, kinds: Iterable[str] = ()) -> Callable[[F], F]:
    """Mark a function as the one a regex stands for (``fn.pattern``: a :class:`Pattern`);
    a table of :mod:`tcgsim.pokemon.install` puts it in a hook point of the registry."""

    def mark(fn: F) -> F:
        fn.pattern = Pattern(regex, fn, tuple(kinds))  # type: ignore[attr-defined]
        return fn

    return mark


def pattern(regex: str, kinds: Iterable[str] = KINDS) -> Callable[[PatternFn], PatternFn]:
    """Mark a function as a sentence pattern (matched in full, case as printed); it is used
    once :mod:`tcgsim.pokemon.install` lists it in ``registry.PATTERNS``."""
    return marked(regex, kinds)


def pattern_of(fn: Callable[..., Any]) -> Pattern:
    """The :class:`Pattern` a function marked with :func:`marked` stands for."""
    found: Pattern = fn.pattern  # type: ignore[attr-defined]
    return found


# -- numbers and words as printed -------------------------------------------------------
WORD_NUMBERS = {"a": 1, "an": 1, "one": 1, "two": 2, "three": 3, "four": 4, "five": 5, "six": 6}


def number(word: str) -> int:
    """'2', 'a', 'an', 'two' -> int."""
    w = word.lower()
    return WORD_NUMBERS[w] if w in WORD_NUMBERS else int(w)


NUM = r"(\d+|an?|one|two|three|four|five|six)"


# -- sentences ----------------------------------------------------------------------------
_SPLIT = Regex(r"(?:(?<=[.!])|(?<=[.!]\)))\s+(?=[A-Z(])")


#: "(Pokémon ex, Pokémon V, etc. have Rule Boxes.)": the closing reminder of a text that speaks
#: of Rule Boxes. It only recalls what a Rule Box is (F.pokemon_with_rule_box says so), so it is
#: dropped before the sentences are read, wherever it is printed (older cards close with
#: "(Pokémon V, Pokémon-GX, etc. have Rule Boxes.)").
_RULE_BOX_REMINDER = Regex(r" ?\(Pokémon (?:ex|V), Pokémon[- ](?:V|GX), etc\. have Rule Boxes\.\)")


#: "(That Prize card remains face up for the rest of the game.)": what a Prize card turned face
#: up does anyway (effects.face_up_prizes keeps it face up), dropped like the Rule Box reminder
_FACE_UP_REMINDER = Regex(r" ?\(That Prize card remains face up for the rest of the game\.\)")


#: an Energy symbol printed before "Energy" ("[R] Energy"): the type's word, as the database
#: writes every other text
_SYMBOLS = {"G": "Grass", "R": "Fire", "W": "Water", "L": "Lightning", "P": "Psychic",
            "F": "Fighting", "D": "Darkness", "M": "Metal", "N": "Dragon", "C": "Colorless"}
_SYMBOL_ENERGY = Regex(r"\[([GRWLPFDMNC])\] Energy")


def sentences(text: str) -> list[str]:
    """Split card text into sentences; a parenthesised reminder stays with its sentence (the
    Rule Box and face-up Prize card reminders are dropped: see :data:`_RULE_BOX_REMINDER`)."""
    text = _RULE_BOX_REMINDER.sub("", " ".join(text.replace("’", "'").split()))
    text = _FACE_UP_REMINDER.sub("", text)
    if "[" in text:
        text = _SYMBOL_ENERGY.sub(lambda m: f"{_SYMBOLS[m[1]]} Energy", text)
    out: list[str] = []
    for part in _SPLIT.split(text):
        if out and (part.startswith("(") or out[-1].count("(") > out[-1].count(")")):
            out[-1] = f"{out[-1]} {part}"
        else:
            out.append(part)
    return out


def compile_sentence(sentence: str, ctx: Context) -> list[Piece] | None:
    return first_understood(PATTERNS, ctx.kind, sentence, ctx)


def first_understood(patterns: list[Pattern], kind: str, sentence: str, arg: Any) -> Any:
    """What the first of ``patterns`` for ``kind`` makes of ``sentence``: the first whose regex
    matches the whole sentence and whose function (given the match and ``arg``) understands
    it (returns something other than None); None when none does."""
    for pat in patterns:
        if kind not in pat.kinds:
            continue
        m = pat.regex.fullmatch(sentence)
        if m is not None:
            got = pat.fn(m, arg)
            if got is not None:
                return got
    return None


def compile_text(text: str, ctx: Context) -> list[Piece] | None:
    """All sentences of a text, in printed order; None if any is not understood."""
    out: list[Piece] = []
    parts = sentences(text)
    for i, s in enumerate(parts):
        pieces = compile_sentence(s, replace(ctx, prior=tuple(out), ahead=tuple(parts[i + 1:])))
        if pieces is None:
            return None
        out.extend(pieces)
    return out


def _place(pieces: list[Piece]) -> list[Piece]:
    """Give part-less pieces (coin flips) the part of the next piece that has one, or an
    earlier step where a later "If heads/tails, …" of the same flip runs ("Flip a coin. If
    heads, discard an Energy …. If tails, this attack does nothing.": the flip is done in
    step 4, where "does nothing" reads it)."""
    out = list(pieces)
    nxt = "effects"
    for i in range(len(out) - 1, -1, -1):
        if out[i].part is None:
            part = nxt
            for later in out[i + 1:]:
                if later.op[0] == "flip":
                    break
                if (len(later.op) == 3 and later.op[2].lstrip("!") in ("heads", "tails")
                        and later.part is not None and PARTS.index(later.part) < PARTS.index(part)):
                    part = later.part
            out[i] = replace(out[i], part=part)
        else:
            nxt = out[i].part  # type: ignore[assignment]
    return out


def split_parts(pieces: list[Piece]) -> dict[str, tuple[Op, ...]]:
    """Ops by attack step, printed order kept within each step (PTCG:I-A-01)."""
    placed = _place(pieces)
    return {part: tuple(p.op for p in placed if p.part == part) for part in PARTS}


# -- entry points ---------------------------------------------------------------------------
def compile_attack(name: str, text: str) -> AttackImpl | None:
    pieces = compile_text(text, Context("attack", name))
    if pieces is None:
        return None
    # "If …, this attack can be used for [F]" changes the cost, not a step (PTCG:II-E-32);
    # "you can't use this attack …" is a rule of its legality, read before it is declared
    cost = [p.op[1] for p in pieces if p.part == "cost"]
    checks = [p.op[1]["check"] for p in pieces if p.part == "requires"]
    steps = [p for p in pieces if p.part not in ("cost", "requires")]
    return AttackImpl(**split_parts(steps),
                      cost_only=(cost[0]["cond"], cost[0]["cost"]) if cost else None,
                      requires=_all_checks(checks))


def _all_checks(checks: list[Any]) -> Any:
    if not checks:
        return None
    return lambda g, p: all(check(g, p) for check in checks)


AbilityCompiler = Callable[[str, str], "AbilityImpl | None"]
TrainerCompiler = Callable[[Any], "TrainerImpl | None"]
# Whole-text compilers for abilities and Trainers (their shapes differ from attacks: "Once
# during your turn, you may …", costs, tools, stadiums): the hook points
# registry.ABILITY_FORMS and registry.TRAINER_FORMS, tried in order.


def compile_ability(name: str, text: str) -> AbilityImpl | None:
    for form in ABILITY_FORMS:
        impl = form(name, text)
        if impl is not None:
            return impl
    return None


def compile_trainer(card: Any) -> TrainerImpl | None:
    """A Trainer or special Energy card (a :class:`CardDef`) from its rule text."""
    for form in TRAINER_FORMS:
        impl = form(card)
        if impl is not None:
            return impl
    return None
