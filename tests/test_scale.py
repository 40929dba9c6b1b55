"""Simulation at scale: backends, tournaments, game-length figures, their files and commands.

The point of every backend test: the same seed gives the same games with one
process, two worker processes and Ray (a local instance, started once here).
"""

from __future__ import annotations

import csv
import sys
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import orjson
import pytest
from typer.testing import CliRunner

from tcgsim.cli import app
from tcgsim.games import game_kind
from tcgsim.pokemon.model.deck import BUNDLED_DIR, bundled_deck
from tcgsim.sim import simulate
from tcgsim.sim.backends import BackendError, LocalExecutor, open_executor, run_tasks
from tcgsim.sim.ray_backend import RayExecutor, import_ray, start_ray
from tcgsim.sim.runner import GameTooLong
from tcgsim.sim.scaling import run_scaling
from tcgsim.sim.stats import distribution, format_distribution
from tcgsim.sim.tournament import run_tournament, write_outputs

FIELD = ["bench-abomasnow", "naic2024_01_hedrick_lost-box", "naic2024_02_ivanoff_gardevoir"]
PNG_MAGIC = b"\x89PNG\r\n\x1a\n"


@pytest.fixture(scope="module")
def ray_executor() -> Iterator[RayExecutor]:
    """One small local Ray instance for this module: starting one takes seconds."""
    ray = import_ray()
    start_ray(num_cpus=2)
    try:
        yield RayExecutor()
    finally:
        ray.shutdown()


@pytest.fixture(scope="module")
def field() -> list[tuple[str, Any]]:
    return [(name, bundled_deck(name)) for name in FIELD]


@pytest.fixture
def runner() -> CliRunner:
    return CliRunner()


# -- executors ----------------------------------------------------------------------------------------
class Reversed:
    """An executor whose tasks finish last-first: results must still come back in order."""

    name = "reversed"
    workers = 1

    def run(self, fn: Any, tasks: Any) -> Iterator[tuple[int, Any]]:
        for i in reversed(range(len(tasks))):
            yield i, fn(tasks[i])

    def close(self) -> None:
        pass


def test_results_come_back_in_task_order_whatever_order_they_finish_in() -> None:
    seen: list[int] = []
    out = run_tasks(Reversed(), lambda x: x * x, [1, 2, 3, 4], lambda i, _r: seen.append(i))
    assert out == [1, 4, 9, 16]
    assert seen == [3, 2, 1, 0]
    assert run_tasks(LocalExecutor(2), abs, [-3, 1, -2]) == [3, 1, 2]


def test_bad_backend_choices_are_named() -> None:
    with pytest.raises(ValueError, match="unknown backend 'spark'; choose one of: local, ray"):
        open_executor("spark")
    with pytest.raises(ValueError, match="--address applies to the ray backend only"):
        open_executor("local", address="auto")
    with pytest.raises(ValueError, match="workers must be at least 1"):
        LocalExecutor(-1)


