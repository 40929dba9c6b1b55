"""Items played as Pokémon (the Antique Fossils, Unidentified Fossil, Rare Fossil): "Play this
card as if it were a 60-HP Basic Colorless Pokémon. This card can't be affected by any Special
Conditions and can't retreat. At any time during your turn, you may discard this card from
play." (tcgsim.pokemon.compiler.fossils, carddb.played_as_pokemon).

The rulings tested: playing it is playing an Item (an Item lock stops it, it needs room on
the Bench); in play it is a 60-HP Basic Colorless Pokémon that evolves into the Pokémon that
evolve from it, is worth 1 Prize card when Knocked Out and keeps its rule text under an
Ability lock; out of play it is an Item (no "Basic Pokémon" count or search finds it);
discarding it from play is no Knock Out (no Prize card), and the Knock Out check that follows
promotes a new Active Pokémon or ends the game."""

from __future__ import annotations

import pytest

import tcgsim.pokemon  # noqa: F401  (registers handlers and card implementations)
from tcgsim.pokemon.game import Game
from tcgsim.pokemon.model.carddb import cards, played_as_pokemon
from tcgsim.pokemon.playable import missing_parts
from tcgsim.pokemon.rules.actions import can_play_trainer
from tcgsim.pokemon.rules.continuous import (
    condition_immune,
    prevents_attack_effects,
    prevents_damage,
)
from tcgsim.pokemon.scenario import Scenario
from tests.helpers import KYOGRE, SNOVER, WATER, answer, attack, do, end_turn, offered, zone

COVER_FOSSIL = "zsv10pt5-80"  # Antique Cover Fossil (BLK 60): Protective Cover
PLUME_FOSSIL = "rsv10pt5-79"  # Antique Plume Fossil (WHT 79)
JAW_FOSSIL = "me3-68"  # Antique Jaw Fossil (POR 68)
ARMOR_FOSSIL = "me5-72"  # Antique Armor Fossil (PBL 72): the source gives it no HP
UNIDENTIFIED_FOSSIL = "swsh12-165"  # "This card can't retreat." only
ARCHEN = "rsv10pt5-50"  # evolves from Antique Plume Fossil
VAROOM = "svp-26"  # Poison Gas [C]: the Defending Pokémon is now Poisoned


def _game(*, active: str = KYOGRE, bench: tuple[str, ...] = (), hand: tuple[str, ...] = (),
          opp_active: str = KYOGRE, energy: tuple[str, ...] = ()) -> Game:
    sc = Scenario()
    sc.active(0, active, energy=list(energy))
    for b in bench:
        sc.bench(0, b)
    sc.hand(0, *hand)
    sc.active(1, opp_active, energy=[WATER])
    sc.bench(1, SNOVER)
    return sc.start(0, 3)


@pytest.mark.parametrize("card_id", [COVER_FOSSIL, PLUME_FOSSIL, JAW_FOSSIL, ARMOR_FOSSIL,
                                     UNIDENTIFIED_FOSSIL])
def test_in_play_it_is_a_60_hp_basic_colorless_pokemon(card_id: str) -> None:
    item = cards().get(card_id)
    face = played_as_pokemon(item)
    assert face is not None and item.trainer_kind == "Item" and not item.is_basic_pokemon
    assert face.is_basic_pokemon and face.stage == "Basic" and face.types == ("Colorless",)
    assert face.hp == 60 and face.prize_value == 1 and not face.weaknesses
    assert face.name == item.name and face.abilities == item.abilities


def test_other_cards_are_not_played_as_pokemon() -> None:
    assert played_as_pokemon(cards().get(KYOGRE)) is None
    assert played_as_pokemon(cards().get("me1-131")) is None  # Ultra Ball, an Item


def test_fossils_of_the_list_are_playable() -> None:
    for card_id in (COVER_FOSSIL, ARMOR_FOSSIL, UNIDENTIFIED_FOSSIL, "me5-73", "sv7-129"):
        assert missing_parts(cards().get(card_id)) == []


def test_playing_it_puts_it_onto_the_bench_as_an_item_played() -> None:
    g = _game(hand=(COVER_FOSSIL,))
    assert not offered(g, "bench")  # not a Basic Pokémon card: no "Put … onto your Bench"
    do(g, "trainer", "Antique Cover Fossil")
    slot = g.pl(0)["bench"][0]
    assert g.top(slot).name == "Antique Cover Fossil" and g.hp(slot) == 60
    assert zone(g, 0, "discard") == [] and zone(g, 0, "hand") == []
    assert any(e["type"] == "play_trainer" and e["kind"] == "Item" for e in g.log)


def test_an_item_lock_stops_it() -> None:
    g = _game(hand=(COVER_FOSSIL,))
    fossil = g.pl(0)["hand"][0]
    assert can_play_trainer(g, 0, fossil)
    g.s["pfx"] = [{"kind": "cant_play", "what": ["Item"], "player": 0, "label": "Item lock"}]
    assert not can_play_trainer(g, 0, fossil)


def test_it_needs_room_on_the_bench() -> None:
    g = _game(bench=(SNOVER,) * 5, hand=(COVER_FOSSIL,))
    assert not offered(g, "trainer", "Antique Cover Fossil")


