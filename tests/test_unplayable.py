"""Never a blank: a card whose text the engine does not implement is never played as if it
had none. Games (both games' ``new_game`` and ``Scenario``), simulations, tournaments, the
arena, ``tcgsim play`` and ``deck check`` refuse it, naming the card and the missing text;
the explicit opt-in (``allow_unplayable=True``, ``--allow-unplayable``) plays it and says so.
(The browser lobby's side is in tests/server/test_unplayable_decks.py.)"""

from __future__ import annotations

from pathlib import Path

import orjson
import pytest
from typer.testing import CliRunner

from tcgsim import pokemon, zero
from tcgsim.cli import app
from tcgsim.core.unplayable import UnplayableCard, UnplayableCards, report
from tcgsim.games import game_kind
from tcgsim.pokemon.model.deck import Deck, bundled_deck
from tcgsim.sim.arena import format_arena, run_arena
from tcgsim.sim.runner import simulate
from tcgsim.sim.stats import format_summary
from tcgsim.sim.tournament import run_tournament
from tcgsim.zero.model import carddb as zero_carddb

#: A card the engine will not play for a long while: its stage (LV.X) has no rules here.
BLANK = "dp1-120"
BLANK_NAME = "Empoleon LV.X (DP 120)"
BLANK_LINE = "1 Empoleon LV.X DP 120"


def test_the_sample_card_is_unplayable() -> None:
    """The card these tests refuse must lack text (pick another if it is ever implemented)."""
    assert "stage Level-Up is not supported" in pokemon.missing_text(BLANK)
    assert str(pokemon.card(BLANK)) == BLANK_NAME


def deck_text() -> str:
    """The benchmark deck with one Snover replaced by the unplayable card."""
    text = bundled_deck("bench-abomasnow").to_text().replace("4 Snover MEG 35", "3 Snover MEG 35")
    return text.replace("Trainer:", f"{BLANK_LINE}\n\nTrainer:", 1)


@pytest.fixture(scope="module")
def blank_deck() -> Deck:
    deck = Deck.parse(deck_text(), "with-a-blank.txt")
    assert len(deck) == 60 and BLANK in deck.card_ids()
    return deck


@pytest.fixture
def blank_file(tmp_path: Path) -> Path:
    path = tmp_path / "with-a-blank.txt"
    path.write_text(deck_text(), encoding="utf-8")
    return path


# -- the words --------------------------------------------------------------------------------
def test_the_refusal_names_each_card_and_its_missing_text_and_the_opt_in() -> None:
    cards = [UnplayableCard("x-1", "Foo (X 1)", ("attack Bar: does things", "Ability Baz: more"))]
    e = UnplayableCards(cards, "deck 1")
    assert isinstance(e, ValueError) and e.cards == tuple(cards)
    assert str(e).splitlines() == [
        "deck 1 has 1 card(s) whose text the engine cannot play yet; they would be played as "
        "blanks:",
        "  Foo (X 1): attack Bar: does things | Ability Baz: more",
        "(to play them anyway, opt in: allow_unplayable=True, or --allow-unplayable on the "
        "command line)",
    ]
    assert report({"mine": cards, "theirs": []}) == {
        "unplayable_cards": {"mine": [{"card": "x-1", "name": "Foo (X 1)",
                                       "missing": ["attack Bar: does things", "Ability Baz: more"]}]},
        "warnings": ["WARNING: mine: 1 card(s) are played without the text the engine lacks (as "
                     "blanks where it is missing), so results with them are not the real game: "
                     "Foo (X 1)"],
    }  # fmt: skip


# -- pokemon ----------------------------------------------------------------------------------
def test_new_game_refuses_a_deck_with_an_unplayable_card(blank_deck: Deck) -> None:
    bench = bundled_deck("bench-abomasnow")
    with pytest.raises(UnplayableCards) as exc:
        pokemon.new_game(bench, blank_deck, seed=1)
    assert exc.value.where == "deck 1"
    assert [c.card for c in exc.value.cards] == [BLANK]
    assert BLANK_NAME in str(exc.value) and "stage Level-Up is not supported" in str(exc.value)


def test_the_opt_in_plays_it_and_the_state_says_so(blank_deck: Deck) -> None:
    """The opt-in is recorded in the state, so a replay or a reloaded game opts in too."""
    g = pokemon.new_game(blank_deck, blank_deck, seed=1, allow_unplayable=True)
    assert g.s["allow_unplayable"] is True
    g.respond([0])
    again = pokemon.replay(orjson.loads(g.to_json()))
    assert again.to_json() == g.to_json()
    assert pokemon.Game.from_json(g.to_json()).s["allow_unplayable"] is True


