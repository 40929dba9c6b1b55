"""The characters' 攻, 防 and keywords a view shows are worked out once per decision and kept
with the game until the decision is answered (``continuous.decision_values``): views at one
decision, and clones taken at it, show them without working them out again; after an answer
they are worked out afresh."""

from __future__ import annotations

import random

import orjson
import pytest

import tcgsim.zero as zero
from tcgsim.zero.game import Game
from tcgsim.zero.model import carddb
from tcgsim.zero.model.deck import bundled_deck
from tcgsim.zero.rules.continuous import attack, defense
from tcgsim.zero.scenario import Scenario

from ..util import play_random, use


def _values(view: dict[str, object]) -> list[tuple[int, int, int, list[list[object]]]]:
    return [(ch["id"], ch["atk"], ch["def"], ch["keywords"])  # type: ignore[index]
            for pl in view["players"] for ch in pl["battle"]]  # type: ignore[attr-defined]


def _fresh(g: Game) -> Game:
    """The same state in a new game object: nothing kept."""
    return Game(orjson.loads(orjson.dumps(g.s)))


def test_a_view_after_an_answer_shows_the_values_it_changed() -> None:
    """ZD:701/308: a view at a decision keeps the characters' values; once an answer gives a
    character (攻)+1000(防)+1000, the next view shows the new values, not the kept ones,
    while a clone taken before the answer (still at the old decision) shows the old ones."""
    sc = Scenario()
    sc.resources(0, "T-R1", "T-B1", n=3)
    ch = sc.battle(0, "T-R1")  # (攻)1000 (防)1000
    boost = sc.hand(0, "T-INS")[0]  # 鼓舞: a character gets (攻)+1000(防)+1000 this turn
    g = sc.start(player=0, turn=3)
    before = g.view(0)
    assert _values(before) == [(ch, 1000, 1000, [])]
    assert g.at_decision is not None  # kept with the decision
    old = g.clone()
    assert old.at_decision is not None and old.at_decision[1] is g.at_decision[1]
    use(g, boost, ch)
    assert g.decision is not None and g.decision.kind == "priority"
    assert _values(g.view(0)) == _values(g.view(1)) == [(ch, 2000, 2000, [])]
    assert _values(old.view(0)) == [(ch, 1000, 1000, [])]
    assert _values(_fresh(g).view(0)) == [(ch, 2000, 2000, [])]


def test_a_views_keywords_share_nothing_with_the_kept_values() -> None:
    """ZD:900: an agent that changes the keyword lists of its view changes neither the next
    view at the same decision nor a clone's."""
    sc = Scenario()
    ch = sc.battle(0, "TS01-001")  # 天神: 守备
    g = sc.start(player=0, turn=3)
    first = g.view(0)
    kws = first["players"][0]["battle"][0]["keywords"]
    assert kws and kws[0][0] == "GUARD"
    kws[0][0] = "RUSH"
    kws.append(["LONER"])
    assert _values(g.view(0)) == _values(g.clone().view(1)) == _values(_fresh(g).view(0))
    assert _values(g.view(0))[0][0] == ch
    assert g.view(0)["players"][0]["battle"][0]["keywords"][0][0] == "GUARD"


PAIRS = [("dragonball", "onepiece", 11), ("bleach", "saintseiya", 12), ("naruto", "marvel", 13),
         ("dragonball", "dragonball", 14)]


