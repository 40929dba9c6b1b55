"""The Zero Dimension heuristic agent: it sees only views (hidden information never changes a
choice), answers every decision legally, is deterministic for a seed, plays sensibly (mulligan,
resources, attacks, defense, targets) and clearly beats the random agent."""

from __future__ import annotations

import copy
import random
from collections import Counter
from typing import Any

import orjson
import pytest

from tcgsim import zero
from tcgsim.agents import Agent, RandomAgent, make_agent
from tcgsim.agents.zero.heuristic import ZeroHeuristicAgent
from tcgsim.core import Decision, Option
from tcgsim.games import game_kind
from tcgsim.sim import simulate
from tcgsim.zero.game import Game
from tcgsim.zero.scenario import Scenario

from .util import act, answer


def play_checked(g: Game, agents: list[Agent]) -> int:
    """Play to the end; every answer is well formed and the views survive JSON."""
    n = 0
    while (d := g.decision) is not None:
        view = orjson.loads(orjson.dumps(g.view(d.player)))
        assert view["players"][1 - d.player]["hand"] is None
        ans = agents[d.player].act(view, d)
        assert d.min <= len(ans) <= d.max and len(set(ans)) == len(ans)
        assert all(0 <= i < len(d.options) for i in ans)
        g.respond(ans)
        n += 1
        assert n < 20_000, "the game did not end"
    return n


# -- the registry ---------------------------------------------------------------------------------
def test_the_zero_game_kind_names_its_heuristic_agent() -> None:
    kind = game_kind("zero")
    assert kind.heuristic == "zero-heuristic"
    agent = make_agent(kind.heuristic, 3)
    assert isinstance(agent, ZeroHeuristicAgent) and isinstance(agent, Agent)


# -- legality, determinism, strength -----------------------------------------------------------------
@pytest.mark.parametrize("deck", zero.bundled_decks())
def test_plays_whole_games_legally_on_every_bundled_deck(deck: str) -> None:
    ids = zero.bundled_deck(deck).card_ids()
    g = zero.new_game(ids, ids, seed=5)
    play_checked(g, [ZeroHeuristicAgent(1), RandomAgent(2)])
    assert g.result is not None


def test_is_deterministic_for_a_seed() -> None:
    ids = zero.bundled_deck("naruto").card_ids()

    def answers(seed: int) -> list[list[int]]:
        g = zero.new_game(ids, ids, seed=seed)
        play_checked(g, [RandomAgent(7), ZeroHeuristicAgent(8)])
        return g.s["answers"]

    assert answers(4) == answers(4)


def test_clearly_beats_the_random_agent() -> None:
    ids = zero.bundled_deck("naruto").card_ids()
    result = simulate(ids, ids, 24, seed=11, agent_a="heuristic", agent_b="random",
                      progress=False, game="zero")
    rate = result.summary()["win_rate_a"]
    assert rate["rate"] >= 0.8
    assert rate["ci95"][0] > 0.6, rate


# -- hidden information ------------------------------------------------------------------------------
def twin(g: Game, p: int, rng: random.Random) -> Game:
    """A copy of ``g`` that differs only in what player ``p`` cannot see: the opponent's hand,
    deck, life cards and face-down resources dealt anew from the same cards, the own deck and
    life cards likewise, face-down level cards swapped into those pools, and another state of
    the random generator (future shuffles)."""
    c = g.clone()
    for who in (1 - p, p):
        pl = c.pl(who)
        slots: list[tuple[Any, Any]] = []  # (container, index) of every hidden card
        zones = ("hand", "deck", "life") if who != p else ("deck", "life")
        for z in zones:
            slots += [(pl[z], i) for i in range(len(pl[z]))]
        if who != p:
            slots += [(r, "c") for r in pl["res"] if not r["up"]]
        for e in pl["battle"]:
            slots += [(lv, 0) for lv in e["lv"] if not lv[1]]
        pool = [box[k] for box, k in slots]
        rng.shuffle(pool)
        for (box, k), card in zip(slots, pool, strict=True):
            box[k] = card
    c.s["rng"] = rng.getrandbits(64)
    return c


