"""The Pokémon heuristic finds a way through an opposing Active that its attacks do nothing to
(Cornerstone Mask Ogerpon ex's Cornerstone Stance prevents all damage from Pokémon that have an
Ability): damage that can go to a Benched Pokémon, an attacker without an Ability brought in,
Energy onto it; and where nothing in the deck can get through, no draws that only bring the
deck-out nearer. Prevention is read from the card texts, never from a list of names."""

from __future__ import annotations

from tcgsim.agents import HeuristicAgent
from tcgsim.pokemon.game import Game
from tcgsim.pokemon.scenario import Scenario
from tests.helpers import agent_picks, option_labels

OGERPON = "sv6-112"  # Cornerstone Stance: no damage from attackers that have an Ability
CLEFAIRY = "sv9-56"  # Lillie's Clefairy ex: an Ability (Fairy Zone), Full Moon Rondo for PC
FEZANDIPITI = "me2pt5-142"  # an Ability; Cruel Arrow (CCC): 100 damage to 1 of the opponent's
SLOWPOKE, SLOWKING = "sv7-57", "sv7-58"  # no Ability; Seek Inspiration (PC): the deck's top
# card's attack, Super Psy Bolt (PPC) 120
ULTRA_BALL = "me1-131"
KANGASKHAN = "me1-104"  # Run Errand: draw 2 cards while Active
KYOGRE = "me1-34"  # no Ability, 150 HP; Swirling Waves 130 for WWC
DUNSPARCE = "sv5-128"  # no Ability, no Retreat Cost; Gnaw 10 for C
DUDUNSPARCE = "sv5-129"  # Run Away Draw: draw 3, then it is shuffled into the deck
SNOVER = "me1-35"  # 90 HP; Beat 10 for W
SHAYMIN = "sv10-10"  # Flower Curtain: no damage to its side's Benched Pokémon without a Rule Box
BOSS = "me1-114"  # Boss's Orders: gust only
PSYCHIC = "mee-5"
WATER = "sve-3"

labels = option_labels
pick = agent_picks


def walled_board(*bench: tuple[str, ...], opp_bench: tuple[str, ...] = (),
                 energy: dict[int, list[str]] | None = None, hand: tuple[str, ...] = (),
                 deck: tuple[str, ...] = ()) -> Game:
    """Lillie's Clefairy ex (an Ability, its attack paid) Active against Cornerstone Mask
    Ogerpon ex, with ``bench`` (stacks; ``energy``: by bench position) behind it, ``hand``,
    and ``deck`` on top of a deck of Energy."""
    sc = Scenario()
    sc.deck_size[0] = 30  # a deck that can spare the card Seek Inspiration discards
    sc.deck(0, *deck, pad=True)
    sc.hand(0, *hand)
    sc.active(0, CLEFAIRY, energy=[PSYCHIC, PSYCHIC])
    for k, stack in enumerate(bench):
        sc.bench(0, *stack, energy=(energy or {}).get(k, []), played=1)
    sc.active(1, OGERPON)
    for cid in opp_bench:
        sc.bench(1, cid)
    g = sc.start(player=0, turn=5)
    assert "Attack: Full Moon Rondo (20+)" in labels(g)
    return g


def test_a_walled_active_retreats_for_damage_that_can_go_to_the_bench() -> None:
    """Ogerpon takes nothing from Clefairy ex or Fezandipiti ex (both have an Ability), but
    Cruel Arrow's 100 damage can go to the Benched Snover instead: Clefairy retreats,
    Fezandipiti comes in and Knocks Out Snover."""
    g = walled_board((FEZANDIPITI,), opp_bench=(SNOVER,),
                     energy={0: [PSYCHIC, PSYCHIC, PSYCHIC]})
    agent = HeuristicAgent()
    assert pick(g, agent) == ["Retreat Lillie's Clefairy ex"]
    while g.decision is not None and g.decision.kind != "main":
        pick(g, agent)
    assert pick(g, agent) == ["Attack: Cruel Arrow (-)"]
    assert pick(g, agent) == ["Snover (Bench)"]


def test_a_walled_active_makes_way_for_an_attacker_without_an_ability() -> None:
    """Clefairy ex does nothing to Ogerpon; Slowking (no Ability) can pay Seek Inspiration,
    whose worth the padded deck does not show: Clefairy retreats and Slowking, not the
    walled Fezandipiti ex with more Energy, comes in."""
    g = walled_board((FEZANDIPITI,), (SLOWPOKE, SLOWKING),
                     energy={0: [PSYCHIC] * 3, 1: [PSYCHIC, PSYCHIC]})
    agent = HeuristicAgent()
    assert pick(g, agent) == ["Retreat Lillie's Clefairy ex"]
    assert {"Fezandipiti ex (Bench)", "Slowking (Bench)"} <= set(labels(g))
    assert pick(g, agent) == ["Slowking (Bench)"]


