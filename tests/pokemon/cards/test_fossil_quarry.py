"""Fossil Quarry (PBL 76): "Once during each player's turn, that player may search their deck
for up to 2 Item cards that have "Antique" in their name and put them onto their Bench. Then,
that player shuffles their deck." The Antique Items put there are Fossils, in play as the
Basic Pokémon they are played as (carddb.played_as_pokemon); other Items are not offered."""

from __future__ import annotations

import tcgsim.pokemon  # noqa: F401  (registers handlers and card implementations)
from tcgsim.pokemon.game import Game
from tcgsim.pokemon.model.carddb import cards
from tcgsim.pokemon.playable import missing_parts
from tcgsim.pokemon.scenario import Scenario
from tests.helpers import KYOGRE, WATER, do, events, pick, zone

FOSSIL_QUARRY = "me5-76"
COVER_FOSSIL = "zsv10pt5-80"  # Antique Cover Fossil
JAW_FOSSIL = "me3-68"  # Antique Jaw Fossil
PLUME_FOSSIL = "rsv10pt5-79"  # Antique Plume Fossil
ULTRA_BALL = "me1-131"  # an Item without "Antique" in its name


def _game(*deck: str, owner: int = 0) -> Game:
    sc = Scenario()
    sc.active(0, KYOGRE)
    sc.active(1, KYOGRE)
    sc.deck(0, *deck)
    sc.stadium(FOSSIL_QUARRY, owner=owner)
    return sc.start(0, 3)


def test_fossil_quarry_is_playable() -> None:
    assert missing_parts(cards().get(FOSSIL_QUARRY)) == []


def test_benches_up_to_two_antique_items_as_pokemon_then_shuffles() -> None:
    g = _game(COVER_FOSSIL, ULTRA_BALL, JAW_FOSSIL, PLUME_FOSSIL, WATER, owner=1)
    do(g, "stadium_effect")  # each player's turn: also the opponent's Stadium
    labels = [o.label for o in g.decision.options]
    assert not any("Ultra Ball" in lb or "Water" in lb for lb in labels), labels
    assert any("Antique Plume Fossil" in lb for lb in labels)
    pick(g, "Antique Cover Fossil", "Antique Jaw Fossil")
    bench = g.pl(0)["bench"]
    assert sorted(g.top(b).name for b in bench) == ["Antique Cover Fossil", "Antique Jaw Fossil"]
    assert all(g.hp(b) == 60 for b in bench)
    assert sorted(zone(g, 0, "deck")) == [
        "Antique Plume Fossil", "Basic Water Energy", "Ultra Ball"]
    assert events(g, "shuffle")
    assert not any(o.data[0] == "stadium_effect" for o in g.decision.options)  # once a turn
