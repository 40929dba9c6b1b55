"""Searching agents: they see only views (hidden information never changes a choice), answer
legally, are deterministic for a seed and keep to their budget (PTCG:I-G, PTCG:I-H)."""

from __future__ import annotations

import contextlib
import copy
import dataclasses
import random
from collections import Counter
from typing import Any

import orjson
import pytest

from tcgsim import pokemon
from tcgsim.agents import (
    Agent,
    HeuristicAgent,
    MCTSAgent,
    RandomAgent,
    make_agent,
    parse_agent,
    tell_opponent_list,
)
from tcgsim.agents.mcts import Search, answer_sets, corrected_z, option_key, set_key
from tcgsim.agents.pokemon.determinize import SEARCH, CannotDeterminize, determinize
from tcgsim.agents.replay import replay_world, same_view
from tcgsim.core.decision import Decision, Option
from tcgsim.pokemon.game import Game
from tcgsim.pokemon.model.deck import bundled_deck
from tcgsim.pokemon.scenario import Scenario
from tcgsim.sim.search_speed import replay_points
from tests.helpers import KYOGRE, MEGA_ABOMASNOW, SNOVER, ULTRA_BALL, WATER

BOSS = "me1-114"  # Boss's Orders (MEG 114)
GRENINJA = "limitless2026-09-07_rcc43_11_hussainisa9_greninja"
SMALL = {"simulations": 6, "horizon": 1}


def twin(g: Game, p: int, rng: random.Random) -> Game:
    """A copy of ``g`` that differs only in what player ``p`` cannot see: the opponent's hand,
    deck and Prize cards dealt anew from the same cards, the own deck and Prize cards
    likewise, and another state of the random generator (future shuffles and coins)."""
    c = g.clone()
    for who, zones in ((1 - p, ("hand", "deck", "prizes")), (p, ("deck", "prizes"))):
        pl = c.pl(who)
        pool = [x for z in zones for x in pl[z]]
        rng.shuffle(pool)
        for z in zones:
            n = len(pl[z])
            pl[z][:] = pool[:n]
            pool = pool[n:]
    c.s["rng"] = rng.getrandbits(64)
    return c


def agents_for(seed: int) -> list[Agent]:
    return [RandomAgent(seed), HeuristicAgent(seed), MCTSAgent(seed, **SMALL)]


@pytest.mark.parametrize(("deck", "seed"), [("bench-abomasnow", 3), (GRENINJA, 4)])
def test_choices_do_not_change_when_only_hidden_information_changes(deck: str,
                                                                    seed: int) -> None:
    """PTCG:I-H: at decision points of real games, a twin game that differs only in the
    opponent's hand, both deck orders, the Prize cards and the random generator gives the
    deciding player the identical view, and every agent (random, heuristic, MCTS, each in
    the state the game so far left it in) makes the identical choice in both."""
    rng = random.Random(seed)
    ids = bundled_deck(deck).card_ids()
    checked: Counter[str] = Counter()
    hands_differ = 0
    step = 0
    game_seed = seed
    g = pokemon.new_game(ids, ids, seed=game_seed)
    players = [MCTSAgent(seed, simulations=12), HeuristicAgent(seed + 1)]
    watched = [agents_for(seed + 10), agents_for(seed + 20)]  # shown every decision of a seat
    while step < 120:
        if (d := g.decision) is None:  # a short game: the next one, with fresh agents
            game_seed += 1000
            g = pokemon.new_game(ids, ids, seed=game_seed)
            watched = [agents_for(game_seed + 10), agents_for(game_seed + 20)]
            continue
        p = d.player
        view = g.view(p)
        if step % 5 == 0 and len(d.options) > 1:
            other = twin(g, p, rng)
            assert other.view(p) == view
            hands_differ += Counter(g.s["defs"][c] for c in g.pl(1 - p)["hand"]) != Counter(
                other.s["defs"][c] for c in other.pl(1 - p)["hand"])
            for agent in watched[p]:
                a, b = copy.deepcopy(agent), copy.deepcopy(agent)
                assert a.act(view, d) == b.act(other.view(p), other.decision)
                checked[type(agent).__name__] += 1
            checked[d.kind] += 1
        for agent in watched[p]:
            agent.act(view, d)  # every watched agent sees the whole game from its seat
        g.respond(players[p].act(view, d))
        step += 1
    assert checked["MCTSAgent"] >= 8 and checked["main"] >= 4
    assert hands_differ >= 3  # the twins really differ in what is hidden


