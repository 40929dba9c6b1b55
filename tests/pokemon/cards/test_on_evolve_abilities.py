"""Abilities that trigger "when you play this Pokémon from your hand to evolve 1 of your
Pokémon" (PTCG:II-E-05): offered at once, "you may", and only when they could change
something (PTCG:I-A-02). Ambipom (random cards from the opponent's hand into their deck),
Ledian (a gust limited by remaining HP), Noctowl (only with a Tera Pokémon in play), Tinkatuff
(a coin, then an Energy from the opponent's Active Pokémon), Whimsicott (heal the Active Grass
Pokémon, then discard all its Energy); and Feraligatr's declared Torrential Heart (damage
counters on itself, then more damage for the turn) and Dachsbun ex (heal each Evolution
Pokémon, then discard the Energy of those healed)."""

from __future__ import annotations

import tcgsim.pokemon  # noqa: F401  (registers handlers and card implementations)
from tcgsim.pokemon.game import Game
from tcgsim.pokemon.scenario import Scenario
from tests.helpers import answer, attack, do, end_turn, events, offered, pick, zone

AIPOM, AMBIPOM = "sv6-137", "sv6-138"
LEDYBA, LEDIAN = "sv7-2", "sv7-144"
HOOTHOOT, NOCTOWL = "sv8pt5-77", "sv8pt5-78"
TINKATINK, TINKATUFF = "sv2-100", "me1-97"
COTTONEE, WHIMSICOTT = "sv8pt5-7", "sv8pt5-8"
LAPRAS_EX = "svp-164"  # a Tera Pokémon
SNOVER = "me1-35"  # 90 HP
KYOGRE = "me1-34"  # 150 HP
BULBASAUR = "sv3pt5-1"  # Grass
ULTRA_BALL, NEST_BALL = "sv1-196", "sv1-181"
GRASS, WATER = "sve-1", "sve-3"


def _game(basic: str, evo: str, *, active: str | None = None, their_bench: tuple[str, ...] = (),
          their_hand: tuple[str, ...] = (), deck: tuple[str, ...] = (), **kw: object) -> Game:
    """``basic`` on the Bench (or Active if ``active`` is None), ``evo`` in the hand."""
    sc = Scenario()
    if active is None:
        sc.active(0, basic, **kw)
    else:
        sc.active(0, active, **kw)
        sc.bench(0, basic)
    sc.active(1, KYOGRE, energy=[WATER, WATER])
    for b in their_bench:
        sc.bench(1, b)
    sc.hand(0, evo)
    sc.hand(1, *their_hand)
    sc.deck(0, *deck, pad=True)
    return sc.start(0, 3)


def test_wicked_tail_shuffles_a_random_card_per_heads():
    g = _game(AIPOM, AMBIPOM, their_hand=(SNOVER, SNOVER, ULTRA_BALL))
    deck_before = len(g.pl(1)["deck"])
    do(g, "evolve", "Ambipom")
    g.rng.force(True, False)
    answer(g, "may", "Use it")
    assert len(g.pl(1)["hand"]) == 2 and len(g.pl(1)["deck"]) == deck_before + 1


def test_wicked_tail_not_offered_against_an_empty_hand():
    g = _game(AIPOM, AMBIPOM)
    do(g, "evolve", "Ambipom")
    assert g.decision.kind == "main"  # nothing it could change: not offered


def test_glittering_star_pattern_only_90_hp_or_less_remaining():
    g = _game(LEDYBA, LEDIAN, their_bench=(KYOGRE, SNOVER))
    do(g, "evolve", "Ledian")
    answer(g, "may", "Use it")
    # Kyogre (150 HP) cannot be chosen: Snover is the only choice, taken without asking
    assert g.top(g.pl(1)["active"]).name == "Snover"


def test_glittering_star_pattern_not_offered_without_such_a_pokemon():
    g = _game(LEDYBA, LEDIAN, their_bench=(KYOGRE,))
    do(g, "evolve", "Ledian")
    assert g.decision.kind == "main"


def test_jewel_seeker_needs_a_tera_pokemon():
    g = _game(HOOTHOOT, NOCTOWL, active=SNOVER, deck=(ULTRA_BALL, NEST_BALL))
    do(g, "evolve", "Noctowl")
    assert g.decision.kind == "main"
    g = _game(HOOTHOOT, NOCTOWL, active=LAPRAS_EX, deck=(ULTRA_BALL, NEST_BALL))
    do(g, "evolve", "Noctowl")
    answer(g, "may", "Use it")
    pick(g, "Ultra Ball", "Nest Ball")
    while g.decision.kind != "main":
        g.respond([0])
    assert zone(g, 0, "hand") == ["Nest Ball", "Ultra Ball"]


