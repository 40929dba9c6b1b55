"""Ascended Heroes (ASC, me2pt5) and Mega Evolution promo (MEP) cards: their texts, each
exercised in a game built by the Scenario builder."""

from __future__ import annotations

import tcgsim.pokemon  # noqa: F401  (registers handlers and card implementations)
from tcgsim.pokemon.model.carddb import cards
from tcgsim.pokemon.scenario import Scenario
from tests.helpers import attack, do, events, offered, pick, zone
from tests.pokemon.cards.test_deck_a_pokemon import (
    DARK,
    FIGHTING,
    FIRE,
    KYOGRE,
    LAPRAS,
    LIGHTNING,
    PETREL,
    PSYCHIC,
    ULTRA_BALL,
    WATER,
    ability_offered,
    attack_offered,
    damage_to,
    take_prizes,
    use_ability,
)

SNORLAX = "sv6-136"  # Basic Colorless, 160 HP, Weakness Fighting ×2

DREEPY, DRAKLOAK = "me2pt5-247", "me2pt5-248"


# -- Drakloak (ASC 248): Recon Directive -----------------------------------------------------
def test_drakloak_recon_directive_one_to_hand_the_other_to_the_bottom():
    """Look at the top 2, 1 into the hand, the other under the deck; once during the turn."""
    sc = Scenario()
    sc.active(0, DREEPY, DRAKLOAK)
    sc.deck(0, PETREL, ULTRA_BALL, WATER, WATER)
    sc.active(1, LAPRAS)
    g = sc.start(0, 3)
    use_ability(g, "Recon Directive")
    assert sorted(o.label for o in g.decision.options) == ["Team Rocket's Petrel", "Ultra Ball"]
    pick(g, "Ultra Ball")
    assert zone(g, 0, "hand") == ["Ultra Ball"]
    deck = [g.name(c) for c in g.pl(0)["deck"]]
    assert deck == ["Basic Water Energy", "Basic Water Energy", "Team Rocket's Petrel"]
    assert not ability_offered(g, "Recon Directive")


# -- Lunatone (ASC 105) and Solrock (ASC 106) --------------------------------------------------
LUNATONE, SOLROCK = "me2pt5-105", "me2pt5-106"


def _lunar_game(with_solrock: bool):  # type: ignore[no-untyped-def]
    sc = Scenario()
    sc.active(0, LUNATONE)
    sc.bench(0, LUNATONE)
    if with_solrock:
        sc.bench(0, SOLROCK)
    sc.hand(0, FIGHTING, FIGHTING, WATER)
    sc.deck(0, ULTRA_BALL, PETREL, WATER, WATER, WATER)
    sc.active(1, KYOGRE)
    return sc.start(0, 3)


def test_lunatone_lunar_cycle_discards_a_fighting_energy_to_draw_three_once_a_turn():
    """PTCG:II-E-30, II-E-14: with Solrock in play, discard a Basic Fighting Energy card from
    the hand (the cost), draw 3; a second Lunatone can't use Lunar Cycle the same turn."""
    g = _lunar_game(with_solrock=True)
    use_ability(g, "Lunar Cycle")
    if g.decision.kind != "main":  # the cost: which Fighting Energy card (both the same)
        pick(g, "Fighting")
    assert zone(g, 0, "discard") == ["Basic Fighting Energy"]
    assert zone(g, 0, "hand") == ["Basic Fighting Energy", "Basic Water Energy",
                                  "Basic Water Energy", "Team Rocket's Petrel", "Ultra Ball"]
    assert not ability_offered(g, "Lunar Cycle")


def test_lunatone_lunar_cycle_needs_solrock_in_play():
    g = _lunar_game(with_solrock=False)
    assert not ability_offered(g, "Lunar Cycle")


