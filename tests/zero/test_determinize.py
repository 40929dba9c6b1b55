"""Zero Dimension games rebuilt from one player's view: everything public kept, hidden cards
sampled from what could be there, and nothing taken from the real game (ZD:201-204)."""

from __future__ import annotations

import random
from collections import Counter
from collections.abc import Iterator
from typing import Any

import pytest

from tcgsim import zero
from tcgsim.agents.zero.determinize import CannotDeterminize, determinize, rebuildable
from tcgsim.agents.zero.evaluate import evaluate
from tcgsim.agents.zero.heuristic import ZeroHeuristicAgent
from tcgsim.zero.game import Game
from tcgsim.zero.scenario import Scenario

from .util import check_invariants, random_answer

HIDDEN_OWN = ("deck", "life")
HIDDEN_OPP = ("hand", "deck", "life")


def points(deck0: str, deck1: str, seed: int, limit: int,
           heuristic: bool = False) -> Iterator[tuple[Game, dict[str, Any]]]:
    """(game, view) at up to ``limit`` rebuildable decisions of a random game (or one of the
    heuristic agent against itself: longer turns, fuller boards), some apart."""
    g = zero.new_game(zero.bundled_deck(deck0).card_ids(), zero.bundled_deck(deck1).card_ids(),
                      seed=seed)
    rng = random.Random(seed)
    agents = [ZeroHeuristicAgent(seed), ZeroHeuristicAgent(seed + 1)]
    found = 0
    while (d := g.decision) is not None and found < limit:
        view = g.view(d.player) if heuristic else None
        if d.kind in ("priority", "resource") and rng.random() < 0.5:
            view = view or g.view(d.player)
            if rebuildable(view):
                found += 1
                yield g, view
        if heuristic:
            g.respond(agents[d.player].act(view or g.view(d.player), d))
        else:
            g.respond(random_answer(g, rng))


def hidden(g: Game, p: int, zones: tuple[str, ...]) -> Counter[str]:
    """The cards of ``p``'s hidden places: the zones named, face-down level cards and (for the
    opponent) face-down resources."""
    pl = g.pl(p)
    out = Counter(g.s["defs"][c] for z in zones for c in pl[z])
    out.update(g.s["defs"][lc] for e in pl["battle"] for lc, up in e["lv"] if not up)
    if "hand" in zones:
        out.update(g.s["defs"][r["c"]] for r in pl["res"] if not r["up"])
    return out


@pytest.mark.parametrize(("deck0", "deck1", "seed", "heuristic"), [
    ("dragonball", "dragonball", 1, False),
    ("naruto", "onepiece", 2, False),
    ("bleach", "marvel", 3, False),
    ("saintseiya", "dragonball", 4, False),
    ("dragonball", "dragonball", 7, True),
    ("onepiece", "bleach", 8, True),
])
def test_a_rebuilt_game_shows_the_viewer_exactly_the_real_view(deck0: str, deck1: str,
                                                               seed: int, heuristic: bool) -> None:
    """ZD:201: ZD:202: ZD:203: ZD:204: at resource-step and action-phase decisions of random
    games the rebuilt game's view for the viewer equals the real view (only the log is not
    rebuilt), so it asks the same decision with the same options; its own hidden cards are the
    real ones elsewhere, and with the opponent's list known (open decklists) so are the
    opponent's. The rebuilt game plays on legally."""
    rng = random.Random(seed)
    kinds: Counter[str] = Counter()
    for g, view in points(deck0, deck1, seed, limit=20 if heuristic else 30, heuristic=heuristic):
        p = view["you"]
        det = determinize(view, rng, g.s["decks"][1 - p])
        assert {**det.view(p), "log_size": 0} == {**view, "log_size": 0}
        assert det.decision == g.decision
        assert hidden(det, p, HIDDEN_OWN) == hidden(g, p, HIDDEN_OWN)
        assert hidden(det, 1 - p, HIDDEN_OPP) == hidden(g, 1 - p, HIDDEN_OPP)
        check_invariants(det)
        for _ in range(12):
            if det.decision is None:
                break
            det.respond(random_answer(det, rng))
        check_invariants(det)
        kinds[view["decision"]["kind"]] += 1
    assert kinds["priority"] >= 4 and kinds["resource"] >= 2, kinds


