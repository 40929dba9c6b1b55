"""Derived values computed once per reading stretch (tcgsim/zero/continuous.reading) are the
values computed afresh, and a reading stretch never changes the state."""

from __future__ import annotations

import random

import pytest

import tcgsim.zero as zero
from tcgsim.zero.game import Game
from tcgsim.zero.model.carddb import KEYWORD_NAMES
from tcgsim.zero.model.deck import bundled_deck
from tcgsim.zero.registry import ACTION_KINDS, ACTIONS, OFF_MAIN
from tcgsim.zero.rules import continuous
from tcgsim.zero.rules.continuous import (
    attack,
    character_values,
    defense,
    game_may_have,
    has_keyword,
    keyword_count,
    keywords,
    plain_character,
    reading,
)
from tcgsim.zero.rules.play import main_timing
from tcgsim.zero.rules.priority import legal_actions
from tcgsim.zero.scenario import Scenario
from tcgsim.zero.views import _build_view, build_view

from ..util import play_random

PAIRS = [("dragonball", "onepiece", 3), ("bleach", "saintseiya", 4), ("naruto", "marvel", 5)]


def _fresh_actions(g: Game, p: int) -> list[list[object]]:
    return [o[1] for options, _ in ACTIONS.values() for o in options(g, p)]


def _compare(g: Game, _step: int) -> None:
    assert g.memo is None
    for viewer in (0, 1, None):
        g.at_decision = None  # both work the characters' values out (none kept)
        kept = build_view(g, viewer)
        g.at_decision = None
        assert kept == _build_view(g, viewer)
    d = g.decision
    if d.kind == "priority":
        remembered = [o[1] for o in legal_actions(g, d.player) if o[1] != ["pass"]]
        assert remembered == _fresh_actions(g, d.player)
    with reading(g):
        seen = {c: (attack(g, c), defense(g, c), keywords(g, c))
                for pl in g.s["players"] for c in (e["c"] for e in pl["battle"])}
    assert seen == {c: (attack(g, c), defense(g, c), keywords(g, c)) for c in seen}


@pytest.mark.parametrize(("deck0", "deck1", "seed"), PAIRS)
def test_remembered_values_equal_fresh_ones(deck0: str, deck1: str, seed: int,
                                            monkeypatch: pytest.MonkeyPatch) -> None:
    """ZD:701: the values of a reading stretch (views, the options offered, triggers caught,
    the immediate checks) are those computed from the state afresh, at every decision of
    seeded random games of bundled decks; and no stretch changes the state."""
    monkeypatch.setattr(continuous, "CHECK_READING", [True])
    g = zero.new_game(bundled_deck(deck0), bundled_deck(deck1), seed=seed)
    steps = play_random(g, random.Random(seed), check=None, on_step=_compare)
    assert g.result is not None and steps > 50


def _off_main_checker(skipped: list[int]):  # type: ignore[no-untyped-def]
    """on_step: at a priority decision off the main timing, every kind of action whose
    OFF_MAIN test is False offers nothing (``skipped`` counts those kinds)."""

    def check(g: Game, _step: int) -> None:
        d = g.decision
        if d.kind != "priority" or main_timing(g, d.player):
            return
        for kind, (options, _) in ACTIONS.items():
            test = OFF_MAIN.get(kind)
            if test is not None and not test(g, d.player):
                assert options(g, d.player) == [], (kind, g.s["step"])
                skipped[0] += 1

    return check


@pytest.mark.parametrize(("deck0", "deck1", "seed"), PAIRS)
def test_an_action_kind_skipped_off_the_main_timing_offers_nothing(deck0: str, deck1: str,
                                                                   seed: int) -> None:
    """ZD:105: at a timing other than the main timing, priority skips each kind of action whose
    quick test (``registry.OFF_MAIN``) says it offers nothing; at every such decision of seeded
    random games of the bundled decks, the skipped kinds indeed offer nothing."""
    skipped = [0]
    g = zero.new_game(bundled_deck(deck0), bundled_deck(deck1), seed=seed)
    play_random(g, random.Random(seed), check=None, on_step=_off_main_checker(skipped))
    assert g.result is not None and skipped[0] > 100


@pytest.mark.parametrize(("deck0", "deck1", "seed"), PAIRS)
def test_an_action_kind_no_card_can_offer_offers_nothing(deck0: str, deck1: str,
                                                        seed: int) -> None:
    """ZD:105: priority asks no kind of action whose kinds of effect (``registry.ACTION_KINDS``)
    no card of the game can have; at every priority decision of seeded random games of the
    bundled decks (main timing or not), each such kind indeed offers nothing."""
    skipped = [0]

    def check(g: Game, _step: int) -> None:
        d = g.decision
        if d.kind != "priority":
            return
        for kind, kinds in ACTION_KINDS.items():
            if not game_may_have(g, *kinds):
                assert ACTIONS[kind][0](g, d.player) == [], (kind, g.s["step"])
                skipped[0] += 1

    g = zero.new_game(bundled_deck(deck0), bundled_deck(deck1), seed=seed)
    play_random(g, random.Random(seed), check=None, on_step=check)
    assert g.result is not None and skipped[0] > 100


DECKS = ("bleach", "dragonball", "marvel", "naruto", "onepiece", "saintseiya")


