"""Evolving by an effect (PTCG:II-C-12) and effects on evolving: Duosion's Cellular Evolution
(a card from the deck that evolves from 1 of your Pokémon), Team Rocket's Nidorina's Dark
Awakening (up to 2 chosen Darkness Pokémon, each from the deck), Pidove's Emergency Evolution
(only at 30 HP or less remaining; Unfezant onto Pidove, the Stage between skipped as printed),
Team Rocket's Ampharos's Darkest Impulse (4 damage counters on a Pokémon the opponent evolves
from the hand, once however many Ampharos), plus two attacks of the same set of lists:
Excadrill ex's Piercing Drill (only a damaged Benched Pokémon) and Electivire's Unleash
Lightning (none of the player's Pokémon attack during their next turn, PTCG:II-C-19)."""

from __future__ import annotations

import tcgsim.pokemon  # noqa: F401  (registers handlers and card implementations)
from tcgsim.pokemon.game import Game
from tcgsim.pokemon.scenario import Scenario
from tests.helpers import answer, attack, do, end_turn, offered, pick

SOLOSIS, DUOSION, REUNICLUS = "sv5-70", "zsv10pt5-119", "sv5-72"
NIDORAN_F, NIDORINA, NIDOQUEEN = "sv10-114", "sv10-115", "sv10-116"
MAREEP, FLAAFFY, AMPHAROS = "sv10-72", "sv10-73", "sv10-74"
PIDOVE, TRANQUILL, UNFEZANT = "sv5-133", "sv5-134", "sv5-135"
EXCADRILL_EX = "zsv10pt5-168"
ELECTIVIRE = "sv7-47"
SNOVER, KYOGRE = "me1-35", "me1-34"
LATIAS_EX = "me1-100"
PSYCHIC, DARKNESS, FIGHTING, LIGHTNING, WATER = "sve-5", "sve-7", "sve-6", "sve-4", "sve-3"


def test_cellular_evolution_evolves_any_of_your_pokemon_from_the_deck():
    sc = Scenario()
    sc.active(0, SOLOSIS, DUOSION, energy=[PSYCHIC])
    sc.bench(0, SOLOSIS)
    sc.active(1, LATIAS_EX)
    sc.deck(0, REUNICLUS, DUOSION, SNOVER)
    g = sc.start(0, 3)
    attack(g, "Cellular Evolution")
    pick(g, "Reuniclus")
    assert g.top(g.pl(0)["active"]).name == "Reuniclus"  # the only Pokémon it evolves from
    assert g.top(g.pl(0)["bench"][0]).name == "Solosis"


def test_dark_awakening_evolves_up_to_2_chosen_darkness_pokemon():
    sc = Scenario()
    sc.active(0, NIDORAN_F, NIDORINA, energy=[DARKNESS])
    sc.bench(0, NIDORAN_F)
    sc.bench(0, SOLOSIS)
    sc.active(1, LATIAS_EX)
    sc.deck(0, NIDOQUEEN, NIDORINA, REUNICLUS)
    g = sc.start(0, 3)
    attack(g, "Dark Awakening")
    labels = [o.label for o in g.decision.options]
    assert not any("Solosis" in lab for lab in labels)  # not a Darkness Pokémon
    pick(g, "Nidorina", "Nidoran")
    while g.decision is not None and g.decision.kind in ("search", "target"):
        g.respond([0])
    assert g.top(g.pl(0)["active"]).name == "Team Rocket's Nidoqueen"
    assert g.top(g.pl(0)["bench"][0]).name == "Team Rocket's Nidorina"
    assert g.top(g.pl(0)["bench"][1]).name == "Solosis"


def _pidove(damage: int) -> Game:
    sc = Scenario()
    sc.active(0, SNOVER)
    sc.bench(0, PIDOVE, damage=damage)
    sc.active(1, LATIAS_EX)
    sc.deck(0, TRANQUILL, UNFEZANT, SNOVER)
    return sc.start(0, 3)


def test_emergency_evolution_only_at_30_hp_or_less():
    g = _pidove(10)  # 40 HP remaining
    assert not offered(g, "ability")
    g = _pidove(20)  # 30 HP remaining, on the Bench
    do(g, "ability")
    assert [o.label for o in g.decision.options] == ["Unfezant"]  # not Tranquill
    pick(g, "Unfezant")
    benched = g.pl(0)["bench"][0]
    assert g.top(benched).name == "Unfezant" and benched["dmg"] == 20


def _evolve_against_ampharos(n_ampharos: int) -> Game:
    sc = Scenario()
    sc.active(0, SNOVER, energy=[WATER])
    sc.active(1, MAREEP, FLAAFFY, AMPHAROS)
    for _ in range(n_ampharos - 1):
        sc.bench(1, MAREEP, FLAAFFY, AMPHAROS)
    sc.bench(1, SOLOSIS)
    sc.hand(1, DUOSION)
    sc.hand(0, DUOSION)
    sc.bench(0, SOLOSIS)
    g = sc.start(0, 3)
    return g


