"""Triggered and declared Abilities, and the game records conditions ask about (part II-E)."""

from __future__ import annotations

from tcgsim.pokemon.game import Game
from tcgsim.pokemon.rules.continuous import unaffected_by_trainer
from tcgsim.pokemon.rules.triggers import evolved_from_this_turn, knocked_out_last_turn
from tcgsim.pokemon.scenario import Scenario
from tests.helpers import answer, attack

MUDSDALE = "sv10-108"  # 150 HP, Heavy Impact FFC 130
GOLEM = "swsh8-137"  # 180 HP; Desperate Blast: Active, KO'd by attack -> 10 counters on attacker
BRAMBLIN, BRAMBLEGHAST = "me2-46", "me2-47"  # Prison Panic: on evolving, opponent Confused
CHIEN_PAO = "sv8-56"  # Snow Sink: when played onto your Bench, you may discard a Stadium
ARTAZON = "sv2-171"  # a Stadium
PIDGEOT_EX = "sv3-217"  # Quick Search: once during your turn; not more than 1 each turn
SIGILYPH = "sv9-64"  # N's Sigilyph, Victory Symbol: exactly 1 Prize card left -> you win
GALVANTULA = "sm9-48"  # Unnerve (the guide's example for PTCG:II-E-29)
BOSS = "sv2-265"  # Boss's Orders (Supporter)
GIMMIGHOUL, GHOLDENGO = "sv8-97", "sv8-131"
ABRA, KADABRA = "me1-54", "me1-55"  # Psychic Draw: on evolving, you may draw 2 cards
POWERGLASS = "sv6pt5-63"  # Tool: at the end of your turn, if Active, attach a Basic Energy
KYOGRE = "me1-34"  # 150 HP
FIGHTING, WATER, PSYCHIC = "sve-6", "sve-3", "sve-5"


def take_prizes(g: Game) -> None:
    """Answer Prize card choices (which face-down cards: any)."""
    while g.decision is not None and g.decision.kind == "prize":
        g.respond(list(range(g.decision.min)))


# -- PTCG:II-E-04 ------------------------------------------------------------------------------
def test_knocked_out_trigger_hits_the_attacker(t):
    """PTCG:II-E-04: Golem's Desperate Blast (the guide's example): Knocked Out in the Active
    Spot by the attack's damage, at Knock Out step 2 (before its discard) it puts 10 damage
    counters on the Attacking Pokémon."""
    sc = Scenario()
    sc.active(0, MUDSDALE, energy=[FIGHTING] * 3)
    sc.active(1, GOLEM, damage=170)
    sc.bench(1, KYOGRE)
    g = sc.start(0, 3)
    attack(g, "Heavy Impact")
    assert g.pl(0)["active"]["dmg"] == 100
    log = [e["type"] for e in g.log]
    assert log.index("damage_counters") < max(i for i, e in enumerate(g.log)
                                              if e["type"] == "discard")
    assert "Golem" in t.zone(g, 1, "discard")


def test_knocked_out_trigger_can_knock_out_the_attacker(t):
    """PTCG:II-E-04: the counters of step 2 Knock Out a damaged attacker too: a Knock Out of
    its own follows, and Golem's owner takes a Prize card for it."""
    sc = Scenario()
    sc.active(0, MUDSDALE, energy=[FIGHTING] * 3, damage=60)
    sc.bench(0, KYOGRE)
    sc.active(1, GOLEM, damage=170)
    sc.bench(1, KYOGRE)
    g = sc.start(0, 3)
    attack(g, "Heavy Impact")
    take_prizes(g)
    assert "Mudsdale" in t.zone(g, 0, "discard")
    assert len(g.pl(1)["prizes"]) == 5 and len(g.pl(0)["prizes"]) == 5


def test_knocked_out_not_by_an_attack_triggers_nothing(t):
    """PTCG:II-E-04: Knocked Out by Poison at Pokémon Checkup is not "by damage from an
    attack": Desperate Blast does nothing."""
    sc = Scenario()
    sc.active(0, MUDSDALE)
    sc.active(1, GOLEM, damage=170, conditions=["poisoned"])
    sc.bench(1, KYOGRE)
    g = sc.start(0, 3)
    t.do(g, "end")
    assert "Golem" in t.zone(g, 1, "discard")
    assert g.pl(0)["active"]["dmg"] == 0


# -- PTCG:II-E-05 ------------------------------------------------------------------------------
def test_evolve_trigger_is_offered_at_once(t):
    """PTCG:II-E-05: Brambleghast's Prison Panic is offered right when it is played from hand
    to evolve, before any other action; used, the opponent's Active is Confused."""
    sc = Scenario()
    sc.active(0, BRAMBLIN)
    sc.hand(0, BRAMBLEGHAST)
    sc.active(1, KYOGRE)
    g = sc.start(0, 3)
    t.do(g, "evolve", "Brambleghast")
    assert g.decision.kind == "may"
    answer(g, "may", "Use it")
    assert g.pl(1)["active"]["sp"] == "confused"


