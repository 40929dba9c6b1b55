"""What happens when a Pokémon "is Knocked Out by damage from an attack from your opponent's
Pokémon": Knock Out step 2, before the Pokémon and its cards are discarded (PTCG:I-D,
II-E-04). Each test has the opponent's Snover (Beat, 10 damage) Knock Out a Pokémon left
at 10 HP and checks what the text did."""

from __future__ import annotations

import tcgsim.pokemon  # noqa: F401  (registers handlers and card implementations)
from tcgsim.pokemon.game import Game
from tcgsim.pokemon.scenario import Scenario
from tests.helpers import (
    KYOGRE,
    MEGA_ABOMASNOW,
    PIKACHU_EX,
    SNOVER,
    answer,
    attack,
    do,
    events,
    pick,
)

SHEDINJA = "me1-61"  # Fragile Husk, 60 HP
MEGA_GENGAR_EX = "me2-56"  # Shadowy Concealment, 350 HP
TR_KOFFING = "sv10-125"  # Darkness, 70 HP
TOGEKISS = "me2pt5-235"  # Wonder Kiss
HUNTAIL = "sv10-55"  # Diver's Catch
GENGAR = "me3-50"  # Infinite Shadow, Stage 2, 130 HP
RIBOMBEE = "sv5-76"  # Plentiful Pollen [C] 30
AMULET_OF_HOPE = "sv8-162"
GOLISOPOD = "me4-26"  # Critical Slash [W] 30
MARSHADOW = "me1-80"  # Shadowy Side Kick [F][F] 60
FIGHTING = "sve-6"
GENGAR_EX = "me30c-154"  # Fainting Spell, 280 HP
MIRAIDON = "me5-28"  # Photon Cord, 120 HP
LIGHTNING, WATER = "sve-4", "sve-3"


def _knocked_out(active: str, hp: int, energy: list[str] | None = None,
                 bench: tuple[str, ...] = (KYOGRE,), coin: bool | None = None,
                 where: str = "active") -> Game:
    sc = Scenario()
    if where == "active":
        sc.active(0, active, energy=energy or [], damage=hp - 10)
    else:
        sc.active(0, KYOGRE)
    for b in bench:
        sc.bench(0, b)
    sc.active(1, SNOVER, energy=[WATER])
    sc.bench(1, KYOGRE)
    g = sc.start(1, 3)
    if coin is not None:
        g.rng.force(coin)
    attack(g, "Beat")
    return g


def _take_prizes(g: Game) -> None:
    while g.decision is not None and g.decision.kind == "prize":
        g.respond(list(range(g.decision.min)))


def test_fainting_spell_heads_knocks_out_the_attacking_pokemon():
    g = _knocked_out(GENGAR_EX, 280, coin=True)
    assert events(g, "knocked_out", pokemon="Gengar ex")
    _take_prizes(g)
    assert events(g, "knocked_out", pokemon="Snover")


def test_fainting_spell_tails_does_nothing():
    g = _knocked_out(GENGAR_EX, 280, coin=False)
    assert events(g, "knocked_out", pokemon="Gengar ex")
    _take_prizes(g)
    assert not events(g, "knocked_out", pokemon="Snover")


def test_photon_cord_moves_up_to_2_basic_lightning_energy_to_the_bench():
    g = _knocked_out(MIRAIDON, 120, energy=[LIGHTNING] * 3)
    pick(g, "Basic Lightning Energy", "Basic Lightning Energy")
    answer(g, "move_energy", "Kyogre")
    kyogre = g.pl(0)["bench"][0]
    assert [g.name(c) for c in kyogre["energy"]] == ["Basic Lightning Energy"] * 2
    assert sum(g.name(c) == "Basic Lightning Energy" for c in g.pl(0)["discard"]) == 1


def test_photon_cord_may_move_none():
    g = _knocked_out(MIRAIDON, 120, energy=[LIGHTNING])
    assert g.decision.kind == "move_energy" and g.decision.min == 0
    g.respond([])
    assert g.pl(0)["bench"][0]["energy"] == []


def _by_pikachu_ex(active: str, hp: int, bench: tuple[str, ...] = (KYOGRE,)) -> Game:
    """The opponent's Pikachu ex (Thunderbolt, 120) Knocks Out player 0's Active Pokémon."""
    sc = Scenario()
    sc.active(0, active, damage=hp - 10)
    for b in bench:
        sc.bench(0, b)
    sc.active(1, PIKACHU_EX, energy=[LIGHTNING] * 3)
    g = sc.start(1, 3)
    attack(g, "Thunderbolt")
    return g


