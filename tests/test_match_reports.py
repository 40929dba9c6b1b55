"""Matchup reports: forcing who goes first, how games ended, per-card figures, plots."""

from __future__ import annotations

from pathlib import Path

import orjson
import pytest

from tcgsim.pokemon.model.deck import bundled_deck
from tcgsim.sim import simulate, summarize
from tcgsim.sim.card_stats import NO_ATTACK, pokemon_counts
from tcgsim.sim.plots import end_bars, heatmap_labels, win_rate_bars, write_match_plots
from tcgsim.sim.runner import GameRecord, MatchGame, SimResult, first_deck
from tcgsim.sim.stats import end_kind, format_summary


@pytest.fixture(scope="module")
def deck() -> list[str]:
    return bundled_deck("bench-abomasnow").card_ids()


# -- who goes first ---------------------------------------------------------------------------------
@pytest.mark.parametrize("game", ["pokemon", "zero"])
def test_forced_first_deck_a_starts_every_game(game: str) -> None:
    """--first a: deck A goes first in every game, in either game (Pokémon: the coin flip's
    winner's choice is answered for A; Zero Dimension: A sits where the coin puts the first
    player), so A's win rate going second has no games."""
    from tcgsim.games import game_kind

    kind = game_kind(game)
    d = kind.load_deck(kind.default_deck)
    result = simulate(d, d, 6, seed=2, progress=False, game=game, first="a")
    assert all(g.a_first for g in result.games)
    assert all(g.record.first == g.a_seat for g in result.games)
    s = summarize(result)
    assert s["first"] == "a"
    assert s["win_rate_a_going_first"]["games"] == 6
    assert s["win_rate_a_going_second"]["games"] == 0
    assert "deck A always" in format_summary(s)


def test_forced_first_b_and_alternate(deck: list[str]) -> None:
    b = simulate(deck, deck, 4, seed=4, progress=False, first="b")
    assert not any(g.a_first for g in b.games)
    alt = simulate(deck, deck, 6, seed=4, progress=False, first="alternate")
    assert [g.a_first for g in alt.games] == [True, False] * 3
    assert summarize(alt)["win_rate_a_going_first"]["games"] == 3


def test_random_first_follows_the_seed_not_the_coin(deck: list[str]) -> None:
    wanted = [first_deck("random", 8, i) == "A" for i in range(8)]
    assert True in wanted and False in wanted  # the seed was picked so both happen
    result = simulate(deck, deck, 8, seed=8, progress=False, first="random")
    assert [g.a_first for g in result.games] == wanted


def test_forced_first_is_the_same_with_workers(deck: list[str]) -> None:
    one = simulate(deck, deck, 10, seed=6, progress=False, first="b", workers=1)
    two = simulate(deck, deck, 10, seed=6, progress=False, first="b", workers=2)
    assert one.games == two.games


def test_unknown_first_choice_is_refused(deck: list[str]) -> None:
    with pytest.raises(ValueError, match="first-player choice 'c'"):
        simulate(deck, deck, 2, progress=False, first="c")


def test_forced_first_on_the_command_line() -> None:
    from typer.testing import CliRunner

    from tcgsim.cli import app

    out = CliRunner().invoke(app, ["simulate", "bench-abomasnow", "bench-abomasnow", "-n", "4",
                                   "-w", "1", "--first", "a", "--json", "--agent-a", "random",
                                   "--agent-b", "random"])
    assert out.exit_code == 0, out.output
    s = orjson.loads(out.output)
    assert s["first"] == "a" and s["win_rate_a_going_first"]["games"] == 4
    bad = CliRunner().invoke(app, ["simulate", "bench-abomasnow", "bench-abomasnow", "-n", "2",
                                   "--first", "c"])
    assert bad.exit_code == 1 and "first-player choice" in bad.output


# -- how games ended --------------------------------------------------------------------------------
def _made_up(reasons: list[str]) -> SimResult:
    games = [MatchGame(i, i % 2, GameRecord(i, None if "both" in r else 0, r, 20, 100, 0))
             for i, r in enumerate(reasons)]
    return SimResult("x", "y", "random", "random", 0, games=games, seconds=1.0)


def test_end_kinds_of_both_games() -> None:
    """Each engine's reasons (Pokémon PTCG:I-E win conditions, Zero Dimension ZD:101 losses)
    fall in their kind; a reason no kind names is "other", never dropped."""
    assert end_kind("took all Prize cards") == "prizes"
    assert end_kind("opponent has no Pokémon in play") == "no Pokémon"
    assert end_kind("opponent could not draw at the start of their turn") == "deck-out"
    assert end_kind("Player 1 must draw from an empty deck") == "deck-out"
    assert end_kind("both players must draw from an empty deck") == "deck-out"
    assert end_kind("Player 2 took battle damage with no life card left") == "no life"
    assert end_kind("both players met a win condition at once") == "both at once"
    assert end_kind("a card's text decided the game") == "card text"
    assert end_kind("something new") == "other"