def test_evolve_trigger_declined_is_gone(t):
    """PTCG:II-E-05: declined (another action comes first), the Ability can't be used later
    in the turn: it is no main-phase option."""
    sc = Scenario()
    sc.active(0, BRAMBLIN)
    sc.hand(0, BRAMBLEGHAST)
    sc.active(1, KYOGRE)
    g = sc.start(0, 3)
    t.do(g, "evolve", "Brambleghast")
    answer(g, "may", "Don't")
    assert g.pl(1)["active"]["sp"] is None
    assert not t.offered(g, "ability")


# -- PTCG:II-E-06 ------------------------------------------------------------------------------
def test_bench_trigger(t):
    """PTCG:II-E-06: Chien-Pao's Snow Sink when played from hand onto the Bench: the Stadium
    in play is discarded; with no Stadium in play it could change nothing: no question."""
    sc = Scenario()
    sc.active(0, KYOGRE)
    sc.hand(0, CHIEN_PAO)
    sc.active(1, KYOGRE)
    sc.stadium(ARTAZON, owner=1)
    g = sc.start(0, 3)
    t.do(g, "bench", "Chien-Pao")
    answer(g, "may", "Use it")
    assert g.s["stadium"] is None
    assert t.zone(g, 1, "discard") == ["Artazon"]

    sc = Scenario()
    sc.active(0, KYOGRE)
    sc.hand(0, CHIEN_PAO)
    sc.active(1, KYOGRE)
    g = sc.start(0, 3)
    t.do(g, "bench", "Chien-Pao")
    assert g.decision.kind == "main"


# -- PTCG:II-E-08 ------------------------------------------------------------------------------
def test_checkup_ability_every_checkup(t):
    """PTCG:II-E-08: Garganacl's Blessed Salt happens at each Pokémon Checkup, after either
    player's turn."""
    sc = Scenario()
    sc.active(0, "sv4pt5-178", damage=50)
    sc.active(1, KYOGRE)
    g = sc.start(0, 3)
    t.do(g, "end")
    assert g.pl(0)["active"]["dmg"] == 30
    t.do(g, "end")
    assert g.pl(0)["active"]["dmg"] == 10


# -- PTCG:II-E-11 ------------------------------------------------------------------------------
def test_knocked_out_during_opponents_last_turn(t):
    """PTCG:II-E-11: a Pokémon Knocked Out by the opponent's attack counts during the next
    turn of its owner only; one Knocked Out at Pokémon Checkup (between turns) does not."""
    sc = Scenario()
    sc.active(0, MUDSDALE, energy=[FIGHTING] * 3)
    sc.active(1, KYOGRE, damage=100)
    sc.bench(1, KYOGRE)
    g = sc.start(0, 3)
    attack(g, "Heavy Impact")
    take_prizes(g)
    assert g.current == 1
    assert knocked_out_last_turn(g, 1) and not knocked_out_last_turn(g, 0)
    t.do(g, "end")
    t.do(g, "end")
    assert g.current == 1 and not knocked_out_last_turn(g, 1)

    sc = Scenario()
    sc.active(0, MUDSDALE)
    sc.active(1, KYOGRE, damage=140, conditions=["poisoned"])
    sc.bench(1, KYOGRE)
    g = sc.start(0, 3)
    t.do(g, "end")
    take_prizes(g)
    assert g.current == 1 and "Kyogre" in t.zone(g, 1, "discard")
    assert not knocked_out_last_turn(g, 1)


# -- PTCG:II-E-12 / II-E-14 -------------------------------------------------------------------
def _quick_search_slots(g: Game, t) -> list[int]:
    return [a[1] for a in t.offered(g, "ability")]


def test_once_during_your_turn_each_turn(t):
    """PTCG:II-E-12: "once during your turn": used, it is not offered again this turn, and
    is offered again on its owner's next turn."""
    sc = Scenario()
    sc.active(0, PIDGEOT_EX)
    sc.active(1, KYOGRE)
    g = sc.start(0, 3)
    assert len(_quick_search_slots(g, t)) == 1
    t.do(g, "ability")
    if g.decision.kind == "search":
        g.respond([0])
    assert g.decision.kind == "main" and not _quick_search_slots(g, t)
    t.do(g, "end")
    t.do(g, "end")
    assert g.current == 0 and len(_quick_search_slots(g, t)) == 1


def test_not_more_than_one_ability_of_that_name(t):
    """PTCG:II-E-14: two Pidgeot ex: after one uses Quick Search the other can't, even when
    the first has left play."""
    sc = Scenario()
    sc.active(0, PIDGEOT_EX)
    sc.bench(0, PIDGEOT_EX)
    sc.active(1, KYOGRE)
    g = sc.start(0, 3)
    assert len(_quick_search_slots(g, t)) == 2
    t.do(g, "ability")
    if g.decision.kind == "search":
        g.respond([0])
    assert not _quick_search_slots(g, t)
    used = g.pl(0)["bench"][0]
    g.remove_slot(0, used)  # it leaves play (as a bounce effect would)
    g.pl(0)["discard"].extend(used["cards"])
    assert not _quick_search_slots(g, t)


