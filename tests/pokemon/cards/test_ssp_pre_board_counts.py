"""Surging Sparks (SSP) and Prismatic Evolutions (PRE) texts the compiler reads from facts of
the board: counts ("for each Energy attached to both Active Pokémon", "for each Basic Energy
attached to this Pokémon", "for each of your Basic Pokémon in play", "for each Energy / Ancient
card in your discard pile"), conditions ("If you have any Tera Pokémon on your Bench", "If your
opponent has 3 or more Benched Pokémon", "If there are 3 or fewer cards in your deck", "If your
opponent's Active Pokémon is a Tera Pokémon") and "If you attached Energy … in this way, …"
after an attachment from the hand. Each test checks the damage placed or the cards moved."""

from __future__ import annotations

import tcgsim.pokemon  # noqa: F401  (registers handlers and card implementations)
from tcgsim.pokemon.game import Game
from tcgsim.pokemon.scenario import Scenario
from tests.helpers import answer, attack, pick, zone

TEAL_OGERPON = "sv8pt5-177"  # Basic Grass Tera ex 210 HP; Myriad Leaf Shower [G][G][G] 30+
APPLIN, DIPPLIN, HYDRAPPLE = "sv6-17", "sv7-13", "sv8pt5-11"  # Hydrapple ex: Grass 330 HP
PASSIMIAN = "sv8-111"  # Fighting; Coordinated Throwing 20x
CHARCADET, CERULEDGE_EX = "sv1-39", "sv8pt5-147"  # Ceruledge ex: Fire Tera ex 270 HP
HO_OH = "sv8-19"  # Fire; Shining Blaze [R][R][C] 100+
IRON_CROWN = "sv8-132"  # Metal; Deleting Slash 40+
PALKIA = "sv8-136"  # Dragon; Space Crash [G][W] 40x
RELLOR, RABSCA = "sv2-25", "sv8-14"  # Rabsca: Grass; Counterturn [G] 40+
REGIGIGAS = "sv8pt5-86"  # Colorless; Jewel Breaker [C][C][C][C] 100+
ROARING_MOON = "sv8pt5-65"  # Darkness Ancient; Vengeance Fletching [D][D] 70+
WO_CHIEN = "sv8-15"  # Grass; Hazardous Greed [G][C] 20
SNOVER, ABOMASNOW = "me1-35", "me1-36"  # Water 90 HP; Mega Abomasnow ex 350 HP (weak Metal)
KYOGRE = "me1-34"  # Water, 150 HP
EXPLORERS_GUIDANCE, CAPSULE = "sv5-147", "sv4-159"  # Ancient Supporter, Ancient Tool
JET = "sv2-190"  # Special Energy, [C]
GRASS, FIRE, WATER, FIGHTING, PSYCHIC, DARK, METAL = (
    "sve-1", "sve-2", "sve-3", "sve-6", "sve-5", "sve-7", "sve-8")


def _use(g: Game, name: str) -> None:
    for i, o in enumerate(g.decision.options):
        if o.data[0] == "ability" and o.label.startswith(f"Use {name} "):
            g.respond([i])
            return
    raise AssertionError(f"{name} not offered: {[o.label for o in g.decision.options]}")


def _offered(g: Game, name: str) -> bool:
    return any(o.data[0] == "ability" and o.label.startswith(f"Use {name} ")
               for o in g.decision.options)


def _damage(g: Game, p: int = 1) -> int:
    return g.pl(p)["active"]["dmg"]


# -- counts -------------------------------------------------------------------------------------
def test_myriad_leaf_shower_counts_energy_on_both_active_pokemon():
    sc = Scenario()
    sc.active(0, TEAL_OGERPON, energy=[GRASS, GRASS, GRASS])
    sc.active(1, APPLIN, DIPPLIN, HYDRAPPLE, energy=[GRASS, WATER])
    sc.bench(1, KYOGRE, energy=[WATER, WATER])  # Benched Energy doesn't count
    g = sc.start(0, 3)
    attack(g, "Myriad Leaf Shower")
    assert _damage(g) == 30 + 30 * 5