@pytest.mark.parametrize("deck", ["bench-abomasnow", GRENINJA])
def test_mcts_plays_whole_games_with_legal_answers(deck: str) -> None:
    ids = bundled_deck(deck).card_ids()
    for seed in range(2):
        g = pokemon.new_game(ids, ids, seed=seed)
        agents: list[Agent] = [MCTSAgent(seed, simulations=8), HeuristicAgent(seed)]
        if seed:
            agents.reverse()
        n = 0
        while (d := g.decision) is not None:
            answer = agents[d.player].act(g.view(d.player), d)
            assert d.min <= len(answer) <= d.max
            assert len(set(answer)) == len(answer)
            assert all(0 <= i < len(d.options) for i in answer)
            g.respond(answer)
            n += 1
        assert g.result is not None and n > 10


def midgame(deck: str = "bench-abomasnow", seed: int = 1) -> tuple[dict[str, Any], Any]:
    """A view and decision at a main phase with several options, from a heuristic game."""
    ids = bundled_deck(deck).card_ids()
    g = pokemon.new_game(ids, ids, seed=seed)
    agents = [HeuristicAgent(1), HeuristicAgent(2)]
    while (d := g.decision) is not None:
        view = g.view(d.player)
        if d.kind == "main" and g.turn >= 2 and len(d.options) >= 3:
            return view, d
        g.respond(agents[d.player].act(view, d))
    raise AssertionError("no main phase with three options")


def test_mcts_is_deterministic_for_a_seed() -> None:
    view, d = midgame()
    answers = [MCTSAgent(7, simulations=20).act(view, d) for _ in range(2)]
    assert answers[0] == answers[1]
    searches = [MCTSAgent(7, simulations=20).search(view, d, SEARCH) for _ in range(2)]
    assert searches[0].scores == searches[1].scores
    other = MCTSAgent(8, simulations=20).search(view, d, SEARCH)
    assert other.scores != searches[0].scores


@pytest.mark.parametrize("budget", [1, 10, 25])
def test_mcts_keeps_to_its_simulation_budget(budget: int) -> None:
    """Each round plays every root option once in one world, so a search stops at the first
    whole round at or past the budget; every real option is tried in every round."""
    view, d = midgame()
    agent = MCTSAgent(3, simulations=budget)
    search = agent.search(view, d, SEARCH)
    k = len(d.options)
    assert budget <= search.simulations < budget + k
    assert search.simulations == sum(c.visits for c in search.root.children.values())
    assert search.simulations == search.rounds * k
    assert {option_key(o) for o in d.options} == set(search.root.children)


