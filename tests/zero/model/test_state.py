"""The types of the Zero Dimension state (tcgsim/zero/model/state.py) describe the state the
engine really keeps: random games, checked at every decision, hold no key the types do not
declare and miss no key they require (ZD:200: the zones and the objects in them)."""

from __future__ import annotations

import random
from typing import get_type_hints

import pytest

from tcgsim import zero
from tcgsim.zero.model import state as st

from ..util import check_types, declared_keys, random_answer


@pytest.mark.parametrize("seed", [1, 2, 3])
def test_random_games_keep_to_the_state_types(seed: int) -> None:
    """ZD:200: every zone and object of the state is the shape model/state.py says."""
    names = zero.bundled_decks()
    rng = random.Random(seed)
    g = zero.new_game(zero.bundled_deck(names[seed % len(names)]),
                      zero.bundled_deck(names[(seed + 1) % len(names)]), seed=seed)
    steps = 0
    while g.result is None and steps < 3000:
        check_types(g)
        g.respond(random_answer(g, rng))
        steps += 1
    check_types(g)


def test_the_types_document_every_field() -> None:
    """Every field of the state's types has a type (the comments say what the short keys
    mean)."""
    for td in (st.State, st.Player, st.Entry, st.Resource, st.Equipment, st.EventCard, st.Link,
               st.PendingTrigger, st.Combat, st.InForce, st.Frame, st.ScriptFrame):
        hints = get_type_hints(td)
        assert set(hints) == declared_keys(td), td.__name__
