"""Shared fixtures for the rule tests of part I-A/I-B/I-C (attack, damage, retreat,
bench, evolution, Trainers, Energy).

The helpers answer decisions the way a player would: by what an option *is* (its data:
``["trainer", card]``, ``["attack", 0]``…) or says (its label), never by its position; they
are those of ``tests/helpers.py``, the one vocabulary of the game's tests.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import pytest

import tcgsim.pokemon  # noqa: F401  (registers the rule handlers and card implementations)
from tcgsim.pokemon.game import Game
from tcgsim.pokemon.rules.attack import attacks_of
from tcgsim.pokemon.scenario import Scenario
from tests import helpers


class Table:
    """The helpers of ``tests/helpers.py`` over a running game, plus a few queries of the
    main-phase options; the fixture ``t`` gives the class itself."""

    # -- the pending decision (answered by what an option is or says, never its position) ---
    do = staticmethod(helpers.do)
    attack = staticmethod(helpers.attack)
    pick = staticmethod(helpers.pick)
    answer = staticmethod(helpers.answer)
    offered = staticmethod(helpers.offered)

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
    def attack_names(g: Game) -> list[str]:
        """Names of the attacks offered to the current player."""
        pl = g.pl(g.current)
        return [attacks_of(g, pl["active"])[a[1]].name for a in Table.offered(g, "attack")]

    @staticmethod
    def labels(g: Game) -> list[str]:
        return [o.label for o in g.decision.options]

    @staticmethod
    def option_names(g: Game) -> list[str]:
        """Card names of a card-choice decision (options whose data is a card integer)."""
        return sorted(g.name(o.data) for o in g.decision.options)

    # -- state -----------------------------------------------------------------------------
    names = staticmethod(helpers.names)
    zone = staticmethod(helpers.zone)
    check_cards = staticmethod(helpers.check_cards)

    active = staticmethod(helpers.active)

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


@pytest.fixture
def t() -> type[Table]:
    return Table


@pytest.fixture
def sc() -> Scenario:
    return Scenario()