def test_the_step_budget_ends_a_search_at_the_playout_that_reaches_it() -> None:
    """``steps`` counts the decisions the playouts ask the default policy, and what the
    game's search model counts for each playout and each world built, never seconds: a
    search stops after the playout that brings the count to the budget, inside a round of
    many options too (the policy's answer played first in each round, the one the others
    are compared with), so a deck with long turns gets fewer playouts, no move overshoots
    its budget by more than one playout, and the same seed gives the same search."""
    view, d = midgame()
    prior = 1
    unbounded = MCTSAgent(3, simulations=60, steps=None).search(view, d, SEARCH, prior)
    assert unbounded.steps > 0
    assert unbounded.charged == (unbounded.steps + SEARCH.playout_steps * unbounded.simulations
                                 + SEARCH.world_steps * unbounded.worlds)
    one = MCTSAgent(3, simulations=60, steps=1).search(view, d, SEARCH, prior)
    assert one.rounds == 1 and one.simulations == 1
    assert list(one.scores) == [(option_key(d.options[prior]),)]
    budget = unbounded.charged // 2
    agent = MCTSAgent(3, simulations=60, steps=budget)
    half = agent.search(view, d, SEARCH, prior)
    assert budget <= half.charged < unbounded.charged
    assert half.rounds < unbounded.rounds
    assert agent.decided == half.steps
    again = MCTSAgent(3, simulations=60, steps=budget).search(view, d, SEARCH, prior)
    assert (again.charged, again.scores) == (half.charged, half.scores)
    # the budget one past the first playout's cost: the second playout of the first round
    # reaches it, and the round ends there
    two = MCTSAgent(3, simulations=60, steps=one.charged + 1).search(view, d, SEARCH, prior)
    assert two.rounds == 1 and two.simulations == 2 < len(d.options)


def test_a_search_counts_the_worlds_it_builds_in_its_step_budget() -> None:
    """A world rebuilt from a view costs more than a playout's decisions (and a replayed
    one, most of them rejected, several rebuilds): each one built counts ``world_steps``
    in the step budget, so a search that spends its time rebuilding worlds stops as soon
    as one that spends it in playouts."""
    assert SEARCH.world_steps > 0 and SEARCH.playout_steps > 0
    view, d = midgame()
    search = MCTSAgent(3, simulations=60, steps=None).search(view, d, SEARCH, 1)
    assert search.worlds == 1  # one rebuild, the next worlds redealt from it
    costly = dataclasses.replace(SEARCH, world_steps=10_000)
    assert MCTSAgent(3, simulations=60, steps=5_000).search(view, d, costly, 1).simulations == 1


def test_a_plan_must_clear_a_bar_raised_for_the_number_of_plans_compared() -> None:
    """A plan that gains about two standard errors over the policy's answer wins when it is
    the only one compared, and not when it is the best of ten: among ten plans no better
    than the policy's, one would clear a single comparison's bar (1.64) by luck alone about
    four times in ten."""
    assert corrected_z(1.64, 1) == 1.64
    assert corrected_z(1.64, 2) > 1.9 and corrected_z(1.64, 10) > 2.5
    base, lucky = ("End your turn", b"null"), ("Attach", b"1")
    gains = [-0.0107, 0.0293] * 8  # mean 0.0093, standard error 0.0052: 1.8 of them
    search = Search(scores={(base,): dict.fromkeys(range(16), 0.5),
                            (lucky,): {r: 0.5 + g for r, g in enumerate(gains)}})
    agent = MCTSAgent(0, margin=0.0)
    gain, se = search.gain((lucky,), (base,))
    assert 1.64 < gain / se < 1.9
    assert agent.best_plan(search, (base,)) == (lucky,)
    for i in range(9):  # nine more plans, each a little worse than the policy's
        search.scores[((f"Play {i}", b"0"),)] = dict.fromkeys(range(16), 0.49)
    assert agent.best_plan(search, (base,)) == (base,)


def test_a_time_limit_alone_still_makes_one_playout() -> None:
    view, d = midgame()
    agent = MCTSAgent(3, simulations=None, time_limit=0.0)
    search = agent.search(view, d, SEARCH)
    assert search.rounds == 1
    assert search.simulations == 1 == search.root.visits


def test_mcts_takes_a_knock_out_that_wins_the_game() -> None:
    """PTCG:I-E: an attack that Knocks Out the opponent's only Pokémon wins in every playout
    (score 1); ending the turn instead lets a loaded Mega Abomasnow ex strike back."""
    sc = Scenario()
    sc.active(0, SNOVER, MEGA_ABOMASNOW, energy=[WATER] * 3)
    sc.bench(0, KYOGRE)
    sc.active(1, SNOVER, MEGA_ABOMASNOW, energy=[WATER] * 3, damage=200)
    g = sc.start(player=0, turn=5)
    d = g.decision
    agent = MCTSAgent(0, simulations=30)
    answer = agent.act(g.view(0), d)
    assert d.options[answer[0]].label.startswith("Attack:")
    root = agent.search(g.view(0), d, SEARCH).root
    means = {o.label: root.children[option_key(o)].mean() for o in d.options}
    assert means["Attack: Frost Barrier (200)"] == 1.0
    assert means["End your turn"] < 1.0