def test_solrock_cosmic_beam_needs_lunatone_on_the_bench_and_ignores_weakness():
    """Cosmic Beam: 70 damage (Weakness and Resistance not applied) with Lunatone on the Bench;
    without it, the attack does nothing."""
    for lunatone, dmg in ((True, 70), (False, 0)):
        sc = Scenario()
        sc.active(0, SOLROCK, energy=[FIGHTING])
        if lunatone:
            sc.bench(0, LUNATONE)
        sc.active(1, SNORLAX)
        g = sc.start(0, 3)
        attack(g, "Cosmic Beam")
        assert g.pl(1)["active"]["dmg"] == dmg
        assert bool(events(g, "attack_does_nothing")) is not lunatone


# -- "If …, this attack does nothing" (Hop's Cramorant, Camerupt, Coalossal, Medicham) ------------
CRAMORANT_HOP, CAMERUPT, COALOSSAL, MEDICHAM = (
    "me2pt5-177", "me2pt5-28", "me2pt5-120", "me2pt5-241")


def test_hops_cramorant_fickle_spitting_only_at_three_or_four_prizes():
    for prizes, dmg in ((3, 120), (4, 120), (5, 0), (2, 0)):
        sc = Scenario()
        sc.active(0, CRAMORANT_HOP, energy=[WATER])
        sc.active(1, KYOGRE)
        sc.prizes(1, n=prizes)
        g = sc.start(0, 3)
        attack(g, "Fickle Spitting")
        assert g.pl(1)["active"]["dmg"] == dmg, prizes


def test_camerupt_roasting_burn_only_if_the_defender_is_burned():
    """The attack's damage only (Burn and Poison add counters at Pokémon Checkup after it)."""
    for conditions, dmg in ((["burned"], [110]), (["poisoned"], [])):
        sc = Scenario()
        sc.active(0, CAMERUPT, energy=[FIRE])
        sc.active(1, KYOGRE, conditions=conditions)
        g = sc.start(0, 3)
        attack(g, "Roasting Burn")
        assert damage_to(g, 0, "Kyogre") == dmg


def test_coalossal_tar_cannon_needs_ten_fighting_energy_in_the_discard_pile():
    """140 damage to a chosen Benched Pokémon with 10 Basic Fighting Energy cards discarded;
    with 9 (and other Energy), nothing is done."""
    for fighting, dmg in ((10, [140]), (9, [])):
        sc = Scenario()
        sc.active(0, COALOSSAL, energy=[FIGHTING])
        sc.discard(0, *[FIGHTING] * fighting, WATER, WATER)
        sc.active(1, KYOGRE)
        sc.bench(1, LAPRAS)
        g = sc.start(0, 3)
        attack(g, "Tar Cannon")
        if g.decision.kind != "main":
            pick(g, "Lapras")
        assert damage_to(g, 0, "Lapras") == dmg and damage_to(g, 0, "Kyogre") == []


def test_medicham_seventh_kick_needs_exactly_seven_cards_in_hand():
    for hand, dmg in ((7, [150]), (6, []), (8, [])):
        sc = Scenario()
        sc.active(0, MEDICHAM, energy=[FIGHTING])
        sc.hand(0, *[WATER] * hand)
        sc.active(1, KYOGRE)
        g = sc.start(0, 3)
        attack(g, "Seventh Kick")
        assert damage_to(g, 0, "Kyogre") == dmg, hand


# -- Alakazam (MEP 009): Powerful Hand ----------------------------------------------------------
ALAKAZAM = "mep-009"


def test_alakazam_powerful_hand_two_counters_for_each_card_in_hand():
    """Counters, not damage: Weakness (Darkness) does not apply; 4 cards in hand: 8 counters."""
    for hand in (4, 0):
        sc = Scenario()
        sc.active(0, ALAKAZAM, energy=[PSYCHIC])
        sc.hand(0, *[WATER] * hand)
        sc.active(1, KYOGRE)
        g = sc.start(0, 3)
        attack(g, "Powerful Hand")
        assert g.pl(1)["active"]["dmg"] == 20 * hand


