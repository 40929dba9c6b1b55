"""The public API of the games: ``tcgsim.pokemon`` and ``tcgsim.zero`` offer the same names
(their ``__all__``), every one of them exists, and the protocol behaves alike in both."""

from __future__ import annotations

from types import ModuleType

import pytest

from tcgsim import pokemon, zero
from tcgsim.core import Decision

#: the protocol both games offer (README "Public API"): a name added to one game's __all__
#: must be added to the other's and here
PROTOCOL = {
    "Game", "new_game", "replay", "StateError",  # play: decisions as data, views, clone, JSON
    "Deck", "DeckError", "check_deck", "bundled_deck", "bundled_decks",  # deck lists
    "Scenario",  # boards built directly, for rule tests
    "CardDef", "UnknownCard", "card", "find_cards", "card_db",  # card lookup
    "missing_text", "is_playable", "UnplayableCards",  # what text the engine cannot play yet
    "event_text", "EVENT_LANGS",  # the log in plain words
}
GAMES = {"pokemon": pokemon, "zero": zero}
#: per game: a playable card, its name, a bundled deck
SAMPLES = {
    "pokemon": ("sv1-86", "Gardevoir ex", "bench-abomasnow"),
    "zero": ("BP02-035", "阿修", "dragonball"),
}


@pytest.mark.parametrize("game", GAMES.values(), ids=GAMES)
def test_all_names_exist_and_are_the_protocol(game: ModuleType) -> None:
    missing = [n for n in game.__all__ if not hasattr(game, n)]
    assert not missing, f"{game.__name__}.__all__ names what it does not have: {missing}"
    assert len(set(game.__all__)) == len(game.__all__)
    assert set(game.__all__) == PROTOCOL, (
        f"{game.__name__}: not in the protocol {sorted(set(game.__all__) - PROTOCOL)}, "
        f"missing {sorted(PROTOCOL - set(game.__all__))}"
    )


@pytest.mark.parametrize("name", sorted(GAMES))
def test_card_lookup(name: str) -> None:
    game = GAMES[name]
    cid, card_name, _ = SAMPLES[name]
    c = game.card(cid)
    assert isinstance(c, game.CardDef) and c.id == cid and c.name == card_name
    assert cid in [f.id for f in game.find_cards(card_name)]
    assert game.find_cards("no card has this name") == []
    with pytest.raises(game.UnknownCard):
        game.card("no-such-card")
    assert game.card_db().get(cid) == c


@pytest.mark.parametrize("name", sorted(GAMES))
def test_playability(name: str) -> None:
    game = GAMES[name]
    cid = SAMPLES[name][0]
    assert game.missing_text(cid) == [] and game.is_playable(cid)
    assert game.is_playable(game.card(cid))


def test_playability_names_the_missing_text() -> None:
    """A card with text the engine cannot play says which (it is never played as a blank)."""
    assert pokemon.missing_text("base1-71") == ["old Trainer without a kind"]  # Computer Search
    assert not pokemon.is_playable("base1-71")
    unscripted = zero.CardDef.from_dict({
        "id": "T-API-1", "name": "未完成", "type": "tactic", "color": "red", "cost": 1,
        "speed": "normal", "text": "抽 1 张牌。然后……", "unscripted": "然后……",
    })
    assert zero.missing_text(unscripted) == ["然后……"]
    assert not zero.is_playable(unscripted)


@pytest.mark.parametrize("name", sorted(GAMES))
def test_a_game_by_the_protocol(name: str) -> None:
    """Deck, deck check, a new game, its decisions, the log in words, JSON and back."""
    game = GAMES[name]
    deck = game.bundled_deck(SAMPLES[name][2])
    assert isinstance(deck, game.Deck) and SAMPLES[name][2] in game.bundled_decks()
    assert game.check_deck(deck) == []
    g = game.new_game(deck, deck, seed=7)
    assert isinstance(g, game.Game) and isinstance(g.decision, Decision)
    for _ in range(5):
        g.respond(list(range(g.decision.min)))
    assert game.Game.from_json(g.to_json()).to_json() == g.to_json()
    assert game.EVENT_LANGS[0] == "en"
    words = [game.event_text(e) for e in g.log]
    assert all(isinstance(w, str) and w for w in words)
    with pytest.raises(game.DeckError):
        game.Deck.parse("this is not a deck list")


@pytest.mark.parametrize("name", sorted(GAMES))
def test_scenario_starts_a_game(name: str) -> None:
    g = GAMES[name].Scenario().start(player=0, turn=3)
    assert isinstance(g, GAMES[name].Game)
    assert g.decision is not None and g.decision.player == 0
