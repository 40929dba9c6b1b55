"""The benchmark's figures and its sections (tcgsim.sim.bench): what is measured is reported,
per game; speed is printed, never asserted."""

from __future__ import annotations

import orjson
import pytest
from typer.testing import CliRunner

from tcgsim.cli import app
from tcgsim.sim import bench
from tcgsim.sim.bench import BenchOptions, BenchResult, Section, bench_section, run_bench


def test_bench_reports_every_figure_under_the_game_title() -> None:
    r = run_bench(n=2, seed=3, samples=4)
    assert r.game == "pokemon" and r.games == 2 and r.decisions > 0
    assert r.peak_kib > 0 and r.peak_kib_max >= r.peak_kib and r.memory_games == 2
    assert r.state_kib > 1 and min(r.view_us, r.clone_us, r.to_json_us, r.from_json_us) > 0
    text = r.report()
    assert text.startswith("== Pokémon TCG ==")
    for words in ("random mirror, bench-abomasnow: 2 games", "games/s", "clone()",
                  "state size", "memory: peak", "MCTS simulations/s"):
        assert words in text
    data = r.to_dict()
    assert data["peak_kib"] == r.peak_kib and data["mcts_simulations_per_s"] > 0


def test_a_registered_section_is_printed_and_in_the_json(monkeypatch: pytest.MonkeyPatch) -> None:
    seen: list[tuple[BenchOptions, BenchResult]] = []

    def extra(opts: BenchOptions, result: BenchResult) -> Section:
        seen.append((opts, result))
        return Section("extra", ("extra figures:", f"  {result.games} games seen"), {"ok": 1})

    monkeypatch.setattr(bench, "_SECTIONS", [])
    bench_section(extra)
    r = run_bench(n=1, seed=1, samples=1, scaling="none")
    assert [s.key for s in r.sections] == ["extra"]
    assert seen[0][0].n == 1 and seen[0][1].games == 1
    assert r.report().endswith("extra figures:\n  1 games seen")
    assert r.to_dict()["extra"] == {"ok": 1} and r.mcts_simulations_per_s == 0.0


def test_memory_peak_is_measured_inside_a_running_trace() -> None:
    """A caller's own tracemalloc trace is left running (and not reset to nothing)."""
    import tracemalloc

    tracemalloc.start()
    try:
        assert bench._peak_kib(lambda: bytearray(200 * 1024)) >= 190
        assert tracemalloc.is_tracing()
    finally:
        tracemalloc.stop()


def test_bench_command_for_zero_dimension() -> None:
    result = CliRunner().invoke(app, ["bench", "--game", "zero", "-n", "1", "--samples", "1",
                                      "--scaling", "none", "--json"])
    assert result.exit_code == 0, result.output
    data = orjson.loads(result.output)
    assert data["game"] == "zero" and data["deck"] == "dragonball" and data["decisions"] > 0
    assert data["mcts_simulations_per_s"] > 0  # the search rebuilds Zero Dimension games too


@pytest.mark.parametrize(("args", "message"), [
    (["--game", "chess"], "unknown game 'chess'"),
    (["--game", "zero", "--deck", "bench-abomasnow"], "unknown deck 'bench-abomasnow'"),
    (["--scaling", "gpu"], "unknown scaling mode 'gpu'"),
])
def test_bench_command_errors(args: list[str], message: str) -> None:
    result = CliRunner().invoke(app, ["bench", "-n", "1", *args])
    assert result.exit_code == 1 and message in result.output