def test_coordinated_throwing_counts_only_basic_pokemon_in_play():
    sc = Scenario()
    sc.active(0, PASSIMIAN, energy=[FIGHTING, WATER])
    sc.bench(0, SNOVER)
    sc.bench(0, KYOGRE)
    sc.bench(0, SNOVER, ABOMASNOW)  # a Stage 1: not counted
    sc.active(1, SNOVER, ABOMASNOW)
    g = sc.start(0, 3)
    attack(g, "Coordinated Throwing")
    assert _damage(g) == 20 * 3


def test_abyssal_flames_counts_energy_cards_in_the_discard_pile():
    sc = Scenario()
    sc.active(0, CHARCADET, CERULEDGE_EX, energy=[FIRE])
    sc.discard(0, FIRE, WATER, JET, EXPLORERS_GUIDANCE, SNOVER)
    sc.active(1, SNOVER, ABOMASNOW)
    g = sc.start(0, 3)
    attack(g, "Abyssal Flames")
    assert _damage(g) == 30 + 20 * 3  # 3 Energy cards, Special Energy too


def test_space_crash_counts_basic_energy_cards_only():
    sc = Scenario()
    sc.active(0, PALKIA, energy=[GRASS, WATER, JET])
    sc.active(1, SNOVER, ABOMASNOW)
    g = sc.start(0, 3)
    attack(g, "Space Crash")
    assert _damage(g) == 40 * 2  # Jet Energy is no Basic Energy


def test_vengeance_fletching_counts_ancient_cards_in_the_discard_pile():
    sc = Scenario()
    sc.active(0, ROARING_MOON, energy=[DARK, DARK])
    sc.discard(0, EXPLORERS_GUIDANCE, CAPSULE, ROARING_MOON, WATER, SNOVER)
    sc.active(1, SNOVER, ABOMASNOW)
    g = sc.start(0, 3)
    attack(g, "Vengeance Fletching")
    assert _damage(g) == 70 + 10 * 3


# -- conditions ---------------------------------------------------------------------------------
def _ho_oh(bench: str) -> Game:
    sc = Scenario()
    sc.active(0, HO_OH, energy=[FIRE, FIRE, FIRE])
    sc.bench(0, bench)
    sc.active(1, SNOVER, ABOMASNOW)
    return sc.start(0, 3)


def test_shining_blaze_more_damage_with_a_benched_tera_pokemon():
    g = _ho_oh(TEAL_OGERPON)
    attack(g, "Shining Blaze")
    assert _damage(g) == 200
    g = _ho_oh(KYOGRE)
    attack(g, "Shining Blaze")
    assert _damage(g) == 100


def _iron_crown(benched: int) -> Game:
    sc = Scenario()
    sc.active(0, IRON_CROWN, energy=[METAL, METAL])
    sc.active(1, APPLIN, DIPPLIN, HYDRAPPLE)
    for _ in range(benched):
        sc.bench(1, SNOVER)
    return sc.start(0, 3)


def test_deleting_slash_needs_three_benched_pokemon():
    g = _iron_crown(3)
    attack(g, "Deleting Slash")
    assert _damage(g) == 120
    g = _iron_crown(2)
    attack(g, "Deleting Slash")
    assert _damage(g) == 40


def _rabsca(deck: int) -> Game:
    sc = Scenario()
    sc.active(0, RELLOR, RABSCA, energy=[GRASS])
    sc.deck(0, *[WATER] * deck)
    sc.active(1, SNOVER, ABOMASNOW)
    return sc.start(0, 3)


def test_counterturn_with_three_or_fewer_cards_in_the_deck():
    g = _rabsca(3)
    attack(g, "Counterturn")
    assert _damage(g) == 240
    g = _rabsca(4)
    attack(g, "Counterturn")
    assert _damage(g) == 40