def test_a_game_of_playable_decks_records_nothing_whatever_the_caller_says() -> None:
    """So the states (and the exactness digests) of playable games do not change."""
    bench = bundled_deck("bench-abomasnow")
    opted = pokemon.new_game(bench, bench, seed=3, allow_unplayable=True)
    assert "allow_unplayable" not in opted.s
    assert opted.to_json() == pokemon.new_game(bench, bench, seed=3).to_json()


def test_the_scenario_builder_refuses_unplayable_cards_unless_the_test_opts_in() -> None:
    sc = pokemon.Scenario()
    sc.active(0, "me1-34")
    sc.bench(0, BLANK)
    sc.active(1, "me1-34")
    with pytest.raises(UnplayableCards, match=r"the scenario has 1 card\(s\)") as exc:
        sc.start(0, 3)
    assert [c.card for c in exc.value.cards] == [BLANK]
    sc.allow_unplayable = True
    assert sc.start(0, 3).s["allow_unplayable"] is True


def test_the_game_registry_passes_the_opt_in_on(blank_deck: Deck) -> None:
    kind = game_kind("pokemon")
    assert [c.card for c in kind.unplayable(blank_deck)] == [BLANK]
    assert kind.unplayable(bundled_deck("bench-abomasnow")) == []
    with pytest.raises(UnplayableCards):
        kind.new_game(blank_deck, blank_deck, seed=0)
    assert kind.new_game(blank_deck, blank_deck, seed=0, allow_unplayable=True).decision


# -- zero: the same protocol --------------------------------------------------------------------
UNSCRIPTED = {"id": "T-UNSCRIPTED", "name": "未写", "type": "character", "color": "red",
              "cost": 1, "ccost": 1, "atk": 1000, "def": 1000,
              "text": "【登场时】某个尚未实现的效果。", "unscripted": "【登场时】某个尚未实现的效果。"}


def test_zero_refuses_an_unscripted_card_the_same_way() -> None:
    zero_carddb.register(UNSCRIPTED)
    ids = zero.bundled_deck("dragonball").card_ids()
    blank = [UNSCRIPTED["id"], *ids[1:]]
    with pytest.raises(UnplayableCards) as exc:
        zero.new_game(ids, blank, seed=2)
    assert exc.value.where == "deck 1" and [c.card for c in exc.value.cards] == ["T-UNSCRIPTED"]
    assert "某个尚未实现的效果" in str(exc.value)
    g = zero.new_game(ids, blank, seed=2, allow_unplayable=True)
    assert g.s["allow_unplayable"] is True
    assert zero.replay(orjson.loads(g.to_json())).to_json() == g.to_json()
    assert "allow_unplayable" not in zero.new_game(ids, ids, seed=2, allow_unplayable=True).s

    sc = zero.Scenario()
    sc.battle(0, "T-UNSCRIPTED")
    with pytest.raises(UnplayableCards, match="the scenario"):
        sc.start()
    sc = zero.Scenario(allow_unplayable=True)
    sc.battle(0, "T-UNSCRIPTED")
    assert sc.start().s["allow_unplayable"] is True


# -- simulations ---------------------------------------------------------------------------------
def test_simulate_refuses_naming_the_deck_and_the_card(blank_deck: Deck) -> None:
    with pytest.raises(UnplayableCards) as exc:
        simulate(bundled_deck("bench-abomasnow"), blank_deck, 2, progress=False,
                 names=("bench", "blank"))
    assert exc.value.where == "deck B (blank)" and BLANK_NAME in str(exc.value)


def test_simulate_with_the_opt_in_reports_the_cards(blank_deck: Deck) -> None:
    result = simulate(bundled_deck("bench-abomasnow"), blank_deck, 2, progress=False,
                      names=("bench", "blank"), allow_unplayable=True)
    summary = result.summary()
    assert list(summary["unplayable_cards"]) == ["blank"]
    assert summary["unplayable_cards"]["blank"][0]["card"] == BLANK
    assert len(summary["warnings"]) == 1 and BLANK_NAME in summary["warnings"][0]
    assert format_summary(summary).splitlines()[0].startswith("WARNING: blank: 1 card(s)")
    clean = simulate(bundled_deck("bench-abomasnow"), bundled_deck("bench-abomasnow"), 2,
                     progress=False).summary()
    assert (clean["unplayable_cards"], clean["warnings"]) == ({}, [])