@pytest.mark.parametrize(("deck", "seed"), [("dragonball", 3), ("onepiece", 8)])
def test_choices_do_not_change_when_only_hidden_information_changes(deck: str,
                                                                    seed: int) -> None:
    """ZD:201: ZD:202: ZD:203: ZD:204: at decision points of real games, a twin game that
    differs only in what the deciding player cannot see (the opponent's hand, deck, life and
    face-down cards, the own deck order and life cards, the random generator) gives that
    player the identical view, and the heuristic agent (in the state the game so far left it
    in) makes the identical choice in both."""
    rng = random.Random(seed)
    ids = zero.bundled_deck(deck).card_ids()
    g = zero.new_game(ids, ids, seed=seed)
    players = [RandomAgent(seed), RandomAgent(seed + 1)]  # long games, varied positions
    watched = [ZeroHeuristicAgent(seed + 10), ZeroHeuristicAgent(seed + 20)]
    checked: Counter[str] = Counter()
    hands_differ = 0
    step = 0
    while (d := g.decision) is not None and step < 600:
        p = d.player
        view = g.view(p)
        if step % 3 == 0 and len(d.options) > 1:
            other = twin(g, p, rng)
            assert other.view(p) == view
            hands_differ += sorted(g.s["defs"][c] for c in g.pl(1 - p)["hand"]) != sorted(
                other.s["defs"][c] for c in other.pl(1 - p)["hand"])
            a, b = copy.deepcopy(watched[p]), copy.deepcopy(watched[p])
            assert a.act(view, d) == b.act(other.view(p), other.decision)
            checked[d.kind] += 1
        watched[p].act(view, d)  # the watched agent sees the whole game from its seat
        g.respond(players[p].act(view, d))
        step += 1
    assert checked["priority"] >= 10 and len(checked) >= 4, checked
    assert hands_differ >= 5  # the twins really differ in what is hidden


# -- the choices it makes ----------------------------------------------------------------------------
def choice(g: Game, agent: ZeroHeuristicAgent | None = None) -> Any:
    """The data of the option the agent picks at the pending decision (answered in the game)."""
    d = g.decision
    assert d is not None
    picked = (agent or ZeroHeuristicAgent(0)).act(g.view(d.player), d)
    g.respond(picked)
    return [d.options[i].data for i in picked]


def test_attacks_the_life_zone_when_no_defender_can_punish_it() -> None:
    sc = Scenario()
    big = sc.battle(0, "T-R3")
    sc.battle(1, "T-R1")  # would die defending, without destroying the attacker
    g = sc.start(player=0, turn=3, step="action")
    assert choice(g) == [["attack", big]]


def test_does_not_attack_into_a_defender_that_destroys_it_and_survives() -> None:
    sc = Scenario()
    sc.battle(0, "T-R1")
    sc.battle(1, "T-B3")  # 2000/3000 against 1000/1000
    g = sc.start(player=0, turn=3, step="action")
    assert choice(g) == [["pass"]]


def test_attacks_with_everything_when_that_wins() -> None:
    """ZD:101: ZD:502: one defender stops one attacker; three attackers against one defender
    and an empty life zone win, even where one attacker alone would be destroyed."""
    sc = Scenario()
    small = sc.battle(0, "T-R1")
    sc.battle(0, "T-R2")
    sc.battle(0, "T-B1")
    sc.battle(1, "T-B4")
    sc.life(1, n=0)
    g = sc.start(player=0, turn=3, step="action")
    d = g.decision
    agent = ZeroHeuristicAgent(0)
    picked = d.options[agent.act(g.view(0), d)[0]].data
    assert picked[0] == "attack"
    assert small in [o.data[1] for o in d.options if o.data[0] == "attack"]


@pytest.mark.parametrize(("own_deck", "attacks"), [(20, False), (3, True)])
def test_breaks_a_standoff_that_loses_by_deck_out(own_deck: int, attacks: bool) -> None:
    """ZD:101: drawing from an empty deck loses; with the own deck running out first, waiting
    behind a defender that beats the attacker loses, so it attacks anyway."""
    sc = Scenario()
    sc.battle(0, "T-R1")
    sc.battle(1, "T-B3")  # 2000/3000 against 1000/1000
    sc.deck(0, pad=own_deck)
    sc.deck(1, pad=20)
    g = sc.start(player=0, turn=3, step="action")
    assert (choice(g)[0][0] == "attack") is attacks