def _prizes_owed(g: Game) -> int:
    d = g.decision
    return d.min if d is not None and d.kind == "prize" else 0


def test_fragile_husk_no_prize_for_a_knock_out_by_a_pokemon_ex():
    g = _by_pikachu_ex(SHEDINJA, 60)
    assert events(g, "knocked_out", pokemon="Shedinja")
    assert _prizes_owed(g) == 0 and len(g.pl(1)["prizes"]) == 6


def test_fragile_husk_a_prize_as_usual_for_a_knock_out_by_another_pokemon():
    g = _knocked_out(SHEDINJA, 60)
    assert _prizes_owed(g) == 1


def test_shadowy_concealment_one_fewer_prize_for_your_darkness_pokemon():
    g = _by_pikachu_ex(TR_KOFFING, 70, bench=(MEGA_GENGAR_EX,))
    assert events(g, "knocked_out", pokemon="Team Rocket's Koffing")
    assert _prizes_owed(g) == 0 and len(g.pl(1)["prizes"]) == 6
    g = _knocked_out(TR_KOFFING, 70, bench=(MEGA_GENGAR_EX,))  # Snover is no Pokémon ex
    assert _prizes_owed(g) == 1


def test_shadowy_concealment_does_not_stack():
    g = _by_pikachu_ex(MEGA_GENGAR_EX, 350, bench=(MEGA_GENGAR_EX,))
    assert events(g, "knocked_out", pokemon="Mega Gengar ex")
    assert _prizes_owed(g) == 3 - 1


def _knocks_out_opponent(bench: tuple[str, ...], coins: tuple[bool, ...]) -> Game:
    """Player 0's Snover Knocks Out the opponent's damaged Kyogre (150 HP)."""
    sc = Scenario()
    sc.active(0, SNOVER, energy=[WATER])
    for b in bench:
        sc.bench(0, b)
    sc.active(1, KYOGRE, damage=140)
    sc.bench(1, KYOGRE)
    g = sc.start(0, 3)
    g.rng.force(*coins)
    attack(g, "Beat")
    return g


def test_wonder_kiss_heads_takes_1_more_prize():
    g = _knocks_out_opponent((TOGEKISS,), (True,))
    assert _prizes_owed(g) == 2
    g = _knocks_out_opponent((TOGEKISS,), (False,))
    assert _prizes_owed(g) == 1


def test_wonder_kiss_does_not_stack():
    g = _knocks_out_opponent((TOGEKISS, TOGEKISS), (True, True))
    assert len(events(g, "coin")) == 1  # one Togekiss answers, one coin
    assert _prizes_owed(g) == 2


def test_divers_catch_puts_basic_water_energy_into_the_hand():
    g = _knocked_out(KYOGRE, 150, energy=[WATER, WATER], bench=(HUNTAIL,))
    answer(g, "may", "Use it")
    assert [g.name(c) for c in g.pl(0)["hand"]] == ["Basic Water Energy"] * 2
    assert "Basic Water Energy" not in [g.name(c) for c in g.pl(0)["discard"]]


def test_divers_catch_may_be_declined():
    g = _knocked_out(KYOGRE, 150, energy=[WATER, WATER], bench=(HUNTAIL,))
    answer(g, "may", "Don't")
    assert [g.name(c) for c in g.pl(0)["discard"]].count("Basic Water Energy") == 2


def test_infinite_shadow_puts_gengar_into_the_hand_and_discards_the_rest():
    g = _knocked_out(GENGAR, 130, energy=[WATER])
    assert [g.name(c) for c in g.pl(0)["hand"]] == ["Gengar"]
    assert [g.name(c) for c in g.pl(0)["discard"]] == ["Basic Water Energy"]
    assert _prizes_owed(g) == 1  # the opponent still takes a Prize card


def test_amulet_of_hope_searches_3_cards_when_its_pokemon_is_knocked_out():
    sc = Scenario()
    sc.active(0, KYOGRE, damage=140, tools=[AMULET_OF_HOPE])
    sc.bench(0, KYOGRE)
    sc.deck(0, SNOVER, GENGAR, LIGHTNING, WATER, pad=True)
    sc.active(1, SNOVER, energy=[WATER])
    g = sc.start(1, 3)
    attack(g, "Beat")
    assert events(g, "trigger", card="Amulet of Hope")
    pick(g, "Snover", "Gengar", "Basic Lightning Energy")
    assert sorted(g.name(c) for c in g.pl(0)["hand"]) == ["Basic Lightning Energy", "Gengar",
                                                           "Snover"]


