"""Agents users bring (``module:name``, ``path/to/agent.py``) play wherever agents are named,
on local workers and on Ray; simulated games are saved for replay and exported as
trajectories (view, decision, answer) for imitation learning."""

from __future__ import annotations

import textwrap
from pathlib import Path

import orjson
import pytest
from typer.testing import CliRunner

from tcgsim.agents import make_agent
from tcgsim.agents.external import is_external
from tcgsim.cli import app
from tcgsim.pokemon.model.deck import bundled_deck
from tcgsim.sim.runner import simulate
from tcgsim.sim.saved_games import recorded, saved_game, trajectory

DECK = "bench-abomasnow"

#: The first options every time (a legal answer to any decision), counting its calls.
FIRST_OPTIONS = """
calls = 0

def agent(view, decision):
    global calls
    calls += 1
    assert "you" in view, "a function agent gets the deciding player's view"
    return list(range(decision.min)) or [0]
"""

#: A class agent with a seed and a setting.
CLASS_AGENT = """
import random

class Picky:
    needs_view = False

    def __init__(self, seed, bias=0.5):
        self.rng = random.Random(seed)
        self.bias = bias

    def act(self, view, decision):
        k = decision.min if self.rng.random() < self.bias else decision.max
        return self.rng.sample(range(len(decision.options)), k) if k else []

not_an_agent = 42

def broken_factory(seed):
    return "no act here"
"""


@pytest.fixture
def files(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    (tmp_path / "first_bot.py").write_text(textwrap.dedent(FIRST_OPTIONS))
    (tmp_path / "mybots.py").write_text(textwrap.dedent(CLASS_AGENT))
    monkeypatch.syspath_prepend(str(tmp_path))
    return tmp_path


def test_specs_that_name_a_users_agent() -> None:
    assert is_external("bots/agent.py") and is_external("agent.py:mine")
    assert is_external("mybots:Picky") and is_external("pkg.bots:Picky:bias=0.2")
    assert not is_external("random") and not is_external("mcts:simulations=200")


def test_a_file_agent_and_a_module_class_play_a_match(files: Path) -> None:
    deck = bundled_deck(DECK)
    result = simulate(deck, deck, 4, seed=3, agent_a=str(files / "first_bot.py"),
                      agent_b="mybots:Picky:bias=0.3", progress=False)
    assert len(result.games) == 4
    assert all(g.record.reason for g in result.games)
    agent = make_agent("mybots:Picky:bias=0.3", seed=5)
    assert agent.bias == 0.3  # type: ignore[attr-defined]
    # seeded by the match: the same seed gives the same games
    again = simulate(deck, deck, 4, seed=3, agent_a=str(files / "first_bot.py"),
                     agent_b="mybots:Picky:bias=0.3", progress=False)
    assert [g.record for g in again.games] == [g.record for g in result.games]


def test_a_users_agent_runs_on_local_workers_with_the_same_results(files: Path) -> None:
    deck = bundled_deck(DECK)
    args = dict(seed=11, agent_a=str(files / "first_bot.py"), agent_b="random", progress=False)
    one = simulate(deck, deck, 17, workers=1, **args)  # type: ignore[arg-type]
    two = simulate(deck, deck, 17, workers=2, **args)  # type: ignore[arg-type]
    assert two.workers == 2
    assert [g.record for g in one.games] == [g.record for g in two.games]


def test_bad_agent_specs_say_what_is_wrong(files: Path) -> None:
    with pytest.raises(ValueError, match="agent file not found: .*nowhere.py"):
        make_agent(str(files / "nowhere.py"))
    with pytest.raises(ValueError, match=r"has no 'agent' \(it has: Picky, broken_factory"):
        make_agent(str(files / "mybots.py"))
    with pytest.raises(ValueError, match="neither a class nor a function"):
        make_agent("mybots:not_an_agent")
    with pytest.raises(ValueError, match="gave str, which has no act"):
        make_agent("mybots:broken_factory")
    with pytest.raises(ValueError, match="could not be imported"):
        make_agent("no_such_module_here:Agent")


def test_simulate_saves_games_that_replay_and_trajectories(files: Path, tmp_path: Path) -> None:
    out, traj = tmp_path / "saved", tmp_path / "traj.jsonl"
    runner = CliRunner()
    result = runner.invoke(app, [
        "simulate", DECK, DECK, "-n", "4", "--seed", "2", "--workers", "1", "--no-progress",
        "--agent-a", "random", "--agent-b", str(files / "first_bot.py"),
        "--save-games", "2", "--save-dir", str(out), "--trajectories", str(traj),
    ])
    assert result.exit_code == 0, result.output
    saved = sorted(out.glob("game-*.json"))
    assert [p.name for p in saved] == ["game-0000.json", "game-0001.json"]
    assert "2 game(s) saved for replay" in result.output
    data = [orjson.loads(p.read_bytes()) for p in saved]
    # deck A sits in seat 1 in odd games: the saved agents follow the seats
    assert data[0]["agents"][0] == "random" and data[1]["agents"][1] == "random"
    for p, d in zip(saved, data, strict=True):
        replayed = runner.invoke(app, ["replay", str(p)])
        assert replayed.exit_code == 0, replayed.output
        assert d["result"]["reason"] in replayed.output
    rows = [orjson.loads(line) for line in traj.read_bytes().splitlines()]
    assert len(rows) == sum(len(d["answers"]) for d in data)
    assert f"{len(rows)} decisions written" in result.output
    first = rows[0]
    assert {"game", "step", "player", "view", "decision", "answer"} <= first.keys()
    assert first["view"]["you"] == first["player"]  # the deciding player's own view
    assert first["decision"]["min"] <= len(first["answer"]) <= first["decision"]["max"]


def test_trajectories_need_saved_games() -> None:
    result = CliRunner().invoke(app, ["simulate", DECK, DECK, "-n", "1", "--no-progress",
                                      "--trajectories", "t.jsonl"])
    assert result.exit_code != 0
    assert "give --save-games N too" in result.output


def test_a_trajectory_replays_the_recorded_answers() -> None:
    deck = bundled_deck(DECK)
    result = simulate(deck, deck, 2, seed=9, progress=False, record=1)
    kept = recorded(result)
    assert [g.index for g in kept] == [0]
    saved = saved_game(result, kept[0])
    steps = list(trajectory(saved))
    assert [s["answer"] for s in steps] == saved["answers"]
    assert len(steps) == kept[0].record.decisions
    with pytest.raises(ValueError, match="was not recorded"):
        saved_game(result, result.games[1])


def test_tournament_and_arena_take_a_users_agent(files: Path, tmp_path: Path) -> None:
    bot = str(files / "first_bot.py")
    runner = CliRunner()
    tour = runner.invoke(app, ["tournament", "--decks", f"{DECK},naic2024_01_hedrick_lost-box",
                               "--agent", bot, "-n", "2", "--workers", "1", "--no-progress",
                               "--out", str(tmp_path / "t"), "--json"])
    assert tour.exit_code == 0, tour.output
    assert orjson.loads(tour.output)["agent"] == bot
    arena = runner.invoke(app, ["arena", "--agents", f"random,{bot}", "-n", "2", "--no-progress"])
    assert arena.exit_code == 0, arena.output
    assert f"random vs {bot}: " in arena.output
