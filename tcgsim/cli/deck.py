"""``tcgsim deck …``: deck-list commands (mounted by tcgsim.cli as the ``deck`` group).

Errors in the list are user errors, not bugs, so they are printed as one line naming
the file and line and the command exits with status 1 instead of showing a traceback.
A card whose text the engine does not implement yet fails the check too (games refuse
such a deck), each with the text it lacks, unless ``--allow-unplayable``.
"""

from __future__ import annotations

from pathlib import Path
from typing import Annotated

import typer

from tcgsim.cli.sim_commands import AllowUnplayableOpt
from tcgsim.core.unplayable import OPT_IN
from tcgsim.pokemon.model.deck import FORMATS, Deck, DeckError, check_deck
from tcgsim.pokemon.playable import unplayable_cards

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
    allow_unplayable: AllowUnplayableOpt = False,
) -> None:
    """Check a deck list against the construction rules of a format, and that the engine
    plays every card's text (a card it does not is listed with the text it lacks)."""
    try:
        deck = Deck.from_file(file)
        problems = check_deck(deck, format)
    except (DeckError, ValueError) as e:
        typer.echo(f"error: {e}", err=True)
        raise typer.Exit(1) from None
    except OSError as e:
        typer.echo(f"error: cannot read {file}: {e.strerror or e}", err=True)
        raise typer.Exit(1) from None
    for problem in problems:
        typer.echo(problem)
    unplayable = unplayable_cards(deck.card_ids())
    for card in unplayable:
        typer.echo(f"not playable yet (the engine lacks its text): {card}")
    legality = f"{len(problems)} problem(s): not legal in {format}" if problems else (
        f"legal in {format}")
    blanks = f"{len(unplayable)} card(s) whose text the engine does not implement"
    if not unplayable:
        typer.echo(legality if problems else f"OK: {legality}")
    elif allow_unplayable:
        typer.echo(f"{'' if problems else 'OK: '}{legality}; {blanks} play as blanks where their "
                   "text is missing (--allow-unplayable)")
    else:
        typer.echo(f"{legality}; not playable: {blanks}, so games refuse this deck "
                   f"(to play it anyway: {OPT_IN})")
    if problems or (unplayable and not allow_unplayable):
        raise typer.Exit(1)
