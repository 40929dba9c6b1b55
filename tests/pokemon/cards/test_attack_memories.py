"""Attacks that remember earlier turns: "During your next turn, this Pokémon's <attack> attack
does N more damage / 's base damage is N" (PTCG:II-E-02), "If this Pokémon used <attack> during
your last turn" (the attacks a player declared, rules.attack.remember_attack), "You can use
this attack only if …" / "… this attack can't be used", "If this Pokémon was damaged by an
attack during your opponent's last turn, this attack does that much more damage", and "If you
played an Ancient / Future Supporter card / <name> from your hand during this turn"
(PTCG:II-E-25). Each test plays the turns and checks the damage placed or what is offered."""

from __future__ import annotations

import tcgsim.pokemon  # noqa: F401  (registers handlers and card implementations)
from tcgsim.pokemon.game import Game
from tcgsim.pokemon.rules.attack import attacks_of, usable_attacks
from tcgsim.pokemon.scenario import Scenario
from tests.helpers import answer, attack, do, end_turn, events, pick, zone

LUCARIO_EX = "sv8pt5-51"  # Aura Uppercut 50 [F]; Tornado Rush 100 [F][C]
METAGROSS = "sv5-178"  # Meteor Mash 60 [M]; Luster Blast 200 [M][C][C][C]
WATCHOG = "rsv10pt5-153"  # Focus Energy [C]; Hyper Fang 80 [C], tails: nothing
FALINKS = "sv7-88"  # Form Ranks [C]; All-Out Attack 30+ [C][C]
MILTANK = "sv8pt5-81"  # Rollout 20 [C]; Moomoo Rolling 100 [C][C], only after Rollout
WEEZING = "sv9-92"  # Pervasive Gas 30 [D]; Crazy Blast 50+ [D][C]
KORAIDON = "sv8-116"  # Ancient; Unrelenting Onslaught 30+ [C][C]; Hammer In 110
GREAT_TUSK = "sv8pt5-55"  # Ancient; Land Collapse [C][C]; Giant Tusk 160
LYCANROC = "me30c-138"  # Counter 10+ [F]
IRON_VALIANT = "sv5-80"  # Future; Majestic Sword 100+ [P][P][C]
MALAMAR = "sv6pt5-34"  # Colluding Tentacles [D]

EXPLORER = "sv5-147"  # Explorer's Guidance (Ancient Supporter)
TURO = "sv4-171"  # Professor Turo's Scenario (Future Supporter)
XEROSIC = "sv6pt5-64"  # Xerosic's Machinations

LATIAS_EX = "me1-100"  # 280 HP, no Weakness or Resistance: takes the damage as counted
SNOVER = "me1-35"  # Water, Beat 10 for [W]
KYOGRE = "me1-34"  # 150 HP
FIGHTING, METAL, DARKNESS, PSYCHIC, WATER = "sve-6", "sve-8", "sve-7", "sve-5", "sve-3"


def _game(attacker: str, energy: list[str], *, bench: tuple[str, ...] = (), hand: tuple[str, ...] = (),
          defender: str = LATIAS_EX, their_bench: tuple[str, ...] = (SNOVER,)) -> Game:
    sc = Scenario()
    sc.active(0, attacker, energy=energy)
    for b in bench:
        sc.bench(0, b)
    sc.active(1, defender)
    for b in their_bench:
        sc.bench(1, b)
    sc.hand(0, *hand)
    sc.deck(0, *[SNOVER] * 8)
    sc.deck(1, *[SNOVER] * 8)
    return sc.start(0, 3)


def _dealt(g: Game, start: int = 0) -> list[int]:
    """The amounts of the attack damage placed since event ``start``."""
    return [e["amount"] for e in events(g, "damage", start) if not e.get("itself")]


def _next_turn(g: Game) -> int:
    """After an attack (which ends the turn): end the opponent's turn; the index of the next
    event."""
    end_turn(g)
    return len(g.s["log"])


