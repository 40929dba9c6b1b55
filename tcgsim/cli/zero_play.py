"""``tcgsim play --game zero`` and ``tcgsim replay`` of Zero Dimension games.

The terminal loop is the one of ``tcgsim play`` (numbered options, the log in plain words
with the governing clause, the board as you may see it); only the wording of the board and
of the board comes from :mod:`tcgsim.cli.zero_render`, that of the log from the game
(:mod:`tcgsim.zero.text`).
"""

from __future__ import annotations

import random
from pathlib import Path
from typing import Any

import typer

from tcgsim import __version__
from tcgsim.agents import make_agent
from tcgsim.cli.errors import UserError, user_errors
from tcgsim.cli.saved import replay_answers, replay_deck_ids
from tcgsim.cli.sim_commands import warn_unplayable
from tcgsim.cli.terminal import play_and_save
from tcgsim.cli.zero_render import render_event, render_view
from tcgsim.core.text import PLAYER_NAMES
from tcgsim.games import game_kind


def _load(spec: str) -> Any:
    try:
        return game_kind("zero").load_deck(spec)
    except ValueError as e:  # DeckError is one too: it names the file and line
        raise UserError(str(e)) from None


def play(deck: str | None, opponent_deck: str | None, agent: str | None, seed: int | None,
         seat: int, save: Path | None, allow_unplayable: bool = False) -> None:
    """Play a Zero Dimension game in the terminal against the AI."""
    kind = game_kind("zero")
    with user_errors():
        mine = _load(deck or kind.default_deck)
        theirs = _load(opponent_deck) if opponent_deck else mine
        if seed is None:
            seed = random.SystemRandom().randrange(2**31)
        agent = agent or kind.heuristic
        bot = make_agent(agent, seed)
        decks = (mine, theirs) if seat == 0 else (theirs, mine)
        game = kind.new_game(decks[0], decks[1], seed=seed, allow_unplayable=allow_unplayable)
    names = (getattr(mine, "name", "") or "your deck", getattr(theirs, "name", "") or "its deck")
    typer.echo(f"tcgsim {__version__} — Zero Dimension: you are {PLAYER_NAMES[seat]} "
               f"({names[0]}) against the {agent} AI ({names[1]}); seed {seed}")
    warn_unplayable(kind, [(names[0], mine), (names[1], theirs)])
    play_and_save(game, seat, bot, render_view, render_event, save)


def replay_game(data: dict[str, Any]) -> Any:
    """Rebuild a Zero Dimension game from seed, decks (card id lists or deck names) and answers."""
    from tcgsim import zero
    from tcgsim.zero.model.carddb import UnknownCard

    ids = replay_deck_ids(data, _load)
    try:
        game = zero.new_game(ids[0], ids[1], seed=int(data["seed"]),
                             allow_unplayable=bool(data.get("allow_unplayable", False)))
    except UnknownCard as e:
        raise UserError(f"decks: {e}") from None
    replay_answers(game, data["answers"])
    return game