@pytest.mark.parametrize(("deck0", "deck1", "seed"), PAIRS)
def test_views_with_kept_values_are_views_worked_out_afresh(deck0: str, deck1: str,
                                                            seed: int) -> None:
    """ZD:701: at every decision of seeded random games of bundled decks, the views of both
    players and a spectator (the first works the values out, the others take them) and the
    view of a clone taken at the decision equal those of a new game object of the same state;
    the values change between decisions many times (so kept values would be seen stale)."""
    changed = [0]
    last: list[object] = [None]

    def check(g: Game, _step: int) -> None:
        views = [g.view(p) for p in (0, 1, None)]
        assert g.at_decision is not None and g.at_decision[0] is g.s["decision"]
        clone = g.clone()
        fresh = _fresh(g)
        assert fresh.at_decision is None
        assert views == [fresh.view(p) for p in (0, 1, None)]
        assert clone.view(0) == views[0]
        values = _values(views[2])
        changed[0] += values != last[0]
        last[0] = values

    g = zero.new_game(bundled_deck(deck0), bundled_deck(deck1), seed=seed)
    steps = play_random(g, random.Random(seed), check=None, on_step=check)
    assert g.result is not None and steps > 50 and changed[0] > 10, changed


# a character whose continuous effect grants our other characters LINK 【天神】 (scoped here)
carddb.register({"id": "T-DV-GRANT-LINK", "name": "T-DV-GRANT-LINK", "type": "character",
                 "color": "red", "cost": 1, "atk": 1000, "def": 1000,
                 "chars": ["T-DV-GRANT-LINK"], "attrs": [], "keywords": [],
                 "effects": [{"type": "continuous", "grant": [["LINK", "天神"]],
                              "who": {"side": "own", "type": "character", "other": True}}]})


def _shown_and_full(g: Game) -> tuple[list[tuple[int, int, int]], list[tuple[int, int, int]]]:
    """The characters' (card, 攻, 防) in a view and as the full computation finds them."""
    shown = [(c, atk, dfn) for c, atk, dfn, _kws in _values(g.view(None))]
    return shown, [(c, attack(g, c), defense(g, c)) for c, _a, _d in shown]


@pytest.mark.parametrize("source", ["printed", "in force", "granted", "none"])
def test_a_views_keyword_bonus_from_each_source_of_its_keyword(source: str) -> None:
    """ZD:900.LINK with ZD:701: a view shows the (攻)+1000(防)+1000 of a LINK 【天神】 with a
    天神 beside it whether the keyword is printed, given by an effect in force or granted by
    another card's continuous effect (a view asks the keyword bonuses only of characters that
    may have one of their keywords, registry.STAT_KEYWORDS); none without a LINK."""
    sc = Scenario()
    ch = sc.battle(0, "T-C-LINK" if source == "printed" else "T-C11")  # 1000 / 1000
    sc.battle(0, "T-C-TENSHIN")  # 『天神』
    if source == "in force":
        sc.effect("kw", ch, kw=["LINK", "天神"])
    if source == "granted":
        sc.battle(0, "T-DV-GRANT-LINK")
    g = sc.start(player=0, turn=3)
    shown, full = _shown_and_full(g)
    assert shown == full
    assert shown[0] == (ch, 1000, 1000) if source == "none" else (ch, 2000, 2000)


@pytest.mark.parametrize(("beside", "bonus"), [("TS01-001", True), ("BP02-001", False),
                                               ("copy", True), ("theirs", False)])
def test_a_views_condition_on_the_board_reads_copies(beside: str, bonus: bool) -> None:
    """ZD:707 with ZD:706: 波波's (攻)+1000(防)+1000 while our battle zone has a 『天神』 (an
    in_battle condition, answered once per definition where no effect is in force) holds
    beside 天神, beside a character that is a copy of 天神 (an effect in force: its name is
    the copy's), not beside another character nor beside the opponent's 天神."""
    sc = Scenario()
    popo = sc.battle(0, "BP02-023")  # 波波 (攻)1000
    if beside == "copy":
        sc.effect("copy", sc.battle(0, "BP02-001"), **{"def": "TS01-001"})
    else:
        sc.battle(1 if beside == "theirs" else 0, "TS01-001" if beside == "theirs" else beside)
    g = sc.start(player=0, turn=3)
    shown, full = _shown_and_full(g)
    assert shown == full
    assert shown[0][:2] == (popo, 2000 if bonus else 1000)