@pytest.mark.parametrize("deck", DECKS)
def test_whether_a_card_has_a_keyword_is_what_its_keywords_say(deck: str) -> None:
    """ZD:900/709: ``has_keyword`` and ``keyword_count`` (which answer at once for a card that
    can neither have a keyword itself nor be granted it) agree with the card's full keyword
    list, for every keyword of the game, every card in the battle zones and the hands, at
    every decision of a seeded random mirror game of each bundled deck."""
    asked = [0]

    def check(g: Game, _step: int) -> None:
        cards = [e["c"] for pl in g.s["players"] for e in pl["battle"]]
        cards += [c for pl in g.s["players"] for c in pl["hand"]]
        for c in cards:
            names = [k[0] for k in keywords(g, c)]
            for kw in KEYWORD_NAMES:
                assert has_keyword(g, c, kw) == (kw in names), (c, kw)
                assert keyword_count(g, c, kw) == names.count(kw), (c, kw)
                asked[0] += 1

    g = zero.new_game(bundled_deck(deck), bundled_deck(deck), seed=7)
    play_random(g, random.Random(7), check=None, on_step=check)
    assert g.result is not None and asked[0] > 1000


@pytest.mark.parametrize("deck", DECKS)
def test_a_views_character_values_are_those_computed_in_full(deck: str) -> None:
    """ZD:701/308: the 攻, 防 and keywords a view shows of each character (gathered in
    one pass for a plain character, see continuous.character_values) are those the full
    computation finds afresh, at every decision of seeded random mirror games of each bundled
    deck; the one-pass way (a character whose effects are its own) is taken."""
    taken = {True: 0, False: 0}

    def check(g: Game, _step: int) -> None:
        entries = [(e, p) for p, pl in enumerate(g.s["players"]) for e in pl["battle"]]
        with reading(g):
            shown = {e["c"]: character_values(g, e["c"], e, p) for e, p in entries}
            for e, p in entries:
                taken[plain_character(g, e["c"], e, p)] += 1
        assert shown == {c: (attack(g, c), defense(g, c), keywords(g, c)) for c in shown}

    for seed in (1, 2):
        g = zero.new_game(bundled_deck(deck), bundled_deck(deck), seed=seed)
        play_random(g, random.Random(seed), check=None, on_step=check)
        assert g.result is not None
    # the full way (effects not its own) is rare in these games: see the test below
    assert taken[True] > 100, taken


def test_whom_an_effect_applies_to_is_what_its_filter_says() -> None:
    """ZD:610/701: whom a continuous effect applies to, answered from the answers kept for a
    filter of printed facts (``registry.STATIC_FILTER_KEYS``), is what its filter and
    condition say afresh, for every continuous effect of the battle zones and every character
    at every decision of a seeded random mirror game of each bundled deck."""
    continuous._MATCHED.clear()
    for deck in DECKS:
        asked = [0]

        def check(g: Game, _step: int, asked: list[int] = asked) -> None:
            chars = [e["c"] for pl in g.s["players"] for e in pl["battle"]]
            for src, sp, _ts, eff, wearer in continuous._all_continuous(g):
                for c in chars:
                    assert continuous._applies(g, c, src, sp, eff, wearer) == \
                        continuous._applies_now(g, c, src, sp, eff, wearer), (eff, c)
                    asked[0] += 1

        g = zero.new_game(bundled_deck(deck), bundled_deck(deck), seed=3)
        play_random(g, random.Random(3), check=None, on_step=check)
        assert g.result is not None and asked[0] > 100, deck
    assert len(continuous._MATCHED) > 20, "few kept answers were compared"


def test_a_character_whose_effects_are_not_its_own_is_worked_out_in_full() -> None:
    """ZD:708/709/706 with ZD:701: a character that lost its effects, gained another card's or
    is a copy of one is not plain; a view shows the values the full computation finds for it,
    and for a plain character beside them (an aura of a card that lost its effects gives
    nothing, an aura of a copy does)."""
    sc = Scenario()
    roshi = sc.battle(0, "BP02-005")  # 龟仙人: other 『龟仙流』 +500/+500
    goku = sc.battle(0, "BP02-001")  # 少年悟空, 龟仙流
    krillin = sc.battle(0, "TS01-004")  # 克林, 龟仙流
    kami = sc.battle(1, "TS01-001")  # 天神
    yamcha = sc.battle(1, "TS01-006")  # 雅木茶, 龟仙流
    sc.effect("lose", roshi)
    sc.effect("gain", krillin, **{"def": "TS01-001"})
    sc.effect("copy", kami, **{"def": "BP02-005"})
    g = sc.start()
    entries = {e["c"]: (e, p) for p, pl in enumerate(g.s["players"]) for e in pl["battle"]}
    with reading(g):
        plain = {c: plain_character(g, c, e, p) for c, (e, p) in entries.items()}
        shown = {c: character_values(g, c, e, p) for c, (e, p) in entries.items()}
    assert plain == {roshi: False, goku: True, krillin: False, kami: False, yamcha: True}
    assert shown == {c: (attack(g, c), defense(g, c), keywords(g, c)) for c in shown}
    assert shown[goku][:2] == (2000, 1500)  # 龟仙人 lost its effects: no aura
    assert shown[yamcha][:2] == (g.d(yamcha).atk + 500, g.d(yamcha).defense + 500)  # the copy's
    assert ["GUARD"] in shown[krillin][2]  # 天神's keyword, gained with its effects (ZD:709)


def test_a_change_inside_a_reading_stretch_is_caught(monkeypatch: pytest.MonkeyPatch) -> None:
    """The guard the tests run with: a stretch that changes the state fails loudly."""
    monkeypatch.setattr(continuous, "CHECK_READING", [True])
    g = zero.new_game(bundled_deck("dragonball"), bundled_deck("dragonball"), seed=1)
    with pytest.raises(AssertionError, match="reading stretch"), reading(g):
        g.s["turn"] += 1
    assert g.memo is None
