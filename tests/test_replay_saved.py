"""``tcgsim replay`` believes a saved game only once it is one: a state of its game whose seed
and answers replay to it. Anything else is one ``error: …`` line and exit status 1."""

from __future__ import annotations

import functools
from collections.abc import Callable
from pathlib import Path
from typing import Any

import orjson
import pytest
from typer.testing import CliRunner

from tcgsim import pokemon, zero
from tcgsim.agents import RandomAgent
from tcgsim.cli import app
from tcgsim.cli.saved import first_difference

GAMES = {"pokemon": (pokemon, "bench-abomasnow", "Pokémon TCG"),
         "zero": (zero, "dragonball", "Zero Dimension TCG")}  # fmt: skip


@functools.cache
def finished(game: str) -> bytes:
    """A whole random game, as ``tcgsim play --save`` writes it."""
    module, deck, _ = GAMES[game]
    g = module.new_game(module.bundled_deck(deck), module.bundled_deck(deck), seed=5)
    agent = RandomAgent(5)
    while g.decision is not None:
        g.respond(agent.act(g.view(g.decision.player), g.decision))
    return g.to_json().encode()


def replay(tmp_path: Path, data: Any) -> tuple[int, str, Path]:
    path = tmp_path / "game.json"
    path.write_bytes(orjson.dumps(data))
    result = CliRunner().invoke(app, ["replay", str(path)])
    return result.exit_code, result.output, path


def one_error(tmp_path: Path, data: Any) -> str:
    """The one line a refused file gets, without its "error: FILE: " start."""
    code, output, path = replay(tmp_path, data)
    assert code == 1, output
    assert output.count("\n") == 1 and "Traceback" not in output, output
    assert output.startswith(f"error: {path}: "), output
    return output.removeprefix(f"error: {path}: ").rstrip("\n")


def winner_swapped(s: dict[str, Any]) -> None:
    s["result"]["winner"] = 1 - s["result"]["winner"]


def set_at(*path: Any, value: Any) -> Callable[[dict[str, Any]], None]:
    def corrupt(s: dict[str, Any]) -> None:
        target = s
        for key in path[:-1]:
            target = target[key]
        target[path[-1]] = value

    return corrupt


each_game = pytest.mark.parametrize("game", GAMES)


@each_game
def test_a_saved_game_replays(game: str, tmp_path: Path) -> None:
    code, output, _ = replay(tmp_path, orjson.loads(finished(game)))
    assert code == 0, output
    assert sum(line.startswith("Game over:") for line in output.splitlines()) == 1


@each_game
def test_a_saved_game_with_an_unknown_card_is_refused(game: str, tmp_path: Path) -> None:
    s = orjson.loads(finished(game))
    s["defs"][3] = "xyz"
    title = GAMES[game][2]
    assert one_error(tmp_path, s) == (
        f"not a saved {title} game: state.defs[3]: unknown card id 'xyz'"
    )


@each_game
def test_a_tampered_result_is_refused(game: str, tmp_path: Path) -> None:
    s = orjson.loads(finished(game))
    true_winner = s["result"]["winner"]
    winner_swapped(s)
    message = one_error(tmp_path, s)
    assert message.startswith(f"the saved result (Player {2 - true_winner} wins: ")
    assert message.endswith(f"is not what replaying its seed and answers gives "
                            f"(Player {true_winner + 1} wins: {s['result']['reason']})")  # fmt: skip


@each_game
@pytest.mark.parametrize(
    "corrupt, message",
    [
        (set_at("result", "winner", value=7),
         "not a saved {title} game: state.result.winner: expected a player (0 or 1), got 7"),
        (set_at("turn", value=99),
         "replaying the seed and answers does not reproduce the saved game (state.turn differs)"),
        (set_at("players", 0, "deck", value=[]),
         "replaying the seed and answers does not reproduce the saved game "
         "(state.players[0].deck[0] differs)"),
        (set_at("log", 0, "type", value="nothing"),
         "replaying the seed and answers does not reproduce the saved log "
         "(state.log[0].type differs)"),
        (set_at("answers", value=5),
         "not a saved {title} game: state.answers: expected a list, got int"),
    ],
    ids=["winner 7", "turn", "deck emptied", "log", "answers"],
)  # fmt: skip
def test_a_tampered_game_is_named_by_its_field(
    game: str, corrupt: Callable[[dict[str, Any]], None], message: str, tmp_path: Path
) -> None:
    s = orjson.loads(finished(game))
    if "deck" in message and not s["players"][0]["deck"]:
        pytest.fail("the saved game was expected to end with cards in Player 1's deck")
    corrupt(s)
    assert one_error(tmp_path, s) == message.format(title=GAMES[game][2])


@each_game
def test_replay_input_with_unknown_cards_or_bad_fields_is_one_error(game: str, tmp_path: Path) -> None:
    head = {"game": "zero"} if game == "zero" else {}
    unknown = one_error(tmp_path, {**head, "seed": 1, "decks": [["xyz"], ["xyz"]], "answers": []})
    assert unknown.startswith("decks: ") and "'xyz'" in unknown
    deck = GAMES[game][1]
    assert one_error(tmp_path, {**head, "seed": "7", "decks": [deck, deck], "answers": []}) == (
        "seed must be an integer, got '7'"
    )
    assert one_error(tmp_path, {**head, "seed": 7, "decks": [deck, deck], "answers": [3]}) == (
        "answers must be a list of answers (lists of option numbers)"
    )
    assert one_error(tmp_path, {**head, "seed": 7, "decks": [deck, 4], "answers": []}) == (
        "decks must be two decks, each a deck name or a list of card ids"
    )


def test_first_difference_names_the_innermost_field() -> None:
    a = {"x": 1, "p": [{"h": [1, 2]}, {"h": []}]}
    assert first_difference(a, {"x": 1, "p": [{"h": [1, 3]}, {"h": []}]}) == "state.p[0].h[1]"
    assert first_difference(a, {"x": 1, "p": [{"h": [1, 2]}]}) == "state.p[1]"
    assert first_difference(a, {"p": a["p"]}) == "state.x"
    assert first_difference(a, {**a, "y": 0}) == "state.y"
