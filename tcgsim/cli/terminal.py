"""The terminal game loop of ``tcgsim play``, for every game: before each of your decisions
what happened since (in words, with the clause), the board as you may see it and numbered
options; the AI answers its own decisions from its view.
"""

from __future__ import annotations

import re
import sys
from collections.abc import Callable
from pathlib import Path
from typing import Any

import typer

from tcgsim.agents import Agent
from tcgsim.cli.errors import user_errors
from tcgsim.core import Decision, IllegalResponse


def play_loop(game: Any, you: int, bot: Agent, view_text: Callable[[dict[str, Any]], str],
              event_text: Callable[[dict[str, Any], int | None], str]) -> bool:
    """Run the game; True when it ended, False when the player quit. ``view_text`` and
    ``event_text`` word the board and the log (each game has its own)."""
    seen = 0
    while (d := game.decision) is not None:
        if d.player != you:
            game.respond(bot.act(game.view(d.player), d))
            continue
        seen = show_events(game, you, seen, event_text)
        typer.echo("")
        typer.echo(view_text(game.view(you)))
        typer.echo("")
        typer.echo(render_decision(d))
        while True:
            line = read_line("> ")
            if line is None or line.strip().lower() in ("q", "quit", "exit"):
                return False
            try:
                game.respond(parse_answer(line, d))
                break
            except (ValueError, IllegalResponse) as e:
                typer.echo(f"Not accepted: {e}. Try again (q quits).")
    show_events(game, you, seen, event_text)
    return True


def show_events(game: Any, you: int, start: int,
                event_text: Callable[[dict[str, Any], int | None], str]) -> int:
    """Print the events ``you`` may see from ``start`` on; the log's length (where to go on)."""
    for e in game.log_for(you, start):
        typer.echo("  " + event_text(e, you))
    return len(game.log)


def render_decision(d: Decision) -> str:
    if d.min == d.max:
        how = f"choose {d.min}" if d.min != 1 else "choose one"
    else:
        how = f"choose {d.min} to {d.max}, separated by spaces"
        if d.min == 0:
            how += "; an empty line for none"
    lines = [f"{d.prompt} ({how}):"]
    lines += [f"  {i}. {o.label}" for i, o in enumerate(d.options, start=1)]
    return "\n".join(lines)


def read_line(prompt: str) -> str | None:
    """One line from stdin; None at end of input (treated like quitting)."""
    typer.echo(prompt, nl=False)
    sys.stdout.flush()
    line = sys.stdin.readline()
    if line and not sys.stdin.isatty():
        typer.echo(line.rstrip("\n"))  # scripted input: keep the transcript readable
    return line if line else None


def parse_answer(text: str, d: Decision) -> list[int]:
    """Option numbers as typed (1-based, spaces or commas) to option indices."""
    out = []
    for token in re.split(r"[\s,]+", text.strip()):
        if not token:
            continue
        if not token.isdigit() or not 1 <= int(token) <= len(d.options):
            raise ValueError(f"{token!r} is not an option number (1 to {len(d.options)})")
        out.append(int(token) - 1)
    return out


def play_and_save(game: Any, you: int, bot: Agent, view_text: Callable[[dict[str, Any]], str],
                  event_text: Callable[[dict[str, Any], int | None], str],
                  save: Path | None) -> None:
    """``play_loop``, then the game saved to ``save`` (if given) and a word if you quit."""
    finished = play_loop(game, you, bot, view_text, event_text)
    if save is not None:
        with user_errors():
            save.write_text(game.to_json())
        typer.echo(f"game saved to {save}")
    if not finished:
        typer.echo("You quit the game.")
