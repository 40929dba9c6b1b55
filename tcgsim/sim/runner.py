"""Play games between agents: one game (:func:`play_game`) or a match (:func:`simulate`).

Reproducibility is the point: a game is fixed by its seed and the agents' seeds,
and :func:`simulate` derives both from its own seed and the game index, never
from the order games happen to finish in. So the same seed gives the same
results with one worker or many, on local processes or on Ray.

Games are reached through the game registry (:mod:`tcgsim.games`), so any game
whose state keeps ``turn`` (the turn number) and ``first`` (the seat that went
first) plays here.
"""

from __future__ import annotations

import hashlib
import time
from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import Any

from tcgsim.agents import Agent, make_agent, tell_opponent_list
from tcgsim.core.unplayable import UnplayableCard, UnplayableCards
from tcgsim.games import GameKind, game_kind
from tcgsim.sim import process
from tcgsim.sim.backends import Executor, open_executor, run_tasks
from tcgsim.sim.card_stats import game_counts
from tcgsim.sim.progress import progress_bar
from tcgsim.sim.stats import summarize

DeckLike = Any  # a game's Deck object or a sequence of card ids
CHUNK = 8  # games per task sent to a worker: small enough for a smooth progress bar
#: Who goes first (``MatchSpec.first``): "coin" leaves it to the game (its coin flip, and in
#: Pokémon the winner's choice); "a"/"b" force that deck first in every game; "alternate":
#: A in even games, B in odd ones; "random": a fair draw per game from the game's seed.
FIRST_CHOICES = ("coin", "a", "b", "alternate", "random")
#: the decision kind in which the winner of a coin flip chooses to go first or second
#: (Pokémon: options "first" and "second"); a game without it decides by the coin alone
FIRST_DECISION = "first"


class GameTooLong(RuntimeError):
    """A game that did not end within ``max_decisions``: an engine or agent bug, not a draw."""


@dataclass(frozen=True, slots=True)
class GameRecord:
    """How one game went. ``winner`` and ``first`` are seats (0 or 1); winner None: a draw."""

    seed: int
    winner: int | None
    reason: str
    turns: int
    decisions: int
    first: int
    #: every answer given, in order, when the game was recorded (``MatchSpec.record``):
    #: with the seed and the decks, all a replay needs
    answers: tuple[tuple[int, ...], ...] | None = None
    #: per seat, the cards played and the Prizes taken by each attacker, when asked
    #: (``MatchSpec.card_stats``; :mod:`tcgsim.sim.card_stats`)
    cards: tuple[dict[str, dict[str, int]], ...] | None = None


@dataclass(frozen=True, slots=True)
class MatchGame:
    """One game of a match: which seat deck A sat in, and the record."""

    index: int
    a_seat: int
    record: GameRecord

    @property
    def winner_deck(self) -> str | None:
        """"A", "B", or None for a draw."""
        w = self.record.winner
        return None if w is None else ("A" if w == self.a_seat else "B")

    @property
    def a_first(self) -> bool:
        return self.record.first == self.a_seat


@dataclass
class SimResult:
    """The games of a match in index order, and how long they took (wall clock)."""

    deck_a: str
    deck_b: str
    agent_a: str
    agent_b: str
    seed: int
    games: list[MatchGame] = field(default_factory=list)
    seconds: float = 0.0
    workers: int = 1
    backend: str = "local"
    game: str = "pokemon"
    #: deck name -> its cards whose text is not all implemented (played, as opted in)
    unplayable: dict[str, list[UnplayableCard]] = field(default_factory=dict)
    #: the card ids of deck A and deck B (what a saved game names as its decks)
    card_ids: tuple[tuple[str, ...], tuple[str, ...]] = ((), ())
    #: who went first: one of :data:`FIRST_CHOICES` ("coin": the game decided)
    first: str = "coin"

    @property
    def wins_a(self) -> int:
        return sum(1 for g in self.games if g.winner_deck == "A")

    @property
    def wins_b(self) -> int:
        return sum(1 for g in self.games if g.winner_deck == "B")

    @property
    def draws(self) -> int:
        return sum(1 for g in self.games if g.winner_deck is None)

    def summary(self) -> dict[str, Any]:
        return summarize(self)


