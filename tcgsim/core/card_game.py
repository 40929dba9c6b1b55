"""What both games' engines share about cards: each physical card of a game is a number
``c``; the state keeps its card id (``s["defs"][c]``) and its owner (``s["owner"][c]``),
the player's zones are ``s["players"][p]``, and ``defs[c]`` is the card's definition."""

from __future__ import annotations

from collections.abc import Callable, Iterable
from typing import Any, ClassVar, Generic, TypeVar

from tcgsim.core.engine import Engine

D = TypeVar("D")  # a game's card definition (it has a ``name``)


class CardGame(Engine, Generic[D]):
    """An engine over numbered cards; the subclass fills ``defs`` in ``_setup_derived``."""

    defs: list[D]
    #: the board as HTML from one of the game's views (each game's ``board_html`` module)
    render_board: ClassVar[Callable[[dict[str, Any]], str]]

    def view(self, p: int | None) -> dict[str, Any]:
        """What ``p`` may see (None: a spectator); each game builds its own."""
        raise NotImplementedError

    def board_html(self, viewer: int | None = None) -> str:
        """The board as ``viewer`` sees it, as HTML (None: a spectator, who sees no hidden
        card)."""
        return type(self).render_board(self.view(viewer))

    def _repr_html_(self) -> str:
        """What a notebook shows for a game: the board, as a spectator sees it."""
        return self.board_html()

    def d(self, c: int) -> D:
        return self.defs[c]

    def name(self, c: int) -> str:
        return self.defs[c].name  # type: ignore[attr-defined]

    def owner(self, c: int) -> int:
        return self.s["owner"][c]

    def pl(self, p: int) -> dict[str, Any]:
        return self.s["players"][p]

    @property
    def turn(self) -> int:
        return self.s["turn"]

    @property
    def current(self) -> int:
        """The player whose turn it is (the active player, 主动玩家 in Zero Dimension)."""
        return self.s["cur"]


P = TypeVar("P")  # a game's player record


def deal(
    decks: list[list[str]], new_player: Callable[[list[int]], P]
) -> tuple[list[str], list[int], list[P]]:
    """Number the cards of the decks in order (the first deck's first): the card id and the
    owner of each card number, and each player made by ``new_player`` from their deck's
    card numbers."""
    defs: list[str] = []
    owner: list[int] = []
    players = []
    for p, deck in enumerate(decks):
        start = len(defs)
        defs.extend(deck)
        owner.extend([p] * len(deck))
        players.append(new_player(list(range(start, len(defs)))))
    return defs, owner, players


G = TypeVar("G", bound=Engine)


def start_game(game: Callable[[Any], G], state: Any, unplayable: bool) -> G:
    """The game of a new state, run to its first decision from its "setup" frame. A game with
    cards whose text is missing (``unplayable``) records that it opted in, so its replay does
    too; only then: a state of playable decks is the same whatever the caller says."""
    if unplayable:
        state["allow_unplayable"] = True
    g = game(state)
    g.push("setup")
    g.run()
    return g


def respond_all(g: G, answers: Iterable[Any]) -> G:
    """``g`` after each of ``answers`` in order (a replay of its saved answers)."""
    for a in answers:
        g.respond(list(a))
    return g