# -- "for each …" counts: trainer-named Pokémon, damage counters, cards in a discard pile ---------
SPIDOPS_TR, TAROUNTULA_TR, HOUNDOUR_TR = "me2pt5-19", "sv10-19", "sv10-37"
VICTREEBEL_ERIKA, ODDISH_ERIKA = "me2pt5-6", "me2pt5-1"
SPIRITOMB_CYNTHIA, GIBLE_CYNTHIA, ROSELIA_CYNTHIA = "me2pt5-244", "sv10-102", "sv10-7"
DARMANITAN_N = "me2pt5-33"
GRASS, FIRE_CARD = "sve-1", "sve-2"


def test_team_rockets_spidops_rocket_rush_counts_team_rockets_pokemon_in_play():
    """Spidops itself and the Team Rocket's Pokémon on the Bench count; Lapras does not."""
    sc = Scenario()
    sc.active(0, TAROUNTULA_TR, SPIDOPS_TR, energy=[GRASS, WATER])
    sc.bench(0, HOUNDOUR_TR)
    sc.bench(0, LAPRAS)
    sc.active(1, SNORLAX)
    g = sc.start(0, 3)
    attack(g, "Rocket Rush")
    assert damage_to(g, 0, "Snorlax") == [60]


def test_erikas_victreebel_flower_garden_rondo_counts_erikas_pokemon():
    sc = Scenario()
    sc.active(0, VICTREEBEL_ERIKA, energy=[GRASS, WATER])
    sc.bench(0, ODDISH_ERIKA)
    sc.bench(0, ODDISH_ERIKA)
    sc.bench(0, LAPRAS)
    sc.active(1, SNORLAX)
    g = sc.start(0, 3)
    attack(g, "Flower Garden Rondo")
    assert damage_to(g, 0, "Snorlax") == [120]


def test_cynthias_spiritomb_raging_curse_counts_benched_cynthias_pokemon_without_weakness():
    """Counters on the Benched Cynthia's Pokémon only (not on Spiritomb, Active, nor on
    Lapras); Weakness (Grass ×2 for Snover) not applied: 5 counters, 50 damage."""
    sc = Scenario()
    sc.active(0, SPIRITOMB_CYNTHIA, energy=[WATER], damage=30)
    sc.bench(0, GIBLE_CYNTHIA, damage=20)
    sc.bench(0, ROSELIA_CYNTHIA, damage=30)
    sc.bench(0, LAPRAS, damage=40)
    sc.active(1, SNORLAX)
    g = sc.start(0, 3)
    attack(g, "Raging Curse")
    assert damage_to(g, 0, "Snorlax") == [50]


def test_ns_darmanitan_back_draft_counts_basic_energy_in_the_opponents_discard_pile():
    sc = Scenario()
    sc.active(0, DARMANITAN_N, energy=[FIRE, FIRE])
    sc.discard(0, WATER, WATER)  # the attacker's own pile does not count
    sc.discard(1, WATER, FIGHTING, PETREL, ULTRA_BALL, PSYCHIC)
    sc.active(1, SNORLAX)
    g = sc.start(0, 3)
    attack(g, "Back Draft")
    assert damage_to(g, 0, "Snorlax") == [90]


# -- "Discard … from this Pokémon, and …" (N's Darmanitan, Larry's Staraptor, Mega Charizard Y ex,
# Regice ex, Spectrier) ---------------------------------------------------------------------------
STARAPTOR_LARRY, CHARIZARD_Y, REGICE_EX, SPECTRIER = (
    "me2pt5-249", "me2pt5-294", "me2pt5-48", "me2pt5-98")


def test_ns_darmanitan_flamebody_cannon_discards_all_energy_and_hits_the_bench():
    sc = Scenario()
    sc.active(0, DARMANITAN_N, energy=[FIRE, FIRE, WATER])
    sc.active(1, SNORLAX)
    sc.bench(1, KYOGRE)
    sc.bench(1, LAPRAS)
    g = sc.start(0, 3)
    attack(g, "Flamebody Cannon")
    pick(g, "Kyogre")
    assert damage_to(g, 0, "Snorlax") == [90] and damage_to(g, 0, "Kyogre") == [90]
    assert g.pl(0)["active"]["energy"] == [] and len(g.pl(0)["discard"]) == 3


