"""Test cards for the rulings that combine clauses (tests/zero/rules/test_rulings.py):
searches with and without a type (ZD:615), several cards to the life zone (ZD:202), a loop
of card uses with no triggered effect (ZD:901)."""

from __future__ import annotations

from tcgsim.zero.model import carddb

from .basic import _tactic

CARDS = [
    _tactic("T-SEEK", "寻物", [["search", {}]]),
    _tactic("T-SEEKC", "寻人", [["search", {"filter": {"type": "character"}}]]),
    _tactic("T-SEEKTOP", "寻物置顶", [["search_to_top", {}]]),
    _tactic("T-LIFE2", "续命", [["life_from_deck", {"n": 2}]]),
    _tactic("T-LIFEH", "藏命", [["choose", {"zone": "hand", "n": 2, "as": "x"}],
                               ["to_life", {"sel": {"var": "x"}}]]),
    # two of these in the rest zone use each other forever, with no triggered effect (ZD:901)
    _tactic("T-ECHO", "回声", [["choose", {"zone": "rest", "filter": {"name": "回声"},
                                          "as": "u"}],
                              ["use_card", {"sel": {"var": "u"}, "pay": False}]]),
]

carddb.register(*CARDS)