# -- "During your next turn, this Pokémon's <attack> attack does N more damage" ------------------
def test_tornado_rush_does_more_the_next_turn_only():
    g = _game(LUCARIO_EX, [FIGHTING, FIGHTING])
    attack(g, "Tornado Rush")
    assert _dealt(g) == [100]
    mark = _next_turn(g)
    attack(g, "Tornado Rush")
    assert _dealt(g, mark) == [200]  # 100 + 100 at step 2


def test_next_turn_bonus_is_for_the_named_attack_only():
    g = _game(METAGROSS, [METAL, METAL, METAL, METAL])
    attack(g, "Meteor Mash")
    mark = _next_turn(g)
    attack(g, "Luster Blast")
    assert _dealt(g, mark) == [200]  # not 260


def test_next_turn_bonus_ends_when_the_pokemon_moves_to_the_bench():
    g = _game(LUCARIO_EX, [FIGHTING, FIGHTING, FIGHTING, FIGHTING], bench=(SNOVER,))
    attack(g, "Tornado Rush")
    end_turn(g)
    first = g.pl(0)["active"]
    assert [fx["kind"] for fx in first["fx"]] == ["dmg_dealt"]
    do(g, "retreat")
    while g.decision.kind != "main":
        g.respond([0])
    assert g.pl(0)["bench"][0] is first and first["fx"] == []  # an attack's effect ends


def test_base_damage_is_240_the_next_turn():
    g = _game(WATCHOG, [WATER])
    attack(g, "Focus Energy")
    mark = _next_turn(g)
    g.rng.force(True)
    attack(g, "Hyper Fang")
    assert _dealt(g, mark) == [240]
    mark = _next_turn(g)
    g.rng.force(True)
    attack(g, "Hyper Fang")
    assert _dealt(g, mark) == [80]  # the turn after: printed again


# -- "If this Pokémon used <attack> during your last turn" ---------------------------------------
def test_all_out_attack_after_form_ranks():
    g = _game(FALINKS, [WATER, WATER])
    attack(g, "All-Out Attack")
    assert _dealt(g) == [30]
    g = _game(FALINKS, [WATER, WATER])
    attack(g, "Form Ranks")
    pick(g, "Snover")
    mark = _next_turn(g)
    attack(g, "All-Out Attack")
    assert _dealt(g, mark) == [120]  # 30 + 90


def test_crazy_blast_only_right_after_pervasive_gas():
    g = _game(WEEZING, [DARKNESS, DARKNESS])
    attack(g, "Pervasive Gas")
    mark = _next_turn(g)
    attack(g, "Crazy Blast")
    assert _dealt(g, mark) == [170]  # 50 + 120
    mark = _next_turn(g)
    attack(g, "Crazy Blast")  # last turn it used Crazy Blast
    assert _dealt(g, mark) == [50]


def _retreat_to(g: Game, name: str) -> int:
    """Retreat the Active Pokémon (paying with the first Energy offered), promote ``name``;
    the index of the next event."""
    do(g, "retreat")
    while g.decision.kind != "main":
        pick(g, name) if g.decision.kind == "promote" else g.respond([0])
    return len(g.s["log"])


def test_another_pokemons_attack_is_not_this_pokemons():
    g = _game(WEEZING, [DARKNESS, DARKNESS, DARKNESS, DARKNESS], bench=(WEEZING,))
    g.pl(0)["bench"][0]["energy"] = [g.pl(0)["active"]["energy"].pop() for _ in (0, 1)]
    attack(g, "Pervasive Gas")
    end_turn(g)
    mark = _retreat_to(g, "Weezing")
    attack(g, "Crazy Blast")  # this Weezing did not use Pervasive Gas
    assert _dealt(g, mark) == [50]


def test_moomoo_rolling_only_after_rollout():
    g = _game(MILTANK, [WATER, WATER])
    names = [attacks_of(g, g.pl(0)["active"])[i].name for i in usable_attacks(g, 0)]
    assert names == ["Rollout"]
    attack(g, "Rollout")
    _next_turn(g)
    names = [attacks_of(g, g.pl(0)["active"])[i].name for i in usable_attacks(g, 0)]
    assert names == ["Rollout", "Moomoo Rolling"]
    attack(g, "Moomoo Rolling")
    _next_turn(g)
    names = [attacks_of(g, g.pl(0)["active"])[i].name for i in usable_attacks(g, 0)]
    assert names == ["Rollout"]


