"""The ``tcgsim`` command line: play, simulate, replay, bench, deck check; rendering."""

from __future__ import annotations

from pathlib import Path

import orjson
import pytest
from typer.testing import CliRunner

from tcgsim import __version__, pokemon
from tcgsim.agents import RandomAgent, make_agent
from tcgsim.cli import app, parse_answer
from tcgsim.cli.render import render_event, render_view
from tcgsim.core import Decision, Option
from tcgsim.pokemon.model.deck import BUNDLED_DIR, bundled_deck
from tcgsim.pokemon.scenario import Scenario

BENCH_FILE = BUNDLED_DIR / "bench-abomasnow.txt"


@pytest.fixture
def runner() -> CliRunner:
    return CliRunner()


def scripted_answers(seed: int, seat: int, human_seed: int = 0) -> list[str]:
    """The lines a player types to play the whole game `tcgsim play --seed seed` would deal.

    The command's AI is ``make_agent("heuristic", seed)``, so the same game is
    replayed here with a random "human", whose answers become 1-based input lines.
    """
    deck = bundled_deck("bench-abomasnow")
    game = pokemon.new_game(deck, deck, seed=seed)
    bot, human = make_agent("heuristic", seed), RandomAgent(human_seed)
    lines = []
    while (d := game.decision) is not None:
        agent = human if d.player == seat else bot
        answer = agent.act(game.view(d.player), d)
        if d.player == seat:
            lines.append(" ".join(str(i + 1) for i in answer))
        game.respond(answer)
    return lines


# -- help ---------------------------------------------------------------------------------------------
@pytest.mark.parametrize("command", [[], ["play"], ["simulate"], ["tournament"], ["replay"], ["bench"],
                                     ["deck", "check"], ["cards", "coverage"]])
def test_every_command_explains_itself(runner: CliRunner, command: list[str]) -> None:
    result = runner.invoke(app, [*command, "--help"])
    assert result.exit_code == 0, result.output
    assert "Usage" in result.output


def test_version(runner: CliRunner) -> None:
    result = runner.invoke(app, ["--version"])
    assert result.exit_code == 0 and result.output == f"tcgsim {__version__}\n"


# -- play ---------------------------------------------------------------------------------------------
def test_play_a_whole_game_from_scripted_input_then_replay_it(runner: CliRunner, tmp_path: Path) -> None:
    lines = scripted_answers(seed=7, seat=0)
    saved = tmp_path / "game.json"
    result = runner.invoke(app, ["play", "--seed", "7", "--save", str(saved)],
                           input="\n".join(lines) + "\n")
    assert result.exit_code == 0, result.output
    out = result.output
    assert "you are Player 1" in out and "seed 7" in out
    assert "Hand (" in out and "Active:" in out and "prizes" in out  # the board in words
    assert "[PTCG:I-G]" in out  # log events carry their clause
    assert "1. " in out  # numbered options
    assert "Game over:" in out
    assert "Not accepted" not in out
    assert "You quit" not in out

    replayed = runner.invoke(app, ["replay", str(saved)])
    assert replayed.exit_code == 0, replayed.output
    game_over = [x for x in replayed.output.splitlines() if x.startswith("Game over:")]
    assert len(game_over) == 1
    state = orjson.loads(saved.read_bytes())
    assert state["result"] is not None


def test_play_from_the_second_seat(runner: CliRunner) -> None:
    lines = scripted_answers(seed=8, seat=1, human_seed=3)
    result = runner.invoke(app, ["play", "--seed", "8", "--seat", "1"], input="\n".join(lines) + "\n")
    assert result.exit_code == 0, result.output
    assert "you are Player 2" in result.output and "Game over:" in result.output


def test_play_reprompts_on_bad_input_and_quits_on_q(runner: CliRunner) -> None:
    result = runner.invoke(app, ["play", "--seed", "7"], input="banana\n99\n1 1\nq\n")
    assert result.exit_code == 0, result.output
    out = result.output
    assert "'banana' is not an option number" in out
    assert "'99' is not an option number" in out
    assert "chosen twice" in out
    assert out.count("Not accepted") == 3
    assert "You quit the game." in out


