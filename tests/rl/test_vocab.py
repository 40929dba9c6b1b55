"""The public card vocabulary: every card of each game's data has an index, and indices
never move (a trained model keeps its meaning)."""

from __future__ import annotations

import pytest

from tcgsim.rl.vocab import FIRST, PAD, UNKNOWN, missing_ids, vocabulary


@pytest.mark.parametrize("game", ["pokemon", "zero"])
def test_every_card_has_an_index(game: str) -> None:
    missing = missing_ids(game)
    assert not missing, (f"{len(missing)} card(s) of the {game} data lack an index, e.g. "
                         f"{missing[:5]}: run python scripts/build_rl_vocab.py")


@pytest.mark.parametrize(("game", "card_id", "index"), [
    ("pokemon", "base1-1", FIRST),  # the file's first line
    ("pokemon", "sv1-86", 16138),
    ("zero", "BP01-001", FIRST),
    ("zero", "BP02-035", 7),
])
def test_indices_are_stable(game: str, card_id: str, index: int) -> None:
    v = vocabulary(game)
    assert v[card_id] == index
    assert v.card_id(index) == card_id


def test_padding_and_unknown() -> None:
    v = vocabulary("pokemon")
    assert (PAD, UNKNOWN) == (0, 1)
    assert v["no-such-card"] == UNKNOWN
    assert v.card_id(PAD) is None and v.card_id(UNKNOWN) is None
    assert len(v) == len(v.ids) + FIRST
    with pytest.raises(ValueError, match="no card vocabulary"):
        vocabulary("chess")
