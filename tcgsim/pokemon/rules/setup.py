"""Setup (PTCG:I-G): first player, shuffle, 7 cards, Active and Bench face down,
mulligans with the opponent's extra draws, Prize cards, reveal."""

from __future__ import annotations

from typing import Any

from tcgsim.pokemon.game import PLAYER_NAMES, Game
from tcgsim.pokemon.model.impl import lookup_ability
from tcgsim.pokemon.model.state import sorted_cards
from tcgsim.pokemon.rules.turn import begin_turn

CLAUSE = "PTCG:I-G"


def basics_in_hand(g: Game, p: int) -> list[int]:
    defs = g.defs  # (a mulligan asks it again of each new hand)
    return sorted_cards(g, [c for c in g.s["players"][p]["hand"] if defs[c].is_basic_pokemon])


def active_candidates(g: Game, p: int) -> list[int]:
    """The cards of the hand that may be put face down in the Active Spot (5.): the Basic
    Pokémon, and those whose Ability lets them be put there when setting up ("If this Pokémon
    is in your hand when you are setting up to play, you may put it face down in the Active
    Spot."). Such an Ability only adds a choice: the hand still needs a Basic Pokémon, or it
    is a mulligan (the rule's 5. is unchanged)."""
    may = g.deck_fact("setup_active", _setup_active)  # (asked of each hand a mulligan deals)
    return sorted_cards(g, [c for c in g.s["players"][p]["hand"] if may[c]])


def _setup_active(g: Game) -> list[bool]:
    """Card number -> whether it may be put face down in the Active Spot at setup."""
    return [d.is_basic_pokemon or any(
        (impl := lookup_ability(a.name, a.text)) is not None and impl.setup_active
        for a in d.abilities) for d in g.defs]


def setup(g: Game, f: dict[str, Any]) -> None:
    s = g.s
    step = f["step"]
    if step == 0:  # 2. decide who goes first: the winner of a coin flip chooses
        heads = g.rng.coin()
        winner = 0 if heads else 1
        g.event("coin", clause=CLAUSE, result="heads" if heads else "tails", why="first player",
                winner=winner)
        f["winner"] = winner
        f["step"] = 1
        g.ask(winner, "first", f"{PLAYER_NAMES[winner]} won the coin flip: go first or second?",
              [("Go first", "first"), ("Go second", "second")])
    elif step == 1:
        go_first = f.pop("ans")[0] == 0
        first = f["winner"] if go_first else 1 - f["winner"]
        s["first"] = first
        s["cur"] = first
        g.event("first_player", clause=CLAUSE, player=first)
        f["deal"] = [0, 1]
        f["step"] = 2
    elif step == 2:  # 3. shuffle, 4. draw 7
        for p in f["deal"]:
            g.shuffle_deck(p, clause=CLAUSE)
            g.draw(p, 7, clause=CLAUSE)
        f["step"] = 3
    elif step == 3:  # 5. each player needs a Basic; mulligans otherwise
        waiting = [p for p in (s["first"], 1 - s["first"]) if p not in f.setdefault("placed", [])]
        lacking = [p for p in waiting if not basics_in_hand(g, p)]
        if not lacking:
            f["order"] = waiting
            f["step"] = 4
            return
        other = 1 - lacking[0]
        if len(lacking) == 1 and other in waiting:
            # 5.b: the opponent goes on to 7. first, before seeing any mulligan
            f["order"] = [other]
            f["step"] = 4
            return
        for p in lacking:  # 5.a/c: show the hand, shuffle it back
            hand = g.pl(p)["hand"]
            g.event("mulligan", clause=CLAUSE, player=p, hand=g.card_refs(hand),
                    counted=len(lacking) == 1)
            g.pl(p)["deck"].extend(hand)
            hand.clear()
        if len(lacking) == 1:  # only a player's own redraws count for the extra draws (7.)
            g.pl(lacking[0])["mulligans"] += 1
        f["deal"] = lacking
        f["step"] = 2
    elif step == 4:  # 5. choose the Active Pokémon, face down
        if not f["order"]:
            f["step"] = 3 if len(f["placed"]) < 2 else 6
            return
        p = f["order"][0]
        opts = [(g.name(c), c) for c in active_candidates(g, p)]
        f["step"] = 5
        g.ask(p, "setup_active", "Choose your Active Pokémon (face down)", opts)
    elif step == 5:
        p = f["order"][0]
        if "active_done" not in f:
            opts_cards = active_candidates(g, p)
            c = opts_cards[f.pop("ans")[0]]
            g.put_basic_in_play(p, c, "active", facedown=True)
            f["active_done"] = True
            rest = basics_in_hand(g, p)
            if rest:  # 6. Bench, face down, optional
                g.ask(p, "setup_bench", "Put Basic Pokémon onto your Bench (face down)",
                      [(g.name(c), c) for c in rest], lo=0, hi=5)
                return
            f["ans"] = []
        picked = f.pop("ans")
        rest = basics_in_hand(g, p)
        for i in picked:
            g.put_basic_in_play(p, rest[i], "bench", facedown=True)
        del f["active_done"]
        # 7. this player's Prize cards, face down
        pl = g.pl(p)
        n = s["prize_count"]
        pl["prizes"] = pl["deck"][:n]
        del pl["deck"][:n]
        g.event("prizes_set", clause=CLAUSE, player=p, n=n)
        f["placed"].append(p)
        f["order"].pop(0)
        f["step"] = 4
    elif step == 6:
        f["extra"] = [p for p in (s["first"], 1 - s["first"]) if g.pl(1 - p)["mulligans"]]
        f["step"] = 7
    elif step == 7:  # 7. extra draws for each mulligan of the opponent
        if not f["extra"]:
            f["step"] = 9
            return
        p = f["extra"][0]
        k = g.pl(1 - p)["mulligans"]
        f["step"] = 8
        g.ask(p, "mulligan_draw", f"Your opponent took {k} mulligan(s): draw how many extra cards?",
              [(f"Draw {i}", i) for i in range(k + 1)])
    elif step == 8:
        p = f["extra"][0]
        if "ans" in f and "drawn" not in f:
            g.draw(p, f.pop("ans")[0], clause=CLAUSE)
            f["drawn"] = True
            basics = basics_in_hand(g, p)
            space = 5 - len(g.pl(p)["bench"])
            if basics and space > 0:  # Basics may go to the Bench any time before the start
                g.ask(p, "setup_bench", "Put Basic Pokémon onto your Bench (face down)",
                      [(g.name(c), c) for c in basics], lo=0, hi=space)
                return
            f["ans"] = []
        basics = basics_in_hand(g, p)
        for i in f.pop("ans"):
            g.put_basic_in_play(p, basics[i], "bench", facedown=True)
        del f["drawn"]
        f["extra"].pop(0)
        f["step"] = 7
    elif step == 9:  # 8. reveal and start
        for p in (0, 1):
            pl = g.pl(p)
            for slot in [pl["active"], *pl["bench"]]:
                slot["down"] = False
            g.event("reveal_setup", clause=CLAUSE, player=p,
                    active=g.top(pl["active"]).name,
                    bench=[g.top(b).name for b in pl["bench"]])
        s["phase"] = "play"
        g.pop()
        begin_turn(g, s["first"], 1)