def test_amulet_of_hope_not_for_a_knock_out_on_its_owners_turn():
    sc = Scenario()
    sc.active(0, SNOVER, energy=[WATER], damage=80, tools=[AMULET_OF_HOPE],
              conditions=["poisoned"])
    sc.bench(0, KYOGRE)
    sc.active(1, KYOGRE)
    g = sc.start(0, 3)
    do(g, "end")  # Poison Knocks Out Snover during Pokémon Checkup
    assert events(g, "knocked_out", pokemon="Snover")
    assert not events(g, "trigger")


def _slash(attacker: str, energy: list[str], name: str, knock_out: bool = True) -> Game:
    """Player 0 attacks the opponent's Kyogre left at 10 HP (then the Benched Snover comes in),
    or their Snover (not Knocked Out); Snover uses Beat on the attacker during the next turn."""
    sc = Scenario()
    sc.active(0, attacker, energy=energy)
    if knock_out:
        sc.active(1, KYOGRE, damage=140)
        sc.bench(1, SNOVER, energy=[WATER])
    else:
        sc.active(1, SNOVER, energy=[WATER])
    g = sc.start(0, 3)
    attack(g, name)
    _take_prizes(g)
    if g.decision.kind == "promote":
        answer(g, "promote", "Snover")
    return g


def test_critical_slash_protects_golisopod_after_a_knock_out():
    g = _slash(GOLISOPOD, [WATER], "Critical Slash")
    assert events(g, "knocked_out", pokemon="Kyogre")
    attack(g, "Beat")
    assert g.pl(0)["active"]["dmg"] == 0


def test_critical_slash_no_protection_without_a_knock_out():
    g = _slash(GOLISOPOD, [WATER], "Critical Slash", knock_out=False)
    assert g.pl(1)["active"]["dmg"] == 30
    attack(g, "Beat")
    assert g.pl(0)["active"]["dmg"] == 10


def test_shadowy_side_kick_same_text_same_protection():
    g = _slash(MARSHADOW, [FIGHTING, FIGHTING], "Shadowy Side Kick")
    attack(g, "Beat")
    assert g.pl(0)["active"]["dmg"] == 0


def _pollen(kyogre_damage: int) -> Game:
    sc = Scenario()
    sc.active(0, RIBOMBEE, energy=[WATER])
    sc.active(1, KYOGRE, damage=kyogre_damage)  # 150 HP
    sc.bench(1, KYOGRE)
    g = sc.start(0, 3)
    attack(g, "Plentiful Pollen")
    return g


def test_plentiful_pollen_2_more_prizes_for_a_knock_out_during_your_next_turn():
    g = _pollen(100)
    do(g, "end")  # the opponent's turn
    attack(g, "Plentiful Pollen")  # 130 + 30: Knocked Out during player 0's next turn
    assert events(g, "knocked_out", pokemon="Kyogre")
    assert _prizes_owed(g) == 3


def test_plentiful_pollen_not_for_the_knock_out_of_this_turn():
    g = _pollen(120)  # Knocked Out by this very attack
    assert _prizes_owed(g) == 1


HEAVY_BATON = "sv5-151"


def _baton(active: str, hp: int) -> Game:
    sc = Scenario()
    sc.active(0, active, energy=[WATER] * 3, damage=hp - 10, tools=[HEAVY_BATON])
    sc.bench(0, KYOGRE)
    sc.bench(0, SNOVER)
    sc.active(1, SNOVER, energy=[WATER])
    g = sc.start(1, 3)
    attack(g, "Beat")
    return g


def test_heavy_baton_moves_up_to_3_basic_energy_to_the_bench_any_way():
    g = _baton(MEGA_ABOMASNOW, 350)  # Retreat Cost 4
    assert events(g, "trigger", card="Heavy Baton")
    pick(g, "Basic Water Energy", "Basic Water Energy")
    answer(g, "move_energy", "Kyogre")
    answer(g, "move_energy", "Snover")
    kyogre, snover = g.pl(0)["bench"]
    assert len(kyogre["energy"]) == 1 and len(snover["energy"]) == 1
    assert [g.name(c) for c in g.pl(0)["discard"]].count("Basic Water Energy") == 1


def test_heavy_baton_only_for_a_retreat_cost_of_exactly_4():
    g = _baton(KYOGRE, 150)  # Retreat Cost 3
    assert not events(g, "trigger")
    assert [g.name(c) for c in g.pl(0)["discard"]].count("Basic Water Energy") == 3