def test_larrys_staraptor_feathery_strike_and_facade():
    """Feathery Strike: 2 Energy discarded, 50 to a Benched Pokémon; Facade: +100 when the
    attacker is Poisoned (or Burned), else 60."""
    sc = Scenario()
    sc.active(0, STARAPTOR_LARRY, energy=[WATER, WATER, WATER])
    sc.active(1, SNORLAX)
    sc.bench(1, KYOGRE)
    sc.bench(1, LAPRAS)
    g = sc.start(0, 3)
    attack(g, "Feathery Strike")
    pick(g, "Kyogre")
    assert damage_to(g, 0, "Kyogre") == [50] and damage_to(g, 0, "Snorlax") == [150]
    assert len(g.pl(0)["active"]["energy"]) == 1
    for conditions, dmg in ((["poisoned"], [160]), ([], [60])):
        sc = Scenario()
        sc.active(0, STARAPTOR_LARRY, energy=[WATER], conditions=conditions)
        sc.active(1, SNORLAX)
        g = sc.start(0, 3)
        attack(g, "Facade")
        assert damage_to(g, 0, "Snorlax") == dmg


def test_mega_charizard_y_explosion_y_discards_three_and_hits_a_chosen_pokemon():
    sc = Scenario()
    sc.active(0, CHARIZARD_Y, energy=[FIRE, FIRE, FIRE, FIRE])
    sc.active(1, SNORLAX)
    sc.bench(1, KYOGRE)
    g = sc.start(0, 3)
    attack(g, "Explosion Y")
    pick(g, "Kyogre")
    assert damage_to(g, 0, "Kyogre") == [280] and damage_to(g, 0, "Snorlax") == []
    assert len(g.pl(0)["active"]["energy"]) == 1


def test_regice_ex_ice_prison_discards_two_and_paralyzes():
    sc = Scenario()
    sc.active(0, REGICE_EX, energy=[WATER] * 4)
    sc.active(1, SNORLAX)
    g = sc.start(0, 3)
    attack(g, "Ice Prison")
    assert damage_to(g, 0, "Snorlax") == [140] and g.pl(1)["active"]["sp"] == "paralyzed"
    assert len(g.pl(0)["active"]["energy"]) == 2


def test_spectrier_phantasmal_barrage_discards_all_and_places_twelve_counters():
    sc = Scenario()
    sc.active(0, SPECTRIER, energy=[PSYCHIC, PSYCHIC, WATER])
    sc.active(1, SNORLAX)
    sc.bench(1, KYOGRE)
    g = sc.start(0, 3)
    attack(g, "Phantasmal Barrage")
    pick(g, "Snorlax")
    assert g.pl(1)["active"]["dmg"] == 120 and g.pl(0)["active"]["energy"] == []


# -- Team Rocket's Ariana (ASC 202) --------------------------------------------------------------
ARIANA = "me2pt5-202"


def _ariana_game(all_team_rocket: bool, others_in_hand: int):  # type: ignore[no-untyped-def]
    sc = Scenario()
    sc.active(0, HOUNDOUR_TR)
    sc.bench(0, TAROUNTULA_TR if all_team_rocket else LAPRAS)
    sc.hand(0, ARIANA, *[WATER] * others_in_hand)
    sc.deck(0, *[PSYCHIC] * 10)
    sc.active(1, KYOGRE)
    return sc.start(0, 3)


def test_team_rockets_ariana_draws_to_eight_with_only_team_rockets_pokemon():
    g = _ariana_game(all_team_rocket=True, others_in_hand=5)
    do(g, "trainer", "Team Rocket's Ariana")
    assert len(g.pl(0)["hand"]) == 8 and len(g.pl(0)["deck"]) == 7