def test_tournament_and_arena_refuse_and_opt_in(blank_deck: Deck) -> None:
    field = [("bench", bundled_deck("bench-abomasnow")), ("blank", blank_deck)]
    with pytest.raises(UnplayableCards, match="blank has 1 card"):
        run_tournament(field, 1, progress=False)
    t = run_tournament(field, 1, progress=False, allow_unplayable=True).to_dict()
    assert list(t["unplayable_cards"]) == ["blank"] and t["warnings"]
    with pytest.raises(UnplayableCards, match=r"deck A \(blank\)"):
        run_arena(["random", "heuristic"], blank_deck, n=1, progress=False, names=("blank", "blank"))
    a = run_arena(["random", "heuristic"], blank_deck, n=1, progress=False, names=("blank", "blank"),
                  allow_unplayable=True).summary()
    assert list(a["unplayable_cards"]) == ["blank"]
    assert format_arena(a).startswith("WARNING: blank:")


# -- the command line -----------------------------------------------------------------------------
runner = CliRunner()


def test_deck_check_lists_each_unplayable_card_with_its_missing_text(blank_file: Path) -> None:
    result = runner.invoke(app, ["deck", "check", str(blank_file), "--format", "unlimited"])
    assert result.exit_code == 1
    lines = result.output.splitlines()
    assert lines[0].startswith(f"not playable yet (the engine lacks its text): {BLANK_NAME}: "
                               "stage Level-Up is not supported | attack Hydro Impact:")
    assert lines[-1].startswith("legal in unlimited; not playable: 1 card(s) whose text the "
                                "engine does not implement, so games refuse this deck")
    allowed = runner.invoke(app, ["deck", "check", str(blank_file), "--format", "unlimited",
                                  "--allow-unplayable"])
    assert allowed.exit_code == 0 and allowed.output.splitlines()[-1].startswith(
        "OK: legal in unlimited; 1 card(s) whose text the engine does not implement play as blanks")


def test_simulate_refuses_unless_allowed_and_then_warns(blank_file: Path) -> None:
    args = ["simulate", "bench-abomasnow", str(blank_file), "-n", "2", "--workers", "1",
            "--no-progress"]
    refused = runner.invoke(app, args)
    assert refused.exit_code == 1
    assert "deck B (with-a-blank) has 1 card(s) whose text the engine cannot play yet" in refused.output
    assert BLANK_NAME in refused.output
    text = runner.invoke(app, [*args, "--allow-unplayable"])
    assert text.exit_code == 0 and text.output.startswith("WARNING: with-a-blank: 1 card(s)")
    data = orjson.loads(runner.invoke(app, [*args, "--allow-unplayable", "--json"]).output)
    assert data["unplayable_cards"]["with-a-blank"][0]["card"] == BLANK and data["warnings"]


def test_tournament_and_arena_commands_refuse_unless_allowed(blank_file: Path, tmp_path: Path) -> None:
    pytest.importorskip("matplotlib")  # the tournament draws its heat map
    tour = ["tournament", "--decks", f"bench-abomasnow,{blank_file}", "-n", "1", "--workers", "1",
            "--no-progress", "--out", str(tmp_path / "t")]
    refused = runner.invoke(app, tour)
    assert refused.exit_code == 1 and BLANK_NAME in refused.output
    allowed = runner.invoke(app, [*tour, "--allow-unplayable"])
    assert allowed.exit_code == 0 and allowed.output.startswith("WARNING: with-a-blank:")
    saved = orjson.loads((tmp_path / "t" / "matrix.json").read_bytes())
    assert list(saved["unplayable_cards"]) == ["with-a-blank"]
    arena = ["arena", "--agents", "random,heuristic", "--deck", str(blank_file), "-n", "1",
             "--no-progress"]
    assert runner.invoke(app, arena).exit_code == 1
    assert runner.invoke(app, [*arena, "--allow-unplayable"]).output.startswith("WARNING:")


def test_play_refuses_unless_allowed_and_then_warns(blank_file: Path) -> None:
    args = ["play", "--deck", str(blank_file), "--seed", "1"]
    refused = runner.invoke(app, args, input="q\n")
    assert refused.exit_code == 1 and BLANK_NAME in refused.output
    allowed = runner.invoke(app, [*args, "--allow-unplayable"], input="q\n")
    assert allowed.exit_code == 0
    assert "WARNING: with-a-blank: 1 card(s) are played without the text" in allowed.output


@pytest.mark.parametrize("game", [pokemon, zero], ids=["pokemon", "zero"])
def test_a_saved_state_must_record_the_opt_in_as_a_boolean(game) -> None:
    """Replays read it, so from_json checks it like every other field."""
    deck = game.bundled_deck("bench-abomasnow" if game is pokemon else "dragonball")
    state = orjson.loads(game.new_game(deck, deck, seed=4).to_json())
    state["allow_unplayable"] = "yes"
    with pytest.raises(game.StateError, match="allow_unplayable"):
        game.Game.from_json(orjson.dumps(state))
    state["allow_unplayable"] = True
    assert game.Game.from_json(orjson.dumps(state)).s["allow_unplayable"] is True