def test_play_treats_end_of_input_as_quitting(runner: CliRunner) -> None:
    result = runner.invoke(app, ["play", "--seed", "7"], input="")
    assert result.exit_code == 0 and "You quit the game." in result.output


def test_play_with_a_deck_file_and_bad_options(runner: CliRunner, tmp_path: Path) -> None:
    result = runner.invoke(app, ["play", "--deck", str(BENCH_FILE), "--seed", "1"], input="q\n")
    assert result.exit_code == 0, result.output
    missing = runner.invoke(app, ["play", "--deck", str(tmp_path / "none.txt")])
    assert missing.exit_code == 1 and "error: no such deck file" in missing.output
    bad = tmp_path / "bad.txt"
    bad.write_text("Pokémon: 1\n4 Nonexistent Card XYZ 1\n")
    broken = runner.invoke(app, ["play", "--deck", str(bad)])
    assert broken.exit_code == 1 and "error:" in broken.output and "line 2" in broken.output
    agent = runner.invoke(app, ["play", "--agent", "wizard"])
    assert agent.exit_code == 1 and "unknown agent 'wizard'" in agent.output
    for r in (missing, broken, agent):
        assert "Traceback" not in r.output


def test_parse_answer_is_one_based_and_accepts_commas_and_spaces() -> None:
    d = Decision(0, "search", "Pick", tuple(Option(str(i), i) for i in range(5)), 0, 5)
    assert parse_answer("1, 3 5", d) == [0, 2, 4]
    assert parse_answer("  ", d) == []
    with pytest.raises(ValueError, match="'0' is not an option number"):
        parse_answer("0", d)
    with pytest.raises(ValueError, match="'x' is not"):
        parse_answer("1,x", d)


# -- simulate -----------------------------------------------------------------------------------------
def test_simulate_prints_the_match_report(runner: CliRunner) -> None:
    result = runner.invoke(app, ["simulate", "bench-abomasnow", str(BENCH_FILE), "-n", "6",
                                 "--seed", "3", "-j", "1"])
    assert result.exit_code == 0, result.output
    for text in ("wins A:", "wins B:", "draws:", "win rate of A", "95% CI",
                 "first-player win rate", "average turns", "games/s", "decisions/s"):
        assert text in result.output


def test_simulate_json_is_reproducible(runner: CliRunner) -> None:
    args = ["simulate", "bench-abomasnow", "bench-abomasnow", "-n", "8", "--seed", "11", "-j", "1",
            "--agent-a", "heuristic", "--json"]
    first = orjson.loads(runner.invoke(app, args).output)
    second = orjson.loads(runner.invoke(app, args).output)
    timing = {"seconds", "games_per_s", "decisions_per_s"}
    assert {k: v for k, v in first.items() if k not in timing} == {
        k: v for k, v in second.items() if k not in timing
    }
    assert first["games"] == 8 and first["agent_a"] == "heuristic" and first["agent_b"] == "heuristic"
    assert first["wins_a"] + first["wins_b"] + first["draws"] == 8
    lo, hi = first["win_rate_a"]["ci95"]
    assert 0 <= lo <= first["win_rate_a"]["rate"] <= hi <= 1


def test_simulate_without_agent_options_plays_the_heuristic_and_random_only_when_asked(
    runner: CliRunner,
) -> None:
    base = ["simulate", "bench-abomasnow", "bench-abomasnow", "-n", "2", "-j", "1", "--json"]
    plain = orjson.loads(runner.invoke(app, base).output)
    assert (plain["agent_a"], plain["agent_b"]) == ("heuristic", "heuristic")
    asked = orjson.loads(runner.invoke(app, [*base, "--agent-a", "random"]).output)
    assert (asked["agent_a"], asked["agent_b"]) == ("random", "heuristic")


