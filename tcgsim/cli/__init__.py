"""The ``tcgsim`` command: play in the terminal, simulate match-ups, replay games, benchmark.

User mistakes (a missing file, a bad deck list, an unknown agent) print one
``error: …`` line and exit with status 1; a traceback means a bug in tcgsim.
"""

from __future__ import annotations

import random
from pathlib import Path
from typing import Annotated, Any

import typer

from tcgsim import __version__, pokemon
from tcgsim.agents import AGENTS, make_agent
from tcgsim.cli import saved, sim_commands, zero_play
from tcgsim.cli.arena import arena
from tcgsim.cli.bench import bench
from tcgsim.cli.cards import cards_app
from tcgsim.cli.deck import deck_app
from tcgsim.cli.errors import UserError, user_errors
from tcgsim.cli.render import render_event, render_view
from tcgsim.cli.saved import replay_answers, replay_deck_ids
from tcgsim.cli.serve import serve
from tcgsim.cli.terminal import parse_answer as parse_answer  # re-exported: how answers are typed
from tcgsim.cli.terminal import play_and_save
from tcgsim.cli.zero_cards import zero_cards_app
from tcgsim.core.text import PLAYER_NAMES
from tcgsim.games import game_kind, game_of
from tcgsim.pokemon.model.carddb import UnknownCard
from tcgsim.pokemon.model.deck import Deck, bundled_deck, bundled_decks
from tcgsim.sim import process

DEFAULT_DECK = "bench-abomasnow"
AGENT_NAMES = ", ".join(AGENTS)

app = typer.Typer(
    help="tcgsim: a rules-exact Pokémon TCG engine. Play against the AI, simulate "
    "deck match-ups, replay games, check decks.",
    no_args_is_help=True,
    pretty_exceptions_show_locals=False,
    add_completion=False,
)
app.add_typer(deck_app, name="deck")
app.add_typer(cards_app, name="cards")
app.add_typer(zero_cards_app, name="zero-cards")
sim_commands.register(app)
app.command()(arena)
app.command()(bench)
app.command()(serve)


def load_deck(spec: str) -> Deck:
    """A deck list file, or the name of a deck bundled with tcgsim."""
    path = Path(spec)
    if path.is_file():
        return Deck.from_file(path)
    if spec.removesuffix(".txt") in bundled_decks():
        return bundled_deck(spec)
    if path.suffix or "/" in spec:
        raise UserError(f"no such deck file: {spec}")
    raise UserError(
        f"no deck file or bundled deck named {spec!r}; bundled decks: {', '.join(bundled_decks())}"
    )


def _version(value: bool) -> None:
    if value:
        typer.echo(f"tcgsim {__version__}")
        raise typer.Exit()


@app.callback()
def _main(
    version: Annotated[
        bool, typer.Option("--version", callback=_version, is_eager=True, help="Show the version.")
    ] = False,
) -> None:
    """tcgsim: a rules-exact Pokémon TCG engine, player and laboratory."""


# -- play ------------------------------------------------------------------------------------
DeckOpt = Annotated[
    str, typer.Option("--deck", "-d", help="Your deck: a deck list file or a bundled deck name.")
]