@pytest.mark.parametrize(("own_deck", "levels_up"), [(20, True), (5, False)])
def test_an_optional_draw_keeps_a_reserve_in_the_deck(own_deck: int, levels_up: bool) -> None:
    """ZD:101: the dimension level up draws a card; with the own deck down to the turns the
    game may still last (and the opponent's deck fuller), the card stays in the deck."""
    sc = Scenario()
    sc.battle(0, "T-R2")
    sc.hand(0, "T-R2")
    sc.battle(1, "T-B4")
    sc.deck(0, pad=own_deck)
    sc.deck(1, pad=20)
    g = sc.start(player=0, turn=3, step="action")
    d = g.decision
    assert any(o.data[:1] == ["levelup"] and o.data[-1] == "dimension" for o in d.options)
    assert (choice(g)[0][0] == "levelup") is levels_up


def test_destroys_a_tapped_character_it_can_beat() -> None:
    sc = Scenario()
    big = sc.battle(0, "T-R3")
    prey = sc.battle(1, "T-R2", tapped=True)
    g = sc.start(player=0, turn=3, step="action")
    agent = ZeroHeuristicAgent(0)
    assert choice(g, agent) == [["attack", big]]
    while g.decision.kind == "priority":
        answer(g, ["pass"])
    assert g.decision.kind == "attack_target"
    assert choice(g, agent) == [["char", prey]]


def attack_life(g: Game, attacker: int) -> None:
    """The active player attacks the life zone; play on to the defender's decision."""
    act(g, "attack", attacker)
    while g.decision.kind != "defend":
        if g.decision.kind == "attack_target":
            answer(g, ["life"])
        else:
            answer(g, ["pass"])


def test_defends_with_a_character_that_destroys_the_attacker() -> None:
    sc = Scenario()
    guard = sc.battle(0, "T-B3")  # 2000/3000
    attacker = sc.battle(1, "T-R1")
    g = sc.start(player=1, turn=4, step="action")
    attack_life(g, attacker)
    assert choice(g) == [guard]


@pytest.mark.parametrize(("life", "blocks"), [(6, False), (0, True)])
def test_throws_a_defender_away_only_to_save_the_game(life: int, blocks: bool) -> None:
    """ZD:101: with life cards left, a defender that would only die is kept; with an empty life
    zone the next battle damage loses the game, so any defender is declared."""
    sc = Scenario()
    small = sc.battle(0, "T-R1")
    sc.life(0, n=life)
    attacker = sc.battle(1, "T-R3")
    g = sc.start(player=1, turn=4, step="action")
    attack_life(g, attacker)
    assert choice(g) == ([small] if blocks else [None])


def test_removal_goes_to_the_opponents_best_character() -> None:
    sc = Scenario()
    sc.battle(0, "T-R1")
    sc.battle(1, "T-R1")
    best = sc.battle(1, "T-B4")
    kill = sc.hand(0, "T-KILL")[0]
    sc.resources(0, "T-R1", n=3)
    g = sc.start(player=0, turn=3, step="action")
    agent = ZeroHeuristicAgent(0)
    assert choice(g, agent) == [["use", kill]]
    assert g.decision.kind == "target"
    assert choice(g, agent) == [best]


def test_resource_is_a_card_of_the_color_the_costs_still_need() -> None:
    sc = Scenario()
    blue = sc.hand(0, "T-B4", "T-B1", "T-R2")[1]
    sc.resources(0, "T-R1", n=3)
    g = sc.start(player=0, turn=5, step="resource")
    assert g.decision.kind == "resource"
    assert choice(g) == [blue]


def mulligan_decision() -> Decision:
    return Decision(0, "mulligan", "Mulligan?",
                    (Option("Keep", False), Option("Mulligan", True)), 1, 1)


def hand_view(*cards: str) -> dict[str, Any]:
    me = {"hand": [{"id": i, "card": c, "name": c} for i, c in enumerate(cards)],
          "battle": [], "resources": []}
    return {"you": 0, "players": [me, {"hand": None, "battle": [], "resources": []}]}


@pytest.mark.parametrize(("hand", "keep"), [
    (("T-R1", "T-R2", "T-B4", "T-TAC", "T-KILL", "T-EVT"), True),
    (("T-R3", "T-B4", "T-B4", "T-TAC", "T-KILL", "T-EVT"), False),
])
def test_mulligans_a_hand_without_early_characters(hand: tuple[str, ...], keep: bool) -> None:
    """ZD:100: the one mulligan is taken when the hand cannot start the game."""
    d = mulligan_decision()
    picked = ZeroHeuristicAgent(0).act(hand_view(*hand), d)
    assert d.options[picked[0]].data is (not keep)