# -- seeds -------------------------------------------------------------------------------------
def derive_seed(seed: int, *path: int | str) -> int:
    """A seed for a sub-task (game i, its agents, a pair of decks) from ``seed`` and ``path``.

    A keyed hash rather than arithmetic on the numbers, so (7, 8) and (8, 7) or
    neighbouring matches never share games; 63 bits fit every JSON reader.
    """
    digest = hashlib.blake2b(repr((seed, *path)).encode(), digest_size=8).digest()
    return int.from_bytes(digest, "little") >> 1


def agent_name(kind: GameKind, name: str) -> str:
    """The registered agent for ``name`` in this game: "heuristic" means the game's own."""
    return kind.heuristic if name == "heuristic" else name


# -- one game ------------------------------------------------------------------------------------
def play_game(
    deck0: DeckLike,
    deck1: DeckLike,
    agents: Sequence[Agent],
    seed: int,
    max_decisions: int = 100_000,
    game: str = "pokemon",
    allow_unplayable: bool = False,
    record: bool = False,
    first: int | None = None,
    card_stats: bool = False,
) -> GameRecord:
    """Play one game to its end: ``agents[p]`` answers seat p's decisions from p's view;
    ``record`` keeps every answer in the record (for replays and trajectories).
    ``first`` (a seat) forces who goes first: the coin flip's winner's choice is answered
    here, for that seat (ValueError when the game's coin alone decided otherwise: see
    :func:`forced_a_seat`). ``card_stats`` reads the per-card figures from the game's log.

    Raises :class:`GameTooLong` past ``max_decisions`` (a game that never ends is a
    bug to find, not a result to average in) and lets an agent's IllegalResponse
    through. A deck with a card whose text is not all implemented is refused unless
    ``allow_unplayable`` (see :mod:`tcgsim.core.unplayable`).
    """
    kind = game_kind(game)
    g = kind.new_game(kind.card_ids(deck0), kind.card_ids(deck1), seed=seed,
                      allow_unplayable=allow_unplayable)
    wants_view = [getattr(a, "needs_view", True) for a in agents]
    answers: list[tuple[int, ...]] | None = [] if record else None
    if first is not None:
        choose_first(g, first, answers)
    n = 0
    while (d := g.decision) is not None:
        if n >= max_decisions:
            raise GameTooLong(
                f"game with seed {seed} did not end within {max_decisions} decisions "
                f"(turn {g.s['turn']})"
            )
        p = d.player
        view = g.view(p) if wants_view[p] else {}
        answer = agents[p].act(view, d)
        g.respond(answer)
        if answers is not None:
            answers.append(tuple(answer))
        n += 1
    result = g.result
    assert result is not None
    return GameRecord(seed, result.winner, result.reason, g.s["turn"], n, g.s["first"],
                      None if answers is None else tuple(answers),
                      game_counts(game, g.log) if card_stats else None)


def choose_first(g: Any, seat: int, answers: list[tuple[int, ...]] | None = None) -> None:
    """Answer the coin flip winner's "go first or second?" so that ``seat`` goes first (the
    answer is the game's own: a replay of the recorded answers gives the same game)."""
    d = g.decision
    if d is not None and d.kind == FIRST_DECISION:
        wanted = "first" if d.player == seat else "second"
        answer = [next(i for i, o in enumerate(d.options) if o.data == wanted)]
        g.respond(answer)
        if answers is not None:
            answers.append(tuple(answer))
    if g.s["first"] != seat:
        raise ValueError(f"seat {seat} cannot be made to go first: the game decided otherwise")


def first_deck(first: str, seed: int, i: int) -> str | None:
    """The deck ("A" or "B") that goes first in game ``i`` under ``first``; None: the coin's."""
    if first not in FIRST_CHOICES:
        raise ValueError(f"unknown first-player choice {first!r}; choose one of: "
                         f"{', '.join(FIRST_CHOICES)}")
    if first == "coin":
        return None
    if first == "alternate":
        return "A" if i % 2 == 0 else "B"
    if first == "random":
        return "A" if derive_seed(seed, i, "first") % 2 == 0 else "B"
    return first.upper()