def test_seek_inspiration_is_worth_the_attacks_the_deck_holds() -> None:
    """Slowking's Seek Inspiration uses the attack of the deck's top card: with a deck of
    Kyogre (Swirling Waves 130) it is worth more than the Benched Snover's 10 damage, so
    Slowking attacks rather than retreating for Snover."""
    sc = Scenario()
    sc.active(0, SLOWPOKE, SLOWKING, energy=[PSYCHIC, WATER, WATER], played=1)
    sc.bench(0, SNOVER, energy=[WATER, WATER, WATER, WATER])
    sc.active(1, KYOGRE)
    sc.deck(0, *[KYOGRE] * 30)
    g = sc.start(player=0, turn=5)
    assert "Retreat Slowking" in labels(g)
    assert pick(g, HeuristicAgent()) == ["Attack: Seek Inspiration (-)"]


def main_choices(g: Game, agent: HeuristicAgent) -> list[str]:
    """Play the own turn out: every label the agent picks, until the turn passes."""
    me = g.decision.player if g.decision is not None else 0
    out: list[str] = []
    while g.decision is not None and g.decision.player == me and len(out) < 60:
        out += pick(g, agent)
    return out


def test_ultra_ball_fetches_an_attacker_the_wall_does_not_stop() -> None:
    """Every Pokémon in play has an Ability (Ogerpon takes nothing from them) and the Bench
    has three: Ultra Ball is played for the Kyogre (no Ability) in the deck, and Kyogre is
    benched."""
    g = walled_board((FEZANDIPITI,), (FEZANDIPITI,), (FEZANDIPITI,), hand=(
        ULTRA_BALL, PSYCHIC, PSYCHIC, PSYCHIC, PSYCHIC), deck=(KYOGRE,))
    chosen = main_choices(g, HeuristicAgent())
    assert "Play Ultra Ball" in chosen
    assert "Kyogre" in chosen and "Put Kyogre onto your Bench" in chosen


def run_errand_used(*deck: str) -> bool:
    """Mega Kangaskhan ex (Run Errand: draw 2 while Active) is walled by Ogerpon with two cards
    in hand: whether it draws, with ``deck`` on top of a deck of Energy."""
    sc = Scenario()
    sc.deck_size[0] = 30
    sc.active(0, KANGASKHAN, energy=[PSYCHIC] * 3)
    sc.active(1, OGERPON)
    sc.hand(0, PSYCHIC, PSYCHIC)
    sc.deck(0, *deck, pad=True)
    g = sc.start(player=0, turn=5)
    assert "Use Run Errand (Mega Kangaskhan ex (Active))" in labels(g)
    return "Use Run Errand (Mega Kangaskhan ex (Active))" in main_choices(g, HeuristicAgent())


def test_no_draw_when_nothing_to_find_gets_through_the_wall() -> None:
    """Nothing in the deck can hurt Ogerpon: Run Errand's draws only bring the deck-out
    nearer, so they are not taken."""
    assert not run_errand_used()


def test_the_draw_is_taken_when_the_deck_holds_a_way_through() -> None:
    assert run_errand_used(KYOGRE)


def test_no_retreat_to_make_way_for_a_pokemon_the_wall_stops() -> None:
    """Dunsparce (no Energy, no Retreat Cost) cannot attack yet; the Benched Fezandipiti ex
    could, but Ogerpon takes nothing from it (an Ability): Dunsparce stays in."""
    sc = Scenario()
    sc.active(0, DUNSPARCE)
    sc.bench(0, FEZANDIPITI, energy=[PSYCHIC] * 3)
    sc.active(1, OGERPON)
    g = sc.start(player=0, turn=5)
    assert "Retreat Dunsparce" in labels(g)
    assert "Retreat Dunsparce" not in main_choices(g, HeuristicAgent())


def test_a_shaymin_that_shields_only_its_bench_takes_damage_in_the_active_spot() -> None:
    """Flower Curtain prevents damage to the Benched Pokémon without a Rule Box, not to Shaymin
    as the Active: Kyogre's Swirling Waves Knocks Out the Active Shaymin as well as the
    Benched Snover, so Boss's Orders is not spent to bring Snover up."""
    sc = Scenario()
    sc.active(0, KYOGRE, energy=[WATER] * 3)
    sc.active(1, SHAYMIN)
    sc.bench(1, SNOVER)
    sc.hand(0, BOSS)
    g = sc.start(player=0, turn=5)
    assert "Play Boss's Orders" in labels(g)
    assert pick(g, HeuristicAgent()) == ["Attack: Swirling Waves (130)"]


def test_where_every_pokemon_is_walled_the_nearest_to_attacking_still_comes_in() -> None:
    """Dudunsparce (an Ability, no Energy) and the Benched Fezandipiti ex (an Ability, one
    Energy) are both walled off by Ogerpon: Run Away Draw, which shuffles the Active into the
    deck, still brings in Fezandipiti, the nearer to attacking (the opposing Active may
    change)."""
    sc = Scenario()
    sc.deck_size[0] = 30
    sc.active(0, DUNSPARCE, DUDUNSPARCE, played=1)
    sc.bench(0, FEZANDIPITI, energy=[PSYCHIC])
    sc.active(1, OGERPON)
    g = sc.start(player=0, turn=5)
    assert pick(g, HeuristicAgent()) == ["Use Run Away Draw (Dudunsparce (Active))"]
