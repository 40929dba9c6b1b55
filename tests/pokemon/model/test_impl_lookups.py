"""The implementation lookups keep what they resolved (they run at every decision): a change to
the registry or to what was compiled must be seen at the next lookup."""

from __future__ import annotations

import pytest

from tcgsim.pokemon.model.carddb import name_key
from tcgsim.pokemon.model.impl import (
    COMPILED,
    REGISTRY,
    AttackImpl,
    TrainerImpl,
    attack_key,
    lookup_attack,
    lookup_trainer,
)


def test_a_trainer_registered_after_a_lookup_replaces_the_resolved_one(
        monkeypatch: pytest.MonkeyPatch) -> None:
    key = name_key("Ultra Ball")
    before = lookup_trainer(key)  # resolved and kept
    assert before is not None
    mine = TrainerImpl()
    monkeypatch.setitem(REGISTRY.trainers, key, mine)
    assert lookup_trainer(key) is mine
    monkeypatch.undo()
    assert lookup_trainer(key) is before


def test_an_attack_compiled_anew_is_seen(monkeypatch: pytest.MonkeyPatch) -> None:
    name, text = "Test Strike", "Flip a coin. If tails, this attack does nothing."
    first = lookup_attack(name, text)
    key = attack_key(name, text)
    assert key in COMPILED.attacks
    mine = AttackImpl()
    monkeypatch.setitem(COMPILED.attacks, key, mine)
    assert lookup_attack(name, text) is mine
    monkeypatch.undo()
    assert lookup_attack(name, text) is first