def test_team_rockets_ariana_draws_to_five_otherwise_and_is_refused_at_five():
    g = _ariana_game(all_team_rocket=False, others_in_hand=2)
    do(g, "trainer", "Team Rocket's Ariana")
    assert len(g.pl(0)["hand"]) == 5 and len(g.pl(0)["deck"]) == 7
    g = _ariana_game(all_team_rocket=False, others_in_hand=5)
    assert not offered(g, "trainer", "Team Rocket's Ariana")


# -- Glass Trumpet (ASC 260) ----------------------------------------------------------------------
GLASS_TRUMPET, TERA_EISCUE = "me2pt5-260", "sv3-42"


def _trumpet_game(tera: bool):  # type: ignore[no-untyped-def]
    sc = Scenario()
    sc.active(0, TERA_EISCUE if tera else KYOGRE)
    a = sc.bench(0, SNORLAX)
    b = sc.bench(0, SNORLAX)
    sc.bench(0, LAPRAS)  # Water: not a Colorless Pokémon
    sc.hand(0, GLASS_TRUMPET)
    sc.discard(0, WATER, FIRE, PETREL)
    sc.active(1, KYOGRE)
    return sc, sc.start(0, 3), (a, b)


def test_glass_trumpet_one_basic_energy_from_the_discard_pile_to_each_chosen_colorless():
    sc, g, (a, b) = _trumpet_game(tera=True)
    do(g, "trainer", "Glass Trumpet")
    assert all("Lapras" not in o.label for o in g.decision.options)  # Colorless only
    pick(g, "Snorlax", "Snorlax")
    pick(g, "Fire")  # for the first one chosen; the other gets the Water Energy left
    energy = {sid: [g.name(c) for c in g.slot(sc.slot_id(sid))["energy"]] for sid in (a, b)}
    assert sorted(energy.values()) == [["Basic Fire Energy"], ["Basic Water Energy"]]
    assert zone(g, 0, "discard") == ["Glass Trumpet", "Team Rocket's Petrel"]


def test_glass_trumpet_needs_a_tera_pokemon_in_play():
    _, g, _ = _trumpet_game(tera=False)
    assert not offered(g, "trainer", "Glass Trumpet")


# -- Meganium (MEP 001): Wild Growth ----------------------------------------------------------------
MEGANIUM = "mep-001"  # Solar Beam: Grass Grass Colorless Colorless, 140


def test_meganium_wild_growth_basic_grass_energy_provides_two_grass():
    """Two Basic Grass Energy pay Grass Grass Colorless Colorless; a Basic Water Energy
    still provides one Water, so Grass + Water (3 units) does not."""
    for energy, usable in (([GRASS, GRASS], True), ([GRASS, WATER], False)):
        sc = Scenario()
        sc.active(0, MEGANIUM, energy=energy)
        sc.active(1, SNORLAX)
        g = sc.start(0, 3)
        assert attack_offered(g, "Solar Beam") is usable
    attack(g := _meganium_attacks(), "Solar Beam")
    assert damage_to(g, 0, "Snorlax") == [140]


def _meganium_attacks():  # type: ignore[no-untyped-def]
    sc = Scenario()
    sc.active(0, MEGANIUM, energy=[GRASS, GRASS])
    sc.active(1, SNORLAX)
    return sc.start(0, 3)


def test_wild_growth_only_for_its_owners_pokemon():
    """The opponent's Basic Grass Energy provide one Grass each: their Meganium-less side can't
    pay Solar Beam with two."""
    sc = Scenario()
    sc.active(0, SNORLAX)
    sc.bench(0, MEGANIUM)
    sc.active(1, MEGANIUM, energy=[GRASS, GRASS])
    g = sc.start(1, 4)
    assert attack_offered(g, "Solar Beam")  # player 1's own Meganium doubles them
    sc = Scenario()
    sc.active(0, MEGANIUM)
    sc.active(1, VICTREEBEL_ERIKA, energy=[GRASS, GRASS])  # Solar Beam: Grass Grass Colorless
    g = sc.start(1, 4)
    assert not attack_offered(g, "Solar Beam")


