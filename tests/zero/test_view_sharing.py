"""Views are handed to agents, which may change them: a view shares no mutable object with
the game's state or with another view. The parts that are the same in every view (a card's
reference, a resource without counters, a face-down card) are shared read-only
(``tcgsim.core.readonly.ReadOnlyDict``): writing into one raises ``TypeError`` and changes
nothing; a copy of one is a plain dict."""

from __future__ import annotations

import copy
import json
import pickle
import random
from collections.abc import Callable, Iterator
from typing import Any

import orjson
import pytest

import tcgsim.zero as zero
from tcgsim.core.readonly import ReadOnlyDict
from tcgsim.zero.game import Game
from tcgsim.zero.model.deck import bundled_deck
from tcgsim.zero.scenario import Scenario

from .util import random_answer


def _board() -> Game:
    """Every kind of card a view shows: hand, resources face up and down (one with
    counters), characters with level cards face up and down, cards under them, equipment and
    counters, an event, the rest and removed zones, a card on the chain."""
    sc = Scenario()
    sc.hand(0, "T-R1", "T-R2")
    sc.hand(1, "T-B1")
    sc.resources(0, "T-R1", "T-B1", n=2)
    sc.resources(0, "T-R3", up=False, tapped=True)
    sc.resources(1, "T-B2", counters={"魂": 1})
    sc.resources(1, "T-R2", up=False)
    sc.battle(0, "T-R1", levels=1, level_cards=("T-R2",), under=("T-B1",), equip="T-EQ",
              counters={"魂": 2}, eq_counters={"魂": 1})
    sc.battle(1, "T-B1", tapped=True, damage=1000)
    sc.event(0, "T-EVT")
    sc.rest(0, "T-R2", "T-B2")
    sc.rest(1, "T-R1")
    sc.removed(1, "T-B2")
    sc.on_chain(1, "T-INS")
    return sc.start(player=0, turn=3)


def _parts(data: Any) -> Iterator[Any]:
    """Every dict and list in ``data`` (through tuples too), itself included."""
    if isinstance(data, dict):
        yield data
        for v in data.values():
            yield from _parts(v)
    elif isinstance(data, (list, tuple)):
        if isinstance(data, list):
            yield data
        for v in data:
            yield from _parts(v)


def _immutable(data: Any) -> bool:
    """Whether nothing in ``data`` can be changed: a read-only dict of such, or a scalar."""
    if isinstance(data, ReadOnlyDict):
        return all(map(_immutable, data.values()))
    return isinstance(data, (str, int, float, type(None)))


def _mutable_ids(data: Any) -> set[int]:
    return {id(x) for x in _parts(data) if not isinstance(x, ReadOnlyDict)}


def _check_shares_nothing_mutable(g: Game) -> None:
    views = [g.view(0), g.view(1), g.view(None), g.clone().view(0)]
    # the state, and the characters' values kept with its decision (continuous.decision_values)
    owners = [_mutable_ids((g.s, g.at_decision))] + [_mutable_ids(v) for v in views]
    for i, a in enumerate(owners):
        for b in owners[i + 1:]:
            assert not a & b, "a view shares a mutable object with the state or another view"
    for v in views:
        for part in _parts(v):
            if isinstance(part, ReadOnlyDict):
                assert _immutable(part), f"a shared part holds something mutable: {part}"


def test_views_of_a_board_with_every_kind_of_card_share_nothing_mutable() -> None:
    g = _board()
    views = [g.view(0), g.view(1)]
    shared = [p for v in views for p in _parts(v) if isinstance(p, ReadOnlyDict)]
    assert len(shared) > 15  # the references, resources, level cards, the chain's card
    # the same card is the same object in two views (nothing copied)...
    assert views[0]["players"][0]["rest"][0] is views[1]["players"][0]["rest"][0]
    # ...but the containers and what carries the state are each view's own
    assert views[0]["players"][0]["rest"] is not views[1]["players"][0]["rest"]
    assert not isinstance(views[0]["players"][0]["battle"][0], ReadOnlyDict)
    _check_shares_nothing_mutable(g)


@pytest.mark.parametrize(("deck0", "deck1"), [("dragonball", "onepiece"), ("bleach", "marvel"),
                                              ("naruto", "saintseiya")])
def test_views_through_random_games_share_nothing_mutable(deck0: str, deck1: str) -> None:
    g = zero.new_game(bundled_deck(deck0), bundled_deck(deck1), seed=5)
    rng = random.Random(5)
    step = 0
    while g.decision is not None and step < 600:
        if step % 7 == 0:
            _check_shares_nothing_mutable(g)
        g.respond(random_answer(g, rng))
        step += 1


CHANGES: list[tuple[str, Callable[[dict[str, Any]], object]]] = [
    ("set", lambda d: d.__setitem__("name", "x")),
    ("add", lambda d: d.__setitem__("mine", 1)),
    ("del", lambda d: d.__delitem__("name")),
    ("update", lambda d: d.update(name="x")),
    ("or", lambda d: d.__ior__({"name": "x"})),
    ("pop", lambda d: d.pop("name")),
    ("popitem", lambda d: d.popitem()),
    ("setdefault", lambda d: d.setdefault("mine", 1)),
    ("clear", lambda d: d.clear()),
]


@pytest.mark.parametrize(("what", "change"), CHANGES, ids=[c[0] for c in CHANGES])
def test_a_views_shared_parts_cannot_be_changed(
        what: str, change: Callable[[dict[str, Any]], object]) -> None:
    """An agent that writes into a card's reference in its view fails at once; the other
    views (and its own next one) show the card as it is."""
    g = _board()
    view, other = g.view(0), g.view(1)
    mine = view["players"][0]
    ref = mine["rest"][0]
    assert isinstance(ref, ReadOnlyDict) and ref is other["players"][0]["rest"][0]
    before = dict(ref)
    for part in (ref, mine["hand"][0], mine["resources"][0], view["chain"][0]["card"],
                 mine["battle"][0]["level_cards"][0], mine["battle"][0]["under"][0],
                 view["players"][1]["resources"][1]):  # face down to player 0
        with pytest.raises(TypeError):
            change(part)
    assert ref == before and other["players"][0]["rest"][0] == before
    assert g.view(1) == other


def test_a_copy_of_a_shared_part_is_a_plain_dict_and_serializes_alike() -> None:
    g = _board()
    view = g.view(0)
    ref = view["players"][0]["rest"][0]
    for made in (dict(ref), ref.copy(), {**ref}, copy.copy(ref), copy.deepcopy(ref)):
        assert type(made) is dict and made == ref
        made["name"] = "changed"  # a copy is the agent's own
    assert ref["name"] != "changed"
    back = pickle.loads(pickle.dumps(ref))
    assert back == ref and type(back) is ReadOnlyDict
    deep = copy.deepcopy(view)  # an agent's own copy of a whole view: free to change
    deep["players"][0]["rest"][0]["name"] = "changed"
    assert view["players"][0]["rest"][0]["name"] != "changed"
    assert orjson.dumps(ref) == orjson.dumps(dict(ref))
    assert json.dumps(view, sort_keys=True) == json.dumps(orjson.loads(orjson.dumps(view)),
                                                          sort_keys=True)
