"""The games tcgsim plays, behind one interface.

Commands, simulation workers, agents and the web server take a game by name
(``"pokemon"``, ``"zero"``) and reach its engine only through :class:`GameKind`,
so adding a game means adding one entry here, not touching every caller.
Modules are imported lazily: starting a Pokémon game never loads the other.
"""

from __future__ import annotations

import importlib
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from tcgsim.core.decision import quoted
from tcgsim.core.unplayable import UnplayableCard


@dataclass(frozen=True)
class GameKind:
    """How to reach one game's engine.

    ``package`` is the engine's package; it provides ``new_game(deck0, deck1, seed=,
    allow_unplayable=)``, ``unplayable_cards(card_ids)`` (the cards of a deck whose text is
    not all implemented, as :class:`~tcgsim.core.unplayable.UnplayableCard`),
    ``Game`` (with ``from_json``), ``replay(state)``, ``Deck`` (``parse``, ``from_file``,
    ``card_ids()``), ``DeckError``, ``check_deck(deck)``, ``bundled_decks()`` and
    ``bundled_deck(name)``. ``heuristic`` names the game's heuristic agent in
    :mod:`tcgsim.agents.registry`; ``default_deck`` is a bundled deck name. (A game's
    search model lives with the agents: :data:`tcgsim.agents.mcts.SEARCH_MODELS`.)
    """

    name: str
    title: str
    package: str
    default_deck: str
    heuristic: str

    @property
    def module(self) -> Any:
        return importlib.import_module(self.package)

    def new_game(
        self, deck0: Any, deck1: Any, seed: int = 0, allow_unplayable: bool = False
    ) -> Any:
        """A game; a deck with a card whose text is not all implemented is refused
        (:class:`~tcgsim.core.unplayable.UnplayableCards`) unless ``allow_unplayable``."""
        return self.module.new_game(deck0, deck1, seed=seed, allow_unplayable=allow_unplayable)

    def unplayable(self, deck: Any) -> list[UnplayableCard]:
        """The deck's cards whose text is not all implemented, each with the text it lacks."""
        return list(self.module.unplayable_cards(self.card_ids(deck)))

    def from_json(self, text: str | bytes) -> Any:
        return self.module.Game.from_json(text)

    def replay(self, state: dict[str, Any]) -> Any:
        return self.module.replay(state)

    def bundled_decks(self) -> list[str]:
        return list(self.module.bundled_decks())

    def load_deck(self, spec: str) -> Any:
        """A deck list file, or the name of a deck bundled with this game.

        Raises the game's ``DeckError`` for a bad list (naming the file and line)
        and ``ValueError`` when ``spec`` is neither a file nor a bundled deck.
        """
        path = Path(spec)
        if path.is_file():
            return self.module.Deck.from_file(path)
        names = self.bundled_decks()
        if spec.removesuffix(".txt") in names:
            return self.module.bundled_deck(spec.removesuffix(".txt"))
        if path.suffix or "/" in spec:
            raise ValueError(f"no such deck file: {spec}")
        raise ValueError(
            f"no deck file or bundled {self.title} deck named {spec!r}; "
            f"bundled decks: {', '.join(names)}"
        )

    def card_ids(self, deck: Any) -> list[str]:
        return deck.card_ids() if hasattr(deck, "card_ids") else list(deck)


GAMES: dict[str, GameKind] = {
    "pokemon": GameKind("pokemon", "Pokémon TCG", "tcgsim.pokemon", "bench-abomasnow", "heuristic"),
    "zero": GameKind("zero", "Zero Dimension TCG", "tcgsim.zero", "dragonball",
                     "zero-heuristic"),
}


def register(kind: GameKind) -> None:
    """Add a game (the Zero Dimension engine registers itself here once it ships)."""
    GAMES[kind.name] = kind


def game_kind(name: str) -> GameKind:
    """The game called ``name``; ValueError naming the choices otherwise."""
    try:
        return GAMES[name]
    except KeyError:
        raise ValueError(f"unknown game {quoted(name)}; choose one of: {', '.join(GAMES)}") from None


def game_of(state_or_view: dict[str, Any]) -> GameKind:
    """The game a stored state or a view belongs to (both carry a ``game`` field or are Pokémon)."""
    return game_kind(state_or_view.get("game", "pokemon"))