def test_haphazard_hammer_heads_discards_an_energy():
    g = _game(TINKATINK, TINKATUFF)
    do(g, "evolve", "Tinkatuff")
    g.rng.force(True)
    answer(g, "may", "Use it")
    assert len(g.pl(1)["active"]["energy"]) == 1 and zone(g, 1, "discard") == ["Basic Water Energy"]


def test_haphazard_hammer_tails_does_nothing():
    g = _game(TINKATINK, TINKATUFF)
    do(g, "evolve", "Tinkatuff")
    g.rng.force(False)
    answer(g, "may", "Use it")
    assert len(g.pl(1)["active"]["energy"]) == 2


def test_wafting_heal_heals_the_active_grass_pokemon_and_discards_its_energy():
    g = _game(COTTONEE, WHIMSICOTT, active=BULBASAUR, damage=30, energy=[GRASS, GRASS])
    do(g, "evolve", "Whimsicott")
    answer(g, "may", "Use it")
    while g.decision.kind != "main":
        g.respond([0])
    active = g.pl(0)["active"]
    assert active["dmg"] == 0 and active["energy"] == []
    assert zone(g, 0, "discard") == ["Basic Grass Energy", "Basic Grass Energy"]


def test_wafting_heal_not_offered_without_damage():
    g = _game(COTTONEE, WHIMSICOTT, active=BULBASAUR, energy=[GRASS])
    do(g, "evolve", "Whimsicott")
    assert g.decision.kind == "main"


# -- Feraligatr's Torrential Heart: "Once during your turn, you may put 5 damage counters on
# this Pokémon. If you do, during this turn, attacks used by this Pokémon do 120 more damage to
# your opponent's Active Pokémon (before applying Weakness and Resistance)." ----------------
FERALIGATR = "sv5-41"  # Giant Wave 160 [W][W]
LATIAS_EX = "me1-100"  # 280 HP, no Weakness


def _giant_wave_damage(g: Game) -> list[int]:
    return [e["amount"] for e in events(g, "damage") if e.get("target") == "Mega Latias ex"]


def test_torrential_heart_counters_then_more_damage_this_turn():
    sc = Scenario()
    sc.active(0, FERALIGATR, energy=[WATER, WATER])
    sc.active(1, LATIAS_EX)
    g = sc.start(0, 3)
    do(g, "ability")
    assert g.pl(0)["active"]["dmg"] == 50
    assert not offered(g, "ability")  # once during your turn
    attack(g, "Giant Wave")
    assert _giant_wave_damage(g) == [280]  # 160 + 120


def test_torrential_heart_lasts_this_turn_only():
    sc = Scenario()
    sc.active(0, FERALIGATR, energy=[WATER, WATER])
    sc.active(1, LATIAS_EX)
    sc.deck(0, SNOVER, SNOVER)
    sc.deck(1, SNOVER, SNOVER)
    g = sc.start(0, 3)
    do(g, "ability")
    end_turn(g)
    end_turn(g)
    attack(g, "Giant Wave")
    assert _giant_wave_damage(g) == [160]


# -- Dachsbun ex's Time to Chow Down: "… you may heal all damage from each of your Evolution
# Pokémon. If you healed any damage in this way, discard all Energy from those Pokémon." -----
FIDOUGH, DACHSBUN_EX = "sv1-97", "sv7-169"


def test_time_to_chow_down_heals_evolution_pokemon_and_discards_their_energy():
    sc = Scenario()
    sc.active(0, COTTONEE, WHIMSICOTT, damage=40, energy=[GRASS, GRASS])
    sc.bench(0, LEDYBA, LEDIAN, energy=[GRASS])  # an Evolution Pokémon without damage
    sc.bench(0, BULBASAUR, damage=30, energy=[GRASS])  # a damaged Basic Pokémon
    sc.bench(0, FIDOUGH)
    sc.active(1, KYOGRE)
    sc.hand(0, DACHSBUN_EX)
    g = sc.start(0, 3)
    do(g, "evolve", "Dachsbun ex")
    answer(g, "may", "Use it")
    active, ledian, bulbasaur = g.pl(0)["active"], g.pl(0)["bench"][0], g.pl(0)["bench"][1]
    assert active["dmg"] == 0 and active["energy"] == []
    assert len(ledian["energy"]) == 1  # not healed: its Energy stays
    assert bulbasaur["dmg"] == 30 and len(bulbasaur["energy"]) == 1  # not an Evolution Pokémon