@app.command()
def play(
    deck: DeckOpt = DEFAULT_DECK,
    opponent_deck: Annotated[
        str | None,
        typer.Option("--opponent-deck", "-o", help="The AI's deck (default: the same as yours)."),
    ] = None,
    agent: Annotated[str | None, typer.Option(
        "--agent", "-a", help=f"The AI: {AGENT_NAMES} (default: the game's heuristic).")] = None,
    seed: Annotated[
        int | None, typer.Option("--seed", "-s", help="Game seed (default: random; it is printed).")
    ] = None,
    seat: Annotated[
        int, typer.Option("--seat", min=0, max=1, help="Your seat: 0 (Player 1) or 1 (Player 2).")
    ] = 0,
    save: Annotated[
        Path | None,
        typer.Option("--save", help="Write the game to this file at the end (for `tcgsim replay`)."),
    ] = None,
    game_name: Annotated[str, typer.Option(
        "--game", "-g", help="Which game: pokemon or zero (Zero Dimension; its default deck is "
        "dragonball).")] = "pokemon",
    allow_unplayable: sim_commands.AllowUnplayableOpt = False,
) -> None:
    """Play a game in the terminal against the AI.

    Each time you decide, you see what happened since (with the rule clause in
    brackets), the board as you may see it, and numbered options. Type option
    numbers separated by spaces or commas; an empty line chooses nothing (where
    that is allowed); q quits.
    """
    if game_name != "pokemon":
        with user_errors():
            game_kind(game_name)  # an unknown game is named with the choices
        zero_play.play(None if deck == DEFAULT_DECK else deck, opponent_deck, agent, seed, seat,
                       save, allow_unplayable)
        return
    agent = agent or "heuristic"
    with user_errors():
        mine = load_deck(deck)
        theirs = load_deck(opponent_deck) if opponent_deck else mine
        if seed is None:
            seed = random.SystemRandom().randrange(2**31)
        bot = make_agent(agent, seed)
        decks = (mine, theirs) if seat == 0 else (theirs, mine)
        game = pokemon.new_game(decks[0], decks[1], seed=seed, allow_unplayable=allow_unplayable)
    typer.echo(f"tcgsim {__version__} — you are {PLAYER_NAMES[seat]} ({mine.name or 'your deck'}) "
               f"against the {agent} AI ({theirs.name or 'its deck'}); seed {seed}")
    sim_commands.warn_unplayable(game_kind("pokemon"), [(mine.name or "your deck", mine),
                                                        (theirs.name or "its deck", theirs)])
    play_and_save(game, seat, bot, render_view, render_event, save)


# -- replay ----------------------------------------------------------------------------------
@app.command()
def replay(
    file: Annotated[
        Path,
        typer.Argument(help="A saved game (`tcgsim play --save`, game.to_json()) or a JSON object "
                       "with seed, decks (card id lists or deck names) and answers."),
    ],
    as_player: Annotated[
        int | None,
        typer.Option("--as-player", min=0, max=1,
                     help="Show only what this player (0 or 1) saw; default: everything."),
    ] = None,
) -> None:
    """Replay a game from its seed and answers and print its log in plain words.

    A saved game must be one: a state of its game whose seed and answers replay to it
    (a file edited by hand is named as such, with the field that was changed)."""
    with user_errors():
        kind, data = saved.read_replay(file, game_of)
        zero = kind.name == "zero"
        try:
            game = zero_play.replay_game(data) if zero else replay_game(data)
        except UserError as e:
            raise UserError(f"{file}: {e}") from None
        saved.check_reproduced(file, data, game)
    events = game.log if as_player is None else game.log_for(as_player)
    words = zero_play.render_event if zero else render_event
    for e in events:
        typer.echo(words(e))
    r = game.result
    if r is None:
        d = game.decision
        who = PLAYER_NAMES[d.player] if d else "nobody"
        typer.echo(f"(the game is not over: {who} is to decide: {d.prompt if d else ''})")


def replay_game(data: dict[str, Any]) -> pokemon.Game:
    """Rebuild a game from seed, decks and answers (each answer a list of option indices).

    The game's options are a saved game's own (``options``: its prizes and whether it began
    as sudden death), else ``sudden_death`` as the data gives it."""
    ids = replay_deck_ids(data, load_deck)
    options = data.get("options") or {}
    try:
        game = pokemon.new_game(
            ids[0], ids[1], seed=int(data["seed"]), prizes=options.get("prizes", 6),
            sudden_death=bool(options.get("sudden_death", data.get("sudden_death", False))),
            allow_unplayable=bool(data.get("allow_unplayable", False)),
        )  # fmt: skip
    except UnknownCard as e:
        raise UserError(f"decks: {e}") from None
    replay_answers(game, data["answers"])
    return game


def main() -> None:
    """Entry point of the ``tcgsim`` console script."""
    process.claim()  # a process of tcgsim's own: simulations may tune it
    app()
