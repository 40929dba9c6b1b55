"""One implementation per printed text: a hand-written card text the compiler also reads
must say why it replaces the compiled one (``override=``), and every such reason is listed
here, so a new one is seen and a pointless one (the compiler no longer reads it) is dropped."""

from __future__ import annotations

import pytest

import tcgsim.pokemon  # noqa: F401  (registers every card implementation)
from tcgsim.pokemon.model.impl import OVERRIDES, REGISTRY, AttackImpl, Registry, attack_key
from tcgsim.pokemon.overrides import check_overrides, compiled_too, compiles

#: (kind, name) -> the reason each kept hand-written implementation gives
EXPECTED: dict[tuple[str, str], str] = {
    ("trainer", "artazon"): "the golden games' digests hold this search's label; the compiled "
                            "text plays the same (test_rule_box_reminder.py)",
    ("trainer", "lillie's determination"): "the golden games' digests hold its one draw "
                                           "event; the compiled text (the difference drawn "
                                           "after the first draw, Lacey's pattern) ends in the "
                                           "same state",
    ("ability", "Mortal Shuriken"): "the golden games' digests hold this discard's prompt; the "
                                    "compiled text (the discard as the Ability's cost, "
                                    "PTCG:II-E-30) plays the same with its own label",
    ("trainer", "mirage gate"): "the golden games' digests hold its attach prompts; the compiled "
                                "text (search_attach, attach_chosen) also lets \"whenever Energy "
                                "is attached\" effects happen",
}


def test_every_override_is_listed_with_its_reason():
    """The overrides in the code are exactly those listed above, each with a reason."""
    got = {(kind, key.split("\n", 1)[0]): why for (kind, key), why in OVERRIDES.items()}
    assert got == EXPECTED
    assert all(why.strip() for why in got.values())


def test_an_override_replaces_a_text_the_compiler_reads():
    """An override whose text no longer compiles is pointless: drop its reason."""
    pointless = [(kind, key) for kind, key in OVERRIDES if not compiles(kind, key)]
    assert pointless == [], "these texts no longer compile: remove their override="


def test_no_hand_written_text_the_compiler_reads_without_a_reason():
    """The registry as imported passes the import-time check: every text compiled too has
    an override reason."""
    assert [d for d in compiled_too() if not d.override] == []


def test_an_unexplained_duplicate_is_refused():
    """A hand-written "Draw a card." (the compiler reads it) without override= is refused;
    with a reason it is accepted and reported as a duplicate."""
    key = attack_key("Collect", "Draw a card.")
    assert compiles("attack", key) and key not in REGISTRY.attacks
    registry = Registry(attacks={key: AttackImpl(effects=(("draw", {"n": 1}),))})
    with pytest.raises(ValueError, match="Collect"):
        check_overrides(registry, {})
    check_overrides(registry, {("attack", key): "a reason"})
    assert [(d.kind, d.name, d.override) for d in compiled_too(registry, {})] == [
        ("attack", "Collect", "")]


def test_a_text_the_compiler_cant_read_needs_no_reason():
    """Hand-written texts exist for what the compiler can't read: those are no duplicates."""
    key = attack_key("Riptide", "This attack does 20 damage for each Basic Water Energy card in "
                     "your discard pile. Then, shuffle those cards into your deck.")
    assert key in REGISTRY.attacks and not compiles("attack", key)
    assert compiled_too(Registry(attacks={key: REGISTRY.attacks[key]}), {}) == []
