"""A game in a notebook shows its board (``_repr_html_``): built from a view, so by default
a spectator's, with no hidden card of either player."""

from __future__ import annotations

import html
import random
from collections.abc import Iterator
from typing import Any

import pytest

from tcgsim import pokemon, zero
from tcgsim.agents import RandomAgent
from tcgsim.core.card_game import CardGame
from tests.helpers import bench_game, play_random, random_answer


def _names(data: Any) -> Iterator[str]:
    """Every card name anywhere in a view."""
    if isinstance(data, dict):
        if isinstance(data.get("name"), str):
            yield data["name"]
        for v in data.values():
            yield from _names(v)
    elif isinstance(data, list):
        for v in data:
            yield from _names(v)


def _pokemon_game() -> CardGame[Any]:
    """A game a few turns in (random answers that seldom end a turn at once)."""
    decks = [pokemon.bundled_deck(n) for n in sorted(pokemon.bundled_decks())[:2]]
    g, rng = pokemon.new_game(*decks, seed=4), random.Random(4)
    while g.turn < 4:
        g.respond(random_answer(g, rng))
    return g


def _zero_game() -> CardGame[Any]:
    """A game a few turns in (random answers from each seat's own view)."""
    g = zero.new_game(zero.bundled_deck("dragonball"), zero.bundled_deck("naruto"), seed=3)
    agents = [RandomAgent(3), RandomAgent(4)]
    for _ in range(60):
        d = g.decision
        assert d is not None, "the game ended early: pick fewer answers"
        g.respond(agents[d.player].act(g.view(d.player), d))
    return g


def _hidden_hand_names(g: CardGame[Any]) -> set[str]:
    """Names of hand cards (either player's) that no public zone shows."""
    public = set(_names(g.view(None)))
    in_hands = {c["name"] for p in (0, 1) for c in g.view(p)["players"][p]["hand"]}
    return in_hands - public


@pytest.mark.parametrize("make", [_pokemon_game, _zero_game], ids=["pokemon", "zero"])
def test_the_notebook_board_shows_no_hidden_hand_card(make: Any) -> None:
    g = make()
    board = g._repr_html_()
    hidden = _hidden_hand_names(g)
    assert hidden, "the test game needs a hand card no public zone shows"
    for name in hidden:
        assert name not in board and html.escape(name) not in board, name
    assert "a spectator&#x27;s view" in board
    # each hand as a count: the figure is there, the cards are not
    for p in (0, 1):
        assert f"hand: {g.view(None)['players'][p]['hand_count']}" in board


def test_the_pokemon_board_shows_the_active_pokemon_with_its_hp() -> None:
    g = _pokemon_game()
    board = g._repr_html_()
    for p in (0, 1):
        active = g.view(None)["players"][p]["active"]
        assert active is not None and "name" in active
        assert f"<td>{html.escape(active['name'])}</td>" in board
        assert f"<td>{active['hp'] - active['damage']}/{active['hp']}</td>" in board
        assert f"Prize cards: {g.view(None)['players'][p]['prize_count']}" in board


def test_the_zero_board_shows_the_battle_zone() -> None:
    g = _zero_game()
    board = g._repr_html_()
    characters = [c for p in (0, 1) for c in g.view(None)["players"][p]["battle"]]
    assert characters, "the test game needs a character in play"
    for c in characters:
        assert f"<td>{html.escape(c['name'])}</td>" in board
        assert f"<td>{c['atk']}/{c['def']}</td>" in board
    assert f"life: {g.view(None)['players'][0]['life_count']}" in board


@pytest.mark.parametrize("make", [_pokemon_game, _zero_game], ids=["pokemon", "zero"])
def test_a_players_board_shows_their_hand_and_decision_only_to_them(make: Any) -> None:
    g = make()
    d = g.decision
    assert d is not None
    mine = g.board_html(d.player)
    assert html.escape(d.prompt) in mine
    assert all(html.escape(o.label) in mine for o in d.options)
    spectator = g._repr_html_()
    assert html.escape(d.prompt) not in spectator
    assert f"Waiting for Player {d.player + 1} to decide" in spectator
    hand = g.view(d.player)["players"][d.player]["hand"]
    assert all(html.escape(c["name"]) in mine for c in hand)


def test_a_finished_game_shows_its_result() -> None:
    g = bench_game(seed=5)
    play_random(g, random.Random(5))
    assert g.result is not None
    board = g._repr_html_()
    assert html.escape(f"Player {g.result.winner + 1} wins — {g.result.reason}") in board
    z = _zero_game()
    z.concede(0)
    assert "Player 2 wins" in z._repr_html_()


def test_card_text_is_escaped() -> None:
    g = _pokemon_game()
    view = g.view(None)
    view["stadium"] = {"id": 0, "card": "x", "name": "<script>alert(1)</script>"}
    board = type(g).render_board(view)
    assert "<script>" not in board and "&lt;script&gt;" in board


def test_the_zero_board_shows_a_combat_by_the_characters_names() -> None:
    g = _zero_game()
    agents = [RandomAgent(5), RandomAgent(6)]
    while (combat := g.view(None)["combat"]) is None:
        d = g.decision
        assert d is not None, "the test game needs a combat"
        g.respond(agents[d.player].act(g.view(d.player), d))
    names = {c["id"]: c["name"] for p in (0, 1) for c in g.view(None)["players"][p]["battle"]}
    assert html.escape(f"combat: {names[combat['attacker']]} attacks") in g._repr_html_()