def test_unrelenting_onslaught_after_another_ancient_pokemons_attack():
    g = _game(GREAT_TUSK, [WATER] * 8, bench=(KORAIDON,))
    g.pl(0)["bench"][0]["energy"] = [g.pl(0)["active"]["energy"].pop() for _ in (0, 1)]
    attack(g, "Land Collapse")
    end_turn(g)
    mark = _retreat_to(g, "Koraidon")
    attack(g, "Unrelenting Onslaught")
    assert _dealt(g, mark) == [180]  # 30 + 150
    mark = _next_turn(g)
    attack(g, "Unrelenting Onslaught")  # only Koraidon itself attacked last turn
    assert _dealt(g, mark) == [30]


# -- "If this Pokémon was damaged by an attack during your opponent's last turn" ----------------
def test_counter_adds_the_damage_taken_last_turn():
    sc = Scenario()
    sc.active(0, SNOVER, energy=[WATER])
    sc.active(1, LYCANROC, energy=[FIGHTING])
    sc.deck(0, *[SNOVER] * 8)
    sc.deck(1, *[SNOVER] * 8)
    g = sc.start(0, 3)
    attack(g, "Beat")  # 10 to Lycanroc
    mark = len(g.s["log"])
    attack(g, "Counter")
    assert _dealt(g, mark) == [20]  # 10 + 10
    end_turn(g)
    mark = len(g.s["log"])
    attack(g, "Counter")  # nothing hit it during the opponent's last turn
    assert _dealt(g, mark) == [10]


# -- "If you played a <kind of> Supporter card / <name> from your hand during this turn" ---------
def test_majestic_sword_after_a_future_supporter():
    g = _game(IRON_VALIANT, [PSYCHIC, PSYCHIC, PSYCHIC], hand=(TURO,), bench=(SNOVER,))
    attack(g, "Majestic Sword")
    assert _dealt(g) == [100]
    g = _game(IRON_VALIANT, [PSYCHIC, PSYCHIC, PSYCHIC], hand=(TURO,), bench=(SNOVER,))
    do(g, "trainer", "Professor Turo's Scenario")
    answer(g, "to_hand", "Snover")
    mark = len(g.s["log"])
    attack(g, "Majestic Sword")
    assert _dealt(g, mark) == [200]


def test_land_collapse_discards_3_more_after_an_ancient_supporter():
    g = _game(GREAT_TUSK, [WATER, WATER], hand=(EXPLORER,))
    attack(g, "Land Collapse")
    assert len(g.pl(1)["discard"]) == 1
    g = _game(GREAT_TUSK, [WATER, WATER], hand=(EXPLORER,))
    do(g, "trainer", "Explorer's Guidance")
    while g.decision.kind != "main":
        g.respond(list(range(g.decision.min)))
    attack(g, "Land Collapse")
    assert len(g.pl(1)["discard"]) == 4
    assert zone(g, 1, "discard") == ["Snover"] * 4


def test_colluding_tentacles_does_nothing_without_xerosic():
    g = _game(MALAMAR, [DARKNESS], their_bench=(KYOGRE,))
    attack(g, "Colluding Tentacles")
    assert g.top(g.pl(1)["active"]).name == "Mega Latias ex"  # nothing, not even the switch
    assert _dealt(g) == []


def test_colluding_tentacles_after_xerosics_machinations():
    sc = Scenario()
    sc.active(0, MALAMAR, energy=[DARKNESS])
    sc.active(1, LATIAS_EX)
    sc.bench(1, KYOGRE)
    sc.hand(0, XEROSIC)
    sc.hand(1, SNOVER, SNOVER, SNOVER, SNOVER, SNOVER)
    g = sc.start(0, 3)
    do(g, "trainer", "Xerosic's Machinations")
    while g.decision.kind != "main":  # the opponent discards down to 3 cards
        g.respond(list(range(g.decision.min)))
    mark = len(g.s["log"])
    attack(g, "Colluding Tentacles")
    assert g.top(g.pl(1)["active"]).name == "Kyogre"  # switched in, then 120 damage to it
    assert _dealt(g, mark) == [120]