# -- small attack texts: switching, healing, coins for each Energy, conditions on HP and the Bench --
DRIFLOON_MEP, DUDUNSPARCE_LARRY, PANGORO, PANCHAM = "mep-005", "me2pt5-164", "me2pt5-140", "sv7-85"
VIKAVOLT, PIKACHU, WEAVILE, WHIMSICOTT = "me2pt5-230", "svp-27", "mep-021", "mep-019"


def test_drifloon_pull_switches_in_a_benched_pokemon_on_heads():
    """Heads: the attacking player picks the opponent's new Active Pokémon; tails: nothing."""
    seen = set()
    for seed in range(12):
        sc = Scenario(seed=seed)
        sc.active(0, DRIFLOON_MEP, energy=[PSYCHIC])
        sc.active(1, KYOGRE)
        sc.bench(1, LAPRAS)
        sc.bench(1, SNORLAX)
        g = sc.start(0, 3)
        attack(g, "Pull")
        heads = [e["result"] for e in events(g, "coin")] == ["heads"]
        if heads:
            pick(g, "Snorlax")
        assert g.top(g.pl(1)["active"]).name == ("Snorlax" if heads else "Kyogre")
        seen.add(heads)
    assert seen == {True, False}


def test_larrys_dudunsparce_work_rush_a_coin_for_each_energy():
    for seed in range(4):
        sc = Scenario(seed=seed)
        sc.active(0, DUDUNSPARCE_LARRY, energy=[WATER, WATER, FIRE, PSYCHIC])
        sc.active(1, SNORLAX)
        g = sc.start(0, 3)
        attack(g, "Work Rush")
        coins = [e["result"] for e in events(g, "coin")]
        assert len(coins) == 4
        assert damage_to(g, 0, "Snorlax") == ([80 * coins.count("heads")] if "heads" in coins else [])


def test_pangoro_masters_punch_if_a_benched_pancham_is_damaged():
    for pancham_damage, dmg in ((10, 200), (0, 80)):
        sc = Scenario()
        sc.active(0, PANGORO, energy=[DARK, DARK, WATER])
        sc.bench(0, PANCHAM, damage=pancham_damage)
        sc.bench(0, LAPRAS, damage=30)  # not a Pancham
        sc.active(1, SNORLAX)
        g = sc.start(0, 3)
        attack(g, "Master's Punch")
        assert damage_to(g, 0, "Snorlax") == [dmg]


def test_vikavolt_volt_switch_only_with_a_benched_lightning_pokemon():
    sc = Scenario()
    sc.active(0, VIKAVOLT, energy=[LIGHTNING])
    sc.bench(0, LAPRAS)
    sc.bench(0, PIKACHU)
    sc.active(1, SNORLAX)
    g = sc.start(0, 3)
    attack(g, "Volt Switch")  # one Lightning Pokémon on the Bench: no choice
    assert g.top(g.pl(0)["active"]).name == "Pikachu"
    assert damage_to(g, 0, "Snorlax") == [90]


def test_weavile_retaliatory_claw_at_fifty_hp_or_less():
    for damage, dmg in ((40, 190), (30, 20)):
        sc = Scenario()
        sc.active(0, WEAVILE, energy=[DARK, DARK], damage=damage)
        sc.active(1, SNORLAX)
        g = sc.start(0, 3)
        attack(g, "Retaliatory Claw")
        assert damage_to(g, 0, "Snorlax") == [dmg], damage