def test_agent_names_carry_settings() -> None:
    assert parse_agent("mcts:simulations=50:horizon=3") == ("mcts", {"simulations": 50,
                                                                     "horizon": 3})
    agent = make_agent("mcts:time=0.25:sims=9", 1)
    assert isinstance(agent, MCTSAgent)
    assert (agent.time_limit, agent.simulations) == (0.25, 9)
    with pytest.raises(ValueError, match="keys for mcts: simulations"):
        make_agent("mcts:depth=3")
    with pytest.raises(ValueError, match="expected int"):
        make_agent("mcts:simulations=many")
    with pytest.raises(ValueError, match="keys for heuristic: none"):
        make_agent("heuristic:simulations=3")
    with pytest.raises(ValueError, match="at least 1"):
        make_agent("mcts:simulations=0")


def test_open_decklists_reach_searching_agents_only() -> None:
    ids = bundled_deck(GRENINJA).card_ids()
    mcts, heuristic = MCTSAgent(0), HeuristicAgent(0)
    tell_opponent_list(mcts, ids)
    tell_opponent_list(heuristic, ids)
    assert mcts.opponent_list == ids
    assert not hasattr(heuristic, "opponent_list")


def test_bench_reports_mcts_simulations_per_second() -> None:
    from tcgsim.sim.bench import run_bench
    from tcgsim.sim.search_speed import mcts_simulations_per_s

    assert mcts_simulations_per_s("bench-abomasnow", searches=1, simulations=4) > 0
    r = run_bench(n=2, seed=1, samples=4)
    assert r.mcts_simulations_per_s > 0
    assert "MCTS simulations/s" in r.report()


def test_a_search_stops_early_once_only_the_policys_answer_is_left() -> None:
    """Options that cannot catch up with the policy's answer are dropped after a few rounds;
    when none is left the search ends well inside its budget, keeping the policy's answer."""
    sc = Scenario()
    sc.active(0, SNOVER, MEGA_ABOMASNOW, energy=[WATER] * 3)
    sc.bench(0, KYOGRE)
    sc.active(1, SNOVER, MEGA_ABOMASNOW, energy=[WATER] * 3, damage=200)
    g = sc.start(player=0, turn=5)
    d = g.decision
    attack = next(i for i, o in enumerate(d.options) if o.label.startswith("Attack: Frost"))
    agent = MCTSAgent(0, simulations=200, steps=None)
    search = agent.search(g.view(0), d, SEARCH, prior=attack)
    assert search.rounds < 10 and search.simulations < 200
    assert agent.choose(search, d, attack) == attack
    unpruned = agent.search(g.view(0), d, SEARCH)
    assert unpruned.simulations >= 200


def test_mcts_plans_the_gust_target_together_with_the_gust() -> None:
    """PTCG:I-E: with two Prize cards left, Boss's Orders on the damaged Mega Abomasnow ex
    (three Prize cards) and Frost Barrier win the game; gusting the damaged Snover takes one.
    The search plays Boss's Orders with each target as a plan of its own and answers the
    target decision with the planned one (the heuristic, which counts Prizes, agrees)."""
    g = gust_for_the_game()
    agent = MCTSAgent(0, simulations=40)
    d = g.decision
    answer = agent.act(g.view(0), d)
    assert d.options[answer[0]].label == "Play Boss's Orders"
    g.respond(answer)
    d = g.decision
    assert d.kind == "gust"
    heuristic = HeuristicAgent(0).act(g.view(0), d)
    answer = agent.act(g.view(0), d)
    assert d.options[answer[0]].label == "Mega Abomasnow ex (Bench)"
    assert d.options[heuristic[0]].label == "Mega Abomasnow ex (Bench)"
    g.respond(answer)
    while g.decision is not None and g.decision.player == 0:
        g.respond(agent.act(g.view(0), g.decision))
    assert g.result is not None and g.result.winner == 0


