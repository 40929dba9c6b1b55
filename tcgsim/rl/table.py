"""One game as both kinds of environment play it: the decks, the game, the picks on the
pending decision and each seat's observation.

:class:`Table` is the part the Gymnasium environment (one learning seat,
:mod:`tcgsim.rl.gym_env`) and the PettingZoo one (two seats, :mod:`tcgsim.rl.aec_env`) share.
A seat's observation is encoded from what its view shows alone (:meth:`Engine.view`; the
Pokémon encoder reads the same content without building the view, see
:mod:`tcgsim.rl.pokemon_encoding`), with the action mask of the picks beside it. The view
itself goes into ``info`` unbuilt (:class:`View`), built when read.
"""

from __future__ import annotations

from collections.abc import Iterator, Mapping, Sequence
from typing import Any

import numpy as np
from gymnasium import spaces

from tcgsim.core.decision import Decision
from tcgsim.games import GameKind, game_kind
from tcgsim.rl.encoding import Encoder, Obs
from tcgsim.rl.picks import Picks
from tcgsim.rl.pokemon_encoding import PokemonEncoder
from tcgsim.rl.vocab import vocabulary
from tcgsim.rl.zero_encoding import ZeroEncoder

ENCODERS: dict[str, type[Encoder]] = {"pokemon": PokemonEncoder, "zero": ZeroEncoder}
MAX_OPTIONS = 64
#: a game that needs more decisions than this is cut short (truncated), as runaway games are
#: in simulations (tcgsim.sim.runner.play_game)
MAX_DECISIONS = 100_000
#: what an action outside the mask does: "lose" ends the episode as a loss for the seat that
#: chose it, "raise" raises IllegalAction
ILLEGAL_ACTIONS = ("lose", "raise")

DeckSpec = str | Sequence[str] | Any  # a bundled deck's name, a deck file, card ids or a Deck


class Episode:
    """One game from its start: the decks, the seed and every answer sent so far, which fix
    the game at each of its decisions (the same seed and the same answers make the same
    game), so a past position can be rebuilt when its view is asked for after the game has
    moved on."""

    __slots__ = ("kind", "decks", "seed", "allow_unplayable", "answers", "_replay")

    def __init__(self, kind: GameKind, decks: tuple[list[str], list[str]], seed: int,
                 allow_unplayable: bool) -> None:
        self.kind = kind
        self.decks = decks
        self.seed = seed
        self.allow_unplayable = allow_unplayable
        self.answers: list[list[int]] = []
        self._replay: tuple[Any, int] | None = None  # a rebuilt game and its answers

    def new_game(self) -> Any:
        return self.kind.new_game(self.decks[0], self.decks[1], seed=self.seed,
                                  allow_unplayable=self.allow_unplayable)

    def game_at(self, n: int) -> Any:
        """The game after its first ``n`` answers, rebuilt (views asked for in order rebuild
        the game once: each goes on from the one before)."""
        g, at = self._replay if self._replay is not None and self._replay[1] <= n else \
            (self.new_game(), 0)
        for answer in self.answers[at:n]:
            g.respond(answer)
        self._replay = (g, n)
        return g


class View(Mapping[str, Any]):
    """A view in an info dict, read-only; ``raw`` is the view itself (what agents take).

    Not a dict: vector environments merge the dicts of their infos key by key, and a view's
    keys and shapes differ from game to game. A picklable mapping instead, so it also
    crosses process boundaries (``AsyncVectorEnv``).

    Built when first read, not at every step (a learner that reads only the observation
    never pays for it): read at once, it is the game's view as it is; read after the game
    has moved on, it is that of the position it was given at, rebuilt from the episode's
    seed and answers."""

    __slots__ = ("_raw", "_source")

    def __init__(self, raw: dict[str, Any] | None = None, *,
                 source: tuple[Table, int, Episode, int] | None = None) -> None:
        if (raw is None) == (source is None):
            raise ValueError("a View is made of a view or of its source, one of them")
        self._raw = raw
        self._source = source  # (table, seat, episode, answers sent) when not built yet

    @property
    def raw(self) -> dict[str, Any]:
        if self._raw is None:
            assert self._source is not None
            table, seat, episode, n = self._source
            self._raw = table.view_at(seat, episode, n)
            self._source = None
        return self._raw

    def __getitem__(self, key: str) -> Any:
        return self.raw[key]

    def __iter__(self) -> Iterator[str]:
        return iter(self.raw)

    def __len__(self) -> int:
        return len(self.raw)

    def __repr__(self) -> str:
        return f"View({self.raw!r})"

    def __reduce__(self) -> tuple[type[View], tuple[dict[str, Any]]]:
        return (View, (self.raw,))


class IllegalAction(ValueError):
    """An action the mask does not allow (with ``illegal_action="raise"``)."""


def deck_ids(kind: GameKind, deck: DeckSpec | None) -> list[str]:
    """The card ids of ``deck``: None is the game's default deck (its benchmark mirror's)."""
    if deck is None:
        deck = kind.default_deck
    if isinstance(deck, str):
        deck = kind.load_deck(deck)
    return list(kind.card_ids(deck))


def encoder_for(game: str, max_options: int = MAX_OPTIONS) -> Encoder:
    try:
        cls = ENCODERS[game]
    except KeyError:
        raise ValueError(f"no environment for game {game!r}; choose one of: "
                         f"{', '.join(ENCODERS)}") from None
    return cls(vocabulary(game), max_options)


