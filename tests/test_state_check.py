"""``Game.from_json`` checks what it is given (both games): a corrupted state is a StateError
naming the bad field, never a KeyError, TypeError or IndexError later, and never a game that
plays an unknown card; a valid state still round-trips."""

from __future__ import annotations

import functools
import random
from collections.abc import Callable
from typing import Any

import orjson
import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from tcgsim import pokemon, zero
from tcgsim.agents import RandomAgent

GAMES = {"pokemon": (pokemon, "bench-abomasnow"), "zero": (zero, "dragonball")}
#: keys a state has only once something has happened (a Pokémon effect, a Knock Out, …)
OPTIONAL = {"pokemon": {"pfx", "kod_turns", "kod_by_attack_turns", "sudden_round"}, "zero": set()}
MOMENTS = ("start", "middle", "end")


@functools.cache
def saved(game: str, moment: str) -> bytes:
    """A state of a random game of the game's benchmark deck: at its first decision, after
    30 answers, or over."""
    module, deck = GAMES[game]
    g = module.new_game(module.bundled_deck(deck), module.bundled_deck(deck), seed=4)
    agent = RandomAgent(4)
    stop = {"start": 0, "middle": 30, "end": 10**6}[moment]
    while g.decision is not None and len(g.s["answers"]) < stop:
        g.respond(agent.act(g.view(g.decision.player), g.decision))
    assert (g.decision is None) == (moment == "end")
    return g.to_json().encode()


def state(game: str, moment: str = "middle") -> dict[str, Any]:
    return orjson.loads(saved(game, moment))


def load(game: str, s: Any) -> Any:
    return GAMES[game][0].Game.from_json(orjson.dumps(s))


def refused(game: str, s: Any) -> pokemon.StateError:
    with pytest.raises(pokemon.StateError) as e:
        load(game, s)
    return e.value


each_game = pytest.mark.parametrize("game", GAMES)


def test_both_games_export_the_one_error_type() -> None:
    assert pokemon.StateError is zero.StateError and issubclass(pokemon.StateError, ValueError)


@each_game
@pytest.mark.parametrize("moment", MOMENTS)
def test_a_valid_state_round_trips(game: str, moment: str) -> None:
    g = GAMES[game][0].Game.from_json(saved(game, moment))
    assert g.to_json().encode() == saved(game, moment)
    assert (g.result is not None) == (moment == "end")


@each_game
def test_every_key_deleted_is_named(game: str) -> None:
    s = state(game)
    for key in s:
        broken = {k: v for k, v in s.items() if k != key}
        if key in OPTIONAL[game]:
            load(game, broken)
            continue
        e = refused(game, broken)
        if key == "game":
            assert str(e) == "state.game: not a Zero Dimension state (its game is None)"
        else:
            assert (e.path, e.problem) == ("state", f"missing key {key!r}"), key


@each_game
def test_every_key_of_a_wrong_type_is_named(game: str) -> None:
    s = state(game)
    for key in s:
        e = refused(game, {**s, key: 2.5})
        assert e.path == f"state.{key}", (key, str(e))
        if key != "game":
            assert e.problem.startswith("expected ") and e.problem.endswith(", got float"), str(e)