def test_darkest_impulse_puts_4_counters_on_the_opponents_evolved_pokemon():
    g = _evolve_against_ampharos(1)
    do(g, "evolve", "Duosion")
    assert g.pl(0)["bench"][0]["dmg"] == 40
    end_turn(g)
    do(g, "evolve", "Duosion")  # Ampharos's own player: nothing
    assert g.pl(1)["bench"][0]["dmg"] == 0


def test_darkest_impulse_does_not_stack():
    g = _evolve_against_ampharos(2)
    do(g, "evolve", "Duosion")
    assert g.pl(0)["bench"][0]["dmg"] == 40


def test_piercing_drill_only_a_damaged_benched_pokemon():
    sc = Scenario()
    sc.active(0, EXCADRILL_EX, energy=[FIGHTING, FIGHTING])
    sc.active(1, LATIAS_EX)
    sc.bench(1, KYOGRE)
    sc.bench(1, SNOVER, damage=10)
    g = sc.start(0, 3)
    attack(g, "Piercing Drill")
    if g.decision.kind == "damage_target":
        answer(g, "damage_target", "Snover")  # Kyogre is not offered: the only one is taken
    assert g.pl(1)["bench"][1]["dmg"] == 70 and g.pl(1)["bench"][0]["dmg"] == 0
    assert g.pl(1)["active"]["dmg"] == 60


def test_unleash_lightning_stops_all_your_pokemon_next_turn():
    sc = Scenario()
    sc.active(0, ELECTIVIRE, energy=[LIGHTNING] * 5)
    sc.bench(0, SNOVER, energy=[WATER])
    sc.active(1, LATIAS_EX)
    sc.deck(0, SNOVER, SNOVER, SNOVER)
    g = sc.start(0, 3)
    attack(g, "Unleash Lightning")
    end_turn(g)
    assert not offered(g, "attack")
    do(g, "retreat")
    while g.decision.kind != "main":
        pick(g, "Snover") if g.decision.kind == "promote" else g.respond([0])
    assert not offered(g, "attack")  # the new Active Pokémon can't either
    end_turn(g)
    end_turn(g)
    assert offered(g, "attack")  # the turn after: attacks again


# -- Dizzying Valley: "Confused Pokémon (both yours and your opponent's) don't recover from that
# Special Condition when they evolve or devolve." ----------------------------------------------
DIZZYING_VALLEY = "me2-88"


def _confused_solosis(stadium: bool) -> Game:
    sc = Scenario()
    sc.active(0, SOLOSIS, conditions=["confused", "poisoned"])
    sc.active(1, SOLOSIS, DUOSION, conditions=["confused"], energy=[PSYCHIC])
    sc.hand(0, DUOSION)
    sc.deck(1, SNOVER, REUNICLUS)
    sc.deck(0, SNOVER, SNOVER)
    if stadium:
        sc.stadium(DIZZYING_VALLEY)
    return sc.start(0, 3)


def test_dizzying_valley_keeps_confusion_through_evolving():
    g = _confused_solosis(stadium=True)
    do(g, "evolve", "Duosion")
    active = g.pl(0)["active"]
    assert active["sp"] == "confused" and active["psn"] == 0  # only Confusion stays
    g = _confused_solosis(stadium=False)
    do(g, "evolve", "Duosion")
    assert g.pl(0)["active"]["sp"] is None


def test_dizzying_valley_both_players_and_evolving_from_the_deck():
    g = _confused_solosis(stadium=True)
    end_turn(g)
    g.rng.force(True)  # Confused: heads, the attack goes on
    attack(g, "Cellular Evolution")
    pick(g, "Reuniclus")
    assert g.top(g.pl(1)["active"]).name == "Reuniclus"
    assert g.pl(1)["active"]["sp"] == "confused"


# -- Phantump's Spiteful Evolution: a card from the hand onto it, then 2 damage counters -------
PHANTUMP, TREVENANT = "me4-38", "sv6-13"


def _phantump(turn: int, played: int = 0, hand: tuple[str, ...] = (TREVENANT,)) -> Game:
    sc = Scenario()
    sc.active(0, SNOVER)
    sc.bench(0, PHANTUMP, played=played)
    sc.active(1, LATIAS_EX)
    sc.hand(0, *hand)
    return sc.start(0, turn)


def test_spiteful_evolution_evolves_from_the_hand_with_2_counters():
    g = _phantump(3, played=3)  # put onto the Bench this turn: an effect may evolve it
    assert not offered(g, "evolve")  # the rules don't let the player evolve it now
    do(g, "ability")
    benched = g.pl(0)["bench"][0]
    assert g.top(benched).name == "Trevenant" and benched["dmg"] == 20
    assert g.pl(0)["hand"] == []


def test_spiteful_evolution_not_on_your_first_turn_or_without_the_card():
    assert not offered(_phantump(2), "ability")
    assert not offered(_phantump(3, hand=(SNOVER,)), "ability")