def test_a_missing_ray_says_how_to_install_it(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setitem(sys.modules, "ray", None)  # what `import ray` sees when it is absent
    with pytest.raises(BackendError, match=r"pip install 'tcgsim\[ray\]'"):
        import_ray()
    with pytest.raises(BackendError, match="Ray is not installed"):
        open_executor("ray")


# -- same seed, same games, on every backend --------------------------------------------------------
def test_simulate_gives_the_same_games_on_one_process_two_workers_and_ray(
    ray_executor: RayExecutor,
) -> None:
    deck = bundled_deck("bench-abomasnow")
    # forced first players and per-card figures (read in the workers) too
    opts: dict[str, Any] = {"first": "alternate", "card_stats": True, "progress": False}
    runs = [simulate(deck, deck, 10, seed=8, workers=1, **opts),
            simulate(deck, deck, 10, seed=8, workers=2, **opts),
            simulate(deck, deck, 10, seed=8, executor=ray_executor, **opts)]
    assert [(r.backend, r.workers) for r in runs] == [("local", 1), ("local", 2), ("ray", 2)]
    assert [g.index for g in runs[0].games] == list(range(10))
    assert runs[0].games == runs[1].games == runs[2].games
    timing = {"seconds", "games_per_s", "decisions_per_s", "workers", "backend"}
    summaries = [{k: v for k, v in r.summary().items() if k not in timing} for r in runs]
    assert summaries[0] == summaries[1] == summaries[2]
    assert summaries[2]["cards"]["A"]["played"] and summaries[2]["first"] == "alternate"


def test_tournament_results_are_the_same_with_one_worker_two_workers_and_ray(
    field: list[tuple[str, Any]], ray_executor: RayExecutor,
) -> None:
    runs = [run_tournament(field, 2, seed=5, workers=1, progress=False),
            run_tournament(field, 2, seed=5, workers=2, progress=False),
            run_tournament(field, 2, seed=5, progress=False, executor=ray_executor)]
    assert [r.backend for r in runs] == ["local", "local", "ray"]
    assert runs[0].workers == 1 and runs[1].workers == 2
    assert [m.games for m in runs[0].matches] == [m.games for m in runs[1].matches] \
        == [m.games for m in runs[2].matches]
    data = [r.to_dict(timing=False) for r in runs]
    assert data[0] == data[1] == data[2]
    other_seed = run_tournament(field, 2, seed=6, workers=1, progress=False)
    assert [m.games for m in other_seed.matches] != [m.games for m in runs[0].matches]


def test_a_users_agent_file_plays_on_ray_as_locally(
    tmp_path: Path, ray_executor: RayExecutor,
) -> None:
    """An agent brought as a file travels to Ray's workers as its path: same games as locally."""
    bot = tmp_path / "first_bot.py"
    bot.write_text("def agent(view, decision):\n    return list(range(decision.min)) or [0]\n")
    deck = bundled_deck("bench-abomasnow")
    local = simulate(deck, deck, 6, seed=4, agent_a=str(bot), workers=1, progress=False)
    on_ray = simulate(deck, deck, 6, seed=4, agent_a=str(bot), progress=False, executor=ray_executor)
    assert on_ray.backend == "ray"
    assert on_ray.games == local.games


def test_the_commands_run_on_ray(runner: CliRunner, ray_executor: RayExecutor,
                                 tmp_path: Path) -> None:
    args = ["simulate", "bench-abomasnow", "bench-abomasnow", "-n", "10", "--seed", "3", "--json"]
    on_ray = runner.invoke(app, [*args, "--backend", "ray"])
    assert on_ray.exit_code == 0, on_ray.output
    assert "starting a Ray instance" in on_ray.stderr  # said before the wait, on stderr
    local = orjson.loads(runner.invoke(app, [*args, "-w", "1"]).stdout)
    ray_data = orjson.loads(on_ray.stdout)
    assert ray_data["backend"] == "ray" and local["backend"] == "local"
    varies = {"seconds", "games_per_s", "decisions_per_s", "workers", "backend"}
    assert {k: v for k, v in ray_data.items() if k not in varies} == {
        k: v for k, v in local.items() if k not in varies}
    result = runner.invoke(app, ["tournament", "--decks", ",".join(FIELD[:2]), "-n", "2",
                                 "--backend", "ray", "--out", str(tmp_path)])
    assert result.exit_code == 0, result.output
    assert "2 games in" in result.output and "(1 worker(s), ray)" in result.output  # one task


def test_a_failing_game_on_ray_raises_its_own_error(ray_executor: RayExecutor) -> None:
    deck = bundled_deck("bench-abomasnow")
    with pytest.raises(GameTooLong, match="did not end within 5 decisions"):
        simulate(deck, deck, 2, max_decisions=5, progress=False, executor=ray_executor)


# -- the scaling section of the benchmark ----------------------------------------------------------
def test_scaling_bench_plays_the_same_games_everywhere(ray_executor: RayExecutor) -> None:
    r = run_scaling(10, seed=2, mode="all")  # uses the Ray instance already running
    assert r is not None and r.identical and r.games == 10
    assert r.ray_s is not None and r.ray_workers == 2 and r.ray_speedup is not None
    assert r.one_process_s > 0 and r.two_workers_s > 0
    text = "\n".join(r.report())
    assert "identical results on every backend: yes" in text and "2 local workers" in text
    assert "Ray, 2 CPUs" in text and "not counted" in text
    assert run_scaling(2, mode="none") is None
    with pytest.raises(ValueError, match="unknown scaling mode 'gpu'"):
        run_scaling(2, mode="gpu")


def test_bench_command_reports_the_local_speed_up(runner: CliRunner) -> None:
    result = runner.invoke(app, ["bench", "--game", "pokemon", "-n", "9", "--samples", "2",
                                 "--scaling", "local", "--json"])
    assert result.exit_code == 0, result.output
    scaling = orjson.loads(result.output)["scaling"]
    assert scaling["games"] == 9 and scaling["identical"] is True
    assert scaling["two_workers_speedup"] > 0 and scaling["ray_s"] is None
    assert scaling["ray_note"] == "left out (--scaling local)"
    text = runner.invoke(app, ["bench", "--game", "pokemon", "-n", "9", "--samples", "2",
                                "--scaling", "local"]).output
    assert "speed-up" in text and "Ray               not run" in text


# -- tournaments ----------------------------------------------------------------------------------------
def test_tournament_plays_every_pair_with_alternating_seats(field: list[tuple[str, Any]]) -> None:
    result = run_tournament(field, 4, seed=1, workers=1, progress=False)
    pairs = [(m.deck_a, m.deck_b) for m in result.matches]
    assert pairs == [(FIELD[0], FIELD[1]), (FIELD[0], FIELD[2]), (FIELD[1], FIELD[2])]
    for m in result.matches:
        assert [g.a_seat for g in m.games] == [0, 1, 0, 1]
    assert result.total_games == 12
    matrix = result.matrix()
    for i in range(3):
        assert matrix[i][i] is None
        for j in range(3):
            if i != j:
                assert matrix[i][j] + matrix[j][i] == pytest.approx(1.0)
    m01 = result.matches[0]
    assert matrix[0][1] == (m01.wins_a + m01.draws / 2) / 4
    standings = result.standings()
    assert sum(row["score"] for row in standings) == pytest.approx(12)  # every game gives 1 point
    assert [row["rate"] for row in standings] == sorted((row["rate"] for row in standings),
                                                        reverse=True)

    with_mirrors = run_tournament(field, 2, seed=1, mirrors=True, workers=1, progress=False)
    assert len(with_mirrors.matches) == 6
    assert all(v is not None for row in with_mirrors.matrix() for v in row)


def test_a_pair_plays_the_same_games_whatever_else_is_in_the_field(
    field: list[tuple[str, Any]],
) -> None:
    small = run_tournament(field[:2], 4, seed=3, workers=1, progress=False)
    large = run_tournament(field, 4, seed=3, workers=1, progress=False)
    assert small.matches[0].games == large.matches[0].games


def test_tournament_plays_any_registered_game() -> None:
    kind = game_kind("zero")
    names = kind.bundled_decks()[:2]
    result = run_tournament([(x, kind.load_deck(x)) for x in names], 2, seed=1, game="zero",
                            agent="heuristic", workers=1, progress=False)
    assert result.game == "zero" and result.decks == names
    assert result.matches[0].game == "zero" and len(result.matches[0].games) == 2
    assert all(g.record.decisions > 0 for g in result.matches[0].games)
    assert result.matrix()[0][1] + result.matrix()[1][0] == pytest.approx(1.0)


def test_tournament_rejects_a_field_it_cannot_play(field: list[tuple[str, Any]]) -> None:
    with pytest.raises(ValueError, match="at least 2 decks"):
        run_tournament(field[:1], 2, progress=False)
    with pytest.raises(ValueError, match="two decks share the name bench-abomasnow"):
        run_tournament([field[0], field[0]], 2, progress=False)
    with pytest.raises(ValueError, match="unknown agent 'grandmaster'"):
        run_tournament(field, 2, agent="grandmaster", progress=False)
    no_basic = [c for c in bundled_deck("bench-abomasnow").card_ids() if c.startswith("sve-")] * 10
    with pytest.raises(ValueError, match="energy pile: deck 0 has no Basic Pokémon"):
        run_tournament([field[0], ("energy pile", no_basic)], 2, progress=False)


def test_tournament_files_agree_with_the_results(
    field: list[tuple[str, Any]], tmp_path: Path,
) -> None:
    result = run_tournament(field, 4, seed=2, workers=1, progress=False)
    paths = write_outputs(result, tmp_path / "out")
    assert sorted(p.name for p in (tmp_path / "out").iterdir()) == [
        "end_reasons.png", "heatmap.png", "matrix.csv", "matrix.json"]

    rows = list(csv.reader(paths["csv"].open(encoding="utf-8")))
    assert rows[0] == ["deck", *FIELD]
    assert [r[0] for r in rows[1:]] == FIELD
    for r, expected in zip(rows[1:], result.matrix(), strict=True):
        assert [None if x == "" else float(x) for x in r[1:]] == [
            None if v is None else round(v, 4) for v in expected]

    data = orjson.loads(paths["json"].read_bytes())
    assert data["decks"] == FIELD and data["games_per_pair"] == 4 and data["seed"] == 2
    assert data["matrix"] == result.matrix()
    assert len(data["pairs"]) == 3
    for pair in data["pairs"]:
        assert pair["games"] == pair["wins_a"] + pair["wins_b"] + pair["draws"] == 4
        lo, hi = pair["win_rate_a"]["ci95"]
        assert lo <= pair["win_rate_a"]["rate"] <= hi
    assert data["ci95"][0][1] == data["pairs"][0]["win_rate_a"]["ci95"]
    assert {k: v for k, v in data.items() if k not in ("seconds", "workers", "backend",
                                                       "games_per_s")} == result.to_dict(False)

    png = paths["png"].read_bytes()
    assert png.startswith(PNG_MAGIC) and len(png) > 5000


# -- game-length figures -----------------------------------------------------------------------------
def test_distribution_figures_and_histogram() -> None:
    d = distribution([5, 1, 3, 3, 10, 2, 7, 3, 4, 9])
    assert (d["min"], d["median"], d["mean"], d["p90"], d["max"]) == (1, 3.5, 4.7, 9, 10)
    assert d["histogram"] == [[k, k, n] for k, n in
                              zip(range(1, 11), [1, 1, 3, 1, 1, 0, 1, 0, 1, 1], strict=True)]
    wide = distribution(list(range(100)), bins=10)
    assert [b[:2] for b in wide["histogram"]][:2] == [[0, 9], [10, 19]]
    assert sum(b[2] for b in wide["histogram"]) == 100
    lines = format_distribution("turns", d)
    assert lines[0] == "turns: min 1  median 3.5  mean 4.7  p90 9  max 10"
    assert lines[3].endswith("█" * 30 + " 3")  # the fullest bin has the full bar
    assert format_distribution("turns", distribution([])) == ["turns: no games"]


def test_simulate_reports_game_lengths_from_the_games() -> None:
    deck = bundled_deck("bench-abomasnow")
    result = simulate(deck, deck, 12, seed=4, workers=1, progress=False)
    s = result.summary()
    turns = sorted(g.record.turns for g in result.games)
    assert s["length"]["turns"]["min"] == turns[0] and s["length"]["turns"]["max"] == turns[-1]
    assert s["length"]["turns"]["p90"] == turns[10]  # nearest rank: the 11th of 12
    assert sum(b[2] for b in s["length"]["decisions"]["histogram"]) == 12
    assert s["length"]["decisions"]["mean"] == pytest.approx(s["avg_decisions"])


# -- the commands --------------------------------------------------------------------------------------
def test_simulate_command_prints_lengths_and_draws_the_plot(
    runner: CliRunner, tmp_path: Path,
) -> None:
    plot = tmp_path / "lengths.png"
    result = runner.invoke(app, ["simulate", "bench-abomasnow", "bench-abomasnow", "-n", "6",
                                 "--workers", "1", "--plot", str(plot)])
    assert result.exit_code == 0, result.output
    for text in ("first-player win rate", "game length in turns: min", "game length in decisions",
                 f"plot written to {plot}"):
        assert text in result.output
    assert plot.read_bytes().startswith(PNG_MAGIC)
    data = orjson.loads(runner.invoke(app, ["simulate", "bench-abomasnow", "bench-abomasnow",
                                            "-n", "10", "-w", "2", "--json"]).output)
    assert data["workers"] == 2 and data["backend"] == "local"
    assert set(data["length"]) == {"turns", "decisions"}


def test_tournament_command_writes_the_matrix_and_heat_map(
    runner: CliRunner, tmp_path: Path,
) -> None:
    decks = tmp_path / "decks"
    decks.mkdir()
    for name in FIELD[:2]:
        (decks / f"{name}.txt").write_bytes((BUNDLED_DIR / f"{name}.txt").read_bytes())
    (decks / "notes.md").write_text("not a deck")
    out = tmp_path / "out"
    result = runner.invoke(app, ["tournament", str(decks), "--decks", FIELD[2], "-n", "2",
                                 "-w", "1", "--out", str(out), "--seed", "9"])
    assert result.exit_code == 0, result.output
    for name in FIELD:
        assert name in result.output
    assert "6 games" in result.output
    assert "how games ended: " in result.output
    assert f"{out / 'matrix.csv'}" in result.output and f"{out / 'heatmap.png'}" in result.output
    data = orjson.loads((out / "matrix.json").read_bytes())
    assert data["decks"] == FIELD and data["seed"] == 9

    again = runner.invoke(app, ["tournament", str(decks), "--decks", FIELD[2], "-n", "2",
                                "-w", "2", "--out", str(tmp_path / "again"), "--seed", "9",
                                "--json"])
    assert again.exit_code == 0, again.output
    assert orjson.loads(again.output)["matrix"] == data["matrix"]


def test_tournament_reports_every_bad_deck_file_before_playing(
    runner: CliRunner, tmp_path: Path,
) -> None:
    decks = tmp_path / "decks"
    decks.mkdir()
    (decks / "good.txt").write_bytes((BUNDLED_DIR / "bench-abomasnow.txt").read_bytes())
    (decks / "typo.txt").write_text("Pokémon: 1\n4 Kyogre MEG 34\nfour Ralts ASR 60\n")
    (decks / "empty.txt").write_text("")
    out = tmp_path / "out"
    result = runner.invoke(app, ["tournament", str(decks), "-n", "2", "--out", str(out)])
    assert result.exit_code == 1
    assert "2 deck list(s) could not be read" in result.output
    assert f"{decks / 'typo.txt'} line 3: 'four Ralts ASR 60'" in result.output
    assert str(decks / "empty.txt") in result.output
    assert "Traceback" not in result.output
    assert not out.exists()  # nothing was played or written


@pytest.mark.parametrize(("args", "message"), [
    (["tournament"], "no decks: give a folder of deck lists"),
    (["tournament", "no/such/dir"], "not a folder: no/such/dir"),
    (["tournament", "--decks", "bench-abomasnow,nodeck"], "no deck file or bundled"),
    (["tournament", "--decks", "bench-abomasnow,bench-abomasnow"], "share the name"),
    (["tournament", "--decks", "a,b", "--game", "chess"], "unknown game 'chess'"),
    (["tournament", "--decks", "a,b", "--backend", "spark"], "unknown backend 'spark'"),
    (["simulate", "bench-abomasnow", "bench-abomasnow", "--address", "auto"],
     "--address needs --backend ray"),
])
def test_bad_requests_are_one_line_errors(runner: CliRunner, args: list[str], message: str) -> None:
    result = runner.invoke(app, args)
    assert result.exit_code == 1, result.output
    assert message in result.output and "Traceback" not in result.output


def test_an_empty_deck_folder_is_an_error(runner: CliRunner, tmp_path: Path) -> None:
    result = runner.invoke(app, ["tournament", str(tmp_path)])
    assert result.exit_code == 1
    assert f"no deck list files (*.txt) in {tmp_path}" in result.output
