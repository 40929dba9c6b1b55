"""``Game.clone`` copies the state as plain data (``model.state_copy``): the same state a
round trip through JSON gives, nothing mutable shared with the original but the log's events
and the answers, and the copy plays on as the original does."""

from __future__ import annotations

import random
from functools import partial

import orjson
import pytest

from tcgsim import pokemon
from tcgsim.core.plain_copy import plain_copy
from tcgsim.pokemon.model.deck import bundled_deck
from tcgsim.pokemon.model.state_copy import copy_state
from tests.helpers import check_clone, paused_clones, random_answer

#: the benchmark deck and lists whose games put effects on Pokémon and players, damage
#: records and Special Conditions into the state
DECKS = ("bench-abomasnow", "2026-08-28_worlds2026-ma_3_brent-tonisson_dragapult",
         "2026-08-28_worlds2026-sr_3_jones-d_lucario-hariyama",
         "2026-08-28_worlds2026-jr_17_achita-d_festival-lead")
#: the list of these whose random games put effects on Pokémon and on players
WITH_EFFECTS = "2026-08-28_worlds2026-sr_3_jones-d_lucario-hariyama"


def _states(deck: str, games: int = 2) -> list[pokemon.Game]:
    """Games of ``deck``'s mirror paused at every 5th decision, by random answers."""
    ids = bundled_deck(deck).card_ids()
    out = []
    for seed in range(games):
        g = pokemon.new_game(ids, ids, seed=seed, allow_unplayable=True)
        rng = random.Random(seed)
        out += paused_clones(g, partial(random_answer, rng=rng), 5)
    return out


@pytest.mark.parametrize("deck", DECKS)
def test_a_clone_is_the_state_json_gives_back_and_shares_nothing_mutable(deck):
    """A clone's state equals ``orjson.loads(orjson.dumps(state))``, key order included,
    and none of its dicts or lists is one of the original's (but the log's events and the
    answers, which the engine never changes)."""
    seen_effects = seen_player_effects = False
    for g in _states(deck):
        s = g.s
        check_clone(g)
        seen_effects |= any(slot["fx"] for pl in s["players"]
                            for slot in ([pl["active"]] if pl["active"] else []) + pl["bench"])
        seen_player_effects |= bool(s.get("pfx"))
    if deck == WITH_EFFECTS:  # the effects' dicts were copied, not only empty lists
        assert seen_effects and seen_player_effects


@pytest.mark.parametrize("deck", DECKS[:2])
def test_a_clone_plays_on_as_its_original(deck):
    """PTCG:I-G: the same answers from a clone and from its original make the same game
    (the generator's state travels with the copy), and answering one leaves the other as
    it was."""
    for g in _states(deck, games=1)[::4]:
        c = g.clone()
        before = g.to_json()
        rng_a, rng_b = random.Random(7), random.Random(7)
        while c.decision is not None:
            c.respond(random_answer(c, rng_a))
        assert g.to_json() == before  # the original untouched
        while g.decision is not None:
            g.respond(random_answer(g, rng_b))
        assert g.to_json() == c.to_json()


def test_plain_copy_makes_what_json_makes():
    """Tuples come back as lists, dicts and lists anew, scalars as they are."""
    x = {"a": (1, [2, "x"]), "b": [{"c": None, "d": 1.5, "e": True}]}
    y = plain_copy(x)
    assert y == orjson.loads(orjson.dumps(x)) == {"a": [1, [2, "x"]],
                                                  "b": [{"c": None, "d": 1.5, "e": True}]}
    assert y["b"][0] is not x["b"][0] and y["a"][1] is not x["a"][1]
    assert copy_state.__module__ == "tcgsim.pokemon.model.state_copy"