def _regigigas(defender: tuple[str, ...]) -> Game:
    sc = Scenario()
    sc.active(0, REGIGIGAS, energy=[WATER] * 4)
    sc.active(1, *defender)
    sc.bench(1, KYOGRE)
    return sc.start(0, 3)


def test_jewel_breaker_more_damage_to_a_tera_pokemon():
    g = _regigigas((CHARCADET, CERULEDGE_EX))  # 270 HP: only 330 Knocks it Out
    attack(g, "Jewel Breaker")
    assert "Ceruledge ex" in zone(g, 1, "discard")
    g = _regigigas((SNOVER, ABOMASNOW))
    attack(g, "Jewel Breaker")
    assert _damage(g) == 100


def _wo_chien(deck: int) -> Game:
    sc = Scenario()
    sc.active(0, WO_CHIEN, energy=[GRASS, GRASS])
    sc.deck(0, *[WATER] * deck)
    sc.active(1, SNOVER, ABOMASNOW)
    sc.bench(1, KYOGRE)
    sc.bench(1, KYOGRE)
    sc.bench(1, SNOVER, ABOMASNOW)
    return sc.start(0, 3)


def test_hazardous_greed_bench_damage_only_with_a_small_deck():
    g = _wo_chien(3)
    attack(g, "Hazardous Greed")
    assert g.decision.kind == "damage_target"
    pick(g, "Kyogre", "Kyogre")
    assert _damage(g) == 20
    assert [s["dmg"] for s in g.pl(1)["bench"]] == [120, 120, 0]
    g = _wo_chien(4)
    attack(g, "Hazardous Greed")
    assert _damage(g) == 20
    assert [s["dmg"] for s in g.pl(1)["bench"]] == [0, 0, 0]


# -- "If you attached Energy … in this way, …" ---------------------------------------------------
def _teal_dance(*hand: str) -> Game:
    sc = Scenario()
    sc.active(0, TEAL_OGERPON)
    sc.active(1, KYOGRE)
    sc.hand(0, *hand)
    sc.deck(0, SNOVER, WATER, WATER)
    return sc.start(0, 3)


def test_teal_dance_attaches_basic_grass_energy_then_draws():
    g = _teal_dance(GRASS, WATER)
    _use(g, "Teal Dance")
    answer(g, "choose_cards", "Basic Grass Energy")
    assert [g.name(c) for c in g.pl(0)["active"]["energy"]] == ["Basic Grass Energy"]
    assert zone(g, 0, "hand") == ["Basic Water Energy", "Snover"]
    assert not _offered(g, "Teal Dance")  # once during your turn


def test_teal_dance_is_not_offered_without_basic_grass_energy_in_hand():
    g = _teal_dance(WATER)
    assert not _offered(g, "Teal Dance")


def test_ripening_charge_heals_the_pokemon_it_attached_to():
    sc = Scenario()
    sc.active(0, APPLIN, DIPPLIN, HYDRAPPLE)
    sc.bench(0, KYOGRE, damage=50)
    sc.active(1, KYOGRE)
    sc.hand(0, GRASS)
    g = sc.start(0, 3)
    _use(g, "Ripening Charge")
    answer(g, "choose_cards", "Basic Grass Energy")
    answer(g, "attach", "Kyogre")
    (kyogre,) = g.pl(0)["bench"]
    assert [g.name(c) for c in kyogre["energy"]] == ["Basic Grass Energy"]
    assert kyogre["dmg"] == 20
    assert g.pl(0)["active"]["energy"] == []


# -- Energy given up for damage ------------------------------------------------------------------
WELLSPRING = "sv8pt5-152"  # Basic Water Tera ex; Torrential Pump [W][C][C] 100
RAGING_BOLT = "sv8pt5-166"  # Basic Dragon ex 240 HP; Bellowing Thunder [L][F] 70x
EEVEE, JOLTEON_EX = "sv6-135", "sv8pt5-153"  # Jolteon ex: Flashing Spear [L][C] 60+
MANKEY, PRIMEAPE, ANNIHILAPE = "sv1-107", "sv1-108", "sv8-100"  # Destined Fight [F][C]
LIGHTNING = "sve-4"