class Table:
    """A game between two decks; seats are 0 and 1 as in the engine."""

    def __init__(self, game: str, decks: tuple[DeckSpec | None, DeckSpec | None],
                 max_options: int = MAX_OPTIONS, allow_unplayable: bool = False) -> None:
        if max_options < 1:
            raise ValueError(f"max_options must be at least 1, got {max_options}")
        self.kind = game_kind(game)
        self.encoder = encoder_for(game, max_options)
        self.decks = (deck_ids(self.kind, decks[0]), deck_ids(self.kind, decks[1]))
        self.max_options = max_options
        self.allow_unplayable = allow_unplayable
        self.observation_space = spaces.Dict({
            "observation": self.encoder.space(),
            "action_mask": spaces.Box(0, 1, (max_options + 1,), np.int8),
        })
        self.action_space = spaces.Discrete(max_options + 1)
        self._no_actions = np.zeros(max_options + 1, np.int8)  # the mask of a seat not asked
        self.g: Any = None
        self._picks: Picks | None = None  # made when first asked for (see picks)
        self.decisions = 0  # answers sent to the game so far
        self.episode: Episode | None = None
        self._views: dict[int, dict[str, Any]] = {}  # per seat, for the game as it is now
        self._moment = object()

    def start(self, seed: int) -> None:
        self.episode = Episode(self.kind, self.decks, seed, self.allow_unplayable)
        self.g = self.episode.new_game()
        self.decisions = 0
        self._changed()

    def _changed(self) -> None:
        self._views.clear()
        self._moment = object()  # the game's position: a new one at each change
        self._picks = None

    @property
    def picks(self) -> Picks | None:
        """The picks on the pending decision, made when first asked for: a decision an agent
        answers whole (:meth:`answer`, the Gymnasium environment's opponent) has none, so one
        with more options to pick than the action space can name raises
        :class:`~tcgsim.rl.picks.TooManyOptions` only where a seat must pick among them."""
        p = self._picks
        if p is None:
            d = self.g.decision if self.g is not None else None
            if d is None:
                return None
            p = self._picks = Picks(d, self.max_options)
        return p

    @property
    def decision(self) -> Decision | None:
        return self.g.decision

    @property
    def deciding(self) -> int | None:
        d = self.g.decision
        return None if d is None else d.player

    def view(self, seat: int) -> dict[str, Any]:
        v = self._views.get(seat)
        if v is None:
            v = self._views[seat] = self.g.view(seat)
        return v

    def view_at(self, seat: int, episode: Episode, n: int) -> dict[str, Any]:
        """``seat``'s view of ``episode``'s game after ``n`` answers."""
        if episode is self.episode and n == self.decisions:
            return self.view(seat)
        return episode.game_at(n).view(seat)

    def observe(self, seat: int) -> dict[str, Any]:
        """``seat``'s observation: its encoded view, and the mask when it decides."""
        g = self.g
        d = g.decision
        if d is not None and d.player == seat:
            picks = self._picks or self.picks
            obs: Obs = self.encoder.observe(g, seat, d, picks, self.view, self._moment)
            return {"observation": obs, "action_mask": picks.mask()}  # type: ignore[union-attr]
        obs = self.encoder.observe(g, seat, None, None, self.view, self._moment)
        return {"observation": obs, "action_mask": self._no_actions.copy()}

    def info(self, seat: int) -> dict[str, Any]:
        """The raw view and decision behind ``seat``'s observation."""
        d = self.g.decision
        picks = self.picks if d is not None and d.player == seat else None
        assert self.episode is not None
        return {"view": View(source=(self, seat, self.episode, self.decisions)),
                "decision": d if picks is not None else None,
                "picked": list(picks.picked) if picks is not None else []}

    def legal(self, action: int) -> bool:
        p = self.picks
        return p is not None and p.legal(action)

    def act(self, action: int) -> None:
        """Apply a legal action of the deciding seat: one pick, or the answer it completes."""
        if not self.play(action):
            raise IllegalAction(f"action {action} is not allowed by the mask now")

    def play(self, action: int) -> bool:
        """Apply ``action`` of the deciding seat if the mask allows it (one pick, or the
        answer it completes) and say so; False, and nothing done, if it does not."""
        p = self._picks or self.picks
        if p is None:
            return False
        answer = p.take(action)
        if answer is False:
            return False
        if answer is not True:  # the picks' own list: they are done with once answered
            self.answer(answer)
        return True

    def answer(self, answer: list[int]) -> None:
        """Answer the pending decision at once (an agent's answer, not a pick)."""
        assert self.episode is not None
        sent = list(answer)  # as sent: the episode's record, for rebuilding past views
        self.g.respond(answer)
        self.episode.answers.append(sent)
        self.decisions += 1
        self._changed()

    def outcome(self, seat: int) -> float:
        """+1 if ``seat`` won, -1 if it lost, 0 for a draw or a game not over."""
        r = self.g.result
        if r is None or r.winner is None:
            return 0.0
        return 1.0 if r.winner == seat else -1.0


def checked_illegal(mode: str) -> str:
    if mode not in ILLEGAL_ACTIONS:
        raise ValueError(f"illegal_action must be one of {', '.join(ILLEGAL_ACTIONS)}, "
                         f"got {mode!r}")
    return mode


def as_action(action: Any) -> int:
    """An action as a plain int (numpy integers included); ValueError otherwise."""
    if type(action) is int:  # the usual action, at once
        return action
    if isinstance(action, bool) or not isinstance(action, (int, np.integer)):
        raise IllegalAction(f"an action is an integer, got {action!r}")
    return int(action)