def forced_a_seat(kind: GameKind, spec: MatchSpec, game_seed: int, i: int, deck: str) -> int:
    """Deck A's seat in game ``i`` when ``deck`` must go first: the usual i % 2 where the coin
    flip's winner chooses (:func:`choose_first` answers for them), else the seat that puts
    ``deck`` where the game's coin (drawn from its seed before any card) puts the first player."""
    peek = kind.new_game(spec.deck_a, spec.deck_b, seed=game_seed,
                         allow_unplayable=spec.allow_unplayable)
    d = peek.decision
    if d is not None and d.kind == FIRST_DECISION:
        a_seat = i % 2
    else:
        coin = peek.s["first"]
        a_seat = coin if deck == "A" else 1 - coin
    return a_seat


# -- the unit of work every backend runs -----------------------------------------------------------
@dataclass(frozen=True, slots=True)
class MatchSpec:
    """Everything a worker needs to play any game of one match: plain, picklable data."""

    deck_a: tuple[str, ...]
    deck_b: tuple[str, ...]
    agent_a: str
    agent_b: str
    seed: int
    game: str = "pokemon"
    max_decisions: int = 100_000
    allow_unplayable: bool = False
    #: games 0 to record - 1 keep their answers (to be saved for replay)
    record: int = 0
    #: who goes first: one of :data:`FIRST_CHOICES`
    first: str = "coin"
    #: read per-card figures from each game's events (:mod:`tcgsim.sim.card_stats`)
    card_stats: bool = False


def match_game(spec: MatchSpec, i: int) -> MatchGame:
    """Game ``i`` of a match: deck A sits in seat i % 2; seeds derived from (seed, i)."""
    kind = game_kind(spec.game)
    game_seed = derive_seed(spec.seed, i)
    deck_first = first_deck(spec.first, spec.seed, i)
    a_seat = i % 2 if deck_first is None else forced_a_seat(kind, spec, game_seed, i, deck_first)
    first_seat = None if deck_first is None else (a_seat if deck_first == "A" else 1 - a_seat)
    a = make_agent(agent_name(kind, spec.agent_a), derive_seed(game_seed, 1))
    b = make_agent(agent_name(kind, spec.agent_b), derive_seed(game_seed, 2))
    decks = (spec.deck_a, spec.deck_b) if a_seat == 0 else (spec.deck_b, spec.deck_a)
    agents = (a, b) if a_seat == 0 else (b, a)
    # open decklists, as in deck testing: a searching agent knows what its opponent plays
    tell_opponent_list(agents[0], decks[1])
    tell_opponent_list(agents[1], decks[0])
    record = play_game(decks[0], decks[1], agents, game_seed, spec.max_decisions, spec.game,
                       spec.allow_unplayable, record=i < spec.record, first=first_seat,
                       card_stats=spec.card_stats)
    return MatchGame(i, a_seat, record)


@dataclass(frozen=True, slots=True)
class GameRange:
    """Games ``start`` to ``stop - 1`` of a match: one task."""

    spec: MatchSpec
    start: int
    stop: int

    def __len__(self) -> int:
        return self.stop - self.start


def play_range(task: GameRange) -> list[MatchGame]:
    """The task function every backend runs: a pure function of its argument."""
    games = [match_game(task.spec, i) for i in range(task.start, task.stop)]
    process.settle()  # in tcgsim's own processes: the card data loaded is kept out of GC
    return games


def split(spec: MatchSpec, n: int, chunk: int = CHUNK) -> list[GameRange]:
    """Games 0 to n - 1 of a match as tasks of ``chunk`` games."""
    return [GameRange(spec, lo, min(n, lo + chunk)) for lo in range(0, n, chunk)]


def play_tasks(
    tasks: Sequence[GameRange],
    executor: Executor,
    progress: bool = True,
    desc: str | None = None,
) -> list[list[MatchGame]]:
    """Run ``tasks`` on ``executor``, results in task order, with one progress bar over all games.

    The bar shows only when asked and stderr is a terminal (:func:`.progress.progress_bar`).
    """
    bar = progress_bar(sum(len(t) for t in tasks), progress, desc)
    try:
        return run_tasks(executor, play_range, tasks, lambda _i, games: bar.update(len(games)))
    finally:
        bar.close()


def check_agents(game: str, *names: str) -> None:
    """Fail here, not inside a worker, on an unknown game or agent name."""
    kind = game_kind(game)
    for name in names:
        make_agent(agent_name(kind, name))


