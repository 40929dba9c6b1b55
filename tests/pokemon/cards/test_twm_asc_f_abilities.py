"""Abilities of Twilight Masquerade and Ascended Heroes the compiler reads: Morpeko's Snack Seek
("You may discard that card": a "You may" decides, it changes nothing of its own, so the
Ability's could-it-change check is the look at the deck) and Dustox's Boisterous Wind ("put an
Energy attached to your opponent's Active Pokémon into their hand", from an Ability)."""

from __future__ import annotations

import tcgsim.pokemon  # noqa: F401  (registers handlers and card implementations)
from tcgsim.pokemon.game import Game
from tcgsim.pokemon.scenario import Scenario
from tests.helpers import answer, do, events, pick, zone

MORPEKO = "sv6-72"  # Snack Seek
DUSTOX = "me2pt5-220"  # Boisterous Wind
KANGASKHAN = "me1-104"
ULTRA_BALL = "me1-131"
WATER, FIRE = "sve-3", "sve-2"


def _abilities(g: Game) -> list[str]:
    return [o.label for o in g.decision.options if o.data[0] == "ability"]


def _morpeko(deck: tuple[str, ...]) -> Game:
    sc = Scenario()
    sc.active(0, MORPEKO)
    sc.deck(0, *deck)
    sc.active(1, KANGASKHAN)
    return sc.start(0, 3)


def test_snack_seek_may_discard_the_top_card():
    g = _morpeko((ULTRA_BALL, WATER))
    do(g, "ability")
    answer(g, "may", "Yes")
    assert zone(g, 0, "discard") == ["Ultra Ball"]
    assert [g.name(c) for c in g.pl(0)["deck"]] == ["Basic Water Energy"]
    assert _abilities(g) == []  # once during your turn


def test_snack_seek_may_leave_the_top_card():
    g = _morpeko((ULTRA_BALL, WATER))
    do(g, "ability")
    answer(g, "may", "No")
    assert zone(g, 0, "discard") == []
    assert g.name(g.pl(0)["deck"][0]) == "Ultra Ball"


def test_snack_seek_is_not_offered_with_an_empty_deck():
    assert _abilities(_morpeko(())) == []


def _dustox(opponent_energy: list[str]) -> Game:
    sc = Scenario()
    sc.active(0, DUSTOX)
    sc.active(1, KANGASKHAN, energy=opponent_energy)
    return sc.start(0, 3)


def test_boisterous_wind_heads_puts_an_energy_of_the_active_into_its_owners_hand():
    g = _dustox([WATER, FIRE])
    hand = len(g.pl(1)["hand"])
    g.rng.force(True)
    do(g, "ability")
    pick(g, "Fire")
    assert [g.name(c) for c in g.pl(1)["active"]["energy"]] == ["Basic Water Energy"]
    assert len(g.pl(1)["hand"]) == hand + 1 and "Basic Fire Energy" in zone(g, 1, "hand")


def test_boisterous_wind_tails_moves_nothing():
    g = _dustox([WATER])
    g.rng.force(False)
    do(g, "ability")
    assert len(g.pl(1)["active"]["energy"]) == 1
    assert _abilities(g) == []


def test_boisterous_wind_is_not_offered_against_an_active_without_energy():
    assert _abilities(_dustox([])) == []


AZUMARILL = "me2pt5-84"  # Azumarill ex: Bubble Gathering
GUMSHOOS = "me1-153"  # Evidence Gathering
POLTCHAGEIST = "sv6-20"


def test_bubble_gathering_moves_one_energy_to_this_pokemon_as_often_as_you_like():
    sc = Scenario()
    sc.active(0, POLTCHAGEIST, energy=[WATER])
    sc.bench(0, AZUMARILL)
    sc.bench(0, POLTCHAGEIST, energy=[FIRE])
    sc.active(1, KANGASKHAN)
    g = sc.start(0, 3)
    do(g, "ability")
    pick(g, "Fire")
    azumarill = g.pl(0)["bench"][0]
    assert [g.name(c) for c in azumarill["energy"]] == ["Basic Fire Energy"]
    assert g.pl(0)["bench"][1]["energy"] == []
    do(g, "ability")  # again: no limit per turn
    assert sorted(g.name(c) for c in azumarill["energy"]) == ["Basic Fire Energy",
                                                              "Basic Water Energy"]
    assert _abilities(g) == []  # no Energy left on the other Pokémon