def test_determinizations_vary_the_hidden_cards_and_only_them() -> None:
    """Different draws give different hands, deck orders and life cards; the public board,
    the own hand and the counts never change."""
    g, view = next((g, v) for g, v in points("dragonball", "dragonball", 5, limit=40)
                   if v["turn"] >= 4)
    p = view["you"]
    rng = random.Random(0)
    hands, decks, lives = set(), set(), set()
    for _ in range(10):
        det = determinize(view, rng)
        opp = det.pl(1 - p)
        hands.add(tuple(sorted(det.s["defs"][c] for c in opp["hand"])))
        decks.add(tuple(det.pl(p)["deck"]))
        lives.add(tuple(det.pl(p)["life"]))
        assert sorted(det.pl(p)["hand"]) == sorted(g.pl(p)["hand"])
        assert det.view(p)["players"][p]["battle"] == view["players"][p]["battle"]
        for z in ("hand", "deck", "life"):
            assert len(opp[z]) == len(g.pl(1 - p)[z])
    assert len(hands) > 1 and len(decks) > 1 and len(lives) > 1


def test_without_the_opponents_list_the_own_list_is_the_belief() -> None:
    """Closed lists: the opponent's unseen cards are drawn from the viewer's own list less the
    opponent's cards in sight; cards of their real list the viewer never saw cannot appear."""
    own = Counter(zero.bundled_deck("dragonball").card_ids())
    checked = 0
    for g, view in points("dragonball", "naruto", 6, limit=6):
        p = view["you"]
        if p != 0:
            continue
        det = determinize(view, random.Random(checked))
        drawn = hidden(det, 1, HIDDEN_OPP)
        assert not drawn - own, "a card the viewer's list does not hold was drawn"
        assert hidden(det, 0, HIDDEN_OWN) == hidden(g, 0, HIDDEN_OWN)
        checked += 1
    assert checked >= 2


@pytest.mark.parametrize(("deck0", "deck1", "seed"), [
    ("dragonball", "dragonball", 1), ("naruto", "onepiece", 2), ("bleach", "saintseiya", 3),
])
def test_a_first_defender_declaration_is_rebuilt_exactly(deck0: str, deck1: str,
                                                         seed: int) -> None:
    """ZD:502: ZD:201: ZD:203: in the opponent's turn the first declaration of a defender is
    rebuilt from the view (the combat it shows and the action phase under it): the rebuilt
    game shows the defending player the real view and asks the real decision, and the
    combat plays on legally to its end; a later declaration of the same combat is not."""
    g = zero.new_game(zero.bundled_deck(deck0).card_ids(), zero.bundled_deck(deck1).card_ids(),
                      seed=seed)
    rng = random.Random(seed)
    agents = [ZeroHeuristicAgent(seed), ZeroHeuristicAgent(seed + 1)]
    rebuilt = 0
    while (d := g.decision) is not None:
        view = g.view(d.player)
        if d.kind == "defend":
            first = not view["combat"]["declared"]
            assert rebuildable(view) == first
            if first:
                det = determinize(view, rng, g.s["decks"][1 - d.player])
                assert {**det.view(d.player), "log_size": 0} == {**view, "log_size": 0}
                assert det.decision == d
                while det.decision is not None and det.s["combat"] is not None:
                    det.respond(random_answer(det, rng))
                check_invariants(det)
                rebuilt += 1
        g.respond(agents[d.player].act(view, d))
    assert rebuilt >= 5