def test_simulate_errors_are_one_line_and_exit_1(runner: CliRunner) -> None:
    for args, message in (
        (["simulate", "missing.txt", "bench-abomasnow", "-n", "2"], "no such deck file: missing.txt"),
        (["simulate", "nodeck", "bench-abomasnow", "-n", "2"], "no deck file or bundled"),
        (["simulate", "bench-abomasnow", "bench-abomasnow", "-n", "2", "--agent-b", "x"],
         "unknown agent"),
    ):
        result = runner.invoke(app, args)
        assert result.exit_code == 1, result.output
        assert message in result.output and "Traceback" not in result.output


# -- deck check (the mounted sub-app) ---------------------------------------------------------------------
def test_deck_check_is_mounted(runner: CliRunner, tmp_path: Path) -> None:
    ok = runner.invoke(app, ["deck", "check", str(BENCH_FILE)])
    assert ok.exit_code == 0 and "OK" in ok.output
    short = tmp_path / "short.txt"
    short.write_text("Pokémon: 1\n4 Kyogre MEG 34\n")
    bad = runner.invoke(app, ["deck", "check", str(short)])
    assert bad.exit_code == 1 and "60" in bad.output


# -- replay -------------------------------------------------------------------------------------------
def test_replay_from_seed_decks_and_answers(runner: CliRunner, tmp_path: Path) -> None:
    deck = bundled_deck("bench-abomasnow").card_ids()
    game = pokemon.new_game(deck, deck, seed=21)
    agents = [RandomAgent(1), RandomAgent(2)]
    while (d := game.decision) is not None:
        game.respond(agents[d.player].act({}, d))
    spec = tmp_path / "spec.json"
    spec.write_bytes(orjson.dumps({"seed": 21, "decks": ["bench-abomasnow", deck],
                                   "answers": game.s["answers"]}))
    result = runner.invoke(app, ["replay", str(spec)])
    assert result.exit_code == 0, result.output
    lines = result.output.splitlines()
    assert len(lines) == len(game.log)
    assert lines[-1].startswith("Game over:")
    assert any("[PTCG:I-A-01]" in x for x in lines)

    hidden = runner.invoke(app, ["replay", str(spec), "--as-player", "1"])
    assert "Player 1 drew 7 cards" in hidden.output  # the opponent's draws are counts only


def test_replay_errors(runner: CliRunner, tmp_path: Path) -> None:
    bad_json = tmp_path / "bad.json"
    bad_json.write_text("{")
    wrong = tmp_path / "wrong.json"
    wrong.write_bytes(orjson.dumps({"seed": 1, "decks": ["bench-abomasnow"] * 2, "answers": [[9]]}))
    shape = tmp_path / "shape.json"
    shape.write_bytes(orjson.dumps([1, 2]))
    for path, message in (
        (bad_json, "not valid JSON"),
        (wrong, "answer 1 ([9]) does not fit"),
        (shape, "expected a JSON object with seed, decks and answers"),
        (tmp_path / "none.json", "No such file"),
    ):
        result = runner.invoke(app, ["replay", str(path)])
        assert result.exit_code == 1, result.output
        assert message in result.output and "Traceback" not in result.output


def test_replay_detects_a_saved_log_that_does_not_match(runner: CliRunner, tmp_path: Path) -> None:
    deck = bundled_deck("bench-abomasnow").card_ids()
    game = pokemon.new_game(deck, deck, seed=2)
    state = orjson.loads(game.to_json())
    state["log"] = state["log"][:-1]
    path = tmp_path / "tampered.json"
    path.write_bytes(orjson.dumps(state))
    result = runner.invoke(app, ["replay", str(path)])
    assert result.exit_code == 1 and "does not reproduce the saved log" in result.output


