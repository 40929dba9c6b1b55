"""``Game.clone`` copies the state as plain data by its shape (``model.state_copy``): the same
state a round trip through JSON gives, key order included, nothing mutable shared with the
original but the log's events and the answers, and the copy plays on as the original does."""

from __future__ import annotations

import random
from functools import partial

import orjson
import pytest

import tcgsim.zero as zero
from tcgsim.core.engine import Engine
from tcgsim.core.plain_copy import plain_copy
from tcgsim.core.readonly import ReadOnlyDict
from tcgsim.zero.game import Game
from tcgsim.zero.model.deck import bundled_deck, bundled_decks
from tcgsim.zero.scenario import Scenario
from tests.helpers import check_clone, paused_clones
from tests.zero.util import random_answer


def _check_clone(g: Game) -> Game:
    """The clone's state is the JSON round trip's (key order too), the engine's own copy's,
    and shares no container with the original but the log's events and the answers."""
    c = check_clone(g)
    assert c.s == Engine.copied_state(g)  # the engine's own copy: the JSON one
    return c


def _states(deck: str, seed: int) -> list[Game]:
    """A seeded random game of ``deck``'s mirror, paused at every 7th decision."""
    ids = bundled_deck(deck).card_ids()
    g = zero.new_game(ids, ids, seed=seed, allow_unplayable=True)
    rng = random.Random(seed)
    out = paused_clones(g, partial(random_answer, rng=rng), 7)
    out.append(g)  # the finished game: a result
    return out


@pytest.mark.parametrize("deck", sorted(bundled_decks()))
def test_a_clone_is_the_state_json_gives_back_and_shares_nothing_mutable(deck: str) -> None:
    seen = {"battle": False, "chain": False, "fx": False, "combat": False, "pending": False}
    for seed in (0, 1):
        for g in _states(deck, seed):
            _check_clone(g)
            s = g.s
            seen["battle"] |= any(pl["battle"] for pl in s["players"])
            for k in ("chain", "fx", "combat", "pending"):
                seen[k] |= bool(s[k])
    assert seen["battle"] and seen["combat"]  # the shapes the copy knows were copied


def test_tokens_effects_in_force_and_a_chain() -> None:
    """A token and its definition (ZD:325), effects in force, a pending trigger and a chain in
    progress (ZD:106), level cards, equipment, counters and an event: copied as JSON would."""
    sc = Scenario()
    r3 = sc.battle(0, "T-R3")
    sc.resources(0, "T-R1", "T-B1", n=2)
    sc.resources(1, "T-B2", counters={"魂": 1})
    holder = sc.battle(0, "T-R1", levels=1, level_cards=("T-R2",), under=("T-B1",),
                       equip="T-EQ", counters={"魂": 2}, eq_counters={"魂": 1})
    foe = sc.battle(1, "T-C33")
    sc.event(0, "T-EVT")
    sc.effect("cant", foe, what="attack", until="turn")
    sc.effect("mod", holder, stat="atk", op="add", v=1000, until="turn")
    sc.flags(levelup0=True)
    sc.on_chain(0, "T-TAC", targets=[foe])
    sc.trigger(0, r3, 0, subject=r3)
    sc.token(1, "TS03-901")
    g = sc.start(player=0, turn=3)
    s = g.s
    assert s["tokdefs"] and s["fx"] and s["chain"] and s["players"][0]["event"]
    c = _check_clone(g)
    rng_a, rng_b = random.Random(3), random.Random(3)
    before = g.to_json()
    for _ in range(40):  # the clone plays on as the original (and leaves it as it was)
        if c.decision is None:
            break
        c.respond(random_answer(c, rng_a))
        _check_clone(c)
    assert g.to_json() == before
    for _ in range(40):
        if g.decision is None:
            break
        g.respond(random_answer(g, rng_b))
    assert g.to_json() == c.to_json()


def test_a_read_only_part_comes_back_plain() -> None:
    """A view's read-only parts (``core.readonly.ReadOnlyDict``, a dict subclass) that a
    search's world takes over come back as plain dicts, as through JSON."""
    part = ReadOnlyDict({"id": 3, "card": "T-R1", "cnt": ReadOnlyDict({"魂": 1})})
    x = {"fx": [part], "t": (1, part)}
    y = plain_copy(x)
    assert y == orjson.loads(orjson.dumps(x))
    assert type(y["fx"][0]) is dict and type(y["fx"][0]["cnt"]) is dict
    assert y["fx"][0] is not part
