"""``tcgsim simulate`` and ``tcgsim tournament``: many games, on local processes or Ray.

Both take the game by name (``--game``), decks as files or bundled names, and run
on ``--workers N`` local processes (default: one per CPU) or, with ``--backend
ray``, on a Ray cluster. The same seed gives the same results on any backend with
any number of workers.
"""

from __future__ import annotations

from pathlib import Path
from typing import Annotated, Any

import orjson
import typer
from rich.console import Console
from rich.table import Table

from tcgsim.agents import AGENTS
from tcgsim.cli.errors import UserError, user_errors
from tcgsim.core.extras import require
from tcgsim.core.unplayable import report as unplayable_report
from tcgsim.games import GAMES, GameKind, game_kind
from tcgsim.sim.backends import BACKENDS
from tcgsim.sim.card_stats import format_cards
from tcgsim.sim.runner import simulate as run_simulation
from tcgsim.sim.saved_games import write_saved_games, write_trajectories
from tcgsim.sim.stats import format_ends, format_summary
from tcgsim.sim.tournament import TournamentResult, run_tournament, write_outputs

AGENT_NAMES = (", ".join(AGENTS) + ", your own (module:name, path/to/agent.py) or a Kaggle "
               "competition submission (kaggle:path/to/main.py)")

# -- options both commands share ------------------------------------------------------------------
GameOpt = Annotated[str, typer.Option(
    "--game", "-g", help=f"Which game: {', '.join(GAMES)}.")]
SeedOpt = Annotated[int, typer.Option(
    "--seed", "-s", help="Seed: the same seed gives the same results, on any backend.")]
WorkersOpt = Annotated[int, typer.Option(
    "--workers", "-w", "-j", min=0,
    help="Local worker processes (0: one per CPU). With --backend ray: at most this many "
         "tasks at once (0: as many as the cluster has CPUs; without --address, the CPUs "
         "of the Ray instance started here).")]
BackendOpt = Annotated[str, typer.Option(
    "--backend", "-b", help=f"Where games run: {', '.join(BACKENDS)} (local processes, or a Ray "
                            "cluster: Ray must be installed, with the ray extra of tcgsim).")]
AddressOpt = Annotated[str | None, typer.Option(
    "--address", help="Ray cluster to use with --backend ray: 'auto' (the one `ray start "
                      "--head` started on this machine), HOST:PORT or ray://HOST:10001. "
                      "Without it a Ray instance is started for the run.")]
JsonOpt = Annotated[bool, typer.Option("--json", help="Print the results as JSON.")]
#: the opt-in to play cards whose text is not all implemented (refused otherwise)
AllowUnplayableOpt = Annotated[bool, typer.Option(
    "--allow-unplayable",
    help="Play decks with cards whose text the engine does not implement yet: those texts "
         "do nothing (the cards play as blanks where their text is missing), so the results "
         "are not the real game. Without it such a deck is refused, naming the cards.")]
ProgressOpt = Annotated[bool, typer.Option(help="Show a progress bar (on a terminal).")]
CardStatsOpt = Annotated[bool, typer.Option(
    "--card-stats", help="Also count, per deck, how often each card was played (per game) and "
                         "the Prize cards (Zero Dimension: life cards) each attacker took; read "
                         "from every game's events, a little slower.")]
FirstOpt = Annotated[str, typer.Option(
    "--first", help="Who goes first: coin (the game's coin flip; in Pokémon its winner chooses), "
                    "a or b (that deck in every game), alternate (A, then B, …) or random (a "
                    "fair draw per game). Win rates are reported split by who went first.")]


def warn_unplayable(kind: GameKind, decks: list[tuple[str, Any]]) -> None:
    """Print a warning line for each deck (name, deck) with cards whose text is not all
    implemented: a game that plays them, as opted in, is not the real game."""
    report = unplayable_report({name: kind.unplayable(deck) for name, deck in decks})
    for line in report["warnings"]:
        typer.echo(line)


def _kind(game: str) -> GameKind:
    with user_errors():
        return game_kind(game)


