"""Passive Abilities: what holds "as long as" the Pokémon is in play (PTCG:II-E-13), asked
by the rules at the point it matters (tcgsim.pokemon.rules.continuous)."""

from __future__ import annotations

from tcgsim.pokemon.effects.script import OPS
from tcgsim.pokemon.game import Game
from tcgsim.pokemon.scenario import Scenario
from tests.helpers import attack

MUDSDALE = "sv10-108"  # Mud Coat: takes 30 less damage; Heavy Impact FFC 130; Weakness Grass
SYLVEON = "sv8pt5-40"  # Safeguard: prevent all damage by attacks from opponent's Pokémon ex
PIDGEOT_EX = "sv3-217"  # Stage 2 ex; Quick Search; Blustery Wind CC 120
CHARMANDER = "me2-11"  # Agile: no Energy attached -> no Retreat Cost (printed 2)
TOEDSCRUEL = "sv9-89"  # Secret Forest Path: on Bench, your Active's Retreat Cost 2 less
GASTRODON = "sv8-107"  # Sticky Bind: on Bench, Benched Stage 2 Pokémon have no Abilities
HOOTHOOT = "sv8pt5-77"  # Insomnia: can't be Asleep
LATIAS_EX = "sv8-239"  # Skyliner: your Basic Pokémon in play have no Retreat Cost
FURFROU = "sv8pt5-88"  # Basic, Retreat 1; Fur Coat: takes 20 less damage
BRAMBLEGHAST = "sv5-21"  # 100 HP; Resilient Soul: +50 HP for each Prize card opponent took
KYOGRE = "me1-34"  # Basic, 150 HP
FIGHTING, WATER = "sve-6", "sve-3"


def _damage_events(g: Game, start: int) -> list[int]:
    return [e["amount"] for e in g.log[start:] if e["type"] == "damage"]


def test_takes_less_damage_at_step_5():
    """PTCG:II-E-13: Mudsdale's Mud Coat holds while it is in play: Heavy Impact (130) against
    it does 130 − 30 = 100 at damage step 5."""
    sc = Scenario()
    sc.active(0, MUDSDALE, energy=[FIGHTING] * 3)
    sc.active(1, MUDSDALE)
    g = sc.start(0, 3)
    n = len(g.log)
    attack(g, "Heavy Impact")
    assert _damage_events(g, n) == [100]
    (e,) = [e for e in g.log[n:] if e["type"] == "damage"]
    assert {"step": 5, "what": "Mud Coat (Ability)", "value": 100} in e["trace"]


def test_prevent_damage_from_pokemon_ex_only():
    """PTCG:II-E-13: Sylveon's Safeguard prevents the damage of an opponent's Pokémon ex
    (Pidgeot ex), not of a Pokémon without a Rule Box (Mudsdale)."""
    sc = Scenario()
    sc.active(0, PIDGEOT_EX, energy=[WATER] * 2)
    sc.active(1, SYLVEON)
    g = sc.start(0, 3)
    n = len(g.log)
    attack(g, "Blustery Wind")
    assert _damage_events(g, n) == [0]
    assert g.pl(1)["active"]["dmg"] == 0

    sc = Scenario()
    sc.active(0, MUDSDALE, energy=[FIGHTING] * 3)
    sc.active(1, SYLVEON)
    g = sc.start(0, 3)
    n = len(g.log)
    attack(g, "Heavy Impact")
    assert _damage_events(g, n) == [130]
    assert "Sylveon" in [g.name(c) for c in g.pl(1)["discard"]]


def test_no_retreat_cost_while_no_energy(t):
    """PTCG:II-E-13: Charmander's Agile: with no Energy attached its Retreat Cost is 0 (it
    may retreat with none); with 1 Energy the printed cost 2 is back and it cannot."""
    sc = Scenario()
    sc.active(0, CHARMANDER)
    sc.bench(0, KYOGRE)
    sc.active(1, KYOGRE)
    g = sc.start(0, 3)
    assert t.offered(g, "retreat")

    sc = Scenario()
    sc.active(0, CHARMANDER, energy=[WATER])
    sc.bench(0, KYOGRE)
    sc.active(1, KYOGRE)
    g = sc.start(0, 3)
    assert not t.offered(g, "retreat")