# -- PTCG:II-E-20 ------------------------------------------------------------------------------
def test_end_of_turn_before_checkup():
    """PTCG:II-E-20: Powerglass's "at the end of your turn" happens before Pokémon Checkup
    (here: before Poison's damage counters)."""
    sc = Scenario()
    sc.active(0, KYOGRE, tools=[POWERGLASS], conditions=["poisoned"])
    sc.discard(0, WATER)
    sc.active(1, KYOGRE)
    g = sc.start(0, 3)
    n = len(g.log)
    for i, o in enumerate(g.decision.options):
        if o.data[0] == "end":
            g.respond([i])
            break
    if g.decision.kind == "attach":
        g.respond([0])
    types = [e["type"] for e in g.log[n:]]
    assert types.index("attach") < types.index("damage_counters")
    assert len(g.pl(0)["active"]["energy"]) == 1


# -- PTCG:II-E-23 ------------------------------------------------------------------------------
def test_evolved_from_this_turn(t):
    """PTCG:II-E-23: Gholdengo evolved from Gimmighoul this turn meets "if this Pokémon
    evolved from Gimmighoul during this turn" (also after moving to the Bench); on the next
    turn it doesn't."""
    sc = Scenario()
    sc.active(0, GIMMIGHOUL)
    sc.bench(0, KYOGRE)
    sc.hand(0, GHOLDENGO)
    sc.active(1, KYOGRE)
    g = sc.start(0, 3)
    t.do(g, "evolve", "Gholdengo")
    slot = g.pl(0)["active"]
    assert evolved_from_this_turn(g, slot, "Gimmighoul")
    assert not evolved_from_this_turn(g, slot, "Gholdengo")
    g.switch_active(0, g.pl(0)["bench"][0])
    assert evolved_from_this_turn(g, slot, "Gimmighoul")
    t.do(g, "end")
    t.do(g, "end")
    assert not evolved_from_this_turn(g, slot, "Gimmighoul")


# -- PTCG:II-E-29 ------------------------------------------------------------------------------
def test_unaffected_by_opponents_items_and_supporters():
    """PTCG:II-E-29: Galvantula's Unnerve: unaffected by the opponent's Supporter played from
    hand (Boss's Orders), not by its own player's."""
    sc = Scenario()
    sc.active(0, KYOGRE)
    sc.hand(0, BOSS)
    sc.active(1, KYOGRE)
    sc.bench(1, GALVANTULA)
    sc.hand(1, BOSS)
    g = sc.start(0, 3)
    galvantula = g.pl(1)["bench"][0]
    boss0, boss1 = g.pl(0)["hand"][0], g.pl(1)["hand"][0]
    assert unaffected_by_trainer(g, galvantula, boss0, 0)
    assert not unaffected_by_trainer(g, galvantula, boss1, 1)
    assert not unaffected_by_trainer(g, g.pl(1)["active"], boss0, 0)


# -- PTCG:II-E-38 ------------------------------------------------------------------------------
def test_win_this_game_by_text():
    """PTCG:II-E-38: N's Sigilyph's Victory Symbol used with exactly 1 Prize card left wins
    the game at once; with 2 left it does only its damage."""
    sc = Scenario()
    sc.active(0, SIGILYPH, energy=[PSYCHIC] * 3)
    sc.active(1, KYOGRE)
    sc.prizes(0, n=1)
    g = sc.start(0, 3)
    attack(g, "Victory Symbol")
    assert g.result is not None and g.result.winner == 0
    assert any(e.get("clause") == "PTCG:II-E-38" for e in g.log)

    sc = Scenario()
    sc.active(0, SIGILYPH, energy=[PSYCHIC] * 3)
    sc.active(1, KYOGRE)
    sc.prizes(0, n=2)
    g = sc.start(0, 3)
    attack(g, "Victory Symbol")
    assert g.result is None


def test_compiled_evolve_ability_draws_and_needs_a_deck(t):
    """PTCG:II-E-05: Kadabra's Psychic Draw (compiled: "Once during your turn, when you play
    this Pokémon from your hand to evolve …, you may use this Ability. Draw 2 cards."): used
    on evolving it draws 2; with an empty deck it could change nothing and is not offered."""
    sc = Scenario()
    sc.active(0, ABRA)
    sc.hand(0, KADABRA)
    sc.deck(0, WATER, WATER, WATER)
    sc.active(1, KYOGRE)
    g = sc.start(0, 3)
    t.do(g, "evolve", "Kadabra")
    answer(g, "may", "Use it")
    assert len(g.pl(0)["hand"]) == 2 and len(g.pl(0)["deck"]) == 1

    sc = Scenario()
    sc.active(0, ABRA)
    sc.hand(0, KADABRA)
    sc.deck(0)
    sc.active(1, KYOGRE)
    g = sc.start(0, 3)
    t.do(g, "evolve", "Kadabra")
    assert g.decision.kind == "main"
