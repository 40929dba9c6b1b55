"""Deck facts kept by card id (tcgsim/pokemon/model/per_card.py): a new pair of decks looks
its cards up instead of working each out again, and the facts are those worked out card by
card."""

from __future__ import annotations

from tcgsim.pokemon import new_game
from tcgsim.pokemon.model.deck import bundled_deck
from tcgsim.pokemon.model.per_card import per_card
from tcgsim.pokemon.rules import actions, continuous


def test_a_card_is_worked_out_once_whatever_its_numbers() -> None:
    asked: list[str] = []
    known: dict[str, int] = {}

    def value(cid: str) -> int:
        asked.append(cid)
        return len(cid)

    assert per_card(["a", "bb", "a"], ["a", "bb", "a"], known, value) == [1, 2, 1]
    # another pair of decks: the same cards numbered otherwise, and one new card
    assert per_card(["bb", "ccc", "a"], ["bb", "ccc", "a"], known, value) == [2, 3, 1]
    assert asked == ["a", "bb", "ccc"]


def test_main_phase_facts_are_those_worked_out_card_by_card() -> None:
    # two lists whose cards print passives for nine rule points and five, one of them
    # numbered in reverse
    a = bundled_deck("2026-08-28_worlds2026-jr_17_achita-d_festival-lead").card_ids()
    b = bundled_deck("2026-08-28_worlds2026-jr_16_ethan-s_slowking").card_ids()
    g = new_game(a, list(reversed(b)), seed=3)
    n = len(g.defs)
    by_id = sorted(range(n), key=lambda c: (g.defs[c].id, c))
    assert actions._hand_order(g) == [by_id.index(c) for c in range(n)]
    plays = actions._hand_plays(g)
    for c, d in enumerate(g.defs):
        assert plays[c] == actions._hand_play(d)
    found: dict[str, set[int]] = {}
    for c, d in enumerate(g.defs):
        if not (d.is_energy and not d.is_special_energy):
            for rule in continuous._passives_of(g, c):
                found.setdefault(rule, set()).add(c)
    assert len(found) >= 9
    assert g.passive_rules == {rule: frozenset(cs) for rule, cs in found.items()}
