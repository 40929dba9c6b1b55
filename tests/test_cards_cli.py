"""``tcgsim cards coverage``: distinct cards of a format, playable or not, per card type."""

from __future__ import annotations

import functools

import orjson
from typer.testing import CliRunner

from tcgsim.cli import app
from tcgsim.pokemon.model.carddb import cards
from tcgsim.pokemon.playable import distinct_cards, missing_parts


@functools.cache
def _standard_json() -> dict:
    result = CliRunner().invoke(app, ["cards", "coverage", "--format", "standard", "--missing",
                                      "--json"])
    assert result.exit_code == 0, result.output
    return orjson.loads(result.output)


def test_coverage_counts_add_up_and_missing_cards_are_listed():
    out = _standard_json()
    by_type = out["by_type"]
    assert sum(t["distinct"] for t in by_type.values()) == out["distinct"]
    assert sum(t["playable"] for t in by_type.values()) == out["playable"]
    assert out["distinct"] - out["playable"] == len(out["missing"])
    assert abs(out["percent"] - 100 * out["playable"] / out["distinct"]) < 0.01
    assert all(m["lacks"] for m in out["missing"])


def test_reprints_with_identical_text_count_once():
    """Basic Water Energy is printed in 25 sets under two names: two distinct texts. Ultra Ball
    has 18 printings in three wordings; one of them is legal in Standard."""
    db = cards()
    water = [c for c in db if c.name in ("Basic Water Energy", "Water Energy")]
    assert len(water) == 25 and len(distinct_cards("all", water)) == 2
    ultra = [c for c in db if c.name == "Ultra Ball"]
    assert len(distinct_cards("all", ultra)) == 3
    assert len(distinct_cards("standard", ultra)) == 1


def test_a_card_is_listed_with_exactly_the_text_it_lacks():
    out = _standard_json()
    db = cards()
    for m in out["missing"][:50]:
        card = db.get(m["card"])
        assert m["lacks"] == missing_parts(card)
    assert missing_parts(db.get("sv3-164")) == []  # Pidgeot ex: every text implemented


def test_coverage_text_table_and_bad_format(tmp_path):
    runner = CliRunner()
    result = runner.invoke(app, ["cards", "coverage", "--format", "expanded"])
    assert result.exit_code == 0 and "Playable distinct cards, expanded" in result.output
    bad = runner.invoke(app, ["cards", "coverage", "--format", "modern"])
    assert bad.exit_code == 1 and "unknown format 'modern'" in bad.output