def _check_backend(backend: str, address: str | None) -> None:
    """Refuse a bad backend choice; say what the wait is for when Ray has to start or connect."""
    if backend not in BACKENDS:
        raise UserError(f"unknown backend {backend!r}; choose one of: {', '.join(BACKENDS)}")
    if address and backend != "ray":
        raise UserError("--address needs --backend ray")
    if backend == "ray":
        typer.echo(f"connecting to the Ray cluster at {address}…" if address
                   else "starting a Ray instance on this machine…", err=True)


def _dump(data: Any) -> str:
    return orjson.dumps(data, option=orjson.OPT_INDENT_2).decode()


#: the deck argument that takes the deck a competition submission submits
SUBMISSION_DECK = "submission"


def _load_deck(kind: GameKind, spec: str, agent: str) -> tuple[Any, str]:
    """A deck and its name: a file, a bundled deck, or ``submission`` (the 60 card ids the
    ``kaggle:`` agent playing it submits)."""
    if spec != SUBMISSION_DECK:
        deck = kind.load_deck(spec)
        return deck, deck.name or spec
    if not agent.startswith("kaggle:") or kind.name != "pokemon":
        raise UserError("the deck 'submission' is the deck of a competition submission: "
                        "its agent must be kaggle:path/to/main.py (Pokémon games)")
    from tcgsim.kaggle import submission_deck

    return submission_deck(agent), f"submission deck of {agent.removeprefix('kaggle:')}"


# -- simulate -------------------------------------------------------------------------------------
def simulate(
    deck_a: Annotated[str, typer.Argument(help="Deck A: a deck list file, a bundled deck name, or "
                                                "'submission' (the deck a kaggle: agent A submits).")],
    deck_b: Annotated[str, typer.Argument(help="Deck B: a deck list file, a bundled deck name, or "
                                                "'submission' (the deck a kaggle: agent B submits).")],
    n: Annotated[int, typer.Option("-n", "--games", min=1, help="Number of games.")] = 1000,
    seed: SeedOpt = 0,
    agent_a: Annotated[str, typer.Option("--agent-a", help=f"Who plays deck A: {AGENT_NAMES}.")] = "heuristic",
    agent_b: Annotated[str, typer.Option("--agent-b", help=f"Who plays deck B: {AGENT_NAMES}.")] = "heuristic",
    game: GameOpt = "pokemon",
    workers: WorkersOpt = 0,
    backend: BackendOpt = "local",
    address: AddressOpt = None,
    plot: Annotated[Path | None, typer.Option(
        "--plot", help="Also draw the game-length histograms to this PNG file.")] = None,
    plots: Annotated[Path | None, typer.Option(
        "--plots", help="Draw the match's charts in this folder (created if missing): "
                        "win_rates.png (win rates with 95% intervals: overall, going first "
                        "and second, best-of-3 matches), end_reasons.png, lengths.png.")] = None,
    json: JsonOpt = False,
    progress: ProgressOpt = True,
    allow_unplayable: AllowUnplayableOpt = False,
    first: FirstOpt = "coin",
    card_stats: CardStatsOpt = False,
    save_games: Annotated[int, typer.Option(
        "--save-games", min=0, help="Save the first N games for replay (`tcgsim replay FILE`), "
                                    "one JSON file each in --save-dir.")] = 0,
    save_dir: Annotated[Path, typer.Option(
        "--save-dir", help="Folder for the saved games (created if missing).")] = Path("games"),
    trajectories: Annotated[Path | None, typer.Option(
        "--trajectories", help="Also write the saved games as trajectories for imitation "
                               "learning to this JSON Lines file: one line per decision with "
                               "the deciding player's view, the decision and the answer.")] = None,
) -> None:
    """Simulate N games of deck A against deck B and report win rates and game lengths.

    Games 1-3, 4-6, … also make best-of-3 matches, scored as the Kaggle competition scores
    them (the first to win 2; a match level after 3 games is drawn).

    Decks alternate seats game by game; who goes first is decided by the game's
    coin flip unless --first forces it, and is recorded; A's win rate going first and
    going second and the first player's win rate are reported. Win
    rates count a draw as half a win and come with Wilson 95% confidence
    intervals. Game length (turns and decisions) is given as min, median, mean,
    90th percentile, max and a histogram. The same seed gives the same results,
    whatever the backend and number of workers.

    Agents are built-in names or your own: ``package.module:name`` or ``path/to/agent.py``
    (its ``agent``; ``file.py:name`` for another): a class (made with ``seed=`` when it takes
    one), a function ``act(view, decision) -> list[int]`` or a factory of agents.
    """
    kind = _kind(game)
    with user_errors(kind.module.DeckError):
        _check_backend(backend, address)
        if plot is not None or plots is not None:  # before the games, not after them
            require("plot", "--plot" if plot is not None else "--plots")
        if trajectories is not None and not save_games:
            raise UserError("--trajectories writes the saved games: give --save-games N too")
        a, name_a = _load_deck(kind, deck_a, agent_a)
        b, name_b = _load_deck(kind, deck_b, agent_b)
        result = run_simulation(
            a, b, n, seed, agent_a, agent_b, progress=progress and not json, workers=workers,
            names=(name_a, name_b), backend=backend, address=address,
            game=game, allow_unplayable=allow_unplayable, record=min(save_games, n),
            first=first, card_stats=card_stats,
        )
        summary = result.summary()
        saved_to = write_saved_games(result, save_dir, allow_unplayable) if save_games else []
        lines = (write_trajectories((orjson.loads(p.read_bytes()) for p in saved_to), trajectories)
                 if trajectories is not None else 0)
        if saved_to:
            summary["saved_games"] = [str(p) for p in saved_to]
        if trajectories is not None:
            summary["trajectories"] = {"file": str(trajectories), "decisions": lines}
        if plot is not None:
            from tcgsim.sim.plots import plot_lengths

            plot_lengths(summary, plot)
        drawn = {}
        if plots is not None:
            from tcgsim.sim.plots import write_match_plots

            drawn = write_match_plots(summary, plots)
    if json:
        typer.echo(_dump(summary))
    else:
        typer.echo(format_summary(summary))
        if plot is not None:
            typer.echo(f"game-length plot written to {plot}")
        if drawn:
            typer.echo("charts written: " + ", ".join(str(p) for p in drawn.values()))
        if saved_to:
            typer.echo(f"{len(saved_to)} game(s) saved for replay in {save_dir} "
                       f"(tcgsim replay {saved_to[0]})")
        if trajectories is not None:
            typer.echo(f"{lines} decisions written to {trajectories}")