def test_only_the_resource_step_the_action_phase_and_defense_are_rebuilt() -> None:
    ids = zero.bundled_deck("naruto").card_ids()
    g = zero.new_game(ids, ids, seed=0)
    d = g.decision
    assert d is not None and d.kind == "mulligan"
    with pytest.raises(CannotDeterminize, match="resource step, the action phase"):
        determinize(g.view(d.player), random.Random(0))
    with pytest.raises(CannotDeterminize):
        determinize(g.view(1 - d.player), random.Random(0))  # nothing pending for them


def test_the_view_carries_only_the_viewers_own_list() -> None:
    """A player knows the cards they brought, never the opponent's list or any order; both
    players' card counts are public."""
    a, b = zero.bundled_deck("bleach").card_ids(), zero.bundled_deck("marvel").card_ids()
    g = zero.new_game(a, b, seed=5)
    for p in (0, 1):
        view = g.view(p)
        assert view["players"][p]["deck_list"] == g.s["decks"][p]
        assert view["players"][1 - p]["deck_list"] is None
        assert [pl["card_count"] for pl in view["players"]] == [50, 50]
    assert all(pl["deck_list"] is None for pl in g.view(None)["players"])


def test_effects_in_force_are_shown_only_on_cards_in_sight() -> None:
    """ZD:203: an effect on a card in the opponent's hand would tell which card it is; an
    effect on a character in the battle zone is public, with its duration."""
    sc = Scenario()
    ch = sc.battle(0, "T-R1")
    secret = sc.hand(1, "T-R2")[0]
    g = sc.start(player=0, turn=3)
    g.s["fx"] += [
        {"kind": "mod", "tgt": [ch, 0], "stat": "atk", "op": "add", "v": 1000, "until": "turn",
         "ts": 9},
        {"kind": "kw", "tgt": [secret, 0], "kw": ["RUSH"], "ts": 10},
    ]
    g.s["tf"]["levelup0"] = True
    seen = g.view(0)
    assert [f["tgt"][0] for f in seen["effects"]] == [ch]
    assert seen["turn_flags"] == {"levelup0": True}
    assert {f["tgt"][0] for f in g.view(1)["effects"]} == {ch, secret}
    seen["effects"][0]["v"] = 0  # a view shares nothing with the state
    assert g.s["fx"][0]["v"] == 1000


def test_the_evaluation_prefers_life_characters_and_resources() -> None:
    """More life cards (ZD:202), a bigger battle zone and more resources each raise the score,
    and so do untapped defenders against the side whose turn it is; a won game scores 1 and a
    lost one 0."""
    def position(life: int = 6, chars: int = 1, res: int = 2) -> float:
        sc = Scenario()
        for cid in ("T-R1", "T-R2", "T-R3")[:chars]:
            sc.battle(0, cid)
        sc.battle(1, "T-R2")
        sc.life(0, n=life)
        sc.resources(0, "T-R1", n=res)
        sc.resources(1, "T-R1", n=2)
        return evaluate(sc.start(player=0, turn=3), 0)

    base = position()
    assert 0.0 < base < 1.0
    assert position(life=3) < base < position(chars=2)
    assert position(res=4) > base
    assert position(life=1) < position(life=2)

    def exposed(tapped: bool, life: int = 3) -> float:
        """The opponent's turn: their two characters against our two, tapped or not."""
        sc = Scenario()
        sc.battle(0, "T-R1", tapped=tapped)
        sc.battle(0, "T-R2", tapped=tapped)
        sc.battle(1, "T-R1")
        sc.battle(1, "T-R3")
        sc.life(0, n=life)
        return evaluate(sc.start(player=1, turn=4), 0)

    # ZD:502: untapped characters can defend; tapped ones leave the life zone open
    assert exposed(tapped=True) < exposed(tapped=False)
    assert exposed(tapped=True, life=1) < exposed(tapped=True, life=3)
    sc = Scenario()
    sc.battle(0, "T-R1")
    game = sc.start(player=0, turn=3)
    game.finish(0, "test")
    assert evaluate(game, 0) == 1.0 and evaluate(game, 1) == 0.0