def test_no_basic_pokemon_search_finds_it_in_the_deck() -> None:
    sc = Scenario()
    sc.active(0, KYOGRE)
    sc.active(1, KYOGRE)
    sc.hand(0, "sv1-181")  # Nest Ball: a Basic Pokémon from the deck onto the Bench
    sc.deck(0, COVER_FOSSIL, COVER_FOSSIL)
    g = sc.start(0, 3)
    do(g, "trainer", "Nest Ball")
    assert g.decision.kind == "main"  # nothing to choose: the search found no Basic Pokémon
    assert g.pl(0)["bench"] == [] and zone(g, 0, "deck") == ["Antique Cover Fossil"] * 2


def test_it_cant_retreat_even_with_energy() -> None:
    g = _game(active=COVER_FOSSIL, bench=(SNOVER,), energy=(WATER, WATER))
    assert not offered(g, "retreat")


def test_no_special_condition_reaches_it() -> None:
    g = _game(active=COVER_FOSSIL, bench=(SNOVER,))
    fossil, snover = g.pl(0)["active"], g.pl(0)["bench"][0]
    for cond in ("poisoned", "burned", "asleep", "confused", "paralyzed"):
        assert condition_immune(g, fossil, cond)
        assert not condition_immune(g, snover, cond)


def test_poison_gas_does_not_poison_it() -> None:
    sc = Scenario()
    sc.active(0, VAROOM, energy=[WATER])
    sc.active(1, COVER_FOSSIL)
    sc.bench(1, SNOVER)
    g = sc.start(0, 3)
    attack(g, "Poison Gas")
    assert g.pl(1)["active"]["psn"] == 0


def test_unidentified_fossil_cant_retreat_but_can_be_poisoned() -> None:
    g = _game(active=UNIDENTIFIED_FOSSIL, bench=(SNOVER,), energy=(WATER,))
    assert not offered(g, "retreat")
    assert not condition_immune(g, g.pl(0)["active"], "poisoned")


def test_discard_from_the_bench_is_no_knock_out() -> None:
    g = _game(bench=(COVER_FOSSIL,))
    do(g, "discard_from_play")
    assert g.pl(0)["bench"] == []
    assert "Antique Cover Fossil" in zone(g, 0, "discard")
    assert len(g.pl(1)["prizes"]) == 6  # no Prize card taken
    assert g.decision.kind == "main"  # still this player's turn


def test_discard_from_the_active_spot_promotes_a_benched_pokemon() -> None:
    g = _game(active=COVER_FOSSIL, bench=(SNOVER,), energy=(WATER,))
    do(g, "discard_from_play")
    assert g.top(g.pl(0)["active"]).name == "Snover"
    assert sorted(zone(g, 0, "discard")) == ["Antique Cover Fossil", "Basic Water Energy"]
    assert len(g.pl(1)["prizes"]) == 6


def test_discarding_your_last_pokemon_loses_the_game() -> None:
    g = _game(active=COVER_FOSSIL)
    do(g, "discard_from_play")
    assert g.s["result"] is not None and g.s["result"]["winner"] == 1


def test_not_offered_during_the_opponents_turn() -> None:
    sc = Scenario()
    sc.active(0, KYOGRE)
    sc.active(1, KYOGRE)
    sc.bench(1, COVER_FOSSIL)
    g = sc.start(0, 3)
    assert not offered(g, "discard_from_play")


def test_knocked_out_it_gives_one_prize_card() -> None:
    sc = Scenario()
    sc.active(0, SNOVER, energy=[WATER])
    sc.active(1, PLUME_FOSSIL, damage=50)
    sc.bench(1, SNOVER)
    g = sc.start(0, 3)
    attack(g, "Beat")  # 10 damage: 60 in all, its HP
    if g.decision.kind == "prize":
        answer(g, "prize", "Prize card 1")
    assert len(g.pl(0)["prizes"]) == 5
    assert "Antique Plume Fossil" in zone(g, 1, "discard")


def test_archen_evolves_from_it_the_next_turn() -> None:
    g = _game(hand=(PLUME_FOSSIL, ARCHEN))
    do(g, "trainer", "Antique Plume Fossil")
    assert not offered(g, "evolve", "Archen")  # not the turn it was played
    end_turn(g)
    end_turn(g)
    do(g, "evolve", "Archen")
    slot = g.pl(0)["bench"][0]
    assert g.top(slot).name == "Archen" and len(slot["cards"]) == 2
    assert not offered(g, "discard_from_play")  # Archen is no Fossil: its text is gone


def test_protective_cover_is_its_ability() -> None:
    g = _game(active=COVER_FOSSIL)
    assert prevents_attack_effects(g, g.pl(0)["active"])


def test_plume_protection_on_the_bench_only() -> None:
    sc = Scenario()
    sc.active(0, SNOVER, energy=[WATER])
    sc.active(1, PLUME_FOSSIL)
    sc.bench(1, PLUME_FOSSIL)
    g = sc.start(0, 3)
    attacker = g.pl(0)["active"]
    assert prevents_damage(g, attacker, g.pl(1)["bench"][0])
    assert not prevents_damage(g, attacker, g.pl(1)["active"])