def corruptions(game: str) -> dict[str, tuple[Callable[[dict[str, Any]], Any], str]]:
    """What can go wrong: how to corrupt a state, the error expected."""

    def hand_card(s: dict[str, Any]) -> None:
        s["players"][1]["hand"].append(len(s["defs"]) + 7)

    def set_in(path: list[Any], value: Any) -> Callable[[dict[str, Any]], None]:
        def corrupt(s: dict[str, Any]) -> None:
            target = s
            for key in path[:-1]:
                target = target[key]
            target[path[-1]] = value

        return corrupt

    def drop(s: dict[str, Any]) -> None:
        del s["players"][0]["hand"]

    def short_owner(s: dict[str, Any]) -> None:
        s["owner"].pop()

    def add_player(s: dict[str, Any]) -> None:
        s["players"].append(s["players"][0])

    def greedy_decision(s: dict[str, Any]) -> None:
        s["decision"]["max"] = len(s["decision"]["options"]) + 1

    n = len(state(game)["defs"])
    hand = len(state(game)["players"][1]["hand"])
    options = len(state(game)["decision"]["options"])
    table = [
        ("card number past the last", hand_card,
         f"state.players[1].hand[{hand}]: expected a card number from 0 to {n - 1}, got {n + 7}"),
        ("unknown card id", set_in(["defs", 3], "xyz"), "state.defs[3]: unknown card id 'xyz'"),
        ("unknown deck card", set_in(["decks", 1, 0], "xyz"),
         "state.decks[1][0]: unknown card id 'xyz'"),
        ("card id of a wrong type", set_in(["defs", 5], 5),
         "state.defs[5]: expected a card id (a str), got int"),
        ("a winner 7", set_in(["result"], {"winner": 7, "reason": "x"}),
         "state.result.winner: expected a player (0 or 1), got 7"),
        ("a result without reason", set_in(["result"], {"winner": 0}),
         "state.result: missing key 'reason'"),
        ("a turn in words", set_in(["turn"], "3"), "state.turn: expected an int of 0 or more, got '3'"),
        ("a negative RNG", set_in(["rng"], -1), "state.rng: expected an int from 0 to 2**64 - 1, got -1"),
        ("an op without handler", set_in(["stack", 0, "op"], "nope"),
         "state.stack[0].op: unknown op 'nope': no handler of this game runs it"),
        ("a decision for player 2", set_in(["decision", "player"], 2),
         "state.decision.player: expected a player (0 or 1), got 2"),
        ("a decision wanting more options than it has", greedy_decision,
         f"state.decision.max: expected at most the {options} options, got {options + 1}"),
        ("an option without label", set_in(["decision", "options", 0], [None, 1]),
         "state.decision.options[0][0]: expected a str, got null"),
        ("a decision in a finished game", set_in(["result"], {"winner": 0, "reason": "x"}),
         "state.decision: expected null: the game is over (state.result is set)"),
        ("a decision without the frame that asked it", set_in(["stack"], []),
         "state.stack: expected the frame that asked the pending decision, got []"),
        ("a zone missing", drop, "state.players[0]: missing key 'hand'"),
        ("a zone that is not a list", set_in(["players", 0, "deck"], {"0": 1}),
         "state.players[0].deck: expected a list of card numbers, got object"),
        ("an owner short", short_owner, f"state.owner: expected {n} items (one per card), got {n - 1}"),
        ("an owner 3", set_in(["owner", 0], 3), "state.owner[0]: expected a player (0 or 1), got 3"),
        ("a log event that is not one", set_in(["log", 2], "boom"),
         "state.log[2]: expected an event (an object), got str"),
        ("three players", add_player, "state.players: expected a list of 2 items, got 3"),
    ]  # fmt: skip
    assert [what for what, _, _ in table] == list(CORRUPTIONS)
    return {what: (corrupt, message) for what, corrupt, message in table}


CORRUPTIONS = (
    "card number past the last", "unknown card id", "unknown deck card", "card id of a wrong type",
    "a winner 7", "a result without reason", "a turn in words", "a negative RNG",
    "an op without handler", "a decision for player 2",
    "a decision wanting more options than it has", "an option without label",
    "a decision in a finished game", "a decision without the frame that asked it",
    "a zone missing", "a zone that is not a list", "an owner short", "an owner 3",
    "a log event that is not one", "three players",
)  # fmt: skip


@each_game
@pytest.mark.parametrize("what", CORRUPTIONS)
def test_each_corruption_is_named(game: str, what: str) -> None:
    corrupt, message = corruptions(game)[what]
    s = state(game)
    corrupt(s)
    assert str(refused(game, s)) == message


def test_pokemon_specific_fields_are_checked() -> None:
    s = state("pokemon")
    active = s["players"][0]["active"]
    assert active is not None
    cases = [
        (["cards"], [], "expected at least 1 card(s), got 0"),
        (["sp"], "sleepy", "expected 'asleep' or 'confused' or 'paralyzed', got 'sleepy'"),
        (["dmg"], -10, "expected an int of 0 or more, got -10"),
        (["down"], 0, "expected a bool, got int"),
    ]
    for key, value, problem in cases:
        e = refused("pokemon", {**s, "players": [{**s["players"][0], "active": {**active, key[0]: value}},
                                                 s["players"][1]]})  # fmt: skip
        assert (e.path, e.problem) == (f"state.players[0].active.{key[0]}", problem)
    assert str(refused("pokemon", {**s, "stadium": len(s["defs"])})).startswith(
        "state.stadium: expected a card number"
    )