# -- bench ----------------------------------------------------------------------------------------------
def test_bench_json(runner: CliRunner) -> None:
    result = runner.invoke(app, ["bench", "-n", "2", "--samples", "3", "--json", "--scaling", "none"])
    assert result.exit_code == 0, result.output
    both = orjson.loads(result.output)
    assert set(both) == {"pokemon", "zero"}  # every game is measured by default
    for data in both.values():
        assert data["games"] == 2 and data["games_per_s"] > 0 and data["clone_us"] > 0


# -- rendering ------------------------------------------------------------------------------------------
def test_render_view_shows_the_board_in_words() -> None:
    sc = Scenario()
    sc.active(0, "me1-35", "me1-36", energy=["sve-3"] * 2, tools=["sv6pt5-63"], damage=30)
    sc.bench(0, "me1-34")
    sc.active(1, "me1-34", conditions=["poisoned"])
    sc.hand(0, "me1-131", "sve-3", "sve-3")
    sc.stadium("me1-129")
    text = render_view(sc.start(player=0, turn=3).view(0))
    assert "Turn 3 — Your turn" in text
    assert "Stadium in play: Surfing Beach" in text
    assert "Mega Abomasnow ex  HP 320/350 · damage 30 · Energy: Basic Water Energy ×2" in text
    assert "Tool: Powerglass" in text
    assert "Kyogre  HP 150/150" in text and "conditions: poisoned" in text
    hand = next(x for x in text.splitlines() if "Hand (3): " in x)
    assert "Basic Water Energy ×2" in hand and "Ultra Ball" in hand
    assert text.index("Opponent (Player 2)") < text.index("You (Player 1)")


def test_render_event_words_and_clause() -> None:
    e = {"type": "damage", "clause": "PTCG:I-A-01", "step": 4, "target": "Kyogre", "amount": 60,
         "trace": [{"step": 1, "what": "base damage", "value": 30},
                   {"step": 3, "what": "Weakness Water ×2", "value": 60},
                   {"step": 6, "what": "final damage", "value": 60}]}
    assert render_event(e) == "Kyogre took 60 damage (Weakness Water ×2 → 60) [PTCG:I-A-01]"
    draw = {"type": "draw", "player": 0, "n": 2, "clause": "PTCG:I-H",
            "secret": {"cards": [{"id": 1, "card": "sve-3", "name": "Basic Water Energy"}] * 2},
            "to": [0]}
    assert render_event(draw) == "Player 1 drew Basic Water Energy ×2 [PTCG:I-H]"
    public = {k: v for k, v in draw.items() if k not in ("secret", "to")}
    assert render_event(public, you=1) == "Opponent drew 2 cards [PTCG:I-H]"
    assert render_event({"type": "game_over", "winner": 1, "reason": "took all Prize cards"},
                        you=1) == "Game over: You win — took all Prize cards"
    assert render_event({"type": "brand_new", "x": 1}) == "brand_new: x=1"


def test_every_event_of_real_games_renders_in_words() -> None:
    deck = bundled_deck("bench-abomasnow").card_ids()
    for seed in range(5):
        game = pokemon.new_game(deck, deck, seed=seed)
        agents = [RandomAgent(seed), RandomAgent(seed + 1)]
        while (d := game.decision) is not None:
            game.respond(agents[d.player].act({}, d))
        for e in game.log:
            text = render_event(e)
            assert not text.startswith(f"{e['type']}:"), text  # no raw fallback for known events
            assert "{" not in text and "None" not in text, text


def test_bench_mirrors_a_named_bundled_deck(runner: CliRunner) -> None:
    result = runner.invoke(app, ["bench", "-n", "2", "--samples", "2", "--scaling", "none",
                                 "--deck", "naic2024_02_ivanoff_gardevoir"])
    assert result.exit_code == 0, result.output
    assert "random mirror, naic2024_02_ivanoff_gardevoir: 2 games" in result.output
    bad = runner.invoke(app, ["bench", "--deck", "nope"])
    assert bad.exit_code == 1 and "unknown deck 'nope'" in bad.output