def _wellspring() -> Game:
    sc = Scenario()
    sc.active(0, WELLSPRING, energy=[WATER, WATER, WATER, GRASS])
    sc.deck(0, WATER)
    sc.active(1, SNOVER, ABOMASNOW)
    sc.bench(1, KYOGRE)
    sc.bench(1, SNOVER)
    return sc.start(0, 3)


def test_torrential_pump_shuffles_three_energy_for_bench_damage():
    g = _wellspring()
    attack(g, "Torrential Pump")
    answer(g, "may", "Yes")
    assert g.decision.kind == "discard_energy"
    pick(g, "Basic Water Energy", "Basic Water Energy", "Basic Grass Energy")
    answer(g, "damage_target", "Kyogre")
    assert _damage(g) == 100
    assert [s["dmg"] for s in g.pl(1)["bench"]] == [120, 0]
    assert [g.name(c) for c in g.pl(0)["active"]["energy"]] == ["Basic Water Energy"]
    assert zone(g, 0, "deck") == ["Basic Grass Energy"] + ["Basic Water Energy"] * 3


def test_torrential_pump_declined_does_no_bench_damage():
    g = _wellspring()
    attack(g, "Torrential Pump")
    answer(g, "may", "No")
    assert _damage(g) == 100
    assert [s["dmg"] for s in g.pl(1)["bench"]] == [0, 0]
    assert len(g.pl(0)["active"]["energy"]) == 4


def test_bellowing_thunder_counts_basic_energy_discarded_from_any_of_your_pokemon():
    sc = Scenario()
    sc.active(0, RAGING_BOLT, energy=[LIGHTNING, FIGHTING, JET])
    sc.bench(0, KYOGRE, energy=[WATER, WATER])
    sc.active(1, SNOVER, ABOMASNOW)
    g = sc.start(0, 3)
    attack(g, "Bellowing Thunder")
    assert g.decision.kind == "discard_energy"
    labels = [o.label for o in g.decision.options]
    assert not any("Jet Energy" in label for label in labels)  # Basic Energy only
    assert (g.decision.min, g.decision.max) == (0, 4)
    pick(g, "Basic Lightning Energy", "Basic Water Energy (Kyogre")
    assert _damage(g) == 70 * 2
    assert zone(g, 0, "discard") == ["Basic Lightning Energy", "Basic Water Energy"]
    assert len(g.pl(0)["bench"][0]["energy"]) == 1


def test_flashing_spear_up_to_two_from_benched_pokemon_only():
    sc = Scenario()
    sc.active(0, EEVEE, JOLTEON_EX, energy=[LIGHTNING, LIGHTNING])
    sc.bench(0, KYOGRE, energy=[WATER, WATER, WATER])
    sc.active(1, SNOVER, ABOMASNOW)
    g = sc.start(0, 3)
    attack(g, "Flashing Spear")
    labels = [o.label for o in g.decision.options]
    assert all("Kyogre" in label for label in labels)  # none from the Active Pokémon
    assert (g.decision.min, g.decision.max) == (0, 2)
    pick(g, "Basic Water Energy", "Basic Water Energy")
    assert _damage(g) == 60 + 90 * 2


def test_destined_fight_knocks_out_both_active_pokemon():
    sc = Scenario()
    sc.active(0, MANKEY, PRIMEAPE, ANNIHILAPE, energy=[FIGHTING, FIGHTING])
    sc.bench(0, KYOGRE)
    sc.active(1, SNOVER, ABOMASNOW)
    sc.bench(1, KYOGRE)
    g = sc.start(0, 3)
    attack(g, "Destined Fight")
    assert "Annihilape" in zone(g, 0, "discard")
    assert "Mega Abomasnow ex" in zone(g, 1, "discard")
    assert g.decision.player == 0  # the turn player takes theirs first (PTCG:I-D)
    pick(g, "Prize card 1", "Prize card 2", "Prize card 3")
    answer(g, "prize", "Prize card 1")
    assert len(g.pl(0)["prizes"]) == 6 - 3  # Mega Abomasnow ex: 3 Prize cards
    assert len(g.pl(1)["prizes"]) == 6 - 1
    assert g.top(g.pl(0)["active"]).name == "Kyogre"
    assert g.top(g.pl(1)["active"]).name == "Kyogre"


