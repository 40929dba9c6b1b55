"""PettingZoo AEC environments: both seats of a game, "player_0" and "player_1".

The agent to act is the seat the game asks (a game is not strictly turn by turn: the
opponent answers some decisions during your turn). Each step is one pick
(:mod:`tcgsim.rl.picks`). At the end of the game the winner gets +1 and the loser -1 (0 each
for a draw); an action outside the mask ends the game as a loss for the seat that chose it
(``illegal_action="lose"``, the default) or raises (``"raise"``).
"""

from __future__ import annotations

from typing import Any

import numpy as np
from gymnasium import spaces
from pettingzoo import AECEnv  # type: ignore[import-untyped]

from tcgsim.rl.table import (
    MAX_DECISIONS,
    MAX_OPTIONS,
    DeckSpec,
    IllegalAction,
    Table,
    as_action,
    checked_illegal,
)

AGENTS = ("player_0", "player_1")
SEATS = {a: i for i, a in enumerate(AGENTS)}  # each agent's seat in the game
SEED_BOUND = 2**63 - 1


class TcgAECEnv(AECEnv[str, dict[str, Any], int]):
    """Two seats of one game; ``decks`` are seat 0's and seat 1's (default: the game's
    benchmark deck for both). The other settings are those of :class:`tcgsim.rl.TcgEnv`."""

    metadata: dict[str, Any] = {"render_modes": [], "is_parallelizable": False}

    def __init__(
        self,
        game: str = "pokemon",
        decks: tuple[DeckSpec | None, DeckSpec | None] = (None, None),
        max_options: int = MAX_OPTIONS,
        illegal_action: str = "lose",
        max_decisions: int = MAX_DECISIONS,
        allow_unplayable: bool = False,
    ) -> None:
        super().__init__()
        self.metadata = {**self.metadata, "name": f"tcgsim_{game}_v0"}
        self.table = Table(game, decks, max_options, allow_unplayable)
        self.illegal_action = checked_illegal(illegal_action)
        self.max_decisions = max_decisions
        self.possible_agents = list(AGENTS)
        self.observation_spaces = {a: self.table.observation_space for a in AGENTS}
        self.action_spaces = {a: self.table.action_space for a in AGENTS}
        self._rng: np.random.Generator | None = None
        self.game_seed = 0
        self._infos: dict[str, dict[str, Any]] | None = {}
        self._info_seat: int | None = None

    def observation_space(self, agent: str) -> spaces.Space[Any]:
        return self.observation_spaces[agent]

    def action_space(self, agent: str) -> spaces.Space[Any]:
        return self.action_spaces[agent]

    def reset(self, seed: int | None = None, options: dict[str, Any] | None = None) -> None:
        if seed is not None or self._rng is None:
            self._rng = np.random.default_rng(seed)
        self.game_seed = int(self._rng.integers(SEED_BOUND))
        self.table.start(self.game_seed)
        self.agents = list(AGENTS)
        self.rewards = {a: 0.0 for a in AGENTS}
        self._cumulative_rewards = {a: 0.0 for a in AGENTS}
        self.terminations = {a: False for a in AGENTS}
        self.truncations = {a: False for a in AGENTS}
        self._select(False)

    @property
    def infos(self) -> dict[str, dict[str, Any]]:
        """Each seat's info (the raw view and decision behind its observation): made when
        first read after a step, not at every step (a learner that reads only the
        observations never pays for them); the same as made at the step, as the game has
        not moved since."""
        infos = self._infos
        if infos is None:
            t = self.table
            if self._info_seat is None:  # the game is over: every seat's
                infos = {a: t.info(SEATS[a]) for a in self.agents}
            else:  # its info to the seat asked, an empty one to the other
                infos = {a: t.info(SEATS[a]) if SEATS[a] == self._info_seat else {}
                         for a in self.agents}
            self._infos = infos
        return infos

    @infos.setter
    def infos(self, infos: dict[str, dict[str, Any]]) -> None:
        self._infos = infos

    def observe(self, agent: str) -> dict[str, Any]:
        return self.table.observe(SEATS[agent])

    def step(self, action: Any) -> None:
        agent = self.agent_selection
        if self.terminations[agent] or self.truncations[agent]:
            self._was_dead_step(action)
            return
        t = self.table
        # every reward stays 0 until the game ends (then no seat steps again but to leave):
        # the acting seat's cumulative reward, 0 already, is not set to 0 again
        if not t.play(action if type(action) is int else as_action(action)):
            if self.illegal_action == "raise":
                raise IllegalAction(f"action {action} of {agent} is not allowed by the mask "
                                    "now")
            self.rewards[agent] = -1.0
            self.rewards[AGENTS[1 - SEATS[agent]]] = 1.0
            self.terminations = dict.fromkeys(self.agents, True)
            self._accumulate_rewards()
            self.infos = {x: {"illegal_action": x == agent} for x in self.agents}
            return
        if t.g.result is not None:
            self.rewards = {x: t.outcome(SEATS[x]) for x in self.agents}
            self.terminations = dict.fromkeys(self.agents, True)
            self._accumulate_rewards()
            self._select(True)
        elif t.decisions >= self.max_decisions:
            self.truncations = dict.fromkeys(self.agents, True)
            self._select(True)
        else:
            self._select(False)

    def _select(self, over: bool) -> None:
        """The seat the game asks next acts; once the game is ``over``, each seat in turn."""
        seat = None if over else self.table.deciding
        if seat is not None:
            # its picks made now: a decision with more to pick than the actions can name
            # raises here (TooManyOptions), at the step that reached it
            self.table.picks  # noqa: B018
        self.agent_selection = AGENTS[0] if seat is None else AGENTS[seat]
        self._info_seat = seat
        self._infos = None  # made when read

    def render(self) -> None:
        return None

    def close(self) -> None:
        return None


def pokemon_aec_env(**kwargs: Any) -> TcgAECEnv:
    """Both seats of a Pokémon TCG game (settings as :class:`TcgAECEnv` takes them)."""
    return TcgAECEnv("pokemon", **kwargs)


def zero_aec_env(**kwargs: Any) -> TcgAECEnv:
    """Both seats of a Zero Dimension game (settings as :class:`TcgAECEnv` takes them)."""
    return TcgAECEnv("zero", **kwargs)
