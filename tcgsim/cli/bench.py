"""``tcgsim bench``: the engine benchmark (:mod:`tcgsim.sim.bench`) on the command line."""

from __future__ import annotations

from typing import Annotated

import orjson
import typer

from tcgsim.cli.errors import UserError, user_errors
from tcgsim.games import GAMES, game_kind
from tcgsim.sim.bench import BENCH_GAMES, run_bench
from tcgsim.sim.scaling import SCALING_HELP, check_scaling


def bench(
    n: Annotated[int, typer.Option("-n", "--games", min=1, help="Games to time.")] = 200,
    seed: Annotated[int, typer.Option("--seed", "-s", help="Seed for games and sampling.")] = 0,
    samples: Annotated[
        int, typer.Option("--samples", min=1, help="Decision points where clone/to_json are timed.")
    ] = 200,
    json: Annotated[bool, typer.Option("--json", help="Print the figures as JSON.")] = False,
    game: Annotated[str | None, typer.Option(
        "--game", "-g", help=f"Game to measure ({', '.join(GAMES)}); "
        f"default: {', '.join(BENCH_GAMES)}.")] = None,
    deck: Annotated[str | None, typer.Option(
        "--deck", "-d", help="Bundled deck to mirror (e.g. naic2024_02_ivanoff_gardevoir); "
        "default: the game's benchmark deck. Needs a single game.")] = None,
    scaling: Annotated[str, typer.Option(
        "--scaling", help=f"Also time the same games on 2 local workers and on Ray: {SCALING_HELP}.")
    ] = "all",
) -> None:
    """Measure engine speed, per game: random-vs-random games of a deck mirror in one process.

    Prints games/s and decisions/s, the mean cost of view(), clone(), to_json()
    and from_json() at random decision points with the state's size there, the
    peak memory of one game (tracemalloc), MCTS simulations/s, then the speed-up
    of 2 local workers and of Ray over one process on the same games. --json
    prints the figures of one game as an object, of several as one per game name.
    """
    with user_errors():
        games = [game] if game is not None else list(BENCH_GAMES)
        for name in games:
            if name not in GAMES:
                raise UserError(f"unknown game {name!r}; choose one of: {', '.join(GAMES)}")
        if deck is not None and len(games) > 1:
            # a bundled deck belongs to one game: measure that game only
            games = [g for g in games if deck in game_kind(g).bundled_decks()] or games[:1]
        for name in games:
            decks = game_kind(name).bundled_decks()
            if deck is not None and deck not in decks:
                raise UserError(f"unknown deck {deck!r}; bundled decks: {', '.join(decks)}")
        check_scaling(scaling)
    results = [run_bench(n, seed, samples, deck=deck or game_kind(name).default_deck, game=name,
                         scaling=scaling) for name in games]
    if json:
        data = (results[0].to_dict() if len(results) == 1
                else {r.game: r.to_dict() for r in results})
        typer.echo(orjson.dumps(data, option=orjson.OPT_INDENT_2).decode())
    else:
        typer.echo("\n\n".join(r.report() for r in results))