# -- "If you don't have …, this attack does nothing" ---------------------------------------------
IRON_BOULDER = "sv8pt5-46"  # Adjusted Horn [P][C] 170
MESPRIT, UXIE, AZELF = "sv8-204", "sv8-78", "sv8-80"  # Guardian Burst [P][P] 160


def _boulder(hand: int, opponent_hand: int) -> Game:
    sc = Scenario()
    sc.active(0, IRON_BOULDER, energy=[PSYCHIC, PSYCHIC])
    sc.hand(0, *[WATER] * hand)
    sc.active(1, SNOVER, ABOMASNOW)
    sc.hand(1, *[WATER] * opponent_hand)
    return sc.start(0, 3)


def test_adjusted_horn_needs_the_same_hand_size():
    g = _boulder(2, 2)
    attack(g, "Adjusted Horn")
    assert _damage(g) == 170
    g = _boulder(2, 3)
    attack(g, "Adjusted Horn")
    assert _damage(g) == 0


def _mesprit(*bench: str) -> Game:
    sc = Scenario()
    sc.active(0, MESPRIT, energy=[PSYCHIC, PSYCHIC])
    for b in bench:
        sc.bench(0, b)
    sc.active(1, SNOVER, ABOMASNOW)
    return sc.start(0, 3)


def test_guardian_burst_needs_both_uxie_and_azelf_on_the_bench():
    g = _mesprit(UXIE, AZELF)
    attack(g, "Guardian Burst")
    assert _damage(g) == 160
    g = _mesprit(UXIE, KYOGRE)
    attack(g, "Guardian Burst")
    assert _damage(g) == 0


# -- healing the Bench, moving all Energy ---------------------------------------------------------
LEAFEON_EX = "sv8pt5-144"  # Stage 1 (Eevee); Moss Agate [G][R][W] 230
CASTFORM_SUNNY = "sv8-195"  # Sunny Assist [R][C] 50


def test_moss_agate_heals_only_benched_pokemon():
    sc = Scenario()
    sc.active(0, EEVEE, LEAFEON_EX, energy=[GRASS, FIRE, WATER], damage=50)
    sc.bench(0, KYOGRE, damage=120)
    sc.bench(0, SNOVER, damage=30)
    sc.active(1, SNOVER, ABOMASNOW)
    g = sc.start(0, 3)
    attack(g, "Moss Agate")
    assert _damage(g) == 230
    assert g.pl(0)["active"]["dmg"] == 50
    assert [s["dmg"] for s in g.pl(0)["bench"]] == [20, 0]


def test_sunny_assist_moves_all_energy_to_one_benched_pokemon():
    sc = Scenario()
    sc.active(0, CASTFORM_SUNNY, energy=[FIRE, WATER, GRASS])
    sc.bench(0, KYOGRE)
    sc.bench(0, SNOVER)
    sc.active(1, SNOVER, ABOMASNOW)
    g = sc.start(0, 3)
    attack(g, "Sunny Assist")
    assert (g.decision.min, g.decision.max) == (3, 3)  # all of them
    g.respond([0, 1, 2])
    answer(g, "move_energy", "Snover")
    assert _damage(g) == 50
    assert g.pl(0)["active"]["energy"] == []
    assert len(g.pl(0)["bench"][1]["energy"]) == 3


# -- "it" after a condition on the opponent's Active Pokémon; two sentences joined by "and" ------
BLACK_KYUREM_EX = "sv8-218"  # Ice Age [C][C][C] 90
HEARTHFLAME = "sv8pt5-148"  # Dynamic Blaze [R][R][R] 140+
UMBREON_EX = "sv8pt5-161"  # Stage 1 (Eevee); Onyx [L][P][D]


