"""``tcgsim deck …``: deck-list commands (mounted by tcgsim.cli as the ``deck`` group).

Errors in the list are user errors, not bugs, so they are printed as one line naming
the file and line and the command exits with status 1 instead of showing a traceback.
"""

from __future__ import annotations

from pathlib import Path
from typing import Annotated

import typer

from tcgsim.pokemon.model.deck import FORMATS, Deck, DeckError, check_deck

deck_app = typer.Typer(help="Read and check Pokémon TCG deck lists.", no_args_is_help=True)


@deck_app.callback()
def _deck_group() -> None:
    """Read and check Pokémon TCG deck lists (PTCG Live export format)."""
    # A callback keeps `deck` a command group even while it has a single command,
    # so `tcgsim deck check FILE` stays the invocation when more commands are added.


@deck_app.command("check")
def check(
    file: Annotated[Path, typer.Argument(help="Deck list in PTCG Live export format.")],
    format: Annotated[
        str, typer.Option("--format", "-f", help=f"One of: {', '.join(FORMATS)}.")
    ] = "standard",
) -> None:
    """Check a deck list against the construction rules of a format."""
    try:
        deck = Deck.from_file(file)
        problems = check_deck(deck, format)
    except (DeckError, ValueError) as e:
        typer.echo(f"error: {e}", err=True)
        raise typer.Exit(1) from None
    except OSError as e:
        typer.echo(f"error: cannot read {file}: {e.strerror or e}", err=True)
        raise typer.Exit(1) from None
    if problems:
        for problem in problems:
            typer.echo(problem)
        typer.echo(f"{len(problems)} problem(s): not legal in {format}")
        raise typer.Exit(1)
    typer.echo(f"OK: legal in {format}")
