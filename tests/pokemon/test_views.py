"""What a view shows of the Pokémon in play is what the rules say of them."""

from __future__ import annotations

import pytest

from tcgsim import pokemon
from tcgsim.agents import RandomAgent
from tcgsim.pokemon.model.deck import bundled_deck
from tcgsim.pokemon.model.state import in_play

#: a deck with no card that changes HP, and one with such a card (Crustle's list)
DECKS = ("bench-abomasnow", "limitless2026-09-07_rcc43_10_kitchen_crustle")


@pytest.mark.parametrize("deck", DECKS)
def test_a_views_hp_is_the_rules_maximum_hp(deck: str) -> None:
    """PTCG:II-D-15: the HP a view shows of every Pokémon in play, to either player, is its
    current maximum HP as the rules work it out (``Game.hp``), whether a card of the decks
    changes HP or not (views then read the printed HP from a table of the decks' cards)."""
    ids = bundled_deck(deck).card_ids()
    shown = 0
    for seed in range(3):
        g = pokemon.new_game(ids, ids, seed=seed)
        agents = [RandomAgent(seed), RandomAgent(seed + 1)]
        while (d := g.decision) is not None:
            for viewer in (0, 1):
                view = g.view(viewer)
                for p in (0, 1):
                    rules = {slot["id"]: g.hp(slot) for slot in in_play(g.s, p)}
                    pl = view["players"][p]
                    for slot in ([pl["active"]] if pl["active"] else []) + pl["bench"]:
                        if "hp" in slot:  # (a face-down Pokémon of the other player's: no HP)
                            assert slot["hp"] == rules[slot["slot"]], (seed, viewer, slot)
                            shown += 1
            g.respond(agents[d.player].act({}, d))
    assert shown > 100
    assert ("hp" in g.passive_rules) == (deck == DECKS[1])  # both ways of working it out
