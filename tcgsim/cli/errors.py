"""How the ``tcgsim`` commands report a user's mistake: one ``error: …`` line, exit status 1.

A traceback means a bug in tcgsim; a missing file, a bad deck list or an unknown
name is the user's to fix, so it is told in one line that names what was wrong.
"""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager

import typer

from tcgsim.core.extras import MissingExtra
from tcgsim.pokemon.model.deck import DeckError
from tcgsim.sim.backends import BackendError
from tcgsim.sim.runner import GameTooLong


class UserError(Exception):
    """A problem with what the user asked for; printed as one line, exit status 1."""


@contextmanager
def user_errors(*also: type[BaseException]) -> Iterator[None]:
    """Turn expected failures into ``error: …`` and exit status 1, without a traceback.

    ``also``: more exception types to treat so (another game's DeckError, say).
    """
    try:
        yield
    except (UserError, DeckError, ValueError, GameTooLong, BackendError, MissingExtra,
            *also) as e:
        typer.echo(f"error: {e}", err=True)
        raise typer.Exit(1) from None
    except OSError as e:
        name = f"{e.filename}: " if e.filename else ""
        typer.echo(f"error: {name}{e.strerror or e}", err=True)
        raise typer.Exit(1) from None
