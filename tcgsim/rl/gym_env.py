"""Gymnasium environments: one learning seat against a tcgsim agent.

``gymnasium.make("tcgsim/Pokemon-v0")`` and ``gymnasium.make("tcgsim/ZeroDimension-v0")``
(after ``import tcgsim.rl``). Each step is one pick of the learning seat
(:mod:`tcgsim.rl.picks`); the opponent's decisions are answered by its agent in between.
The reward is 0 until the game ends, then +1 for a win, -1 for a loss, 0 for a draw.
"""

from __future__ import annotations

from typing import Any

import gymnasium as gym

from tcgsim.agents import make_agent, tell_opponent_list
from tcgsim.rl.table import (
    MAX_DECISIONS,
    MAX_OPTIONS,
    DeckSpec,
    IllegalAction,
    Table,
    as_action,
    checked_illegal,
)
from tcgsim.sim.runner import agent_name, derive_seed

SEED_BOUND = 2**63 - 1  # game seeds drawn from the environment's generator


class TcgEnv(gym.Env[dict[str, Any], Any]):
    """One seat of a game learns; the other is played by ``opponent``.

    ``deck`` and ``opponent_deck``: a bundled deck's name, a deck file, a list of card ids or
    a Deck (default: the game's benchmark deck). ``opponent``: an agent name as
    ``tcgsim simulate`` takes it ("heuristic" is the game's own heuristic; "random",
    "mcts:simulations=50", ``module:name``...). ``seat``: 0 or 1, or None to draw it each
    episode. ``illegal_action``: "lose" (an action outside the mask ends the episode as a
    loss, ``info["illegal_action"]``) or "raise". ``max_options``: options an action can
    name (the action space has one more: STOP); a decision of the learning seat that needs
    more picks than that raises :class:`~tcgsim.rl.picks.TooManyOptions` (the opponent's
    agent answers its own decisions whole, whatever their size). ``max_decisions``:
    decisions after which a game is truncated.
    """

    metadata: dict[str, Any] = {"render_modes": []}

    def __init__(
        self,
        game: str = "pokemon",
        deck: DeckSpec | None = None,
        opponent_deck: DeckSpec | None = None,
        opponent: str = "heuristic",
        seat: int | None = None,
        max_options: int = MAX_OPTIONS,
        illegal_action: str = "lose",
        max_decisions: int = MAX_DECISIONS,
        allow_unplayable: bool = False,
    ) -> None:
        if seat not in (None, 0, 1):
            raise ValueError(f"seat must be 0, 1 or None, got {seat!r}")
        self.table = Table(game, (deck, opponent_deck if opponent_deck is not None else deck),
                           max_options, allow_unplayable)
        self.learner_deck, self.opponent_deck = self.table.decks
        self.opponent_name = agent_name(self.table.kind, opponent)
        make_agent(self.opponent_name)  # a bad name fails here, with the choices
        self.fixed_seat = seat
        self.illegal_action = checked_illegal(illegal_action)
        self.max_decisions = max_decisions
        self.observation_space = self.table.observation_space
        self.action_space = self.table.action_space
        self.seat = 0
        self.game_seed = 0
        self._over = True

    def reset(self, *, seed: int | None = None,
              options: dict[str, Any] | None = None) -> tuple[dict[str, Any], dict[str, Any]]:
        super().reset(seed=seed)
        rng = self.np_random
        self.game_seed = int(rng.integers(SEED_BOUND))
        self.seat = self.fixed_seat if self.fixed_seat is not None else int(rng.integers(2))
        t = self.table
        mine, theirs = self.learner_deck, self.opponent_deck
        t.decks = (mine, theirs) if self.seat == 0 else (theirs, mine)
        self.opponent = make_agent(self.opponent_name, derive_seed(self.game_seed, 2))
        tell_opponent_list(self.opponent, mine)  # open decklists, as in simulations
        t.start(self.game_seed)
        self._over = False
        self._play_opponent()
        return t.observe(self.seat), self._info()

    def step(self, action: Any) -> tuple[dict[str, Any], float, bool, bool, dict[str, Any]]:
        if self._over:
            raise RuntimeError("the episode is over: call reset() first")
        t = self.table
        a = action if type(action) is int else as_action(action)
        if not t.play(a):
            if self.illegal_action == "raise":
                raise IllegalAction(f"action {a} is not allowed by the mask now")
            self._over = True
            return t.observe(self.seat), -1.0, True, False, {**self._info(),
                                                            "illegal_action": True}
        self._play_opponent()
        result = t.g.result
        terminated = result is not None
        truncated = not terminated and t.decisions >= self.max_decisions
        self._over = terminated or truncated
        reward = t.outcome(self.seat) if terminated else 0.0
        return t.observe(self.seat), reward, terminated, truncated, self._info()

    def _play_opponent(self) -> None:
        """Let the opponent answer until the learning seat decides or the game ends."""
        t = self.table
        other = 1 - self.seat
        agent = self.opponent
        wants_view = getattr(agent, "needs_view", True)
        while t.deciding == other and t.decisions < self.max_decisions:
            d = t.decision
            assert d is not None
            t.answer(agent.act(t.view(other) if wants_view else {}, d))

    def _info(self) -> dict[str, Any]:
        info = self.table.info(self.seat)  # a dict of its own
        info["seat"] = self.seat
        info["game_seed"] = self.game_seed
        return info


class PokemonEnv(TcgEnv):
    """``tcgsim/Pokemon-v0``: :class:`TcgEnv` on the Pokémon TCG."""

    def __init__(self, **kwargs: Any) -> None:
        super().__init__("pokemon", **kwargs)


class ZeroDimensionEnv(TcgEnv):
    """``tcgsim/ZeroDimension-v0``: :class:`TcgEnv` on the Zero Dimension TCG."""

    def __init__(self, **kwargs: Any) -> None:
        super().__init__("zero", **kwargs)


def register_envs() -> None:
    """Register the environment ids with Gymnasium (once; ``import tcgsim.rl`` does it)."""
    for env_id, cls in (("tcgsim/Pokemon-v0", PokemonEnv),
                        ("tcgsim/ZeroDimension-v0", ZeroDimensionEnv)):
        if env_id not in gym.registry:
            gym.register(id=env_id, entry_point=f"{cls.__module__}:{cls.__name__}")

