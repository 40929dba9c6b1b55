"""The quick tests scans ask before they look at cards (continuous.game_may_have and may_have:
the kinds of effect, keywords, gated effects and effect keys any card of the game can have)
never rule out something a card has: a scan skipped on their word finds nothing anyway."""

from __future__ import annotations

import random

import pytest

import tcgsim.zero as zero
from tcgsim.zero.game import Game
from tcgsim.zero.model.deck import bundled_deck
from tcgsim.zero.model.state import by_card_id, ref
from tcgsim.zero.rules.continuous import (
    base_keywords,
    card_effects,
    game_may_have,
    may_have,
    may_have_keyword,
)
from tcgsim.zero.rules.filters import battle_cards

from ..util import play_random

PAIRS = [("dragonball", "onepiece", 3), ("bleach", "saintseiya", 4), ("naruto", "marvel", 5)]


def _check(g: Game, _step: int) -> None:
    for c in battle_cards(g):
        for _path, eff in card_effects(g, c):
            kinds = [eff["type"], *(f"key:{k}" for k in eff)]
            if eff.get("gate"):
                kinds.append(f"gate:{eff['gate']}")
            for kind in kinds:
                assert game_may_have(g, kind), (g.label(c), kind)
                assert may_have(g, c, kind), (g.label(c), kind)
    for pl in g.s["players"]:
        for c in pl["hand"] + pl["rest"] + [e["c"] for e in pl["battle"]]:
            for kw in base_keywords(g, c):
                assert game_may_have(g, f"kw:{kw[0]}"), (g.label(c), kw)
                assert may_have_keyword(g, c, kw[0]), (g.label(c), kw)


@pytest.mark.parametrize(("deck0", "deck1", "seed"), PAIRS)
def test_quick_tests_never_rule_out_an_effect_a_card_has(deck0: str, deck1: str,
                                                         seed: int) -> None:
    """ZD:701/ZD:900: at every decision of seeded random games of bundled decks, each effect a
    card in a battle zone has (its type, each key, its gate) and each keyword a card in a
    hand, rest or battle zone has is among what the game and the card may have."""
    g = zero.new_game(bundled_deck(deck0), bundled_deck(deck1), seed=seed)
    steps = play_random(g, random.Random(seed), check=None, on_step=_check)
    assert g.result is not None and steps > 50


def test_a_gained_keyword_is_one_the_game_may_have() -> None:
    """ZD:709/ZD:900: keywords are effects; a keyword no card of the game prints becomes one
    the game and that card may have once an effect in force gives it."""
    g = zero.new_game(bundled_deck("dragonball"), bundled_deck("dragonball"), seed=1)
    c = g.pl(0)["hand"][0]
    assert not game_may_have(g, "kw:FALSE_LIFE")
    assert not may_have_keyword(g, c, "FALSE_LIFE")
    g.s["fx"].append({"kind": "kw", "tgt": ref(g.s, c), "kw": ["FALSE_LIFE", 2], "ts": 0})
    assert game_may_have(g, "kw:FALSE_LIFE")
    assert may_have_keyword(g, c, "FALSE_LIFE")
    assert base_keywords(g, c)[-1] == ["FALSE_LIFE", 2]


def test_printed_keywords_are_what_the_game_may_have() -> None:
    """ZD:900: a deck with 虚伪生命 (saintseiya) may have it; one without (dragonball) may
    not, so its rest zones are never looked through for it."""
    with_it = zero.new_game(bundled_deck("saintseiya"), bundled_deck("saintseiya"), seed=1)
    without = zero.new_game(bundled_deck("dragonball"), bundled_deck("dragonball"), seed=1)
    assert game_may_have(with_it, "kw:FALSE_LIFE")
    assert not game_may_have(without, "kw:FALSE_LIFE")


def test_cards_offered_by_card_id_then_number() -> None:
    """Identical cards are offered once, the first of them by number: a hand is sorted by
    card id, then by card number."""
    g = zero.new_game(bundled_deck("dragonball"), bundled_deck("naruto"), seed=2)
    cards = list(range(len(g.s["defs"])))
    random.Random(0).shuffle(cards)
    assert by_card_id(g.s, cards) == sorted(cards, key=lambda c: (g.s["defs"][c], c))