def check_playable(
    game: str, deck: DeckLike, label: str, allow_unplayable: bool = False
) -> tuple[str, ...]:
    """The deck's card ids, once a game with it has been started here.

    So a deck that cannot even start (no Basic Pokémon, say, or a card whose text is not
    all implemented, unless ``allow_unplayable``) is reported by name before any worker
    starts, not as a failure deep inside a run.
    """
    kind = game_kind(game)
    ids = tuple(kind.card_ids(deck))
    try:
        kind.new_game(list(ids), list(ids), seed=0, allow_unplayable=allow_unplayable)
    except UnplayableCards as e:
        raise UnplayableCards(e.cards, label) from None
    except ValueError as e:
        raise ValueError(f"{label}: {e}") from None
    return ids


def unplayable_by_deck(
    game: str, decks: Sequence[tuple[str, DeckLike]]
) -> dict[str, list[UnplayableCard]]:
    """Deck name -> its cards whose text is not all implemented (decks without any left out):
    what an opted-in run reports."""
    kind = game_kind(game)
    found = {name: kind.unplayable(deck) for name, deck in decks}
    return {name: cards for name, cards in found.items() if cards}


# -- a match ------------------------------------------------------------------------------------------
def simulate(
    deck_a: DeckLike,
    deck_b: DeckLike,
    n: int,
    seed: int = 0,
    agent_a: str = "random",
    agent_b: str = "random",
    progress: bool = True,
    workers: int = 1,
    max_decisions: int = 100_000,
    names: tuple[str, str] | None = None,
    backend: str = "local",
    address: str | None = None,
    game: str = "pokemon",
    executor: Executor | None = None,
    allow_unplayable: bool = False,
    record: int = 0,
    first: str = "coin",
    card_stats: bool = False,
) -> SimResult:
    """Play ``n`` games of deck A against deck B; the same seed gives the same games.

    Deck A sits in seat 0 in even games and seat 1 in odd ones; who actually goes
    first is the engine's coin flip and choice unless ``first`` forces it, recorded per game. ``workers`` > 1
    spreads the games over local processes (0: one per CPU); ``backend="ray"`` runs
    them on Ray (``address``: an existing cluster). Neither changes any result. An
    ``executor`` already open is used as it is (and left open). A deck with a card whose
    text is not all implemented is refused (:class:`UnplayableCards`, naming the deck and
    the cards) unless ``allow_unplayable``; the result then lists them (``unplayable``).
    The first ``record`` games keep their answers (:mod:`tcgsim.sim.saved_games` saves them).
    ``first`` forces who goes first (:data:`FIRST_CHOICES`; "coin": the game decides).
    ``card_stats``: each game's cards played and Prizes by attacker, read in the workers.
    """
    if n < 1:
        raise ValueError("n must be at least 1")
    first_deck(first, seed, 0)  # an unknown choice fails here, not in a worker
    check_agents(game, agent_a, agent_b)
    if names is None:
        names = (_deck_name(deck_a, "A"), _deck_name(deck_b, "B"))
    ids_a = check_playable(game, deck_a, f"deck A ({names[0]})", allow_unplayable)
    ids_b = check_playable(game, deck_b, f"deck B ({names[1]})", allow_unplayable)
    unplayable = unplayable_by_deck(game, [(names[0], ids_a), (names[1], ids_b)])
    spec = MatchSpec(ids_a, ids_b, agent_a, agent_b, seed, game, max_decisions, allow_unplayable,
                     record, first, card_stats)
    tasks = split(spec, n)
    ex = executor or open_executor(backend, workers, address)
    try:
        start = time.perf_counter()
        chunks = play_tasks(tasks, ex, progress)
        seconds = time.perf_counter() - start
    finally:
        if executor is None:
            ex.close()
    return SimResult(names[0], names[1], agent_a, agent_b, seed,
                     games=[g for chunk in chunks for g in chunk], seconds=seconds,
                     workers=min(ex.workers, len(tasks)), backend=ex.name, game=game,
                     unplayable=unplayable, card_ids=(ids_a, ids_b), first=first)


def _deck_name(deck: DeckLike, fallback: str) -> str:
    return getattr(deck, "name", "") or fallback
