"""`tcgsim play --game zero` and `tcgsim replay` of a Zero Dimension game."""

from __future__ import annotations

from pathlib import Path

import orjson
from typer.testing import CliRunner

from tcgsim.cli import app


def test_play_zero_to_the_end_then_replay(tmp_path: Path) -> None:
    runner = CliRunner()
    saved = tmp_path / "zero.json"
    # always the first option: keep, pass, pay automatically, no resource...
    result = runner.invoke(app, ["play", "--game", "zero", "--seed", "5", "--save", str(saved),
                                 "--deck", "onepiece", "--opponent-deck", "naruto"],
                           input="1\n" * 4000)
    assert result.exit_code == 0, result.output
    out = result.output
    assert "Zero Dimension: you are Player 1" in out and "seed 5" in out
    assert "life 6" in out and "Resources (" in out and "Hand (" in out
    assert "[ZD:100]" in out and "1. Pass" in out
    assert "Game over:" in out and "You quit" not in out and "Not accepted" not in out
    state = orjson.loads(saved.read_bytes())
    assert state["game"] == "zero" and state["result"] is not None

    replayed = runner.invoke(app, ["replay", str(saved), "--as-player", "0"])
    assert replayed.exit_code == 0, replayed.output
    assert sum(1 for x in replayed.output.splitlines() if x.startswith("Game over:")) == 1


def test_play_zero_names_bad_decks_and_games() -> None:
    runner = CliRunner()
    bad = runner.invoke(app, ["play", "--game", "zero", "--deck", "no-such-deck"])
    assert bad.exit_code == 1 and "bundled Zero Dimension TCG deck" in bad.output
    unknown = runner.invoke(app, ["play", "--game", "chess"])
    assert unknown.exit_code == 1 and "unknown game 'chess'" in unknown.output