def test_whimsicott_healing_fluff_heals_all_damage_from_a_benched_pokemon():
    sc = Scenario()
    sc.active(0, WHIMSICOTT, energy=[WATER], damage=20)
    lapras = sc.bench(0, LAPRAS, damage=70)
    snorlax = sc.bench(0, SNORLAX, damage=30)
    sc.active(1, KYOGRE)
    g = sc.start(0, 3)
    attack(g, "Healing Fluff")
    assert "Whimsicott" not in " ".join(o.label for o in g.decision.options)
    pick(g, "Lapras")
    assert g.slot(sc.slot_id(lapras))["dmg"] == 0 and g.slot(sc.slot_id(snorlax))["dmg"] == 30
    assert g.pl(0)["active"]["dmg"] == 20


# -- "any of your <kind> Pokémon were Knocked Out … during your opponent's last turn" ------------
TREVENANT_HOP, ROOKIDEE_HOP, ARCHER = "me2pt5-237", "sv9-133", "me2pt5-201"


def _knocked_out_by_the_opponent(victim: str, bench: str, hand: tuple[str, ...] = ()):  # type: ignore[no-untyped-def]
    """Player 1's Staraptor Knocks Out player 0's Active ``victim`` with Facade (60); player 0
    puts ``bench`` into the Active Spot and begins the next turn."""
    sc = Scenario()
    sc.active(0, victim, damage=max(0, 60 - 10))  # 60 damage Knocks it Out
    sc.bench(0, bench, energy=[WATER])
    sc.bench(0, LAPRAS)
    sc.hand(0, *hand)
    sc.deck(0, *[WATER] * 10)
    sc.active(1, STARAPTOR_LARRY, energy=[WATER])
    g = sc.start(1, 4)
    attack(g, "Facade")
    take_prizes(g)
    pick(g, _name(bench))
    return g


def _name(card_id: str) -> str:
    return cards().get(card_id).name


def test_hops_trevenant_horrifying_revenge_after_a_hops_pokemon_was_knocked_out():
    """100 more damage when a Hop's Pokémon was Knocked Out by an attack during the
    opponent's last turn; after another Pokémon's Knock Out, 30."""
    for victim, dmg in ((ROOKIDEE_HOP, [130]), (ODDISH_ERIKA, [30])):
        g = _knocked_out_by_the_opponent(victim, TREVENANT_HOP)
        assert g.current == 0 and g.top(g.pl(0)["active"]).name == "Hop's Trevenant"
        start = len(g.log)
        attack(g, "Horrifying Revenge")
        assert damage_to(g, start, "Larry's Staraptor") == dmg, victim


def test_team_rockets_archer_only_after_a_team_rockets_pokemon_was_knocked_out():
    """Playable only then; each player shuffles their hand into their deck, then the player
    draws 5 and the opponent 3."""
    g = _knocked_out_by_the_opponent(HOUNDOUR_TR, TAROUNTULA_TR, hand=(ARCHER, WATER))
    do(g, "trainer", "Team Rocket's Archer")
    assert len(g.pl(0)["hand"]) == 5 and len(g.pl(1)["hand"]) == 3
    g = _knocked_out_by_the_opponent(ODDISH_ERIKA, TAROUNTULA_TR, hand=(ARCHER, WATER))
    assert not offered(g, "trainer", "Team Rocket's Archer")


# -- "you played <Supporter> from your hand [during] this turn"; an Ability's switch ---------------
KANGASKHAN_TR_EX, ARIANA_SV10, HELIOLISK, CANARI, DRAGONITE_MEGA = (
    "me2pt5-162", "sv10-171", "me2pt5-229", "me2pt5-185", "me2pt5-295")


def test_team_rockets_kangaskhan_ex_wicked_impact_after_a_team_rocket_supporter():
    for play_ariana, dmg in ((True, [220]), (False, [120])):
        sc = Scenario()
        sc.active(0, KANGASKHAN_TR_EX, energy=[WATER] * 3)
        sc.hand(0, ARIANA_SV10)
        sc.deck(0, *[WATER] * 10)
        sc.active(1, SNORLAX)
        g = sc.start(0, 3)
        if play_ariana:
            do(g, "trainer", "Team Rocket's Ariana")
        attack(g, "Wicked Impact")
        assert damage_to(g, 0, "Snorlax") == dmg


