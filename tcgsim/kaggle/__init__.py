"""The competition engine's view of a Pokémon game, so its agents play tcgsim unchanged.

The 2026 Kaggle Pokémon TCG competition's engine (``cabt``, in ``kaggle-environments``)
asks its agents ``agent(obs[, config]) -> list[int]``. Here a tcgsim decision becomes that
observation (:func:`observation`), a submission a tcgsim agent (:class:`KaggleAgent`), its
60 card ids a deck (:func:`deck_from_ids`). ``docs/kaggle.md`` says how to run one and where
the engines differ.
"""

from tcgsim.kaggle.agent import KaggleAgent
from tcgsim.kaggle.ids import deck_from_ids, id_table
from tcgsim.kaggle.observation import deck_request, observation
from tcgsim.kaggle.submission import is_kaggle, make_kaggle_agent, submission_deck

__all__ = ["KaggleAgent", "deck_from_ids", "deck_request", "id_table", "is_kaggle",
           "make_kaggle_agent", "observation", "submission_deck"]
