"""Shared fixtures for the rule tests of part I-A/I-B/I-C (attack, damage, retreat,
bench, evolution, Trainers, Energy).

The helpers answer decisions the way a player would: by what an option *is*
(its data: ``["trainer", card]``, ``["attack", 0]``…), never by its position.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import pytest

import tcgsim.pokemon  # noqa: F401  (registers the rule handlers and card implementations)
from tcgsim.pokemon.game import Game
from tcgsim.pokemon.model.state import card_zone_counts
from tcgsim.pokemon.rules.attack import attacks_of
from tcgsim.pokemon.scenario import Scenario
from tests.helpers import pick


class Table:
    """Helpers over a running game; the fixture ``t`` gives the class itself."""

    # -- the pending decision ------------------------------------------------------------
    @staticmethod
    def actions(g: Game) -> list[list[Any]]:
        """The data of every main-phase option (asserts the decision is the main phase)."""
        d = g.decision
        assert d is not None and d.kind == "main", d
        return [list(o.data) for o in d.options]

    @staticmethod
    def kinds(g: Game) -> list[str]:
        return [a[0] for a in Table.actions(g)]

    @staticmethod
    def offered(g: Game, kind: str, name: str | None = None) -> list[list[Any]]:
        """Main-phase options of ``kind`` (for card options: whose card is named ``name``)."""
        out = []
        for a in Table.actions(g):
            if a[0] != kind:
                continue
            if name is not None and (len(a) < 2 or not isinstance(a[1], int) or g.name(a[1]) != name):
                continue
            out.append(a)
        return out

    @staticmethod
    def attack_names(g: Game) -> list[str]:
        """Names of the attacks offered to the current player."""
        pl = g.pl(g.current)
        return [attacks_of(g, pl["active"])[a[1]].name for a in Table.offered(g, "attack")]

    @staticmethod
    def do(g: Game, kind: str, name: str | None = None) -> None:
        """Choose the one main-phase option of ``kind`` (and card ``name``)."""
        assert g.decision is not None and g.decision.kind == "main", g.decision
        for i, o in enumerate(g.decision.options):
            a = list(o.data)
            if a[0] != kind:
                continue
            if name is not None and (len(a) < 2 or not isinstance(a[1], int) or g.name(a[1]) != name):
                continue
            g.respond([i])
            return
        raise AssertionError(f"no {kind} {name or ''} option in {[o.label for o in g.decision.options]}")

    @staticmethod
    def attack(g: Game, attack_name: str) -> None:
        pl = g.pl(g.current)
        attacks = attacks_of(g, pl["active"])
        for i, o in enumerate(g.decision.options):
            a = list(o.data)
            if a[0] == "attack" and attacks[a[1]].name == attack_name:
                g.respond([i])
                return
        raise AssertionError(f"attack {attack_name} not offered: {[o.label for o in g.decision.options]}")

    @staticmethod
    def labels(g: Game) -> list[str]:
        return [o.label for o in g.decision.options]

    pick = staticmethod(pick)

    @staticmethod
    def option_names(g: Game) -> list[str]:
        """Card names of a card-choice decision (options whose data is a card integer)."""
        return sorted(g.name(o.data) for o in g.decision.options)

    # -- state -----------------------------------------------------------------------------
    @staticmethod
    def names(g: Game, cs: list[int]) -> list[str]:
        return sorted(g.name(c) for c in cs)

    @staticmethod
    def zone(g: Game, p: int, z: str) -> list[str]:
        return Table.names(g, g.pl(p)[z])

    @staticmethod
    def active(g: Game, p: int) -> dict[str, Any]:
        return g.pl(p)["active"]

    @staticmethod
    def events(g: Game, etype: str | None = None, start: int = 0,
               where: Callable[[dict[str, Any]], bool] | None = None) -> list[dict[str, Any]]:
        return [e for e in g.log[start:]
                if (etype is None or e["type"] == etype) and (where is None or where(e))]

    @staticmethod
    def last(g: Game, etype: str) -> dict[str, Any]:
        found = Table.events(g, etype)
        assert found, f"no {etype} event in the log"
        return found[-1]

    @staticmethod
    def check_cards(g: Game) -> None:
        """Every card is in exactly one place."""
        counts = card_zone_counts(g.s)
        assert sorted(counts) == list(range(len(g.s["defs"])))
        assert set(counts.values()) == {1}


@pytest.fixture
def t() -> type[Table]:
    return Table


@pytest.fixture
def sc() -> Scenario:
    return Scenario()