def test_heliolisk_frilled_generator_only_after_canari():
    """Frilled Generator only in a turn Canari was played from the hand: 2 Basic Lightning
    Energy from the deck onto Heliolisk, once during the turn."""
    sc = Scenario()
    sc.active(0, HELIOLISK)
    sc.hand(0, CANARI, WATER)
    sc.deck(0, LIGHTNING, LIGHTNING, LIGHTNING, PIKACHU, WATER)
    sc.active(1, SNORLAX)
    g = sc.start(0, 3)
    assert not ability_offered(g, "Frilled Generator")
    do(g, "trainer", "Canari")
    while g.decision.kind != "main":  # the cost, then the search: whatever is offered
        g.respond(list(range(g.decision.min)))
    use_ability(g, "Frilled Generator")
    if g.decision.kind != "main":
        pick(g, "Lightning", "Lightning")
    assert [g.name(c) for c in g.pl(0)["active"]["energy"]] == ["Basic Lightning Energy"] * 2
    assert not ability_offered(g, "Frilled Generator")


def test_mega_dragonite_ex_sky_transport_switches_the_active_pokemon():
    sc = Scenario()
    sc.active(0, LAPRAS)
    sc.bench(0, DRAGONITE_MEGA)
    sc.bench(0, SNORLAX)
    sc.active(1, KYOGRE)
    g = sc.start(0, 3)
    use_ability(g, "Sky Transport")
    pick(g, "Snorlax")
    assert g.top(g.pl(0)["active"]).name == "Snorlax"
    assert not ability_offered(g, "Sky Transport")


# -- Salazzle (ASC 224): Sudden Scorching ---------------------------------------------------------
SALANDIT, SALAZZLE = "me2pt5-34", "me2pt5-224"


def test_salazzle_sudden_scorching_two_more_cards_if_it_evolved_this_turn():
    for evolve_now, discarded in ((True, 3), (False, 1)):
        sc = Scenario()
        if evolve_now:
            sc.active(0, SALANDIT, energy=[WATER, WATER])
            sc.hand(0, SALAZZLE)
        else:
            sc.active(0, SALANDIT, SALAZZLE, energy=[WATER, WATER])
        sc.active(1, SNORLAX)
        sc.hand(1, *[WATER] * 5)
        g = sc.start(0, 3)
        if evolve_now:
            do(g, "evolve", "Salazzle")
            if g.decision.kind != "main":
                pick(g, "Salandit")
        attack(g, "Sudden Scorching")
        while g.decision.kind == "choose_cards" or g.decision.player == 1 and g.decision.kind != "main":
            g.respond(list(range(g.decision.min)))
        assert len(g.pl(1)["discard"]) == discarded, evolve_now


# -- Mega Venusaur ex (MEP 013): Solar Transfer -----------------------------------------------------
VENUSAUR_MEGA = "mep-013"


def test_mega_venusaur_ex_solar_transfer_moves_basic_grass_energy_as_often_as_you_like():
    sc = Scenario()
    sc.active(0, LAPRAS, energy=[GRASS, GRASS, WATER])
    venusaur = sc.bench(0, VENUSAUR_MEGA)
    sc.active(1, KYOGRE)
    g = sc.start(0, 3)
    for _ in range(2):
        use_ability(g, "Solar Transfer")
        assert all("Water" not in o.label for o in g.decision.options)  # Basic Grass only
        pick(g, "Grass")
        if g.decision.kind != "main":
            pick(g, "Mega Venusaur")
    names_on = [g.name(c) for c in g.slot(sc.slot_id(venusaur))["energy"]]
    assert names_on == ["Basic Grass Energy"] * 2
    assert [g.name(c) for c in g.pl(0)["active"]["energy"]] == ["Basic Water Energy"]