class ContraryGust(HeuristicAgent):
    """The heuristic, but it gusts the first Pokémon on offer that is not Mega Abomasnow ex:
    a default policy whose answer a search must overrule."""

    def _gust(self, board: Any, d: Any) -> list[int]:
        return [next(i for i, o in enumerate(d.options) if "Mega" not in o.label)]


def gust_for_the_game() -> Game:
    """Two Prize cards left; Boss's Orders on the damaged Mega Abomasnow ex (three Prize
    cards) and Frost Barrier win; on the damaged Snover they take one Prize card."""
    sc = Scenario()
    sc.active(0, SNOVER, MEGA_ABOMASNOW, energy=[WATER] * 3)
    sc.hand(0, BOSS)
    sc.prizes(0, n=2)
    sc.active(1, SNOVER, MEGA_ABOMASNOW)
    sc.bench(1, SNOVER, damage=30)
    sc.bench(1, SNOVER, MEGA_ABOMASNOW, damage=150)
    return sc.start(player=0, turn=5)


def test_a_decision_inside_an_effect_is_searched_in_replay_points() -> None:
    """PTCG:I-E: the gust target is asked in the middle of Boss's Orders, where no view can
    rebuild the game. The search replays its own main-phase answer in worlds drawn from its
    last main phase, finds that gusting Mega Abomasnow ex wins, and overrules its default
    policy, which would gust the Snover."""
    g = gust_for_the_game()
    model = dataclasses.replace(SEARCH, policy=ContraryGust)
    agent = MCTSAgent(0, simulations=1, model=model)
    d = g.decision
    answer = agent.act(g.view(0), d)  # one round: too short to overrule the policy
    assert d.options[answer[0]].label == "Play Boss's Orders"
    g.respond(answer)
    d = g.decision
    assert d.kind == "gust" and not SEARCH.rebuildable(g.view(0))
    assert d.options[ContraryGust(0).act(g.view(0), d)[0]].label == "Snover (Bench)"
    agent.simulations = 40
    answer = agent.act(g.view(0), d)
    assert d.options[answer[0]].label == "Mega Abomasnow ex (Bench)"
    search = agent.last
    assert search is not None and search.simulations >= 40 and search.skipped == 0
    means = {o.label: search.root.children[option_key(o)].mean() for o in d.options}
    assert means["Mega Abomasnow ex (Bench)"] == 1.0 > means["Snover (Bench)"]


@pytest.mark.parametrize("budget", [1, 9])
def test_a_replayed_search_keeps_to_its_simulation_budget(budget: int) -> None:
    """The budget counts playouts (and rounds whose worlds could not be replayed), never
    seconds: a search in replayed worlds stops at the first whole round at or past it."""
    g = gust_for_the_game()
    agent = MCTSAgent(0, simulations=1)
    g.respond(agent.act(g.view(0), g.decision))
    d = g.decision
    agent.simulations = budget
    search = agent.search(g.view(0), d, SEARCH)
    k = len(d.options)
    assert budget <= search.simulations + search.skipped < budget + k
    assert search.simulations == search.rounds * k
    assert search.worlds >= search.rounds  # each round's world rebuilt and replayed


