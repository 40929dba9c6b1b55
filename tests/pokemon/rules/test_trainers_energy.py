"""PTCG:I-B-01 Items, PTCG:I-B-02 Pokémon Tools, PTCG:I-B-03 Supporters, PTCG:I-B-04
Stadiums, PTCG:I-C Energy attachment."""

from __future__ import annotations

import pytest

from tcgsim.core.decision import IllegalResponse
from tcgsim.pokemon.model.carddb import name_key
from tcgsim.pokemon.model.impl import REGISTRY, TrainerImpl

SNOVER = "me1-35"
ABOMASNOW = "me1-36"
KYOGRE = "me1-34"
LAPRAS = "sv7-31"
FUECOCO = "sv2-34"  # Basic Fire
SECRET_BOX = "sv6-163"
ULTRA_BALL = "me1-131"
MEGA_SIGNAL = "me1-121"
POWERGLASS = "sv6pt5-63"
PETREL = "sv10-176"
LILLIE = "me1-119"
SURFING_BEACH = "me1-129"
PARADISE_RESORT = "svp-45"  # Stadium: only changes Psyduck's Retreat Cost (none in these games)
WATER, FIRE = "sve-3", "sve-2"


@pytest.fixture
def paradise_resort(monkeypatch):
    """Paradise Resort, a second Stadium name; its text touches only Psyduck, so with no
    Psyduck in play an implementation with no effect is exact."""
    key = name_key("Paradise Resort")
    if key not in REGISTRY.trainers:
        monkeypatch.setitem(REGISTRY.trainers, key, TrainerImpl())
    return PARADISE_RESORT


# ======================================================================================
# PTCG:I-B-01 Items
# ======================================================================================
def test_any_number_of_items_per_turn(sc, t):
    """PTCG:I-B-01: Items are played any number per turn: two Mega Signals, one after the
    other, both end in the discard pile."""
    sc.active(0, KYOGRE)
    sc.hand(0, MEGA_SIGNAL, MEGA_SIGNAL)
    sc.deck(0, ABOMASNOW, ABOMASNOW, WATER, WATER)
    sc.active(1, FUECOCO)
    g = sc.start(0, 3)
    for _ in range(2):
        t.do(g, "trainer", "Mega Signal")
        t.pick(g, "Mega Abomasnow ex")
    assert t.zone(g, 0, "discard") == ["Mega Signal", "Mega Signal"]
    assert t.zone(g, 0, "hand") == ["Mega Abomasnow ex", "Mega Abomasnow ex"]
    t.check_cards(g)


@pytest.mark.parametrize("others,playable", [
    ([WATER], False),
    ([ULTRA_BALL], False),  # the other Ultra Ball is only one card
    ([WATER, WATER], True),
    ([ULTRA_BALL, WATER], True),
])
def test_ultra_ball_needs_two_other_cards(sc, t, others, playable):
    """PTCG:I-B-01 step 1: Ultra Ball's condition (discard 2 other cards) must be payable."""
    sc.active(0, KYOGRE)
    sc.hand(0, ULTRA_BALL, *others)
    sc.active(1, FUECOCO)
    g = sc.start(0, 3)
    assert bool(t.offered(g, "trainer", "Ultra Ball")) is playable


@pytest.mark.parametrize("card,name", [
    (ULTRA_BALL, "Ultra Ball"), (MEGA_SIGNAL, "Mega Signal"), (SECRET_BOX, "Secret Box"),
    (PETREL, "Team Rocket's Petrel"),
])
def test_search_cards_not_playable_with_empty_deck(sc, t, card, name):
    """PTCG:I-B-01 (and I-B-03): a card whose effect would change nothing cannot be played:
    searching an empty deck."""
    sc.active(0, KYOGRE)
    sc.hand(0, card, WATER, WATER, WATER)
    sc.deck(0)  # empty
    sc.active(1, FUECOCO)
    g = sc.start(0, 3)
    assert g.pl(0)["deck"] == []
    assert t.offered(g, "trainer", name) == []