def test_end_reasons_count_every_game_once() -> None:
    reasons = (["took all Prize cards"] * 5 + ["opponent has no Pokémon in play"] * 2
               + ["opponent could not draw at the start of their turn"] * 3)
    s = summarize(_made_up(reasons))
    ends = s["end_reasons"]
    assert {k: e["games"] for k, e in ends.items()} == {"prizes": 5, "deck-out": 3,
                                                       "no Pokémon": 2}
    assert list(ends) == ["prizes", "deck-out", "no Pokémon"]  # the most frequent first
    assert ends["deck-out"]["share"] == pytest.approx(0.3)
    assert "how games ended: prizes 5 (50.0%); deck-out 3 (30.0%); no Pokémon 2 (20.0%)" \
        in format_summary(s)


def test_end_reasons_of_real_games_sum_to_the_games(deck: list[str]) -> None:
    s = summarize(simulate(deck, deck, 12, seed=1, progress=False, agent_a="heuristic",
                           agent_b="heuristic"))
    assert sum(e["games"] for e in s["end_reasons"].values()) == 12
    assert sum(e["share"] for e in s["end_reasons"].values()) == pytest.approx(1.0)
    assert "other" not in s["end_reasons"]  # every reason the engine gave has its kind


# -- per-card figures -------------------------------------------------------------------------------
CRUSTLE = "2026-08-28_worlds2026-ma_6_satoshi-matsui_crustle"


def _names(deck: str) -> set[str]:
    from tcgsim.pokemon import card

    return {card(cid).name for cid in bundled_deck(deck).card_ids()}


def test_card_figures_are_off_unless_asked(deck: list[str]) -> None:
    result = simulate(deck, deck, 2, seed=1, progress=False)
    assert all(g.record.cards is None for g in result.games)
    assert "cards" not in summarize(result)


def test_card_figures_belong_to_the_deck_that_played_them() -> None:
    """Two different decks, seats alternating: every card A played is a card of A's list and
    every attacker credited with A's Prizes is a Pokémon of A's (or no attack), and so for B;
    each deck's Prizes per game stay within the 6 a game has (PTCG:I-D)."""
    a, b = bundled_deck("bench-abomasnow"), bundled_deck(CRUSTLE)
    result = simulate(a, b, 6, seed=3, progress=False, agent_a="heuristic",
                      agent_b="heuristic", card_stats=True)
    cards = summarize(result)["cards"]
    for key, deck in (("A", "bench-abomasnow"), ("B", CRUSTLE)):
        names = _names(deck)
        assert cards[key]["games"] == 6
        assert cards[key]["played"] and set(cards[key]["played"]) <= names
        assert set(cards[key]["prizes_by_attacker"]) <= names | {NO_ATTACK}
        taken = sum(v["total"] for v in cards[key]["prizes_by_attacker"].values())
        assert 0 < taken <= 6 * 6
    for g in result.games:  # a winner by Prizes took all 6
        if g.record.reason == "took all Prize cards":
            assert sum(g.record.cards[g.record.winner]["prizes"].values()) == 6


def test_card_counts_match_the_game_log(deck: list[str]) -> None:
    """The counts of one game against its log read by hand: Trainers played, Prizes taken."""
    from tcgsim.agents import make_agent
    from tcgsim.pokemon import new_game

    g = new_game(deck, deck, seed=4)
    agents = [make_agent("heuristic", 1), make_agent("heuristic", 2)]
    while (d := g.decision) is not None:
        g.respond(agents[d.player].act(g.view(d.player), d))
    seats = pokemon_counts(g.log)
    for p in (0, 1):
        trainers = [e["card"] for e in g.log if e["type"] == "play_trainer" and e["player"] == p]
        played = seats[p]["played"]
        assert all(played[t] >= trainers.count(t) for t in trainers)
        assert sum(seats[p]["prizes"].values()) == 6 - len(g.s["players"][p]["prizes"])


def test_zero_card_figures_count_life_cards_taken() -> None:
    """Zero Dimension: a winner by battle damage took all 6 of the loser's life cards
    (ZD:101, ZD:505), credited to its attackers; cards used are cards of the deck."""
    from tcgsim.games import game_kind

    kind = game_kind("zero")
    d = kind.load_deck("dragonball")
    result = simulate(d, d, 4, seed=1, progress=False, game="zero", agent_a="heuristic",
                      agent_b="heuristic", card_stats=True)
    from tcgsim.zero import card

    names = {card(cid).name for cid in d.card_ids()}
    won_by_damage = 0
    for g in result.games:
        assert g.record.cards is not None
        if "no life card left" in g.record.reason:
            won_by_damage += 1
            assert sum(g.record.cards[g.record.winner]["prizes"].values()) >= 6
        assert set(g.record.cards[0]["played"]) <= names
    assert won_by_damage  # the seed was picked so the check above ran