def _ice_age(defender: str) -> Game:
    sc = Scenario()
    sc.active(0, BLACK_KYUREM_EX, energy=[WATER] * 3)
    sc.active(1, defender)
    return sc.start(0, 3)


def test_ice_age_paralyzes_only_a_dragon_pokemon():
    g = _ice_age(PALKIA)  # Dragon
    attack(g, "Ice Age")
    assert g.pl(1)["active"]["sp"] == "paralyzed"
    g = _ice_age(KYOGRE)
    attack(g, "Ice Age")
    assert g.pl(1)["active"]["sp"] is None
    assert _damage(g) == 90


def _dynamic_blaze(defender: tuple[str, ...]) -> Game:
    sc = Scenario()
    sc.active(0, HEARTHFLAME, energy=[FIRE, FIRE, FIRE])
    sc.active(1, *defender)
    return sc.start(0, 3)


def test_dynamic_blaze_against_an_evolution_pokemon_discards_all_energy():
    g = _dynamic_blaze((SNOVER, ABOMASNOW))
    attack(g, "Dynamic Blaze")
    assert _damage(g) == 280
    assert g.pl(0)["active"]["energy"] == []


def test_dynamic_blaze_against_a_basic_pokemon_keeps_the_energy():
    g = _dynamic_blaze((KYOGRE,))
    attack(g, "Dynamic Blaze")
    assert _damage(g) == 140
    assert len(g.pl(0)["active"]["energy"]) == 3


def test_onyx_discards_all_energy_and_takes_a_prize_card():
    sc = Scenario()
    sc.active(0, EEVEE, UMBREON_EX, energy=[LIGHTNING, PSYCHIC, DARK])
    sc.active(1, KYOGRE)
    g = sc.start(0, 3)
    attack(g, "Onyx")
    answer(g, "prize", "Prize card 1")
    assert len(g.pl(0)["prizes"]) == 5
    assert g.pl(0)["active"]["energy"] == []
    assert _damage(g) == 0


# -- "Flip a coin for each …" --------------------------------------------------------------------
EXEGGCUTE, EXEGGUTOR = "sv8-1", "sv8-3"  # Barrage O'Clock [G] 60x


def test_barrage_o_clock_flips_a_coin_for_each_energy_on_both_active_pokemon():
    for seed in range(4):
        sc = Scenario(seed=seed)
        sc.active(0, EXEGGCUTE, EXEGGUTOR, energy=[GRASS, GRASS])
        sc.active(1, SNOVER, ABOMASNOW, energy=[WATER, WATER, WATER])
        g = sc.start(0, 3)
        start = len(g.s["log"])
        attack(g, "Barrage O'Clock")
        coins = [e["result"] for e in g.s["log"][start:] if e["type"] == "coin"]
        assert len(coins) == 5
        assert _damage(g) == 60 * coins.count("heads")


# -- "If you do, heal all damage from that Pokémon" after an attachment ----------------------------
LEAFEON = "sv8pt5-5"  # Stage 1 (Eevee); Leaflet Blessings


def test_leaflet_blessings_heals_the_benched_pokemon_it_attached_to():
    sc = Scenario()
    sc.active(0, EEVEE, LEAFEON, energy=[GRASS])
    sc.bench(0, KYOGRE, damage=100)
    sc.bench(0, SNOVER, damage=40)
    sc.active(1, SNOVER, ABOMASNOW)
    sc.hand(0, GRASS, WATER)
    g = sc.start(0, 3)
    attack(g, "Leaflet Blessings")
    answer(g, "choose_cards", "Basic Grass Energy")
    answer(g, "attach", "Kyogre")
    kyogre, snover = g.pl(0)["bench"]
    assert [g.name(c) for c in kyogre["energy"]] == ["Basic Grass Energy"]
    assert kyogre["dmg"] == 0 and snover["dmg"] == 40
    assert zone(g, 0, "hand") == ["Basic Water Energy"]