def test_item_steps_condition_first_then_effect_then_discard(sc, t):
    """PTCG:I-B-01 steps 1-4: Ultra Ball's cost (2 other cards, the Ultra Ball itself not
    offered) is paid first, then it is shown, its search resolves, and it ends in the discard
    pile after the effect."""
    sc.active(0, KYOGRE)
    sc.hand(0, ULTRA_BALL, WATER, FIRE, LILLIE)
    sc.deck(0, SNOVER, WATER, WATER)
    sc.active(1, FUECOCO)
    g = sc.start(0, 3)
    n = len(g.log)
    t.do(g, "trainer", "Ultra Ball")
    d = g.decision
    assert d.kind == "discard" and d.min == d.max == 2
    assert t.option_names(g) == ["Basic Fire Energy", "Basic Water Energy", "Lillie's Determination"]
    before = g.to_json()
    with pytest.raises(IllegalResponse):
        t.pick(g, "Fire")
    assert g.to_json() == before
    t.pick(g, "Water", "Fire")
    assert g.decision.kind == "search"
    assert t.option_names(g) == ["Snover"]
    assert "Ultra Ball" not in t.zone(g, 0, "discard")  # still resolving
    t.pick(g, "Snover")
    types = [e["type"] for e in g.log[n:]]
    assert types.index("discard") < types.index("play_trainer") < types.index("search") \
        < types.index("to_hand") < types.index("shuffle")
    assert t.zone(g, 0, "discard") == ["Basic Fire Energy", "Basic Water Energy", "Ultra Ball"]
    assert g.pl(0)["discard"][-1] == [c for c in g.pl(0)["discard"] if g.name(c) == "Ultra Ball"][0]
    assert t.zone(g, 0, "hand") == ["Lillie's Determination", "Snover"]
    assert g.pl(0)["playing"] == []
    t.check_cards(g)


# ======================================================================================
# PTCG:I-B-02 Pokémon Tools
# ======================================================================================
def test_one_tool_per_pokemon(sc, t):
    """PTCG:I-B-02: a Tool goes only on a Pokémon without one; when every Pokémon has one,
    no Tool can be played."""
    sc.active(0, KYOGRE)
    sc.bench(0, SNOVER)
    sc.hand(0, POWERGLASS, POWERGLASS, POWERGLASS)
    sc.active(1, FUECOCO)
    g = sc.start(0, 3)
    t.do(g, "trainer", "Powerglass")
    assert g.decision.kind == "target"
    assert sorted(t.labels(g)) == ["Kyogre (Active)", "Snover (Bench)"]
    t.pick(g, "Kyogre")
    t.do(g, "trainer", "Powerglass")  # only Snover is free: no question
    assert [len(s["tools"]) for s in [t.active(g, 0), *g.pl(0)["bench"]]] == [1, 1]
    assert t.offered(g, "trainer", "Powerglass") == []
    assert t.zone(g, 0, "hand") == ["Powerglass"]
    assert g.pl(0)["discard"] == []  # Tools stay attached, not discarded


def test_tool_stays_through_evolution_and_retreat(sc, t):
    """PTCG:I-B-02: the Tool stays attached when its Pokémon evolves and when it retreats."""
    a = sc.active(0, SNOVER, energy=[WATER] * 4)
    sc.bench(0, LAPRAS)
    sc.hand(0, POWERGLASS, ABOMASNOW)
    sc.active(1, FUECOCO)
    g = sc.start(0, 3)
    t.do(g, "trainer", "Powerglass")
    t.pick(g, "Snover (Active)")
    t.do(g, "evolve", "Mega Abomasnow ex")
    slot = g.slot(sc.slot_id(a))
    assert t.names(g, slot["tools"]) == ["Powerglass"]
    t.do(g, "retreat")
    slot = g.slot(sc.slot_id(a))
    assert slot in g.pl(0)["bench"]
    assert t.names(g, slot["tools"]) == ["Powerglass"]
    assert t.zone(g, 0, "discard") == ["Basic Water Energy"] * 4