def test_card_figures_are_the_same_with_workers(deck: list[str]) -> None:
    one = simulate(deck, deck, 10, seed=2, progress=False, card_stats=True, workers=1)
    two = simulate(deck, deck, 10, seed=2, progress=False, card_stats=True, workers=2)
    assert one.games == two.games
    assert summarize(one)["cards"] == summarize(two)["cards"]


# -- plots ------------------------------------------------------------------------------------------
PNG_MAGIC = b"\x89PNG\r\n\x1a\n"


def test_win_rate_bars_are_the_report_s_rates() -> None:
    """Forced first: A's going-second bar has no games and is left out; the bars' rates and
    intervals are the summary's."""
    reasons = ["took all Prize cards"] * 6
    games = [MatchGame(i, 0, GameRecord(i, 0 if i < 4 else 1, r, 9, 50, 0))
             for i, r in enumerate(reasons)]
    s = summarize(SimResult("x", "y", "r", "r", 0, games=games, seconds=1.0, first="a"))
    bars = win_rate_bars(s)
    assert [b["label"] for b in bars] == ["A overall", "A going first", "first player",
                                          "A, best-of-3 matches"]
    assert bars[0]["rate"] == pytest.approx(4 / 6) and bars[0]["n"] == 6
    assert bars[0]["ci95"] == s["win_rate_a"]["ci95"]
    assert bars[3]["n"] == 2 and bars[3]["of"] == "matches"  # A won match 1, lost match 2
    assert bars[3]["rate"] == pytest.approx(0.5)


def test_heatmap_labels_carry_the_intervals() -> None:
    labels = heatmap_labels([[None, 0.75], [0.25, None]],
                            [[None, [0.41, 0.93]], [[0.07, 0.59], None]])
    assert labels == [["", "75\n41–93"], ["25\n7–59", ""]]


def test_match_charts_are_written(deck: list[str], tmp_path: Path) -> None:
    s = summarize(simulate(deck, deck, 6, seed=1, progress=False, first="alternate"))
    paths = write_match_plots(s, tmp_path / "charts")
    assert sorted(p.name for p in paths.values()) == ["end_reasons.png", "lengths.png",
                                                      "win_rates.png"]
    assert all(p.read_bytes().startswith(PNG_MAGIC) for p in paths.values())
    assert sum(g for _, g, _ in end_bars(s["end_reasons"])) == 6


def test_tournament_reports_first_ends_and_cards(tmp_path: Path) -> None:
    """A three-deck round robin with A forced first in every pair: each pair's A has no
    games going second, the end kinds add up to all games, every deck has card figures,
    and the files (heat map with standings, end reasons) are written."""
    from tcgsim.sim.tournament import run_tournament, write_outputs

    field = [(name, bundled_deck(name)) for name in ("bench-abomasnow", CRUSTLE)]
    result = run_tournament(field, 4, seed=1, agent="random", workers=1, progress=False,
                            first="a", card_stats=True)
    data = result.to_dict()
    assert data["first"] == "a"
    for pair in data["pairs"]:
        assert pair["win_rate_a_going_first"]["games"] == 4
        assert pair["win_rate_a_going_second"]["games"] == 0
        assert sum(e["games"] for e in pair["end_reasons"].values()) == 4
    assert sum(e["games"] for e in data["end_reasons"].values()) == result.total_games
    assert set(data["cards"]) == {"bench-abomasnow", CRUSTLE}
    assert set(data["cards"][CRUSTLE]["played"]) <= _names(CRUSTLE)
    paths = write_outputs(result, tmp_path)
    assert paths["png"].read_bytes().startswith(PNG_MAGIC)
    assert paths["end_reasons"].read_bytes().startswith(PNG_MAGIC)


def test_simulate_command_draws_its_charts(tmp_path: Path) -> None:
    from typer.testing import CliRunner

    from tcgsim.cli import app

    out = CliRunner().invoke(app, ["simulate", "bench-abomasnow", "bench-abomasnow", "-n", "4",
                                   "-w", "1", "--plots", str(tmp_path), "--card-stats"])
    assert out.exit_code == 0, out.output
    assert "charts written" in out.output and "cards of A, played per game" in out.output
    assert (tmp_path / "win_rates.png").read_bytes().startswith(PNG_MAGIC)


def test_a_saved_forced_first_game_replays_to_the_same_end(deck: list[str]) -> None:
    """The forced choice is one of the game's own answers: the saved game replays to the same
    first player, winner and reason."""
    from tcgsim.cli import replay_game
    from tcgsim.sim.saved_games import saved_game

    result = simulate(deck, deck, 2, seed=5, progress=False, first="b", record=2)
    for g in result.games:
        replayed = replay_game(saved_game(result, g))
        assert replayed.s["first"] == g.record.first == 1 - g.a_seat
        assert replayed.result is not None
        assert (replayed.result.winner, replayed.result.reason) == (g.record.winner,
                                                                    g.record.reason)
