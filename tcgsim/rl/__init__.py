"""Reinforcement-learning environments for both games (the ``rl`` extra:
``pip install 'tcgsim[rl]'``).

* Gymnasium, one learning seat against a tcgsim agent: ``gymnasium.make("tcgsim/Pokemon-v0")``,
  ``gymnasium.make("tcgsim/ZeroDimension-v0")`` (:class:`TcgEnv`);
* PettingZoo AEC, both seats: :func:`pokemon_aec_env`, :func:`zero_aec_env`.

Actions are picks out of a fixed number of options plus STOP (:mod:`tcgsim.rl.picks`), with
an ``action_mask``; observations are numpy arrays encoded from the seat's view only, cards
named by the public card vocabulary (:mod:`tcgsim.rl.vocab`). docs/rl.md has the layout.
"""

from __future__ import annotations

from tcgsim.core.extras import require

require("rl", "tcgsim.rl (the Gymnasium and PettingZoo environments)")

from tcgsim.rl.aec_env import TcgAECEnv, pokemon_aec_env, zero_aec_env  # noqa: E402
from tcgsim.rl.gym_env import PokemonEnv, TcgEnv, ZeroDimensionEnv, register_envs  # noqa: E402
from tcgsim.rl.picks import Picks, TooManyOptions  # noqa: E402
from tcgsim.rl.table import MAX_OPTIONS, IllegalAction, encoder_for  # noqa: E402
from tcgsim.rl.vocab import CardVocabulary, vocabulary  # noqa: E402

register_envs()

__all__ = [
    "MAX_OPTIONS", "CardVocabulary", "IllegalAction", "Picks", "PokemonEnv", "TcgAECEnv",
    "TcgEnv", "TooManyOptions", "ZeroDimensionEnv", "encoder_for", "pokemon_aec_env",
    "register_envs", "vocabulary", "zero_aec_env",
]
