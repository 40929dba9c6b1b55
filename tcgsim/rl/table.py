"""One game as both kinds of environment play it: the decks, the game, the picks on the
pending decision and each seat's observation.

:class:`Table` is the part the Gymnasium environment (one learning seat,
:mod:`tcgsim.rl.gym_env`) and the PettingZoo one (two seats, :mod:`tcgsim.rl.aec_env`) share.
A seat's observation is built from its view alone (:meth:`Engine.view`), encoded by the
game's encoder, with the action mask of the picks beside it.
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


class View(Mapping[str, Any]):
    """A view in an info dict, read-only; ``raw`` is the view itself (what agents take).

    Not a dict: vector environments merge the dicts of their infos key by key, and a view's
    keys and shapes differ from game to game. A picklable mapping instead, so it also
    crosses process boundaries (``AsyncVectorEnv``)."""

    __slots__ = ("raw",)

    def __init__(self, raw: dict[str, Any]) -> None:
        self.raw = raw

    def __getitem__(self, key: str) -> Any:
        return self.raw[key]

    def __iter__(self) -> Iterator[str]:
        return iter(self.raw)

    def __len__(self) -> int:
        return len(self.raw)

    def __repr__(self) -> str:
        return f"View({self.raw!r})"


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
        self.g: Any = None
        self.picks: Picks | None = None
        self.decisions = 0  # answers sent to the game so far
        self._views: dict[int, dict[str, Any]] = {}  # per seat, for the game as it is now

    def start(self, seed: int) -> None:
        self.g = self.kind.new_game(self.decks[0], self.decks[1], seed=seed,
                                    allow_unplayable=self.allow_unplayable)
        self.decisions = 0
        self._changed()

    def _changed(self) -> None:
        self._views.clear()
        d = self.g.decision
        self.picks = Picks(d, self.max_options) if d is not None else None

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

    def observe(self, seat: int) -> dict[str, Any]:
        """``seat``'s observation: its encoded view, and the mask when it decides."""
        view = self.view(seat)
        d = self.g.decision
        picks = self.picks if d is not None and d.player == seat else None
        obs: Obs = self.encoder.encode(view, d if picks is not None else None, picks)
        mask = picks.mask() if picks is not None else np.zeros(self.max_options + 1, np.int8)
        return {"observation": obs, "action_mask": mask}

    def info(self, seat: int) -> dict[str, Any]:
        """The raw view and decision behind ``seat``'s observation."""
        d = self.g.decision
        mine = d is not None and d.player == seat
        return {"view": View(self.view(seat)), "decision": d if mine else None,
                "picked": list(self.picks.picked) if mine and self.picks else []}

    def legal(self, action: int) -> bool:
        return self.picks is not None and self.picks.legal(action)

    def act(self, action: int) -> None:
        """Apply a legal action of the deciding seat: one pick, or the answer it completes."""
        assert self.picks is not None
        answer = self.picks.pick(action)
        if answer is not None:
            self.g.respond(list(answer))
            self.decisions += 1
            self._changed()

    def answer(self, answer: list[int]) -> None:
        """Answer the pending decision at once (an agent's answer, not a pick)."""
        self.g.respond(answer)
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
    if isinstance(action, bool) or not isinstance(action, (int, np.integer)):
        raise IllegalAction(f"an action is an integer, got {action!r}")
    return int(action)