# -- tournament -----------------------------------------------------------------------------------
def tournament(
    directory: Annotated[Path | None, typer.Argument(
        help="A folder of deck list files (*.txt): each plays every other.", show_default=False,
        metavar="DIR",
    )] = None,
    decks: Annotated[str | None, typer.Option(
        "--decks", help="Comma-separated bundled deck names (or deck files) to add to the field.")] = None,
    n: Annotated[int, typer.Option("-n", "--games", min=1, help="Games per pair of decks.")] = 100,
    agent: Annotated[str, typer.Option("--agent", "-a", help=f"Who plays every deck: {AGENT_NAMES}.")] = "heuristic",
    mirrors: Annotated[bool, typer.Option(
        help="Also play each deck against itself (the matrix's diagonal).")] = False,
    game: GameOpt = "pokemon",
    workers: WorkersOpt = 0,
    backend: BackendOpt = "local",
    address: AddressOpt = None,
    out: Annotated[Path, typer.Option(
        "--out", "-o", help="Folder for matrix.csv, matrix.json, heatmap.png and end_reasons.png (created if missing).")
    ] = Path("tournament"),
    seed: SeedOpt = 0,
    json: Annotated[bool, typer.Option(
        "--json", help="Print matrix.json to stdout instead of the tables.")] = False,
    progress: ProgressOpt = True,
    allow_unplayable: AllowUnplayableOpt = False,
    first: FirstOpt = "coin",
    card_stats: CardStatsOpt = False,
) -> None:
    """Round robin: every deck plays every other deck N times; writes a win-rate matrix.

    The field is every deck list file in DIR and the decks named by --decks.
    All lists are read and checked before any game is played; each problem is
    reported with its file and line. Seats alternate within a pair; draws count as
    half a win. Writes OUT/matrix.csv (win rate of each row deck against each
    column deck), OUT/matrix.json (rates, 95% intervals, games, wins, draws,
    win rates going first and second and how games ended per pair, standings),
    OUT/heatmap.png (colour-blind-safe, intervals in the cells, standings beside it)
    and OUT/end_reasons.png. The same seed
    gives the same results, whatever the backend and number of workers.
    """
    kind = _kind(game)
    with user_errors(kind.module.DeckError):
        _check_backend(backend, address)
        require("plot", "the tournament's heat map")  # before the games, not after them
        field = _load_field(kind, directory, decks)
        result = run_tournament(field, n, seed, agent, mirrors, game, workers, backend, address,
                                progress=progress and not json, allow_unplayable=allow_unplayable,
                                first=first, card_stats=card_stats)
        paths = write_outputs(result, out)
    if json:
        typer.echo(_dump(result.to_dict()))
        return
    for line in result.warnings_report()["warnings"]:  # first, not to be missed
        typer.echo(line)
    _print_tables(result)
    data = result.to_dict(timing=False)
    typer.echo(format_ends(data["end_reasons"]))
    for line in format_cards(data.get("cards", {}), game):
        typer.echo(line)
    typer.echo(f"{result.total_games} games in {result.seconds:.1f} s "
               f"({result.workers} worker(s), {result.backend})")
    typer.echo("written: " + ", ".join(str(p) for p in paths.values()))