def test_evidence_gathering_switches_a_hand_card_with_the_top_card_of_the_deck():
    sc = Scenario()
    sc.active(0, GUMSHOOS)
    sc.hand(0, ULTRA_BALL, FIRE)
    sc.deck(0, WATER, KANGASKHAN)
    sc.active(1, KANGASKHAN)
    g = sc.start(0, 3)
    do(g, "ability")
    pick(g, "Ultra Ball")
    assert [g.name(c) for c in g.pl(0)["deck"]] == ["Ultra Ball", "Mega Kangaskhan ex"]
    assert zone(g, 0, "hand") == ["Basic Fire Energy", "Basic Water Energy"]
    assert _abilities(g) == []  # once during your turn


def test_evidence_gathering_needs_a_card_in_hand_and_in_the_deck():
    for hand, deck in (((), (WATER,)), ((FIRE,), ())):
        sc = Scenario()
        sc.active(0, GUMSHOOS)
        sc.hand(0, *hand)
        sc.deck(0, *deck)
        sc.active(1, KANGASKHAN)
        assert _abilities(sc.start(0, 3)) == []


FLORGES = "sv6-88"  # Captivating Invitation


def _florges(opponent_bench: int) -> Game:
    sc = Scenario()
    sc.active(0, FLORGES)
    sc.active(1, KANGASKHAN)
    for _ in range(opponent_bench):
        sc.bench(1, POLTCHAGEIST)
    return sc.start(0, 3)


def test_captivating_invitation_heads_switches_in_a_benched_pokemon_and_confuses_it():
    g = _florges(1)
    g.rng.force(True)
    do(g, "ability")
    new = g.pl(1)["active"]
    assert g.top(new).name == "Poltchageist" and new["sp"] == "confused"
    assert g.pl(1)["bench"][0]["sp"] is None  # the Pokémon switched out is not Confused
    assert _abilities(g) == []


def test_captivating_invitation_tails_changes_nothing():
    g = _florges(1)
    g.rng.force(False)
    do(g, "ability")
    assert g.top(g.pl(1)["active"]).name == "Mega Kangaskhan ex"
    assert g.pl(1)["active"]["sp"] is None


def test_captivating_invitation_needs_an_opponents_benched_pokemon():
    assert _abilities(_florges(0)) == []


KILOWATTREL = "me2pt5-72"  # Iono's Kilowattrel: Flashing Draw
LIGHTNING = "sve-4"


def _kilowattrel(energy: list[str], hand: tuple[str, ...]) -> Game:
    sc = Scenario()
    sc.active(0, KILOWATTREL, energy=energy)
    sc.hand(0, *hand)
    sc.active(1, KANGASKHAN)
    return sc.start(0, 3)


def test_flashing_draw_discards_a_basic_lightning_energy_and_draws_up_to_6_cards():
    g = _kilowattrel([LIGHTNING, WATER], (FIRE, FIRE))
    do(g, "ability")
    assert [g.name(c) for c in g.pl(0)["active"]["energy"]] == ["Basic Water Energy"]
    assert zone(g, 0, "discard") == ["Basic Lightning Energy"]
    assert len(g.pl(0)["hand"]) == 6
    assert _abilities(g) == []


def test_flashing_draw_needs_a_basic_lightning_energy_on_this_pokemon_and_room_to_draw():
    assert _abilities(_kilowattrel([WATER], (FIRE,))) == []
    assert _abilities(_kilowattrel([LIGHTNING], (FIRE,) * 6)) == []


FARFETCHD = "sv6-132"  # Impromptu Carrier
BRAVERY_CHARM = "sv2-173"


def test_impromptu_carrier_attaches_a_tool_from_the_deck_to_this_pokemon():
    sc = Scenario()
    sc.active(0, POLTCHAGEIST)
    sc.hand(0, FARFETCHD)
    sc.deck(0, WATER, BRAVERY_CHARM, ULTRA_BALL, WATER)
    sc.active(1, KANGASKHAN)
    g = sc.start(0, 3)
    do(g, "bench", "Farfetch'd")
    pick(g, "Use it")
    labels = [o.label for o in g.decision.options]
    assert labels == ["Bravery Charm"]  # a Pokémon Tool card only (not Ultra Ball)
    pick(g, "Bravery Charm")
    farfetchd = g.pl(0)["bench"][0]
    assert [g.name(c) for c in farfetchd["tools"]] == ["Bravery Charm"]
    assert farfetchd["energy"] == []
    assert "Bravery Charm" not in zone(g, 0, "deck")
    assert events(g, "shuffle", player=0)