def test_replayed_worlds_show_the_real_view_and_decision_and_hide_what_is_hidden() -> None:
    """PTCG:I-H: at decisions after a main phase in real games, a world replayed from what the
    player saw (its last main-phase view, its own views, decisions and answers since) shows
    the player exactly the real view and offers exactly the real options; a twin game that
    differs only in what the player cannot see gets the identical world from the same draws,
    and different draws deal the opponent's hidden cards differently."""
    ids = bundled_deck("naic2024_02_ivanoff_gardevoir").card_ids()
    replayed: Counter[str] = Counter()
    opponent_hands = set()
    for g, memory, view, d, world in replay_points("pokemon", "naic2024_02_ivanoff_gardevoir",
                                                     range(2), 12):
        if world is None:
            continue
        assert same_view(world.view(0), view) and world.decision == d
        other = twin(g, 0, random.Random(len(replayed)))
        again = replay_world(copy.deepcopy(memory), other.view(0), other.decision, SEARCH,
                             random.Random(g.s["seed"]), ids, 16).game
        assert again.s["players"] == world.s["players"]
        opponent_hands.add(tuple(sorted(world.s["defs"][c] for c in world.pl(1)["hand"])))
        replayed[d.kind] += 1
    assert sum(replayed.values()) >= 5 and len(replayed) >= 2
    assert len(opponent_hands) >= 2


def test_copies_a_search_of_the_deck_did_not_offer_are_prize_cards_in_replayed_worlds() -> None:
    """PTCG:I-H: a search of the deck shows every card there it may take, so an own card
    never seen that is a copy of one it offers is a face-down Prize card: the worlds rebuilt
    to be replayed to the search put it there (as the real game has it), and the replay
    agrees with what was seen at once instead of being rejected until a deal happens to."""
    deck = "2026-08-28_worlds2026-ma_3_brent-tonisson_dragapult"
    ids = bundled_deck(deck).card_ids()
    checked = tries = agreed = 0
    for g, memory, view, d, _ in replay_points("pokemon", deck, range(3), 30):
        if d.kind != "search":
            continue
        offered = {o.data for o in d.options}
        copies = {g.s["defs"][c] for c in offered}
        missing = [c for c in g.pl(0)["prizes"] if g.s["defs"][c] in copies]
        later = [(v, dd) for v, dd, _ in memory.steps[1:]] + [(view, d)]
        for seed in range(4):
            world = determinize(memory.anchor, random.Random(seed), ids, later)
            assert set(missing) <= set(world.pl(0)["prizes"])
            with contextlib.suppress(CannotDeterminize):  # one world, kept if it agrees
                agreed += replay_world(memory, view, d, SEARCH, random.Random(seed), ids,
                                       1).game.decision == d
            tries += 1
        checked += bool(missing)
    assert checked >= 3
    assert agreed >= 0.9 * tries


def pick(d: Decision, label: str) -> list[int]:
    return [next(i for i, o in enumerate(d.options) if o.label == label)]


def labels(d: Decision, answer: list[int]) -> list[str]:
    return sorted(d.options[i].label for i in answer)


class ContraryPromote(HeuristicAgent):
    """The heuristic, but it brings up the first Pokémon on offer that is not Mega Abomasnow
    ex: a default policy whose new Active a search must overrule."""

    def _promote(self, board: Any, d: Any) -> list[int]:
        return [next(i for i, o in enumerate(d.options) if "Mega" not in o.label)]


def promotion_in_the_opponents_turn() -> Game:
    """Player 1's Frost Barrier Knocks Out player 0's Active Snover; player 0 then chooses a
    new Active in player 1's turn: a bare Snover, or a Mega Abomasnow ex whose Frost Barrier
    Knocks Out player 1's damaged Mega Abomasnow ex next turn for the last three Prizes."""
    sc = Scenario()
    sc.active(0, SNOVER)
    sc.bench(0, SNOVER)
    sc.bench(0, SNOVER, MEGA_ABOMASNOW, energy=[WATER] * 3)
    sc.prizes(0, n=3)
    sc.active(1, SNOVER, MEGA_ABOMASNOW, energy=[WATER] * 3, damage=200)
    sc.prizes(1, n=4)
    g = sc.start(player=1, turn=6)
    g.respond(pick(g.decision, "Attack: Frost Barrier (200)"))
    d = g.decision
    assert d is not None and d.player == 1 and d.kind == "prize"
    g.respond(pick(d, "Prize card 1"))
    return g