def test_time_to_chow_down_not_offered_without_a_damaged_evolution_pokemon():
    sc = Scenario()
    sc.active(0, BULBASAUR, damage=30)
    sc.bench(0, FIDOUGH)
    sc.active(1, KYOGRE)
    sc.hand(0, DACHSBUN_EX)
    g = sc.start(0, 3)
    do(g, "evolve", "Dachsbun ex")
    assert g.decision.kind == "main"


# -- Flygon's Sandy Flapping: on evolving, and "You may also use this Ability if this Pokémon is
# in the Active Spot and is Knocked Out by damage from an attack from your opponent's Pokémon."
VIBRAVA, FLYGON = "sv8-105", "me2-101"


def test_sandy_flapping_on_evolving():
    sc = Scenario()
    sc.active(0, VIBRAVA)
    sc.active(1, KYOGRE)
    sc.hand(0, FLYGON)
    sc.deck(1, SNOVER, ULTRA_BALL, NEST_BALL)
    g = sc.start(0, 3)
    do(g, "evolve", "Flygon")
    answer(g, "may", "Use it")
    assert zone(g, 1, "discard") == ["Snover", "Ultra Ball"]


def _flygon_knocked_out(active: bool) -> Game:
    sc = Scenario()
    if active:
        sc.active(0, VIBRAVA, FLYGON, damage=140)
        sc.bench(0, SNOVER)
    else:
        sc.active(0, SNOVER, damage=80)
        sc.bench(0, VIBRAVA, FLYGON, damage=140)
    sc.active(1, SNOVER, energy=[WATER])
    sc.deck(1, ULTRA_BALL, NEST_BALL, SNOVER)
    sc.deck(0, SNOVER, SNOVER)
    g = sc.start(1, 4)
    attack(g, "Beat")  # 10 damage: Knocks Out the Active Pokémon
    return g


def test_sandy_flapping_when_knocked_out_in_the_active_spot():
    g = _flygon_knocked_out(active=True)
    answer(g, "may", "Use it")
    assert zone(g, 1, "discard") == ["Nest Ball", "Ultra Ball"]


def test_sandy_flapping_not_for_another_knock_out():
    g = _flygon_knocked_out(active=False)  # the Active Snover is Knocked Out, not Flygon
    assert g.decision.kind != "may"
    assert zone(g, 1, "discard") == []


# -- texts of other sets the same sentences made playable ----------------------------------------
RAMPARDOS_EX = "me5-100"  # Destructive Headbutting: while Active, a coin, then an Energy
TM_FLUORITE = "sv8-188"  # Fluorite [G][W][P]: discard all Energy, heal each Tera Pokémon
PSYCHIC = "sve-5"


def test_destructive_headbutting_only_while_active_heads_discards_an_energy():
    sc = Scenario()
    sc.active(0, SNOVER)
    sc.bench(0, RAMPARDOS_EX)
    sc.active(1, KYOGRE, energy=[WATER, WATER])
    g = sc.start(0, 3)
    assert not offered(g, "ability")  # on the Bench
    sc = Scenario()
    sc.active(0, RAMPARDOS_EX)
    sc.active(1, KYOGRE, energy=[WATER, WATER])
    g = sc.start(0, 3)
    g.rng.force(True)
    do(g, "ability")
    assert len(g.pl(1)["active"]["energy"]) == 1


def test_fluorite_discards_this_pokemons_energy_and_heals_each_tera_pokemon():
    sc = Scenario()
    sc.active(0, BULBASAUR, energy=[GRASS, WATER, PSYCHIC], tools=[TM_FLUORITE], damage=20)
    sc.bench(0, LAPRAS_EX, damage=50)
    sc.active(1, KYOGRE)
    g = sc.start(0, 3)
    attack(g, "Fluorite")
    assert g.pl(0)["bench"][0]["dmg"] == 0  # a Tera Pokémon
    assert g.pl(0)["active"]["dmg"] == 20 and g.pl(0)["active"]["energy"] == []
