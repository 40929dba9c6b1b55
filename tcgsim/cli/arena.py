"""``tcgsim arena``: agents against agents on given decks, win rates and ratings."""

from __future__ import annotations

from typing import Annotated, Any

import orjson
import typer

from tcgsim.agents import AGENTS
from tcgsim.cli.errors import user_errors
from tcgsim.cli.sim_commands import AllowUnplayableOpt
from tcgsim.games import game_kind
from tcgsim.sim.arena import format_arena, run_arena


def arena(
    agents: Annotated[str, typer.Option(
        "--agents", "-a",
        help=f"Comma-separated agents ({', '.join(AGENTS)}); settings after colons, e.g. "
        "mcts:simulations=200:steps=4000:horizon=2 or mcts:time=0.5 (steps: decisions its "
        "playouts may ask the heuristic per move, 2000 by default). The first one anchors "
        "the ratings.",
    )] = "random,heuristic,mcts",
    deck: Annotated[str | None, typer.Option(
        "--deck", "-d", help="Deck A: a deck list file or a bundled deck name "
        "(default: the game's benchmark deck, bench-abomasnow for pokemon).")] = None,
    deck2: Annotated[str | None, typer.Option(
        "--deck2", help="Deck B (default: a mirror of deck A). With two decks each agent "
        "plays both, in both seats.")] = None,
    n: Annotated[int, typer.Option("-n", "--games", min=1, help="Games per pair of agents.")] = 100,
    seed: Annotated[int, typer.Option("--seed", "-s", help="Seed: same seed, same results.")] = 0,
    workers: Annotated[int, typer.Option(
        "--workers", "-j", min=0, help="Worker processes (0: one per CPU).")] = 1,
    closed_lists: Annotated[bool, typer.Option(
        "--closed-lists", help="Do not tell searching agents the opponent's deck list "
        "(they then assume the opponent plays their own list).")] = False,
    game: Annotated[str, typer.Option(
        "--game", help="The game: pokemon or zero (its decks and its heuristic agent).")
    ] = "pokemon",
    json: Annotated[bool, typer.Option("--json", help="Print the results as JSON.")] = False,
    progress: Annotated[bool, typer.Option(help="Show a progress bar (on a terminal).")] = True,
    allow_unplayable: AllowUnplayableOpt = False,
) -> None:
    """Play every pair of agents against each other and rate them.

    Each pair plays N games, seats alternating (and decks, when two are given).
    Prints the win-rate matrix with Wilson 95% intervals, each pair's record
    going first and second, Bradley–Terry ratings on the Elo scale and each
    agent's thinking (CPU seconds a game, and the games/s that allows). The same
    seed gives the same results, whatever the number of workers.
    """
    with user_errors():
        kind = game_kind(game)
        deck = deck or kind.default_deck
        names = [a.strip() for a in agents.split(",") if a.strip()]
        a = kind.load_deck(deck)
        b = kind.load_deck(deck2) if deck2 else None
        result = run_arena(
            names, a, b, n=n, seed=seed, workers=workers, progress=progress and not json,
            open_lists=not closed_lists,
            names=(_name(a, deck), _name(b, deck2) if b is not None and deck2 else _name(a, deck)),
            game=game, allow_unplayable=allow_unplayable,
        )
    summary = result.summary()
    if json:
        typer.echo(orjson.dumps(summary, option=orjson.OPT_INDENT_2).decode())
    else:
        typer.echo(format_arena(summary))


def _name(deck: Any, spec: str) -> str:
    return getattr(deck, "name", None) or spec