def _load_field(kind: GameKind, directory: Path | None, names: str | None) -> list[tuple[str, Any]]:
    """(name, deck) for every deck file in ``directory`` and every deck in ``names``.

    Every list is read before failing, so one run reports all the bad files at once.
    """
    specs: list[tuple[str, str]] = []
    if directory is not None:
        if not directory.is_dir():
            raise UserError(f"not a folder: {directory}")
        files = sorted(p for p in directory.iterdir() if p.is_file() and p.suffix == ".txt")
        if not files:
            raise UserError(f"no deck list files (*.txt) in {directory}")
        specs += [(p.stem, str(p)) for p in files]
    if names:
        specs += [(Path(x.strip()).stem, x.strip()) for x in names.split(",") if x.strip()]
    if not specs:
        raise UserError("no decks: give a folder of deck lists, --decks NAME,NAME, or both")
    field, problems = [], []
    for name, spec in specs:
        try:
            field.append((name, kind.load_deck(spec)))
        except (kind.module.DeckError, ValueError, OSError) as e:
            problems.append(str(e) if not isinstance(e, OSError) else f"{spec}: {e.strerror or e}")
    if problems:
        raise UserError(f"{len(problems)} deck list(s) could not be read:\n  " + "\n  ".join(problems))
    return field


def _pct(v: float | None) -> str:
    return "" if v is None else f"{100 * v:.0f}"


def _print_tables(result: TournamentResult) -> None:
    console = Console(soft_wrap=False)
    standings = Table(title=f"{result.agent} vs {result.agent}, {result.games_per_pair} games "
                            f"per pair, seed {result.seed} (draws count half)")
    for col, justify in (("#", "right"), ("deck", "left"), ("win rate", "right"),
                         ("95% CI", "right"), ("games", "right")):
        standings.add_column(col, justify=justify)  # type: ignore[arg-type]
    for k, row in enumerate(result.standings(), start=1):
        lo, hi = row["ci95"]
        standings.add_row(str(k), row["deck"], f"{100 * (row['rate'] or 0):.1f}%",
                          f"{100 * lo:.1f}–{100 * hi:.1f}%", str(row["games"]))
    console.print(standings)
    if len(result.decks) > 12:  # wider than a terminal: the files have it all
        return
    matrix = Table(title="win rate (%) of the row deck against the column deck")
    matrix.add_column("deck")
    for k in range(1, len(result.decks) + 1):
        matrix.add_column(str(k), justify="right")
    for k, (name, row) in enumerate(zip(result.decks, result.matrix(), strict=True), start=1):
        matrix.add_row(f"{k} {name}", *(_pct(v) for v in row))
    console.print(matrix)


def register(app: typer.Typer) -> None:
    """Add ``simulate`` and ``tournament`` to the ``tcgsim`` command."""
    app.command()(simulate)
    app.command()(tournament)
