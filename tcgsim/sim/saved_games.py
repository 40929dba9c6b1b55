"""Games of a simulation kept for later: replay files and trajectories for imitation learning.

A recorded game (``simulate(..., record=N)``: its answers kept) is saved as the input of a
replay — the game, its seed, both decks as card ids and every answer — which
``tcgsim replay FILE`` plays back and prints. Nothing else needs storing: the same seed and
the same answers give the same game, so a trajectory is made afterwards by replaying it,
never by shipping views back from the workers.

A trajectory file is JSON Lines, one line per decision of every saved game: ``game`` (its
index in the match), ``step``, ``player`` (the seat that decided), ``view`` (what that
player saw: :meth:`Game.view`, hidden cards as counts), ``decision`` (kind, prompt, option
labels, min, max) and ``answer`` (the option indices given).
"""

from __future__ import annotations

from collections.abc import Iterable, Iterator
from pathlib import Path
from typing import Any

import orjson

from tcgsim.games import game_kind
from tcgsim.sim.runner import MatchGame, SimResult


def saved_game(result: SimResult, game: MatchGame, allow_unplayable: bool = False) -> dict[str, Any]:
    """The replay input of one recorded game of ``result`` (its answers were kept)."""
    rec = game.record
    if rec.answers is None:
        raise ValueError(f"game {game.index} was not recorded (simulate with record > {game.index})")
    ids_a, ids_b = result.card_ids
    decks = [list(ids_a), list(ids_b)] if game.a_seat == 0 else [list(ids_b), list(ids_a)]
    agents = [result.agent_a, result.agent_b] if game.a_seat == 0 else [result.agent_b, result.agent_a]
    names = [result.deck_a, result.deck_b] if game.a_seat == 0 else [result.deck_b, result.deck_a]
    return {
        "game": result.game,
        "index": game.index,
        "seed": rec.seed,
        "decks": decks,
        "deck_names": names,
        "agents": agents,
        "answers": [list(a) for a in rec.answers],
        "allow_unplayable": allow_unplayable,
        "result": {"winner": rec.winner, "reason": rec.reason, "turns": rec.turns},
    }


def recorded(result: SimResult) -> list[MatchGame]:
    """The games of ``result`` whose answers were kept, in index order."""
    return [g for g in result.games if g.record.answers is not None]


def write_saved_games(result: SimResult, folder: Path, allow_unplayable: bool = False,
                      prefix: str = "game") -> list[Path]:
    """Write each recorded game of ``result`` to ``folder``/``prefix``-NNNN.json; the paths."""
    folder.mkdir(parents=True, exist_ok=True)
    paths = []
    for g in recorded(result):
        path = folder / f"{prefix}-{g.index:04d}.json"
        path.write_bytes(orjson.dumps(saved_game(result, g, allow_unplayable)))
        paths.append(path)
    return paths


def trajectory(saved: dict[str, Any]) -> Iterator[dict[str, Any]]:
    """Replay a saved game and yield, at each decision, what the deciding player saw, the
    decision and the answer given."""
    kind = game_kind(saved.get("game", "pokemon"))
    g = kind.new_game(saved["decks"][0], saved["decks"][1], seed=saved["seed"],
                      allow_unplayable=bool(saved.get("allow_unplayable", False)))
    for step, answer in enumerate(saved["answers"]):
        d = g.decision
        if d is None:
            raise ValueError(f"game {saved.get('index')}: answer {step + 1} comes after the game ended")
        yield {
            "game": saved.get("index"),
            "step": step,
            "player": d.player,
            "view": g.view(d.player),
            "decision": {"kind": d.kind, "prompt": d.prompt,
                         "options": [o.label for o in d.options], "min": d.min, "max": d.max},
            "answer": list(answer),
        }
        g.respond(answer)


def write_trajectories(games: Iterable[dict[str, Any]], path: Path) -> int:
    """Write the trajectories of saved ``games`` to ``path`` as JSON Lines; the lines written."""
    path.parent.mkdir(parents=True, exist_ok=True)
    n = 0
    with path.open("wb") as f:
        for saved in games:
            for row in trajectory(saved):
                f.write(orjson.dumps(row) + b"\n")
                n += 1
    return n
