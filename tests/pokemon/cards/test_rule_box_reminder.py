"""The closing reminder "(Pokémon ex, Pokémon V, etc. have Rule Boxes.)": the compiler drops
it (it only recalls what a Rule Box is, PTCG:II-D-18), so the texts it closes are read like any
other: Lana's Aid, and Artazon and Poké Pad, which were hand-written before."""

from __future__ import annotations

import pytest

import tcgsim.pokemon  # noqa: F401  (registers handlers and card implementations)
from tcgsim.pokemon.compiler.core import sentences
from tcgsim.pokemon.game import Game
from tcgsim.pokemon.model.carddb import cards
from tcgsim.pokemon.model.impl import COMPILED, REGISTRY, lookup_trainer
from tcgsim.pokemon.scenario import Scenario
from tests.helpers import do, events, pick, zone

LANAS_AID = "sv6-219"
ARTAZON = "sv3-229"
KYOGRE = "me1-34"
RALTS = "sv1-84"
PIKACHU_EX = "svp-106"
WATER = "sve-3"
JET = "sv2-190"  # Special Energy
ULTRA_BALL = "me1-131"


def test_the_reminder_is_dropped_old_and_new_wording():
    """Both printings of the reminder go; the sentences before it are kept whole."""
    assert sentences("Search your deck for a Pokémon that doesn't have a Rule Box. Then, "
                     "shuffle your deck. (Pokémon ex, Pokémon V, etc. have Rule Boxes.)") == [
        "Search your deck for a Pokémon that doesn't have a Rule Box.", "Then, shuffle your deck."]
    assert sentences("Draw a card. (Pokémon V, Pokémon-GX, etc. have Rule Boxes.)") == [
        "Draw a card."]


def test_lanas_aid_takes_up_to_3_pokemon_without_rule_box_and_basic_energy():
    """Lana's Aid: up to 3 in any combination of Pokémon without a Rule Box and Basic Energy
    cards from the discard pile into the hand; a Pokémon ex, a Special Energy and an Item are
    not offered (PTCG:II-D-05, II-D-18)."""
    sc = Scenario()
    sc.active(0, KYOGRE)
    sc.active(1, KYOGRE)
    sc.hand(0, LANAS_AID)
    sc.discard(0, RALTS, KYOGRE, PIKACHU_EX, WATER, WATER, JET, ULTRA_BALL)
    g = sc.start(0, 3)
    do(g, "trainer", "Lana's Aid")
    assert sorted(o.label for o in g.decision.options) == [
        "Basic Water Energy", "Basic Water Energy", "Kyogre", "Ralts"]
    assert g.decision.max == 3
    pick(g, "Ralts", "Kyogre", "Basic Water Energy")
    assert sorted(zone(g, 0, "hand")) == ["Basic Water Energy", "Kyogre", "Ralts"]
    assert sorted(zone(g, 0, "discard")) == [
        "Basic Water Energy", "Jet Energy", "Lana's Aid", "Pikachu ex", "Ultra Ball"]


@pytest.fixture
def compiled_artazon(monkeypatch: pytest.MonkeyPatch) -> None:
    """Play Artazon as the compiler reads it (the hand-written one is kept only for the label
    the golden digests hold: see cards/scarlet_violet.py)."""
    key = cards().by_name("Artazon")[0].name_key
    monkeypatch.delitem(REGISTRY.trainers, key)
    monkeypatch.delitem(COMPILED.trainers, key, raising=False)
    assert lookup_trainer(key) is not None and key not in REGISTRY.trainers


def _artazon_game(bench: int, deck: tuple[str, ...]) -> Game:
    sc = Scenario()
    sc.active(0, KYOGRE)
    for _ in range(bench):
        sc.bench(0, RALTS)
    sc.active(1, KYOGRE)
    sc.deck(0, *deck)
    sc.stadium(ARTAZON)
    return sc.start(0, 3)


def _stadium_offered(g: Game) -> bool:
    return any(o.data[0] == "stadium_effect" for o in g.decision.options)


@pytest.mark.usefixtures("compiled_artazon")
def test_compiled_artazon_benches_a_basic_without_rule_box_then_shuffles():
    """Compiled Artazon plays as the hand-written one: a Basic Pokémon without a Rule Box
    onto the Bench (not Pikachu ex), then the deck is shuffled."""
    g = _artazon_game(0, (RALTS, PIKACHU_EX, WATER))
    do(g, "stadium_effect")
    assert [o.label for o in g.decision.options] == ["Ralts"]
    pick(g, "Ralts")
    assert [g.top(b).name for b in g.pl(0)["bench"]] == ["Ralts"]
    assert events(g, "shuffle")
    assert not _stadium_offered(g)  # once during each player's turn


@pytest.mark.usefixtures("compiled_artazon")
@pytest.mark.parametrize(("bench", "deck"), [(5, (RALTS,)), (0, ())])
def test_compiled_artazon_not_offered_with_a_full_bench_or_an_empty_deck(bench, deck):
    """PTCG:II-C-11: a full Bench or an empty deck: the effect could change nothing."""
    assert not _stadium_offered(_artazon_game(bench, deck))
    assert _stadium_offered(_artazon_game(bench - 1 if bench else 0, deck or (WATER,)))