def test_powerglass_end_of_turn_is_optional_and_only_when_active(sc, t):
    """PTCG:I-B-02: a Tool's effect works while attached: Powerglass on the Active asks at the
    end of the turn (up to 1: may decline); on the Bench it does nothing."""
    sc.active(0, KYOGRE, tools=[POWERGLASS])
    sc.bench(0, SNOVER, tools=[POWERGLASS])
    sc.discard(0, WATER)
    sc.active(1, FUECOCO)
    g = sc.start(0, 3)
    t.do(g, "end")
    d = g.decision
    assert d.player == 0 and d.kind == "attach" and d.min == 0 and d.max == 1
    g.respond([])
    assert t.active(g, 0)["energy"] == [] and g.pl(0)["bench"][0]["energy"] == []
    assert g.current == 1 and g.decision.kind == "main"


# ======================================================================================
# PTCG:I-B-03 Supporters
# ======================================================================================
def test_one_supporter_per_turn(sc, t):
    """PTCG:I-B-03: after one Supporter, no other Supporter is offered that turn; next turn
    again."""
    sc.active(0, KYOGRE)
    sc.hand(0, PETREL, PETREL, LILLIE)
    sc.deck(0, ULTRA_BALL, WATER, WATER, WATER, WATER, WATER, WATER, WATER, WATER, WATER)
    sc.active(1, FUECOCO)
    g = sc.start(0, 3)
    assert {g.name(a[1]) for a in t.offered(g, "trainer")} == {"Lillie's Determination",
                                                              "Team Rocket's Petrel"}
    t.do(g, "trainer", "Team Rocket's Petrel")
    t.pick(g, "Ultra Ball")
    assert t.zone(g, 0, "discard") == ["Team Rocket's Petrel"]
    assert {g.name(a[1]) for a in t.offered(g, "trainer")} <= {"Ultra Ball"}
    t.do(g, "end")
    t.do(g, "end")
    assert g.current == 0
    assert {g.name(a[1]) for a in t.offered(g, "trainer")} >= {"Lillie's Determination",
                                                              "Team Rocket's Petrel"}


def test_no_supporter_on_first_players_first_turn(sc, t):
    """PTCG:I-B-03: the player going first plays no Supporter on turn 1."""
    sc.active(0, KYOGRE)
    sc.hand(0, PETREL, LILLIE)
    sc.active(1, FUECOCO)
    g = sc.start(0, 1)
    assert t.offered(g, "trainer") == []


def test_second_player_may_play_supporter_on_their_first_turn(sc, t):
    """PTCG:I-B-03: only the first player's first turn is barred; turn 2 allows a Supporter."""
    sc.active(0, FUECOCO)
    sc.active(1, KYOGRE)
    sc.hand(1, PETREL)
    g = sc.start(1, 2)
    assert [g.name(a[1]) for a in t.offered(g, "trainer")] == ["Team Rocket's Petrel"]


def test_items_allowed_on_first_players_first_turn(sc, t):
    """PTCG:I-B-01: Items (unlike Supporters) may be played on turn 1."""
    sc.active(0, KYOGRE)
    sc.hand(0, MEGA_SIGNAL, PETREL)
    sc.active(1, FUECOCO)
    g = sc.start(0, 1)
    assert [g.name(a[1]) for a in t.offered(g, "trainer")] == ["Mega Signal"]


# ======================================================================================
# PTCG:I-B-04 Stadiums
# ======================================================================================
def test_stadium_stays_in_play_and_only_one_per_turn(sc, t, paradise_resort):
    """PTCG:I-B-04: a played Stadium stays in play (not discarded); a second Stadium, even of
    another name, cannot be played the same turn; next turn it can."""
    sc.active(0, KYOGRE)
    sc.hand(0, SURFING_BEACH, paradise_resort)
    sc.active(1, FUECOCO)
    g = sc.start(0, 3)
    assert len(t.offered(g, "trainer")) == 2
    t.do(g, "trainer", "Surfing Beach")
    assert g.name(g.s["stadium"]) == "Surfing Beach"
    assert g.pl(0)["discard"] == []
    assert t.offered(g, "trainer") == []
    t.do(g, "end")
    t.do(g, "end")
    assert [g.name(a[1]) for a in t.offered(g, "trainer")] == ["Paradise Resort"]