def test_zero_specific_fields_are_checked() -> None:
    s = state("zero")
    e = refused("zero", {**s, "ver": s["ver"][:-1]})
    assert e.path == "state.ver" and "one per card" in e.problem
    e = refused("zero", {**s, "chain": [{"kind": "card", "ctl": 0}]})
    assert str(e) == "state.chain[0]: missing key 'c'"
    e = refused("zero", {**s, "chain": [{"kind": "effect", "ctl": 5}]})
    assert str(e) == "state.chain[0].ctl: expected a player (0 or 1), got 5"
    e = refused("zero", {**s, "tokdefs": {"TK01-001": {"id": "TK01-001"}}})
    assert str(e) == "state.tokdefs['TK01-001']: not a card definition (KeyError: 'name')"
    players = [{**s["players"][0], "res": [{"c": 0, "tap": "no", "up": True, "cnt": {}}]},
               s["players"][1]]  # fmt: skip
    assert str(refused("zero", {**s, "players": players})) == (
        "state.players[0].res[0].tap: expected a bool, got str"
    )


@each_game
def test_another_games_state_or_no_state_at_all_is_named(game: str) -> None:
    other = "zero" if game == "pokemon" else "pokemon"
    title = "Pokémon TCG" if game == "pokemon" else "Zero Dimension"
    e = refused(game, state(other))
    assert e.path == "state.game" and e.problem.startswith(f"not a {title} state")
    Game = GAMES[game][0].Game
    with pytest.raises(pokemon.StateError, match=r"^state: not JSON"):
        Game.from_json(b'{"seed": ')
    with pytest.raises(pokemon.StateError, match=r"^state: expected an object, got list$"):
        Game.from_json(b"[]")


# -- any corruption at all -------------------------------------------------------------------------
def _places(v: Any, path: tuple[Any, ...] = ()) -> list[tuple[Any, ...]]:
    """The path of every value inside ``v`` (the log's events left out: many and alike)."""
    out = [path]
    if path == ("log",):
        return out + [("log", i) for i in range(0, len(v), 25)]
    items = v.items() if isinstance(v, dict) else enumerate(v) if isinstance(v, list) else ()
    for key, x in items:
        out += _places(x, (*path, key))
    return out


JUNK = [None, -1, 0, 1, 2, 10**6, 2.5, True, "", "xyz", "me1-34", [], [0], {}, {"op": "x"}]


@functools.cache
def places(game: str, moment: str) -> list[tuple[Any, ...]]:
    return _places(state(game, moment))[1:]


@each_game
@settings(max_examples=150, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(data=st.data())
def test_any_corruption_is_a_state_error_or_a_state(game: str, data: st.DataObject) -> None:
    """Replace or delete any value anywhere: from_json raises StateError (and a specific one,
    not the fallback) or builds a game; never another exception."""
    moment = data.draw(st.sampled_from(MOMENTS))
    s = state(game, moment)
    path = data.draw(st.sampled_from(places(game, moment)))
    parent = s
    for key in path[:-1]:
        parent = parent[key]
    if data.draw(st.booleans()) and isinstance(parent, dict):
        del parent[path[-1]]
    else:
        parent[path[-1]] = data.draw(st.sampled_from(JUNK))
    try:
        load(game, s)
    except pokemon.StateError as e:
        assert e.path.startswith("state") and "does not fit" not in e.problem, str(e)


def test_the_examples_cover_every_part_of_the_state() -> None:
    """The random corruptions above reach the players, the stack and the decision."""
    tops = {p[0] for p in places("pokemon", "middle")}
    assert {"players", "stack", "decision", "defs", "log"} <= tops
    assert any(p[:3] == ("players", 0, "active") for p in places("pokemon", "middle"))
    rng = random.Random(0)
    assert len({rng.choice(places("zero", "middle"))[0] for _ in range(200)}) > 10


def test_a_zero_game_with_a_token_round_trips_and_its_definition_is_checked() -> None:
    """Tokens (ZD:325) carry their definition in the state; it must be their card's."""
    g = zero.Game.from_json(saved("zero", "middle"))
    token = zero.carddb.card("TS03-901")
    assert token.token
    c = g.add_card(token.to_dict(), 0)  # a token made by an effect, in limbo for now
    text = g.to_json()
    assert zero.Game.from_json(text).to_json() == text
    s = orjson.loads(text)
    s["tokdefs"]["TS03-901"]["atk"] += 1000
    e = refused("zero", s)
    assert str(e) == f"state.tokdefs['TS03-901']: not the definition of TS03-901 {token.name}"
    s = orjson.loads(text)
    s["defs"][c] = "TS03-999"
    assert str(refused("zero", s)) == f"state.defs[{c}]: unknown card id 'TS03-999'"