def test_bench_only_retreat_reduction(t):
    """PTCG:II-E-13: Toedscruel's Secret Forest Path works only while it is on the Bench:
    Mudsdale (Retreat 3) then retreats for 1 Energy; with Toedscruel Active it does nothing
    for itself (Retreat 2 with 1 Energy: no retreat)."""
    sc = Scenario()
    sc.active(0, MUDSDALE, energy=[WATER])
    sc.bench(0, TOEDSCRUEL)
    sc.active(1, KYOGRE)
    g = sc.start(0, 3)
    assert t.offered(g, "retreat")
    t.do(g, "retreat")
    assert g.top(g.pl(0)["active"]).name == "Toedscruel"
    assert t.zone(g, 0, "discard") == ["Basic Water Energy"]

    sc = Scenario()
    sc.active(0, TOEDSCRUEL, energy=[WATER])
    sc.bench(0, MUDSDALE)
    sc.active(1, KYOGRE)
    g = sc.start(0, 3)
    assert not t.offered(g, "retreat")


def test_your_basic_pokemon_have_no_retreat_cost(t):
    """PTCG:II-E-13: Latias ex's Skyliner: your Basic Furfrou retreats with no Energy; the
    opponent's Basic Pokémon are not affected."""
    sc = Scenario()
    sc.active(0, FURFROU)
    sc.bench(0, LATIAS_EX)
    sc.active(1, FURFROU)
    sc.bench(1, KYOGRE)
    g = sc.start(0, 3)
    assert t.offered(g, "retreat")
    t.do(g, "end")
    assert g.current == 1
    assert not t.offered(g, "retreat")


def test_benched_stage_2_have_no_abilities(t):
    """PTCG:II-E-13: Gastrodon's Sticky Bind (from the Bench): a Benched Pidgeot ex has no
    Abilities (Quick Search is not offered); an Active one keeps it; a Gastrodon in the
    Active Spot blocks nothing."""
    def quick_search_offered(active: str, bench: list[str]) -> bool:
        sc = Scenario()
        sc.active(0, active)
        for b in bench:
            sc.bench(0, b)
        sc.active(1, KYOGRE)
        g = sc.start(0, 3)
        return any(g.top(g.slot(a[1])).name == "Pidgeot ex" for a in t.offered(g, "ability"))

    assert not quick_search_offered(KYOGRE, [PIDGEOT_EX, GASTRODON])
    assert quick_search_offered(PIDGEOT_EX, [GASTRODON])
    assert quick_search_offered(GASTRODON, [PIDGEOT_EX])


def test_cant_be_asleep():
    """PTCG:II-E-13: Hoothoot's Insomnia: an effect that would make it Asleep does nothing;
    Paralyzed still applies."""
    sc = Scenario()
    sc.active(0, KYOGRE)
    sc.active(1, HOOTHOOT)
    g = sc.start(0, 3)
    f = {"p": 0, "src": g.pl(0)["active"]["id"]}
    OPS["apply_condition"](g, f, condition="asleep")
    assert g.pl(1)["active"]["sp"] is None
    OPS["apply_condition"](g, f, condition="paralyzed")
    assert g.pl(1)["active"]["sp"] == "paralyzed"


def test_hp_changes_with_prizes_taken(t):
    """PTCG:II-E-13: Brambleghast's Resilient Soul: +50 HP for each Prize card the opponent
    has taken, asked whenever HP matters: 100 damage Knocks it Out at 6 Prize cards left
    but not after the opponent took one (150 HP)."""
    # Brambleghast's Powerful Needles is not implemented yet: only its Ability is tested
    sc = Scenario(allow_unplayable=True)
    sc.active(0, KYOGRE)
    sc.bench(0, BRAMBLEGHAST, damage=100)
    sc.active(1, KYOGRE)
    sc.prizes(1, n=5)
    g = sc.start(0, 3)
    bramble = g.pl(0)["bench"][0]
    assert g.hp(bramble) == 150
    t.do(g, "end")
    assert g.pl(0)["bench"] and g.top(g.pl(0)["bench"][0]).name == "Brambleghast"

    sc = Scenario(allow_unplayable=True)
    sc.active(0, KYOGRE)
    sc.bench(0, BRAMBLEGHAST, damage=100)
    sc.active(1, KYOGRE)
    g = sc.start(0, 3)
    assert g.hp(g.pl(0)["bench"][0]) == 100
    t.do(g, "end")  # the Knock Out check of the Pokémon Checkup finds it
    assert "Brambleghast" in t.zone(g, 0, "discard")