@pytest.mark.parametrize("owner", [0, 1])
def test_same_name_stadium_cannot_be_played(sc, t, owner):
    """PTCG:I-B-04: a Stadium with the same name as the one in play cannot be played, whoever
    owns the one in play."""
    sc.active(0, KYOGRE)
    sc.hand(0, SURFING_BEACH)
    sc.active(1, FUECOCO)
    sc.stadium(SURFING_BEACH, owner=owner)
    g = sc.start(0, 3)
    assert t.offered(g, "trainer") == []


def test_new_stadium_discards_old_one_to_its_owners_discard(sc, t, paradise_resort):
    """PTCG:I-B-04: a Stadium of another name replaces the one in play, which goes to its
    owner's discard pile (here the opponent's)."""
    sc.active(0, KYOGRE)
    sc.hand(0, paradise_resort)
    sc.active(1, FUECOCO)
    sc.stadium(SURFING_BEACH, owner=1)
    g = sc.start(0, 3)
    t.do(g, "trainer", "Paradise Resort")
    assert g.name(g.s["stadium"]) == "Paradise Resort"
    assert g.owner(g.s["stadium"]) == 0
    assert t.zone(g, 1, "discard") == ["Surfing Beach"]
    assert g.pl(0)["discard"] == []
    t.check_cards(g)


def test_stadium_declared_effect_once_per_players_turn(sc, t):
    """PTCG:I-B-04: a declared Stadium effect may be used once during each player's turn, by
    either player (Surfing Beach, owned by the opponent)."""
    sc.active(0, KYOGRE)
    sc.bench(0, SNOVER)
    sc.active(1, LAPRAS)
    sc.bench(1, KYOGRE)
    sc.stadium(SURFING_BEACH, owner=1)
    g = sc.start(0, 3)
    t.do(g, "stadium_effect")
    t.pick(g, "Snover (Bench)")
    assert g.top(t.active(g, 0)).name == "Snover"
    assert t.offered(g, "stadium_effect") == []
    t.do(g, "end")
    assert g.current == 1
    t.do(g, "stadium_effect")
    t.pick(g, "Kyogre (Bench)")
    assert g.top(t.active(g, 1)).name == "Kyogre"
    assert t.offered(g, "stadium_effect") == []
    t.do(g, "end")
    assert t.offered(g, "stadium_effect") == [["stadium_effect"]]


# ======================================================================================
# PTCG:I-C Energy
# ======================================================================================
def test_one_energy_attachment_per_turn(sc, t):
    """PTCG:I-C: one Energy card from hand per turn, to any of your Pokémon; the next turn
    another one."""
    sc.active(0, KYOGRE)
    sc.bench(0, SNOVER)
    sc.hand(0, WATER, FIRE, WATER)
    sc.active(1, FUECOCO)
    g = sc.start(0, 3)
    assert len(t.offered(g, "energy")) == 2  # Water and Fire: one option per kind of card
    t.do(g, "energy", "Basic Fire Energy")
    assert g.decision.kind == "target"
    assert sorted(t.labels(g)) == ["Kyogre (Active)", "Snover (Bench)"]  # only your own
    t.pick(g, "Snover")
    assert t.names(g, g.pl(0)["bench"][0]["energy"]) == ["Basic Fire Energy"]
    assert t.offered(g, "energy") == []
    assert t.zone(g, 0, "hand") == ["Basic Water Energy"] * 2
    t.do(g, "end")
    t.do(g, "end")
    assert len(t.offered(g, "energy")) == 1


def test_energy_attachment_on_the_first_turn(sc, t):
    """PTCG:I-C: the first player may attach Energy on turn 1 (only attacking is barred)."""
    sc.active(0, KYOGRE)
    sc.hand(0, WATER)
    sc.active(1, FUECOCO)
    g = sc.start(0, 1)
    t.do(g, "energy", "Basic Water Energy")
    assert len(t.active(g, 0)["energy"]) == 1


def test_energy_stays_attached_after_attacking(sc, t):
    """PTCG:I-C: attached Energy stays on the Pokémon after it attacks (unless the attack
    says otherwise)."""
    sc.active(0, SNOVER, energy=[WATER, WATER])
    sc.active(1, LAPRAS)
    g = sc.start(0, 3)
    t.attack(g, "Icy Snow")
    assert len(t.active(g, 0)["energy"]) == 2
