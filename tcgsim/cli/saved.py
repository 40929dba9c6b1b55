"""What ``tcgsim replay`` reads, checked before it is believed.

A file is either the input of a replay (seed, decks, answers; perhaps the log to compare)
or a whole saved game (``tcgsim play --save``, ``game.to_json()``). A saved game is checked
as a state of its game first (``Game.check_state``: an unknown card id or a malformed result
is named by its field), then its seed and answers are replayed: the replay must reach the
very state that was saved, so a result, a log or a board edited by hand is caught and named
instead of printed as if it had been played.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

import orjson

from tcgsim.cli.errors import UserError
from tcgsim.cli.render import PLAYER_NAMES
from tcgsim.core import IllegalResponse
from tcgsim.core.statecheck import StateError
from tcgsim.games import GameKind


def read_replay(file: Path, kind_of: Any) -> tuple[GameKind, dict[str, Any]]:
    """The game and the data of a replay file; UserError naming what is wrong.

    ``kind_of(data)``: the game the data belongs to (``tcgsim.games.game_of``).
    """
    try:
        data = orjson.loads(file.read_bytes())
    except orjson.JSONDecodeError as e:
        raise UserError(f"{file} is not valid JSON: {e}") from None
    if not isinstance(data, dict) or not {"seed", "decks", "answers"} <= data.keys():
        raise UserError(f"{file}: expected a JSON object with seed, decks and answers")
    kind = kind_of(data)
    if "defs" in data:  # a whole saved game: checked as a state of its game
        try:
            kind.module.Game.check_state(data)
        except StateError as e:
            raise UserError(f"{file}: not a saved {kind.title} game: {e}") from None
    seed, decks, answers = data["seed"], data["decks"], data["answers"]
    if isinstance(seed, bool) or not isinstance(seed, int):
        raise UserError(f"{file}: seed must be an integer, got {seed!r}")
    if not isinstance(answers, list) or not all(isinstance(a, list) for a in answers):
        raise UserError(f"{file}: answers must be a list of answers (lists of option numbers)")
    if not isinstance(decks, list) or len(decks) != 2 or not all(
        isinstance(d, str) or (isinstance(d, list) and all(isinstance(c, str) for c in d))
        for d in decks
    ):
        raise UserError(f"{file}: decks must be two decks, each a deck name or a list of card ids")
    return kind, data


def check_reproduced(file: Path, data: dict[str, Any], game: Any) -> None:
    """UserError when replaying ``data``'s seed and answers did not give what it records:
    for a saved game its whole state, result first; otherwise its log, if it has one."""
    if "defs" not in data:
        if "log" in data and data["log"] != game.log:
            raise UserError(
                f"{file}: replaying the seed and answers does not reproduce the saved log"
            )
        return
    replayed = orjson.loads(game.to_json())
    if replayed == data:
        return
    if replayed["result"] != data["result"]:
        raise UserError(
            f"{file}: the saved result ({_result_words(data['result'])}) is not what replaying "
            f"its seed and answers gives ({_result_words(replayed['result'])})"
        )
    path = first_difference(data, replayed)
    what = "saved log" if path.startswith("state.log") else "saved game"
    raise UserError(
        f"{file}: replaying the seed and answers does not reproduce the {what} ({path} differs)"
    )


def _result_words(r: Any) -> str:
    if r is None:
        return "the game goes on"
    if r["winner"] is None:
        return f"a draw: {r['reason']}"
    return f"{PLAYER_NAMES[r['winner']]} wins: {r['reason']}"


def first_difference(a: Any, b: Any, path: str = "state") -> str:
    """The path of the first place where ``a`` and ``b`` (JSON data) differ; ``path`` if
    they differ as wholes."""
    if isinstance(a, dict) and isinstance(b, dict):
        for key in [*a, *(k for k in b if k not in a)]:
            if key not in a or key not in b:
                return f"{path}.{key}"
            if a[key] != b[key]:
                return first_difference(a[key], b[key], f"{path}.{key}")
    elif isinstance(a, list) and isinstance(b, list):
        for i, (x, y) in enumerate(zip(a, b, strict=False)):
            if x != y:
                return first_difference(x, y, f"{path}[{i}]")
        if len(a) != len(b):
            return f"{path}[{min(len(a), len(b))}]"
    return path


def replay_deck_ids(data: dict[str, Any], load: Any) -> list[list[str]]:
    """The two decks of a replay's data as card id lists (a deck name is loaded by ``load``)."""
    decks = data["decks"]
    if not isinstance(decks, list) or len(decks) != 2:
        raise UserError("decks must be a list of two decks")
    return [load(x).card_ids() if isinstance(x, str) else list(x) for x in decks]


def replay_answers(game: Any, answers: list[Any]) -> None:
    """Give the game a replay's answers in order; UserError naming the first that does not fit."""
    for k, answer in enumerate(answers, start=1):
        try:
            game.respond(answer)
        except IllegalResponse as e:
            raise UserError(f"answer {k} ({answer!r}) does not fit the game: {e}") from None