def test_a_new_active_chosen_in_the_opponents_turn_is_searched() -> None:
    """PTCG:I-D: the new Active after the opponent's attack is chosen in their turn. The view
    pins the procedure down (their attack Knocked Out the own Active this turn), so the
    search rebuilds it (the Knock Out check's step 5, then their turn ends), plays the own
    next turn and the opponent's reply, finds that Mega Abomasnow ex wins the game, and
    overrules its default policy, which brings up the bare Snover; the same seed gives the
    same search."""
    g = promotion_in_the_opponents_turn()
    d = g.decision
    view = g.view(0)
    assert d is not None and d.player == 0 and d.kind == "promote" and view["current"] == 1
    assert SEARCH.rebuildable(view)
    model = dataclasses.replace(SEARCH, policy=ContraryPromote)
    assert labels(d, ContraryPromote(0).act(view, d)) == ["Snover (Bench)"]
    searches = []
    for _ in range(2):
        agent = MCTSAgent(5, simulations=16, model=model)
        assert labels(d, agent.act(view, d)) == ["Mega Abomasnow ex (Bench)"]
        searches.append(agent.last)
    search = searches[0]
    assert search is not None and searches[1] is not None
    assert search.simulations >= 16 and search.skipped == 0
    assert search.scores == searches[1].scores
    means = {o.label: search.root.children[option_key(o)].mean() for o in d.options}
    assert means["Mega Abomasnow ex (Bench)"] == 1.0 > means["Snover (Bench)"]


def test_face_down_prize_cards_are_left_to_the_default_policy() -> None:
    """PTCG:I-D: which face-down Prize cards to take says nothing a view could tell apart: the
    search does not spend playouts on it and answers as its default policy does."""
    sc = Scenario()
    sc.active(0, SNOVER)
    sc.bench(0, SNOVER)
    sc.prizes(0, n=3)
    sc.active(1, SNOVER, MEGA_ABOMASNOW, energy=[WATER] * 3)
    sc.prizes(1, n=4)
    g = sc.start(player=1, turn=6)
    agent = MCTSAgent(0, simulations=1)
    g.respond(agent.act(g.view(1), g.decision))  # the policy's main phase: Frost Barrier
    d = g.decision
    assert d is not None and d.kind == "prize" and d.player == 1
    before = agent.last
    assert agent.act(g.view(1), d) == HeuristicAgent(0).act(g.view(1), d)
    assert agent.last is before


class ContrarySearch(HeuristicAgent):
    """The heuristic, but a deck search takes the first card on offer that is not Mega
    Abomasnow ex."""

    def _search(self, board: Any, d: Any) -> list[int]:
        return [next(i for i, o in enumerate(d.options) if "Mega" not in o.label)]


def test_a_decision_with_several_answers_at_once_is_searched_over_answer_sets() -> None:
    """PTCG:I-E: Ultra Ball's search may take one Pokémon or none, a decision in the middle of
    the Item that no view rebuilds. The search replays its main-phase answers, plays out
    each card alone and taking nothing (the answer sets around its policy's answer), finds
    that Mega Abomasnow ex evolves and wins with Frost Barrier this turn, and overrules its
    default policy, which takes Kyogre."""
    sc = Scenario()
    sc.active(0, SNOVER, energy=[WATER] * 3)
    sc.hand(0, ULTRA_BALL, WATER, WATER, WATER, WATER)
    sc.deck(0, KYOGRE, MEGA_ABOMASNOW, SNOVER, WATER, pad=True)
    sc.prizes(0, n=3)
    sc.active(1, SNOVER, MEGA_ABOMASNOW, energy=[WATER] * 3, damage=200)
    sc.prizes(1, n=4)
    g = sc.start(player=0, turn=5)
    agent = MCTSAgent(0, simulations=1, model=dataclasses.replace(SEARCH, policy=ContrarySearch))
    while (d := g.decision) is not None and d.kind != "search":
        g.respond(agent.act(g.view(0), d))  # one round: the policy's own main-phase answers
    assert d is not None and (d.min, d.max) == (0, 1) and not SEARCH.rebuildable(g.view(0))
    assert labels(d, ContrarySearch(0).act(g.view(0), d)) == ["Kyogre"]
    agent.simulations = 24
    answer = agent.act(g.view(0), d)
    assert labels(d, answer) == ["Mega Abomasnow ex"]
    search = agent.last
    assert search is not None and search.skipped == 0
    roots = {key[0] for key in search.roots}
    assert roots == {"{Kyogre}", "{Snover}", "{Mega Abomasnow ex}", "{}"}
    g.respond(answer)
    while (d := g.decision) is not None and d.player == 0:
        g.respond(agent.act(g.view(0), d))
    assert g.result is not None and g.result.winner == 0


def test_answer_sets_are_the_policys_answer_and_its_neighbours() -> None:
    """Several answers at once: the policy's answer first, then one fewer, one more and one
    swapped; copies of a card (the same label) count once; "up to one": each alone, and
    none."""
    options = tuple(Option(label, i) for i, label in enumerate(["A", "A", "B", "C"]))
    exactly_two = Decision(0, "discard", "Discard 2", options, 2, 2)
    assert answer_sets(exactly_two, [1, 0]) == [[0, 1], [1, 2], [1, 3]]
    up_to_two = Decision(0, "search", "Up to 2", options, 0, 2)
    assert answer_sets(up_to_two, [2]) == [[2], [], [0, 2], [2, 3], [0], [3]]
    up_to_one = Decision(0, "search", "Up to 1", options, 0, 1)
    assert answer_sets(up_to_one, [3]) == [[3], [0], [2], []]
    assert len(answer_sets(up_to_two, [2], most=3)) == 3
    keys = [option_key(o) for o in options]
    assert set_key([keys[2], keys[0]]) == set_key([keys[0], keys[2]])
    assert set_key([keys[0]]) != set_key([keys[1]])  # two copies: two cards, one meaning


def test_pokemon_playouts_end_with_the_own_turn_unless_the_agent_is_given_a_horizon() -> None:
    """The Pokémon search model's horizon is the own turn: every playout that does not end the
    game is scored at the opponent's turn that follows; an agent given ``horizon=2`` plays
    the opponent's reply too, and scores at its own next turn."""
    view, d = midgame()
    scored: list[int] = []

    def evaluate(g: Game, p: int) -> float:
        if g.s["result"] is None:
            scored.append(g.s["turn"])
        return SEARCH.evaluate(g, p)

    model = dataclasses.replace(SEARCH, evaluate=evaluate)
    assert SEARCH.horizon == 1
    MCTSAgent(3, simulations=20, steps=None).search(view, d, model)
    assert scored and set(scored) == {view["turn"] + 1}
    scored.clear()
    MCTSAgent(3, simulations=20, steps=None, horizon=2).search(view, d, model)
    assert scored and set(scored) == {view["turn"] + 2}


def test_a_search_asks_the_default_policy_once_per_main_phase_view() -> None:
    """The heuristic's main-phase answer depends on its view alone, so a search keeps it by
    view: a main phase that shows the same view again, in the same world or another one,
    is answered without asking the policy (about a third of a playout's decisions); other
    decisions are asked each time."""
    view, d = midgame()
    asked: Counter[bytes] = Counter()

    class Counting(HeuristicAgent):
        def act(self, view: dict[str, Any], decision: Decision) -> list[int]:
            if decision.kind == "main":
                asked[orjson.dumps({k: v for k, v in view.items() if k != "log_size"})] += 1
            return super().act(view, decision)

    model = dataclasses.replace(SEARCH, policy=Counting)
    agent = MCTSAgent(3, simulations=60, steps=None)
    search = agent.search(view, d, model)
    assert asked and max(asked.values()) == 1
    assert search.reused > search.simulations // 2
    assert search.steps == agent.decided
